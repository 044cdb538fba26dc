/**
 * The visitor's bookings: creating one for the session's person (it then enters the session),
 * reading it with its tickets, customer and deliveries, setting its extras or its customer,
 * confirming it (with or without delivery; a confirmation also sends the confirmation e-mail,
 * see confirmation-email.ts), and sending that e-mail again.
 *
 * Each route declares its checks (checks.ts); a booking pid in the path that is not in the
 * session answers 404 without asking the service, one in a body 409 `reference_not_found`.
 */
import { pidFromLocation } from '../api/create.js';
import { forgetState, rememberState } from './booking-states.js';
import { readBooking, releaseTickets, stateOf, type BookingState } from './caps.js';
import {
  confirmations,
  current,
  emails,
  extras,
  openBookings,
  own,
  queueCreate,
  room,
  settled,
  visitor,
  type Check,
} from './checks.js';
import { afterConfirmation, sendEmailRequested } from './confirmation-email.js';
import { readList, readRecord, type Context } from './context.js';
import { created } from './person-routes.js';
import { GatewayError } from './problem.js';
import type { QueryRule } from './query.js';
import { route } from './route.js';
import { BookingCreateSchema, BookingPatchSchema, EmailSendSchema, parseBody } from './schemas.js';

const TICKET_LIST: Omit<QueryRule, 'scopes'> = {
  properties: [],
  fields: ['pid', 'show', 'sector', 'seat', 'price', 'batchId', ...['created', 'updated']],
  orderBy: ['batchOrder', 'pid', 'created', 'updated'],
};
const DELIVERY_LIST: QueryRule = { properties: [], fields: ['pid', 'created'], orderBy: ['created', 'pid'] };
const BOOKING_READ: QueryRule = { properties: ['customer', 'tickets', 'deliveries'] };
const BOOKING = ['bookings', { pid: 'booking' }] as const;

export { TICKET_LIST };

/**
 * The visitor's read of their booking. Read with its tickets and under the booking's lock when
 * that is free (no write of it under way), the answer is also recorded as the booking's state
 * for the next check (booking-states.ts); a busy lock or store only skips the record.
 */
async function readBookingRecord(ctx: Context, booking: string): Promise<Response> {
  let read: Record<string, unknown> | undefined;
  const answer = () =>
    readRecord(ctx, '/bookings/{pid}', Number(booking), BOOKING_READ, (record) => {
      read = record;
      return true;
    });
  return ctx.guard.attempt(`booking:${booking}`, async (held) => {
    const response = await answer();
    const state = held && response.ok && read ? stateOf(read) : null;
    if (state?.ticketsKnown && state.pid === booking) await rememberState(ctx, state).catch(() => undefined);
    return response;
  });
}

/** The shows of the booking's tickets (one per ticket), for the waiting room. */
async function showsOf(
  ctx: Context,
  booking: string,
  state: BookingState | null,
): Promise<(string | null)[]> {
  const kept = await ctx.queue?.showsOf(booking);
  if (kept) return kept;
  const known = state?.ticketsKnown ? state : await readBooking(ctx, booking);
  return known.tickets.map((ticket) => ticket.show);
}

export const bookingRoutes = [
  route({
    method: 'POST',
    path: ['bookings'],
    input: async (ctx) => parseBody(BookingCreateSchema, await ctx.body()),
    checks: (body) => [
      current(),
      queueCreate(),
      room('bookings'),
      own('persons', body.customer, 'customer'),
      visitor('reserve'),
      extras(body.options),
    ],
    exclusive: (_body, ctx) => ({ lock: `session:${ctx.session!.id}` }),
    locked: () => [openBookings()],
    async run(ctx, body) {
      // Recorded before it is sent: a repeat of a keyed create whose instance stopped before it
      // recorded the booking looks for it among the customer's bookings (reconcile.ts).
      await ctx.intend({ kind: 'customer', customer: body.customer.toUpperCase() });
      const response = await ctx.upstream.answer(ctx.upstream.client.POST('/bookings/', { body }));
      // Recorded before the session's next token is: a repeat of a keyed create whose answer was
      // lost (its instance stopped) answers with this booking instead of creating another.
      const made =
        response.status === 201 ? pidFromLocation(response.headers.get('location'), '/bookings/') : null;
      if (made !== null) await ctx.intend({ kind: 'booking', booking: String(made) });
      const result = await created(ctx, response, 'bookings');
      const pid = result.session?.bookings.at(-1);
      // The answer of its own write: a new booking, open, without tickets, for this customer.
      if (result.response.status === 201 && pid !== undefined) {
        await rememberState(ctx, {
          pid,
          confirmed: false,
          released: false,
          expires: null,
          customer: body.customer.toUpperCase(),
          tickets: [],
          ticketsKnown: true,
        });
        await ctx.queue?.booked(pid);
      }
      return result;
    },
  }),
  route({
    method: ['GET', 'POST'],
    path: BOOKING,
    async input(ctx, params) {
      if (ctx.method === 'POST') {
        // The service also reads a booking by POST, without a body.
        const text = (await ctx.text()).trim();
        if (text !== '' && text !== '{}') {
          throw new GatewayError('validation_failed', 'A booking read by POST carries no body.', [
            { property_path: '', message: 'Send no body.' },
          ]);
        }
      }
      return params;
    },
    checks: ([booking]) => [own('bookings', booking!)],
    run: async (ctx, [booking]) => ({ response: await readBookingRecord(ctx, booking!) }),
  }),
  route({
    method: ['GET', 'HEAD'],
    path: [...BOOKING, 'tickets'],
    checks: ([booking]) => [own('bookings', booking!)],
    run: async (ctx, [booking]) => ({
      response: await readList(ctx, '/bookings/{pid}/tickets/', Number(booking), TICKET_LIST, true),
    }),
  }),
  route({
    method: ['GET', 'HEAD'],
    path: [...BOOKING, 'deliveries'],
    checks: ([booking]) => [own('bookings', booking!)],
    run: async (ctx, [booking]) => ({
      response: await readList(ctx, '/bookings/{pid}/deliveries/', Number(booking), DELIVERY_LIST, true),
    }),
  }),
  route({
    method: 'PATCH',
    path: BOOKING,
    input: async (ctx, [booking]) => {
      const body = parseBody(BookingPatchSchema, await ctx.body());
      const confirming = body.confirmation === true;
      // Confirming again changes nothing: the service answers as before, and nothing is sent.
      const repeat = confirming && body.options === undefined && body.customer === undefined;
      return { booking: booking!, body, confirming, repeat };
    },
    checks: ({ booking, body, confirming }, ctx) => [
      current(),
      own('bookings', booking),
      ...(body.customer === undefined ? [] : [own('persons', body.customer, 'customer')]),
      // With payments, the human check of a confirmation is asked when the payment starts.
      confirming && !ctx.payments ? visitor('confirm', booking) : visitor('reserve'),
    ],
    exclusive: async ({ booking, body, confirming }, ctx) => ({
      lock: `booking:${booking}`,
      read: booking,
      // Extras are checked against its tickets' events; a confirmation lets go of their shows in
      // the waiting room (kept by the room since the booking's creation, else read).
      tickets:
        (body.options ?? []).some((item) => item.quantity > 0) ||
        (confirming && ctx.queue !== null && (await ctx.queue.showsOf(booking)) === null),
    }),
    locked: ({ body, confirming, repeat }, state): Check[] =>
      repeat && state?.confirmed
        ? []
        : [
            settled('its extras and customer'),
            extras(body.options),
            ...(confirming ? [confirmations()] : []),
          ],
    async run(ctx, { booking, body, confirming, repeat }, state) {
      const patch = () =>
        ctx.upstream.answer(
          ctx.upstream.client.PATCH('/bookings/{pid}', { params: { path: { pid: Number(booking) } }, body }),
        );
      if (repeat && state?.confirmed) {
        // Its e-mail: sent by the first (the claim says so), or now when that one failed to.
        const relayed = await ctx.upstream.relay(await patch(), ctx.publicBase);
        return { response: await afterConfirmation(ctx, booking, true, relayed) };
      }
      if (confirming && ctx.payments) {
        // The gateway confirms the booking itself, once the provider reports it paid.
        throw new GatewayError(
          'payment_required',
          'Pay for the booking first: POST /bookings/<pid>/payment. It is confirmed once paid.',
        );
      }
      if (confirming) await ctx.intend({ kind: 'confirm', booking });
      await forgetState(ctx.guard.store, booking);
      const response = await patch();
      // The answer of its own write: confirmed, or with its new customer.
      if (response.ok && state) {
        const customer = body.customer?.toUpperCase() ?? state.customer;
        await rememberState(ctx, { ...state, confirmed: state.confirmed || confirming, customer });
      }
      // Confirmed tickets are sold, no longer held.
      if (confirming && response.ok) {
        await releaseTickets(ctx, booking, Infinity);
        // The buyer is done: their place in the waiting room goes to the next.
        await ctx.queue?.confirmed(ctx, booking, await showsOf(ctx, booking, state));
      }
      const relayed = await ctx.upstream.relay(response, ctx.publicBase);
      const answer = await afterConfirmation(ctx, booking, body.confirmation, relayed);
      if (!confirming || !response.ok) return { response: answer };
      // A confirmation issues the session's next token: older ones may then only read.
      return { response: answer, session: await ctx.renew(ctx.session!) };
    },
  }),
  route({
    method: 'POST',
    path: ['email', 'send'],
    input: async (ctx) => parseBody(EmailSendSchema, await ctx.body()),
    // Any token of the session may have the e-mail sent again: it goes to the settled customer
    // only (a page whose confirmation answer was lost still holds the older token).
    checks: (body) => [
      own('bookings', String(body.booking), 'booking'),
      visitor('reserve'),
      emails(String(body.booking)),
    ],
    async run(ctx, body) {
      return { response: await sendEmailRequested(ctx, String(body.booking)) };
    },
  }),
];
