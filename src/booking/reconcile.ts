/**
 * Making the flow's picture of the booking the service's: reading the booking back (its
 * tickets, deadline, saved answers and options), and guarding a write so that after an
 * uncertain failure (no answer, a timeout, a 5xx) the booking is read before anything is sent
 * again, and the write counts as done when the read shows it.
 *
 * A tickets POST whose answer is lost may have been carried out: the array create is atomic,
 * so the booking then holds all of them or none. The read tells which, so nothing is ever
 * booked twice.
 */
import { parseDateTime } from '../api/format.js';
import type { BookingRecord } from './api.js';
import type { BookingFields } from './changes-later.js';
import type { FlowCore } from './flow-core.js';
import { isUncertain } from './net.js';
import type { FlowState } from './state.js';
import { labelTickets } from './seat-plan.js';
import type { ReservedTicket, TicketAnswers } from './types.js';

/** The answers the service holds for one ticket, by group. */
function answersOf(state: Readonly<FlowState>, optionPids: readonly string[]): TicketAnswers {
  const groupOf = new Map(
    (state.records?.groups ?? []).flatMap((g) => (g.ticketoptions ?? []).map((o) => [o.pid, g.pid])),
  );
  const answers: TicketAnswers = {};
  for (const option of optionPids) {
    const group = groupOf.get(option);
    if (group) answers[group] = option;
  }
  return answers;
}

/** What the service says of the booking, as the state holds it. */
function bookingFields(state: Readonly<FlowState>, booking: BookingRecord, now: number): BookingFields {
  const tickets = booking.tickets ?? [];
  const reserved: ReservedTicket[] = tickets.map((t) => ({
    pid: t.pid,
    code: t.code,
    sector: t.sector,
    price: t.price,
    seatString: t.seat_string,
    seat: t.seat ?? null,
    row: null,
    number: null,
  }));
  const expires = booking.expires ? parseDateTime(booking.expires) : null;
  const expired = booking.released || (!booking.confirmation && expires !== null && expires.getTime() <= now);
  return {
    confirmed: booking.confirmation,
    reservedShow: tickets[0]?.show ?? null,
    savedAnswers: tickets.map((t) => answersOf(state, t.ticket_options)),
    savedOptions: Object.fromEntries(booking.options.map((o) => [o.option, o.quantity])),
    reservation: {
      booking: booking.pid,
      bookingNumber: booking.pid_readable,
      person:
        state.person ?? (typeof booking.customer === 'string' ? booking.customer : booking.customer.pid),
      expires: expires ?? state.reservation?.expires ?? new Date(now),
      expired: expired && !booking.confirmation,
      tickets: labelTickets(reserved, state.seatPlan),
    },
  };
}

/**
 * Takes what the service says of the booking just read, with the service's clock from the
 * answer's `Date` (the deadline is the service's time: see `clock.ts`).
 */
export function takeBooking(ctx: FlowCore, booking: BookingRecord, reconciled = false): void {
  const { api, settings, store } = ctx;
  const clockOffset = api.serviceOffset() ?? store.get().clockOffset;
  const read = bookingFields(store.get(), booking, settings.now() + clockOffset);
  if (reconciled) store.change.bookingReconciled(read, clockOffset);
  else store.change.bookingRead(read, clockOffset);
}

/** Reads the booking and takes what it says (nothing without a booking). */
export async function reconcile(ctx: FlowCore): Promise<BookingRecord | null> {
  const pid = ctx.store.get().booking;
  if (pid === null) return null;
  const booking = await ctx.api.booking(pid);
  takeBooking(ctx, booking, true);
  return booking;
}

/**
 * Runs a write to the booking. After an uncertain failure, reads the booking and stops if
 * `done()` says the write took effect; otherwise the failure stands and the flow stays
 * uncertain, so the retry reads again before repeating.
 */
export async function guarded(ctx: FlowCore, write: () => Promise<void>, done: () => boolean): Promise<void> {
  if (ctx.store.get().uncertain) {
    await reconcile(ctx);
    if (done()) return;
  }
  try {
    await write();
  } catch (error) {
    if (!isUncertain(error)) throw error;
    ctx.store.change.writeUncertain();
    await reconcile(ctx);
    if (done()) return;
    // The write may still land (the service can commit after the answer was given up on): the
    // next attempt reads the booking again, after the buyer asked for it, before sending, and
    // sends the same write with the same Idempotency-Key, which the gateway answers once.
    ctx.store.change.writeUncertain();
    throw error;
  }
}
