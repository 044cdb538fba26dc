/**
 * CORS for every answer of the API: any page may call the mock (a demo, a test page, QA tools),
 * so the request's `Origin` is echoed (`*` without one) with `Vary: Origin`, and the headers a
 * client reads are exposed (`Location`, `X-Count`, `WWW-Authenticate`, `Date`). A preflight (`OPTIONS`,
 * on any path of the API) answers 204 with the allowed methods and headers, cached for ten
 * minutes.
 *
 * Header names are lower case, as `Headers` writes them. The routes' answers are made with
 * these headers from the start (`reply.ts`). Setting them on
 * `c.res` afterwards (as `hono/cors` does) makes Hono copy every response into a streamed one,
 * which @hono/node-server can no longer write in one go.
 */
import { SESSION_HEADER } from '../domain/sessions';
import type { AppContext, HonoContext } from './env';

const ALLOW_METHODS = ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'].join(',');
// The widget sends `Idempotency-Key` with its writes (for the site owner's gateway, which acts
// on it); the mock lets browsers send it and ignores it, as a service without the feature does.
const ALLOW_HEADERS = [
  'Authorization',
  'Content-Type',
  'Accept',
  'Accept-Language',
  'Idempotency-Key',
  SESSION_HEADER,
].join(',');
const EXPOSE_HEADERS = ['Location', 'X-Count', 'WWW-Authenticate', 'Date'].join(',');
const MAX_AGE_SECONDS = '600';

/** The origin to allow: the request's own, or `*` for a request without one. */
export function corsOrigin(c: AppContext): string {
  return c.req.header('origin') || '*';
}

/** The answer to a preflight. */
export function preflight(origin: string): Response {
  return new Response(null, {
    status: 204,
    statusText: 'No Content',
    headers: {
      'access-control-allow-origin': origin,
      'access-control-expose-headers': EXPOSE_HEADERS,
      'access-control-max-age': MAX_AGE_SECONDS,
      'access-control-allow-methods': ALLOW_METHODS,
      'access-control-allow-headers': ALLOW_HEADERS,
      vary: 'Origin, Access-Control-Request-Headers',
    },
  });
}

/**
 * The headers of every other answer: CORS, and `date` from the mock's clock (`now`, epoch ms).
 * Set here, Node's server sends it instead of its own.
 */
export function corsHeaders(origin: string, now: number): Readonly<Record<string, string>> {
  return { ...(origin === '*' ? ANY_ORIGIN : answerHeaders(origin)), date: httpDate(now) };
}

let dateSecond = NaN;
let dateText = '';

/**
 * An HTTP date (RFC 9110 IMF-fixdate), the form of the `Date` header. It names whole seconds,
 * so it is formatted once per second of the mock's clock, not once per answer.
 */
function httpDate(ms: number): string {
  const second = Math.floor(ms / 1000);
  if (second !== dateSecond) {
    dateText = new Date(ms).toUTCString();
    dateSecond = second;
  }
  return dateText;
}

/**
 * Adds the CORS headers to an answer that was made without them (not through `reply.ts`):
 * Hono copies the answer for it.
 */
export function addCorsHeaders(c: HonoContext, origin: string, now: number): void {
  for (const [name, value] of Object.entries({ ...answerHeaders(origin), date: httpDate(now) })) {
    c.header(name, value, name === 'vary' ? { append: true } : undefined);
  }
}

/** The same for an answer outside Hono (`direct-routes.ts`): a copy with the headers added. */
export function withCorsHeaders(response: Response, origin: string, now: number): Response {
  const copy = new Response(response.body, response);
  for (const [name, value] of Object.entries({ ...answerHeaders(origin), date: httpDate(now) })) {
    if (name === 'vary') copy.headers.append(name, value);
    else copy.headers.set(name, value);
  }
  return copy;
}

function answerHeaders(origin: string): Record<string, string> {
  return {
    'access-control-allow-origin': origin,
    'access-control-expose-headers': EXPOSE_HEADERS,
    vary: 'Origin',
  };
}

const ANY_ORIGIN = Object.freeze(answerHeaders('*'));
