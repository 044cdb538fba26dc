/**
 * How often the gateway reads a visitor's booking from the service: at most once per visitor
 * request, and not at all where the answer of its own write (the booking it created, the
 * confirmation it sent) or its own read of the booking under the booking's lock says enough.
 * Each visitor request of a whole booking, with the service requests it caused.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { memoryStore } from '../../../src/gateway/store';
import { ANNA, pidOf, setUpEvent, type Catalogue } from './fixtures';
import { Setup, type Reply, type UpstreamCall } from './harness';

/** A read of one or more bookings (the booking record or the booking list). */
const readsBooking = (call: UpstreamCall) => call.method === 'GET' && call.path.startsWith('/bookings/');

describe('gateway: reads of the booking per visitor request', () => {
  const setup = new Setup();
  let catalogue: Catalogue;

  before(async () => {
    catalogue = await setUpEvent(setup);
    setup.useGateway({ events: { pids: [catalogue.event] }, store: memoryStore({ now: setup.clock.now }) });
  });

  /** The visitor's request and the service requests it caused (sign-in and catalogue aside). */
  async function step(...args: Parameters<Setup['visit']>): Promise<{ reply: Reply; calls: string[] }> {
    const from = setup.calls.length;
    const reply = await setup.visit(...args);
    const calls = setup.calls
      .slice(from)
      .filter((call) => !call.path.startsWith('/oauth/'))
      .map((call) => `${call.method} ${call.path.replace(/\?.*/, '')}`);
    return { reply, calls };
  }
  const bookingReads = (from: number) => setup.calls.slice(from).filter(readsBooking).length;

  it('reads the booking once for the visitor and never again for its own checks during a whole booking', async () => {
    await setup.visit('GET', `/events/${catalogue.event}`); // the catalogue, read once
    const person = await step('POST', '/persons/', { body: ANNA });
    assert.deepEqual(person.calls, ['POST /persons/']);
    let session = person.reply.session!;

    const created = await step('POST', '/bookings/', { body: { customer: pidOf(person.reply) }, session });
    assert.equal(created.reply.status, 201, created.reply.text);
    assert.deepEqual(created.calls, ['POST /bookings/'], 'the new booking is known from its create');
    session = created.reply.session!;
    const booking = pidOf(created.reply);

    const ticket = { booking, show: catalogue.shows[0], price: catalogue.adult, sector: catalogue.parkett };
    const reserved = await step('POST', '/tickets/', { body: [ticket, ticket], session });
    assert.equal(reserved.reply.status, 201, reserved.reply.text);
    assert.deepEqual(
      reserved.calls,
      ['POST /tickets/'],
      'the cap counted on the booking it created: no read',
    );

    let from = setup.calls.length;
    const read = await step('GET', `/bookings/${booking}?properties[tickets]=1`, { session });
    assert.equal(read.reply.status, 200, read.reply.text);
    assert.equal(bookingReads(from), 1, "the visitor's read: one read of the service");
    const tickets = (read.reply.body as { tickets: { pid: string }[] }).tickets.map((t) => t.pid);
    assert.equal(tickets.length, 2);

    const answered = await step('PATCH', '/tickets/', {
      body: tickets.map((pid) => ({ pid, ticket_options: [catalogue.yes] })),
      session,
    });
    assert.equal(answered.reply.status, 204, answered.reply.text);
    assert.deepEqual(answered.calls, ['PATCH /tickets/'], 'its tickets known from that read: no read');

    const details = await step('PATCH', `/persons/${pidOf(person.reply)}`, {
      body: { firstname: 'Anna-Lena' },
      session,
    });
    assert.equal(details.reply.status, 204, details.reply.text);
    assert.deepEqual(details.calls, [`PATCH /persons/${pidOf(person.reply)}`], 'not settled: known, no read');

    const confirmed = await step('PATCH', `/bookings/${booking}`, {
      body: { confirmation: true, options: [{ option: catalogue.option, quantity: 1 }] },
      session,
    });
    assert.equal(confirmed.reply.status, 204, confirmed.reply.text);
    assert.deepEqual(
      confirmed.calls.filter((call) => call.startsWith('GET /bookings')),
      [],
      'the extras checked against the tickets known from that read: no read',
    );
    session = confirmed.reply.session!;

    // After the confirmation (its own write), the booking is known to be settled: no read either.
    from = setup.calls.length;
    const late = await setup.visit('PATCH', `/persons/${pidOf(person.reply)}`, {
      body: { email: 'mallory@example.org' },
      session,
    });
    assert.equal((late.body as { code?: string }).code, 'booking_settled', late.text);
    assert.equal(bookingReads(from), 0);
  });

  it('reads again once a write changed the tickets, so a check never counts tickets it has not seen', async () => {
    const person = await setup.visit('POST', '/persons/', { body: ANNA });
    const created = await setup.visit('POST', '/bookings/', {
      body: { customer: pidOf(person) },
      session: person.session,
    });
    const session = created.session!;
    const booking = pidOf(created);
    const ticket = { booking, show: catalogue.shows[0], price: catalogue.adult, sector: catalogue.parkett };
    for (let i = 0; i < 2; i++) {
      const from = setup.calls.length;
      const reserved = await setup.visit('POST', '/tickets/', {
        body: [ticket, ticket, ticket, ticket],
        session,
      });
      assert.equal(reserved.status, 201, reserved.text);
      assert.equal(bookingReads(from), i, i === 0 ? 'known from its create' : 'tickets added since: read');
    }
    // 8 held: 4 more would pass the cap of 10, counted on the booking as read.
    const over = await setup.visit('POST', '/tickets/', { body: [ticket, ticket, ticket, ticket], session });
    assert.equal((over.body as { code?: string }).code, 'ticket_limit_reached', over.text);
  });
});
