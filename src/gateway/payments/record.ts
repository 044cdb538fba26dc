/**
 * The gateway's record of a payment attempt, kept in its store (memory, or Redis across
 * instances), so that a restart or another instance carries on where the first one stopped.
 * One record per attempt, a pointer from the booking to its latest attempt, and one from the
 * provider's payment id to the attempt (for notifications).
 *
 * States: `pending` (started at the provider) → `failed` / `cancelled` (the buyer may start
 * again) or `paid` (the money is there: the gateway is confirming) → `confirmed` or
 * `refunded` (with a `reason`). A `superseded` attempt was replaced by a newer one before it
 * was paid.
 */
import type { GatewayStore } from '../store.js';
import type { Charge } from './charge.js';

export type PaymentState =
  'pending' | 'failed' | 'cancelled' | 'superseded' | 'paid' | 'confirmed' | 'refunded';

/** Why a payment was given back. */
export type RefundReason =
  /** The tickets were released before the money arrived, and the same tickets were not free. */
  | 'expired'
  /** The service refused the confirmation (its problem's detail is kept). */
  | 'confirmation_refused'
  /** The booking changed after this payment was started: it pays for something else. */
  | 'booking_changed'
  /** The booking was already paid and confirmed by another payment. */
  | 'paid_twice'
  /** The provider reported another amount or currency than the gateway asked for. */
  | 'amount_mismatch';

export interface PaymentBuyer {
  readonly session: string;
  readonly address: string | null;
}

export interface PaymentRecord {
  attempt: string;
  /** The booking the buyer paid for (12 digits). */
  booking: string;
  provider: string;
  /** The provider's payment id; null for the moment between the record and the provider's create. */
  providerId: string | null;
  redirectUrl: string | null;
  clientSecret: string | null;
  charge: Charge;
  state: PaymentState;
  /** The provider's reference, once paid. */
  reference: string | null;
  /** The booking that was confirmed: `booking`, or a new one holding the same tickets. */
  confirmedBooking: string | null;
  /** Its readable number. */
  confirmedNumber: string | null;
  /** A new booking made for the same tickets after the first was released. */
  rebooked: string | null;
  /** Set before a refund is asked for, so that a retry finishes it with the same key. */
  refundReason: RefundReason | null;
  /** The service's explanation, when it refused the confirmation. */
  detail: string | null;
  emailed: boolean;
  /**
   * Who started the payment (their session id and address group): once it confirms, their
   * place in a sale's waiting room goes to the next buyer at once. Absent in older records.
   */
  buyer?: PaymentBuyer | null;
  created: number;
  updated: number;
}

/** How long payment records are kept: long enough to answer a late notification or a refund. */
const RECORD_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const attemptKey = (attempt: string) => `payment:attempt:${attempt}`;
const bookingKey = (booking: string) => `payment:booking:${booking}`;
const providerKey = (provider: string, id: string) => `payment:provider:${provider}:${id}`;

export interface PaymentRecords {
  get(attempt: string): Promise<PaymentRecord | null>;
  put(record: PaymentRecord): Promise<PaymentRecord>;
  /** The booking's latest attempt. */
  latest(booking: string): Promise<PaymentRecord | null>;
  /** Makes `attempt` the booking's latest. */
  point(booking: string, attempt: string): Promise<void>;
  byProvider(provider: string, id: string): Promise<PaymentRecord | null>;
}

export function paymentRecords(store: GatewayStore, now: () => number): PaymentRecords {
  const get = async (attempt: string): Promise<PaymentRecord | null> => {
    const raw = await store.get(attemptKey(attempt));
    return raw === null ? null : (JSON.parse(raw) as PaymentRecord);
  };
  return {
    get,
    async put(record) {
      const next = { ...record, updated: now() };
      await store.set(attemptKey(record.attempt), JSON.stringify(next), RECORD_TTL_MS);
      if (record.providerId !== null) {
        await store.set(providerKey(record.provider, record.providerId), record.attempt, RECORD_TTL_MS);
      }
      return next;
    },
    async latest(booking) {
      const attempt = await store.get(bookingKey(booking));
      return attempt === null ? null : get(attempt);
    },
    async point(booking, attempt) {
      await store.set(bookingKey(booking), attempt, RECORD_TTL_MS);
    },
    async byProvider(provider, id) {
      const attempt = await store.get(providerKey(provider, id));
      return attempt === null ? null : get(attempt);
    },
  };
}
