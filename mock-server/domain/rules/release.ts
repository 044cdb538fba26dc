/**
 * Release of unconfirmed bookings (§3, §8, DESIGN.md §4): a booking not confirmed by its
 * `expires` (its creation plus the release period in force then) loses its tickets and options.
 * It stays unconfirmed and keeps `expires`, `released` becomes true, and further tickets, options
 * or confirmation answer 409 `booking_expired`. The ticket records are deleted, which gives their
 * places and ticket option quantities back; the option quantities come back too.
 *
 * Nothing runs on timers: before every request (`settle`) and on every clock move
 * (`clockMoved`, whose report `POST /__admin/clock` answers) the bookings due by the mock clock
 * are released, as of their `expires`: one second before it they are kept, at it released. Each
 * release is journalled (kind `release`, naming the expiry instant) and emits
 * `booking-tickets-deleted` when tickets went.
 */
import type { Pid } from '../model';
import type { Store, Stored } from '../store';
import { CountChanges, eventOfShow, optionItems, type BookingOptionItem } from './counters';
import { ExpiryQueue } from './expiry-queue';
import type { RecordRules, RuleContext } from './types';
import { bookingLabel, plural } from './support';

/** What one release did; `POST /__admin/clock` lists these under `expired`. */
interface ReleaseReport {
  readonly booking: number;
  readonly pid_readable: string;
  /** The booking's `expires`, ISO 8601 UTC: the instant of the release. */
  readonly expired_at: string;
  readonly ticket_count: number;
  readonly tickets: string[];
  readonly options: BookingOptionItem[];
}

const queues = new WeakMap<Store, ExpiryQueue>();

function queueOf(store: Store): ExpiryQueue {
  let queue = queues.get(store);
  if (!queue) queues.set(store, (queue = ExpiryQueue.of(store)));
  return queue;
}

/** An unconfirmed booking whose tickets are still held until `expires`. */
type Pending = Stored<'bookings'> & { readonly expires: number };

const pending = (booking: Stored<'bookings'> | undefined): booking is Pending =>
  booking !== undefined &&
  booking.confirmation !== true &&
  booking.released !== true &&
  typeof booking.expires === 'number';

/** Releases every booking due at `ctx.now`; answers what was released, in expiry order. */
function releaseDue(ctx: RuleContext): ReleaseReport[] {
  const { store, now } = ctx;
  const queue = queueOf(store);
  const due = new Map<Pid, Pending>();
  for (const [, pid] of queue.popDue(now)) {
    const booking = store.get('bookings', pid);
    if (!pending(booking)) continue;
    // A stale entry (a rolled back booking whose pid came back with a later expiry): requeue.
    if (booking.expires > now) queue.push(booking.expires, pid);
    else due.set(pid, booking);
  }
  if (due.size === 0) return [];
  const ordered = [...due.values()].sort((a, b) => a.expires - b.expires || a._seq - b._seq);
  const counts = new CountChanges();
  const reports = ordered.map((booking) => release(ctx, booking, counts));
  counts.apply(store);
  return reports;
}

function release(ctx: RuleContext, booking: Pending, counts: CountChanges): ReleaseReport {
  const { store } = ctx;
  const expires = booking.expires;
  const tickets = store.select('tickets', 'booking', booking.pid);
  for (const ticket of tickets) {
    counts.ticket(ticket, eventOfShow(store, ticket.show), -1);
    store.remove('tickets', ticket.pid);
  }
  const options = optionItems(booking);
  counts.bookingOptions(options, -1);
  store.replace('bookings', { ...booking, released: true, options: [], updated: expires });

  const label = bookingLabel(booking, booking.pid);
  const expiredAt = new Date(expires).toISOString();
  const optionNote = options.length > 0 ? ` and its ${plural(options.length, 'option')}` : '';
  ctx.journal.record({
    kind: 'release',
    message: `Released ${plural(tickets.length, 'ticket')}${optionNote} of booking ${label}: not confirmed by ${expiredAt}.`,
    resource: 'bookings',
    pid: booking.pid,
  });
  const ticketPids = tickets.map((ticket) => String(ticket.pid));
  if (ticketPids.length > 0) {
    ctx.events.emit({
      type: 'booking-tickets-deleted',
      payload: { booking: booking.pid, tickets: ticketPids, host: booking._host },
    });
  }
  return {
    booking: booking.pid,
    pid_readable: label,
    expired_at: expiredAt,
    ticket_count: ticketPids.length,
    tickets: ticketPids,
    options: options.map((item) => ({ ...item })),
  };
}

export const releaseRules: RecordRules = {
  name: 'release',
  settle(ctx) {
    releaseDue(ctx);
  },
  settles(ctx) {
    return queueOf(ctx.store).hasDue(ctx.now);
  },
  clockMoved(ctx) {
    return releaseDue(ctx);
  },
  reload(ctx) {
    queues.set(ctx.store, ExpiryQueue.of(ctx.store));
  },
  afterCreate(ctx, resource, records) {
    if (resource !== 'bookings') return;
    const queue = queueOf(ctx.store);
    for (const booking of records) if (pending(booking)) queue.push(booking.expires, booking.pid);
  },
};
