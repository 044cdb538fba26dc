/**
 * The waiting room's own routes: `POST /queue/<event>` takes a place in the event's line (or
 * keeps the one the session has) and `GET /queue/<event>` says where the buyer stands. Both
 * answer the buyer's view: state, position, number ahead, estimated wait, when to ask again, and
 * the signed pass once admitted. A visitor without a session gets a new one with their place,
 * which is the session's: a reload that keeps the session keeps the place.
 */
import { IDEMPOTENCY_REPLAYED_HEADER, QUEUE_PLACE_HEADER } from '../api/gateway-headers.js';
import type { Context } from './context.js';
import { GatewayError, notFound } from './problem.js';
import { route } from './route.js';
import type { Session } from './session.js';
import { textResponse } from './text-answers.js';
import type { QueueView } from './waiting-room/room.js';

/** The view as JSON, in the service's spelling. */
function body(view: QueueView): string {
  const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());
  return JSON.stringify({
    state: view.state,
    position: view.position,
    ahead: view.ahead,
    waiting: view.waiting,
    estimated_wait_seconds: view.estimatedWaitMs === null ? null : Math.ceil(view.estimatedWaitMs / 1000),
    poll_after_ms: view.pollAfterMs,
    opens_at: iso(view.opensAt),
    admitted_per_minute: view.admittedPerMinute,
    all_held: view.allHeld,
    pass: view.pass,
    pass_expires: iso(view.passExpires),
  });
}

/** The event's line, when it has one and the event is on sale; else null. */
async function roomOf(ctx: Context, event: string) {
  const queue = ctx.queue;
  if (!queue || !(await ctx.catalogue.has('events', event)) || !(await queue.room.has(event))) return null;
  return queue;
}

const answer = (view: QueueView, session?: Session, replayed = false) => ({
  response: textResponse(body(view), {
    status: 200,
    headers: {
      'Content-Type': 'application/json',
      ...(replayed ? { [IDEMPOTENCY_REPLAYED_HEADER]: 'true' } : {}),
      ...(view.place ? { [QUEUE_PLACE_HEADER]: view.place } : {}),
    },
  }),
  ...(session ? { session } : {}),
});

const withBody = () => new GatewayError('validation_failed', 'Taking a place in line takes no body.');

export const queueRoutes = [
  route({
    method: 'POST',
    path: ['queue', { pid: 'uuid' }],
    // A join's Idempotency-Key is recorded with the place, and the join counted against the rate
    // limits, in the room's own step (one store command).
    ownIdempotency: true,
    ownBudget: 'always',
    async run(ctx, [event]) {
      const queue = await roomOf(ctx, event!);
      const keyed = ctx.idempotent;
      const refused = (await ctx.text()) !== '';
      if (!queue || (refused && !keyed)) {
        await ctx.countRequest();
        throw queue ? withBody() : notFound();
      }
      const session = ctx.session ?? ctx.newSession();
      // The key is its visitor's (the session, or the address group of a visitor without one):
      // a repeat answers for the member it placed first, with that member's session.
      const once = keyed && {
        name: `${keyed.scope} ${keyed.key}`,
        fingerprint: keyed.fingerprint,
        expires: session.expires,
        refused,
      };
      // Counted by member only with a session of the visitor's own (a new one has no requests yet).
      const budget = {
        group: ctx.clientAddress ?? null,
        ...ctx.limits,
        perSession: ctx.session ? ctx.limits.perSession : Infinity,
      };
      const joined = await queue.room.joinOnce(
        event!,
        session.id,
        ctx.clientAddress ?? null,
        once ?? undefined,
        budget,
      );
      if (!joined) throw notFound();
      if (joined.view === null) {
        if (joined.refusal === 'refused') throw withBody();
        throw new GatewayError(
          'idempotency_key_reused',
          'This Idempotency-Key was used for another request; send a new key for a new request.',
        );
      }
      if (joined.view.state === 'taken') {
        throw new GatewayError(
          'queue_place_taken',
          'Someone on this network already has a place in this line; one place per household.',
        );
      }
      if (ctx.session) return answer(joined.view, undefined, joined.replayed);
      // The session issued with the first answer (its token is signed from these, so it is the same).
      const placed: Session = joined.replayed
        ? { id: joined.member, persons: [], bookings: [], expires: joined.expires!, generation: 0 }
        : session;
      return answer(joined.view, placed, joined.replayed);
    },
  }),
  route({
    method: 'GET',
    path: ['queue', { pid: 'uuid' }],
    // A buyer's poll counts against the rate limits in the room's own step (one store command).
    ownBudget: true,
    async run(ctx, [event]) {
      const queue = await roomOf(ctx, event!);
      if (!queue || !ctx.session) {
        await ctx.countRequest();
        throw queue ? notFound('Take a place in line first (POST).') : notFound();
      }
      const budget = { group: ctx.clientAddress ?? null, ...ctx.limits };
      const view = await queue.room.poll(
        event!,
        ctx.session.id,
        budget,
        ctx.request.headers.get(QUEUE_PLACE_HEADER),
      );
      if (!view) throw notFound();
      return answer(view);
    },
  }),
];
