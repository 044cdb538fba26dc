/**
 * Error answers of the gateway: RFC 9457 problem documents with a stable `code`, the same shape
 * the ticketing service answers with, so the widget handles both alike.
 *
 * Upstream errors are rebuilt field by field from what the service sent (`status`, `code`,
 * `title`, `detail`, `errors`) and never passed through raw: headers, unknown fields, upstream
 * addresses and anything that is not short text are dropped.
 */
import type { FieldError } from '../api/errors.js';
import { isObject } from './json-values.js';
import { textResponse } from './text-answers.js';

export type { FieldError };

/** The gateway's own codes, with their HTTP status and title. */
export const GATEWAY_PROBLEMS = {
  not_found: { status: 404, title: 'No such resource.' },
  session_invalid: { status: 401, title: 'The session token is not valid.' },
  session_expired: { status: 401, title: 'The session has expired.' },
  session_superseded: { status: 403, title: 'A newer token of this session was issued.' },
  session_full: { status: 409, title: 'The session holds the most records it may.' },
  validation_failed: { status: 409, title: 'The request body is not valid.' },
  reference_not_found: { status: 409, title: 'A referenced record does not exist.' },
  origin_not_allowed: { status: 403, title: 'This origin may not use the gateway.' },
  visitor_unverified: { status: 403, title: 'The visitor could not be verified.' },
  request_timeout: { status: 408, title: 'The request body did not arrive in time.' },
  payload_too_large: { status: 413, title: 'The request body is too large.' },
  unsupported_media_type: { status: 415, title: 'The request body must be JSON.' },
  rate_limited: { status: 429, title: 'Too many requests.' },
  method_not_allowed: { status: 405, title: 'The gateway does not answer this method.' },
  ticket_limit_reached: { status: 409, title: 'The booking holds the most tickets it may.' },
  booking_open: { status: 409, title: 'This session already has an open booking.' },
  booking_busy: { status: 409, title: 'Another change of this booking is under way.' },
  booking_settled: { status: 409, title: 'The booking is confirmed and can no longer be changed here.' },
  options_need_tickets: { status: 409, title: 'Extras can only be added to a booking with tickets.' },
  option_not_of_event: { status: 409, title: 'The extra is not one of the booking’s event.' },
  hold_limit_reached: { status: 429, title: 'Too many tickets are held from this address.' },
  confirmation_limit_reached: { status: 429, title: 'Too many confirmations from this address.' },
  email_limit_reached: { status: 429, title: 'The confirmation e-mail was sent too often.' },
  queue_required: { status: 429, title: 'This sale has a waiting room: take a place in line first.' },
  queue_pass_invalid: { status: 403, title: 'The admission pass is not valid.' },
  queue_place_taken: { status: 409, title: 'Someone on this network already has a place in line.' },
  sale_limit_reached: { status: 429, title: 'The most tickets one buyer may have of this sale are taken.' },
  sold_out: { status: 409, title: 'This sale is sold out.' },
  idempotency_key_invalid: { status: 400, title: 'The Idempotency-Key header is not valid.' },
  idempotency_key_reused: { status: 422, title: 'The Idempotency-Key was used for another request.' },
  idempotency_outcome_unknown: {
    status: 409,
    title: 'Whether an earlier request with this Idempotency-Key took effect is not known.',
  },
  idempotency_in_progress: { status: 409, title: 'A request with this Idempotency-Key is under way.' },
  payment_required: { status: 402, title: 'The booking is confirmed once it is paid.' },
  payment_unavailable: { status: 409, title: 'The booking cannot be paid as it stands.' },
  payment_signature_invalid: { status: 400, title: 'The payment notification is not signed as expected.' },
  booking_expired: { status: 409, title: 'The booking’s tickets were released.' },
  internal_error: { status: 500, title: 'The gateway failed.' },
  client_address_missing: { status: 500, title: 'The gateway does not know the client address.' },
  body_already_read: { status: 500, title: 'The request body was read before it reached the gateway.' },
  upstream_auth_failed: { status: 502, title: 'The gateway could not sign in to the ticketing service.' },
  upstream_unavailable: { status: 502, title: 'The ticketing service is not reachable.' },
  store_unavailable: { status: 503, title: 'The gateway cannot reach its store.' },
  upstream_timeout: { status: 504, title: 'The ticketing service did not answer in time.' },
} as const satisfies Record<string, { status: number; title: string }>;

export type GatewayProblemCode = keyof typeof GATEWAY_PROBLEMS;

/** Thrown anywhere in a request's handling; the gateway turns it into a problem answer. */
export class GatewayError extends Error {
  override name = 'GatewayError';
  readonly status: number;
  constructor(
    readonly code: GatewayProblemCode,
    readonly detail: string,
    readonly errors: readonly FieldError[] = [],
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(`${code}: ${detail}`);
    this.status = GATEWAY_PROBLEMS[code].status;
  }
}

export const notFound = (detail = 'No such resource.'): GatewayError => new GatewayError('not_found', detail);

/** Methods no route answers and a Fetch `Request` cannot even carry (TRACE, CONNECT, TRACK). */
export const FORBIDDEN_METHODS = new Set(['TRACE', 'CONNECT', 'TRACK']);

/** 405 for TRACE, CONNECT and TRACK, with the methods the gateway answers. */
export const methodNotAllowed = (): GatewayError =>
  new GatewayError(
    'method_not_allowed',
    'The gateway answers GET, HEAD, POST, PATCH, DELETE and OPTIONS.',
    [],
    {
      Allow: 'GET, HEAD, POST, PATCH, DELETE, OPTIONS',
    },
  );

interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  errors: readonly FieldError[];
}

function problemResponse(body: ProblemBody, headers: Record<string, string> = {}): Response {
  return textResponse(JSON.stringify(body), {
    status: body.status,
    headers: { ...headers, 'Content-Type': 'application/problem+json' },
  });
}

export function errorResponse(error: GatewayError): Response {
  const { title } = GATEWAY_PROBLEMS[error.code];
  return problemResponse(
    {
      type: `/problems/${error.code}`,
      title,
      status: error.status,
      detail: error.detail,
      code: error.code,
      errors: error.errors,
    },
    { ...error.headers },
  );
}

const CODE = /^[a-z][a-z0-9_]{0,63}$/;
const PROBLEM_TYPE = /^\/problems\/[a-z][a-z0-9_]{0,63}$/;
const MAX_TEXT = 1000;
const MAX_ERRORS = 100;

/** Removes what must not leave the gateway from a text of the service: its addresses, long tokens. */
function scrub(value: unknown, secrets: readonly string[]): string | undefined {
  if (typeof value !== 'string') return undefined;
  let text = value.slice(0, MAX_TEXT);
  for (const secret of secrets) if (secret) text = text.split(secret).join('…');
  // Any absolute URL (the service's own address, an internal host) is replaced, as is any
  // bearer-like token a message might quote.
  text = text.replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>]+/gi, '<url>');
  text = text.replace(/\bBearer\s+\S+/gi, 'Bearer …');
  return text;
}

/**
 * The problem answer for a non-2xx response of the service, keeping its status and its
 * `code`, `title`, `detail` and `errors`. `secrets` are strings that may never appear (the
 * service's base address, the tokens in use).
 */
export async function upstreamProblem(response: Response, secrets: readonly string[]): Promise<Response> {
  const status = response.status >= 400 && response.status <= 599 ? response.status : 502;
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    body = undefined;
  }
  const fields = isObject(body) ? body : {};
  const rawCode = typeof fields.code === 'string' ? fields.code : fields.error;
  const code = typeof rawCode === 'string' && CODE.test(rawCode) ? rawCode : `http_${status}`;
  const errors = Array.isArray(fields.errors)
    ? fields.errors
        .filter(isObject)
        .slice(0, MAX_ERRORS)
        .map((item) => ({
          property_path: scrub(item.property_path, secrets) ?? '',
          message: scrub(item.message, secrets) ?? '',
        }))
    : [];
  const headers: Record<string, string> = {};
  const retryAfter = response.headers.get('retry-after');
  if (retryAfter && /^\d{1,6}$/.test(retryAfter)) headers['Retry-After'] = retryAfter;
  return problemResponse(
    {
      type: typeof fields.type === 'string' && PROBLEM_TYPE.test(fields.type) ? fields.type : 'about:blank',
      title: scrub(fields.title, secrets) ?? (response.statusText || `HTTP ${status}`),
      status,
      detail: scrub(fields.detail, secrets) ?? scrub(fields.error_description, secrets) ?? '',
      code,
      errors,
    },
    headers,
  );
}
