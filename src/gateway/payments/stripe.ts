/**
 * Stripe through its official SDK (`stripe`, an optional peer dependency: install it beside the
 * package), in one of two ways:
 *
 * - Stripe Checkout by redirect (the default): the gateway creates a Checkout Session for the
 *   amount it computed and sends the buyer to Stripe's page; it learns the outcome from the
 *   buyer's return, from Stripe's signed `checkout.session.*` notifications, or by reading the
 *   session.
 * - The Payment Element in the widget (`paymentElement: true`): the gateway creates a
 *   PaymentIntent for the amount and answers its client secret; the site owner's page mounts
 *   Stripe's Payment Element with it in the widget's `payment` slot and confirms it there. The
 *   gateway learns the outcome from Stripe's signed `payment_intent.*` notifications, or by
 *   reading the PaymentIntent (the widget asks once the page reports the payment sent).
 *
 * Every create (session, PaymentIntent, refund) carries an idempotency key derived from the
 * gateway's attempt; notifications are checked with the SDK's own `webhooks.constructEventAsync`.
 *
 * ```ts
 * import Stripe from 'stripe';
 * const payments = stripeProvider({
 *   stripe: new Stripe(process.env.STRIPE_SECRET_KEY!),
 *   webhookSecret: process.env.STRIPE_WEBHOOK_SECRET!, // whsec_… of the endpoint
 *   paymentElement: true, // leave out for Stripe Checkout by redirect
 * });
 * ```
 */
import { PaymentSignatureError, type PaymentProvider, type ProviderPayment } from './provider.js';
import type { StripeCheckoutSession, StripeClient, StripePaymentIntent } from './stripe-client.js';

export interface StripeProviderOptions {
  /** The SDK's client, made with your secret key (`new Stripe(key)`). */
  readonly stripe: StripeClient;
  /** The signing secret of the notification endpoint (`whsec_…`). */
  readonly webhookSecret: string;
  /**
   * Pay in the widget with Stripe's Payment Element (a PaymentIntent's client secret for the
   * page), instead of on Stripe Checkout's page. Default false.
   */
  readonly paymentElement?: boolean;
}

/** Checkout's payment methods and locales are Stripe's; these are the widget's languages. */
const LOCALES = new Set(['de', 'fr', 'it', 'en']);

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

function paymentOf(session: StripeCheckoutSession): ProviderPayment {
  const paid = session.payment_status === 'paid';
  let status: ProviderPayment['status'] = 'pending';
  if (paid) status = 'paid';
  else if (session.status === 'expired') status = 'cancelled';
  // A completed session that is still unpaid: a delayed method (a bank debit) that failed.
  else if (session.status === 'complete') status = 'failed';
  return {
    id: session.id,
    status,
    amount: session.amount_total ?? 0,
    currency: (session.currency ?? '').toUpperCase(),
    attempt: session.metadata?.attempt ?? null,
    reference: idOf(session.payment_intent),
  };
}

/** Where a PaymentIntent stands: paid, declined (the buyer may try again), withdrawn, or open. */
function intentOf(intent: StripePaymentIntent): ProviderPayment {
  let status: ProviderPayment['status'] = 'pending';
  if (intent.status === 'succeeded') status = 'paid';
  else if (intent.status === 'canceled') status = 'cancelled';
  else if (intent.status === 'requires_payment_method' && intent.last_payment_error) status = 'failed';
  return {
    id: intent.id,
    status,
    amount: intent.amount,
    currency: intent.currency.toUpperCase(),
    attempt: intent.metadata?.attempt ?? null,
    reference: status === 'paid' ? intent.id : null,
  };
}

/** Statuses of a PaymentIntent that Stripe lets the merchant cancel. */
const CANCELLABLE = new Set([
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
]);

/** Payment with the Payment Element: a PaymentIntent per attempt, its client secret for the page. */
function elementProvider(stripe: StripeClient, webhookSecret: string): PaymentProvider {
  return {
    name: 'stripe',

    async start(payment) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: payment.amount,
          currency: payment.currency.toLowerCase(),
          description: payment.description,
          metadata: { attempt: payment.attempt, booking: payment.booking },
          ...(payment.email ? { receipt_email: payment.email } : {}),
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey: payment.idempotencyKey },
      );
      return { id: intent.id, redirectUrl: null, clientSecret: intent.client_secret };
    },

    async read(id) {
      return intentOf(await stripe.paymentIntents.retrieve(id));
    },

    async cancel(id) {
      const intent = await stripe.paymentIntents.retrieve(id);
      if (CANCELLABLE.has(intent.status)) await stripe.paymentIntents.cancel(id);
    },

    async refund(id, refund) {
      const made = await stripe.refunds.create(
        { payment_intent: id, amount: refund.amount },
        { idempotencyKey: refund.idempotencyKey },
      );
      return { id: made.id };
    },

    notification: (request, body) => notified(stripe, webhookSecret, request, body, 'payment_intent.'),
  };
}

/** The object a signed Stripe event of `prefix` is about; null for any other event. */
async function notified(
  stripe: StripeClient,
  webhookSecret: string,
  request: Request,
  body: string,
  prefix: string,
): Promise<{ id: string } | null> {
  const signature = request.headers.get('stripe-signature') ?? '';
  let event: Awaited<ReturnType<StripeClient['webhooks']['constructEventAsync']>>;
  try {
    event = await stripe.webhooks.constructEventAsync(body, signature, webhookSecret);
  } catch (error) {
    throw new PaymentSignatureError(error instanceof Error ? error.message : String(error));
  }
  if (!event.type.startsWith(prefix)) return null;
  return { id: (event.data.object as { id: string }).id };
}

/** A payment provider taking payment with Stripe Checkout, or with the Payment Element. */
export function stripeProvider(options: StripeProviderOptions): PaymentProvider {
  const { stripe, webhookSecret } = options;
  if (options.paymentElement) return elementProvider(stripe, webhookSecret);
  return {
    name: 'stripe',

    async start(payment) {
      const metadata = { attempt: payment.attempt, booking: payment.booking };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: payment.currency.toLowerCase(),
                unit_amount: payment.amount,
                product_data: { name: payment.description },
              },
            },
          ],
          success_url: payment.returnUrl,
          cancel_url: payment.cancelUrl,
          client_reference_id: payment.booking,
          ...(payment.email ? { customer_email: payment.email } : {}),
          ...(LOCALES.has(payment.locale) ? { locale: payment.locale as 'de' | 'en' | 'fr' | 'it' } : {}),
          metadata,
          payment_intent_data: { metadata, description: payment.description },
        },
        { idempotencyKey: payment.idempotencyKey },
      );
      return { id: session.id, redirectUrl: session.url, clientSecret: null };
    },

    async read(id) {
      return paymentOf(await stripe.checkout.sessions.retrieve(id));
    },

    async cancel(id) {
      const session = await stripe.checkout.sessions.retrieve(id);
      // Only an open session can be expired; a complete or expired one stays as it is.
      if (session.status === 'open') await stripe.checkout.sessions.expire(id);
    },

    async refund(id, refund) {
      const session = await stripe.checkout.sessions.retrieve(id);
      const intent = idOf(session.payment_intent);
      if (intent === null) throw new Error(`Checkout Session ${id} has no payment to refund`);
      const made = await stripe.refunds.create(
        { payment_intent: intent, amount: refund.amount },
        { idempotencyKey: refund.idempotencyKey },
      );
      return { id: made.id };
    },

    notification: (request, body) => notified(stripe, webhookSecret, request, body, 'checkout.session.'),
  };
}
