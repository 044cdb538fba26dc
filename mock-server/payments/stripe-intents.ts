/**
 * The PaymentIntents of the Stripe-compatible fake: exactly what the gateway's Stripe provider
 * uses with the Payment Element (`stripeProvider({ paymentElement: true })`), and what Stripe.js
 * calls from the page to pay one:
 *
 * - `POST /v1/payment_intents` (`amount`, `currency`, `metadata`, `description`,
 *   `receipt_email`, `automatic_payment_methods`), secret key;
 * - `GET /v1/payment_intents/<id>`: secret key, or the publishable key with the intent's
 *   `client_secret` in the query (as Stripe.js reads it);
 * - `POST /v1/payment_intents/<id>/cancel`, secret key: only an unpaid intent;
 * - `POST /v1/payment_intents/<id>/confirm` (`payment_method`, `client_secret`, `return_url`):
 *   the publishable key with the client secret, as Stripe.js confirms from the page. Stripe's
 *   test payment methods decide: `pm_card_visa` (and any other) pays, `pm_card_chargeDeclined`
 *   is declined with 402 `card_declined` (the intent back to `requires_payment_method` with its
 *   `last_payment_error`; the buyer may try again).
 *
 * Each change is an event the fake signs and posts: `payment_intent.succeeded`,
 * `payment_intent.payment_failed`, `payment_intent.canceled`, and `charge.refunded` for a refund
 * (made with `POST /v1/refunds` and `payment_intent`, which the fake routes here).
 */
import { Ledger, type LedgerEvent, type LedgerPayment } from './ledger';
import { missingParameter, stripeError } from './stripe-wire';

/** Who calls: the merchant's server (secret key) or Stripe.js in the page (publishable key). */
export type StripeCaller = 'secret' | 'publishable';

/** Stripe's test payment method that is always declined; every other one pays. */
const DECLINED = 'pm_card_chargeDeclined';

const secretOf = (id: string) => `${id}_secret_${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}`;

export class StripeIntents {
  readonly ledger = new Ledger({ payment: 'pi_test', reference: 'ch_test', refund: 're_test' });
  private readonly secrets = new Map<string, string>();
  private readonly emails = new Map<string, string | null>();

  /** `send`: posts an event of `type` about `object`, signed (the fake's own delivery). */
  constructor(send: (event: LedgerEvent, type: string, object: Record<string, unknown>) => void) {
    this.ledger.onEvent((event) => {
      const type = {
        paid: 'payment_intent.succeeded',
        declined: 'payment_intent.payment_failed',
        expired: 'payment_intent.canceled',
        refunded: 'charge.refunded',
      }[event.type as 'paid' | 'declined' | 'expired' | 'refunded'];
      if (!type) return;
      const payment = this.ledger.get(event.payment);
      const object =
        event.type === 'refunded'
          ? {
              id: payment.reference,
              object: 'charge',
              amount_refunded: payment.refunded,
              payment_intent: payment.id,
            }
          : this.intent(payment);
      send(event, type, object);
    });
  }

  /** The PaymentIntent as Stripe's API answers it. */
  intent(payment: LedgerPayment): Record<string, unknown> {
    const declined = payment.status === 'declined';
    return {
      id: payment.id,
      object: 'payment_intent',
      livemode: false,
      amount: payment.amount,
      amount_received: payment.status === 'paid' ? payment.amount : 0,
      currency: payment.currency,
      status:
        payment.status === 'paid'
          ? 'succeeded'
          : payment.status === 'expired'
            ? 'canceled'
            : 'requires_payment_method',
      client_secret: this.secrets.get(payment.id) ?? null,
      description: payment.description,
      metadata: payment.metadata,
      receipt_email: this.emails.get(payment.id) ?? null,
      automatic_payment_methods: { enabled: true },
      last_payment_error: declined
        ? {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
          }
        : null,
      latest_charge: payment.reference,
      created: Math.floor(payment.created / 1000),
    };
  }

  /** The intent whose charge `intent` is, for a refund; undefined when there is none. */
  paid(intent: string): LedgerPayment | undefined {
    const payment = this.ledger.payments.get(intent);
    return payment?.status === 'paid' ? payment : undefined;
  }

  /** Answers `/v1/payment_intents…`; null for any other path. */
  answer(
    method: string,
    path: string,
    form: Record<string, unknown>,
    query: URLSearchParams,
    caller: StripeCaller,
  ): Response | null {
    if (path === '/v1/payment_intents' && method === 'POST') {
      return caller === 'secret' ? this.create(form) : publishableRefused();
    }
    const match = /^\/v1\/payment_intents\/([\w-]+)(?:\/(cancel|confirm))?$/.exec(path);
    if (!match) return null;
    const [, id, action] = match as unknown as [string, string, 'cancel' | 'confirm' | undefined];
    const payment = this.ledger.payments.get(id);
    if (!payment)
      return stripeError(404, 'invalid_request_error', 'resource_missing', `No such payment_intent: '${id}'`);
    // Stripe.js proves its right to the intent with its client secret.
    const secret = String(form.client_secret ?? query.get('client_secret') ?? '');
    if (caller === 'publishable' && (action === 'cancel' || secret !== this.secrets.get(id)))
      return publishableRefused();
    if (method === 'GET' && !action) return Response.json(this.intent(payment));
    if (method !== 'POST' || !action) return null;
    if (action === 'cancel') {
      if (payment.status === 'paid' || payment.status === 'expired') {
        return stripeError(
          400,
          'invalid_request_error',
          'payment_intent_unexpected_state',
          `You cannot cancel this PaymentIntent because it has a status of ${String(this.intent(payment).status)}.`,
        );
      }
      return Response.json(this.intent(this.ledger.expire(id)));
    }
    return this.confirm(payment, form);
  }

  private create(form: Record<string, unknown>): Response {
    const amount = Number(form.amount);
    const missing = [
      !(Number.isInteger(amount) && amount > 0) && 'amount',
      !/^[a-z]{3}$/.test(String(form.currency)) && 'currency',
    ].find(Boolean);
    if (missing) return missingParameter(missing);
    const payment = this.ledger.create({
      amount,
      currency: String(form.currency),
      description: typeof form.description === 'string' ? form.description : '',
      metadata: (form.metadata as Record<string, string> | undefined) ?? {},
      returnUrl: '',
      cancelUrl: '',
    });
    this.secrets.set(payment.id, secretOf(payment.id));
    this.emails.set(payment.id, typeof form.receipt_email === 'string' ? form.receipt_email : null);
    return Response.json(this.intent(payment));
  }

  private confirm(payment: LedgerPayment, form: Record<string, unknown>): Response {
    if (payment.status !== 'open' && payment.status !== 'declined') {
      return stripeError(
        400,
        'invalid_request_error',
        'payment_intent_unexpected_state',
        `This PaymentIntent's status is ${String(this.intent(payment).status)}: it cannot be confirmed.`,
      );
    }
    if (form.payment_method === DECLINED) {
      this.ledger.decline(payment.id);
      return Response.json(
        {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
            payment_intent: this.intent(payment),
          },
        },
        { status: 402 },
      );
    }
    return Response.json(this.intent(this.ledger.pay(payment.id)));
  }
}

const publishableRefused = () =>
  stripeError(
    401,
    'invalid_request_error',
    'secret_key_required',
    'This API call cannot be made with a publishable API key, or without the client secret.',
  );
