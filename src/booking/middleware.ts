/**
 * The headers of the flow's requests, as middleware of the typed client: the visitor session,
 * an `Idempotency-Key` per write, and the site owner's human-verification tokens.
 */
import type { Middleware } from 'openapi-fetch';
import { IDEMPOTENCY_KEY_HEADER, SESSION_HEADER, VISITOR_TOKEN_HEADER } from '../api/gateway-headers.js';
import type { SessionHolder } from './net.js';
import type { VisitorAction } from './types.js';

/**
 * Sends the stored session token with every request and keeps the newest one any response
 * carries (the gateway issues a new token when the visitor creates a person or a booking).
 */
export function sessionMiddleware(holder: SessionHolder): Middleware {
  return {
    onRequest({ request }) {
      const token = holder.get();
      if (!token) return undefined;
      const headers = new Headers(request.headers);
      headers.set(SESSION_HEADER, token);
      return new Request(request, { headers });
    },
    onResponse({ response }) {
      const token = response.headers.get(SESSION_HEADER);
      if (token) holder.set(token);
      return undefined;
    },
  };
}

const WRITES = new Set(['POST', 'PATCH', 'DELETE']);
/** Writes whose outcome is still open, at most this many remembered (oldest dropped first). */
const MAX_OPEN_WRITES = 50;

/**
 * Sends an `Idempotency-Key` with every write, and the same key again when the same write (same
 * method, address and body) is repeated after an answer that left its outcome open (no answer,
 * a timeout, a 5xx, or the gateway saying the first is still under way). The gateway then
 * answers the repeat with the first one's outcome instead of carrying it out twice. After any
 * other answer the write is settled, and the next one gets a new key.
 */
export function idempotencyMiddleware(newKey: () => string = () => crypto.randomUUID()): Middleware {
  const open = new Map<string, string>();
  const fingerprint = async (request: Request) =>
    `${request.method} ${request.url}\n${request.body ? await request.clone().text() : ''}`;
  return {
    async onRequest({ request }) {
      if (!WRITES.has(request.method)) return undefined;
      const write = await fingerprint(request);
      let key = open.get(write);
      if (key === undefined) {
        key = newKey();
        open.set(write, key);
        if (open.size > MAX_OPEN_WRITES) open.delete(open.keys().next().value!);
      }
      const headers = new Headers(request.headers);
      headers.set(IDEMPOTENCY_KEY_HEADER, key);
      return new Request(request, { headers });
    },
    async onResponse({ request, response }) {
      // Later middleware may have made a new request: the key travels in its header.
      const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
      if (key === null || response.status >= 500 || response.status === 408) return undefined;
      if (response.status === 409 && (await problemCode(response)) === 'idempotency_in_progress')
        return undefined;
      for (const [write, openKey] of open) if (openKey === key) open.delete(write);
      return undefined;
    },
  };
}

/**
 * The human-verification tokens of the flow (`visitorToken`), for the gateway's `verifyVisitor`.
 * The flow obtains a token before the write the gateway checks (never in here, where the
 * request's timeout already runs) and holds it; the middleware only attaches what is held. A
 * `confirm` token goes on the PATCH of its booking (the confirmation), a `reserve` token on the
 * next other write. An answer past the gateway's check (2xx, or a 409/422 of the route behind it)
 * uses the token up; a 403 `visitor_unverified` refuses it (a token is good for one check), so
 * the flow asks for a new one; any other failure keeps it for the repeat.
 */
export interface VisitorTokens {
  /**
   * Whether a write of `action` must bring a token: `reserve` until the session exists (the
   * gateway verified its first write) or after a refusal; `confirm` until a confirmation of
   * `booking` passed the check.
   */
  needed(action: VisitorAction, booking?: number | null): boolean;
  /** Holds the token for the next write of `action` (of `booking`); null holds nothing. */
  hold(action: VisitorAction, token: string | null, booking?: number | null): void;
  readonly middleware: Middleware;
}

export function visitorTokens(session: Pick<SessionHolder, 'get'>): VisitorTokens {
  let reserve: string | null = null;
  let confirm: { booking: number; path: string; token: string } | null = null;
  /** The gateway refused a write that was no confirmation: the session is not verified there. */
  let refused = false;
  /** The booking whose confirmation passed the check. */
  let confirmed: number | null = null;
  const isConfirmation = (request: Request) =>
    confirm !== null && request.method === 'PATCH' && new URL(request.url).pathname.endsWith(confirm.path);
  return {
    needed: (action, booking = null) =>
      action === 'confirm' ? booking === null || confirmed !== booking : refused || session.get() === null,
    hold(action, token, booking = null) {
      if (action === 'reserve') reserve = token;
      else confirm = token && booking !== null ? { booking, path: `/bookings/${booking}`, token } : null;
    },
    middleware: {
      onRequest({ request }) {
        if (!WRITES.has(request.method)) return undefined;
        const token = isConfirmation(request) ? confirm!.token : reserve;
        if (!token) return undefined;
        const headers = new Headers(request.headers);
        headers.set(VISITOR_TOKEN_HEADER, token);
        return new Request(request, { headers });
      },
      async onResponse({ request, response }) {
        if (!WRITES.has(request.method)) return undefined;
        const sent = request.headers.get(VISITOR_TOKEN_HEADER);
        const unverified = response.status === 403 && (await problemCode(response)) === 'visitor_unverified';
        // Any of these comes from behind the gateway's check: the write passed it.
        const passed = response.ok || response.status === 409 || response.status === 422;
        if (isConfirmation(request) && sent === confirm!.token) {
          if (passed) confirmed = confirm!.booking;
          if (unverified || passed) confirm = null;
        } else if (unverified) {
          refused = true;
          if (sent !== null && sent === reserve) reserve = null;
        } else if (passed) {
          refused = false;
          if (sent !== null && sent === reserve) reserve = null;
        }
        return undefined;
      },
    },
  };
}

async function problemCode(response: Response): Promise<unknown> {
  try {
    return ((await response.clone().json()) as { code?: unknown }).code;
  } catch {
    return undefined;
  }
}
