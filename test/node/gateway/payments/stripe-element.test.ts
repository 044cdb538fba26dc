/**
 * Stripe's Payment Element through the gateway: the real `stripe` SDK creates and reads
 * PaymentIntents at the Stripe-compatible fake, the page pays as Stripe.js does (the intent's
 * confirm with the publishable key and the client secret), and the fake's signed
 * `payment_intent.*` notifications reach the gateway. The hard cases run for this provider too
 * (payments.test.ts, hard-cases.test.ts, exactly-once.test.ts with `stripe-element`).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { PaymentView } from '../../../../src/gateway/index';
import { PaymentSetup, RETURN_URL } from './harness';

const view = (reply: { body: unknown }) => reply.body as PaymentView;
const intentOf = (secret: string) => secret.slice(0, secret.indexOf('_secret_'));

/** Stripe.js's own call about a PaymentIntent, with the publishable key. */
function fromPage(setup: PaymentSetup, path: string, init: { method?: string; body?: string } = {}) {
  return setup.fake!.fetch(
    new Request(`https://api.stripe.com${path}`, {
      method: init.method ?? 'GET',
      headers: {
        Authorization: 'Bearer pk_test_fake',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      ...(init.body === undefined ? {} : { body: init.body }),
    }),
  );
}

describe('payments with the Payment Element (Stripe PaymentIntents, the real SDK against the fake)', () => {
  test('the gateway answers a client secret for the amount it computed, and no page to go to', async () => {
    const setup = await new PaymentSetup().start('stripe-element');
    const { booking, session } = await setup.bookTwo();
    const started = view(await setup.pay(booking, session));
    assert.equal(started.state, 'pending');
    assert.equal(started.redirectUrl, null);
    assert.match(started.clientSecret ?? '', /^pi_test_\w+_secret_\w+$/);
    const intent = setup.fake!.intents.ledger.get(intentOf(started.clientSecret!));
    assert.equal(intent.amount, started.amount);
    assert.equal(intent.currency, 'chf');
    assert.equal(intent.metadata.attempt, started.attempt);
    assert.equal(intent.metadata.booking, booking);
    // A repeat for the unchanged booking answers the same intent; the SDK's create was made once.
    const again = view(await setup.pay(booking, session));
    assert.equal(again.clientSecret, started.clientSecret);
    assert.equal(setup.fake!.intents.ledger.payments.size, 1);
  });

  test('Stripe.js reads and confirms an intent only with its client secret, and never cancels one', async () => {
    const setup = await new PaymentSetup().start('stripe-element');
    const { booking, session } = await setup.bookTwo();
    const { clientSecret } = view(await setup.pay(booking, session));
    const id = intentOf(clientSecret!);
    const wrong = await fromPage(setup, `/v1/payment_intents/${id}?client_secret=${id}_secret_guessed`);
    assert.equal(wrong.status, 401);
    const read = await fromPage(setup, `/v1/payment_intents/${id}?client_secret=${clientSecret}`);
    assert.equal(read.status, 200);
    assert.equal(((await read.json()) as { status: string }).status, 'requires_payment_method');
    const cancel = await fromPage(setup, `/v1/payment_intents/${id}/cancel`, {
      method: 'POST',
      body: `client_secret=${clientSecret}`,
    });
    assert.equal(cancel.status, 401);
    const confirm = await fromPage(setup, `/v1/payment_intents/${id}/confirm`, {
      method: 'POST',
      body: new URLSearchParams({ payment_method: 'pm_card_visa', return_url: RETURN_URL }).toString(),
    });
    assert.equal(confirm.status, 401, 'no client secret, no confirmation');
    assert.equal((await setup.serviceBooking(booking)).confirmation, false);
  });

  test('paid in the page: the signed payment_intent.succeeded confirms the booking before the page asks', async () => {
    const setup = await new PaymentSetup().start('stripe-element');
    const { booking, session } = await setup.bookTwo();
    const started = view(await setup.pay(booking, session));
    await setup.paying.page(started, 'pay');
    await setup.paying.delivered();
    assert.ok(setup.fake!.sent.some((sent) => sent.event.type === 'payment_intent.succeeded'));
    assert.equal((await setup.serviceBooking(booking)).confirmation, true, 'confirmed by the notification');
    assert.equal(setup.mails(booking), 1);
    const status = view(await setup.status(booking, session));
    assert.equal(status.state, 'confirmed');
    assert.equal(status.reference, intentOf(started.clientSecret!));
    assert.equal(status.clientSecret, null, 'no secret once paid');
    assert.equal(setup.mails(booking), 1);
  });

  test('a payment_intent notification whose body was changed fails the SDK’s signature check', async () => {
    const setup = await new PaymentSetup().start('stripe-element');
    const { booking, session } = await setup.bookTwo();
    const started = view(await setup.pay(booking, session));
    setup.paying.mute(true);
    await setup.paying.page(started, 'pay');
    await setup.paying.delivered();
    setup.paying.mute(false);
    const sent = setup.fake!.sent.find((s) => s.event.type === 'payment_intent.succeeded')!;
    const forged = await setup.visit('POST', '/payments/notifications', {
      raw: sent.body.replace(/"amount": \d+/, '"amount": 1'),
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': sent.signature },
    });
    assert.equal(forged.status, 400);
    assert.equal((forged.body as { code: string }).code, 'payment_signature_invalid');
    assert.equal((await setup.serviceBooking(booking)).confirmation, false);
    const genuine = await setup.visit('POST', '/payments/notifications', {
      raw: sent.body,
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': sent.signature },
    });
    assert.equal(genuine.status, 200);
    assert.equal((await setup.serviceBooking(booking)).confirmation, true);
  });
});
