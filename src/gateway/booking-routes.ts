/**
 * The visitor's own records: creating a person and a booking for that person (both then enter
 * the visitor's session), reserving, changing and deleting tickets of that booking, setting its
 * options, changing the person, confirming (with or without delivery; a confirmation also sends
 * the confirmation e-mail, see confirmation-email.ts), sending that e-mail again, and reading the
 * booking with its tickets, customer and deliveries. Several tickets of the visitor's bookings
 * may be changed in one array edit (`PATCH /tickets/`), which the service applies all or none.
 *
 * A pid in the path that is not in the session answers 404 without asking the service; a pid in
 * a body that is not in the session answers 409 `reference_not_found` at its property path.
 */
import { pidFromLocation } from '../api/create.js';
import {
  checkOpenBookings,
  checkOptions,
  checkTicketCount,
  holdTickets,
  readBooking,
  readBookings,
  refuseSettled,
  releaseTickets,
  takeBudget,
  type BookingState,
} from './caps.js';
import { afterConfirmation } from './confirmation-email.js';
import { readList, readRecord, uuidSegment, type Context, type Route } from './context.js';
import { refOf } from './json-values.js';
import { GatewayError, notFound } from './problem.js';
import type { QueryRule } from './query.js';
import {
  BOOKING_PID,
  BookingCreateSchema,
  BookingPatchSchema,
  EmailSendSchema,
  PersonCreateSchema,
  PersonPatchSchema,
  TICKET_PID,
  TicketCreateManySchema,
  TicketCreateSchema,
  TicketPatchManySchema,
  TicketPatchSchema,
  foreignReference,
  parseBody,
} from './schemas.js';
import { MAX_SESSION_RECORDS, sessionFull, withRecord, type Session } from './session.js';

const TICKET_LIST: Omit<QueryRule, 'scopes'> = {
  properties: [],
  fields: ['pid', 'show', 'sector', 'seat', 'price', 'batchId', ...['created', 'updated']],
  orderBy: ['batchOrder', 'pid', 'created', 'updated'],
};
const DELIVERY_LIST: QueryRule = { properties: [], fields: ['pid', 'created'], orderBy: ['created', 'pid'] };
const BOOKING_READ: QueryRule = { properties: ['customer', 'tickets', 'deliveries'] };

/** The booking pid of a path segment or body value, as the session keeps it (12 digits). */
const bookingKey = (value: string | number | undefined): string | null =>
  value !== undefined && BOOKING_PID.test(String(value)) ? String(value).replaceAll('-', '') : null;

const mine = (session: Session | null, kind: 'persons' | 'bookings', pid: string | null): pid is string =>
  pid !== null && session !== null && session[kind].includes(pid);

/** Checked before creating, so a full session does not leave an orphan record behind. */
function ensureRoom(session: Session | null, kind: 'persons' | 'bookings'): void {
  if (session && session[kind].length >= MAX_SESSION_RECORDS) throw sessionFull(kind);
}

/** The shows of ticket writes must be shows of allowed events. */
async function checkShow(ctx: Context, show: string | undefined, path: string): Promise<void> {
  if (show !== undefined && !(await ctx.catalogue.has('shows', show))) {
    throw new GatewayError('reference_not_found', `${path}: no such show on sale here.`, [
      { property_path: path, message: 'No such show on sale here.' },
    ]);
  }
}

/** The booking of a ticket, read from the service, when it is one of the visitor's. */
async function ownTicket(ctx: Context, pid: string): Promise<string> {
  const response = await ctx.upstream.answer(
    ctx.upstream.client.GET('/tickets/{pid}', { params: { path: { pid } } }),
  );
  if (response.status === 404) throw notFound();
  const ticket = (await ctx.upstream.json(response)) as Record<string, unknown> | null;
  const booking = bookingKey(refOf(ticket?.booking) ?? undefined);
  if (!mine(ctx.session, 'bookings', booking)) throw notFound();
  return booking;
}

/**
 * `PATCH /tickets/`: an array edit of tickets of the session's bookings. Every item is checked
 * before anything is sent (its booking and show, then that its ticket is the visitor's), and the
 * service applies the array all or none, so a foreign pid anywhere changes nothing. A ticket
 * that is not the visitor's answers as the service does for one that does not exist: 409
 * `reference_not_found` at `[i].pid` (so the answer tells no foreign ticket from a missing one).
 */
async function patchTickets(ctx: Context): Promise<Response> {
  const items = parseBody(TicketPatchManySchema, await ctx.body());
  for (const [i, item] of items.entries()) {
    if (item.booking !== undefined && !mine(ctx.session, 'bookings', String(item.booking))) {
      throw foreignReference(`[${i}].booking`, 'booking');
    }
    await checkShow(ctx, item.show, `[${i}].show`);
  }
  // One read of the session's bookings with their tickets says both which pids are the
  // visitor's tickets and whether a booking they touch is confirmed.
  const states = (await readBookings(ctx, ctx.session?.bookings ?? [], true)).filter((state) =>
    mine(ctx.session, 'bookings', bookingKey(state.pid)),
  );
  const own = new Map<string, BookingState>();
  for (const state of states) for (const ticket of state.tickets) own.set(ticket.pid, state);
  const errors = items.flatMap((item, i) =>
    own.has(item.pid) ? [] : [{ property_path: `[${i}].pid`, message: 'No such ticket in this session.' }],
  );
  if (errors.length > 0) {
    const detail = `${errors[0]!.property_path}: no such ticket in this session.`;
    throw new GatewayError('reference_not_found', detail, errors);
  }
  // Tickets of a confirmed booking are sold: they cannot be changed here.
  const moved = new Set(items.flatMap((item) => (item.booking === undefined ? [] : [String(item.booking)])));
  for (const state of states) {
    if (moved.has(state.pid) || items.some((item) => own.get(item.pid) === state)) {
      refuseSettled(state, 'its tickets');
    }
  }
  const response = await ctx.upstream.answer(ctx.upstream.client.PATCH('/tickets/', { body: items }));
  return ctx.upstream.relay(response, ctx.publicBase);
}

async function created(ctx: Context, response: Response, kind: 'persons' | 'bookings'): Promise<Response> {
  if (response.status === 201) {
    const pid = String(pidFromLocation(response.headers.get('location'), `/${kind}/`));
    const session = ctx.session ?? ctx.newSession();
    ctx.issue(withRecord(session, kind, kind === 'persons' ? pid.toUpperCase() : pid));
  }
  return ctx.upstream.relay(response, ctx.publicBase);
}

const persons: Route = async (ctx) => {
  const [, rawPid, ...rest] = ctx.segments;
  if (rest.length) return null;
  if (rawPid === undefined) {
    if (ctx.method !== 'POST') return null;
    ensureRoom(ctx.session, 'persons');
    const body = parseBody(PersonCreateSchema, await ctx.body());
    const { hosts } = await ctx.catalogue.snapshot();
    if (body.host !== undefined && !hosts.has(body.host)) throw foreignReference('host', 'host');
    // The person belongs to the host of the events on sale (the service would otherwise pick
    // the back-office user's first host).
    if (body.host === undefined && hosts.size === 1) body.host = [...hosts][0]!;
    return created(
      ctx,
      await ctx.upstream.answer(ctx.upstream.client.POST('/persons/', { body })),
      'persons',
    );
  }
  const pid = uuidSegment(rawPid);
  if (!mine(ctx.session, 'persons', pid)) return null;
  if (ctx.method === 'GET') return readRecord(ctx, '/persons/{pid}', pid, { properties: [] }, () => true);
  if (ctx.method !== 'PATCH') return null;
  const body = parseBody(PersonPatchSchema, await ctx.body());
  // The customer of a confirmed booking is settled: its name, e-mail and address went on the
  // tickets and the confirmation, and a visitor may not redirect them (or the e-mail) now.
  const bookings = await readBookings(ctx, ctx.session?.bookings ?? []);
  for (const booking of bookings) if (booking.customer === pid) refuseSettled(booking, 'its customer');
  const request = ctx.upstream.client.PATCH('/persons/{pid}', { params: { path: { pid } }, body });
  return ctx.upstream.relay(await ctx.upstream.answer(request), ctx.publicBase);
};

const bookings: Route = async (ctx) => {
  const [, rawPid, child, ...rest] = ctx.segments;
  if (rest.length) return null;
  if (rawPid === undefined) {
    if (ctx.method !== 'POST') return null;
    ensureRoom(ctx.session, 'bookings');
    const body = parseBody(BookingCreateSchema, await ctx.body());
    if (!mine(ctx.session, 'persons', body.customer)) throw foreignReference('customer', 'person');
    await checkOptions(ctx, null, body.options);
    return ctx.guard.lock(`session:${ctx.session!.id}`, async () => {
      await checkOpenBookings(ctx);
      const response = await ctx.upstream.answer(ctx.upstream.client.POST('/bookings/', { body }));
      return created(ctx, response, 'bookings');
    });
  }
  const pid = bookingKey(rawPid);
  if (!mine(ctx.session, 'bookings', pid)) return null;

  if (child !== undefined) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return null;
    if (child === 'tickets') return readList(ctx, '/bookings/{pid}/tickets/', Number(pid), TICKET_LIST, true);
    if (child === 'deliveries') {
      return readList(ctx, '/bookings/{pid}/deliveries/', Number(pid), DELIVERY_LIST, true);
    }
    return null;
  }
  if (ctx.method === 'POST') {
    // The service also reads a booking by POST, without a body.
    const text = (await ctx.text()).trim();
    if (text !== '' && text !== '{}') {
      throw new GatewayError('validation_failed', 'A booking read by POST carries no body.', [
        { property_path: '', message: 'Send no body.' },
      ]);
    }
  }
  if (ctx.method === 'GET' || ctx.method === 'POST') {
    return readRecord(ctx, '/bookings/{pid}', Number(pid), BOOKING_READ, () => true);
  }
  if (ctx.method !== 'PATCH') return null;
  const body = parseBody(BookingPatchSchema, await ctx.body());
  if (body.customer !== undefined && !mine(ctx.session, 'persons', body.customer)) {
    throw foreignReference('customer', 'person');
  }
  const patch = () =>
    ctx.upstream.answer(
      ctx.upstream.client.PATCH('/bookings/{pid}', { params: { path: { pid: Number(pid) } }, body }),
    );
  return ctx.guard.lock(`booking:${pid}`, async () => {
    const state = await readBooking(ctx, pid);
    const confirming = body.confirmation === true;
    if (state.confirmed && confirming && body.options === undefined && body.customer === undefined) {
      // Confirming again changes nothing: the service answers as before, and nothing is sent.
      return ctx.upstream.relay(await patch(), ctx.publicBase);
    }
    refuseSettled(state, 'its extras and customer');
    await checkOptions(ctx, state, body.options);
    const address = ctx.clientAddress;
    const giveBack =
      confirming && address
        ? await takeBudget(
            ctx.guard.confirmations,
            address,
            'confirmation_limit_reached',
            `At most ${ctx.guard.caps.confirmationsPerAddress} bookings may be confirmed from one address per hour.`,
          )
        : undefined;
    if (confirming) await ctx.intend({ kind: 'confirm', booking: pid });
    const response = await patch();
    if (!response.ok) await giveBack?.();
    // Confirmed tickets are sold, no longer held.
    if (confirming && response.ok) await releaseTickets(ctx, pid, Infinity);
    return afterConfirmation(ctx, pid, body.confirmation, await ctx.upstream.relay(response, ctx.publicBase));
  });
};

const tickets: Route = async (ctx) => {
  const [, rawPid, ...rest] = ctx.segments;
  if (rest.length) return null;
  if (rawPid === undefined) {
    if (ctx.method === 'GET' || ctx.method === 'HEAD') {
      const scope = {
        path: ['booking'],
        resolve: (value: string) => {
          const key = bookingKey(value);
          return mine(ctx.session, 'bookings', key) ? key : null;
        },
      };
      return readList(ctx, '/tickets/', undefined, { ...TICKET_LIST, scopes: [scope] }, false);
    }
    if (ctx.method === 'PATCH') return patchTickets(ctx);
    if (ctx.method !== 'POST') return null;
    const raw = await ctx.body();
    const many = Array.isArray(raw);
    const items = many ? parseBody(TicketCreateManySchema, raw) : [parseBody(TicketCreateSchema, raw)];
    const prefix = (i: number) => (many ? `[${i}].` : '');
    const booking = String(items[0]!.booking);
    for (const [i, item] of items.entries()) {
      if (!mine(ctx.session, 'bookings', String(item.booking)) || String(item.booking) !== booking) {
        throw foreignReference(`${prefix(i)}booking`, 'booking');
      }
      await checkShow(ctx, item.show, `${prefix(i)}show`);
    }
    return ctx.guard.lock(`booking:${booking}`, async () => {
      const state = await readBooking(ctx, booking);
      refuseSettled(state, 'its tickets');
      checkTicketCount(ctx, state, items.length, many ? '' : 'booking');
      const giveBack = await holdTickets(ctx, booking, items.length);
      const before = state.tickets.map((ticket) => ticket.pid);
      await ctx.intend({ kind: 'tickets', booking, before, count: items.length });
      const response = await ctx.upstream.answer(
        ctx.upstream.client.POST('/tickets/', { body: many ? items : items[0]! }),
      );
      if (!response.ok) await giveBack();
      // The list link of an array create is scoped to the booking, so the visitor may follow it.
      const scoped = (location: string) =>
        location.includes('?')
          ? `${location}&${encodeURIComponent('filters[booking]')}=${booking}`
          : location;
      return ctx.upstream.relay(response, ctx.publicBase, { location: scoped });
    });
  }
  if (!TICKET_PID.test(rawPid)) return null;
  const pid = rawPid.toLowerCase();
  if (ctx.method === 'GET') {
    return readRecord(ctx, '/tickets/{pid}', pid, { properties: [] }, (ticket) =>
      mine(ctx.session, 'bookings', bookingKey(refOf(ticket.booking) ?? undefined)),
    );
  }
  if (ctx.method !== 'PATCH' && ctx.method !== 'DELETE') return null;
  const body = ctx.method === 'PATCH' ? parseBody(TicketPatchSchema, await ctx.body()) : undefined;
  if (body?.booking !== undefined && !mine(ctx.session, 'bookings', String(body.booking))) {
    throw foreignReference('booking', 'booking');
  }
  await checkShow(ctx, body?.show, 'show');
  const sessionBookings = ctx.session?.bookings ?? [];
  if (sessionBookings.length === 0) throw notFound();
  // With one booking in the session the ticket can only be of that one: its read under the lock
  // says both whether the ticket is on it and whether it is confirmed. With several, the ticket
  // is read first to learn its booking.
  const only = sessionBookings.length === 1 ? sessionBookings[0]! : null;
  const booking = only ?? (await ownTicket(ctx, pid));
  const params = { path: { pid } };
  return ctx.guard.lock(`booking:${booking}`, async () => {
    const state = await readBooking(ctx, booking);
    if (only !== null && !state.tickets.some((ticket) => ticket.pid === pid)) throw notFound();
    // A sold ticket leaves only through the box office: neither deleted nor changed here.
    refuseSettled(state, 'its tickets');
    if (body === undefined) await ctx.intend({ kind: 'ticket_delete', booking, ticket: pid });
    const request =
      body === undefined
        ? ctx.upstream.client.DELETE('/tickets/{pid}', { params })
        : ctx.upstream.client.PATCH('/tickets/{pid}', { params, body });
    const response = await ctx.upstream.answer(request);
    if (body === undefined && response.ok) await releaseTickets(ctx, booking, 1);
    return ctx.upstream.relay(response, ctx.publicBase);
  });
};

const email: Route = async (ctx) => {
  if (ctx.segments.length !== 2 || ctx.segments[1] !== 'send' || ctx.method !== 'POST') return null;
  const body = parseBody(EmailSendSchema, await ctx.body());
  if (!mine(ctx.session, 'bookings', String(body.booking))) throw foreignReference('booking', 'booking');
  const giveBack = await takeBudget(
    ctx.guard.emails,
    String(body.booking),
    'email_limit_reached',
    `The confirmation e-mail of a booking may be sent at most ${ctx.guard.caps.emailsPerBooking} times per hour.`,
  );
  const response = await ctx.upstream.answer(ctx.upstream.client.POST('/email/send', { body }));
  if (!response.ok) await giveBack();
  return ctx.upstream.relay(response, ctx.publicBase);
};

/** Routes by the first path segment. */
export const bookingRoutes: Readonly<Record<string, Route>> = { persons, bookings, tickets, email };
