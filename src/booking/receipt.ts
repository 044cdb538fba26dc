/**
 * The receipt of a confirmed booking. After a reload it is read back from the service, from the
 * stored booking pid alone (nothing of a stored copy is trusted): one read,
 * `GET /bookings/<pid>?properties[tickets|customer|deliveries]=1`, says which tickets, ticket
 * options, extras and delivery the service holds and where the tickets go. Right after a digital
 * confirmation the flow knows all of that already, from its own writes the service accepted and
 * the booking read that followed its reservation (`builtReceipt`); a postal one is read back,
 * since its delivery lines and their fee are the service's to decide. Either way the event's
 * catalogue (read once per flow) names and prices them with `priceBooking()`, so the receipt
 * adds up exactly as the checkout did.
 */
import { toMinorUnits } from '../api/format.js';
import type { BookingRecord } from './api.js';
import { fromPerson, toPerson } from './buyer.js';
import type { FlowContext } from './context.js';
import { linesOf } from './lines.js';
import { priceBooking } from './pricing.js';
import { takeBooking } from './reconcile.js';
import type { Confirmation, DeliveryMethod, PaidPayment, Postage } from './types.js';

/**
 * The receipt from what the flow knows the service holds: the tickets of the booking's last
 * read (with their codes, seats and seat strings as the service gave them), the answers and
 * extras the service accepted, the details last saved on the person, and `fee` for the delivery.
 * Exact for a digital confirmation (`builtReceipt`); for a postal one it stands in only when
 * the read after confirming failed, with the fee shown before confirming.
 */
export function localReceipt(
  ctx: FlowContext,
  fee: Pick<Postage, 'fee' | 'currency'>,
  emailSent: boolean,
): Confirmation {
  const state = ctx.store.get();
  const reservation = state.reservation!;
  const bill = priceBooking({
    currency: state.event?.currency ?? '',
    catalogue: ctx.store.view().catalogue,
    lines: linesOf(reservation.tickets),
    answers: state.savedAnswers,
    options: state.savedOptions,
    delivery: state.delivery,
    deliveryFee: fee.fee,
    deliveryCurrency: fee.currency,
  });
  return {
    booking: reservation.booking,
    bookingNumber: reservation.bookingNumber,
    show: state.reservedShow ?? state.show,
    deliveryMethod: state.delivery,
    tickets: reservation.tickets,
    bill,
    totals: bill.totals,
    // The person as saved (trimmed, the country in upper case), as the service holds it.
    customer: fromPerson(toPerson(state.buyer, state.lang)),
    emailSent,
    payment: null,
  };
}

/**
 * The receipt of a digital confirmation the service just accepted, without reading it back:
 * the flow's writes say what the booking holds (no delivery lines, no fee), and the state takes
 * it as `takeReceipt` does a read one.
 */
export function builtReceipt(ctx: FlowContext, emailSent: boolean): Confirmation {
  const confirmation = localReceipt(ctx, { fee: 0, currency: null }, emailSent);
  ctx.store.change.receiptShown(confirmation, linesOf(confirmation.tickets));
  return confirmation;
}

/**
 * Makes the state the receipt of the confirmed `booking` (read with `receipt`): the step
 * `done`, the lines, answers, options, delivery and customer the service holds, and
 * `confirmation`. The show's catalogue is read first when the flow does not have it (a reload).
 */
export async function takeReceipt(
  ctx: FlowContext,
  booking: BookingRecord,
  emailSent: boolean,
  payment: PaidPayment | null = null,
): Promise<Confirmation> {
  const { load, store } = ctx;
  const tickets = booking.tickets ?? [];
  const show = tickets[0]?.show ?? store.get().show;
  if (show && store.get().records?.show !== show) await load.catalogue(show);
  takeBooking(ctx, booking);
  const state = store.get();
  const delivery: DeliveryMethod = booking.delivery_method ?? state.delivery;
  const deliveries = delivery === 'postal' ? (booking.deliveries ?? []) : [];
  const fee = deliveries.reduce((sum, d) => sum + toMinorUnits(d.price), 0);
  const lines = linesOf(tickets);
  const bill = priceBooking({
    currency: state.event?.currency ?? '',
    catalogue: store.view().catalogue,
    lines,
    answers: state.savedAnswers,
    options: state.savedOptions,
    delivery,
    deliveryFee: fee,
    // One delivery per booking: its currency is the fee's (the rate's at confirmation).
    deliveryCurrency: deliveries[0]?.currency ?? null,
  });
  const customer = typeof booking.customer === 'object' ? fromPerson(booking.customer) : state.buyer;
  const confirmation: Confirmation = {
    booking: booking.pid,
    bookingNumber: booking.pid_readable,
    show,
    deliveryMethod: delivery,
    tickets: state.reservation?.tickets ?? [],
    bill,
    totals: bill.totals,
    customer,
    emailSent,
    payment,
  };
  store.change.receiptShown(confirmation, lines);
  return confirmation;
}

/** Reads the booking back and takes its receipt; null when it is not confirmed. */
export async function readReceipt(
  ctx: FlowContext,
  pid: number,
  emailSent: boolean,
): Promise<Confirmation | null> {
  const booking = await ctx.api.booking(pid, true);
  return booking.confirmation ? takeReceipt(ctx, booking, emailSent) : null;
}
