/**
 * The network rules of the flow: which failures are worth a retry and which leave a write
 * uncertain, bounded jittered backoff for reads, and the mapping of failures to the i18n keys
 * the buyer sees. The headers the flow's requests carry are `middleware.ts`.
 */
import { ApiError, NetworkError, TimeoutError } from '../api/errors.js';
import type { ErrorKey, FlowError, RetryOptions } from './types.js';

export interface SessionHolder {
  get(): string | null;
  set(token: string): void;
}

/**
 * A failure after which the service may or may not have carried out a write: no answer at all,
 * a timeout, or a 5xx (a proxy's 502/504 says nothing about what happened behind it).
 */
export function isUncertain(error: unknown): boolean {
  return (
    error instanceof NetworkError ||
    error instanceof TimeoutError ||
    (error instanceof ApiError &&
      (error.status >= 500 ||
        error.code === 'idempotency_in_progress' ||
        // The gateway lost the record of an earlier try: read the booking before trying again.
        error.code === 'idempotency_outcome_unknown'))
  );
}

/** A read that failed this way may succeed when repeated. */
function isTransient(error: unknown): boolean {
  return isUncertain(error) || (error instanceof ApiError && error.status === 429);
}

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
  session_superseded: 'error.session',
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
  sold_out: 'error.saleSoldOut',
  sale_limit_reached: 'error.saleLimit',
  queue_place_taken: 'error.queueTaken',
  queue_pass_invalid: 'error.session',
  payment_required: 'payment.required',
  payment_unavailable: 'error.paymentRequired',
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
    isTransient(error) ||
    key === 'error.unknown' ||
    key === 'error.busy' ||
    key === 'error.unverified' ||
    // The gateway began taking payment meanwhile (its answer says so): the retry pays.
    key === 'payment.required';
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
