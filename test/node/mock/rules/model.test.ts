/**
 * Model-based test of the booking rules: random sequences of reservations (one and arrays),
 * ticket option and booking option changes, confirmations with and without delivery, deletions
 * and clock moves. Before each step the outcome is predicted from a recount of the records;
 * after each step no capacity, limitation or option quantity is exceeded and every capacity read
 * equals the recount (model-harness.ts).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  attempt,
  deletions,
  expectOutcome as expect,
  modelStep,
  pickRecord,
  runModel,
  type ModelStep,
} from './model-harness';
import type { Recount } from './recount';
import { choose, eventOf, world, type World } from './world';
import { predictConfirm, predictOptions, predictReserve, predictTicketOptions, type Item } from './predict';

type Step = ModelStep<World>;
const step = (label: string, act: (w: World, before: Recount) => void): Step => modelStep(label, act);
const pick = (w: World, name: 'bookings' | 'tickets', index: number) => pickRecord(w, name, index);

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
  ...deletions(step),
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
    runModel(commands, world, 150);
  });
});
