/**
 * The steps after the reservation: saving the ticket options (one array PATCH where the server
 * takes it), the buyer's details (PATCH on the person) and the confirmation (PATCH on the
 * booking, carrying the booking options), then the confirmation e-mail.
 *
 * The postal fee is known before confirming, from the host's delivery rates (`delivery.ts`).
 * After a postal confirmation, the receipt is read back from the service (`receipt.ts`): the fee
 * charged is the booking's deliveries. A digital one has nothing the flow does not know, so its
 * receipt is built without a read.
 */
import type { PersonWrite } from './api.js';
import { toPerson, validateBuyer } from './buyer.js';
import type { FlowContext } from './context.js';
import { postageOf } from './delivery.js';
import { isLimitReached } from './error-codes.js';
import { guarded } from './reconcile.js';
import { builtReceipt, localReceipt, readReceipt } from './receipt.js';
import { missingAnswers, sameAnswers } from './rules.js';
import { StepError } from './step-error.js';
import type { Confirmation } from './types.js';
import { verifyVisitor } from './verify.js';

/** Whether the answers of every ticket are the ones the service holds. */
const answersSaved = (ctx: FlowContext): boolean => {
  const state = ctx.store.get();
  return (state.reservation?.tickets ?? []).every((_, i) =>
    sameAnswers(state.answers[i], state.savedAnswers[i]),
  );
};

/** Saves the ticket options of every ticket whose answers changed. */
export async function saveAnswers(ctx: FlowContext): Promise<void> {
  const state = ctx.store.get();
  const tickets = state.reservation?.tickets ?? [];
  if (Object.keys(missingAnswers(ctx.store.view().catalogue, state.answers, tickets.length)).length) {
    throw new StepError('error.questions');
  }
  const items = tickets
    .map((t, i) => ({ pid: t.pid, i }))
    .filter(({ i }) => !sameAnswers(state.answers[i], state.savedAnswers[i]))
    .map(({ pid, i }) => ({ pid, ticket_options: Object.values(state.answers[i] ?? {}).filter(Boolean) }));
  if (items.length > 0) await verifyVisitor(ctx, 'reserve');
  try {
    await guarded(
      ctx,
      () => ctx.api.patchTickets(items),
      () => answersSaved(ctx),
    );
  } catch (error) {
    if (isLimitReached(error)) await ctx.load.capacity().catch(() => undefined);
    throw error;
  }
  ctx.store.change.answersSaved(state.answers.slice(0, tickets.length).map((a) => ({ ...a })));
}

/**
 * Whether the gateway takes payment, as its last answer said (`X-Payments`): the checkout then
 * says "Continue to payment". Answers the provider (null: none).
 */
export function learnPayments(ctx: FlowContext): string | null {
  const said = ctx.api.payments();
  const known = ctx.store.get().payments;
  if (said === undefined) return known;
  if (said !== known) ctx.store.change.paymentsLearnt(said);
  return said;
}

/** The buyer's details as the person is written, when they differ from what the service holds. */
function unsavedPerson(ctx: FlowContext): { pid: string; body: PersonWrite; json: string } | null {
  const state = ctx.store.get();
  const body = toPerson(state.buyer, state.lang);
  const json = JSON.stringify(body);
  return state.person && state.savedPerson !== json ? { pid: state.person, body, json } : null;
}

/**
 * Validates the buyer's details and saves them on the person (unless unchanged). A gateway that
 * takes payment gets them with the payment's start instead (one request fewer): the checkout
 * that follows shows them from the flow.
 */
export async function saveBuyer(ctx: FlowContext): Promise<void> {
  const state = ctx.store.get();
  const buyerErrors = validateBuyer(state.buyer, state.delivery);
  ctx.store.change.buyerChecked(buyerErrors);
  if (Object.keys(buyerErrors).length) throw new StepError('error.buyer');
  const unsaved = unsavedPerson(ctx);
  if (unsaved && !learnPayments(ctx)) {
    const { pid: person, body, json } = unsaved;
    await verifyVisitor(ctx, 'reserve');
    await guarded(
      ctx,
      () => ctx.api.patchPerson(person, body),
      () => false,
    );
    ctx.store.change.personSaved(json);
  }
  learnPayments(ctx);
}

function optionsChanged(ctx: FlowContext): boolean {
  const { options: wanted, savedOptions: saved } = ctx.store.get();
  const keys = new Set([...Object.keys(wanted), ...Object.keys(saved)]);
  return [...keys].some((k) => (wanted[k] ?? 0) !== (saved[k] ?? 0));
}

/**
 * Confirms the booking: details saved, the visitor's token for the confirmation obtained (when
 * `visitorToken` is set), then `PATCH {confirmation: true, delivery?, options?}`,
 * reconciled by a read when its answer is lost, then the e-mail sent unless the gateway's answer
 * says it did, then the receipt read back. Ends at `done`, with the e-mail's outcome known.
 */
export async function confirmBooking(ctx: FlowContext): Promise<void> {
  const { store } = ctx;
  let state = store.get();
  // The venue's terms, when it has them, are accepted before anything is sent.
  if (state.frame.termsUrl && !state.termsAccepted) throw new StepError('error.terms');
  if (state.event && !state.event.allowDigital && state.delivery === 'digital')
    store.change.deliveryChosen('postal');
  try {
    await saveBuyer(ctx);
  } catch (error) {
    if (error instanceof StepError) store.change.stepShown('buyer');
    throw error;
  }
  state = store.get();
  const booking = state.booking!;
  const postal = state.delivery === 'postal';
  // A read of the rates still running: its fee is the one to show on the confirmation.
  if (postal) await ctx.load.ratesRead();
  const options = Object.entries(state.options)
    .filter(([, quantity]) => quantity > 0)
    .map(([option, quantity]) => ({ option, quantity }));
  // The site owner's human check of this confirmation (or of its payment), before it is sent.
  await verifyVisitor(ctx, 'confirm', booking);
  // A gateway that takes payment confirms the booking itself once it is paid: the buyer pays.
  if (learnPayments(ctx)) {
    const { payBooking } = await import('./payment.js');
    return payBooking(ctx, {
      postal,
      options: optionsChanged(ctx) ? options : null,
      person: unsavedPerson(ctx),
    });
  }
  // Whether the server sent the e-mail with the confirmation (unknown after a lost answer).
  let emailSent = false;
  try {
    await guarded(
      ctx,
      async () => {
        const sendOptions = optionsChanged(ctx);
        ({ emailSent } = await ctx.api.patchBooking(booking, {
          confirmation: true,
          ...(postal ? { delivery: true } : {}),
          ...(sendOptions ? { options } : {}),
        }));
        // The service took them (after a lost answer, the read that found the booking
        // confirmed says which it holds).
        store.change.bookingConfirmed(
          sendOptions ? Object.fromEntries(options.map((o) => [o.option, o.quantity])) : undefined,
        );
      },
      () => store.get().confirmed,
    );
  } catch (error) {
    if (isLimitReached(error)) {
      await ctx.load.capacity().catch(() => undefined);
      store.change.stepShown('options');
    }
    throw error;
  }
  ctx.expiry.cancel();
  // Nothing is said of the e-mail before it is known: when the answer did not say the gateway
  // sent it (it sent none, it failed, or the answer was lost and the booking read instead), it
  // is asked for now, before the receipt shows, marked as missing: a gateway that sent it
  // already sends nothing more (one e-mail per booking), one that did not sends it.
  if (!emailSent)
    emailSent = await ctx.api.sendEmail(booking, true).then(
      () => true,
      () => false,
    );
  // A digital receipt holds only what the flow's accepted writes and its booking read say. A
  // postal one is read back: the delivery lines and their fee are the service's (by the
  // customer's country, at confirmation); only when that read fails, what the flow knows, with
  // the fee shown before confirming.
  const confirmation = postal
    ? ((await readReceipt(ctx, booking, emailSent).catch(() => null)) ??
      localReceipt(ctx, postageOf(store.get(), state.buyer.country), emailSent))
    : builtReceipt(ctx, emailSent);
  store.change.confirmationShown(confirmation);
  announceConfirmation(ctx, confirmation);
}

/** Tells the page the booking is confirmed (`tb-booking-confirm`). */
export function announceConfirmation(ctx: FlowContext, confirmation: Confirmation): void {
  const { store } = ctx;
  const booking = confirmation.booking;
  const { totals } = confirmation;
  ctx.emit('tb-booking-confirm', {
    booking,
    bookingNumber: confirmation.bookingNumber,
    tickets: confirmation.tickets.length,
    total: totals.total,
    currency: totals.currency,
    deliveryMethod: confirmation.deliveryMethod,
    delivery: totals.delivery,
    deliveryCurrency: totals.deliveryCurrency,
    paymentNote: store.get().frame.paymentNote,
  });
}

/** Sends (again) the confirmation e-mail of the confirmed booking. */
export async function sendEmail(ctx: FlowContext): Promise<void> {
  const confirmation = ctx.store.get().confirmation;
  if (!confirmation) return;
  await ctx.api.sendEmail(confirmation.booking);
  ctx.store.change.emailSent();
}
