/**
 * Payments of the visitor's bookings: start one (the amount from the service's records), read
 * where it stands (the buyer's return and the page's poll), and take the provider's signed
 * notifications. Whichever of these learns first that the money is there settles the booking
 * (settle.ts): confirmed and e-mailed once, or refunded with the reason.
 *
 * A start while an earlier attempt of the booking is pending reuses it when the booking is
 * unchanged (a retry, a second tab), and otherwise withdraws it at the provider first, so the
 * buyer pays for what the booking holds now. A declined or cancelled attempt leaves the
 * booking's tickets held until the service releases them: the buyer may start again, and the
 * widget's timer keeps counting to the service's release.
 */
import type { Guard } from '../guard.js';
import { GatewayError } from '../problem.js';
import type { GatewayStore } from '../store.js';
import type { Upstream } from '../upstream.js';
import { chargeOf, readBookingView } from './charge.js';
import type { PaymentProvider, ProviderPayment } from './provider.js';
import {
  paymentRecords,
  type PaymentBuyer,
  type PaymentRecord,
  type PaymentState,
  type RefundReason,
} from './record.js';
import { settle, type SettleDeps } from './settle.js';

/** A payment as the buyer's page sees it. */
export interface PaymentView {
  attempt: string;
  /** The booking the payment was started for. */
  booking: string;
  provider: string;
  state: PaymentState;
  amount: number;
  currency: string;
  /** The provider's page to send the buyer to (while pending). */
  redirectUrl: string | null;
  /** For an embedded form (while pending). */
  clientSecret: string | null;
  /** The provider's reference, once paid. */
  reference: string | null;
  /** Why the money was given back (state `refunded`). */
  reason: RefundReason | null;
  /** The service's explanation of a refused confirmation; `email_failed` once confirmed without e-mail. */
  detail: string | null;
  /** The booking that was confirmed: this one, or a new one holding the same tickets. */
  confirmedBooking: string | null;
  confirmedNumber: string | null;
}

interface StartInput {
  booking: string;
  /** Who pays (see PaymentRecord.buyer). */
  buyer?: PaymentBuyer;
  delivery: boolean;
  returnUrl: string;
  cancelUrl: string;
}

export interface Payments {
  readonly provider: string;
  start(input: StartInput): Promise<PaymentView>;
  /** The booking's latest attempt, brought up to date with the provider; null without one. */
  status(booking: string): Promise<PaymentView | null>;
  /** Acts on a notification (its signature checked by the provider). */
  notify(request: Request, body: string): Promise<void>;
}

export interface PaymentsDeps {
  provider: PaymentProvider;
  upstream: Upstream;
  store: GatewayStore;
  guard: Guard;
  now: () => number;
  report: (error: unknown) => void;
  /** The payment of `record` confirmed its booking (`record.confirmedBooking`). */
  confirmed?: (record: PaymentRecord) => Promise<void>;
}

const PENDING: readonly PaymentState[] = ['pending'];
/** States the provider may still move (a declined Checkout can be paid on a second try). */
const OPEN: readonly PaymentState[] = ['pending', 'failed', 'cancelled', 'superseded', 'paid'];

function viewOf(record: PaymentRecord): PaymentView {
  const open = record.state === 'pending';
  return {
    attempt: record.attempt,
    booking: record.booking,
    provider: record.provider,
    state: record.state,
    amount: record.charge.amount,
    currency: record.charge.currency,
    redirectUrl: open ? record.redirectUrl : null,
    clientSecret: open ? record.clientSecret : null,
    reference: record.reference,
    reason: record.state === 'refunded' ? record.refundReason : null,
    detail: record.detail,
    confirmedBooking: record.state === 'confirmed' ? record.confirmedBooking : null,
    confirmedNumber: record.state === 'confirmed' ? record.confirmedNumber : null,
  };
}

export function createPayments(deps: PaymentsDeps): Payments {
  const { provider, upstream, guard, now } = deps;
  const records = paymentRecords(deps.store, now);
  const settleDeps: SettleDeps = {
    provider,
    upstream,
    records,
    guard,
    now,
    report: deps.report,
    confirmed: deps.confirmed,
  };

  /** Moves the record to where the provider's payment stands. */
  async function advance(record: PaymentRecord, payment: ProviderPayment): Promise<PaymentRecord> {
    if (payment.status === 'paid') return settle(settleDeps, record.attempt, payment);
    if (payment.status !== 'pending' && PENDING.includes(record.state)) {
      return records.put({ ...record, state: payment.status });
    }
    return record;
  }

  async function refresh(record: PaymentRecord): Promise<PaymentRecord> {
    if (!OPEN.includes(record.state) || record.providerId === null) return record;
    return advance(record, await provider.read(record.providerId));
  }

  /** A new attempt, or the pending one when it is for the booking as it stands; null: look again. */
  async function startLocked(input: StartInput): Promise<PaymentRecord | null> {
    const view = await readBookingView(upstream, input.booking);
    if (view.confirmed) {
      throw new GatewayError('booking_settled', 'The booking is confirmed and can no longer be paid.');
    }
    if (view.released) {
      throw new GatewayError('booking_expired', 'The booking’s tickets were released; reserve them again.');
    }
    const charge = await chargeOf(upstream, view, input.delivery);
    const previous = await records.latest(input.booking);
    if (previous?.state === 'pending' && previous.providerId !== null) {
      if (previous.charge.fingerprint === charge.fingerprint) return previous;
      // Withdrawn first, so that only the new attempt can be paid; one paid meanwhile is settled.
      await provider.cancel(previous.providerId);
      const payment = await provider.read(previous.providerId);
      if (payment.status === 'paid') return null;
      await records.put({ ...previous, state: 'superseded' });
    }
    const attempt = crypto.randomUUID();
    let record: PaymentRecord = await records.put({
      attempt,
      booking: input.booking,
      provider: provider.name,
      providerId: null,
      redirectUrl: null,
      clientSecret: null,
      charge,
      state: 'pending',
      reference: null,
      confirmedBooking: null,
      confirmedNumber: null,
      rebooked: null,
      refundReason: null,
      detail: null,
      emailed: false,
      buyer: input.buyer ?? null,
      created: now(),
      updated: now(),
    });
    await records.point(input.booking, attempt);
    const started = await provider.start({
      attempt,
      booking: charge.booking,
      bookingNumber: charge.bookingNumber,
      amount: charge.amount,
      currency: charge.currency,
      description: `Booking ${charge.bookingNumber}`,
      email: charge.email,
      locale: charge.locale,
      returnUrl: input.returnUrl,
      cancelUrl: input.cancelUrl,
      idempotencyKey: `tb-pay-${attempt}`,
    });
    record = await records.put({
      ...record,
      providerId: started.id,
      redirectUrl: started.redirectUrl,
      clientSecret: started.clientSecret,
    });
    return record;
  }

  return {
    provider: provider.name,

    async start(input) {
      for (let round = 0; round < 3; round++) {
        const previous = await records.latest(input.booking);
        if (previous) {
          const current = await refresh(previous);
          if (current.state === 'confirmed' || current.state === 'paid') return viewOf(current);
        }
        const started = await guard.lock(`booking:${input.booking}`, () => startLocked(input));
        if (started) return viewOf(started);
      }
      throw new GatewayError('booking_busy', 'The payment is changing; try again.', [], {
        'Retry-After': '1',
      });
    },

    async status(booking) {
      const record = await records.latest(booking);
      return record === null ? null : viewOf(await refresh(record));
    },

    async notify(request, body) {
      const reported = await provider.notification(request, body);
      if (reported === null) return;
      const payment = await provider.read(reported.id);
      let record = await records.byProvider(provider.name, payment.id);
      if (record === null && payment.attempt !== null) {
        // Started, but the instance stopped before it kept the provider's id.
        const known = await records.get(payment.attempt);
        if (known !== null && known.providerId === null)
          record = await records.put({ ...known, providerId: payment.id });
      }
      if (record === null) throw new GatewayError('not_found', 'No payment of this gateway.');
      const settled = await advance(record, payment);
      // Paid, but another report is sending the e-mail: answered so that the provider sends
      // the notification again, and a report that stopped meanwhile is finished by it.
      if (payment.status === 'paid' && settled.state === 'paid') {
        throw new GatewayError(
          'booking_busy',
          'The payment is being settled; send the notification again.',
          [],
          {
            'Retry-After': '1',
          },
        );
      }
    },
  };
}
