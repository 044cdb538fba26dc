import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import type { GatewayStore } from '../../../src/gateway/index';
import { ANNA, type Catalogue, eventOnSale, pidOf, startBooking } from './fixtures';
import type { Reply, Setup } from './harness';

const code = (reply: Reply) => (reply.body as { code?: string } | undefined)?.code;

/**
 * The caps at their limits and one past them, in one gateway with its memory store, and in two
 * gateway instances sharing one Redis (requests alternate between them).
 */
export function capsSuite(name: string, stores: () => GatewayStore[]) {
  describe(`gateway caps (${name})`, () => {
    let setup: Setup;
    let catalogue: Catalogue;

    beforeEach(async () => {
      ({ setup, catalogue } = await eventOnSale(stores()));
    });

    const tickets = (booking: string, count: number, sector = catalogue.parkett, price = catalogue.adult) =>
      Array.from({ length: count }, () => ({ booking, show: catalogue.shows[0], price, sector }));

    const reserve = (visitor: { booking: string; session: string }, count: number, address?: string) =>
      setup.visit('POST', '/tickets/', {
        session: visitor.session,
        body: count === 1 ? tickets(visitor.booking, 1)[0] : tickets(visitor.booking, count),
        headers: address ? { 'X-Test-Address': address } : {},
      });

    const confirm = (visitor: { booking: string; session: string }, address?: string) =>
      setup.visit('PATCH', `/bookings/${visitor.booking}`, {
        session: visitor.session,
        body: { confirmation: true },
        headers: address ? { 'X-Test-Address': address } : {},
      });

    async function heldAtService(booking: string): Promise<number> {
      const response = await setup.backOffice('GET', `/tickets/?filters[booking]=${booking}`);
      return ((await response.json()) as unknown[]).length;
    }

    it('takes 10 tickets on a booking and refuses the 11th with ticket_limit_reached', async () => {
      const visitor = await startBooking(setup);
      assert.equal((await reserve(visitor, 9)).status, 201);
      assert.equal((await reserve(visitor, 1)).status, 201, 'the 10th');
      const past = await reserve(visitor, 1);
      assert.equal(past.status, 409, past.text);
      assert.equal(code(past), 'ticket_limit_reached');
      assert.match((past.body as { detail: string }).detail, /at most 10 tickets/);
      assert.equal(await heldAtService(visitor.booking), 10);
      const other = await startBooking(setup);
      const array = await reserve(other, 11);
      assert.equal(array.status, 409, 'an array of 11 is refused whole');
      assert.equal(await heldAtService(other.booking), 0);
    });

    it('allows one open booking per session, and another once it is confirmed', async () => {
      const visitor = await startBooking(setup);
      const second = await setup.visit('POST', '/bookings/', {
        session: visitor.session,
        body: { customer: visitor.person },
      });
      assert.equal(second.status, 409, second.text);
      assert.equal(code(second), 'booking_open');
      const retryAfter = Number(second.headers.get('retry-after'));
      assert.ok(retryAfter > 29 * 60 && retryAfter <= 30 * 60, `Retry-After ${retryAfter}`);
      assert.equal((await reserve(visitor, 1)).status, 201);
      const confirmed = await confirm(visitor);
      assert.equal(confirmed.status, 204);
      const next = await setup.visit('POST', '/bookings/', {
        // The confirmation issued the session's next token.
        session: confirmed.session,
        body: { customer: visitor.person },
      });
      assert.equal(next.status, 201, next.text);
    });

    it('holds at most 30 tickets per client address across sessions, then 429 with Retry-After', async () => {
      const visitors = [await startBooking(setup), await startBooking(setup), await startBooking(setup)];
      for (const visitor of visitors) assert.equal((await reserve(visitor, 10)).status, 201);
      const fourth = await startBooking(setup);
      const past = await reserve(fourth, 1);
      assert.equal(past.status, 429, past.text);
      assert.equal(code(past), 'hold_limit_reached');
      const retryAfter = Number(past.headers.get('retry-after'));
      assert.ok(retryAfter > 29 * 60 && retryAfter <= 30 * 60, `Retry-After ${retryAfter}`);
      assert.equal(await heldAtService(fourth.booking), 0);
      assert.equal((await reserve(fourth, 1, '198.51.100.9')).status, 201, 'another address holds its own');
      const deleted = await setup.visit('GET', `/bookings/${visitors[0]!.booking}/tickets/`, {
        session: visitors[0]!.session,
      });
      const ticket = (deleted.body as { pid: string }[])[0]!.pid;
      const removed = await setup.visit('DELETE', `/tickets/${ticket}`, { session: visitors[0]!.session });
      assert.equal(removed.status, 204, removed.text);
      assert.equal((await reserve(fourth, 1)).status, 201, 'a deleted ticket is no longer held');
      assert.equal((await reserve(fourth, 1)).status, 429);
      setup.clock.advance(30 * 60 * 1000);
      assert.equal(
        (await reserve(await startBooking(setup), 1)).status,
        201,
        'holds lapse with the reservation',
      );
    });

    it('allows 10 confirmations per client address and hour, then 429 confirmation_limit_reached', async () => {
      for (let i = 0; i < 10; i += 1) {
        const visitor = await startBooking(setup);
        assert.equal((await reserve(visitor, 1)).status, 201);
        const confirmed = await confirm(visitor);
        assert.equal(confirmed.status, 204, `confirmation ${i + 1}: ${confirmed.text}`);
      }
      const visitor = await startBooking(setup);
      assert.equal((await reserve(visitor, 1)).status, 201, 'confirmed tickets are no longer held');
      const past = await confirm(visitor);
      assert.equal(past.status, 429, past.text);
      assert.equal(code(past), 'confirmation_limit_reached');
      assert.ok(Number(past.headers.get('retry-after')) > 3500);
      const booking = await setup.backOffice('GET', `/bookings/${visitor.booking}`);
      assert.equal(((await booking.json()) as { confirmation: boolean }).confirmation, false);
      assert.equal((await confirm(visitor, '198.51.100.9')).status, 204, 'another address confirms');
    });

    it('sends the confirmation e-mail at most 3 times per booking and hour', async () => {
      const visitor = await startBooking(setup);
      assert.equal((await reserve(visitor, 1)).status, 201);
      assert.equal((await confirm(visitor)).headers.get('x-confirmation-email'), 'sent');
      const send = () =>
        setup.visit('POST', '/email/send', {
          session: visitor.session,
          body: { booking: visitor.booking, type: 'confirmation' },
        });
      assert.equal((await send()).status, 202);
      assert.equal((await send()).status, 202);
      const past = await send();
      assert.equal(past.status, 429, past.text);
      assert.equal(code(past), 'email_limit_reached');
      assert.ok(past.headers.get('retry-after'));
      assert.equal(setup.mock.outbox.list().length, 3);
    });

    it('takes extras only on a booking with tickets, and only extras of its event', async () => {
      const visitor = await startBooking(setup);
      const early = await setup.visit('PATCH', `/bookings/${visitor.booking}`, {
        session: visitor.session,
        body: { options: [{ option: catalogue.option, quantity: 1 }] },
      });
      assert.equal(early.status, 409, early.text);
      assert.equal(code(early), 'options_need_tickets');
      const atCreation = await setup.visit('POST', '/bookings/', {
        session: (await startBooking(setup)).session,
        body: { customer: visitor.person, options: [{ option: catalogue.option, quantity: 1 }] },
      });
      assert.equal(atCreation.status, 409);
      const other = await setup.create('events', { host: catalogue.host, name: 'Nabucco', currency: 'CHF' });
      const foreign = await setup.create('options', { event: other, name: 'Programm' });
      assert.equal((await reserve(visitor, 1)).status, 201);
      const stray = await setup.visit('PATCH', `/bookings/${visitor.booking}`, {
        session: visitor.session,
        body: { options: [{ option: foreign, quantity: 1 }] },
      });
      assert.equal(stray.status, 409, stray.text);
      assert.equal(code(stray), 'option_not_of_event');
      assert.deepEqual(
        (stray.body as { errors: { property_path: string }[] }).errors[0]!.property_path,
        'options[0].option',
      );
      const own = await setup.visit('PATCH', `/bookings/${visitor.booking}`, {
        session: visitor.session,
        body: { options: [{ option: catalogue.option, quantity: 1 }] },
      });
      assert.equal(own.status, 204, own.text);
    });

    it('settles a confirmed booking: tickets, extras and customer cannot be changed', async () => {
      const visitor = await startBooking(setup);
      const created = await reserve(visitor, 1);
      const ticket = pidOf(created);
      const confirmed = await confirm(visitor);
      assert.equal(confirmed.status, 204);
      // The token the confirmation issued (older ones may no longer write at all).
      visitor.session = confirmed.session!;
      const { session } = visitor;
      const attempts = [
        await setup.visit('DELETE', `/tickets/${ticket}`, { session }),
        await setup.visit('PATCH', `/tickets/${ticket}`, { session, body: { price: catalogue.adult } }),
        await setup.visit('PATCH', '/tickets/', { session, body: [{ pid: ticket, ticket_options: [] }] }),
        await reserve(visitor, 1),
        await setup.visit('PATCH', `/bookings/${visitor.booking}`, {
          session,
          body: { options: [{ option: catalogue.option, quantity: 1 }] },
        }),
        await setup.visit('PATCH', `/persons/${visitor.person}`, {
          session,
          body: { email: 'someone.else@example.org', firstname: 'Spam' },
        }),
      ];
      for (const reply of attempts) {
        assert.equal(reply.status, 409, reply.text);
        assert.equal(code(reply), 'booking_settled');
      }
      assert.equal(await heldAtService(visitor.booking), 1);
      const person = await setup.backOffice('GET', `/persons/${visitor.person}`);
      assert.equal(((await person.json()) as { email: string }).email, ANNA.email);
      const again = await confirm(visitor);
      assert.equal(again.status, 204, 'confirming again answers as before');
      assert.equal(setup.mock.outbox.list().length, 1, 'and sends nothing');
    });
  });
}
