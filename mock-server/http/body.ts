/**
 * Request bodies: the content type is checked, the size is capped while reading (a body over
 * `MAX_BODY_BYTES`, 1 MiB, answers 413 however it is sent, with or without Content-Length), the
 * bytes must be UTF-8, and JSON must parse. Each fault is a clear 4xx before any domain call:
 * 415 for a missing or non-JSON content type (or a charset other than UTF-8), 413 for size, and
 * 409 `validation_failed` for bytes that are not UTF-8 or not JSON (the data could not be
 * handled, as for every other invalid body).
 */
import { DomainError } from '../domain/errors';
import { MAX_BODY_BYTES } from '../schemas/problem';
import type { AppContext } from './env';

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json$/;
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** The media type and charset of a Content-Type header, lower-cased. */
export function mediaType(header: string | undefined): { type: string; charset: string | undefined } {
  const [type = '', ...params] = (header ?? '').split(';');
  const charset = params
    .map((p) => p.trim().toLowerCase())
    .find((p) => p.startsWith('charset='))
    ?.slice('charset='.length)
    .replace(/^"|"$/g, '');
  return { type: type.trim().toLowerCase(), charset };
}

function tooLarge(limit: number): DomainError {
  return new DomainError(
    'payload_too_large',
    `The request body is larger than ${limit} bytes; send fewer records per request.`,
  );
}

/** UTF-8 that refuses malformed bytes; stateless between calls, so one serves every request. */
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The body as text, read up to `limit` bytes (default 1 MiB). A body of a declared length
 * within the limit is read in one go (for @hono/node-server's requests straight from the
 * socket, without web streams); a body of unknown length is read chunk by chunk, so that one
 * sent without end is cut off at the limit. A refusal is a rejected promise, as is every other.
 */
export function readText(c: AppContext, limit = MAX_BODY_BYTES): Promise<string> {
  const length = c.req.header('content-length');
  const declared = Number(length);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(tooLarge(limit));
  // One `then` on the read, not a chain of async functions: each would cost the request a turn.
  const bytes: Promise<ArrayBuffer | Uint8Array> =
    length === undefined ? readCapped(c.req.raw, limit) : c.req.raw.arrayBuffer();
  return bytes.then((read) => decodeUtf8(read, limit));
}

function decodeUtf8(bytes: ArrayBuffer | Uint8Array, limit: number): string {
  if (bytes.byteLength > limit) throw tooLarge(limit);
  try {
    return utf8.decode(bytes);
  } catch {
    throw new DomainError('validation_failed', 'The request body is not valid UTF-8.', [
      { property_path: '', message: 'The body is not valid UTF-8.' },
    ]);
  }
}

async function readCapped(request: Request, limit: number): Promise<Uint8Array> {
  const stream = request.body;
  if (!stream) return new Uint8Array(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  if (chunks.length === 1) return chunks[0]!;
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function charsetError(charset: string | undefined): DomainError | undefined {
  if (charset === undefined || charset === 'utf-8' || charset === 'utf8') return undefined;
  return new DomainError('unsupported_media_type', `The request body must be UTF-8; got charset ${charset}.`);
}

/** A JSON body (`application/json` or `application/*+json`), parsed. */
export function readJson(c: AppContext, limit = MAX_BODY_BYTES): Promise<unknown> {
  const { type, charset } = mediaType(c.req.header('content-type'));
  if (!JSON_TYPE.test(type)) {
    return Promise.reject(
      new DomainError(
        'unsupported_media_type',
        type === ''
          ? 'The request has no Content-Type; send the body as application/json.'
          : `The request body is ${type}; send it as application/json.`,
      ),
    );
  }
  const wrongCharset = charsetError(charset);
  if (wrongCharset) return Promise.reject(wrongCharset);
  return readText(c, limit).then(parseJson);
}

function parseJson(text: string): unknown {
  if (text.trim() === '') {
    throw new DomainError('validation_failed', 'The request body is empty; send a JSON object or array.', [
      { property_path: '', message: 'The body is empty.' },
    ]);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'syntax error';
    throw new DomainError('validation_failed', `The request body is not valid JSON: ${reason}`, [
      { property_path: '', message: `Not valid JSON: ${reason}` },
    ]);
  }
}

/** Whether the request carries a form body (`application/x-www-form-urlencoded`). */
export function isForm(c: AppContext): boolean {
  const { type, charset } = mediaType(c.req.header('content-type'));
  return type === FORM_TYPE && (charset === undefined || charset === 'utf-8' || charset === 'utf8');
}
