/**
 * Stripe through its official SDK (`stripe`, an optional peer dependency: install it beside the
 * package), with Stripe Checkout by redirect: the gateway creates a Checkout Session for the
 * amount it computed, sends the buyer to Stripe's page, and learns the outcome from the
 * buyer's return, from Stripe's signed `checkout.session.*` notifications, or by reading the
 * session. Every create (session, refund) carries an idempotency key derived from the gateway's
 * attempt; notifications are checked with the SDK's own `webhooks.constructEventAsync`.
 *
 * ```ts
 * import Stripe from 'stripe';
 * const payments = stripeProvider({
 *   stripe: new Stripe(process.env.STRIPE_SECRET_KEY!),
 *   webhookSecret: process.env.STRIPE_WEBHOOK_SECRET!, // whsec_… of the endpoint
 * });
 * ```
 */
import { PaymentSignatureError, type PaymentProvider, type ProviderPayment } from './provider.js';
import type { StripeCheckoutSession, StripeClient } from './stripe-client.js';

export interface StripeProviderOptions {
  /** The SDK's client, made with your secret key (`new Stripe(key)`). */
  readonly stripe: StripeClient;
  /** The signing secret of the notification endpoint (`whsec_…`). */
  readonly webhookSecret: string;
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

/** A payment provider taking payment with Stripe Checkout. */
export function stripeProvider(options: StripeProviderOptions): PaymentProvider {
  const { stripe, webhookSecret } = options;
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

    async notification(request, body) {
      const signature = request.headers.get('stripe-signature') ?? '';
      let event: Awaited<ReturnType<StripeClient['webhooks']['constructEventAsync']>>;
      try {
        event = await stripe.webhooks.constructEventAsync(body, signature, webhookSecret);
      } catch (error) {
        throw new PaymentSignatureError(error instanceof Error ? error.message : String(error));
      }
      if (!event.type.startsWith('checkout.session.')) return null;
      return { id: (event.data.object as StripeCheckoutSession).id };
    },
  };
}
