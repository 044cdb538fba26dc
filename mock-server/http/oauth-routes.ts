/**
 * `POST /oauth/v2/token` (interface description §5, DESIGN.md §4): a form body, the client key
 * and secret in `Authorization: Basic`, the password and refresh-token grants. Tokens answer
 * with `Cache-Control: no-store`; errors answer 400 `{error, error_description}` (RFC 6749 §5.2).
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Mock } from '../domain/mock';
import { OAuthError } from '../domain/oauth';
import { TokenRequestSchema, TokenResponseSchema } from '../schemas';
import { isForm, mediaType, readText } from './body';
import type { AppContext } from './env';
import { handle } from './errors';
import { json } from './reply';
import { clientSecurity } from './route-docs';
import type { RouteEntry } from './route-entry';

const tokenRoute = createRoute({
  method: 'post',
  path: '/oauth/v2/token',
  operationId: 'requestToken',
  summary: 'Obtain or refresh tokens',
  description:
    'Password grant (first login) or refresh-token grant. Refresh tokens rotate: each use ' +
    'returns a new one and invalidates the old one. The response carries `Cache-Control: no-store`.',
  tags: ['Authentication'],
  security: clientSecurity,
  request: {
    body: {
      required: true,
      content: { 'application/x-www-form-urlencoded': { schema: TokenRequestSchema } },
    },
  },
  responses: {
    200: {
      description: 'The tokens.',
      headers: z.object({
        'Cache-Control': z.literal('no-store').openapi({ description: 'Always `no-store`.' }),
      }),
      content: { 'application/json': { schema: TokenResponseSchema } },
    },
    400: {
      description: 'The client, the grant or the request is invalid.',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/OAuthError' } } },
    },
  },
});

const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };

function oauthError(c: AppContext, error: OAuthError, status = 400): Response {
  c.set('rejection', { code: error.error, detail: error.description });
  return json(c, { error: error.error, error_description: error.description }, status as 400, NO_STORE);
}

/** `Basic base64(id:secret)`; both parts form-url-decoded (RFC 6749 §2.3.1). */
function clientCredentials(header: string | undefined): { id: string; secret: string } | undefined {
  const match = /^Basic[ \t]+([A-Za-z0-9+/]+=*)[ \t]*$/i.exec(header ?? '');
  if (!match) return undefined;
  try {
    const bytes = Uint8Array.from(atob(match[1]!), (ch) => ch.charCodeAt(0));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    const colon = text.indexOf(':');
    if (colon < 0) return undefined;
    const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
    return { id: decode(text.slice(0, colon)), secret: decode(text.slice(colon + 1)) };
  } catch {
    return undefined;
  }
}

async function token(c: AppContext, mock: Mock): Promise<Response> {
  try {
    if (!isForm(c)) {
      const { type } = mediaType(c.req.header('content-type'));
      throw new OAuthError(
        'invalid_request',
        `The token request must be application/x-www-form-urlencoded, not ${type || 'without a content type'}.`,
      );
    }
    const client = clientCredentials(c.req.header('authorization'));
    if (!client) {
      throw new OAuthError(
        'invalid_client',
        'Client authentication is required: send Authorization: Basic base64(client_id:client_secret).',
      );
    }
    let text: string;
    try {
      text = await readText(c);
    } catch (error) {
      const status =
        error instanceof Error && 'code' in error && error.code === 'payload_too_large' ? 413 : 400;
      return oauthError(
        c,
        new OAuthError('invalid_request', error instanceof Error ? error.message : 'Unreadable body.'),
        status,
      );
    }
    const form = new URLSearchParams(text);
    const value = (name: string): string | undefined => {
      const all = form.getAll(name);
      if (all.length > 1)
        throw new OAuthError('invalid_request', `The parameter ${name} is given more than once.`);
      return all[0] === '' ? undefined : all[0];
    };
    mock.oauth.authenticateClient(client.id, client.secret);
    const grantType = value('grant_type');
    let tokens;
    if (grantType === undefined)
      throw new OAuthError('invalid_request', 'The parameter grant_type is missing.');
    else if (grantType === 'password') {
      const username = value('username');
      const password = value('password');
      if (username === undefined || password === undefined) {
        throw new OAuthError('invalid_request', 'The password grant needs username and password.');
      }
      tokens = mock.oauth.passwordGrant(client.id, username, password);
      mock.journal.record({
        kind: 'auth',
        message: `Issued tokens to ${username} (password grant, client ${client.id}).`,
        session: username,
      });
    } else if (grantType === 'refresh_token') {
      const refresh = value('refresh_token');
      if (refresh === undefined)
        throw new OAuthError('invalid_request', 'The refresh_token grant needs refresh_token.');
      tokens = mock.oauth.refreshGrant(client.id, refresh);
      mock.journal.record({ kind: 'auth', message: `Refreshed tokens (client ${client.id}).` });
    } else {
      throw new OAuthError(
        'unsupported_grant_type',
        `The grant type ${grantType} is not supported; use password or refresh_token.`,
      );
    }
    return json(c, tokens, 200, NO_STORE);
  } catch (error) {
    if (error instanceof OAuthError) return oauthError(c, error);
    throw error;
  }
}

/** The route table's entry for the token endpoint. */
export const tokenRoutes: readonly RouteEntry[] = [
  {
    key: 'oauth.token',
    kind: 'token',
    auth: 'client',
    route: tokenRoute,
    serve: ({ mock }) => handle((c) => token(c, mock)),
  },
];
