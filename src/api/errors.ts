/**
 * Typed errors of the ticketing client.
 *
 * The low layer (openapi-fetch) returns HTTP errors as values, `{ data, error, response }`;
 * `unwrap()` turns a non-2xx result into an `ApiError`. Transport failures (the fetch promise
 * rejecting) are thrown by the client as `NetworkError` or `TimeoutError`; a caller's own abort
 * is passed through unchanged, as `fetch` does.
 */
import type { FieldError } from '../problem/field-error.js';
import { isObject } from '../problem/json-object.js';

/** Base class of every error this client throws, so callers can catch them all at once. */
export class TicketingError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
  }
  // Explicit names survive minification, unlike `new.target.name`.
  override name = 'TicketingError';
}

export type { FieldError };

/** The `application/problem+json` body (RFC 9457) the service answers with on errors. */
export interface Problem {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  code?: string;
  errors?: FieldError[];
}

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** A non-2xx answer of the service. `code` is the stable machine-readable reason. */
export class ApiError extends TicketingError {
  override name = 'ApiError';
  readonly status: number;
  /** Stable reason, e.g. `validation_failed`, `sector_sold_out`, `not_found`; `http_<status>` if the body has none. */
  readonly code: string;
  readonly title: string;
  readonly detail: string | undefined;
  readonly type: string | undefined;
  readonly errors: readonly FieldError[];
  /** The parsed body (object) or its text when it was not JSON. */
  readonly body: unknown;

  constructor(status: number, problem: Problem & { body?: unknown } = {}) {
    const title = problem.title ?? `HTTP ${status}`;
    super(problem.detail ? `${title}: ${problem.detail}` : title);
    this.status = status;
    this.code = problem.code ?? `http_${status}`;
    this.title = title;
    this.detail = problem.detail;
    this.type = problem.type;
    this.errors = problem.errors ?? [];
    this.body = problem.body;
  }

  /**
   * Builds the error from a response and its body as openapi-fetch hands it over (parsed JSON,
   * or the raw text when the body was not JSON). Tolerates any shape: a problem document, an
   * OAuth-style `{error, error_description}`, plain text or nothing.
   */
  static from(response: Pick<Response, 'status' | 'statusText'>, body: unknown): ApiError {
    const status = response.status;
    const fallbackTitle = response.statusText || undefined;
    if (isObject(body)) {
      const errors = Array.isArray(body.errors)
        ? body.errors.filter(isObject).map((e) => ({
            property_path: str(e.property_path) ?? '',
            message: str(e.message) ?? '',
          }))
        : [];
      return new ApiError(status, {
        type: str(body.type),
        title: str(body.title) ?? fallbackTitle,
        detail: str(body.detail) ?? str(body.error_description),
        code: str(body.code) ?? str(body.error),
        errors,
        body,
      });
    }
    const text = typeof body === 'string' ? body.trim() : '';
    // A proxy's HTML error page is no use as a message; keep it on `body` only.
    const detail = text && !text.startsWith('<') ? text.slice(0, 500) : undefined;
    return new ApiError(status, { title: fallbackTitle, detail, body });
  }
}

/** The request never got an answer: DNS, connection refused, CORS, offline. */
export class NetworkError extends TicketingError {
  override name = 'NetworkError';
  constructor(cause: unknown) {
    const reason = cause instanceof Error && cause.message ? `: ${cause.message}` : '';
    super(`Network request failed${reason}`, { cause });
  }
}

/** No answer arrived within the client's `timeoutMs`. */
export class TimeoutError extends TicketingError {
  override name = 'TimeoutError';
  readonly timeoutMs: number | undefined;
  constructor(timeoutMs: number | undefined, cause?: unknown) {
    super(timeoutMs === undefined ? 'Request timed out' : `Request timed out after ${timeoutMs} ms`, {
      cause,
    });
    this.timeoutMs = timeoutMs;
  }
}

/**
 * The token endpoint refused to issue a token (`{error, error_description}` bodies such as
 * `invalid_grant` or `invalid_client`), or no credentials are left to ask with.
 */
export class AuthError extends TicketingError {
  override name = 'AuthError';
  /** The OAuth `error` code, or `no_credentials` / `invalid_token_response` from the client itself. */
  readonly code: string;
  readonly description: string | undefined;
  readonly status: number | undefined;
  constructor(code: string, description?: string, status?: number) {
    super(description ? `${code}: ${description}` : code);
    this.code = code;
    this.description = description;
    this.status = status;
  }
}

/** A successful answer that does not have the promised shape (e.g. a create without `Location`). */
export class ResponseFormatError extends TicketingError {
  override name = 'ResponseFormatError';
}

/**
 * Maps a rejection of `fetch` to a typed error. A caller's abort stays as it is (an
 * `AbortError` DOMException or the caller's reason), so code that ignores aborts keeps working.
 */
export function toTransportError(error: unknown, timeoutMs?: number): unknown {
  if (error instanceof TicketingError) return error;
  const name = (error as { name?: unknown } | null)?.name;
  // AbortSignal.timeout() aborts with a DOMException named TimeoutError, and fetch rejects with it.
  if (name === 'TimeoutError') return new TimeoutError(timeoutMs, error);
  if (name === 'AbortError') return error;
  return new NetworkError(error);
}

/** Result of an openapi-fetch call. */
export interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Returns the data of a successful call, or throws the typed `ApiError` of a failed one. */
export function unwrap<T>(result: FetchResult<T>): T {
  if (!result.response.ok) throw ApiError.from(result.response, result.error);
  return result.data as T;
}
