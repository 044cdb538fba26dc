/**
 * What one visitor may hold, so that nobody can hold the house or use the shop to send mail:
 * tickets per booking, open bookings per session, tickets held per client address across
 * sessions, confirmations per address and hour, confirmation e-mails per booking and hour; and
 * the rule that a confirmed booking is settled (its tickets, extras and customer cannot be
 * changed through the gateway any more).
 *
 * The booking-level checks read the booking from the service under a short lock per booking
 * (`guard.ts`: in the store, so it holds across instances): the read and the write it allows cannot interleave
 * with another write of the same booking, and the count is the service's own. The address-level
 * hold is a tally in the store, grown before the write and given back when the service refuses.
 */
import { anyOf } from './catalogue.js';
import type { Context } from './context.js';
import { isObject, refOf } from './json-values.js';
import { GatewayError } from './problem.js';
import type { Limiter } from './store.js';

/** A booking as the checks need it. */
export interface BookingState {
  pid: string;
  confirmed: boolean;
  released: boolean;
  /** When an unconfirmed booking's tickets are released (epoch ms), if known. */
  expires: number | null;
  customer: string | null;
  /** Its tickets' pids (lower case) and shows (upper case); only when read with its tickets. */
  tickets: { pid: string; show: string | null }[];
  /** Whether `tickets` is the booking's list (read with its tickets), not merely empty. */
  ticketsKnown: boolean;
}

export function stateOf(record: Record<string, unknown>): BookingState {
  const expires = typeof record.expires === 'string' ? Date.parse(record.expires) : NaN;
  const listed = Array.isArray(record.tickets) ? record.tickets : null;
  const tickets = listed ? listed.filter(isObject) : [];
  return {
    pid: String(refOf(record.pid) ?? ''),
    confirmed: record.confirmation === true,
    released: record.released === true,
    expires: Number.isFinite(expires) ? expires : null,
    customer: refOf(record.customer)?.toUpperCase() ?? null,
    tickets: tickets.map((ticket) => ({
      pid: String(refOf(ticket.pid) ?? '').toLowerCase(),
      show: refOf(ticket.show)?.toUpperCase() ?? null,
    })),
    // Read with its tickets, the list holds them as records (without, at most their pids).
    ticketsKnown: listed !== null && tickets.length === listed.length,
  };
}

/** One of the visitor's bookings, with its tickets, as the service has it now. */
export async function readBooking(ctx: Context, booking: string): Promise<BookingState> {
  const response = await ctx.upstream.answer(
    ctx.upstream.client.GET('/bookings/{pid}', {
      params: { path: { pid: Number(booking) }, query: { properties: { tickets: 1 } } },
    }),
  );
  const record = await ctx.upstream.json(response);
  if (!isObject(record)) {
    throw new GatewayError('upstream_unavailable', 'The ticketing service sent an unreadable booking.');
  }
  return stateOf(record);
}

/** Several of the visitor's bookings (with `tickets`, also their tickets), in one read. */
export async function readBookings(
  ctx: Context,
  bookings: readonly string[],
  tickets = false,
): Promise<BookingState[]> {
  if (bookings.length === 0) return [];
  const filters = { pid: anyOf(bookings) };
  const query = tickets ? { filters, properties: { tickets: 1 as const } } : { filters };
  const response = await ctx.upstream.answer(ctx.upstream.client.GET('/bookings/', { params: { query } }));
  const records = await ctx.upstream.json(response);
  return Array.isArray(records) ? records.filter(isObject).map(stateOf) : [];
}

const open = (booking: BookingState, now: number) =>
  !booking.confirmed && !booking.released && (booking.expires === null || booking.expires > now);

/** `booking_settled` for a confirmed booking. */
export function refuseSettled(booking: BookingState, what: string): void {
  if (!booking.confirmed) return;
  throw new GatewayError(
    'booking_settled',
    `Booking ${booking.pid} is confirmed: ${what} can no longer be changed here. Contact the box office.`,
  );
}

/** `booking_open` while the session holds as many open bookings as it may. */
export async function checkOpenBookings(ctx: Context): Promise<void> {
  const { openBookingsPerSession } = ctx.guard.caps;
  const bookings = ctx.session?.bookings ?? [];
  if (bookings.length < openBookingsPerSession) return;
  const now = ctx.guard.now();
  const opened = (await readBookings(ctx, bookings)).filter((booking) => open(booking, now));
  if (opened.length < openBookingsPerSession) return;
  const ends = opened.map((booking) => booking.expires).filter((at): at is number => at !== null);
  const headers: Record<string, string> = {};
  if (ends.length > 0)
    headers['Retry-After'] = String(Math.max(1, Math.ceil((Math.min(...ends) - now) / 1000)));
  throw new GatewayError(
    'booking_open',
    openBookingsPerSession === 1
      ? `Booking ${opened[0]!.pid} is still open: complete it, or let it expire, before starting another.`
      : `This session already has ${opened.length} open bookings, the most it may have.`,
    [],
    headers,
  );
}

/** `ticket_limit_reached` when `adding` more tickets would pass the booking's cap. */
export function checkTicketCount(ctx: Context, booking: BookingState, adding: number, path: string): void {
  const most = ctx.guard.caps.ticketsPerBooking;
  if (booking.tickets.length + adding <= most) return;
  const left = Math.max(0, most - booking.tickets.length);
  throw new GatewayError(
    'ticket_limit_reached',
    `A booking may hold at most ${most} tickets; this one holds ${booking.tickets.length}, so ${left} more can be added.`,
    [{ property_path: path, message: `At most ${most} tickets per booking.` }],
  );
}

const holdKey = (address: string) => `held:${address}`;
const holderKey = (booking: string) => `holder:${booking}`;

/**
 * Counts `count` more tickets held by the client address for `booking` (lapsing after the hold
 * time), or throws `hold_limit_reached` with the seconds until the earliest hold lapses. Returns
 * the function that gives them back (for a write the service refused).
 */
export async function holdTickets(
  ctx: Context,
  booking: string,
  count: number,
): Promise<() => Promise<void>> {
  const address = ctx.clientAddress;
  if (!address || count <= 0) return async () => undefined;
  const { caps, store, now } = ctx.guard;
  const at = now();
  const tally = await store.tally(holdKey(address), booking, count, {
    cap: caps.heldTicketsPerAddress,
    expiresAt: at + caps.holdMs,
    now: at,
  });
  if (!tally.ok) {
    const seconds = Math.max(1, Math.ceil(((tally.nextExpiry ?? at + caps.holdMs) - at) / 1000));
    throw new GatewayError(
      'hold_limit_reached',
      `At most ${caps.heldTicketsPerAddress} tickets may be held from one address at a time; ${tally.total} are. Confirm or release a booking first.`,
      [],
      { 'Retry-After': String(seconds) },
    );
  }
  await store.set(holderKey(booking), address, caps.holdMs);
  return () => releaseTickets(ctx, booking, count);
}

/** Gives back `count` held tickets of `booking` (all of them with `Infinity`: confirmed). */
export async function releaseTickets(ctx: Context, booking: string, count: number): Promise<void> {
  const { store, now, caps } = ctx.guard;
  const address = (await store.get(holderKey(booking))) ?? ctx.clientAddress;
  if (!address) return;
  if (count === Infinity) {
    await store.untally(holdKey(address), booking);
    return;
  }
  const at = now();
  await store.tally(holdKey(address), booking, -count, {
    cap: caps.heldTicketsPerAddress,
    expiresAt: at,
    now: at,
  });
}

/** Takes one of `limiter`'s points for `key`, or throws `code` (429) with `Retry-After`. */
export async function takeBudget(
  limiter: Limiter,
  key: string,
  code: 'confirmation_limit_reached' | 'email_limit_reached',
  detail: string,
): Promise<() => Promise<void>> {
  const { ok, msBeforeNext } = await limiter.take(key);
  if (!ok) {
    const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
    throw new GatewayError(code, `${detail} Try again in ${Math.ceil(seconds / 60)} min.`, [], {
      'Retry-After': String(seconds),
    });
  }
  return () => limiter.give(key);
}

/**
 * Extras only on a booking that holds tickets, and only extras of the events of its tickets.
 * `options` as the visitor sent them. An option's event is catalogue data, as a show's is: the
 * catalogue's read of the events on sale names their options. Only options it does not name
 * (another event's, or one created since) are read from the service, in one request.
 */
export async function checkOptions(
  ctx: Context,
  booking: BookingState | null,
  options: readonly { option: string; quantity: number }[] | undefined,
): Promise<void> {
  const wanted = (options ?? []).map((item, i) => ({ ...item, i })).filter((item) => item.quantity > 0);
  if (wanted.length === 0) return;
  if (!booking || booking.tickets.length === 0) {
    throw new GatewayError(
      'options_need_tickets',
      'Extras can be added once the booking holds tickets.',
      wanted.map(({ i }) => ({ property_path: `options[${i}].quantity`, message: 'Add tickets first.' })),
    );
  }
  const { showEvents } = await ctx.catalogue.snapshot();
  const events = new Set(
    booking.tickets.map((ticket) => (ticket.show ? showEvents.get(ticket.show) : undefined)),
  );
  const eventOf = new Map<string, string>();
  for (const pid of new Set(wanted.map((w) => w.option))) {
    const event = await ctx.catalogue.optionEvent(pid);
    if (event) eventOf.set(pid, event);
  }
  const unknown = [...new Set(wanted.map((w) => w.option))].filter((pid) => !eventOf.has(pid));
  if (unknown.length > 0) {
    const response = await ctx.upstream.answer(
      ctx.upstream.client.GET('/options/', { params: { query: { filters: { pid: anyOf(unknown) } } } }),
    );
    const records = await ctx.upstream.json(response);
    for (const record of Array.isArray(records) ? records.filter(isObject) : []) {
      const pid = refOf(record.pid);
      const event = refOf(record.event);
      if (pid && event) eventOf.set(pid.toUpperCase(), event.toUpperCase());
    }
  }
  const foreign = wanted.filter((item) => !events.has(eventOf.get(item.option)));
  if (foreign.length === 0) return;
  throw new GatewayError(
    'option_not_of_event',
    `options[${foreign[0]!.i}].option: not an extra of this booking's event.`,
    foreign.map(({ i }) => ({
      property_path: `options[${i}].option`,
      message: "Not an extra of this booking's event.",
    })),
  );
}
