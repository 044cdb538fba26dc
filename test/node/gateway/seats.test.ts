import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { Setup } from './harness';
import { pidOf, setUpEvent, startBooking, type Catalogue } from './fixtures';

/** The Balkon's two places become seats 1 and 2 of row A. */
async function seatBalkon(setup: Setup, catalogue: Catalogue): Promise<[string, string]> {
  return [
    await setup.create('seats', { sector: catalogue.balkon, row: 'A', number: '1', x: 1, y: 1 }),
    await setup.create('seats', { sector: catalogue.balkon, row: 'A', number: '2', x: 2, y: 1 }),
  ];
}

const SEAT_KEYS = ['accessible', 'created', 'number', 'pid', 'row', 'sector', 'status', 'updated', 'x', 'y'];

describe('gateway: seats', () => {
  let setup: Setup;
  let catalogue: Catalogue;
  let seats: [string, string];

  beforeEach(async () => {
    setup = new Setup();
    catalogue = await setUpEvent(setup);
    seats = await seatBalkon(setup, catalogue);
    setup.useGateway({ events: { pids: [catalogue.event] } });
  });

  it('lets a visitor read the seat statuses of a show on sale, with no booking data in them', async () => {
    const visitor = await startBooking(setup);
    const reserved = await setup.visit('POST', '/tickets/', {
      session: visitor.session,
      body: { booking: visitor.booking, show: catalogue.shows[0], price: catalogue.balcony, seat: seats[0] },
    });
    assert.equal(reserved.status, 201, reserved.text);
    const reply = await setup.visit('GET', `/shows/${catalogue.shows[0]}/seats/?filters[status]=reserved`);
    assert.equal(reply.status, 200, reply.text);
    assert.equal(reply.headers.get('x-count'), '1');
    const [item] = reply.body as Record<string, unknown>[];
    assert.deepEqual(Object.keys(item!).sort(), SEAT_KEYS);
    assert.equal(item!.pid, seats[0]);
    assert.equal(item!.status, 'reserved');
    assert.equal(reply.text.includes(visitor.booking), false, 'no booking pid in the statuses');
  });

  it('answers 404 for the seats of a show not on sale, and for the seat records themselves', async () => {
    const other = await setUpEvent(setup, 'demo', 'Nicht im Verkauf');
    assert.equal((await setup.visit('GET', `/shows/${other.shows[0]}/seats/`)).status, 404);
    assert.equal((await setup.visit('GET', '/seats/')).status, 404);
    assert.equal((await setup.visit('GET', `/seats/${seats[0]}`)).status, 404);
    assert.equal((await setup.visit('GET', `/sectors/${catalogue.balkon}/seats/`)).status, 404);
  });

  it('reserves by seat and by best available, and moves its own ticket to another free seat', async () => {
    const visitor = await startBooking(setup);
    const created = await setup.visit('POST', '/tickets/', {
      session: visitor.session,
      body: {
        booking: visitor.booking,
        show: catalogue.shows[0],
        price: catalogue.balcony,
        sector: catalogue.balkon,
      },
    });
    assert.equal(created.status, 201, created.text);
    const ticket = pidOf(created);
    const read = await setup.visit('GET', `/tickets/${ticket}`, { session: visitor.session });
    const held = (read.body as { seat: string }).seat;
    assert.ok(seats.includes(held), 'best available gave a seat of the Balkon');
    const other = seats.find((pid) => pid !== held)!;
    const moved = await setup.visit('PATCH', `/tickets/${ticket}`, {
      session: visitor.session,
      body: { seat: other },
    });
    assert.equal(moved.status, 204, moved.text);
    const after = await setup.visit('GET', `/tickets/${ticket}`, { session: visitor.session });
    assert.equal((after.body as { seat: string }).seat, other);
    const number = other === seats[0] ? '1' : '2';
    assert.equal((after.body as { seat_string: string }).seat_string, `Balkon, Reihe A, Platz ${number}`);
  });

  it("does not let a visitor move another visitor's ticket", async () => {
    const first = await startBooking(setup);
    const created = await setup.visit('POST', '/tickets/', {
      session: first.session,
      body: { booking: first.booking, show: catalogue.shows[0], price: catalogue.balcony, seat: seats[0] },
    });
    const second = await startBooking(setup);
    const reply = await setup.visit('PATCH', `/tickets/${pidOf(created)}`, {
      session: second.session,
      body: { seat: seats[1] },
    });
    assert.equal(reply.status, 404, reply.text);
    const ticket = setup.mock.records.get(setup.mock.actor('demo'), 'tickets', pidOf(created));
    assert.equal(ticket.seat, seats[0]);
  });
});
