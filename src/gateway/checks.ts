/**
 * The checks a route declares (route.ts), and how the gateway runs them: the human check
 * (`verifyVisitor`), ownership of the records a request names, room in the session, shows on
 * sale, a settled booking, and the caps. Each check is a plain value built by the helpers below;
 * the gateway runs a route's checks in order before the route, and those that need the booking
 * under its lock with the booking as read there. Budgets a check takes are given back when the
 * route's answer is not 2xx.
 */
import { knownStates } from './booking-states.js';
import { VISITOR_TOKEN_HEADER } from '../api/gateway-headers.js';
import {
  checkOpenBookings,
  checkOptions,
  checkTicketCount,
  holdTickets,
  readBookings,
  refuseSettled,
  takeBudget,
  type BookingState,
} from './caps.js';
import type { Context } from './context.js';
import type { GatewayErrorKind, VerifyVisitor, VisitorAction } from './options.js';
import type { Generations } from './generations.js';
import { GatewayError, notFound } from './problem.js';
import { foreignReference } from './schemas.js';
import { MAX_SESSION_RECORDS, sessionFull, type Session } from './session.js';
import type { GatewayStore } from './store.js';
import { bareRequest, type VisitorRequest } from './visitor-request.js';
import { QUEUE_PASS_HEADER } from '../api/gateway-headers.js';

type Records = 'persons' | 'bookings';
type Options = readonly { option: string; quantity: number }[] | undefined;

export type Check =
  | { kind: 'current' }
  | { kind: 'visitor'; action: 'reserve' }
  | { kind: 'visitor'; action: 'confirm'; booking: string }
  | { kind: 'own'; records: Records; pid: string | null; at?: string }
  | { kind: 'room'; records: Records }
  | { kind: 'show'; show: string | undefined; at: string }
  | { kind: 'settled'; what: string }
  | { kind: 'customer'; person: string }
  | { kind: 'options'; options: Options }
  | { kind: 'ticketCount'; adding: number; at: string }
  | { kind: 'hold'; booking: string; count: number }
  | { kind: 'confirmations' }
  | { kind: 'emails'; booking: string }
  | { kind: 'openBookings' }
  | { kind: 'onBooking'; ticket: string }
  | { kind: 'queue'; shows: readonly (string | undefined)[]; booking: string; count: number }
  | { kind: 'queueCreate' };

/** The session's token is its newest (a write with an older one answers 403 `session_superseded`). */
export const current = (): Check => ({ kind: 'current' });
/** The human check for the session's first write (`reserve`) or for confirming `booking`. */
export const visitor = (action: VisitorAction, booking?: string): Check =>
  action === 'confirm' ? { kind: 'visitor', action, booking: booking! } : { kind: 'visitor', action };
/** The record is the session's: else 404, or 409 `reference_not_found` at `at` (a body field). */
export const own = (records: Records, pid: string | null, at?: string): Check => ({
  kind: 'own',
  records,
  pid,
  ...(at === undefined ? {} : { at }),
});
/** The session may take one more record of `records`. */
export const room = (records: Records): Check => ({ kind: 'room', records });
/** The show is on sale (when named). */
export const onSale = (show: string | undefined, at: string): Check => ({ kind: 'show', show, at });
/** Under the booking's lock: the booking is not confirmed. */
export const settled = (what: string): Check => ({ kind: 'settled', what });
/** No booking of the session whose customer is `person` is confirmed. */
export const settledCustomer = (person: string): Check => ({ kind: 'customer', person });
/** Under the booking's lock (or for a new booking): the extras are the booking's event's. */
export const extras = (options: Options): Check => ({ kind: 'options', options });
/** Under the booking's lock: `adding` more tickets fit the booking's cap. */
export const ticketCount = (adding: number, at: string): Check => ({ kind: 'ticketCount', adding, at });
/** `count` more tickets held from the client address (given back when refused). */
export const hold = (booking: string, count: number): Check => ({ kind: 'hold', booking, count });
/** One of the client address's confirmations of the hour (given back when refused). */
export const confirmations = (): Check => ({ kind: 'confirmations' });
/** One of the booking's confirmation e-mails of the hour (given back when refused). */
export const emails = (booking: string): Check => ({ kind: 'emails', booking });
/** Under the session's lock: the session may open another booking. */
export const openBookings = (): Check => ({ kind: 'openBookings' });
/** Under the booking's lock: the ticket is one of the booking's (else 404). */
export const onBooking = (ticket: string): Check => ({ kind: 'onBooking', ticket });

/**
 * The waiting room: the buyer is admitted for the events of these shows, and `count` more
 * tickets of `booking` fit the per-event cap (given back when refused).
 */
export const queued = (shows: readonly (string | undefined)[], booking: string, count: number): Check => ({
  kind: 'queue',
  shows,
  booking,
  count,
});
/** The waiting room: no new person or booking while a sale queues, unless the session is inside. */
export const queueCreate = (): Check => ({ kind: 'queueCreate' });

/** What running checks left to do once the route has answered. */
export interface Outcome {
  /** Gives back the budgets taken (the answer was not 2xx). */
  giveBack(): Promise<void>;
  /** Remembers a human check passed by a visitor without a session, for the issued one. */
  verified(issued: Session): Promise<void>;
}

export interface CheckOptions {
  verifyVisitor: VerifyVisitor | undefined;
  store: GatewayStore;
  generations: Generations;
  now: () => number;
  report(error: unknown, kind: GatewayErrorKind): void;
}

/** The store record that says a session passed `verifyVisitor`. */
const verifiedKey = (session: Session) => `verified:${session.id}`;
/** The store record that says a session passed `verifyVisitor` for confirming one of its bookings. */
const confirmedKey = (session: Session, booking: string) => `verified:${session.id}:confirm:${booking}`;

export function createChecks(options: CheckOptions) {
  const { store, now } = options;

  /**
   * Whether the visitor passes the site owner's `verifyVisitor` hook for `action`: asked with the
   * token of the `X-Visitor-Token` header and the request without its body. A refusal or a throw
   * answers 403 `visitor_unverified`, and `onError` hears of it.
   */
  async function verify(hook: VerifyVisitor, request: VisitorRequest, action: VisitorAction): Promise<void> {
    const token = request.headers.get(VISITOR_TOKEN_HEADER);
    const bare = bareRequest(request);
    let passed: boolean;
    let failure: unknown;
    try {
      passed = (await hook({ request: bare, action, token })) === true;
      failure = new Error(
        token ? `verifyVisitor refused the token (${action})` : `no visitor token was sent (${action})`,
      );
    } catch (error) {
      passed = false;
      failure = error;
    }
    if (passed) return;
    options.report(failure, 'verification_failed');
    throw new GatewayError(
      'visitor_unverified',
      token ? 'The visitor check did not pass; try it again.' : 'Complete the visitor check first.',
    );
  }

  const remember = async (key: string, session: Session) => {
    await store.set(key, '1', Math.max(1, session.expires - now()));
  };

  /**
   * The human check: before a session's first write (`reserve`, remembered for the session) and
   * before a confirmation (`confirm`, remembered for that booking, so repeating a confirmation
   * that failed for another reason needs no new token). Returns what to remember for a session
   * that is only being created by this write.
   */
  async function human(
    ctx: Context,
    request: VisitorRequest,
    check: Extract<Check, { kind: 'visitor' }>,
  ): Promise<((issued: Session) => Promise<void>) | null> {
    const hook = options.verifyVisitor;
    if (!hook) return null;
    const { session } = ctx;
    if (check.action === 'confirm' && session) {
      const key = confirmedKey(session, check.booking);
      if ((await store.get(key)) !== null) return null;
      await verify(hook, request, 'confirm');
      await remember(key, session);
      return null;
    }
    if (session && (await store.get(verifiedKey(session))) !== null) return null;
    await verify(hook, request, 'reserve');
    if (session) {
      await remember(verifiedKey(session), session);
      return null;
    }
    return (issued) => remember(verifiedKey(issued), issued);
  }

  /** Runs `checks` in order; the state is the booking read under the route's lock, if any. */
  return async function run(
    ctx: Context,
    request: VisitorRequest,
    checks: readonly Check[],
    state: BookingState | null,
  ): Promise<Outcome> {
    const giveBacks: (() => Promise<void>)[] = [];
    const remembers: ((issued: Session) => Promise<void>)[] = [];
    const { session, guard } = ctx;
    const needState = (check: Check): BookingState => {
      if (state === null) throw new Error(`the check ${check.kind} needs the booking read under its lock`);
      return state;
    };
    try {
      for (const check of checks) {
        switch (check.kind) {
          case 'current':
            await options.generations.current(session);
            break;
          case 'visitor': {
            const then = await human(ctx, request, check);
            if (then) remembers.push(then);
            break;
          }
          case 'own':
            if (check.pid === null || !session || !session[check.records].includes(check.pid)) {
              if (check.at === undefined) throw notFound();
              throw foreignReference(check.at, check.records === 'persons' ? 'person' : 'booking');
            }
            break;
          case 'room':
            if (session && session[check.records].length >= MAX_SESSION_RECORDS)
              throw sessionFull(check.records);
            break;
          case 'show':
            if (check.show !== undefined && !(await ctx.catalogue.has('shows', check.show))) {
              throw new GatewayError('reference_not_found', `${check.at}: no such show on sale here.`, [
                { property_path: check.at, message: 'No such show on sale here.' },
              ]);
            }
            break;
          case 'settled':
            refuseSettled(needState(check), check.what);
            break;
          case 'customer':
            for (const booking of (await knownStates(ctx, session?.bookings ?? [], false)) ??
              (await readBookings(ctx, session?.bookings ?? []))) {
              if (booking.customer === check.person) refuseSettled(booking, 'its customer');
            }
            break;
          case 'options':
            await checkOptions(ctx, state, check.options);
            break;
          case 'ticketCount':
            checkTicketCount(ctx, needState(check), check.adding, check.at);
            break;
          case 'hold':
            giveBacks.push(await holdTickets(ctx, check.booking, check.count));
            break;
          case 'confirmations':
            if (ctx.clientAddress) {
              giveBacks.push(
                await takeBudget(
                  guard.confirmations,
                  ctx.clientAddress,
                  'confirmation_limit_reached',
                  `At most ${guard.caps.confirmationsPerAddress} bookings may be confirmed from one address per hour.`,
                ),
              );
            }
            break;
          case 'emails':
            giveBacks.push(
              await takeBudget(
                guard.emails,
                check.booking,
                'email_limit_reached',
                `The confirmation e-mail of a booking may be sent at most ${guard.caps.emailsPerBooking} times per hour.`,
              ),
            );
            break;
          case 'openBookings':
            await checkOpenBookings(ctx);
            break;
          case 'queue': {
            if (!ctx.queue) break;
            const events = await ctx.queue.eventsOf(check.shows);
            if (events.length === 0) break;
            await ctx.queue.admit(ctx, events, request.headers.get(QUEUE_PASS_HEADER));
            giveBacks.push(await ctx.queue.takeTickets(ctx, events, check.booking, check.count));
            break;
          }
          case 'queueCreate':
            if (ctx.queue)
              giveBacks.push(await ctx.queue.mayCreate(ctx, request.headers.get(QUEUE_PASS_HEADER)));
            break;
          case 'onBooking':
            if (!needState(check).tickets.some((ticket) => ticket.pid === check.ticket)) throw notFound();
            break;
        }
      }
    } catch (error) {
      for (const giveBack of giveBacks.reverse()) await giveBack();
      throw error;
    }
    return {
      async giveBack() {
        for (const giveBack of giveBacks.reverse()) await giveBack();
      },
      async verified(issued) {
        for (const then of remembers) await then(issued);
      },
    };
  };
}
