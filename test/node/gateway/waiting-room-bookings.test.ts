/**
 * The waiting room's bookkeeping of a booking's tickets: a confirmation that needs no read of
 * the booking's tickets, and the per-event cap when tickets move between the buyer's bookings.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GatewayOptions } from '../../../src/gateway/index';
import { ANNA, pidOf, setUpEvent, type Catalogue } from './fixtures';
import { Setup } from './harness';

describe("gateway: the waiting room and a booking's tickets", () => {
  let setup: Setup;
  let catalogue: Catalogue;

  async function open(waitingRoom: GatewayOptions['waitingRoom'], openBookings = 1) {
    setup = new Setup();
    catalogue = await setUpEvent(setup);
    setup.useGateway({
      events: { pids: [catalogue.event] },
      waitingRoom,
      caps: { openBookingsPerSession: openBookings },
    });
  }

  const item = (booking: string) => ({
    booking,
    show: catalogue.shows[0],
    price: catalogue.adult,
    sector: catalogue.parkett,
  });

  /** A person, a booking with `count` Parkett tickets, and `more` bookings without tickets. */
  async function buy(address: string, count: number, more = 0) {
    const headers = { 'x-test-address': address };
    const person = await setup.visit('POST', '/persons/', { body: ANNA, headers });
    assert.equal(person.status, 201, person.text);
    let session = person.session;
    const bookings: string[] = [];
    for (let i = 0; i <= more; i += 1) {
      const booking = await setup.visit('POST', '/bookings/', {
        body: { customer: pidOf(person) },
        session,
        headers,
      });
      assert.equal(booking.status, 201, booking.text);
      session = booking.session ?? session;
      bookings.push(pidOf(booking));
    }
    const tickets = await setup.visit('POST', '/tickets/', {
      body: Array.from({ length: count }, () => item(bookings[0]!)),
      session,
      headers,
    });
    assert.equal(tickets.status, 201, tickets.text);
    return { session: tickets.session ?? session!, bookings, headers };
  }

  const ticketsOf = async (booking: string) =>
    (
      (await (await setup.backOffice('GET', `/bookings/${booking}/tickets/`)).json()) as { pid: string }[]
    ).map((ticket) => ticket.pid);

  /** The service's requests for one buyer's booking, from the person to the confirmation. */
  async function quietBooking(address: string): Promise<string[]> {
    const before = setup.calls.length;
    const bought = await buy(address, 1);
    const confirmed = await setup.visit('PATCH', `/bookings/${bought.bookings[0]}`, {
      body: { confirmation: true },
      session: bought.session,
      headers: bought.headers,
    });
    assert.ok(confirmed.status === 200 || confirmed.status === 204, confirmed.text);
    return setup.calls
      .slice(before)
      .filter((call) => call.grant === undefined)
      .map((call) => `${call.method} ${call.path.replace(/[0-9A-F-]{36}|\d{6,}/gi, '<pid>')}`);
  }

  it('confirms a booking with a room configured (not queueing) with the same service requests as without', async () => {
    await open(undefined);
    await quietBooking('198.51.100.1'); // warms the token and the catalogue
    const without = await quietBooking('198.51.100.2');
    await open({ maxActive: 10 });
    await quietBooking('198.51.100.1');
    const withRoom = await quietBooking('198.51.100.2');
    assert.deepEqual(withRoom, without, 'no read of the booking for its confirmation');
  });

  it("gives a ticket moved to another of the buyer's bookings, then deleted there, back to the cap", async () => {
    await open({ maxActive: 10, ticketsPerBuyer: 2 }, 2);
    const bought = await buy('198.51.100.3', 2, 1);
    const [first, second] = bought.bookings as [string, string];
    const [ticket] = await ticketsOf(first);
    const moved = await setup.visit('PATCH', `/tickets/${ticket}`, {
      body: { booking: Number(second) },
      session: bought.session,
      headers: bought.headers,
    });
    assert.equal(moved.status, 204, moved.text);
    assert.deepEqual(await ticketsOf(second), [ticket]);
    const deleted = await setup.visit('DELETE', `/tickets/${ticket}`, {
      session: moved.session ?? bought.session,
      headers: bought.headers,
    });
    assert.equal(deleted.status, 204, deleted.text);
    const again = await setup.visit('POST', '/tickets/', {
      body: item(first),
      session: deleted.session ?? moved.session ?? bought.session,
      headers: bought.headers,
    });
    assert.equal(again.status, 201, `one ticket held, one more allowed: ${again.text}`);
  });

  it('counts tickets moved between bookings (PATCH of many) once, also after the one they joined is confirmed', async () => {
    await open({ maxActive: 10, ticketsPerBuyer: 3 }, 2);
    const bought = await buy('198.51.100.4', 2, 1);
    const [first, second] = bought.bookings as [string, string];
    const [ticket] = await ticketsOf(first);
    const moved = await setup.visit('PATCH', '/tickets/', {
      body: [{ pid: ticket, booking: Number(second) }],
      session: bought.session,
      headers: bought.headers,
    });
    assert.equal(moved.status, 204, moved.text);
    const confirmed = await setup.visit('PATCH', `/bookings/${second}`, {
      body: { confirmation: true },
      session: moved.session ?? bought.session,
      headers: bought.headers,
    });
    assert.ok(confirmed.status === 200 || confirmed.status === 204, confirmed.text);
    const third = await setup.visit('POST', '/tickets/', {
      body: item(first),
      session: confirmed.session ?? bought.session,
      headers: bought.headers,
    });
    assert.equal(third.status, 201, `two tickets so far, a third allowed: ${third.text}`);
    const fourth = await setup.visit('POST', '/tickets/', {
      body: item(first),
      session: third.session ?? confirmed.session,
      headers: bought.headers,
    });
    assert.equal(fourth.status, 429, `the cap of three holds: ${fourth.text}`);
  });
});
