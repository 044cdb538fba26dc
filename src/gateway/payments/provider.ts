/**
 * The payment provider interface: what the gateway needs of a payment service to take the money
 * for a booking before it confirms it. A provider starts a payment (a hosted page the buyer is
 * sent to, or a client secret for an embedded form), reads it back, refunds it, and turns a
 * notification the provider sent into a payment, after checking its signature.
 *
 * The gateway computes the amount and the currency from the service's records; a provider never
 * decides them. Every create a provider makes carries an idempotency key derived from the
 * gateway's attempt, so a repeated start or refund (a retry, a second instance) never charges or
 * refunds twice.
 */

/** Where a payment stands at the provider. */
export type ProviderStatus =
  /** Created; the buyer has not paid (yet). */
  | 'pending'
  /** The full amount was taken. */
  | 'paid'
  /** The buyer's means of payment was declined; the buyer may try again. */
  | 'failed'
  /** The buyer cancelled, or the payment lapsed (abandoned) or was withdrawn by the gateway. */
  | 'cancelled';

/** A payment as the provider reports it. */
export interface ProviderPayment {
  /** The provider's id of the payment (a Checkout Session id, a transaction id). */
  readonly id: string;
  readonly status: ProviderStatus;
  /** The amount taken (or asked for, while pending), in minor units of `currency`. */
  readonly amount: number;
  /** ISO 4217, upper case. */
  readonly currency: string;
  /** The gateway's attempt this payment was started for (sent to the provider at start). */
  readonly attempt: string | null;
  /** What the buyer and the venue see as the payment's reference (shown on the receipt). */
  readonly reference: string | null;
}

export interface StartPayment {
  /** The gateway's attempt: one per start, sent to the provider and read back with the payment. */
  readonly attempt: string;
  /** The booking's pid (12 digits) and its readable number. */
  readonly booking: string;
  readonly bookingNumber: string;
  /** Minor units of `currency`; computed by the gateway from the service's records. */
  readonly amount: number;
  readonly currency: string;
  /** One line the provider's page shows, e.g. "Booking 1234-5678-9012". */
  readonly description: string;
  /** The buyer's e-mail address, when the service has it. */
  readonly email: string | null;
  /** The buyer's language: de, fr, it or en. */
  readonly locale: string;
  /** Where the provider sends the buyer after paying, and after cancelling. */
  readonly returnUrl: string;
  readonly cancelUrl: string;
  /** Derived from the attempt: the provider's create is made once for it. */
  readonly idempotencyKey: string;
}

export interface StartedPayment {
  /** The provider's id of the payment. */
  readonly id: string;
  /** The provider's hosted page, for a payment by redirect. */
  readonly redirectUrl: string | null;
  /** For a payment form embedded in the page (the provider's client secret), else null. */
  readonly clientSecret: string | null;
}

export interface RefundPayment {
  /** Minor units; the whole payment unless less is given. */
  readonly amount: number;
  /** Derived from the attempt and the reason: a refund is made once. */
  readonly idempotencyKey: string;
}

/** A notification's signature did not check out: the gateway answers 400 and changes nothing. */
export class PaymentSignatureError extends Error {
  override name = 'PaymentSignatureError';
}

export interface PaymentProvider {
  /** A short name, e.g. `stripe` or `test`; part of the notification path. */
  readonly name: string;
  /** Creates the payment at the provider. */
  start(payment: StartPayment): Promise<StartedPayment>;
  /** Reads a payment the provider started. */
  read(id: string): Promise<ProviderPayment>;
  /**
   * Withdraws a pending payment (the gateway started a newer one for the booking), so that the
   * buyer can no longer pay it. A payment that was paid meanwhile stays paid.
   */
  cancel(id: string): Promise<void>;
  /** Gives the money of a paid payment back. */
  refund(id: string, refund: RefundPayment): Promise<{ id: string }>;
  /**
   * The payment a notification is about, after checking its signature (throws
   * `PaymentSignatureError` when it fails); null for a notification of no interest. The
   * gateway reads the payment again with `read` before acting on it.
   */
  notification(request: Request, body: string): Promise<{ id: string } | null>;
}
