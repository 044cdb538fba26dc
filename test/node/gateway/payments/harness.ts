/**
 * A paying gateway in front of the real mock service, in-process: the full theatre (priced
 * ticket options, extras and delivery rates), a provider (the mock's test provider, or Stripe
 * through the real SDK against the Stripe-compatible fake, with Checkout or with the Payment
 * Element), and a buyer's booking up to the point of paying. Notifications of either provider reach the gateway in-process.
 */
import assert from 'node:assert/strict';
import Stripe from 'stripe';
import { createTestPayments, type TestPayments } from '../../../../mock-server/payments/test-provider';
import { StripeFake } from '../../../../mock-server/payments/stripe-fake';
import {
  memoryStore,
  stripeProvider,
  type GatewayStore,
  type PaymentProvider,
  type PaymentView,
} from '../../../../src/gateway/index';
import { theatreAsync, type Theatre } from '../../../fixtures/theatre';
import { ANNA, pidOf } from '../fixtures';
import { GATEWAY_BASE, SHOP_ORIGIN, Setup, UPSTREAM_BASE, type Reply } from '../harness';

export const RETURN_URL = `${SHOP_ORIGIN}/theatre?tb-payment=return`;
const WEBHOOK_SECRET = 'whsec_test_secret_of_the_notification_endpoint';

/** The test provider, Stripe Checkout, or Stripe's Payment Element (PaymentIntents). */
export type ProviderKind = 'test' | 'stripe' | 'stripe-element';

/** What a provider kind offers the tests: paying as the buyer does on the hosted page. */
export interface Paying {
  readonly kind: ProviderKind;
  readonly provider: PaymentProvider;
  /** The buyer's choice on the hosted page of `view`; the redirect it answers, if any. */
  page(view: PaymentView, action: 'pay' | 'decline' | 'cancel' | 'pay-twice'): Promise<Response>;
  /** Resolves once every notification sent so far was answered. */
  delivered(): Promise<void>;
  /** Sends the notifications of `payment` that were sent before once more, latest first. */
  replay(): Promise<void>;
  /** Turns notifications off (the provider still records the payment). */
  mute(muted: boolean): void;
  /** How much of the payment of `view` the provider gave back (minor units). */
  refunded(view: PaymentView): number;
  /** The provider records another amount for the payment of `view` (a partial capture, a bug). */
  misreport(view: PaymentView, amount: number): void;
}

export class PaymentSetup extends Setup {
  theatre!: Theatre;
  paying!: Paying;
  store: GatewayStore = memoryStore({ now: this.clock.now });
  private muted = false;

  /** Sends a provider's notification to the current gateway instance. */
  readonly notify = (request: Request): Promise<Response> =>
    this.muted
      ? Promise.resolve(new Response(null, { status: 503 }))
      : this.gateway(request, { clientAddress: '192.0.2.10' });

  /** The Stripe fake of a `stripe` or `stripe-element` setup. */
  fake?: StripeFake;

  async start(kind: ProviderKind): Promise<this> {
    // Back-office tokens outlive the tests' moves of the clock past a booking's release.
    const config = await this.app.fetch(
      new Request(`${UPSTREAM_BASE}/__admin/config`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ accessTokenTtl: 24 * 3600 }),
      }),
    );
    assert.equal(config.status, 200, await config.text());
    const hosts = (await (await this.backOffice('GET', '/hosts/')).json()) as { pid: string }[];
    this.theatre = await theatreAsync(hosts[0]!.pid, (resource, body) => this.create(resource, body));
    this.paying = kind === 'test' ? this.testProvider() : this.stripeProvider(kind === 'stripe-element');
    this.restart();
    return this;
  }

  /** A new gateway instance on the same store: what a restart of the site owner's server is. */
  restart(): void {
    this.useGateway({
      events: { pids: [this.theatre.event] },
      payments: this.paying.provider,
      store: this.store,
    });
  }

  private testProvider(): Paying {
    const test: TestPayments = createTestPayments({
      origin: () => 'https://payments.example',
      gatewayPath: '/tickets',
      notify: this.notify,
      passRelease: () => void this.mock.moveClock({ advanceMs: 31 * 60_000 }),
    });
    const sent: string[] = [];
    test.ledger.onEvent((event) => sent.push(event.payment));
    return {
      kind: 'test',
      provider: test.provider,
      page: (view, action) =>
        test.fetch(
          new Request(view.redirectUrl!, {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            body: `action=${action}`,
          }),
        ),
      delivered: () => test.delivered(),
      replay: async () => {
        for (const payment of [...sent].reverse()) await test.resend(payment);
      },
      mute: (muted) => void (this.muted = muted),
      refunded: (view) =>
        [...test.ledger.payments.values()].find((p) => p.metadata.attempt === view.attempt)!.refunded,
      misreport: (view, amount) =>
        void Object.assign(
          [...test.ledger.payments.values()].find((p) => p.metadata.attempt === view.attempt)!,
          { amount },
        ),
    };
  }

  private stripeProvider(element: boolean): Paying {
    const fake = new StripeFake({
      webhookSecret: WEBHOOK_SECRET,
      publicOrigin: 'https://checkout.example',
      webhookUrl: `${GATEWAY_BASE}/payments/notifications`,
      send: this.notify,
    });
    this.fake = fake;
    const stripe = new Stripe('sk_test_fake', {
      httpClient: Stripe.createFetchHttpClient((input, init) => fake.fetch(new Request(input, init))),
      maxNetworkRetries: 0,
    });
    const ledger = element ? fake.intents.ledger : fake.ledger;
    const payment = (view: PaymentView) =>
      [...ledger.payments.values()].find((p) => p.metadata.attempt === view.attempt)!;
    return {
      kind: element ? 'stripe-element' : 'stripe',
      provider: stripeProvider({ stripe, webhookSecret: WEBHOOK_SECRET, paymentElement: element }),
      page: (view, action) =>
        element
          ? confirmIntent(fake, view, action)
          : fake.fetch(
              new Request(view.redirectUrl!, {
                method: 'POST',
                headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
                body: `action=${action === 'pay-twice' ? 'pay' : action}`,
              }),
            ),
      delivered: () => fake.delivered(),
      replay: async () => {
        for (let i = fake.sent.length - 1; i >= 0; i--) await fake.resend(i);
      },
      mute: (muted) => void (this.muted = muted),
      refunded: (view) => payment(view).refunded,
      misreport: (view, amount) => void Object.assign(payment(view), { amount }),
    };
  }

  /** Anna's booking with two adult tickets in the Parkett (veggie and meat menus) and parking. */
  async bookTwo(): Promise<{ booking: string; session: string; person: string; tickets: string[] }> {
    const { theatre } = this;
    const person = await this.visit('POST', '/persons/', { body: ANNA });
    assert.equal(person.status, 201, person.text);
    const booking = await this.visit('POST', '/bookings/', {
      body: { customer: pidOf(person), options: [] },
      session: person.session,
    });
    assert.equal(booking.status, 201, booking.text);
    const session = booking.session!;
    const menu = theatre.questions.menu!.answers;
    const tickets = await this.visit('POST', '/tickets/', {
      session,
      body: [menu.veggie, menu.meat].map((answer) => ({
        booking: pidOf(booking),
        show: theatre.shows[0],
        price: theatre.prices.adult,
        sector: theatre.parkett,
        ticket_options: [answer],
      })),
    });
    assert.equal(tickets.status, 201, tickets.text);
    const extras = await this.visit('PATCH', `/bookings/${pidOf(booking)}`, {
      session,
      body: { options: [{ option: theatre.options.parking, quantity: 1 }] },
    });
    assert.equal(extras.status, 204, extras.text);
    const list = (await (await this.backOffice('GET', `/bookings/${pidOf(booking)}/tickets/`)).json()) as {
      pid: string;
    }[];
    return { booking: pidOf(booking), session, person: pidOf(person), tickets: list.map((t) => t.pid) };
  }

  async pay(booking: string, session: string, body: object = {}): Promise<Reply> {
    return this.visit('POST', `/bookings/${booking}/payment`, {
      session,
      body: { returnUrl: RETURN_URL, ...body },
    });
  }

  async status(booking: string, session: string): Promise<Reply> {
    return this.visit('GET', `/bookings/${booking}/payment`, { session });
  }

  /** The booking as the service holds it (back office). */
  async serviceBooking(
    booking: string,
  ): Promise<{ confirmation: boolean; tickets: unknown[]; released: boolean }> {
    const response = await this.backOffice('GET', `/bookings/${booking}?properties[tickets]=1`);
    return (await response.json()) as { confirmation: boolean; tickets: unknown[]; released: boolean };
  }

  /** Confirmation e-mails of the outbox for `booking`. */
  mails(booking: string): number {
    return this.mock.outbox.list().filter((mail) => String(mail.booking) === booking).length;
  }
}

/**
 * Pays (or is declined) in the page as Stripe.js does with the Payment Element: the intent's
 * confirm with the publishable key and the client secret the gateway answered, and one of
 * Stripe's test payment methods. Cancelling has no call of its own: the buyer just does not pay.
 */
function confirmIntent(fake: StripeFake, view: PaymentView, action: string): Promise<Response> {
  const secret = view.clientSecret!;
  const intent = secret.slice(0, secret.indexOf('_secret_'));
  if (action === 'cancel') return Promise.resolve(new Response(null, { status: 204 }));
  return fake.fetch(
    new Request(`https://api.stripe.com/v1/payment_intents/${intent}/confirm`, {
      method: 'POST',
      headers: {
        Authorization: 'Bearer pk_test_fake',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        payment_method: action === 'decline' ? 'pm_card_chargeDeclined' : 'pm_card_visa',
        client_secret: secret,
        return_url: RETURN_URL,
      }),
    }),
  );
}
