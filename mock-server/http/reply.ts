/**
 * The API's answers, made with plain header objects that already hold the request's CORS
 * headers (which the pipeline keeps on the context). @hono/node-server writes such a response
 * as it is; Hono's own `c.json()` and `c.body()` make a `Headers` object as soon as there is
 * more than one header, which costs more per request than most routes' own work (building it,
 * then sorting it to write it). Header names are lower case, as `Headers` would write them.
 *
 * The pipeline adds the CORS headers to any answer not made here, the slow way.
 */
import type { AppContext } from './env';

export type HeaderRecord = Record<string, string>;

const JSON_TYPE = 'application/json';

/** `data` as JSON. */
export function json(c: AppContext, data: unknown, status = 200, headers?: HeaderRecord): Response {
  return answer(c, JSON.stringify(data), status, JSON_TYPE, headers);
}

/** A JSON text made already (a kept answer), as text or as UTF-8 bytes. */
export function jsonText(
  c: AppContext,
  body: string | Uint8Array<ArrayBuffer>,
  status = 200,
  headers?: HeaderRecord,
): Response {
  return answer(c, body, status, JSON_TYPE, headers);
}

/** A text body of the given content type. */
export function text(
  c: AppContext,
  body: string,
  status: number,
  contentType: string,
  headers?: HeaderRecord,
): Response {
  return answer(c, body, status, contentType, headers);
}

/** No body (201, 202, 204). */
export function empty(c: AppContext, status: number, headers?: HeaderRecord): Response {
  return answer(c, null, status, undefined, headers);
}

/**
 * Whether `response` is the request's last answer made here, and so already holds the CORS
 * headers. The context notes that answer (not a weak set of every answer made: one entry per
 * request in a `WeakSet` costs the collector more than the note).
 */
export function isReply(c: AppContext, response: Response): boolean {
  return c.get('reply') === response;
}

function answer(
  c: AppContext,
  body: string | Uint8Array<ArrayBuffer> | null | undefined,
  status: number,
  contentType: string | undefined,
  extra: HeaderRecord | undefined,
): Response {
  const headers: HeaderRecord = { ...c.get('cors') };
  if (contentType !== undefined) headers['content-type'] = contentType;
  if (extra) for (const name in extra) headers[name.toLowerCase()] = extra[name]!;
  const response = new Response(body, { status, headers });
  c.set('reply', response);
  return response;
}
