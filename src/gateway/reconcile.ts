/**
 * Reading whether a write whose outcome the gateway never learnt took effect, from the booking
 * it meant to change (see idempotency.ts). Each answer is the one the write would have had.
 */
import { rememberState } from './booking-states.js';
import { holdTickets, readBooking, releaseTickets } from './caps.js';
import { afterConfirmation } from './confirmation-email.js';
import type { Context } from './context.js';
import type { Intent } from './idempotency.js';

export async function reconcileIntent(ctx: Context, intent: Intent): Promise<Response | null> {
  // A request this instance gave up on may still be carried out: read after it has settled.
  await ctx.upstream.settled(ctx.settleMs);
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
