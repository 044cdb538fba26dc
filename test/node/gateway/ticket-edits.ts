import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import type { GatewayStore } from '../../../src/gateway/index';
import { type Catalogue, eventOnSale, startBooking, startBookingWithTicket } from './fixtures';
import type { Setup } from './harness';

/**
 * Changing or deleting one ticket of a session that holds one booking: the booking's read under
 * its lock says both whether the ticket is the visitor's and whether the booking is confirmed, so
 * nothing the gateway learnt before (the ticket it created, the booking unconfirmed) is trusted:
 * what expiry or the back office changed since is seen. One instance, and two sharing Redis.
 */
export function ticketEditSuite(name: string, stores: () => GatewayStore[]) {
  describe(`gateway: one ticket of the session's only booking (${name})`, () => {
    let setup: Setup;
    let catalogue: Catalogue;

    beforeEach(async () => {
      ({ setup, catalogue } = await eventOnSale(stores()));
    });

    const sent = (from: number) =>
      setup.calls
        .slice(from)
        .filter((call) => call.grant === undefined)
        .map((call) => `${call.method} ${call.path.split('?')[0]!.replace(/\d{12}|[0-9a-f]{16}$/, '<pid>')}`);

    it('deletes it with one read of the booking and the delete', async () => {
      const visitor = await startBookingWithTicket(setup, catalogue);
      const from = setup.calls.length;
      const deleted = await setup.visit('DELETE', `/tickets/${visitor.ticket}`, { session: visitor.session });
      assert.equal(deleted.status, 204, deleted.text);
      assert.deepEqual(sent(from), ['GET /bookings/<pid>', 'DELETE /tickets/<pid>']);
    });

    it("answers 404 for another visitor's ticket and sends no write", async () => {
      const visitor = await startBooking(setup);
      const other = await startBookingWithTicket(setup, catalogue);
      const from = setup.calls.length;
      for (const method of ['DELETE', 'PATCH'] as const) {
        const reply = await setup.visit(method, `/tickets/${other.ticket}`, {
          session: visitor.session,
          ...(method === 'PATCH' ? { body: { price: catalogue.adult } } : {}),
        });
        assert.equal(reply.status, 404, reply.text);
      }
      // The visitor's own booking is known from its create (no tickets): not even a read.
      assert.deepEqual(sent(from), []);
    });

    it('answers 404 once the service released the ticket (30 min on its clock), sending no write', async () => {
      const visitor = await startBookingWithTicket(setup, catalogue);
      // The service's clock only: the gateway's own has not moved, and learns it by reading.
      assert.equal((await setup.admin('clock', { advance: '31m' })).status, 200);
      const from = setup.calls.length;
      const moved = await setup.visit('PATCH', `/tickets/${visitor.ticket}`, {
        session: visitor.session,
        body: { price: catalogue.adult },
      });
      assert.equal(moved.status, 404, moved.text);
      const deleted = await setup.visit('DELETE', `/tickets/${visitor.ticket}`, { session: visitor.session });
      assert.equal(deleted.status, 404, deleted.text);
      // Reads only (the token the service's clock let lapse is renewed on the way).
      assert.deepEqual(
        sent(from).filter((call) => !call.startsWith('GET ')),
        [],
      );
      assert.ok(sent(from).includes('GET /bookings/<pid>'));
    });

    it('refuses booking_settled once the back office confirmed the booking behind its back', async () => {
      const visitor = await startBookingWithTicket(setup, catalogue);
      const confirmed = await setup.backOffice('PATCH', `/bookings/${visitor.booking}`, {
        confirmation: true,
      });
      assert.equal(confirmed.status, 204, await confirmed.text());
      const deleted = await setup.visit('DELETE', `/tickets/${visitor.ticket}`, { session: visitor.session });
      assert.equal(deleted.status, 409, deleted.text);
      assert.equal((deleted.body as { code: string }).code, 'booking_settled');
      const answers = await setup.visit('PATCH', '/tickets/', {
        session: visitor.session,
        body: [{ pid: visitor.ticket, ticket_options: [catalogue.yes] }],
      });
      assert.equal((answers.body as { code: string }).code, 'booking_settled', answers.text);
      const held = await setup.backOffice('GET', `/tickets/?filters[booking]=${visitor.booking}`);
      assert.deepEqual(
        ((await held.json()) as { pid: string }[]).map((ticket) => ticket.pid.toLowerCase()),
        [visitor.ticket.toLowerCase()],
        'the sold ticket stays',
      );
    });
  });
}
