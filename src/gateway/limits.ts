/**
 * Request limits: the rate limits (counted by the store's limiters), and a body reader that stops
 * at a byte limit instead of buffering whatever a client sends.
 */
import { GatewayError } from './problem.js';
import type { Limiter } from './store.js';
import type { VisitorRequest } from './visitor-request.js';

/**
 * Counts one request of `key` against `limiter`; past its budget throws `rate_limited` (429 with
 * `Retry-After`, the seconds until the key's window ends).
 */
export async function hit(limiter: Limiter, key: string, scope: string): Promise<void> {
  const { ok, msBeforeNext } = await limiter.take(key);
  if (!ok) throw rateLimited(scope, msBeforeNext);
}

/** 429 `rate_limited` with `Retry-After`: the budget `scope` is spent for `msBeforeNext` more ms. */
export function rateLimited(scope: string, msBeforeNext: number): GatewayError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new GatewayError('rate_limited', `Too many requests ${scope}; try again in ${seconds} s.`, [], {
    'Retry-After': String(seconds),
  });
}

/** How each budget names itself in the answer. */
export const SCOPES = { address: 'from this address', session: 'in this session' } as const;

/**
 * Reads a request body as UTF-8 text, answering 413 as soon as it passes `maxBytes`, and 408
 * when it has not fully arrived `timeoutMs` after the reading began (a client that sends half a
 * body and waits would otherwise hold its connection for as long as the server lets it).
 */
export async function readBodyText(
  request: VisitorRequest,
  maxBytes: number,
  timeoutMs = Infinity,
): Promise<string> {
  const tooLarge = () =>
    new GatewayError('payload_too_large', `The request body may have at most ${maxBytes} bytes.`);
  const declared = request.headers.get('content-length');
  if (declared !== null && (!/^\d+$/.test(declared) || Number(declared) > maxBytes)) throw tooLarge();
  // A declared length is read whole (readDeclared); only a body of unknown length is streamed.
  // Not a look at `request.body` first: an adapter may have to build a stream for it.
  const streamed = declared === null || request.headers.has('transfer-encoding');
  if (streamed ? !request.body : Number(declared) === 0) return '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    if (Number.isFinite(timeoutMs)) {
      timer = setTimeout(
        () =>
          reject(
            new GatewayError('request_timeout', `The request body did not arrive within ${timeoutMs} ms.`),
          ),
        timeoutMs,
      );
    }
  });
  late.catch(() => undefined);
  try {
    const bytes = streamed
      ? await readStream(request.body!, maxBytes, late, tooLarge)
      : await readDeclared(request, late);
    if (bytes.byteLength > maxBytes) throw tooLarge();
    return decodeUtf8(bytes);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A body whose length was declared (and found within the limit): read whole. The server frames
 * it by that length, so it cannot grow past it, and `arrayBuffer()` lets a Node adapter read it
 * straight from the socket (`@hono/node-server` does), without a web stream per request.
 */
async function readDeclared(request: VisitorRequest, late: Promise<never>): Promise<Uint8Array> {
  const reading = request.arrayBuffer();
  // A body given up on (too late) is still read to its end, or fails with the connection.
  reading.catch(() => undefined);
  return new Uint8Array(await Promise.race([reading, late]));
}

/** A body of unknown length (chunked): read chunk by chunk, stopping as soon as it passes `maxBytes`. */
async function readStream(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
  late: Promise<never>,
  tooLarge: () => GatewayError,
): Promise<Uint8Array> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await Promise.race([reader.read(), late]);
    } catch (error) {
      await reader.cancel().catch(() => undefined);
      throw error;
    }
    const { done, value } = chunk;
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
  return bytes;
}

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new GatewayError('validation_failed', 'The request body is not valid UTF-8.', [
      { property_path: '', message: 'Expected UTF-8 text.' },
    ]);
  }
}

/** Parses a JSON write body (read with `readBodyText`); the content type must say JSON. */
export async function readJsonBody(request: VisitorRequest, text: string): Promise<unknown> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
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
