/**
 * Request limits: a fixed-window rate limiter with bounded memory, and a body reader that stops
 * at a byte limit instead of buffering whatever a client sends.
 */
import { GatewayError } from './problem.js';

interface Window {
  start: number;
  count: number;
}

export interface RateLimiter {
  /** Counts one request of `key`; throws `rate_limited` (429 with `Retry-After`) past the limit. */
  hit(key: string): void;
  /** Keys currently tracked (for tests and monitoring). */
  readonly size: number;
}

/** Most keys one limiter tracks; past it the oldest windows are forgotten first. */
export const DEFAULT_MAX_KEYS = 10_000;

/**
 * `limit` requests per `windowMs` and key. A key's window starts with its first request. The
 * map is kept in order of window start (a restarted window is re-inserted at the end), so
 * expired windows are always at the front and pruning never scans live ones.
 */
export function createRateLimiter(options: {
  limit: number;
  windowMs: number;
  now: () => number;
  maxKeys?: number;
  scope: string;
}): RateLimiter {
  const windows = new Map<string, Window>();
  const maxKeys = options.maxKeys ?? DEFAULT_MAX_KEYS;

  function prune(now: number): void {
    for (const [key, window] of windows) {
      if (now - window.start < options.windowMs && windows.size <= maxKeys) break;
      windows.delete(key);
    }
  }

  return {
    hit(key) {
      const now = options.now();
      let window = windows.get(key);
      if (!window || now - window.start >= options.windowMs) {
        windows.delete(key);
        window = { start: now, count: 0 };
        windows.set(key, window);
        if (windows.size > maxKeys) prune(now);
      }
      if (window.count >= options.limit) {
        const seconds = Math.max(1, Math.ceil((window.start + options.windowMs - now) / 1000));
        throw new GatewayError(
          'rate_limited',
          `Too many requests ${options.scope}; try again in ${seconds} s.`,
          [],
          { 'Retry-After': String(seconds) },
        );
      }
      window.count += 1;
    },
    get size() {
      return windows.size;
    },
  };
}

/** Reads a request body as UTF-8 text, answering 413 as soon as it passes `maxBytes`. */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  const tooLarge = () =>
    new GatewayError('payload_too_large', `The request body may have at most ${maxBytes} bytes.`);
  const declared = request.headers.get('content-length');
  if (declared !== null && (!/^\d+$/.test(declared) || Number(declared) > maxBytes)) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new GatewayError('validation_failed', 'The request body is not valid UTF-8.', [
      { property_path: '', message: 'Expected UTF-8 text.' },
    ]);
  }
}

/** Parses a JSON write body; the content type must say JSON. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const text = await readBodyText(request, maxBytes);
  if (type !== 'application/json' && !/^application\/[a-z0-9.+-]*\+json$/.test(type)) {
    throw new GatewayError('unsupported_media_type', 'Send the request body as application/json.');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new GatewayError('validation_failed', 'The request body is not valid JSON.', [
      { property_path: '', message: 'Expected a JSON document.' },
    ]);
  }
}
