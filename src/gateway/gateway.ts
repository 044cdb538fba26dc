/**
 * `createGateway(options)`: the site owner's Fetch API handler between a visitor's browser and
 * the ticketing service. It holds the service credentials; the visitor holds only a signed
 * session that names the records they created.
 *
 * Each request: CORS origin check → path below `basePath`, decoded into segments → rate limit per
 * client address → session verification (`X-Session`) → rate limit per session (a route with a
 * budget of its own, the queue poll, counts a request with a session itself; a catalogue read
 * this instance answers from its memory counts in the instance's own budgets: local-reads.ts) → the route of
 * the visitor's own records whose method and path match (its pids parsed once, see route.ts),
 * which declares its checks (the human check, ownership, caps, a settled booking: checks.ts),
 * else a catalogue read → answer with CORS, `no-store` and the session the route issued. Anything
 * no route accepts answers 404.
 * A write with an `Idempotency-Key` is carried out once per session and key (idempotency.ts).
 */
import { pidFromLocation } from '../api/create.js';
import { bookingRoutes } from './booking-routes.js';
import { lockedState } from './booking-states.js';
import type { BookingState } from './caps.js';
import { createChecks, type Outcome } from './checks.js';
import { addressFromProxy, addressGroup, proxyWarning } from './client-address.js';
import { createCatalogue } from './catalogue.js';
import { createCatalogueCache } from './catalogue-cache.js';
import { catalogueRoute } from './catalogue-routes.js';
import type { Context } from './context.js';
import { PAYMENTS_HEADER, QUEUEING_HEADER, TICKET_LIMIT_HEADER } from '../api/gateway-headers.js';
import { SESSION_HEADER, createCors } from './cors.js';
import { createGenerations } from './generations.js';
import { createGuard } from './guard.js';
import {
  createIdempotency,
  fingerprintOf,
  idempotencyKey,
  type IdempotentRequest,
  type Intent,
} from './idempotency.js';
import { hit, readBodyText, readJsonBody, SCOPES } from './limits.js';
import { createLocalReads } from './local-reads.js';
import type { Gateway, GatewayErrorKind, GatewayOptions } from './options.js';
import { paymentRoutes } from './payment-routes.js';
import { createPayments } from './payments/payments.js';
import { personRoutes } from './person-routes.js';
import { queueRoutes } from './queue-routes.js';
import { pathSegments } from './pids.js';
import { FORBIDDEN_METHODS, GatewayError, errorResponse, methodNotAllowed, notFound } from './problem.js';
import { reconcileIntent } from './reconcile.js';
import { resolveOptions } from './resolve-options.js';
import { matchRoute, type RouteResult } from './route.js';
import { createSessionCodec, withRecord, type Session } from './session.js';
import type { Limiter } from './store.js';
import { StoreUnavailable, guardStore } from './store-guard.js';
import { createStoreLoss } from './store-loss.js';
import { answerFor } from './text-answers.js';
import { ticketRoutes } from './ticket-routes.js';
import { UpstreamFailure, createUpstream } from './upstream.js';
import { createQueueGate } from './waiting-room/gate.js';
import { fetchRequestOf, takesViews, type ViewHandler, type VisitorRequest } from './visitor-request.js';

type Matched = NonNullable<ReturnType<typeof matchRoute>>;

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PATCH', 'DELETE']);
const WRITES = new Set(['POST', 'PATCH', 'DELETE']);
/** The routes of the visitor's own records; every other path is a catalogue read or 404. */
const ROUTES = [...personRoutes, ...bookingRoutes, ...ticketRoutes, ...paymentRoutes, ...queueRoutes];
const OWN = new Set(ROUTES.map((candidate) => candidate.path[0] as string));
const noIntent = async (_intent: Intent): Promise<void> => undefined;

/**
 * Whose idempotency records a request may replay. A key belongs to its session; without one (the
 * write that creates it), to the client address: another visitor's repeat of the key is a new
 * write, never a replay of the first visitor's answer and its session token. Without an address
 * the record is the request's own.
 */
const scopeOf = (session: Session | null, address: string | undefined) =>
  session ? `session:${session.id}` : address ? `address:${address}` : `once:${crypto.randomUUID()}`;

/** An error thrown while handling a request as the visitor's answer; others are rethrown. */
function answerOf(error: unknown): Response {
  if (error instanceof GatewayError) return errorResponse(error);
  if (error instanceof UpstreamFailure) return error.response;
  throw error;
}

export function createGateway(options: GatewayOptions): Gateway {
  const resolved = resolveOptions(options);
  const { now, basePath, bodyBytes, bodyTimeoutMs } = resolved;
  const codec = createSessionCodec({ secret: resolved.sessionSecret, ttl: resolved.sessionTtl, now });
  const upstream = createUpstream(resolved);
  const catalogue = createCatalogue(resolved, upstream);
  const cors = createCors(resolved.allowedOrigins);
  const { windowMs } = resolved;
  const store = guardStore(resolved.store, {
    timeoutMs: resolved.storeTimeoutMs,
    report: (error) => report(error, 'store_unavailable'),
  });
  const cache = createCatalogueCache(store.cache, resolved.cache, now);
  // Idempotency needs a store that keeps its data across its restarts: say so at start.
  void store
    .durable?.()
    .then((durable) => {
      if (durable !== false) return;
      const warning = new Error(
        'The gateway store does not keep its data across a restart (Redis appendonly is off): a ' +
          'restart forgets the idempotency records of writes under way, and a repeated write may ' +
          'be carried out twice. Turn on appendonly (see the README).',
      );
      report(warning, 'store_not_durable');
    })
    .catch(() => undefined);
  const byAddress = store.limiter({ name: 'address', points: resolved.perAddress, durationMs: windowMs });
  const bySession = store.limiter({ name: 'session', points: resolved.perSession, durationMs: windowMs });
  // Reads answered from this instance's memory count in budgets of its own (local-reads.ts).
  const reads = createLocalReads({ ...resolved, windowMs, catalogue, now });
  const guard = createGuard(resolved.caps, store, now);
  const warnProxied = proxyWarning(resolved.onError);
  const generations = createGenerations(store, now);
  // A store that lost its state: noticed, reported, and this instance's records put back.
  const loss = createStoreLoss({
    store: resolved.store,
    guarded: store,
    storeTimeoutMs: resolved.storeTimeoutMs,
    now,
    report,
  });
  const { epochs } = loss;
  const payments =
    resolved.payments &&
    createPayments({
      provider: resolved.payments,
      upstream,
      store,
      guard,
      now,
      report: (error) => report(error, 'payment'),
      // A sale's waiting room frees the buyer's place once their payment confirmed the booking.
      async confirmed(record) {
        if (!queue || !record.buyer) return;
        const visitor = {
          session: { id: record.buyer.session },
          clientAddress: record.buyer.address ?? undefined,
        };
        const shows = record.charge.tickets.map((ticket) => ticket.show.toUpperCase());
        await queue.confirmed(visitor, record.booking, shows);
      },
    });
  const rooms = resolved.waitingRoom ? store.rooms : undefined;
  if (resolved.waitingRoom && !rooms) {
    throw new TypeError('waitingRoom needs a store with rooms: memoryStore() or redisStore()');
  }
  const queue =
    resolved.waitingRoom && rooms
      ? createQueueGate({
          option: resolved.waitingRoom,
          backend: rooms,
          secret: resolved.sessionSecret,
          store,
          catalogue,
          upstream,
          holdMs: resolved.caps.holdMs,
          now,
        })
      : null;
  const runChecks = createChecks({ verifyVisitor: resolved.verifyVisitor, store, generations, now, report });
  // Longer than any write can take: its requests (a sign-in and a few reads included).
  const settleMs = 4 * resolved.upstream.timeoutMs + 10_000;
  const idempotency = createIdempotency({
    store,
    now,
    ttlMs: resolved.sessionTtl,
    pendingMs: settleMs,
    settled: () => upstream.settled(settleMs),
    waitMs: Math.min(Math.max(2 * resolved.upstream.timeoutMs, 5_000), 20_000),
    lock: guard.lock,
    // A stopped instance's write is carried out again once its requests would have timed out.
    landMs: resolved.upstream.timeoutMs,
    journal: loss.journal,
    restoreWaitMs: loss.restoreWaitMs,
  });

  /**
   * Runs a matched route: its checks in order, then (under its lock, with the booking read
   * there once, or as the gateway's own last read or write of it left it: booking-states.ts)
   * its locked checks and the route itself. Budgets the checks took are given back
   * when the route did not answer 2xx; a human check passed without a session is remembered for
   * the session issued with the answer.
   */
  async function perform(ctx: Context, request: VisitorRequest, matched: Matched): Promise<RouteResult> {
    const plan = await matched.route.plan(ctx, matched.params);
    const before = await runChecks(ctx, request, plan.checks, null);
    let locked: Outcome | undefined;
    const go = async (state: BookingState | null) => {
      locked = await runChecks(ctx, request, plan.locked(state), state);
      return plan.run(state);
    };
    let result: RouteResult;
    try {
      const exclusive = await plan.exclusive();
      result = exclusive
        ? await guard.lock(exclusive.lock, async () =>
            go(
              exclusive.read === undefined
                ? null
                : await lockedState(ctx, exclusive.read, exclusive.tickets ?? true),
            ),
          )
        : await go(null);
    } catch (error) {
      await locked?.giveBack();
      await before.giveBack();
      throw error;
    }
    if (!result.response.ok) {
      await locked?.giveBack();
      await before.giveBack();
    } else if (result.session) {
      await before.verified(result.session);
    }
    return result;
  }

  /** The route's answer, with the session it issues (2xx only) in `X-Session`. */
  async function answer(result: RouteResult): Promise<Response> {
    const { response, session } = result;
    if (session && response.ok) response.headers.set(SESSION_HEADER, await codec.sign(session));
    return response;
  }

  async function handle(request: VisitorRequest, clientAddress: string | undefined): Promise<Response> {
    const url = new URL(request.url);
    const method = request.method.toUpperCase();
    if (method === 'OPTIONS' && request.headers.has('access-control-request-method')) {
      return cors.preflight(request);
    }
    if (FORBIDDEN_METHODS.has(method)) throw methodNotAllowed();
    const segments = pathSegments(url.pathname, basePath);
    if (segments === null || !METHODS.has(method)) throw notFound();
    // Without a known address there is no per-address budget: one shared budget would let a
    // busy sale (or one abuser) lock every visitor out.
    // A read needs no store: without one it goes on unlimited (the per-address and per-session
    // limits count nothing then); a write fails closed.
    const limit = (limiter: Limiter, key: string, scope: string) =>
      hit(limiter, key, scope).catch((error: unknown) => {
        if (error instanceof StoreUnavailable && (method === 'GET' || method === 'HEAD')) return;
        throw error;
      });
    // The two budgets are counted while the session is verified (their store commands in flight
    // together): a request waits for one round trip to the store for them, not two. Their answers
    // are taken in the same order as ever: address, session token, session.
    const settled = <T>(promise: Promise<T>) =>
      promise.then(
        (value) => ({ ok: true as const, value }),
        (error: unknown) => ({ ok: false as const, error }),
      );
    const done = Promise.resolve({ ok: true as const, value: undefined });
    const addressCount = () =>
      settled(clientAddress ? limit(addressBudget, clientAddress, SCOPES.address) : Promise.resolve());
    const matched = matchRoute(ROUTES, method, segments);
    // A catalogue read this instance answered from its memory, and still can, counts here only.
    const read = matched === null ? reads.key(method, url) : null;
    const [addressBudget, sessionBudget] =
      read !== null && reads.fresh(read) ? [reads.byAddress, reads.bySession] : [byAddress, bySession];
    // A route with a budget of its own (a queue poll or join, counted in the room's own step: one
    // store command in all) counts a request with a valid session itself (the join also one without
    // a session token); every other one (one with a token that is not valid too) is counted here.
    const own = matched !== null && matched.route.ownBudget;
    const byAddressHit = own ? null : addressCount();
    const token = request.headers.get(SESSION_HEADER);
    const verified = await settled(token ? codec.verify(token) : Promise.resolve(null));
    const session = verified.ok ? verified.value : null;
    const deferred = own !== false && (session !== null || (own === 'always' && token === null));
    const sessionCount = () =>
      settled(session ? limit(sessionBudget, session.id, SCOPES.session) : Promise.resolve());
    const counts = deferred ? [done, done] : [byAddressHit ?? addressCount(), sessionCount()];
    for (const outcome of [await counts[0]!, verified, await counts[1]!]) {
      if (!outcome.ok) throw outcome.error;
    }
    let uncounted = deferred;
    /** The counts the route was left with, when it does not count the request itself. */
    const countRequest = async () => {
      if (!uncounted) return;
      uncounted = false;
      const [address, bySessionCount] = [addressCount(), sessionCount()];
      for (const outcome of [await address, await bySessionCount]) if (!outcome.ok) throw outcome.error;
    };

    if (matched === null && OWN.has(segments[0]!)) throw notFound();
    if (matched !== null && WRITES.has(method) && clientAddress === undefined && resolved.addressCaps) {
      // Without an address the per-address caps would count nothing: refuse rather than let
      // every visitor hold and confirm without limit.
      throw new GatewayError(
        'client_address_missing',
        'The gateway cannot tell where this request comes from; the site must pass the client address.',
      );
    }
    let raw: Promise<string> | undefined;
    let body: Promise<unknown> | undefined;
    const text = () => (raw ??= readBodyText(request, bodyBytes, bodyTimeoutMs));
    const json = () => (body ??= text().then((read) => readJsonBody(request, read)));
    // The session a request issues is one: the waiting room may let it in before the route makes it.
    let fresh: Session | undefined;
    const contextFor = (
      intend: (intent: Intent) => Promise<void>,
      idempotent: IdempotentRequest | null = null,
    ): Context => ({
      method,
      request,
      segments,
      params: url.searchParams,
      session,
      publicBase: resolved.publicUrl ?? `${url.origin}${basePath}`,
      upstream,
      catalogue,
      cache,
      cacheTtlMs: resolved.cache.ttlMs,
      confirmationEmail: resolved.confirmationEmail,
      payments,
      allowedOrigins: resolved.allowedOrigins,
      queue,
      clientAddress,
      guard,
      limits: { perAddress: resolved.perAddress, perSession: resolved.perSession, windowMs },
      countRequest,
      body: json,
      text,
      newSession: () => (fresh ??= codec.create()),
      renew: (next) => generations.renew(next),
      intend,
      idempotent,
      settleMs,
    });
    if (matched === null) {
      const response = await reads.answer(read, (memory) =>
        catalogueRoute({ ...contextFor(noIntent), memory }),
      );
      if (!response) throw notFound();
      return response;
    }
    const key = WRITES.has(method) ? idempotencyKey(request) : null;
    if (key === null) return answer(await perform(contextFor(noIntent), request, matched));
    const fingerprint = await fingerprintOf(method, url, await text());
    const keyed = { scope: scopeOf(session, clientAddress), key, fingerprint };
    // A route that records the key with its own write (the queue join) needs none of the below.
    if (matched.route.ownIdempotency) {
      return answer(await perform(contextFor(noIntent, keyed), request, matched));
    }
    // Whether the session began before the store's current state (its records may be lost);
    // every keyed write looks at the epoch, so each instance notices a loss soon.
    let older: Promise<boolean> | undefined;
    const predates = () =>
      (older ??= epochs
        .since()
        .then((epoch) => session !== null && session.expires - resolved.sessionTtl + 1_000 <= epoch));
    // Set once the session's records were looked for after the loss.
    const marker = session && `epoch-acknowledged:${session.id}`;
    const markerTtl = () => Math.max(1, (session?.expires ?? 0) - now());
    return idempotency.run(keyed, {
      async execute(record) {
        try {
          // The record keeps the session token issued with the answer, so a replay carries it.
          return await answer(await perform(contextFor(record), request, matched));
        } catch (error) {
          return answerOf(error);
        }
      },
      // A write in a session older than the store's state may have been carried out before
      // the state (and its record) was lost: the instance that wrote the record puts it back,
      // and the first keyed write of the session waits a moment for it (idempotency.ts).
      async lately() {
        return marker !== null && (await predates()) && (await store.get(marker)) === null;
      },
      async recovered() {
        if (marker) await store.set(marker, '1', markerTtl(), { ifAbsent: true });
      },
      // No instance put it back (the one that wrote it stopped too): the first such
      // reservation of the session answers 409 idempotency_outcome_unknown, and the page reads
      // the booking before it sends the reservation again (under a new key). Other writes are
      // harmless to repeat.
      async unknown() {
        if (!marker || !(await predates())) return null;
        if (!(await store.set(marker, '1', markerTtl(), { ifAbsent: true }))) return null;
        if (method !== 'POST' || segments.join('/') !== 'tickets') return null;
        return errorResponse(
          new GatewayError(
            'idempotency_outcome_unknown',
            'The gateway lost the record of earlier requests: read the booking, and send the reservation again with a new Idempotency-Key if it is not there.',
          ),
        );
      },
      async reconcile(intent) {
        const landed = await reconcileIntent(contextFor(noIntent), intent);
        // A confirmation that took effect issues the session's next token, as its answer would have.
        if (!landed || !session) return landed;
        // A booking that was created enters the session, with the token its answer carried.
        const made =
          intent.kind === 'booking'
            ? intent.booking
            : intent.kind === 'customer' && landed.status === 201
              ? String(pidFromLocation(landed.headers.get('location'), '/bookings/'))
              : null;
        if (made !== null) {
          const next = withRecord(session, 'bookings', made);
          return answer({ response: landed, session: await generations.renew(next) });
        }
        if (intent.kind !== 'confirm') return landed;
        return answer({ response: landed, session: await generations.renew(session) });
      },
    });
  }

  function report(error: unknown, kind: GatewayErrorKind): void {
    try {
      resolved.onError?.(error, { kind });
    } catch {
      // A failing logger must not change the visitor's answer.
    }
  }

  const serve: ViewHandler = async function gateway(request, connection = {}) {
    let corsHeaders: Record<string, string> = { Vary: 'Origin' };
    let response: Response;
    try {
      corsHeaders = cors.headersFor(request);
      const { trustProxy } = resolved;
      const address =
        resolved.clientAddress?.(fetchRequestOf(request)) ??
        (trustProxy === undefined
          ? undefined
          : await addressFromProxy(request, trustProxy, connection.clientAddress)) ??
        connection.clientAddress;
      if (trustProxy === undefined && !resolved.clientAddress) warnProxied(request);
      // Counted by its group (an IPv6 /64); an address the site owner's hook gives in another
      // form counts as it is.
      const group =
        address === undefined ? undefined : (addressGroup(address, resolved.ipv6Prefix) ?? address);
      response = await handle(request, resolved.addressCaps ? group : undefined);
    } catch (error) {
      if (error instanceof GatewayError || error instanceof UpstreamFailure) {
        // A set-up mistake of the site owner's server, not of the visitor: tell the owner.
        if (error instanceof GatewayError && error.code === 'body_already_read') {
          report(error, 'body_already_read');
        }
        if (error instanceof GatewayError && error.code === 'client_address_missing') {
          report(error, 'client_address_missing');
        }
        response = answerOf(error);
      } else {
        report(error, 'internal');
        response = errorResponse(new GatewayError('internal_error', 'The request could not be handled.'));
      }
    }
    const headers = response.headers;
    for (const [name, value] of Object.entries(corsHeaders)) if (!headers.has(name)) headers.set(name, value);
    if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
    // The service's time (relayed), else the gateway's: the widget corrects its countdown by it.
    if (!headers.has('Date')) headers.set('Date', new Date(now()).toUTCString());
    headers.set('X-Content-Type-Options', 'nosniff');
    // What the widget may put on one booking: it offers no more than this.
    headers.set(TICKET_LIMIT_HEADER, String(resolved.caps.ticketsPerBooking));
    // The widget pays before it confirms when this is there (it reads it on its first answer).
    if (payments) headers.set(PAYMENTS_HEADER, payments.provider);
    // The sales that queue now, as the room last answered this instance (never from a cached
    // body): the widget of such an event takes its place in line before it creates anything.
    const queueing = queue?.queueing() ?? [];
    if (queueing.length > 0) headers.set(QUEUEING_HEADER, queueing.join(','));
    return answerFor(request, response);
  };
  // A Fetch handler; the Node adapter hands the same steps a view of its own request instead.
  const gateway: Gateway = (request, connection) => serve(request, connection);
  loss.watchWhile(gateway);
  return takesViews(gateway, serve);
}
