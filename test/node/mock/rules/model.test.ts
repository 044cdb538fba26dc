/**
 * Model-based test of the booking rules: random sequences of reservations (one and arrays),
 * ticket option and booking option changes, confirmations with and without delivery, deletions
 * and clock moves. Before each step the outcome is predicted from a recount of the records;
 * after each step no capacity, limitation or option quantity is exceeded and every capacity read
 * equals the recount. `MODEL_RUNS` changes the number of runs, `MODEL_SEED` replays one.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { StoredRecord } from '../../../../mock-server/index';
import { assertCapacityReads, assertLimits, recount, type Recount } from './recount';
import { choose, eventOf, world, type World } from './world';
import { predictConfirm, predictOptions, predictReserve, predictTicketOptions, type Item } from './predict';

const RUNS = Number(process.env.MODEL_RUNS ?? 150);
const SEED = process.env.MODEL_SEED === undefined ? undefined : Number(process.env.MODEL_SEED);

type Model = Record<string, never>;
type Step = fc.Command<Model, World>;

function attempt(call: () => unknown): string | undefined {
  try {
    call();
    return undefined;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === undefined) throw error;
    return code;
  }
}

/** Settles the mock (releases what is due) and recounts. */
function settled(w: World): Recount {
  w.mock.records.list(w.demo, 'hosts');
  return recount(w.mock);
}

const pick = (w: World, name: 'bookings' | 'tickets', index: number): StoredRecord | undefined => {
  const records = [...w.mock.store.all(name)];
  return records.length === 0 ? undefined : records[index % records.length];
};

function step(label: string, act: (w: World, r: Recount) => void): Step {
  return {
    check: () => true,
    run: (_model, w) => {
      act(w, settled(w));
      const after = recount(w.mock);
      assertLimits(w.mock, after);
      assertCapacityReads(w.mock, w.demo, after);
    },
    toString: () => label,
  };
}

function expect(label: string, predicted: string | undefined, actual: string | undefined): void {
  assert.equal(
    actual,
    predicted,
    `${label}: predicted ${predicted ?? 'success'}, got ${actual ?? 'success'}`,
  );
}

const itemArb = fc.record({
  show: fc.integer({ min: 0, max: 2 }),
  sector: fc.integer({ min: 0, max: 1 }),
  choice: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 2, maxLength: 2 }),
});
type ItemSpec = { show: number; sector: number; choice: number[] };

function item(w: World, booking: number, spec: ItemSpec): Item {
  return {
    booking,
    show: w.shows[spec.show]!,
    sector: w.sectors[spec.sector as 0 | 1],
    price: w.prices[eventOf(spec.show)][spec.sector as 0 | 1],
    ticket_options: choose(w, spec.show, spec.choice),
  };
}

const newBooking = fc.integer({ min: 0, max: 2 }).map((n) =>
  step(`new booking of customer ${n % 2}`, (w) => {
    w.mock.records.create(w.demo, 'bookings', { customer: w.customers[(n % 2) as 0 | 1] });
  }),
);

const reservation = fc
  .tuple(fc.nat(), fc.array(itemArb, { minLength: 1, maxLength: 4 }), fc.boolean())
  .map(([b, specs, single]) =>
    step(`reserve ${single ? 1 : specs.length} in booking #${b}: ${JSON.stringify(specs)}`, (w, r) => {
      const booking = pick(w, 'bookings', b);
      if (!booking) return;
      const items = (single ? specs.slice(0, 1) : specs).map((spec) => item(w, booking.pid as number, spec));
      const body = single ? items[0] : items;
      expect(
        'reserve',
        predictReserve(w, r, items),
        attempt(() => w.mock.records.create(w.demo, 'tickets', body)),
      );
    }),
  );

/** Reservations and new bookings come twice: most steps fill the world. */
const commands: fc.Arbitrary<Step>[] = [
  newBooking,
  newBooking,
  reservation,
  reservation,
  reservation,
  fc
    .tuple(fc.nat(), fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 2, maxLength: 2 }))
    .map(([t, choice]) =>
      step(`ticket options of ticket #${t}: ${choice}`, (w, r) => {
        const ticket = pick(w, 'tickets', t);
        if (!ticket) return;
        const show = w.shows.indexOf(ticket.show as string);
        const options = choose(w, show, choice);
        expect(
          'ticket options',
          predictTicketOptions(w, r, ticket, options),
          attempt(() => w.mock.records.update(w.demo, 'tickets', ticket.pid, { ticket_options: options })),
        );
      }),
    ),
  fc.tuple(fc.nat(), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 2 })).map(([b, q0, q1]) =>
    step(`options of booking #${b}: ${q0}, ${q1}`, (w, r) => {
      const booking = pick(w, 'bookings', b);
      if (!booking) return;
      const options = [
        { option: w.options[0], quantity: q0 },
        { option: w.options[1], quantity: q1 },
      ];
      expect(
        'booking options',
        predictOptions(w, r, booking, options),
        attempt(() => w.mock.records.update(w.demo, 'bookings', booking.pid, { options })),
      );
    }),
  ),
  fc.tuple(fc.nat(), fc.boolean()).map(([b, delivery]) =>
    step(`confirm booking #${b}${delivery ? ' with delivery' : ''}`, (w) => {
      const booking = pick(w, 'bookings', b);
      if (!booking) return;
      const body = delivery ? { confirmation: true, delivery: true } : { confirmation: true };
      const predicted = predictConfirm(w, booking, delivery);
      expect(
        'confirm',
        predicted,
        attempt(() => w.mock.records.update(w.demo, 'bookings', booking.pid, body)),
      );
      if (predicted === undefined) {
        const read = w.mock.records.get(w.demo, 'bookings', booking.pid as number);
        assert.equal(read.confirmation, true);
        if (booking.confirmation !== true)
          assert.equal(read.delivery_method, delivery ? 'postal' : 'digital');
      }
    }),
  ),
  fc.nat().map((t) =>
    step(`delete ticket #${t}`, (w) => {
      const ticket = pick(w, 'tickets', t);
      if (ticket) w.mock.records.delete(w.demo, 'tickets', ticket.pid);
    }),
  ),
  fc.nat().map((b) =>
    step(`delete booking #${b}`, (w) => {
      const booking = pick(w, 'bookings', b);
      if (booking) w.mock.records.delete(w.demo, 'bookings', booking.pid);
    }),
  ),
  fc
    .oneof({ arbitrary: fc.integer({ min: 1, max: 8 }), weight: 3 }, fc.integer({ min: 25, max: 35 }))
    .map((minutes) =>
      step(`advance ${minutes} minutes`, (w) => {
        w.mock.moveClock({ advanceMs: minutes * 60_000 });
      }),
    ),
];

describe('rules: model-based', () => {
  it('never exceeds a capacity, limitation or option quantity, and reads counts equal to a recount', () => {
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 60, size: 'large' }), (cmds) => {
        fc.modelRun(() => ({ model: {}, real: world() }), cmds);
      }),
      { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
    );
  });
});
