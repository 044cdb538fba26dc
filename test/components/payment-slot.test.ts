/// <reference types="mocha" />
/**
 * Paying in the page: the gateway takes payment with Stripe's Payment Element (the real `stripe`
 * SDK against the mock's Stripe-compatible fake, in the page), the widget shows the site
 * owner's form in its `payment` slot and tells the page what to mount it with
 * (`tb-payment-form`); the page's form pays as Stripe.js does (the PaymentIntent's confirm with
 * the publishable key and the client secret), calls `paymentSubmitted()`, and the widget shows
 * the paid receipt from the gateway's one read.
 */
import { expect } from 'chai';
import Stripe from 'stripe';
import { StripeFake } from '../../mock-server/payments/stripe-fake.js';
import type { TbPaymentFormDetail } from '../../src/components/events.js';
import type { TicketBooking } from '../../src/components/ticket-booking/ticket-booking.js';
import { stripeProvider } from '../../src/gateway/index.js';
import { createEvent } from './catalogue.js';
import { axeViolations } from './helpers.js';
import { toCheckout } from './journey.js';
import { Chain } from './mock-chain.js';
import { atStep, button, focused, mount, one, text, until } from './widget.js';

const WEBHOOK_SECRET = 'whsec_component_test';

/** A widget whose gateway takes payment with the Payment Element, at the checkout. */
async function atCheckout(): Promise<{
  chain: Chain;
  el: TicketBooking;
  fake: StripeFake;
  form: HTMLElement;
}> {
  const chain = new Chain();
  const cat = await createEvent(chain);
  // No notification endpoint: the gateway learns the outcome by reading the PaymentIntent.
  const fake = new StripeFake({ webhookSecret: WEBHOOK_SECRET, publicOrigin: location.origin });
  const stripe = new Stripe('sk_test_component', {
    httpClient: Stripe.createFetchHttpClient((input, init) => fake.fetch(new Request(input, init))),
    maxNetworkRetries: 0,
  });
  await chain.open([cat.event], {
    payments: stripeProvider({ stripe, webhookSecret: WEBHOOK_SECRET, paymentElement: true }),
  });
  const el = await mount(chain, cat.event);
  // The site owner's form: where Stripe's Payment Element would be mounted, and its own button.
  const form = document.createElement('form');
  form.slot = 'payment';
  form.append(Object.assign(document.createElement('button'), { type: 'submit', textContent: 'Pay now' }));
  el.append(form);
  await atStep(el, 'shows');
  await toCheckout(el);
  return { chain, el, fake, form };
}

/** What Stripe.js sends from the page to pay the PaymentIntent of `clientSecret`. */
function confirmInPage(fake: StripeFake, clientSecret: string, method = 'pm_card_visa'): Promise<Response> {
  const intent = clientSecret.slice(0, clientSecret.indexOf('_secret_'));
  return fake.fetch(
    new Request(`https://api.stripe.com/v1/payment_intents/${intent}/confirm`, {
      method: 'POST',
      headers: {
        Authorization: 'Bearer pk_test_component',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        payment_method: method,
        client_secret: clientSecret,
        return_url: location.href,
      }),
    }),
  );
}

describe('<ticket-booking> payment slot (Payment Element)', () => {
  it('shows the site owner’s form with what to mount it with, and the paid receipt once the page reports the payment', async () => {
    const { chain, el, fake, form } = await atCheckout();
    expect(form.assignedSlot, 'hidden before').to.equal(null);
    const details: TbPaymentFormDetail[] = [];
    el.addEventListener('tb-payment-form', (event) => details.push(event.detail));
    const pending: unknown[] = [];
    el.addEventListener('tb-payment-pending', (event) => pending.push(event.detail));

    const pay = button(el, 'Continue to payment');
    pay.focus();
    pay.click();
    await until('the payment slot', () => form.assignedSlot);
    expect(form.checkVisibility()).to.equal(true);
    expect(details).to.have.length(1);
    const [detail] = details as [TbPaymentFormDetail];
    expect(detail.clientSecret).to.match(/^pi_test_\w+_secret_\w+$/);
    expect(detail.currency).to.equal('CHF');
    expect(detail.amount).to.equal(fake.intents.ledger.get(detail.clientSecret.split('_secret_')[0]!).amount);
    expect(detail.returnUrl).to.equal(location.href);
    expect(detail.booking).to.equal(el.state!.reservation!.booking);
    // The form's box is labelled and takes the focus (the buyer's next move); the checkout says
    // to pay below and has no button of its own to pay.
    const box = one(el, '[part~="payment-form"]');
    expect(text(box)).to.contain('Payment details');
    await until('the focus on the form', () => focused() === box);
    const step = await atStep(el, 'checkout');
    expect(text(one(step, '[part~="payment"]'))).to.contain('Enter your payment details in the form below');
    expect([...step.shadowRoot!.querySelectorAll('[part~="primary"]')]).to.have.length(0);
    expect(el.shadowRoot!.querySelector('tb-reservation-timer'), 'the timer stays').to.not.equal(null);
    expect(await axeViolations(el)).to.deep.equal([]);

    // The page's form pays at Stripe, then tells the widget.
    expect((await confirmInPage(fake, detail.clientSecret)).status).to.equal(200);
    const before = chain.requests.length;
    await el.paymentSubmitted();
    await atStep(el, 'done');
    expect(pending).to.have.length(1);
    expect(chain.requests.slice(before), 'one read: the payment, with the receipt').to.deep.equal([
      `GET /bookings/${el.state!.confirmation!.booking}/payment`,
    ]);
    const paid = one(el.shadowRoot!.querySelector('[part~="step"] > *')!, '[part~="payment"]');
    expect(text(paid)).to.contain('Paid online');
    expect(text(paid)).to.contain(detail.clientSecret.split('_secret_')[0]!);
    expect(form.assignedSlot, 'hidden after').to.equal(null);
  });

  it('a declined card keeps the form: the buyer pays again in it; going back drops it', async () => {
    const { el, fake, form } = await atCheckout();
    let detail: TbPaymentFormDetail | undefined;
    el.addEventListener('tb-payment-form', (event) => (detail = event.detail));
    button(el, 'Continue to payment').click();
    await until('the payment slot', () => form.assignedSlot);
    // Declined at Stripe (the Payment Element says so itself): the page does not report it.
    expect((await confirmInPage(fake, detail!.clientSecret, 'pm_card_chargeDeclined')).status).to.equal(402);
    expect(form.assignedSlot).to.not.equal(null);
    // Back to the details: the form goes (the booking may change); the checkout pays anew.
    button(el, 'Back').click();
    await atStep(el, 'buyer');
    expect(el.state!.payment).to.equal(null);
    button(el, 'Continue').click();
    await atStep(el, 'checkout');
    expect(form.assignedSlot).to.equal(null);
    button(el, 'Continue to payment').click();
    await until('the payment slot again', () => form.assignedSlot);
    expect((await confirmInPage(fake, detail!.clientSecret)).status).to.equal(200);
    await el.paymentSubmitted();
    await atStep(el, 'done');
    expect(el.state!.confirmation!.payment?.reference).to.equal(detail!.clientSecret.split('_secret_')[0]);
  });
});
