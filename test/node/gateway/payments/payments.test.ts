import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { PaymentView } from '../../../../src/gateway/index';
import { THEATRE } from '../../../fixtures/theatre';
import { ANNA, pidOf } from '../fixtures';
import { PaymentSetup, RETURN_URL } from './harness';

const cents = (francs: number) => Math.round(francs * 100);
/** Two adult tickets (veggie and meat menus) and one parking, as `bookTwo()` books them. */
const TWO = cents(
  2 * THEATRE.prices.adult!.price +
    THEATRE.questions.menu!.answers.veggie!.price! +
    THEATRE.questions.menu!.answers.meat!.price! +
    THEATRE.options.parking!.price!,
);
const POST_CH = cents(THEATRE.deliveryRates.find((rate) => rate.country === 'CH')!.price);

const view = (reply: { body: unknown }) => reply.body as PaymentView;

for (const kind of ['test', 'stripe', 'stripe-element'] as const) {
  describe(`payments through the gateway (${kind} provider)`, () => {
    test('a confirmation without payment answers 402 and the booking stays unconfirmed', async () => {
      const setup = await new PaymentSetup().start(kind);
      const { booking, session } = await setup.bookTwo();
      const reply = await setup.visit('PATCH', `/bookings/${booking}`, {
        session,
        body: { confirmation: true },
      });
      assert.equal(reply.status, 402);
      assert.equal((reply.body as { code: string }).code, 'payment_required');
      assert.equal(reply.headers.get('x-payments'), kind === 'test' ? 'test' : 'stripe');
      assert.equal((await setup.serviceBooking(booking)).confirmation, false);
    });

    test('the amount comes from the service’s records: tickets, ticket options, extras, delivery', async () => {
      const setup = await new PaymentSetup().start(kind);
      const { booking, session } = await setup.bookTwo();
      const digital = await setup.pay(booking, session);
      assert.equal(digital.status, 201, digital.text);
      assert.equal(view(digital).amount, TWO);
      assert.equal(view(digital).currency, 'CHF');
      assert.equal(view(digital).state, 'pending');
      const postal = await setup.pay(booking, session, { delivery: true });
      assert.equal(view(postal).amount, TWO + POST_CH);
      assert.notEqual(view(postal).attempt, view(digital).attempt, 'another delivery is another payment');
      const again = await setup.pay(booking, session, { delivery: true });
      assert.equal(view(again).attempt, view(postal).attempt, 'an unchanged booking reuses its payment');
    });

    test('the postal fee is the rate in the tickets’ currency; with none in it, postal delivery cannot be paid', async () => {
      const setup = await new PaymentSetup().start(kind);
      const event = setup.theatre.event;
      assert.equal((await setup.backOffice('PATCH', `/events/${event}`, { currency: 'EUR' })).status, 204);
      const { booking, session } = await setup.bookTwo();
      const refused = await setup.pay(booking, session, { delivery: true });
      assert.equal(refused.status, 409, refused.text);
      assert.equal((refused.body as { code: string }).code, 'payment_unavailable');
      assert.match(refused.text, /No delivery rate in EUR applies/);
      await setup.create('deliveryrates', {
        host: setup.theatre.host,
        name: 'Post CH (EUR)',
        country: 'CH',
        price: 7,
        currency: 'EUR',
      });
      const postal = await setup.pay(booking, session, { delivery: true });
      assert.equal(postal.status, 201, postal.text);
      assert.deepEqual([view(postal).amount, view(postal).currency], [TWO + 700, 'EUR']);
    });

    test('paying confirms the booking with the delivery chosen and sends one e-mail', async () => {
      const setup = await new PaymentSetup().start(kind);
      const { booking, session } = await setup.bookTwo();
      const started = view(await setup.pay(booking, session, { delivery: true }));
      const back = await setup.paying.page(started, 'pay');
      if (kind === 'stripe-element') {
        // Paid in the page: Stripe.js's confirm answers the PaymentIntent, succeeded.
        assert.equal(back.status, 200);
        assert.equal(((await back.json()) as { status: string }).status, 'succeeded');
      } else {
        assert.equal(back.status, 303);
        assert.equal(back.headers.get('location'), RETURN_URL);
      }
      await setup.paying.delivered();
      const status = view(await setup.status(booking, session));
      assert.equal(status.state, 'confirmed');
      assert.equal(status.confirmedBooking, booking);
      assert.ok(status.reference);
      // The receipt comes with the answer: the confirmed booking as the service holds it.
      const receipt = (status as PaymentView & { receipt: Record<string, unknown> | null }).receipt;
      assert.equal(receipt?.pid, Number(booking));
      assert.equal(receipt?.confirmation, true);
      assert.equal((receipt?.tickets as unknown[]).length, 2);
      assert.equal(typeof receipt?.customer, 'object');
      assert.equal((receipt?.deliveries as unknown[]).length, 1);
      assert.equal(started.state, 'pending');
      assert.equal('receipt' in started, false, 'no receipt before it is paid');
      const held = (await (await setup.backOffice('GET', `/bookings/${booking}`)).json()) as {
        confirmation: boolean;
        delivery_method: string;
      };
      assert.equal(held.confirmation, true);
      assert.equal(held.delivery_method, 'postal');
      assert.equal(setup.mails(booking), 1);
    });

    test('a notification and the return together, twice and out of order confirm once and send one e-mail', async () => {
      const setup = await new PaymentSetup().start(kind);
      const { booking, session } = await setup.bookTwo();
      const started = view(await setup.pay(booking, session));
      setup.paying.mute(true);
      await setup.paying.page(started, 'pay');
      setup.paying.mute(false);
      // The return and the notifications at once, then the notifications again, newest first.
      const answers = await Promise.all([
        setup.status(booking, session),
        setup.paying.replay(),
        setup.status(booking, session),
        setup.paying.replay(),
      ]);
      await setup.paying.replay();
      assert.equal(view(answers[0]).state, 'confirmed');
      assert.equal(setup.paying.refunded(started), 0);
      assert.equal(view(answers[2]).state, 'confirmed');
      assert.equal(setup.mails(booking), 1);
    });

    test('the buyer closes the tab after paying: the notification confirms, the next visit sees it', async () => {
      const setup = await new PaymentSetup().start(kind);
      const { booking, session } = await setup.bookTwo();
      const started = view(await setup.pay(booking, session));
      await setup.paying.page(started, 'pay');
      await setup.paying.delivered();
      assert.equal((await setup.serviceBooking(booking)).confirmation, true);
      assert.equal(setup.mails(booking), 1);
      const later = view(await setup.status(booking, session));
      assert.equal(later.state, 'confirmed');
      const receipt = await setup.visit('GET', `/bookings/${booking}?properties[tickets]=1`, { session });
      assert.equal((receipt.body as { confirmation: boolean }).confirmation, true);
    });

    test('a declined or cancelled payment keeps the tickets held, and the buyer pays on a new try', async () => {
      const setup = await new PaymentSetup().start(kind);
      const { booking, session } = await setup.bookTwo();
      const first = view(await setup.pay(booking, session));
      const declined = await setup.paying.page(first, 'decline');
      // A hosted page says so; Stripe.js's confirm answers 402 card_declined.
      assert.equal(declined.status, kind === 'stripe-element' ? 402 : 200);
      assert.match(await declined.text(), /declined/);
      await setup.paying.delivered();
      if (kind === 'stripe-element') {
        assert.equal(view(await setup.status(booking, session)).state, 'failed');
      } else {
        const cancelled = await setup.paying.page(first, 'cancel');
        assert.equal(cancelled.status, 303);
      }
      await setup.paying.delivered();
      const after = view(await setup.status(booking, session));
      assert.notEqual(after.state, 'confirmed');
      const held = await setup.serviceBooking(booking);
      assert.equal(held.confirmation, false);
      assert.equal(held.tickets.length, 2, 'the tickets stay held');
      const retry = view(await setup.pay(booking, session));
      await setup.paying.page(retry, 'pay');
      await setup.paying.delivered();
      assert.equal(view(await setup.status(booking, session)).state, 'confirmed');
      assert.equal(setup.mails(booking), 1);
    });

    test('a booking changed after the payment started is never confirmed by that payment: it is refunded', async () => {
      const setup = await new PaymentSetup().start(kind);
      const { booking, session } = await setup.bookTwo();
      const started = view(await setup.pay(booking, session));
      // Another tab adds a ticket.
      const added = await setup.visit('POST', '/tickets/', {
        session,
        body: {
          booking,
          show: setup.theatre.shows[0],
          price: setup.theatre.prices.adult,
          sector: setup.theatre.parkett,
          ticket_options: [setup.theatre.questions.menu!.answers.meat],
        },
      });
      assert.equal(added.status, 201, added.text);
      setup.paying.mute(true);
      await setup.paying.page(started, 'pay');
      setup.paying.mute(false);
      const status = view(await setup.status(booking, session));
      assert.equal(status.state, 'refunded');
      assert.equal(status.reason, 'booking_changed');
      assert.equal(setup.paying.refunded(started), TWO, 'the whole payment is given back');
      assert.equal((await setup.serviceBooking(booking)).confirmation, false);
      assert.equal(setup.mails(booking), 0);
      const anew = view(await setup.pay(booking, session));
      assert.equal(
        anew.amount,
        TWO + cents(THEATRE.prices.adult!.price + THEATRE.questions.menu!.answers.meat!.price!),
      );
    });

    test('paid after the release: the same tickets are reserved again in a new booking and confirmed', async () => {
      const setup = await new PaymentSetup().start(kind);
      const { booking, session } = await setup.bookTwo();
      const started = view(await setup.pay(booking, session));
      setup.mock.moveClock({ advanceMs: 31 * 60_000 });
      setup.paying.mute(true);
      await setup.paying.page(started, 'pay');
      setup.paying.mute(false);
      const reply = await setup.status(booking, session);
      const status = view(reply);
      assert.equal(status.state, 'confirmed');
      assert.ok(status.confirmedBooking);
      assert.notEqual(status.confirmedBooking, booking);
      assert.ok(reply.session, 'the new booking enters the session');
      const rebooked = (await (
        await setup.backOffice('GET', `/bookings/${status.confirmedBooking}?properties[tickets]=1`)
      ).json()) as {
        confirmation: boolean;
        tickets: { sector: string; ticket_options: string[] }[];
        options: unknown[];
      };
      assert.equal(rebooked.confirmation, true);
      assert.equal(rebooked.tickets.length, 2);
      assert.deepEqual(rebooked.options, [{ option: setup.theatre.options.parking, quantity: 1 }]);
      assert.equal(setup.mails(status.confirmedBooking!), 1);
      assert.equal(setup.paying.refunded(started), 0);
      const read = await setup.visit('GET', `/bookings/${status.confirmedBooking}`, {
        session: reply.session,
      });
      assert.equal(read.status, 200);
    });

    test('paid after the release when the tickets are gone: refunded, and the reason is told', async () => {
      const setup = await new PaymentSetup().start(kind);
      const { theatre } = setup;
      const person = await setup.visit('POST', '/persons/', { body: ANNA });
      const created = await setup.visit('POST', '/bookings/', {
        body: { customer: pidOf(person) },
        session: person.session,
      });
      const booking = pidOf(created);
      const session = created.session!;
      const menu = theatre.questions.menu!.answers.meat;
      const balcony = {
        show: theatre.shows[0],
        price: theatre.prices.balcony,
        sector: theatre.balkon,
        ticket_options: [menu],
      };
      const reserved = await setup.visit('POST', '/tickets/', {
        session,
        body: Array.from({ length: THEATRE.balkon.capacity }, () => ({ booking, ...balcony })),
      });
      assert.equal(reserved.status, 201, reserved.text);
      const started = view(await setup.pay(booking, session));
      setup.mock.moveClock({ advanceMs: 31 * 60_000 });
      // Someone else buys the whole Balkon meanwhile.
      const other = await setup.create('persons', {
        firstname: 'Ben',
        lastname: 'Other',
        email: 'ben@example.ch',
      });
      const theirs = await setup.create('bookings', { customer: other });
      await setup.create(
        'tickets',
        Array.from({ length: THEATRE.balkon.capacity }, () => ({ booking: Number(theirs), ...balcony })),
      );
      await setup.paying.page(started, 'pay');
      await setup.paying.delivered();
      const status = view(await setup.status(booking, session));
      assert.equal(status.state, 'refunded');
      assert.equal(status.reason, 'expired');
      assert.equal(setup.paying.refunded(started), started.amount);
      assert.equal(status.confirmedBooking, null);
      assert.equal(setup.mails(booking), 0);
    });

    test('the service refuses the confirmation after payment: refunded with its explanation', async () => {
      const setup = await new PaymentSetup().start(kind);
      const { booking, session, person } = await setup.bookTwo();
      const started = view(await setup.pay(booking, session));
      // The back office removes the buyer's e-mail address: the service refuses to confirm.
      const cleared = await setup.backOffice('PATCH', `/persons/${person}`, { email: null });
      assert.equal(cleared.status, 204, await cleared.text());
      await setup.paying.page(started, 'pay');
      await setup.paying.delivered();
      const status = view(await setup.status(booking, session));
      assert.equal(status.state, 'refunded');
      assert.equal(status.reason, 'confirmation_refused');
      assert.equal(setup.paying.refunded(started), TWO);
      assert.ok(status.detail && status.detail.length > 0);
      assert.equal((await setup.serviceBooking(booking)).confirmation, false);
    });

    test('a gateway restarted mid-payment carries on from the store', async () => {
      const setup = await new PaymentSetup().start(kind);
      const { booking, session } = await setup.bookTwo();
      const started = view(await setup.pay(booking, session));
      setup.restart();
      await setup.paying.page(started, 'pay');
      await setup.paying.delivered();
      assert.equal(view(await setup.status(booking, session)).state, 'confirmed');
      assert.equal(setup.mails(booking), 1);
    });

    test('a notification with a changed body is refused and changes nothing', async () => {
      const setup = await new PaymentSetup().start(kind);
      const { booking, session } = await setup.bookTwo();
      await setup.pay(booking, session);
      const header = kind === 'test' ? 'X-Test-Signature' : 'Stripe-Signature';
      const forged = await setup.visit('POST', '/payments/notifications', {
        raw: JSON.stringify({ payment: 'x', type: 'checkout.session.completed' }),
        headers: {
          'Content-Type': 'application/json',
          [header]: `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
        },
      });
      assert.equal(forged.status, 400);
      assert.equal((forged.body as { code: string }).code, 'payment_signature_invalid');
      assert.equal((await setup.serviceBooking(booking)).confirmation, false);
    });
  });
}
