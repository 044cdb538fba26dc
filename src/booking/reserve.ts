/**
 * Reserving: a provisional person, a booking for that person, then every ticket in one array
 * request; reading back the deadline; expiry; the lost race; and reconciling an uncertain
 * write by reading the booking before anything is sent again.
 *
 * A tickets POST whose answer is lost may have been carried out: the array create is atomic,
 * so the booking then holds all of them or none. The reconcile read tells which, so nothing is
 * ever booked twice.
 */
import { parseDateTime } from '../api/format.js';
import type { BookingRecord, TicketCreate } from './api.js';
import { buildCatalogue } from './catalogue.js';
import { sameAnswers, type FlowContext } from './context.js';
import { codeOf, isLimitReached, isUncertain } from './net.js';
import { computeShortfall, expandLines, ticketCount } from './rules.js';
import type { ReservedTicket, TicketAnswers } from './types.js';

/** Reads the capacity of the picked show again and rebuilds the catalogue from it. */
export async function refreshCapacity(ctx: FlowContext): Promise<void> {
  const show = ctx.store.get().show;
  if (!show) return;
  ctx.internal.capacity = await ctx.api.capacity(show);
  ctx.set({});
}

/** The answers the service holds for each ticket, by group. */
function answersOf(ctx: FlowContext, optionPids: readonly string[]): TicketAnswers {
  const groupOf = new Map(
    (ctx.internal.records?.groups ?? []).flatMap((g) => (g.ticketoptions ?? []).map((o) => [o.pid, g.pid])),
  );
  const answers: TicketAnswers = {};
  for (const option of optionPids) {
    const group = groupOf.get(option);
    if (group) answers[group] = option;
  }
  return answers;
}

/** Makes the flow's picture of the booking the service's: tickets, deadline, saved choices. */
export function applyBooking(ctx: FlowContext, booking: BookingRecord): void {
  const { internal } = ctx;
  const tickets = booking.tickets ?? [];
  internal.confirmed = booking.confirmation;
  internal.reservedShow = tickets[0]?.show ?? null;
  internal.savedAnswers = tickets.map((t) => answersOf(ctx, t.ticket_options));
  internal.savedOptions = Object.fromEntries(booking.options.map((o) => [o.option, o.quantity]));
  const reserved: ReservedTicket[] = tickets.map((t) => ({
    pid: t.pid,
    code: t.code,
    sector: t.sector,
    price: t.price,
    seatString: t.seat_string,
  }));
  const expires = booking.expires ? parseDateTime(booking.expires) : null;
  const expired =
    booking.released ||
    (!booking.confirmation && expires !== null && expires.getTime() <= ctx.settings.now());
  ctx.set({
    reservation: {
      booking: booking.pid,
      bookingNumber: booking.pid_readable,
      person:
        internal.person ?? (typeof booking.customer === 'string' ? booking.customer : booking.customer.pid),
      expires: expires ?? ctx.store.get().reservation?.expires ?? new Date(ctx.settings.now()),
      expired: expired && !booking.confirmation,
      tickets: reserved,
    },
  });
}

export async function reconcile(ctx: FlowContext): Promise<BookingRecord | null> {
  if (ctx.internal.booking === null) return null;
  const booking = await ctx.api.booking(ctx.internal.booking);
  applyBooking(ctx, booking);
  ctx.internal.uncertain = false;
  return booking;
}

/**
 * Runs a write to the booking. After an uncertain failure, reads the booking and stops if
 * `done()` says the write took effect; otherwise the failure stands (and `retry()` reads again
 * before repeating, should this read fail too).
 */
export async function guarded(
  ctx: FlowContext,
  write: () => Promise<void>,
  done: () => boolean,
): Promise<void> {
  if (ctx.internal.uncertain) {
    await reconcile(ctx);
    if (done()) return;
  }
  try {
    await write();
  } catch (error) {
    if (!isUncertain(error)) throw error;
    ctx.internal.uncertain = true;
    await reconcile(ctx);
    if (done()) return;
    throw error;
  }
}

/** Whether the booking holds exactly the chosen tickets of the picked show. */
function holdsChoice(ctx: FlowContext): boolean {
  const state = ctx.store.get();
  const held = state.reservation?.tickets ?? [];
  const key = (t: { sector: string; price: string }) => `${t.sector}|${t.price}`;
  const wanted = expandLines(state.lines).map(key).sort();
  return (
    !state.reservation?.expired &&
    ctx.internal.reservedShow === state.show &&
    held.length === wanted.length &&
    held
      .map(key)
      .sort()
      .every((k, i) => k === wanted[i])
  );
}

async function newBooking(ctx: FlowContext, withOptions: boolean): Promise<void> {
  const { internal } = ctx;
  const state = ctx.store.get();
  if (!internal.person) {
    internal.person = await ctx.api.createPerson({ locale: state.lang });
    ctx.set({});
  }
  const options = Object.entries(state.options)
    .filter(([, quantity]) => quantity > 0)
    .map(([option, quantity]) => ({ option, quantity }));
  internal.booking = await ctx.api.createBooking({
    customer: internal.person,
    ...(withOptions && options.length ? { options } : {}),
  });
  internal.reservedShow = null;
  internal.savedAnswers = [];
  internal.savedOptions = {};
  ctx.set({ reservation: null });
}

/**
 * Holds the chosen tickets. With `keep` (a new reservation after expiry), the answers and the
 * booking options go along. Returns false when fewer tickets could be held (`state.shortfall`).
 */
export async function reserveTickets(ctx: FlowContext, keep = false, renewed = false): Promise<boolean> {
  const { internal } = ctx;
  const state = ctx.store.get();
  if (!state.show || ticketCount(state.lines) === 0) return false;
  if (internal.uncertain) await reconcile(ctx);
  if (internal.booking === null || ctx.store.get().reservation?.expired) await newBooking(ctx, keep);
  if (!holdsChoice(ctx)) {
    const stale = ctx.store.get().reservation?.tickets ?? [];
    // Changed choices: give back what is held, then hold the new set.
    await guarded(
      ctx,
      () => Promise.all(stale.map((t) => ctx.api.deleteTicket(t.pid))).then(() => undefined),
      () => (ctx.store.get().reservation?.tickets.length ?? 0) === 0,
    );
    const bodies: TicketCreate[] = expandLines(state.lines).map((line, i) => {
      const options = keep ? Object.values(state.answers[i] ?? {}).filter(Boolean) : [];
      return {
        booking: internal.booking!,
        show: state.show!,
        ...line,
        ...(options.length ? { ticket_options: options } : {}),
      };
    });
    try {
      await guarded(
        ctx,
        () => ctx.api.createTickets(bodies),
        () => holdsChoice(ctx),
      );
    } catch (error) {
      // The booking ran out before its tickets were sent: once, with a new booking.
      if (codeOf(error) === 'booking_expired' && !renewed) {
        await newBooking(ctx, keep);
        return reserveTickets(ctx, keep, true);
      }
      if (codeOf(error) !== 'sector_sold_out') throw error;
      await refreshCapacity(ctx);
      ctx.set({ shortfall: computeShortfall(state.lines, internal.capacity) });
      return false;
    }
  }
  const booking = await ctx.api.booking(internal.booking!);
  applyBooking(ctx, booking);
  const reservation = ctx.store.get().reservation!;
  checkExpiry(ctx);
  ctx.emit('tb-tickets-reserve', {
    booking: reservation.booking,
    bookingNumber: reservation.bookingNumber,
    tickets: reservation.tickets.length,
    expires: reservation.expires,
  });
  return true;
}

/**
 * A new reservation after expiry, keeping every choice, answer and option. When a limited
 * answer ran out meanwhile, the tickets are held without the limited answers, which the buyer
 * is asked again at the questions step.
 */
export async function renewReservation(ctx: FlowContext): Promise<void> {
  let limited = false;
  const held = await reserveTickets(ctx, true).catch(async (error: unknown) => {
    if (!isLimitReached(error)) throw error;
    limited = true;
    return reserveTickets(ctx, false);
  });
  if (!held) return ctx.set({ step: 'tickets' });
  if (!limited) return;
  await refreshCapacity(ctx);
  const catalogue = ctx.store.get().catalogue;
  const isLimited = new Set(
    catalogue?.groups.flatMap((g) => g.options.filter((o) => o.left !== null).map((o) => o.pid)),
  );
  const answers = ctx.store
    .get()
    .answers.map((a) => Object.fromEntries(Object.entries(a).filter(([, option]) => !isLimited.has(option))));
  const error = { key: 'error.optionLimit', code: 'ticket_option_limit_reached', retryable: false } as const;
  ctx.set({ answers, step: 'questions', error });
  ctx.emit('tb-error', error);
}

/** Whether the answers of every ticket are the ones the service holds. */
export const answersSaved = (ctx: FlowContext): boolean =>
  (ctx.store.get().reservation?.tickets ?? []).every((_, i) =>
    sameAnswers(ctx.store.get().answers[i], ctx.internal.savedAnswers[i]),
  );

/** Marks the reservation expired (once) and tells the page. */
export function markExpired(ctx: FlowContext): void {
  const reservation = ctx.store.get().reservation;
  if (!reservation || reservation.expired || ctx.store.get().confirmation) return;
  ctx.internal.cancelTimer?.();
  ctx.internal.cancelTimer = null;
  ctx.set({ reservation: { ...reservation, expired: true } });
  ctx.emit('tb-reservation-expire', { expires: reservation.expires });
}

/** Checks the deadline now, and schedules the next check for the moment it passes. */
export function checkExpiry(ctx: FlowContext): void {
  const reservation = ctx.store.get().reservation;
  ctx.internal.cancelTimer?.();
  ctx.internal.cancelTimer = null;
  if (!reservation || reservation.expired || ctx.store.get().confirmation) return;
  const left = reservation.expires.getTime() - ctx.settings.now();
  if (left <= 0) return markExpired(ctx);
  ctx.internal.cancelTimer = ctx.settings.schedule(() => checkExpiry(ctx), left);
}

/** Rebuilds the catalogue from the records and the capacity read last. */
export function rebuildCatalogue(ctx: FlowContext) {
  const { records, capacity, savedOptions } = ctx.internal;
  return records ? buildCatalogue(records, capacity, savedOptions, ctx.settings.fewLeft) : null;
}
