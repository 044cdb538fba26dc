/**
 * `createGateway(options)`: the site owner's Fetch API handler between a visitor's browser and
 * the ticketing service. It holds the service credentials; the visitor holds only a signed
 * session that names the records they created.
 *
 * Each request: CORS origin check → path below `basePath` → rate limit per client address →
 * session verification (`X-Session`) → rate limit per session → the site owner's
 * `verifyVisitor` hook (before a session's first write, and before a confirmation) → route (catalogue reads, or the
 * visitor's own person, booking, tickets and e-mail) → answer with CORS, `no-store` and, when
 * the visitor created a record, the new session token. Anything no route accepts answers 404.
 * A write with an `Idempotency-Key` is carried out once per session and key (idempotency.ts).
 */
import { bookingRoutes } from './booking-routes.js';
import { addressFromProxy, proxyWarning } from './client-address.js';
import { createCatalogue } from './catalogue.js';
import { createCatalogueCache } from './catalogue-cache.js';
import { catalogueRoute } from './catalogue-routes.js';
import type { Context } from './context.js';
import { TICKET_LIMIT_HEADER, VISITOR_TOKEN_HEADER } from '../api/gateway-headers.js';
import { SESSION_HEADER, createCors } from './cors.js';
import { createGuard } from './guard.js';
import { createIdempotency, fingerprintOf, idempotencyKey, type Intent } from './idempotency.js';
import { hit, readBodyText, readJsonBody } from './limits.js';
import type { Gateway, GatewayErrorKind, GatewayOptions, VisitorAction } from './options.js';
import { GatewayError, errorResponse, notFound } from './problem.js';
import { reconcileIntent } from './reconcile.js';
import { resolveOptions } from './resolve-options.js';
import { createSessionCodec, type Session } from './session.js';
import { UpstreamFailure, createUpstream } from './upstream.js';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PATCH', 'DELETE']);
const WRITES = new Set(['POST', 'PATCH', 'DELETE']);
/** The store record that says a session passed `verifyVisitor`. */
const verifiedKey = (session: Session) => `verified:${session.id}`;
/** The store record that says a session passed `verifyVisitor` for confirming one of its bookings. */
const confirmedKey = (session: Session, booking: string) => `verified:${session.id}:confirm:${booking}`;

/** An error thrown while handling a request as the visitor's answer; others are rethrown. */
function answerOf(error: unknown): Response {
  if (error instanceof GatewayError) return errorResponse(error);
  if (error instanceof UpstreamFailure) return error.response;
  throw error;
}
const SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

/** The path below `basePath` as segments; null when the request is not for the gateway. */
function pathSegments(pathname: string, basePath: string): string[] | null {
  if (pathname !== basePath && !pathname.startsWith(`${basePath}/`)) return null;
  const rest = pathname.slice(basePath.length).replace(/^\/|\/$/g, '');
  const segments = rest === '' ? [] : rest.split('/');
  // Only plain segments: no `..`, no encoded slashes or other escapes, no empty segments.
  return segments.length > 0 && segments.every((segment) => SEGMENT.test(segment)) ? segments : null;
}

export function createGateway(options: GatewayOptions): Gateway {
  const resolved = resolveOptions(options);
  const { now, basePath, bodyBytes, bodyTimeoutMs } = resolved;
  const codec = createSessionCodec({ secret: resolved.sessionSecret, ttl: resolved.sessionTtl, now });
  const upstream = createUpstream(resolved);
  const catalogue = createCatalogue(resolved, upstream);
  const cache = createCatalogueCache(resolved.store.cache, resolved.cache);
  const cors = createCors(resolved.allowedOrigins);
  const { store, windowMs } = resolved;
  const byAddress = store.limiter({ name: 'address', points: resolved.perAddress, durationMs: windowMs });
  const bySession = store.limiter({ name: 'session', points: resolved.perSession, durationMs: windowMs });
  const guard = createGuard(resolved.caps, store, now);
  const warnProxied = proxyWarning(resolved.onError);
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
  });

  /**
   * Whether the visitor passes the site owner's `verifyVisitor` hook for `action`: asked with the
   * token of the `X-Visitor-Token` header and the request without its body (which the gateway
   * reads itself). A refusal or a throw answers 403 `visitor_unverified`, and `onError` hears of it.
   */
  async function verifyVisitor(request: Request, action: VisitorAction): Promise<void> {
    const hook = resolved.verifyVisitor!;
    const token = request.headers.get(VISITOR_TOKEN_HEADER);
    const bare = new Request(request.url, { method: request.method, headers: request.headers });
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
    report(failure, 'verification_failed');
    throw new GatewayError(
      'visitor_unverified',
      token ? 'The visitor check did not pass; try it again.' : 'Complete the visitor check first.',
    );
  }

  /** Remembers a verification until the session ends. */
  async function remember(key: string, session: Session): Promise<void> {
    await store.set(key, '1', Math.max(1, session.expires - now()));
  }

  /**
   * The site owner's human check, when one is set: before a session's first write of the
   * visitor's records (`reserve`, remembered for the session) and before a confirmation
   * (`confirm`, remembered for that booking, so repeating a confirmation that failed for another
   * reason needs no new token). Returns what to remember once the write went through, for a
   * session that is only being created by it.
   */
  async function checkVisitor(
    request: Request,
    method: string,
    segments: string[],
    session: Session | null,
    body: () => Promise<unknown>,
  ): Promise<((issued: Session) => Promise<void>) | null> {
    if (!resolved.verifyVisitor || !Object.hasOwn(bookingRoutes, segments[0]!) || !WRITES.has(method)) {
      return null;
    }
    const booking = segments[0] === 'bookings' && segments.length === 2 ? segments[1]! : null;
    if (method === 'PATCH' && session && booking && session.bookings.includes(booking)) {
      const patch = await body();
      if (
        typeof patch === 'object' &&
        patch !== null &&
        (patch as { confirmation?: unknown }).confirmation === true
      ) {
        const key = confirmedKey(session, booking);
        if ((await store.get(key)) !== null) return null;
        await verifyVisitor(request, 'confirm');
        await remember(key, session);
        return null;
      }
    }
    if (session && (await store.get(verifiedKey(session))) !== null) return null;
    await verifyVisitor(request, 'reserve');
    if (session) {
      await remember(verifiedKey(session), session);
      return null;
    }
    // A session that starts with a verified write is verified from the start.
    return (issued) => remember(verifiedKey(issued), issued);
  }

  async function handle(
    request: Request,
    clientAddress: string | undefined,
    issue: (session: Session) => void,
  ): Promise<Response> {
    const url = new URL(request.url);
    const method = request.method.toUpperCase();
    if (method === 'OPTIONS' && request.headers.has('access-control-request-method')) {
      return cors.preflight(request);
    }
    const segments = pathSegments(url.pathname, basePath);
    if (segments === null || !METHODS.has(method)) throw notFound();
    // Without a known address there is no per-address budget: one shared budget would let a
    // busy sale (or one abuser) lock every visitor out.
    if (clientAddress) await hit(byAddress, clientAddress, 'from this address');
    const token = request.headers.get(SESSION_HEADER);
    const session = token ? await codec.verify(token) : null;
    if (session) await hit(bySession, session.id, 'in this session');

    const first = segments[0]!;
    const own = Object.hasOwn(bookingRoutes, first);
    let intend = async (_intent: Intent): Promise<void> => undefined;
    let issuedHere: Session | undefined;
    let raw: Promise<string> | undefined;
    let body: Promise<unknown> | undefined;
    const text = () => (raw ??= readBodyText(request, bodyBytes, bodyTimeoutMs));
    const json = () => (body ??= text().then((read) => readJsonBody(request, read)));
    const verified = await checkVisitor(request, method, segments, session, json);
    const ctx: Context = {
      method,
      segments,
      params: url.searchParams,
      session,
      publicBase: resolved.publicUrl ?? `${url.origin}${basePath}`,
      upstream,
      catalogue,
      cache,
      cacheTtlMs: resolved.cache.ttlMs,
      confirmationEmail: resolved.confirmationEmail,
      clientAddress,
      guard,
      body: json,
      text,
      newSession: () => codec.create(),
      issue: (next) => {
        issuedHere = next;
        issue(next);
      },
      intend: (intent) => intend(intent),
      settleMs,
    };
    const route = own ? bookingRoutes[first]! : catalogueRoute;
    const response = await run(route);
    if (verified && issuedHere && response.ok) await verified(issuedHere);
    return response;

    async function run(route: (ctx: Context) => Promise<Response | null>): Promise<Response> {
      const key = WRITES.has(method) ? idempotencyKey(request) : null;
      if (key === null) {
        const response = await route(ctx);
        if (!response) throw notFound();
        return response;
      }
      const fingerprint = await fingerprintOf(method, url, await text());
      return idempotency.run(
        { scope: session?.id ?? 'visitor', key, fingerprint },
        {
          async execute(record) {
            intend = record;
            let response: Response;
            try {
              response = (await route(ctx)) ?? answerOf(notFound());
            } catch (error) {
              response = answerOf(error);
            }
            // The record keeps the session token issued with the answer, so a replay carries it.
            if (issuedHere && response.ok) response.headers.set(SESSION_HEADER, await codec.sign(issuedHere));
            return response;
          },
          reconcile: (intent) => reconcileIntent(ctx, intent),
        },
      );
    }
  }

  function report(error: unknown, kind: GatewayErrorKind): void {
    try {
      resolved.onError?.(error, { kind });
    } catch {
      // A failing logger must not change the visitor's answer.
    }
  }

  return async function gateway(request, connection = {}) {
    let corsHeaders: Record<string, string> = { Vary: 'Origin' };
    let issued: Session | undefined;
    let response: Response;
    try {
      corsHeaders = cors.headersFor(request);
      const address =
        resolved.clientAddress?.(request) ??
        (resolved.trustProxy === undefined ? undefined : addressFromProxy(request, resolved.trustProxy)) ??
        connection.clientAddress;
      if (resolved.trustProxy === undefined && !resolved.clientAddress) warnProxied(request);
      response = await handle(request, address, (session) => void (issued = session));
    } catch (error) {
      if (error instanceof GatewayError || error instanceof UpstreamFailure) {
        // A set-up mistake of the site owner's server, not of the visitor: tell the owner.
        if (error instanceof GatewayError && error.code === 'body_already_read') {
          report(error, 'body_already_read');
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
    if (issued && response.ok && !headers.has(SESSION_HEADER)) {
      headers.set(SESSION_HEADER, await codec.sign(issued));
    }
    return response;
  };
}
