/**
 * Model-based test of the seat rules: random sequences of reservations by seat and by best
 * available (one and arrays, mixed), seat moves, confirmations, deletions of tickets, bookings and
 * seats, and clock moves that release bookings. Each outcome is predicted from the records before
 * the step; after every step no seat holds two tickets of a show, every ticket of the seated
 * sector holds one of its seats, the seated sector's capacity is its number of seats, and the
 * seat statuses and capacity reads equal a recount. `MODEL_RUNS` and `MODEL_SEED` as in model-harness.ts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { createMock, type Mock, type StoredRecord } from '../../../../mock-server/index';
import {
  attempt,
  deletions,
  expectOutcome as expect,
  modelStep,
  pickRecord as pick,
  recordsOf as records,
  runModel,
  type ModelStep,
  type ModelWorld,
} from './model-harness';

interface SeatWorld extends ModelWorld {
  /** Seated, price category 1: two rows of 2 + aisle + 2 seats. */
  loge: string;
  /** Standing, capacity 2, price category 2. */
  stehplatz: string;
  shows: [string, string];
  prices: [string, string];
  customer: string;
}

function seatWorld(): SeatWorld {
  const mock = createMock();
  const demo = mock.actor('demo');
  const host = demo.hosts[0]!;
  const make = (resource: Parameters<Mock['records']['create']>[1], body: Record<string, unknown>) =>
    String(mock.records.create(demo, resource, body).pids[0]);
  const venue = make('venues', { host, name: 'Kammerspiele', city: 'Luzern' });
  const loge = make('sectors', { host: venue, name: 'Loge', price_category: 1, capacity: 0 });
  const stehplatz = make('sectors', { host: venue, name: 'Stehplatz', price_category: 2, capacity: 2 });
  const seats = [];
  for (const row of [1, 2]) {
    for (const number of [1, 2, 3, 4]) {
      seats.push({
        sector: loge,
        row: String(row),
        number: String(number),
        x: number + (number > 2 ? 1 : 0),
        y: row,
      });
    }
  }
  mock.records.create(demo, 'seats', seats);
  const event = make('events', { host, name: 'Kammeroper', currency: 'CHF' });
  const shows: [string, string] = [
    make('shows', { event, venue, start: '2026-10-01 20:00:00' }),
    make('shows', { event, venue, start: '2026-10-02 20:00:00' }),
  ];
  const prices: [string, string] = [
    make('prices', { event, name: 'Loge', price_category: 1, price: 80 }),
    make('prices', { event, name: 'Stehplatz', price_category: 2, price: 20 }),
  ];
  const customer = make('persons', { firstname: 'Anna', lastname: 'Muster', email: 'anna@example.ch' });
  for (let i = 0; i < 3; i++) make('bookings', { customer });
  return { mock, demo, loge, stehplatz, shows, prices, customer };
}

type Step = ModelStep<SeatWorld>;

const logeSeats = (w: SeatWorld) => records(w, 'seats').filter((seat) => seat.sector === w.loge);

/** Tickets of a show holding a seat, by seat pid. */
function holders(w: SeatWorld, show: string): Map<string, StoredRecord[]> {
  const held = new Map<string, StoredRecord[]>();
  for (const ticket of records(w, 'tickets')) {
    if (ticket.show !== show || typeof ticket.seat !== 'string') continue;
    held.set(ticket.seat, [...(held.get(ticket.seat) ?? []), ticket]);
  }
  return held;
}

function bookingFault(booking: StoredRecord): string | undefined {
  if (booking.confirmation === true) return 'booking_confirmed';
  if (booking.released === true) return 'booking_expired';
  return undefined;
}

function assertSeatInvariants(w: SeatWorld): void {
  const seats = logeSeats(w);
  const loge = w.mock.store.get('sectors', w.loge)!;
  assert.equal(loge.capacity, seats.length, "the seated sector's capacity is its number of seats");
  for (const show of w.shows) {
    const held = holders(w, show);
    for (const [seat, tickets] of held)
      assert.equal(tickets.length, 1, `seat ${seat} holds one ticket of ${show}`);
    const statuses = w.mock.records.showSeats(w.demo, show).items;
    assert.equal(statuses.length, seats.length);
    for (const status of statuses) {
      const ticket = held.get(String(status.pid))?.[0];
      const expected = !ticket ? 'free' : ticket.confirmation === true ? 'sold' : 'reserved';
      assert.equal(status.status, expected, `status of seat ${String(status.pid)} for ${show}`);
    }
  }
  for (const ticket of records(w, 'tickets')) {
    if (ticket.sector === w.loge) {
      const seat = w.mock.store.get('seats', ticket.seat as string);
      assert.ok(seat && seat.sector === w.loge, `ticket ${ticket.pid} holds a seat of the Loge`);
      assert.equal(ticket.seat_string, `Loge, Reihe ${String(seat.row)}, Platz ${String(seat.number)}`);
    } else {
      assert.equal(ticket.seat, null, `standing ticket ${ticket.pid} has no seat`);
      assert.equal(ticket.seat_string, 'Stehplatz');
    }
  }
}

const step = (label: string, act: (w: SeatWorld) => void): Step =>
  modelStep(label, act, assertSeatInvariants);

/** One item of a reservation: the Loge by seat (index), the Loge best available, or standing. */
const itemArb = fc.record({
  show: fc.integer({ min: 0, max: 1 }),
  kind: fc.constantFrom('seat', 'best', 'best', 'standing'),
  seat: fc.nat(),
});
type ItemSpec = { show: number; kind: string; seat: number };

function predictReserve(w: SeatWorld, booking: StoredRecord, items: readonly Record<string, unknown>[]) {
  const fault = bookingFault(booking);
  if (fault) return fault;
  const need = new Map<string, number>();
  for (const item of items) {
    const key = `${String(item.show)}|${String(item.sector ?? w.loge)}`;
    need.set(key, (need.get(key) ?? 0) + 1);
  }
  for (const [key, count] of need) {
    const [show, sector] = key.split('|') as [string, string];
    const used = records(w, 'tickets').filter((t) => t.show === show && t.sector === sector).length;
    const capacity = w.mock.store.get('sectors', sector)!.capacity as number;
    if (count > capacity - used) return 'sector_sold_out';
  }
  const claimed = new Set<string>();
  for (const item of items) {
    if (typeof item.seat !== 'string') continue;
    const key = `${String(item.show)}|${item.seat}`;
    if (claimed.has(key) || holders(w, item.show as string).has(item.seat)) return 'seat_taken';
    claimed.add(key);
  }
  return undefined;
}

const reserve = fc
  .tuple(fc.nat(), fc.array(itemArb, { minLength: 1, maxLength: 5 }), fc.boolean())
  .map(([b, specs, single]) =>
    step(`reserve in booking #${b}: ${JSON.stringify(single ? specs.slice(0, 1) : specs)}`, (w) => {
      const booking = pick(w, 'bookings', b);
      const seats = logeSeats(w);
      if (!booking) return;
      const items = (single ? specs.slice(0, 1) : specs).map((spec: ItemSpec) => {
        const base = { booking: booking.pid, show: w.shows[spec.show as 0 | 1] };
        if (spec.kind === 'standing') return { ...base, price: w.prices[1], sector: w.stehplatz };
        if (spec.kind === 'seat' && seats.length > 0)
          return { ...base, price: w.prices[0], seat: seats[spec.seat % seats.length]!.pid };
        return { ...base, price: w.prices[0], sector: w.loge };
      });
      const predicted = predictReserve(w, booking, items);
      expect(
        'reserve',
        predicted,
        attempt(() => w.mock.records.create(w.demo, 'tickets', single ? items[0] : items)),
      );
    }),
  );

const move = fc.tuple(fc.nat(), fc.nat()).map(([t, s]) =>
  step(`move ticket #${t} to seat #${s}`, (w) => {
    const ticket = pick(w, 'tickets', t);
    const seats = logeSeats(w);
    if (!ticket || ticket.sector !== w.loge || seats.length === 0) return;
    const seat = seats[s % seats.length]!;
    const booking = w.mock.store.get('bookings', ticket.booking as number)!;
    const holder = holders(w, ticket.show as string).get(String(seat.pid))?.[0];
    const predicted =
      seat.pid === ticket.seat ? undefined : (bookingFault(booking) ?? (holder ? 'seat_taken' : undefined));
    expect(
      'move',
      predicted,
      attempt(() => w.mock.records.update(w.demo, 'tickets', ticket.pid, { seat: seat.pid })),
    );
  }),
);

const commands: fc.Arbitrary<Step>[] = [
  fc.constant(
    step('new booking', (w) => {
      w.mock.records.create(w.demo, 'bookings', { customer: w.customer });
    }),
  ),
  reserve,
  reserve,
  reserve,
  move,
  move,
  fc.nat().map((b) =>
    step(`confirm booking #${b}`, (w) => {
      const booking = pick(w, 'bookings', b);
      if (!booking) return;
      const tickets = records(w, 'tickets').filter((t) => t.booking === booking.pid).length;
      const predicted =
        booking.confirmation === true
          ? undefined
          : booking.released === true
            ? 'booking_expired'
            : tickets === 0
              ? 'booking_empty'
              : undefined;
      expect(
        'confirm',
        predicted,
        attempt(() => w.mock.records.update(w.demo, 'bookings', booking.pid, { confirmation: true })),
      );
    }),
  ),
  ...deletions(step),
  fc.nat().map((s) =>
    step(`delete seat #${s}`, (w) => {
      const seat = pick(w, 'seats', s);
      if (!seat) return;
      const held = records(w, 'tickets').some((t) => t.seat === seat.pid);
      expect(
        'delete seat',
        held ? 'record_in_use' : undefined,
        attempt(() => w.mock.records.delete(w.demo, 'seats', seat.pid)),
      );
    }),
  ),
  fc.integer({ min: 5, max: 35 }).map((minutes) =>
    step(`advance ${minutes} minutes`, (w) => {
      w.mock.moveClock({ advanceMs: minutes * 60_000 });
    }),
  ),
];

describe('rules: seats model-based', () => {
  it('never puts two tickets of a show on one seat, and reads statuses and counts equal to a recount', () => {
    runModel(commands, seatWorld, 100);
  });
});
