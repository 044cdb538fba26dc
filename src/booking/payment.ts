/**
 * Paying online before the booking is confirmed, when the site owner's gateway takes payment
 * (it says so in `X-Payments` on its answers). A chunk of its own: a flow loads it only when it
 * pays, or when it resumes a payment after the buyer's return from the provider's page.
 *
 * Confirming starts a payment at the gateway (`POST /bookings/<pid>/payment`, the amount from
 * the service's records, never from the page) and sends the buyer to the provider's page. The
 * provider sends the buyer back to the page's address, where the flow resumes from storage and
 * asks the gateway where the payment stands (`GET /bookings/<pid>/payment`; the gateway brings
 * it up to date with the provider): confirmed shows the receipt with the payment, pending is
 * asked again every few seconds, failed or cancelled leaves the tickets held and the buyer pays
 * again, refunded says why. The gateway, not the page, confirms the booking and sends the e-mail.
 */
import { ApiError } from '../api/errors.js';
import type { PaymentView, PersonWrite } from './api.js';
import { announceConfirmation } from './checkout.js';
import type { FlowContext } from './context.js';
import type { Kept, Saved } from './persist.js';
import { takeReceipt } from './receipt.js';
import { resume } from './resume.js';
import type { PaidPayment, PaymentStatus } from './types.js';

/** While pending, the gateway is asked every 2 s for the first minute, then every 5 s. */
const FAST_MS = 2_000;
const SLOW_MS = 5_000;
const FAST_FOR_MS = 60_000;

/** The scheduled read of a pending payment, per flow (its store). */
const polls = new WeakMap<object, { cancel: () => void; since: number }>();

function stopPolling(ctx: FlowContext): void {
  polls.get(ctx.store)?.cancel();
  polls.delete(ctx.store);
}

function statusOf(view: PaymentView, state: PaymentStatus['state']): PaymentStatus {
  return {
    state,
    provider: view.provider,
    amount: view.amount,
    currency: view.currency,
    reason: state === 'refunded' ? view.reason : null,
    detail: state === 'refunded' ? view.detail : null,
  };
}

const paidOf = (view: PaymentView): PaidPayment => ({
  booking: Number(view.booking),
  provider: view.provider,
  reference: view.reference,
  amount: view.amount,
  currency: view.currency,
});

/**
 * Starts the booking's payment and sends the buyer to the provider's page. The booking options
 * and the buyer's details, when they changed, go with the start (the gateway writes them to the
 * service first, then charges what the service holds): one request. A page-embedded provider
 * (no page to go to, a `clientSecret` instead) is waited for here, the page paying with
 * `tb-payment-start`'s detail.
 */
export async function payBooking(
  ctx: FlowContext,
  input: {
    postal: boolean;
    options: { option: string; quantity: number }[] | null;
    person: { pid: string; body: PersonWrite; json: string } | null;
  },
): Promise<void> {
  const { api, store, settings } = ctx;
  const booking = store.get().booking!;
  const { options, person } = input;
  const provider = api.payments() ?? store.get().payments ?? '';
  stopPolling(ctx);
  store.change.paymentChanged({
    state: 'starting',
    provider,
    amount: null,
    currency: null,
    reason: null,
    detail: null,
  });
  const back = (settings.returnUrl ?? (() => location.href))();
  let view: PaymentView;
  try {
    view = await api.startPayment(booking, {
      delivery: input.postal,
      returnUrl: back,
      cancelUrl: back,
      ...(options ? { options } : {}),
      ...(person ? { person: { ...person.body, pid: person.pid } } : {}),
    });
  } catch (error) {
    store.change.paymentChanged(null);
    throw error;
  }
  // The gateway wrote them before it started the payment.
  if (options) store.change.optionsSaved(Object.fromEntries(options.map((o) => [o.option, o.quantity])));
  if (person) store.change.personSaved(person.json);
  ctx.emit('tb-payment-start', {
    booking,
    provider: view.provider,
    amount: view.amount,
    currency: view.currency,
    redirectUrl: view.redirectUrl,
    clientSecret: view.clientSecret,
  });
  if (view.state === 'pending' && view.redirectUrl) {
    store.change.paymentChanged(statusOf(view, 'redirecting'));
    (settings.navigate ?? ((url: string) => location.assign(url)))(view.redirectUrl);
    return;
  }
  await follow(ctx, view, back);
}

/**
 * The site owner's form in the `payment` slot sent the payment: as after a return from the
 * provider's page, the payment is pending until the gateway has the provider's word.
 */
export async function paymentSubmitted(ctx: FlowContext): Promise<void> {
  const { store } = ctx;
  const { payment, booking } = store.get();
  if (payment?.state !== 'form' || booking === null) return;
  store.change.paymentChanged({ ...payment, state: 'pending' });
  ctx.emit('tb-payment-pending', { booking, provider: payment.provider });
  await follow(ctx, await ctx.api.payment(booking));
}

/**
 * Paid and confirmed by the gateway: the receipt of the confirmed booking, with the payment. The
 * gateway's answer carries the booking as the service holds it; read here only when it could not.
 */
async function confirmed(ctx: FlowContext, view: PaymentView): Promise<void> {
  stopPolling(ctx);
  const record = view.receipt ?? (await ctx.api.booking(Number(view.confirmedBooking ?? view.booking), true));
  ctx.expiry.cancel();
  const confirmation = await takeReceipt(ctx, record, view.detail !== 'email_failed', paidOf(view));
  ctx.emit('tb-payment-confirm', {
    booking: confirmation.booking,
    bookingNumber: confirmation.bookingNumber,
    provider: view.provider,
    reference: view.reference,
    amount: view.amount,
    currency: view.currency,
  });
  announceConfirmation(ctx, confirmation);
}

/**
 * Takes where the gateway says the payment stands. A pending payment of an embedded provider
 * (a client secret, no page to go to) that the page has not reported sent is paid in the site
 * owner's form: the `payment` slot shows, and `tb-payment-form` says what to mount it with.
 */
async function follow(ctx: FlowContext, view: PaymentView, returnUrl?: string): Promise<void> {
  const { store } = ctx;
  const was = store.get().payment?.state;
  const booking = Number(view.booking);
  if (view.state === 'confirmed') return confirmed(ctx, view);
  if (view.state === 'pending' && view.clientSecret && !view.redirectUrl && was !== 'pending') {
    stopPolling(ctx);
    store.change.paymentChanged(statusOf(view, 'form'));
    ctx.emit('tb-payment-form', {
      booking,
      provider: view.provider,
      clientSecret: view.clientSecret,
      amount: view.amount,
      currency: view.currency,
      returnUrl: returnUrl ?? (ctx.settings.returnUrl ?? (() => location.href))(),
    });
    return;
  }
  if (view.state === 'pending' || view.state === 'paid') {
    store.change.paymentChanged(statusOf(view, 'pending'));
    if (was !== 'pending') ctx.emit('tb-payment-pending', { booking, provider: view.provider });
    return schedule(ctx);
  }
  stopPolling(ctx);
  if (view.state === 'refunded') {
    store.change.paymentChanged(statusOf(view, 'refunded'));
    if (was !== 'refunded')
      ctx.emit('tb-payment-refund', { booking, provider: view.provider, reason: view.reason });
    return;
  }
  // Declined, cancelled, or replaced by a newer try: not paid, the tickets still held.
  const state = view.state === 'failed' ? 'failed' : 'cancelled';
  store.change.paymentChanged(statusOf(view, state));
  if (was !== state) ctx.emit('tb-payment-fail', { booking, provider: view.provider, state });
}

/** The next read of a pending payment. */
function schedule(ctx: FlowContext): void {
  const running = polls.get(ctx.store);
  running?.cancel();
  const since = running?.since ?? ctx.settings.now();
  const delay = ctx.settings.now() - since < FAST_FOR_MS ? FAST_MS : SLOW_MS;
  const cancel = ctx.settings.schedule(() => void poll(ctx), delay);
  polls.set(ctx.store, { cancel, since });
}

async function poll(ctx: FlowContext): Promise<void> {
  const state = ctx.store.get();
  if (state.payment?.state !== 'pending' || state.booking === null) return stopPolling(ctx);
  // The buyer's own "Check again" is under way: its answer counts.
  if (state.busy) return schedule(ctx);
  try {
    await follow(ctx, await ctx.api.payment(state.booking));
  } catch (error) {
    // The flow was disposed: nothing more to ask. Any other failure: asked again later.
    if (error instanceof DOMException && error.name === 'AbortError') return stopPolling(ctx);
    if (ctx.store.get().payment?.state === 'pending') schedule(ctx);
  }
}

/** Reads where the payment stands now (the buyer's "Check again"). */
export async function checkPayment(ctx: FlowContext): Promise<void> {
  const booking = ctx.store.get().booking;
  if (booking === null || !ctx.store.get().payment) return;
  await follow(ctx, await ctx.api.payment(booking));
}

/** No payment was started for the booking (the gateway answers 404). */
const none = (error: unknown): null => {
  if (error instanceof ApiError && error.status === 404) return null;
  throw error;
};

/**
 * Takes the reads kept when the buyer left for the provider (the shows, the event, the picked
 * show's catalogue), as when they were read; false when there are none (or none usable).
 */
function takeKept(ctx: FlowContext, kept: Kept | undefined): boolean {
  if (!kept || !Array.isArray(kept.shows) || !kept.records) return false;
  const shows = kept.shows.map((show) => ({ ...show, start: new Date(show.start) }));
  if (shows.some((show) => Number.isNaN(show.start.getTime()))) return false;
  const { event, extras, records, capacity, host } = kept;
  ctx.store.change.showsListed({ shows, event, ...(extras ? { extras } : {}) });
  ctx.store.change.showLoaded({ records, capacity, host, event });
  return true;
}

/**
 * Resumes a stored flow that was paying (the buyer is back from the provider's page, or
 * reloaded): the payment is read first. Confirmed: the receipt, from that one read.
 * Pending, failed, cancelled or refunded with the reservation still held: the checkout, with
 * where the payment stands. Refunded after the reservation ran out: a fresh start that says so.
 * A stored receipt of a paid booking gets its payment's reference back.
 */
export async function resumePayment(ctx: FlowContext, saved: Saved): Promise<boolean> {
  const paidFor = saved.step === 'done' ? (saved.paidFor ?? null) : saved.booking;
  if (paidFor === null) return resume(ctx, saved);
  if (saved.step === 'done') {
    const [view, resumed] = await Promise.all([ctx.api.payment(paidFor).catch(none), resume(ctx, saved)]);
    if (resumed && view?.state === 'confirmed') ctx.store.change.receiptPaid(paidOf(view));
    return resumed;
  }
  // Back from the provider, most often paid: the payment alone is read, with what was read
  // before leaving (kept with the booking), so that a paid booking costs that one read (its
  // answer carries the receipt). Without the kept reads, the shows are read alongside.
  ctx.store.change.storedIdsTaken({ session: saved.session, person: saved.person, booking: saved.booking });
  const kept = takeKept(ctx, saved.kept);
  const [view] = await Promise.all([ctx.api.payment(paidFor).catch(none), kept ? null : ctx.load.shows()]);
  if (view?.state === 'confirmed') {
    await confirmed(ctx, view);
    return true;
  }
  // Not paid (yet): the stored booking as after a reload (its shows read again), and where the
  // payment stands.
  const resumed = await resume(ctx, saved);
  if (resumed && view) {
    await follow(ctx, view);
    return true;
  }
  if (view?.state === 'refunded') {
    // The tickets are gone: start afresh, saying what happened to the money.
    ctx.expiry.cancel();
    ctx.store.change.startedOver(false);
    const error = { key: 'payment.refundExpired', code: 'payment_refunded', retryable: false } as const;
    ctx.store.change.actionFailed(error);
    ctx.emit('tb-payment-refund', { booking: paidFor, provider: view.provider, reason: view.reason });
    ctx.emit('tb-error', error);
    return true;
  }
  return resumed;
}
