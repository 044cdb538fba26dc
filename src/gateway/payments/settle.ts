/**
 * What the gateway does once a provider reports a payment paid: confirm the booking it paid for
 * and ask for its e-mail, exactly once, whichever report comes first (the buyer's return, the
 * provider's notification, a poll) and on whichever instance. Or, when that booking can no
 * longer be confirmed as it was paid for, give the money back and say why.
 *
 * Runs under the booking's lock (the one every write of the booking takes), re-reads the
 * attempt's record inside it, and writes each step to the store before the next one, so a
 * repeat finds the work done and a crash is finished by the next report:
 *
 * 1. The provider's amount and currency must be the ones asked for, else refund.
 * 2. A booking already confirmed by another attempt: this one is a second payment, refund.
 * 3. A booking the service released (paid after the 30 minutes): reserve the same tickets on
 *    the same seats in a new booking of the same customer; when they are gone, refund.
 * 4. A booking whose tickets, answers, extras or delivery changed since the start (its charge
 *    differs): the payment pays for something else, refund; the buyer pays the booking anew.
 * 5. Confirm with the delivery chosen; a refusal of the service: refund with its explanation.
 * 6. Ask for the confirmation e-mail, under the booking's e-mail claim (email-claim.ts): a
 *    report that finds another one sending it sends nothing and leaves the payment `paid`, so
 *    the page reads it again and a notification is answered 409 (the provider sends it again).
 *
 * So a paid booking gets one e-mail whichever reports arrive, in whatever order, on whichever
 * instances, also when their locks do not exclude each other. Never none: a report that stops
 * before the service took the e-mail leaves the claim to lapse and the next report sends it.
 * Only a stop between the service taking the e-mail and the claim saying so (one store write)
 * may send it twice. A send the service refuses is not tried again: the payment says
 * `email_failed`, and the buyer can have it sent again from the receipt.
 */
import type { Guard } from '../guard.js';
import type { Upstream } from '../upstream.js';
import { chargeOf, readBookingView } from './charge.js';
import { claimEmail } from '../email-claim.js';
import type { PaymentProvider, ProviderPayment } from './provider.js';
import type { PaymentRecord, PaymentRecords, RefundReason } from './record.js';
import { confirmBooking, createBooking, dropBooking, reserveAgain, sendEmail } from './service.js';
import { forgetState } from '../booking-states.js';

export interface SettleDeps {
  readonly provider: PaymentProvider;
  readonly upstream: Upstream;
  readonly records: PaymentRecords;
  readonly guard: Guard;
  readonly now: () => number;
  readonly report: (error: unknown) => void;
  /** Told once a payment confirmed its booking (the waiting room frees the buyer's place). */
  readonly confirmed?: (record: PaymentRecord) => Promise<void>;
}

const done = (record: PaymentRecord) =>
  (record.state === 'confirmed' && record.emailed) || record.state === 'refunded';

export async function settle(
  deps: SettleDeps,
  attempt: string,
  paid: ProviderPayment,
): Promise<PaymentRecord> {
  const { records, guard } = deps;
  const first = await records.get(attempt);
  if (!first) throw new Error(`No payment attempt ${attempt}`);
  return guard.lock(`booking:${first.booking}`, async () => {
    // Settling confirms, re-reserves or drops the booking: what the gateway knew of it is void.
    await forgetState(guard.store, first.booking);
    let record = (await records.get(attempt))!;
    if (done(record)) return record;
    record = await records.put({ ...record, state: 'paid', reference: paid.reference ?? record.reference });
    if (record.refundReason) return refund(deps, record, paid, record.refundReason, record.detail);
    if (record.state === 'paid' && record.confirmedBooking) return email(deps, record);
    if (paid.amount !== record.charge.amount || paid.currency !== record.charge.currency) {
      return refund(deps, record, paid, 'amount_mismatch', null);
    }
    const latest = await records.latest(record.booking);
    if (latest && latest.attempt !== record.attempt && latest.state === 'confirmed') {
      return refund(deps, record, paid, 'paid_twice', null);
    }
    const view = await readBookingView(deps.upstream, record.booking);
    if (view.confirmed) {
      // Browsers cannot confirm while payments are on (402): this attempt confirmed it before
      // an interruption, unless another attempt did (then this one paid twice).
      if (latest && latest.attempt !== record.attempt) return refund(deps, record, paid, 'paid_twice', null);
      return email(deps, await confirmed(deps, record, record.booking, view.pidReadable));
    }
    let target = record.booking;
    let targetNumber = view.pidReadable;
    if (record.rebooked !== null || view.released) {
      const again = await rebook(deps, record);
      if (again === null) return refund(deps, (await records.get(attempt))!, paid, 'expired', null);
      record = (await records.get(attempt))!;
      [target, targetNumber] = again;
    } else {
      const now = await chargeOf(deps.upstream, view, record.charge.delivery).catch(() => null);
      if (now === null || now.fingerprint !== record.charge.fingerprint) {
        return refund(deps, record, paid, 'booking_changed', null);
      }
    }
    const refused = await confirmBooking(deps.upstream, target, record.charge.delivery);
    if (refused) {
      if (target !== record.booking) await dropBooking(deps.upstream, target).catch(deps.report);
      return refund(deps, record, paid, 'confirmation_refused', refused.detail || refused.code);
    }
    return email(deps, await confirmed(deps, record, target, targetNumber));
  });
}

async function confirmed(deps: SettleDeps, record: PaymentRecord, booking: string, number: string) {
  // The attempt that confirmed is the one the booking's status answers with from now on.
  await deps.records.point(record.booking, record.attempt);
  const saved = await deps.records.put({
    ...record,
    state: 'paid',
    confirmedBooking: booking,
    confirmedNumber: number,
  });
  // The booking is confirmed either way: a failure here is reported, not the payment's.
  await deps.confirmed?.(saved).catch(deps.report);
  return saved;
}

/** Step 6, then the record says confirmed; still `paid` while another report is sending it. */
async function email(deps: SettleDeps, record: PaymentRecord): Promise<PaymentRecord> {
  const booking = record.confirmedBooking!;
  const claim = await claimEmail(deps.guard.store, booking);
  if (claim.state === 'busy') return record;
  if (claim.state === 'sent') {
    return deps.records.put({ ...record, state: 'confirmed', emailed: true, detail: null });
  }
  // The booking is confirmed whether or not the e-mail goes out; a failed one is reported, and
  // the buyer can have it sent again from the receipt.
  const sent = await deps.guard.emails
    .take(booking)
    .then((budget) => budget.ok && sendEmail(deps.upstream, booking))
    .catch((error: unknown) => {
      deps.report(error);
      return false;
    });
  await (sent ? claim.sent() : claim.failed()).catch(deps.report);
  return deps.records.put({
    ...record,
    state: 'confirmed',
    emailed: true,
    detail: sent ? null : 'email_failed',
  });
}

/**
 * Step 3: a new booking of the same customer with the same tickets, seats, answers and extras,
 * priced the same. Its pid and number, or null (nothing of it left) when the tickets are gone
 * or cost something else now.
 */
async function rebook(deps: SettleDeps, record: PaymentRecord): Promise<[string, string] | null> {
  const { upstream, records } = deps;
  let booking = record.rebooked;
  if (booking === null) {
    booking = await createBooking(upstream, record.charge);
    // Kept before the tickets are asked for: a retry carries on with this booking.
    await records.put({ ...record, rebooked: booking });
    const refused = await reserveAgain(upstream, booking, record.charge);
    if (refused) {
      await dropBooking(upstream, booking).catch(deps.report);
      return null;
    }
  }
  const view = await readBookingView(upstream, booking);
  const charge = view.tickets.length > 0 ? await chargeOf(upstream, view, record.charge.delivery) : null;
  if (
    charge === null ||
    charge.amount !== record.charge.amount ||
    charge.currency !== record.charge.currency
  ) {
    await dropBooking(upstream, booking).catch(deps.report);
    return null;
  }
  return [booking, view.pidReadable];
}

async function refund(
  deps: SettleDeps,
  record: PaymentRecord,
  paid: ProviderPayment,
  reason: RefundReason,
  detail: string | null,
): Promise<PaymentRecord> {
  const marked = await deps.records.put({ ...record, state: 'paid', refundReason: reason, detail });
  await deps.provider.refund(paid.id, { amount: paid.amount, idempotencyKey: `tb-refund-${record.attempt}` });
  return deps.records.put({ ...marked, state: 'refunded' });
}
