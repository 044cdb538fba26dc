import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createTokenManager, memoryTokenStore, type RefreshTokenStore } from '../../../src/api/auth.js';
import { AuthError, NetworkError } from '../../../src/api/errors.js';
import { BASE_URL, CLIENT, USER, fakeClock, fakeService } from './fake-service.js';

function recordingStore(initial?: string) {
  const inner = memoryTokenStore(initial);
  const calls: string[] = [];
  const store: RefreshTokenStore = {
    get: async () => inner.get(),
    set: async (token) => {
      calls.push(`set ${token}`);
      await inner.set(token);
    },
    clear: async () => {
      calls.push('clear');
      await inner.clear();
    },
  };
  return { store, calls, current: () => inner.get() };
}

function setup(options: { password?: boolean; refreshToken?: string; store?: RefreshTokenStore } = {}) {
  const clock = fakeClock();
  const service = fakeService({ now: clock.now });
  const tokens = createTokenManager({
    baseUrl: BASE_URL,
    ...CLIENT,
    username: USER.username,
    password: options.password === false ? undefined : USER.password,
    refreshToken: options.refreshToken,
    store: options.store,
    fetch: service.fetch,
    now: clock.now,
  });
  return { clock, service, tokens };
}

describe('token manager', () => {
  it('signs in with the password grant as the interface describes', async () => {
    const { service, tokens } = setup();
    assert.equal(await tokens.getAccessToken(), 'access-1');
    const [request] = service.requests;
    assert.equal(request?.method, 'POST');
    assert.equal(request?.url.href, `${BASE_URL}/oauth/v2/token`);
    assert.equal(request?.headers.get('Content-Type'), 'application/x-www-form-urlencoded');
    assert.equal(request?.headers.get('Accept'), 'application/json');
    assert.equal(request?.headers.get('Authorization'), `Basic ${btoa('demo-client:demo-secret')}`);
    assert.deepEqual(Object.fromEntries(new URLSearchParams(request?.body)), {
      grant_type: 'password',
      username: 'demo',
      password: 'demo',
    });
  });

  it('reuses the access token while it is valid', async () => {
    const { service, tokens } = setup();
    await tokens.getAccessToken();
    await tokens.getAccessToken();
    assert.equal(service.requests.length, 1);
  });

  it('refreshes proactively once the token expires within 30 s', async () => {
    const { clock, service, tokens } = setup();
    await tokens.getAccessToken();
    clock.advance(600_000 - 30_001);
    assert.equal(await tokens.getAccessToken(), 'access-1');
    clock.advance(1);
    assert.equal(await tokens.getAccessToken(), 'access-2');
    assert.deepEqual(service.grants(), ['password', 'refresh_token']);
    assert.equal(new URLSearchParams(service.requests[1]?.body).get('refresh_token'), 'refresh-1');
  });

  it('sends exactly one refresh for twenty concurrent callers with an expired token', async () => {
    const { clock, service, tokens } = setup();
    await tokens.getAccessToken();
    clock.advance(600_000);
    const results = await Promise.all(Array.from({ length: 20 }, () => tokens.getAccessToken()));
    assert.deepEqual(new Set(results), new Set(['access-2']));
    assert.deepEqual(service.grants(), ['password', 'refresh_token']);
  });

  it('replaces a token rejected with 401 once, however many requests saw the 401', async () => {
    const { service, tokens } = setup();
    const rejected = await tokens.getAccessToken();
    const fresh = await Promise.all([
      tokens.handleUnauthorized(rejected),
      tokens.handleUnauthorized(rejected),
    ]);
    assert.deepEqual(fresh, ['access-2', 'access-2']);
    assert.equal(await tokens.handleUnauthorized(rejected), 'access-2');
    assert.deepEqual(service.grants(), ['password', 'refresh_token']);
  });

  it('falls back to the password grant when the rotated refresh token is rejected', async () => {
    const { clock, service, tokens } = setup();
    await tokens.getAccessToken();
    service.revokeRefreshTokens();
    clock.advance(600_000);
    assert.equal(await tokens.getAccessToken(), 'access-2');
    assert.deepEqual(service.grants(), ['password', 'refresh_token', 'password']);
  });

  it('throws AuthError and clears the store when the refresh token is rejected and there is no password', async () => {
    const { store, calls, current } = recordingStore('stale-token');
    const { service, tokens } = setup({ password: false, store });
    await assert.rejects(tokens.getAccessToken(), (error: unknown) => {
      assert.ok(error instanceof AuthError);
      assert.equal(error.code, 'invalid_grant');
      assert.equal(error.status, 400);
      return true;
    });
    assert.deepEqual(service.grants(), ['refresh_token']);
    assert.deepEqual(calls, ['clear']);
    assert.equal(current(), undefined);
  });

  it('throws AuthError when it has neither a refresh token nor a password', async () => {
    const { service, tokens } = setup({ password: false });
    await assert.rejects(tokens.getAccessToken(), { name: 'AuthError', code: 'no_credentials' });
    assert.equal(service.requests.length, 0);
  });

  it('starts from a given refresh token without any password', async () => {
    const service = fakeService();
    const { store, current } = recordingStore();
    await createTokenManager({
      baseUrl: BASE_URL,
      ...CLIENT,
      ...USER,
      store,
      fetch: service.fetch,
    }).getAccessToken();
    const fromToken = createTokenManager({
      tokenUrl: `${BASE_URL}/oauth/v2/token`,
      ...CLIENT,
      refreshToken: current() as string,
      fetch: service.fetch,
    });
    assert.equal(await fromToken.getAccessToken(), 'access-2');
    assert.deepEqual(service.grants(), ['password', 'refresh_token']);
  });

  it('reads the refresh token from an async store', async () => {
    const service = fakeService();
    const first = recordingStore();
    await createTokenManager({
      baseUrl: BASE_URL,
      ...CLIENT,
      ...USER,
      store: first.store,
      fetch: service.fetch,
    }).getAccessToken();
    const { store, calls } = recordingStore(first.current() as string);
    const tokens = createTokenManager({ baseUrl: BASE_URL, ...CLIENT, store, fetch: service.fetch });
    assert.equal(await tokens.getAccessToken(), 'access-2');
    assert.deepEqual(calls, ['set refresh-2']);
  });

  it('stores each rotated refresh token and never the password', async () => {
    const { store, calls } = recordingStore();
    const { clock, tokens } = setup({ store });
    await tokens.getAccessToken();
    clock.advance(600_000);
    await tokens.getAccessToken();
    clock.advance(600_000);
    await tokens.getAccessToken();
    assert.deepEqual(calls, ['set refresh-1', 'set refresh-2', 'set refresh-3']);
    assert.ok(!calls.some((call) => call.includes(USER.password)));
  });

  it('reports a refused client without trying the password', async () => {
    const service = fakeService();
    const tokens = createTokenManager({
      baseUrl: BASE_URL,
      clientId: 'demo-client',
      clientSecret: 'wrong',
      ...USER,
      fetch: service.fetch,
    });
    await assert.rejects(tokens.getAccessToken(), { name: 'AuthError', code: 'invalid_client', status: 400 });
    assert.equal(service.requests.length, 1);
  });

  it('reports a wrong password as invalid_grant', async () => {
    const service = fakeService();
    const tokens = createTokenManager({
      baseUrl: `${BASE_URL}/`,
      ...CLIENT,
      username: 'demo',
      password: 'nope',
      fetch: service.fetch,
    });
    await assert.rejects(tokens.getAccessToken(), { name: 'AuthError', code: 'invalid_grant' });
    assert.equal(service.requests[0]?.url.pathname, '/api/oauth/v2/token');
  });

  it('maps a failing token request to NetworkError and tries again on the next call', async () => {
    const service = fakeService();
    let down = true;
    const tokens = createTokenManager({
      baseUrl: BASE_URL,
      ...CLIENT,
      ...USER,
      fetch: (request) => (down ? Promise.reject(new TypeError('fetch failed')) : service.fetch(request)),
    });
    await assert.rejects(tokens.getAccessToken(), NetworkError);
    down = false;
    assert.equal(await tokens.getAccessToken(), 'access-1');
  });

  it('rejects a token response without an access token', async () => {
    const tokens = createTokenManager({
      baseUrl: BASE_URL,
      ...CLIENT,
      ...USER,
      fetch: async () => new Response('{}', { headers: { 'Content-Type': 'application/json' } }),
    });
    await assert.rejects(tokens.getAccessToken(), { name: 'ResponseFormatError' });
  });

  it('signs out with clear(): the next call signs in again', async () => {
    const { store, calls } = recordingStore();
    const { service, tokens } = setup({ store });
    await tokens.getAccessToken();
    await tokens.clear();
    assert.equal(await tokens.getAccessToken(), 'access-2');
    assert.deepEqual(service.grants(), ['password', 'password']);
    assert.deepEqual(calls, ['set refresh-1', 'clear', 'set refresh-2']);
  });

  it('forgets the access token on invalidate() and refreshes on the next call', async () => {
    const { service, tokens } = setup();
    await tokens.getAccessToken();
    tokens.invalidate();
    assert.equal(await tokens.getAccessToken(), 'access-2');
    assert.deepEqual(service.grants(), ['password', 'refresh_token']);
  });
});
