import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createTokenManager } from '../../../src/api/auth.js';
import { createClient } from '../../../src/api/client.js';
import { ApiError, AuthError, NetworkError, TimeoutError, unwrap } from '../../../src/api/errors.js';
import { BASE_URL, CLIENT, USER, fakeService, json, problem } from './fake-service.js';

const EVENTS = [{ pid: 'E1', name: 'Hamlet' }];

function setup(options: { password?: boolean; timeoutMs?: number } = {}) {
  const service = fakeService();
  const tokens = createTokenManager({
    baseUrl: BASE_URL,
    ...CLIENT,
    username: USER.username,
    password: options.password === false ? undefined : USER.password,
    fetch: service.fetch,
  });
  const client = createClient({
    baseUrl: BASE_URL,
    fetch: service.fetch,
    auth: tokens,
    timeoutMs: options.timeoutMs,
  });
  service.route('GET', '/events/', () => json(EVENTS, { headers: { 'X-Count': '1' } }));
  return { service, tokens, client };
}

/** A fetch that never answers, until its request is aborted. */
const hangingFetch = (seen: Request[] = []) =>
  function (request: Request): Promise<Response> {
    seen.push(request);
    return new Promise((_resolve, reject) => {
      // Keeps the event loop alive: the abort timer alone would not.
      const keepAlive = setTimeout(() => reject(new Error('the test fetch was never aborted')), 5000);
      request.signal.addEventListener('abort', () => {
        clearTimeout(keepAlive);
        reject(request.signal.reason);
      });
    });
  };

describe('createClient', () => {
  it('sends Accept, the bearer token and a bracket query', async () => {
    const { service, client } = setup();
    const result = await client.GET('/events/', {
      params: { query: { filters: { name: 'Hamlet' }, properties: ['shows'], page: 0, maxResults: 10 } },
    });
    assert.deepEqual(unwrap(result), EVENTS);
    const [request] = service.resourceRequests();
    assert.equal(request?.headers.get('Accept'), 'application/json');
    assert.equal(request?.headers.get('Authorization'), 'Bearer access-1');
    assert.equal(
      request?.url.search,
      '?filters%5Bname%5D=Hamlet&properties%5Bshows%5D=1&page=0&maxResults=10',
    );
  });

  it('sends JSON bodies with their content type', async () => {
    const { service, client } = setup();
    service.route(
      'POST',
      '/persons/',
      () => new Response(null, { status: 201, headers: { Location: '/persons/P1' } }),
    );
    await client.POST('/persons/', { body: { firstname: 'Anna', lastname: 'Muster' } });
    const [request] = service.resourceRequests();
    assert.equal(request?.headers.get('Content-Type'), 'application/json');
    assert.deepEqual(JSON.parse(request?.body ?? ''), { firstname: 'Anna', lastname: 'Muster' });
  });

  it('refreshes once on a 401 and resends the request with its body', async () => {
    const { service, client } = setup();
    service.route(
      'POST',
      '/persons/',
      () => new Response(null, { status: 201, headers: { Location: '/persons/P1' } }),
    );
    await client.GET('/events/');
    service.revokeAccessTokens();
    const result = await client.POST('/persons/', { body: { firstname: 'Anna' } });
    assert.equal(result.response.status, 201);
    const posts = service.resourceRequests().filter((r) => r.method === 'POST');
    assert.deepEqual(
      posts.map((r) => [r.headers.get('Authorization'), r.body]),
      [
        ['Bearer access-1', '{"firstname":"Anna"}'],
        ['Bearer access-2', '{"firstname":"Anna"}'],
      ],
    );
    assert.deepEqual(service.grants(), ['password', 'refresh_token']);
  });

  it('gives up after one retry when the 401 repeats', async () => {
    const { service, client } = setup();
    service.route('GET', '/hosts/', () => problem(401, 'unauthorized', 'Not for you'));
    const result = await client.GET('/hosts/');
    assert.equal(result.response.status, 401);
    assert.throws(
      () => unwrap(result),
      (error: unknown) => error instanceof ApiError && error.status === 401,
    );
    assert.equal(service.resourceRequests().length, 2);
    assert.deepEqual(service.grants(), ['password', 'refresh_token']);
  });

  it('shares one refresh among concurrent requests that all got a 401', async () => {
    const { service, client } = setup();
    await client.GET('/events/');
    service.revokeAccessTokens();
    const results = await Promise.all(Array.from({ length: 5 }, () => client.GET('/events/')));
    assert.deepEqual(
      results.map((r) => r.response.status),
      [200, 200, 200, 200, 200],
    );
    assert.deepEqual(service.grants(), ['password', 'refresh_token']);
  });

  it('signs in again with the password when the refresh token is dead', async () => {
    const { service, client } = setup();
    await client.GET('/events/');
    service.revokeAccessTokens();
    service.revokeRefreshTokens();
    assert.equal((await client.GET('/events/')).response.status, 200);
    assert.deepEqual(service.grants(), ['password', 'refresh_token', 'password']);
  });

  it('throws AuthError when the token cannot be replaced', async () => {
    const service = fakeService();
    const first = createTokenManager({ baseUrl: BASE_URL, ...CLIENT, ...USER, fetch: service.fetch });
    await first.getAccessToken();
    const tokens = createTokenManager({
      baseUrl: BASE_URL,
      ...CLIENT,
      refreshToken: 'revoked',
      fetch: service.fetch,
    });
    const client = createClient({ baseUrl: BASE_URL, fetch: service.fetch, auth: tokens });
    await assert.rejects(client.GET('/events/'), (error: unknown) => {
      assert.ok(error instanceof AuthError);
      assert.equal(error.code, 'invalid_grant');
      return true;
    });
    assert.equal(service.resourceRequests().length, 0);
  });

  it('maps a problem answer to ApiError through unwrap', async () => {
    const { service, client } = setup();
    service.route('POST', '/tickets/', () =>
      problem(409, 'sector_sold_out', 'Could not reserve 3 tickets: sector Balcony has 2 left', {
        errors: [{ property_path: 'sector', message: 'Sold out.' }],
      }),
    );
    const result = await client.POST('/tickets/', {
      body: { booking: 123456789012, show: 'S1', price: 'P1', sector: 'X1' },
    });
    assert.throws(
      () => unwrap(result),
      (error: unknown) =>
        error instanceof ApiError &&
        error.status === 409 &&
        error.code === 'sector_sold_out' &&
        error.errors[0]?.property_path === 'sector',
    );
  });

  it('throws TimeoutError when no answer arrives in time', async () => {
    const client = createClient({ baseUrl: BASE_URL, fetch: hangingFetch(), timeoutMs: 20 });
    await assert.rejects(client.GET('/events/'), (error: unknown) => {
      assert.ok(error instanceof TimeoutError);
      assert.equal(error.timeoutMs, 20);
      return true;
    });
  });

  it("passes a caller's abort through as an AbortError, also with a timeout set", async () => {
    const seen: Request[] = [];
    const client = createClient({ baseUrl: BASE_URL, fetch: hangingFetch(seen), timeoutMs: 60_000 });
    const controller = new AbortController();
    const pending = client.GET('/events/', { signal: controller.signal });
    await new Promise((resolve) => setImmediate(resolve));
    controller.abort();
    await assert.rejects(pending, { name: 'AbortError' });
    assert.equal(seen[0]?.signal.aborted, true);
  });

  it('throws NetworkError when fetch rejects', async () => {
    const cause = new TypeError('fetch failed');
    const client = createClient({ baseUrl: BASE_URL, fetch: () => Promise.reject(cause) });
    await assert.rejects(client.GET('/events/'), (error: unknown) => {
      assert.ok(error instanceof NetworkError);
      assert.equal(error.cause, cause);
      return true;
    });
  });

  it('maps a network failure of the retry too', async () => {
    const { tokens } = setup();
    let calls = 0;
    const client = createClient({
      baseUrl: BASE_URL,
      auth: tokens,
      fetch: () => {
        calls += 1;
        return calls === 1
          ? Promise.resolve(problem(401, 'unauthorized', 'x'))
          : Promise.reject(new TypeError('down'));
      },
    });
    await assert.rejects(client.GET('/events/'), NetworkError);
    assert.equal(calls, 2);
  });

  it('looks up the global fetch on every request', async () => {
    const original = globalThis.fetch;
    const client = createClient({ baseUrl: BASE_URL });
    const seen: string[] = [];
    globalThis.fetch = async (input) => {
      seen.push(input instanceof Request ? input.url : String(input));
      return json([]);
    };
    try {
      await client.GET('/events/');
    } finally {
      globalThis.fetch = original;
    }
    assert.deepEqual(seen, [`${BASE_URL}/events/`]);
  });

  it('sends extra headers, no Authorization without auth, and Dates in the configured zone', async () => {
    const seen: Request[] = [];
    const client = createClient({
      baseUrl: `${BASE_URL}/`,
      headers: { 'X-Client': 'widget' },
      timeZone: 'UTC',
      fetch: async (request) => (seen.push(request), json([])),
    });
    await client.GET('/events/', {
      params: {
        query: { filters: { created: { _comp: 'gte', _value: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)) } } },
      },
    });
    const [request] = seen;
    assert.equal(request?.headers.get('X-Client'), 'widget');
    assert.equal(request?.headers.get('Authorization'), null);
    assert.deepEqual(
      [...new URL(request?.url ?? '').searchParams],
      [
        ['filters[created][_comp]', 'gte'],
        ['filters[created][_value]', '2026-01-02 03:04:05'],
      ],
    );
  });

  it('reads an empty body that openapi-fetch leaves unread, so the browser never cancels its request', async () => {
    // A create answers 201 with `Content-Length: 0`; openapi-fetch then never reads the body,
    // and Chromium keeps such a request open until it is read, then reports it net::ERR_ABORTED.
    const drained: string[] = [];
    const answer = (label: string, status: number, headers: Record<string, string>) =>
      new Response(
        new ReadableStream(
          {
            pull(controller) {
              drained.push(label);
              controller.close();
            },
          },
          // Pulled only when someone reads.
          { highWaterMark: 0 },
        ),
        { status, headers },
      );
    const answers = [
      answer('create', 201, { 'Content-Length': '0', Location: `${BASE_URL}/persons/P1` }),
      answer('patch', 200, { 'Content-Length': '0' }),
    ];
    const client = createClient({ baseUrl: BASE_URL, fetch: async () => answers.shift()! });
    await client.POST('/persons/', { body: { firstname: 'Anna', lastname: 'Muster' } });
    await client.PATCH('/persons/{pid}', { params: { path: { pid: 'P1' } }, body: { firstname: 'Anna' } });
    assert.deepEqual(drained, ['create', 'patch']);
  });
});
