/**
 * Bearer tokens on every resource request (RFC 6750). Without a token the answer is 401 with
 * `WWW-Authenticate: Bearer realm="…"`; with an unknown or expired one the header adds
 * `error="invalid_token"` and a description, so a client knows to refresh.
 */
import type { MiddlewareHandler } from 'hono';
import type { Mock } from '../domain/mock';
import { DomainError } from '../domain/errors';
import type { AppContext, AppEnv } from './env';
import { problemResponse } from './errors';

const REALM = 'ticketing';

const BEARER = /^Bearer[ \t]+([A-Za-z0-9\-._~+/]+=*)[ \t]*$/i;

const quoted = (text: string): string => text.replace(/["\\]/g, '');

/**
 * Checks the request's bearer token: notes the user as the request's `actor` and answers
 * `undefined`, or answers the 401.
 */
export function checkBearer(mock: Mock, c: AppContext): Response | undefined {
  const header = c.req.header('authorization');
  const match = header === undefined ? null : BEARER.exec(header);
  if (!match) {
    const detail =
      header === undefined
        ? 'A valid access token is required: send Authorization: Bearer <access_token>.'
        : 'The Authorization header is not a Bearer token: send Authorization: Bearer <access_token>.';
    return problemResponse(c, new DomainError('unauthorized', detail), {
      'WWW-Authenticate': `Bearer realm="${REALM}"`,
    });
  }
  const result = mock.oauth.inspect(match[1]!);
  if ('reason' in result) {
    return problemResponse(
      c,
      new DomainError('unauthorized', `${result.reason} Obtain a new one with the refresh token.`),
      {
        'WWW-Authenticate': `Bearer realm="${REALM}", error="invalid_token", error_description="${quoted(result.reason)}"`,
      },
    );
  }
  c.set('actor', { username: result.user.username, hosts: [...result.user.hosts] });
  return undefined;
}

export function bearerAuth(mock: Mock): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const refused = checkBearer(mock, c);
    if (refused) return refused;
    await next();
  };
}
