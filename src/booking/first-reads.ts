/**
 * The first render's two reads (the event's shows and the event) without the typed client: the
 * script-tag build shows its show list before openapi-fetch, the query serializer and the flow's
 * other requests are loaded (`api.ts`, with the later actions). The requests are the typed
 * client's to the byte (a test compares them), so a page's `<link rel="preload">` of the same
 * URLs is reused, and they send no header of their own (a preload is reused only then); their
 * answers are handled as the typed client's are: the session token kept, the service's clock
 * and the gateway's ticket limit read, failures as `ApiError`, `NetworkError` or `TimeoutError`,
 * retried with backoff.
 */
import { ApiError, toTransportError } from '../api/errors.js';
import { QUEUEING_HEADER, SESSION_HEADER, TICKET_LIMIT_HEADER } from '../api/gateway-headers.js';
import type { EventRecord, ShowRecord } from './api.js';
import { offsetOf } from './clock.js';
import type { ShowsApi } from './load-shows.js';
import { withRetry, type Backoff, type SessionHolder } from './net.js';
import type { BookingFlowOptions } from './types.js';

/** `[`, `]` as the query serializer writes them. */
const b = (name: string, key: string) => `${name}%5B${key}%5D`;

/** The shows of `event` with their event, venue and availability, earliest first. */
export const showsPath = (event: string): string =>
  `/shows/?${b('filters', 'event')}=${encodeURIComponent(event)}&${b('properties', 'capacity')}=1&` +
  `${b('properties', 'event')}=1&${b('properties', 'venue')}=1&${b('orderBy', 'start')}=asc`;

/** The event with its prices, options and ticket option groups. */
export const eventPath = (event: string): string =>
  `/events/${encodeURIComponent(event)}?${b('properties', 'options')}=1&${b('properties', 'prices')}=1&` +
  `${b('properties', 'ticketoptiongroups')}=1`;

/** A signal that aborts with any of them. */
function anyOf(signals: (AbortSignal | undefined)[]): AbortSignal {
  const both = new AbortController();
  for (const signal of signals) {
    if (!signal) continue;
    if (signal.aborted) both.abort(signal.reason);
    else signal.addEventListener('abort', () => both.abort(signal.reason), { once: true });
  }
  return both.signal;
}

export function createFirstReads(
  options: Pick<BookingFlowOptions, 'apiBase' | 'fetch' | 'timeoutMs' | 'now'>,
  session: SessionHolder,
  backoff: Backoff,
): ShowsApi {
  const base = options.apiBase.replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? 20_000;
  const now = options.now ?? Date.now;
  let offset: number | null = null;
  let ticketLimit: number | null = null;
  let queueing = '';

  async function get<T>(path: string, signal: AbortSignal): Promise<T> {
    const token = session.get();
    const request = new Request(`${base}${path}`, {
      signal: anyOf([signal, AbortSignal.timeout(timeoutMs)]),
      ...(token ? { headers: { [SESSION_HEADER]: token } } : {}),
    });
    let response: Response;
    try {
      // Looked up per request, as the typed client does (a page or test may patch it later).
      response = await (options.fetch ?? globalThis.fetch)(request);
    } catch (error) {
      throw toTransportError(error, timeoutMs);
    }
    const issued = response.headers.get(SESSION_HEADER);
    if (issued) session.set(issued);
    const seen = offsetOf(response.headers.get('date'), now());
    if (seen !== null) offset = seen;
    const limit = Number(response.headers.get(TICKET_LIMIT_HEADER) ?? NaN);
    if (Number.isSafeInteger(limit) && limit >= 1) ticketLimit = limit;
    queueing = response.headers.get(QUEUEING_HEADER) ?? '';
    const text = await response.text();
    if (response.ok) return (text ? JSON.parse(text) : undefined) as T;
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: the text is the body.
    }
    throw ApiError.from(response, body);
  }

  // Reads stop with the flow (`backoff.signal`), and with the caller's own `signal`.
  const read = <T>(path: string, signal?: AbortSignal): Promise<T> => {
    const stop = anyOf([backoff.signal, signal]);
    return withRetry({ ...backoff, signal: stop }, () => get<T>(path, stop));
  };

  return {
    shows: (event, signal) => read<ShowRecord[]>(showsPath(event), signal),
    event: (event) => read<EventRecord>(eventPath(event)),
    serviceOffset: () => offset,
    ticketLimit: () => ticketLimit,
    queueing: () => queueing,
  };
}
