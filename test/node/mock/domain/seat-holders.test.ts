import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createMock, type Mock } from '../../../../mock-server/index';
import { heldSeats } from '../../../../mock-server/domain/rules/seat-map';
import { DEMO_PIDS } from '../../../../mock-server/seed/demo-pids';

const show = DEMO_PIDS.theatre.premiere;

/** The held seats of the show as the index has them, and as a recount of its tickets gives them. */
function both(mock: Mock): [string[], string[]] {
  const indexed = [...heldSeats(mock.store, show)].flatMap(([seat, tickets]) =>
    [...tickets].map((ticket) => `${String(seat)} ${String(ticket)}`),
  );
  const recount = mock.store
    .select('tickets', 'show', show)
    .filter((ticket) => typeof ticket.seat === 'string')
    .map((ticket) => `${String(ticket.seat)} ${String(ticket.pid)}`);
  return [indexed.sort(), recount.sort()];
}

describe('the held seats of a show (store index)', () => {
  it('holds every seated ticket of the show after the seed, a snapshot restored and a release', () => {
    const mock = createMock({ seed: 'demo' });
    const [indexed, recount] = both(mock);
    assert.ok(recount.length > 100);
    assert.deepEqual(indexed, recount);

    const copy = createMock({ seed: 'empty' });
    copy.restore(mock.snapshot());
    assert.deepEqual(both(copy), [indexed, recount]);

    mock.moveClock({ advanceMs: 31 * 60_000 });
    const [after, afterRecount] = both(mock);
    assert.deepEqual(after, afterRecount);
    assert.ok(after.length < indexed.length, 'the held seats were released');
    assert.deepEqual(mock.store.verifyIndexes(), []);
  });

  it('follows a ticket moved to another seat, and stays as it was when a request is refused', () => {
    const mock = createMock({ seed: 'demo' });
    const demo = mock.actor('demo');
    const statuses = mock.records.showSeats(demo, show).items;
    const [first, second] = statuses.filter((seat) => seat.status === 'free');
    const taken = statuses.find((seat) => seat.status === 'sold')!;
    const customer = mock.records.create(demo, 'persons', {}).pids[0]!;
    const booking = mock.records.create(demo, 'bookings', { customer }).pids[0]!;
    const adult = mock.records
      .list(demo, 'prices')
      .items.find((price) => price.event === DEMO_PIDS.theatre.event && price.price_category === 1)!.pid;
    const ticket = mock.records.create(demo, 'tickets', { booking, show, seat: first!.pid, price: adult })
      .pids[0]!;
    assert.equal(heldSeats(mock.store, show).get(first!.pid)?.has(ticket), true);

    mock.records.update(demo, 'tickets', ticket, { seat: second!.pid });
    assert.equal(heldSeats(mock.store, show).has(first!.pid), false);
    assert.equal(heldSeats(mock.store, show).get(second!.pid)?.has(ticket), true);

    const before = both(mock);
    assert.throws(
      () =>
        mock.records.create(demo, 'tickets', [
          { booking, show, seat: first!.pid, price: adult },
          { booking, show, seat: taken.pid, price: adult },
        ]),
      (error: { code?: string }) => error.code === 'seat_taken',
    );
    assert.deepEqual(both(mock), before);
    assert.deepEqual(mock.store.verifyIndexes(), []);
  });
});
