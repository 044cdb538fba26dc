/**
 * How a route of the visitor's own records is declared: its method and path (literal segments
 * and typed pids, parsed once into the form the session keeps), the input it reads from the
 * body with its own schema, and the checks the gateway runs before it (see checks.ts). A route
 * answers `{ response, session }`: the session, when given, is issued with a 2xx answer.
 *
 * ```ts
 * route({
 *   method: 'PATCH',
 *   path: ['bookings', { pid: 'booking' }],
 *   input: async (ctx, [booking]) => ({ booking, body: parseBody(Schema, await ctx.body()) }),
 *   checks: ({ booking, body }) => [own('bookings', booking), visitor('confirm', booking)],
 *   exclusive: ({ booking }) => ({ lock: `booking:${booking}`, read: booking }),
 *   locked: (_input, state) => [settled('its extras')],
 *   run: async (ctx, input, state) => ({ response: … }),
 * });
 * ```
 */
import type { BookingState } from './caps.js';
import type { Check } from './checks.js';
import type { Context } from './context.js';
import { parsePid, type PidKind } from './pids.js';
import type { Session } from './session.js';

type Method = 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'DELETE';

/** What a route answers: the response, and the session to issue with it (2xx only). */
export interface RouteResult {
  response: Response;
  session?: Session;
}

/** A path part: a literal segment, or a pid of a kind (parsed into its one form). */
type Part = string | { pid: PidKind };

/** The pids of a path, in order, each in the form the session keeps. */
export type Params = readonly string[];

/** Work under a lock held across instances; `read` names a booking read once under it. */
interface Exclusive {
  lock: string;
  read?: string;
  /**
   * Whether the checks and the route need the booking's tickets (default true). Without, the
   * state the gateway knows from its own last write or read of the booking serves even when the
   * tickets changed since (booking-states.ts).
   */
  tickets?: boolean;
}

type Maybe<T> = T | Promise<T>;

export interface RouteDefinition<I> {
  method: Method | readonly Method[];
  path: readonly Part[];
  /**
   * The route counts a request with a valid session against the rate limits itself (the queue
   * poll: in the room's own step), or asks the gateway to (`ctx.countRequest()`); `'always'`: also
   * a request without a session token (the queue join). The gateway counts every other request
   * (one with a token that is not valid included) before the route.
   */
  ownBudget?: boolean | 'always';
  /**
   * The route keeps the record of a request's `Idempotency-Key` itself, in the same step as its
   * write (the queue join: with the place in line, one store command), from `ctx.idempotent`; the
   * gateway's own records (idempotency.ts) serve every other keyed write.
   */
  ownIdempotency?: boolean;
  /** The route's typed input: its pids and its body, parsed with the route's own schema. */
  input?: (ctx: Context, params: Params) => Promise<I>;
  /** Checks before anything is written, in order. */
  checks?: (input: I, ctx: Context) => Maybe<readonly Check[]>;
  /** A lock to run under, and the booking to read once under it (asked once `checks` passed). */
  exclusive?: (input: I, ctx: Context) => Maybe<Exclusive | null>;
  /** Checks under the lock, with the booking as read there. */
  locked?: (input: I, state: BookingState | null) => readonly Check[];
  run: (ctx: Context, input: I, state: BookingState | null) => Promise<RouteResult>;
}

/** A route's plan for one request, its input parsed. */
interface Plan {
  checks: readonly Check[];
  /** Asked once `checks` passed. */
  exclusive(): Promise<Exclusive | null>;
  locked(state: BookingState | null): readonly Check[];
  run(state: BookingState | null): Promise<RouteResult>;
}

export interface Route {
  readonly methods: readonly Method[];
  readonly path: readonly Part[];
  readonly ownBudget: boolean | 'always';
  readonly ownIdempotency: boolean;
  plan(ctx: Context, params: Params): Promise<Plan>;
}

export function route<I = Params>(definition: RouteDefinition<I>): Route {
  const methods = typeof definition.method === 'string' ? [definition.method] : definition.method;
  return {
    methods,
    path: definition.path,
    ownBudget: definition.ownBudget ?? false,
    ownIdempotency: definition.ownIdempotency ?? false,
    async plan(ctx, params) {
      const input = definition.input ? await definition.input(ctx, params) : (params as I);
      return {
        checks: (await definition.checks?.(input, ctx)) ?? [],
        exclusive: async () => (await definition.exclusive?.(input, ctx)) ?? null,
        locked: (state) => definition.locked?.(input, state) ?? [],
        run: (state) => definition.run(ctx, input, state),
      };
    },
  };
}

/**
 * The route for `method` and `segments`, with the pids of its path; null when none matches. A
 * segment that is not a pid of the kind its place asks for matches nothing (404).
 */
export function matchRoute(
  routes: readonly Route[],
  method: string,
  segments: readonly string[],
): { route: Route; params: Params } | null {
  for (const candidate of routes) {
    if (!candidate.methods.includes(method as Method) || candidate.path.length !== segments.length) continue;
    const params: string[] = [];
    const matched = candidate.path.every((part, i) => {
      const segment = segments[i]!;
      if (typeof part === 'string') return part === segment;
      const pid = parsePid(part.pid, segment);
      if (pid !== null) params.push(pid);
      return pid !== null;
    });
    if (matched) return { route: candidate, params };
  }
  return null;
}
