/**
 * Reading whether a write whose outcome the gateway never learnt took effect, from the booking
 * it meant to change (see idempotency.ts). Each answer is the one the write would have had.
 */
import { rememberState } from './booking-states.js';
import { holdTickets, readBooking, releaseTickets, stateOf } from './caps.js';
import { afterConfirmation } from './confirmation-email.js';
import type { Context } from './context.js';
import type { Intent } from './idempotency.js';
import { isObject } from './json-values.js';
import { GatewayError, errorResponse } from './problem.js';

/**
 * The booking a create for `customer` made when its answer was lost (its instance stopped before
 * it recorded the booking): among the customer's bookings at the service, the open one without
 * tickets that the session does not hold. Only the session's own creates make bookings for its
 * persons, and the one whose answer was lost is the one the session never heard of; the payment
 * step's bookings (made for a paid reservation that ran out) hold their tickets at once. Null
 * when there is none; 409 `idempotency_outcome_unknown` when there are several (the session sent
 * other creates whose answers it also lost): no guess hands out a booking.
 */
async function bookingMadeFor(ctx: Context, customer: string): Promise<Response | null> {
  const query = { filters: { customer }, properties: { tickets: 1 as const } };
  const response = await ctx.upstream.answer(ctx.upstream.client.GET('/bookings/', { params: { query } }));
  const records = await ctx.upstream.json(response);
  const held = new Set(ctx.session?.bookings ?? []);
  const now = ctx.guard.now();
  const made = (Array.isArray(records) ? records.filter(isObject).map(stateOf) : []).filter(
    (booking) =>
      !held.has(booking.pid) &&
      !booking.confirmed &&
      !booking.released &&
      (booking.expires === null || booking.expires > now) &&
      booking.ticketsKnown &&
      booking.tickets.length === 0,
  );
  if (made.length === 0) return null;
  if (made.length > 1) {
    return errorResponse(
      new GatewayError(
        'idempotency_outcome_unknown',
        'Whether this booking create took effect cannot be told: the customer has several bookings this session never heard of. Create the booking with a new Idempotency-Key.',
      ),
    );
  }
  const booking = made[0]!;
  await ctx.guard.lock(`booking:${booking.pid}`, () => rememberState(ctx, booking));
  await ctx.queue?.booked(booking.pid);
  return new Response(null, {
    status: 201,
    headers: { Location: `${ctx.publicBase}/bookings/${booking.pid}` },
  });
}

export async function reconcileIntent(ctx: Context, intent: Intent): Promise<Response | null> {
  // A request this instance gave up on may still be carried out: read after it has settled.
  await ctx.upstream.settled(ctx.settleMs);
  // Not under the session's lock: a stopped instance may hold it (until it lapses), and the
  // repeats of one key are carried out one at a time already.
  if (intent.kind === 'customer') return bookingMadeFor(ctx, intent.customer);
  const { booking } = intent;
  return ctx.guard.lock(`booking:${booking}`, async () => {
    const state = await readBooking(ctx, booking);
    await rememberState(ctx, state);
    if (intent.kind === 'tickets') {
      const before = new Set(intent.before);
      const added = state.tickets.filter((ticket) => !before.has(ticket.pid));
      // The array create is atomic: all of them landed, or none did.
      if (added.length < intent.count) return null;
      // The failed answer gave the held tickets back; they are held after all.
      await holdTickets(ctx, booking, intent.count).catch(() => undefined);
      const location =
        intent.count === 1
          ? `${ctx.publicBase}/tickets/${added[0]!.pid}`
          : `${ctx.publicBase}/bookings/${booking}/tickets/`;
      return new Response(null, { status: 201, headers: { Location: location } });
    }
    if (intent.kind === 'booking') {
      // The service created it; its answer (and the session's next token) was lost.
      if (state.tickets.length === 0) await ctx.queue?.booked(booking);
      return new Response(null, {
        status: 201,
        headers: { Location: `${ctx.publicBase}/bookings/${booking}` },
      });
    }
    if (intent.kind === 'ticket_delete') {
      if (state.tickets.some((ticket) => ticket.pid === intent.ticket)) return null;
      return new Response(null, { status: 204 });
    }
    if (!state.confirmed) return null;
    await releaseTickets(ctx, booking, Infinity);
    // The e-mail of a confirmation whose answer was lost has not been sent yet.
    const answer = new Response(null, {
      status: 204,
      headers: { Location: `${ctx.publicBase}/bookings/${booking}` },
    });
    return afterConfirmation(ctx, booking, true, answer);
  });
}
