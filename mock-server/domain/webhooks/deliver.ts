/**
 * Sending one webhook call to one subscriber: a JSON `POST` of the raw body, signed with
 * HMAC-SHA-256 when the subscription has a secret, retried with exponential backoff until it
 * answers 2xx or the attempts are used up. Only the HTTP server mode sends; the MSW modes record
 * the calls without sending them (a page or a test process is no place for real callbacks).
 *
 * An attempt waits for the receiver's answer for up to `timeoutMs` (30 s): a slow receiver that
 * answers within it gets the call once, never a second copy while the first is still open. Every
 * attempt of one delivery carries the same `X-Webhook-Delivery` id, so a receiver that did the
 * work but answered too late can recognise the retry. The queue in front of this (concurrency,
 * length, dead letters) is `registry.ts`'s.
 *
 * Web APIs only (fetch, Web Crypto, AbortSignal), so this module runs in Node and browsers alike.
 */
import { WEBHOOK_SIGNATURE_HEADER } from '../../schemas/webhooks';

const WEBHOOK_TIMESTAMP_HEADER = 'X-Webhook-Timestamp';
const WEBHOOK_ID_HEADER = 'X-Webhook-Id';
const WEBHOOK_ATTEMPT_HEADER = 'X-Webhook-Attempt';
const WEBHOOK_DELIVERY_HEADER = 'X-Webhook-Delivery';

export interface DeliveryOptions {
  /** Attempts per call, the first included; default 3. */
  readonly attempts?: number;
  /** Wait before the second attempt; each further wait doubles. Default 500 ms (0.5 s, 1 s, …). */
  readonly backoffMs?: number;
  /** Time an attempt waits for the receiver's answer before it counts as failed; default 30 s. */
  readonly timeoutMs?: number;
  /** Calls sent to one subscription at once; default 4. */
  readonly concurrency?: number;
  /**
   * Calls that may wait for a free slot per subscription; default 1000. A call beyond it is not
   * sent: it goes straight to the dead letters with the reason `queue_full`.
   */
  readonly queueLength?: number;
  /** The fetch that sends; default the global one. */
  readonly fetch?: typeof fetch;
}

export type ResolvedDeliveryOptions = Required<DeliveryOptions>;

export function resolveDeliveryOptions(options: DeliveryOptions = {}): ResolvedDeliveryOptions {
  return {
    attempts: Math.max(1, Math.floor(options.attempts ?? 3)),
    backoffMs: Math.max(0, options.backoffMs ?? 500),
    timeoutMs: Math.max(1, options.timeoutMs ?? 30_000),
    concurrency: Math.max(1, Math.floor(options.concurrency ?? 4)),
    queueLength: Math.max(0, Math.floor(options.queueLength ?? 1000)),
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
  };
}

export interface Attempt {
  readonly attempt: number;
  /** Real time the attempt started, ISO 8601 UTC (retries wait in real time). */
  readonly at: string;
  /** The receiver's status, when it answered. */
  readonly status?: number;
  /** Why the attempt failed without an answer (refused, timed out). */
  readonly error?: string;
  readonly durationMs: number;
}

export interface Target {
  readonly url: string;
  readonly secret: string | null;
}

/** `sha256=<hex>`: the HMAC-SHA-256 of `body` with `secret`. */
async function signature(secret: string, body: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(body)));
  return `sha256=${[...mac].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    if (error.name === 'TimeoutError') return 'timed out';
    return cause?.code ?? cause?.message ?? error.message;
  }
  return String(error);
}

/**
 * Sends `body` to `target` until it answers 2xx; reports each attempt as it ends. Resolves true
 * when delivered; false when every attempt failed or `stop` was aborted. Attempts are numbered
 * from `first` (a dead letter sent again goes on counting).
 */
export async function deliver(
  target: Target,
  body: string,
  headers: {
    readonly id: string;
    readonly delivery: string;
    readonly type: string;
    readonly timestamp: number;
  },
  options: ResolvedDeliveryOptions,
  stop: AbortSignal,
  report: (attempt: Attempt) => void,
  first = 1,
): Promise<boolean> {
  const signed = target.secret === null ? undefined : await signature(target.secret, body);
  const last = first + options.attempts - 1;
  for (let attempt = first; attempt <= last && !stop.aborted; attempt++) {
    const started = Date.now();
    const at = new Date(started).toISOString();
    try {
      const response = await options.fetch(target.url, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'ticket-booking-mock',
          'X-Webhook-Type': headers.type,
          [WEBHOOK_ID_HEADER]: headers.id,
          [WEBHOOK_DELIVERY_HEADER]: headers.delivery,
          [WEBHOOK_TIMESTAMP_HEADER]: String(Math.floor(headers.timestamp / 1000)),
          [WEBHOOK_ATTEMPT_HEADER]: String(attempt),
          ...(signed ? { [WEBHOOK_SIGNATURE_HEADER]: signed } : {}),
        },
        body,
        signal: AbortSignal.any([stop, AbortSignal.timeout(options.timeoutMs)]),
      });
      // The body is not used; reading it frees the connection.
      await response.arrayBuffer().catch(() => undefined);
      report({ attempt, at, status: response.status, durationMs: Date.now() - started });
      if (response.status >= 200 && response.status < 300) return true;
    } catch (error) {
      report({
        attempt,
        at,
        error: stop.aborted ? 'stopped' : describe(error),
        durationMs: Date.now() - started,
      });
    }
    if (attempt < last) await wait(options.backoffMs * 2 ** (attempt - first), stop);
  }
  return false;
}
