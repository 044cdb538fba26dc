/**
 * The one place where domain errors become HTTP: `application/problem+json` (RFC 9457) with
 * `type`, `title`, `status`, `detail`, a stable `code` and `errors[{property_path, message}]`.
 * 409: the data could not be handled (validation and rule conflicts); 404: unknown path or pid;
 * 401: authentication; 413: body too large; 415: wrong content type; 405: wrong verb. An
 * unexpected exception becomes 500 `internal_error`; no input is meant to reach it.
 */
import { DomainError, type ErrorCode, type PropertyError } from '../domain/errors';
import { QueryError } from '../domain/query/errors';
import { PROBLEM_CODES } from '../schemas/problem';
import { urlParts, type AppContext } from './env';
import { text } from './reply';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

const STATUSES: Record<ErrorCode, { readonly status: number; readonly title: string }> = {
  ...PROBLEM_CODES,
  unsupported_media_type: { status: 415, title: 'The request body has an unsupported content type.' },
  method_not_allowed: { status: 405, title: 'The method is not allowed on this resource.' },
  internal_error: { status: 500, title: 'The service failed unexpectedly.' },
};

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: ErrorCode;
  errors: PropertyError[];
}

export function statusOf(code: ErrorCode): number {
  return STATUSES[code].status;
}

/** Any thrown value as a problem. */
export function toProblem(error: unknown): Problem {
  let domain: DomainError;
  if (error instanceof DomainError) domain = error;
  else if (error instanceof QueryError)
    domain = new DomainError('invalid_query', error.message, [...error.errors]);
  else {
    const message = error instanceof Error ? error.message : String(error);
    domain = new DomainError('internal_error', `Unexpected error: ${message}`);
  }
  const { status, title } = STATUSES[domain.code];
  return {
    type: `/problems/${domain.code}`,
    title,
    status,
    detail: domain.message,
    code: domain.code,
    errors: domain.errors,
  };
}

/** The problem response for `error`; remembers the reason for the journal. */
export function problemResponse(
  c: AppContext,
  error: unknown,
  headers: Record<string, string> = {},
): Response {
  const problem = toProblem(error);
  c.set('rejection', { code: problem.code, detail: problem.detail });
  return text(c, JSON.stringify(problem), problem.status, PROBLEM_CONTENT_TYPE, headers);
}

/**
 * Wraps a route handler so that every error it throws answers as a problem. A handler that
 * answers at once is answered at once (no promise of the wrapper's own).
 */
export function handle<C extends AppContext>(fn: (c: C) => Response | Promise<Response>) {
  return (c: C): Response | Promise<Response> => {
    try {
      const answer = fn(c);
      return answer instanceof Promise ? answer.catch((error: unknown) => problemResponse(c, error)) : answer;
    } catch (error) {
      return problemResponse(c, error);
    }
  };
}

/** 405 with `Allow` for a known path asked with another method. */
export function methodNotAllowed(allowed: readonly string[]) {
  const allow = [...new Set([...allowed, ...(allowed.includes('GET') ? ['HEAD'] : []), 'OPTIONS'])].join(
    ', ',
  );
  return (c: AppContext): Response =>
    problemResponse(
      c,
      new DomainError(
        'method_not_allowed',
        `${c.req.method} is not allowed on ${urlParts(c.req.url).pathname}; allowed: ${allow}.`,
      ),
      { Allow: allow },
    );
}
