/**
 * The steps after the reservation: saving the ticket options (one array PATCH where the server
 * takes it), the buyer's details (PATCH on the person) and the confirmation (PATCH on the
 * booking, carrying the booking options), then the confirmation e-mail.
 *
 * The postal fee is known before confirming, from the host's delivery rates (`delivery.ts`);
 * only when they could not be read is it read from the confirmed booking's deliveries.
 */
import { toMinorUnits } from '../api/format.js';
import { toPerson, validateBuyer } from './buyer.js';
import { sameAnswers, type FlowContext } from './context.js';
import { postageOf } from './delivery.js';
import { isLimitReached } from './net.js';
import { answersSaved, guarded, refreshCapacity } from './reserve.js';
import { computeTotals, missingAnswers } from './rules.js';

export class StepError extends Error {
  constructor(readonly key: 'error.questions' | 'error.buyer') {
    super(key);
  }
}

/** Saves the ticket options of every ticket whose answers changed. */
export async function saveAnswers(ctx: FlowContext): Promise<void> {
  const state = ctx.store.get();
  const tickets = state.reservation?.tickets ?? [];
  if (Object.keys(missingAnswers(state.catalogue, state.answers, tickets.length)).length) {
    throw new StepError('error.questions');
  }
  const changed = () =>
    tickets
      .map((t, i) => ({ pid: t.pid, i }))
      .filter(({ i }) => !sameAnswers(state.answers[i], ctx.internal.savedAnswers[i]));
  const items = changed().map(({ pid, i }) => ({
    pid,
    ticket_options: Object.values(state.answers[i] ?? {}).filter(Boolean),
  }));
  try {
    await guarded(
      ctx,
      () => ctx.api.patchTickets(items),
      () => answersSaved(ctx),
    );
  } catch (error) {
    if (isLimitReached(error)) await refreshCapacity(ctx).catch(() => undefined);
    throw error;
  }
  ctx.internal.savedAnswers = state.answers.slice(0, tickets.length).map((a) => ({ ...a }));
}

/** Validates the buyer's details and saves them on the person (unless unchanged). */
export async function saveBuyer(ctx: FlowContext): Promise<void> {
  const state = ctx.store.get();
  const buyerErrors = validateBuyer(state.buyer, state.delivery);
  ctx.set({ buyerErrors });
  if (Object.keys(buyerErrors).length) throw new StepError('error.buyer');
  const person = ctx.internal.person;
  const body = toPerson(state.buyer, state.lang);
  const json = JSON.stringify(body);
  if (!person || ctx.internal.savedPerson === json) return;
  await guarded(
    ctx,
    () => ctx.api.patchPerson(person, body),
    () => false,
  );
  ctx.internal.savedPerson = json;
}

function optionsChanged(ctx: FlowContext): boolean {
  const wanted = ctx.store.get().options;
  const saved = ctx.internal.savedOptions;
  const keys = new Set([...Object.keys(wanted), ...Object.keys(saved)]);
  return [...keys].some((k) => (wanted[k] ?? 0) !== (saved[k] ?? 0));
}

/**
 * Confirms the booking: details saved, then `PATCH {confirmation: true, delivery?, options?}`,
 * reconciled by a read when its answer is lost. Ends at `done` and sends the e-mail.
 */
export async function confirmBooking(ctx: FlowContext): Promise<void> {
  let state = ctx.store.get();
  if (state.event && !state.event.allowDigital && state.delivery === 'digital')
    ctx.set({ delivery: 'postal' });
  try {
    await saveBuyer(ctx);
  } catch (error) {
    if (error instanceof StepError) ctx.set({ step: 'buyer' });
    throw error;
  }
  state = ctx.store.get();
  const booking = ctx.internal.booking!;
  const postal = state.delivery === 'postal';
  // A read of the rates still running: its fee is the one to show on the confirmation.
  if (postal) await ctx.internal.ratesLoad;
  const options = Object.entries(state.options)
    .filter(([, quantity]) => quantity > 0)
    .map(([option, quantity]) => ({ option, quantity }));
  // Whether the server sent the e-mail with the confirmation (unknown after a lost answer).
  let emailSent = false;
  try {
    await guarded(
      ctx,
      async () => {
        ({ emailSent } = await ctx.api.patchBooking(booking, {
          confirmation: true,
          ...(postal ? { delivery: true } : {}),
          ...(optionsChanged(ctx) ? { options } : {}),
        }));
      },
      () => ctx.internal.confirmed,
    );
  } catch (error) {
    if (isLimitReached(error)) {
      await refreshCapacity(ctx).catch(() => undefined);
      ctx.set({ step: 'options' });
    }
    throw error;
  }
  ctx.internal.savedOptions = Object.fromEntries(options.map((o) => [o.option, o.quantity]));
  let fee: number | null = postal ? postageOf(ctx.internal, state.buyer.country).fee : 0;
  if (fee === null) {
    // The rates could not be read before: the fee the service charged.
    const read = await ctx.api.booking(booking, true).catch(() => null);
    fee = read?.deliveries ? read.deliveries.reduce((sum, d) => sum + toMinorUnits(d.price), 0) : null;
  }
  ctx.internal.cancelTimer?.();
  state = ctx.store.get();
  const reservation = state.reservation!;
  const totals = computeTotals(
    state.event?.currency ?? '',
    state.catalogue,
    state.lines,
    state.answers,
    state.options,
    state.delivery,
    fee,
  );
  ctx.set({
    step: 'done',
    confirmation: {
      booking,
      bookingNumber: reservation.bookingNumber,
      deliveryMethod: state.delivery,
      tickets: reservation.tickets,
      totals,
      emailSent,
    },
  });
  ctx.emit('tb-booking-confirm', {
    booking,
    bookingNumber: reservation.bookingNumber,
    tickets: reservation.tickets.length,
    total: totals.total,
    currency: totals.currency,
    deliveryMethod: state.delivery,
  });
}

/** Sends (again) the confirmation e-mail of the confirmed booking. */
export async function sendEmail(ctx: FlowContext): Promise<void> {
  const confirmation = ctx.store.get().confirmation;
  if (!confirmation) return;
  await ctx.api.sendEmail(confirmation.booking);
  ctx.set({ confirmation: { ...ctx.store.get().confirmation!, emailSent: true } });
}
