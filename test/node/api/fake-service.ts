/**
 * A small stand-in for the ticketing service, as a fetch function: OAuth with rotating refresh
 * tokens and expiring access tokens on an injectable clock, bearer checks on resources, and
 * per-test routes. It records every request it receives.
 */
export const BASE_URL = 'https://tickets.test/api';
export const CLIENT = { clientId: 'demo-client', clientSecret: 'demo-secret' } as const;
export const USER = { username: 'demo', password: 'demo' } as const;

export interface Recorded {
  method: string;
  url: URL;
  /** Path below the base URL, e.g. `/events/`. */
  path: string;
  headers: Headers;
  body: string;
  signal: AbortSignal;
}

export type Route = (request: Recorded) => Response | Promise<Response>;

export const json = (body: unknown, init: ResponseInit = {}): Response =>
  new Response(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) },
  });

export const problem = (status: number, code: string, detail: string, extra: object = {}): Response =>
  new Response(
    JSON.stringify({ type: 'about:blank', title: 'Request failed', status, code, detail, ...extra }),
    {
      status,
      headers: { 'Content-Type': 'application/problem+json' },
    },
  );

const oauthError = (status: number, error: string, description: string): Response =>
  json({ error, error_description: description }, { status, headers: { 'Cache-Control': 'no-store' } });

export function fakeService(options: { now?: () => number; expiresIn?: number } = {}) {
  const now = options.now ?? Date.now;
  const expiresIn = options.expiresIn ?? 600;
  const requests: Recorded[] = [];
  const routes = new Map<string, Route>();
  const accessTokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  let issued = 0;

  function issue(): Response {
    issued += 1;
    const access = `access-${issued}`;
    const refresh = `refresh-${issued}`;
    accessTokens.set(access, now() + expiresIn * 1000);
    refreshTokens.add(refresh);
    return json(
      {
        access_token: access,
        refresh_token: refresh,
        expires_in: expiresIn,
        token_type: 'bearer',
        scope: null,
      },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  }

  function token(request: Recorded): Response {
    const basic = `Basic ${btoa(`${CLIENT.clientId}:${CLIENT.clientSecret}`)}`;
    if (request.headers.get('Authorization') !== basic)
      return oauthError(400, 'invalid_client', 'Bad client');
    const form = new URLSearchParams(request.body);
    switch (form.get('grant_type')) {
      case 'password':
        return form.get('username') === USER.username && form.get('password') === USER.password
          ? issue()
          : oauthError(400, 'invalid_grant', 'Invalid username and password combination');
      case 'refresh_token': {
        const refresh = form.get('refresh_token') ?? '';
        // Refresh tokens rotate: each one works once.
        if (!refreshTokens.delete(refresh)) return oauthError(400, 'invalid_grant', 'Invalid refresh token');
        return issue();
      }
      default:
        return oauthError(400, 'unsupported_grant_type', 'Unsupported grant type');
    }
  }

  function authorized(request: Recorded): boolean {
    const bearer = request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '';
    const expires = accessTokens.get(bearer);
    return expires !== undefined && expires > now();
  }

  async function fetch(input: Request): Promise<Response> {
    const url = new URL(input.url);
    const recorded: Recorded = {
      method: input.method,
      url,
      path: url.pathname.slice(new URL(BASE_URL).pathname.length),
      headers: new Headers(input.headers),
      body: await input.text(),
      signal: input.signal,
    };
    requests.push(recorded);
    if (recorded.path === '/oauth/v2/token' && recorded.method === 'POST') return token(recorded);
    if (!authorized(recorded)) {
      const response = problem(401, 'unauthorized', 'A valid access token is required');
      response.headers.set('WWW-Authenticate', 'Bearer error="invalid_token"');
      return response;
    }
    const route = routes.get(`${recorded.method} ${recorded.path}`);
    return route
      ? route(recorded)
      : problem(404, 'not_found', `No route ${recorded.method} ${recorded.path}`);
  }

  return {
    fetch,
    requests,
    /** Requests other than token requests. */
    resourceRequests: () => requests.filter((r) => r.path !== '/oauth/v2/token'),
    /** Grant types of the token requests, in order. */
    grants: () =>
      requests
        .filter((r) => r.path === '/oauth/v2/token')
        .map((r) => new URLSearchParams(r.body).get('grant_type')),
    route(method: string, path: string, handler: Route) {
      routes.set(`${method} ${path}`, handler);
    },
    /** Makes every issued access token invalid on the server side (e.g. a key rotation). */
    revokeAccessTokens: () => accessTokens.clear(),
    /** Makes every issued refresh token invalid (e.g. rotated by another process). */
    revokeRefreshTokens: () => refreshTokens.clear(),
  };
}

export type FakeService = ReturnType<typeof fakeService>;

/** A fake clock for `now` options. */
export function fakeClock(start = Date.UTC(2026, 4, 1, 8, 0, 0)) {
  let time = start;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
}
