/**
 * The visitor's tickets: reserving one or several on a booking of the session, reading them,
 * changing and deleting them while their booking is not confirmed, and the array edit
 * `PATCH /tickets/`, which the service applies all or none.
 */
import { knownStates, ticketsChanging } from './booking-states.js';
import { readBookings, refuseSettled, releaseTickets, type BookingState } from './caps.js';
import {
  current,
  hold,
  onBooking,
  onSale,
  own,
  queued,
  settled,
  ticketCount,
  visitor,
  type Check,
} from './checks.js';
import { readList, readRecord, type Context } from './context.js';
import { TICKET_LIST } from './booking-routes.js';
import { refOf } from './json-values.js';
import { bookingPid } from './pids.js';
import { GatewayError, notFound } from './problem.js';
import { route } from './route.js';
import {
  TicketCreateManySchema,
  TicketCreateSchema,
  TicketPatchManySchema,
  TicketPatchSchema,
  parseBody,
} from './schemas.js';

const mine = (ctx: Context, booking: string | null): booking is string =>
  booking !== null && ctx.session !== null && ctx.session.bookings.includes(booking);

/** The booking of a ticket, read from the service, when it is one of the visitor's. */
async function ownTicket(ctx: Context, pid: string): Promise<string> {
  const response = await ctx.upstream.answer(
    ctx.upstream.client.GET('/tickets/{pid}', { params: { path: { pid } } }),
  );
  if (response.status === 404) throw notFound();
  const ticket = (await ctx.upstream.json(response)) as Record<string, unknown> | null;
  const booking = bookingPid(refOf(ticket?.booking) ?? '');
  if (!mine(ctx, booking)) throw notFound();
  return booking;
}

/** The checks of the items of a ticket write: their bookings the session's, their shows on sale. */
const itemChecks = (items: readonly { booking?: number; show?: string }[], prefix: (i: number) => string) =>
  items.flatMap((item, i): Check[] => [
    ...(item.booking === undefined ? [] : [own('bookings', String(item.booking), `${prefix(i)}booking`)]),
    onSale(item.show, `${prefix(i)}show`),
  ]);

/**
 * `PATCH /tickets/`: one read of the session's bookings with their tickets says both which pids
 * are the visitor's tickets and whether a booking they touch is confirmed. A ticket that is not
 * the visitor's answers as the service does for one that does not exist: 409
 * `reference_not_found` at `[i].pid` (so the answer tells no foreign ticket from a missing one).
 */
async function patchTickets(ctx: Context, items: ReturnType<typeof TicketPatchManySchema.parse>) {
  const bookings = ctx.session?.bookings ?? [];
  const known = await knownStates(ctx, bookings, true);
  const states = (known ?? (await readBookings(ctx, bookings, true))).filter((state) =>
    mine(ctx, bookingPid(state.pid)),
  );
  const owner = new Map<string, BookingState>();
  for (const state of states) for (const ticket of state.tickets) owner.set(ticket.pid, state);
  const errors = items.flatMap((item, i) =>
    owner.has(item.pid) ? [] : [{ property_path: `[${i}].pid`, message: 'No such ticket in this session.' }],
  );
  if (errors.length > 0) {
    const detail = `${errors[0]!.property_path}: no such ticket in this session.`;
    throw new GatewayError('reference_not_found', detail, errors);
  }
  // Tickets of a confirmed booking are sold: they cannot be changed here.
  const moved = new Set(items.flatMap((item) => (item.booking === undefined ? [] : [String(item.booking)])));
  for (const state of states) {
    if (moved.has(state.pid) || items.some((item) => owner.get(item.pid) === state)) {
      refuseSettled(state, 'its tickets');
    }
  }
  // Moved to another show or booking, the tickets' list changes: known again after a read.
  const moving = items.filter((item) => item.show !== undefined || item.booking !== undefined);
  const changing = new Set([...moved, ...moving.flatMap((item) => [owner.get(item.pid)?.pid ?? ''])]);
  // A sale's per-event cap: tickets moved into a queued sale's show count there, per booking.
  const sales: { done(): Promise<void>; undo(): Promise<void> }[] = [];
  const undo = async () => {
    for (const sale of sales.splice(0)) await sale.undo();
  };
  try {
    for (const state of ctx.queue ? states : []) {
      const booking = bookingPid(state.pid)!;
      const moves = items
        .filter((item) => (item.show ?? item.booking) !== undefined && owner.get(item.pid) === state)
        .map((item) => {
          const from = state.tickets.find((ticket) => ticket.pid === item.pid)?.show ?? null;
          const into = item.booking === undefined ? undefined : String(item.booking);
          return { from, to: item.show ?? from, ...(into === undefined ? {} : { into }) };
        });
      if (moves.length > 0) sales.push(await ctx.queue!.moveTickets(ctx, booking, moves));
    }
    for (const booking of changing) {
      if (booking === '') continue;
      await ticketsChanging(ctx, booking);
      await ctx.queue?.changing(booking);
    }
    const response = await ctx.upstream.answer(ctx.upstream.client.PATCH('/tickets/', { body: items }));
    if (response.ok) for (const sale of sales.splice(0)) await sale.done();
    else await undo();
    return ctx.upstream.relay(response, ctx.publicBase);
  } catch (error) {
    await undo();
    throw error;
  }
}

const TICKET = ['tickets', { pid: 'ticket' }] as const;

export const ticketRoutes = [
  route({
    method: ['GET', 'HEAD'],
    path: ['tickets'],
    async run(ctx) {
      const scope = {
        path: ['booking'],
        resolve: (value: string) => {
          const booking = bookingPid(value);
          return mine(ctx, booking) ? booking : null;
        },
      };
      return {
        response: await readList(ctx, '/tickets/', undefined, { ...TICKET_LIST, scopes: [scope] }, false),
      };
    },
  }),
  route({
    method: 'PATCH',
    path: ['tickets'],
    input: async (ctx) => parseBody(TicketPatchManySchema, await ctx.body()),
    checks: (items) => [
      current(),
      // Moving tickets to a show whose sale queues needs an admission (it adds no tickets).
      queued(
        items.map((item) => item.show),
        '',
        0,
      ),
      visitor('reserve'),
      ...itemChecks(items, (i) => `[${i}].`),
    ],
    run: async (ctx, items) => ({ response: await patchTickets(ctx, items) }),
  }),
  route({
    method: 'POST',
    path: ['tickets'],
    async input(ctx) {
      const raw = await ctx.body();
      const many = Array.isArray(raw);
      const items = many ? parseBody(TicketCreateManySchema, raw) : [parseBody(TicketCreateSchema, raw)];
      return { many, items, booking: String(items[0]!.booking) };
    },
    checks: ({ many, items, booking }) => [
      current(),
      // In line first: a buyer who is not admitted is not asked for a human check either.
      queued(
        items.map((item) => item.show),
        booking,
        items.length,
      ),
      visitor('reserve'),
      // All the items are for one booking of the session.
      ...items.flatMap((item, i): Check[] => [
        own('bookings', String(item.booking) === booking ? booking : null, `${many ? `[${i}].` : ''}booking`),
        onSale(item.show, `${many ? `[${i}].` : ''}show`),
      ]),
    ],
    exclusive: ({ booking }) => ({ lock: `booking:${booking}`, read: booking }),
    locked: ({ many, items, booking }) => [
      settled('its tickets'),
      ticketCount(items.length, many ? '' : 'booking'),
      hold(booking, items.length),
    ],
    async run(ctx, { many, items, booking }, state) {
      const before = (state?.tickets ?? []).map((ticket) => ticket.pid);
      await ctx.intend({ kind: 'tickets', booking, before, count: items.length });
      await ticketsChanging(ctx, booking);
      let response: Response;
      try {
        response = await ctx.upstream.answer(
          ctx.upstream.client.POST('/tickets/', { body: many ? items : items[0]! }),
        );
      } catch (error) {
        // Whether tickets were reserved is not known: nor are the shows of the booking's tickets.
        await ctx.queue?.changing(booking);
        throw error;
      }
      // The list link of an array create is scoped to the booking, so the visitor may follow it.
      const scoped = (location: string) =>
        location.includes('?')
          ? `${location}&${encodeURIComponent('filters[booking]')}=${booking}`
          : location;
      if (response.ok)
        await ctx.queue?.reserved(
          ctx,
          booking,
          items.map((item) => item.show),
        );
      else if (response.status >= 500) await ctx.queue?.changing(booking);
      return { response: await ctx.upstream.relay(response, ctx.publicBase, { location: scoped }) };
    },
  }),
  route({
    method: 'GET',
    path: TICKET,
    run: async (ctx, [ticket]) => ({
      response: await readRecord(ctx, '/tickets/{pid}', ticket!, { properties: [] }, (record) =>
        mine(ctx, bookingPid(refOf(record.booking) ?? '')),
      ),
    }),
  }),
  route({
    method: ['PATCH', 'DELETE'],
    path: TICKET,
    input: async (ctx, [ticket]) => ({
      ticket: ticket!,
      body: ctx.method === 'PATCH' ? parseBody(TicketPatchSchema, await ctx.body()) : undefined,
    }),
    checks: ({ body }, ctx) => [
      current(),
      queued([body?.show], '', 0),
      visitor('reserve'),
      ...itemChecks(body ? [body] : [], () => ''),
      // A session without bookings has no tickets.
      own('bookings', ctx.session?.bookings[0] ?? null),
    ],
    async exclusive({ ticket }, ctx) {
      // With one booking in the session the ticket can only be of that one: its read under the
      // lock says both whether the ticket is on it and whether it is confirmed. With several,
      // the ticket is read first to learn its booking.
      const bookings = ctx.session!.bookings;
      const booking = bookings.length === 1 ? bookings[0]! : await ownTicket(ctx, ticket);
      return { lock: `booking:${booking}`, read: booking };
    },
    // A sold ticket leaves only through the box office: neither deleted nor changed here.
    locked: ({ ticket }) => [onBooking(ticket), settled('its tickets')],
    async run(ctx, { ticket, body }, state) {
      const booking = bookingPid(state!.pid)!;
      const params = { path: { pid: ticket } };
      // A sale's per-event cap: a deleted ticket gives its count back, one moved into a queued
      // sale's show counts there.
      const from = state!.tickets.find((known) => known.pid === ticket.toLowerCase())?.show ?? null;
      const to = body === undefined ? null : (body.show ?? from);
      const into = body?.booking === undefined ? booking : String(body.booking);
      const sale = await ctx.queue?.moveTickets(ctx, booking, [{ from, to, into }]);
      if (body === undefined) await ctx.intend({ kind: 'ticket_delete', booking, ticket });
      // Its booking's tickets (and those of the booking it moves to) are known again after a read.
      for (const changed of new Set([booking, into])) {
        await ticketsChanging(ctx, changed);
        await ctx.queue?.changing(changed);
      }
      const request =
        body === undefined
          ? ctx.upstream.client.DELETE('/tickets/{pid}', { params })
          : ctx.upstream.client.PATCH('/tickets/{pid}', { params, body });
      let response: Response;
      try {
        response = await ctx.upstream.answer(request);
      } catch (error) {
        await sale?.undo();
        throw error;
      }
      await (response.ok ? sale?.done() : sale?.undo());
      if (body === undefined && response.ok) await releaseTickets(ctx, booking, 1);
      return { response: await ctx.upstream.relay(response, ctx.publicBase) };
    },
  }),
];
