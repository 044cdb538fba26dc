/**
 * The network rules of the flow: the visitor session header, which failures are worth a retry
 * and which leave a write uncertain, bounded jittered backoff for reads, and the mapping of
 * failures to the i18n keys the buyer sees.
 */
import type { Middleware } from 'openapi-fetch';
import { ApiError, NetworkError, TimeoutError } from '../api/errors.js';
import { IDEMPOTENCY_KEY_HEADER, SESSION_HEADER, VISITOR_TOKEN_HEADER } from '../api/gateway-headers.js';
import type { ErrorKey, FlowError, RetryOptions, VisitorAction } from './types.js';

export interface SessionHolder {
  get(): string | null;
  set(token: string): void;
}

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

/**
 * A failure after which the service may or may not have carried out a write: no answer at all,
 * a timeout, or a 5xx (a proxy's 502/504 says nothing about what happened behind it).
 */
export function isUncertain(error: unknown): boolean {
  return (
    error instanceof NetworkError ||
    error instanceof TimeoutError ||
    (error instanceof ApiError && (error.status >= 500 || error.code === 'idempotency_in_progress'))
  );
}

/** A read that failed this way may succeed when repeated. */
function isTransient(error: unknown): boolean {
  return isUncertain(error) || (error instanceof ApiError && error.status === 429);
}

export const codeOf = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.code : undefined;

/** A ticket option or a booking option ran out. */
export const isLimitReached = (error: unknown): boolean =>
  codeOf(error) === 'ticket_option_limit_reached' || codeOf(error) === 'option_limit_reached';

const KEYS: Readonly<Record<string, ErrorKey>> = {
  sector_sold_out: 'error.soldOut',
  booking_expired: 'error.expired',
  option_limit_reached: 'error.optionLimit',
  ticket_option_limit_reached: 'error.optionLimit',
  ticket_option_required: 'error.questions',
  customer_incomplete: 'error.buyer',
  digital_dispatch_not_allowed: 'error.delivery',
  delivery_not_available: 'error.delivery',
  session_invalid: 'error.session',
  session_expired: 'error.session',
  session_full: 'error.session',
  rate_limited: 'error.rateLimited',
  not_found: 'error.notFound',
  ticket_limit_reached: 'error.ticketLimit',
  booking_open: 'error.bookingOpen',
  hold_limit_reached: 'error.holdLimit',
  confirmation_limit_reached: 'error.confirmationLimit',
  email_limit_reached: 'error.emailLimit',
  options_need_tickets: 'error.optionsNeedTickets',
  option_not_of_event: 'error.optionNotOfEvent',
  booking_busy: 'error.busy',
  idempotency_in_progress: 'error.busy',
  booking_settled: 'error.settled',
  visitor_unverified: 'error.unverified',
};

/** What the buyer is told, and whether repeating the action can help. */
export function toFlowError(error: unknown): FlowError {
  if (error instanceof NetworkError) return { key: 'error.network', code: 'network', retryable: true };
  if (error instanceof TimeoutError) return { key: 'error.network', code: 'timeout', retryable: true };
  if (!(error instanceof ApiError)) return { key: 'error.unknown', code: 'unknown', retryable: true };
  const key: ErrorKey =
    KEYS[error.code] ??
    (error.status === 429 ? 'error.rateLimited' : error.status >= 500 ? 'error.server' : 'error.unknown');
  const retryable =
    isTransient(error) || key === 'error.unknown' || key === 'error.busy' || key === 'error.unverified';
  return { key, code: error.code, status: error.status, retryable };
}

export interface Backoff {
  retries: number;
  baseMs: number;
  maxMs: number;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
  /** Aborted when the flow is disposed: no retry is waited for or sent after that. */
  signal?: AbortSignal;
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts (clearing the timer). */
function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const stop = () => {
      clearTimeout(id);
      reject(signal!.reason as Error);
    };
    const id = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal?.addEventListener('abort', stop, { once: true });
  });
}

export function resolveBackoff(
  options: RetryOptions = {},
  sleep?: (ms: number) => Promise<void>,
  random?: () => number,
  signal?: AbortSignal,
): Backoff {
  return {
    retries: Math.max(0, options.retries ?? 3),
    baseMs: options.baseMs ?? 300,
    maxMs: options.maxMs ?? 5_000,
    sleep: sleep ?? ((ms) => abortableSleep(ms, signal)),
    random: random ?? Math.random,
    signal,
  };
}

/**
 * Runs a safe request, repeating it after transient failures with full-jitter exponential
 * backoff (`random() * min(maxMs, baseMs * 2^attempt)`), at most `retries` times, and never
 * once `backoff.signal` has aborted.
 */
export async function withRetry<T>(backoff: Backoff, run: () => Promise<T>): Promise<T> {
  const { signal } = backoff;
  for (let attempt = 0; ; attempt += 1) {
    signal?.throwIfAborted();
    try {
      return await run();
    } catch (error) {
      if (attempt >= backoff.retries || !isTransient(error) || signal?.aborted) throw error;
      const cap = Math.min(backoff.maxMs, backoff.baseMs * 2 ** attempt);
      await backoff.sleep(Math.round(backoff.random() * cap));
    }
  }
}
