/// <reference types="mocha" />
/**
 * Paying by redirect: the gateway takes payment with Stripe Checkout (the real `stripe` SDK
 * against the mock's Stripe-compatible fake, in the page). The buyer leaves for the provider's
 * page and comes back to a page that loads the widget again on the same tab's storage. Counted
 * here: the gateway requests from the buyer's details to the paid receipt.
 */
import { expect } from 'chai';
import Stripe from 'stripe';
import { StripeFake } from '../../mock-server/payments/stripe-fake.js';
import { stripeProvider } from '../../src/gateway/index.js';
import { MemoryStorage } from '../fixtures/memory-storage.js';
import { createEvent } from './catalogue.js';
import { ANNA, answerQuestions, enterBuyer, pickShow, reserveTickets } from './journey.js';
import { Chain } from './mock-chain.js';
import { all, atStep, button, control, mount, one, text, until } from './widget.js';

const WEBHOOK_SECRET = 'whsec_component_test';

describe('<ticket-booking> paid by redirect (Stripe Checkout)', () => {
  it('costs two gateway requests from the buyer’s details to the receipt: the start, which saves the details and extras, and the return’s one read', async () => {
    const chain = new Chain();
    const cat = await createEvent(chain);
    // No notification endpoint: the gateway learns the outcome by reading the Checkout Session.
    const fake = new StripeFake({ webhookSecret: WEBHOOK_SECRET, publicOrigin: location.origin });
    const stripe = new Stripe('sk_test_component', {
      httpClient: Stripe.createFetchHttpClient((input, init) => fake.fetch(new Request(input, init))),
      maxNetworkRetries: 0,
    });
    await chain.open([cat.event], { payments: stripeProvider({ stripe, webhookSecret: WEBHOOK_SECRET }) });
    const storage = new MemoryStorage();
    let sentTo: string | undefined;
    const el = await mount(chain, cat.event, {
      options: { storage, navigate: (url: string) => void (sentTo = url) },
    });
    await atStep(el, 'shows');
    await pickShow(el);
    await reserveTickets(el);
    await answerQuestions(el);
    // Extras: the booking's options change at the checkout.
    control(el, 'Parking').click();
    button(el, 'More: Programme').click();
    const booking = el.state!.reservation!.booking;
    const before = chain.requests.length;
    button(el, 'Continue').click();
    await atStep(el, 'buyer');
    await enterBuyer(el);
    button(el, 'Continue to payment').click();
    const page = await until('sent to the provider', () => sentTo);
    expect(chain.requests.slice(before), 'before leaving: the start alone').to.deep.equal([
      `POST /bookings/${booking}/payment`,
    ]);
    // The amount charged is the service's, after the details and the extra were written.
    const session = [...fake.ledger.payments.values()].at(-1)!;
    expect(session.amount).to.be.greaterThan(0);

    // Paid on the provider's page; back on the shop's page, which loads the widget again.
    const paid = await fake.fetch(
      new Request(page, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'action=pay',
      }),
    );
    expect(paid.status).to.equal(303);
    el.parentElement!.remove();
    const back = chain.requests.length;
    const again = await mount(chain, cat.event, { options: { storage } });
    await atStep(again, 'done');
    expect(chain.requests.slice(back), 'after the return: the payment, with the receipt').to.deep.equal([
      `GET /bookings/${booking}/payment`,
    ]);
    // The receipt is the service's booking: the buyer's details and the extras were saved with
    // the start, and the amount paid is its total.
    const receipt = again.state!.confirmation!;
    expect([receipt.customer.firstname, receipt.customer.lastname, receipt.customer.email]).to.deep.equal([
      ANNA.firstname,
      ANNA.lastname,
      ANNA.email,
    ]);
    const extras = all(again, '.extras tbody tr').map(text);
    expect(extras.some((row) => row.includes('Parking'))).to.equal(true);
    expect(extras.some((row) => row.includes('Programme'))).to.equal(true);
    expect(receipt.payment?.amount).to.equal(session.amount);
    expect(receipt.totals.total, 'in minor units').to.equal(session.amount);
    expect(text(one(again, '[part~="payment"]'))).to.contain('Paid online');
    expect(all(again, 'p').map(text)).to.include(`The confirmation has been sent to ${ANNA.email}.`);
  });
});
