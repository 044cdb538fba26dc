/**
 * CORS for the origins the site owner configured. The visitor's session travels in the
 * `X-Session` header (never a cookie), so credentials mode is never needed; browsers must be
 * allowed to send that header (with `Idempotency-Key`, the visitor's verification token, the
 * waiting room's admission pass and place token, and the mark of the widget's own request for a
 * confirmation e-mail) and to read `Location`, `X-Count`, `X-Session`, `Retry-After`,
 * `Idempotency-Replayed`, `X-Ticket-Limit`, `X-Queueing`, `X-Queue-Place`, `Date`
 * (the service's clock, for the reservation countdown) and the two headers that tell the widget which
 * of its own follow-up requests it may skip.
 */
import {
  CONFIRMATION_EMAIL_HEADER,
  EXPANDED_GROUP_OPTIONS,
  EXPANDED_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_REPLAYED_HEADER,
  QUEUE_PASS_HEADER,
  QUEUEING_HEADER,
  QUEUE_PLACE_HEADER,
  SESSION_HEADER,
  PAYMENTS_HEADER,
  TICKET_LIMIT_HEADER,
  VISITOR_TOKEN_HEADER,
} from '../api/gateway-headers.js';
import { GatewayError } from './problem.js';
import type { VisitorRequest } from './visitor-request.js';

export { CONFIRMATION_EMAIL_HEADER, EXPANDED_GROUP_OPTIONS, EXPANDED_HEADER, SESSION_HEADER };
const EXPOSED_HEADERS = [
  'Location',
  'X-Count',
  SESSION_HEADER,
  'Retry-After',
  EXPANDED_HEADER,
  CONFIRMATION_EMAIL_HEADER,
  'Date',
  IDEMPOTENCY_REPLAYED_HEADER,
  TICKET_LIMIT_HEADER,
  PAYMENTS_HEADER,
  QUEUEING_HEADER,
  QUEUE_PLACE_HEADER,
];
const ALLOWED_METHODS = 'GET, HEAD, POST, PATCH, DELETE';
const ALLOWED_HEADERS = [
  'Accept',
  'Accept-Language',
  'Content-Type',
  SESSION_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  VISITOR_TOKEN_HEADER,
  QUEUE_PASS_HEADER,
  QUEUE_PLACE_HEADER,
  CONFIRMATION_EMAIL_HEADER,
];
const PREFLIGHT_MAX_AGE_S = 600;

export interface Cors {
  /**
   * The CORS headers for a request from `origin`, or throws `origin_not_allowed` when a
   * cross-origin request comes from an origin that is not configured.
   */
  headersFor(request: VisitorRequest): Record<string, string>;
  /** The answer to a preflight (`OPTIONS` with `Access-Control-Request-Method`). */
  preflight(request: VisitorRequest): Response;
}

/** `allowedOrigins`: exact origins (`https://shop.example`), or `'*'` for any (development). */
export function createCors(allowedOrigins: readonly string[] | '*' | undefined): Cors {
  const any = allowedOrigins === '*';
  const origins = new Set(
    Array.isArray(allowedOrigins) ? allowedOrigins.map((origin) => new URL(origin).origin) : [],
  );

  function decide(request: VisitorRequest): Record<string, string> {
    // Every answer varies by Origin, also the ones without CORS headers, so a cache never
    // serves one origin's answer to another.
    const vary = { Vary: 'Origin' };
    const origin = request.headers.get('origin');
    if (origin === null) return vary;
    if (any || origins.has(origin)) {
      return { ...vary, 'Access-Control-Allow-Origin': origin };
    }
    const sameOrigin = origin === new URL(request.url).origin;
    if (sameOrigin || allowedOrigins === undefined) return vary;
    throw new GatewayError('origin_not_allowed', `Requests from ${origin.slice(0, 200)} are not allowed.`);
  }

  return {
    headersFor(request) {
      const headers = decide(request);
      if (headers['Access-Control-Allow-Origin']) {
        headers['Access-Control-Expose-Headers'] = EXPOSED_HEADERS.join(', ');
      }
      return headers;
    },
    preflight(request) {
      const headers = decide(request);
      if (headers['Access-Control-Allow-Origin']) {
        headers['Access-Control-Allow-Methods'] = ALLOWED_METHODS;
        headers['Access-Control-Allow-Headers'] = ALLOWED_HEADERS.join(', ');
        headers['Access-Control-Max-Age'] = String(PREFLIGHT_MAX_AGE_S);
        headers.Vary = 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers';
      }
      return new Response(null, { status: 204, headers });
    },
  };
}
