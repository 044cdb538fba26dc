import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { memoryTokenStore, REFRESH_MARGIN_MS } from '../../../../src/api/auth.js';
import type { ApiClient } from '../../../../src/api/client.js';
import { AuthError, unwrap } from '../../../../src/api/errors.js';
import { CLIENT, TOKEN_LIFETIME_MS, useMockTarget, type MockTarget, type TargetKind } from './target.js';

/** Rotates `refreshToken` behind the client's back, as another process holding it would. */
async function rotateElsewhere(target: MockTarget, refreshToken: string): Promise<void> {
  const response = await target.fetch(
    new Request(`${target.baseUrl}/oauth/v2/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${btoa(`${CLIENT.clientId}:${CLIENT.clientSecret}`)}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    }),
  );
  assert.equal(response.status, 200, await response.text());
}

const hostNames = async (client: ApiClient) => unwrap(await client.GET('/hosts/')).map((host) => host.name);

/** The suite against one target: in-process in the unit tier, over HTTP in the integration tier. */
export function authAgainst(kind: TargetKind): void {
  describe(`token manager and client against the mock (${kind})`, () => {
    const target = useMockTarget(kind);
    beforeEach(() => target.reset());

    it('signs in with the password grant and reads the user’s host with the token', async () => {
      const { client, tokens } = target.client();
      const token = await tokens.getAccessToken();
      assert.deepEqual(await hostNames(client), ['Demo Theater']);
      const [grant, read] = target.exchanges;
      assert.equal(grant?.grant, 'password');
      assert.equal(grant?.form?.get('username'), 'demo');
      assert.equal(grant?.status, 200);
      assert.equal(read?.bearer, token);
      assert.equal(read?.status, 200);
      assert.deepEqual(target.grants(), ['password']);
    });

    it('refreshes 30 s before expiry on the mock clock, before the mock would refuse the token', async () => {
      const store = memoryTokenStore();
      const { client, tokens } = target.client({ store });
      const first = await tokens.getAccessToken();
      const signedIn = await store.get();
      await target.time.advance(TOKEN_LIFETIME_MS - REFRESH_MARGIN_MS - 1_000);
      assert.equal(await tokens.getAccessToken(), first);
      assert.deepEqual(target.grants(), ['password']);

      await target.time.advance(1_000);
      assert.deepEqual(await hostNames(client), ['Demo Theater']);
      const [, refresh] = target.exchanges;
      assert.deepEqual(
        [refresh?.grant, refresh?.form?.get('refresh_token'), refresh?.status],
        ['refresh_token', signedIn, 200],
      );
      const reads = target.resourceRequests();
      assert.deepEqual(
        reads.map((r) => [r.status, r.bearer === first]),
        [[200, false]],
      );
      assert.notEqual(await store.get(), signedIn);
    });

    it('sends exactly one refresh grant for twenty concurrent calls with an expired token', async () => {
      const { client, tokens } = target.client();
      await tokens.getAccessToken();
      await target.time.advance(TOKEN_LIFETIME_MS + 1_000);
      const results = await Promise.all(Array.from({ length: 20 }, () => client.GET('/hosts/')));
      assert.deepEqual(
        results.map((r) => r.response.status),
        Array(20).fill(200),
      );
      assert.deepEqual(target.grants(), ['password', 'refresh_token']);
      const reads = target.resourceRequests();
      assert.equal(reads.length, 20);
      assert.equal(new Set(reads.map((r) => r.bearer)).size, 1);
    });

    it('answers a 401 with one refresh and one retry when the mock clock ran past expiry', async () => {
      const { client, tokens } = target.client();
      const first = await tokens.getAccessToken();
      // The client's clock lags: it still thinks the token is fresh; the mock refuses it.
      await target.time.advanceServerOnly(TOKEN_LIFETIME_MS + 1_000);
      const created = await client.POST('/persons/', { body: { firstname: 'Anna', lastname: 'Muster' } });
      assert.equal(created.response.status, 201);

      const posts = target.resourceRequests();
      assert.deepEqual(
        posts.map((r) => [r.method, r.status, r.bearer === first, r.body]),
        [
          ['POST', 401, true, '{"firstname":"Anna","lastname":"Muster"}'],
          ['POST', 201, false, '{"firstname":"Anna","lastname":"Muster"}'],
        ],
      );
      assert.deepEqual(target.grants(), ['password', 'refresh_token']);
      const persons = unwrap(
        await client.GET('/persons/', { params: { query: { filters: { lastname: 'Muster' } } } }),
      );
      assert.equal(persons.length, 1);
    });

    it('shares one refresh among concurrent requests that all got a 401', async () => {
      const { client, tokens } = target.client();
      await tokens.getAccessToken();
      await target.time.advanceServerOnly(TOKEN_LIFETIME_MS + 1_000);
      const results = await Promise.all(Array.from({ length: 5 }, () => client.GET('/hosts/')));
      assert.deepEqual(
        results.map((r) => r.response.status),
        Array(5).fill(200),
      );
      assert.deepEqual(target.grants(), ['password', 'refresh_token']);
      const statuses = target.resourceRequests().map((r) => r.status);
      assert.deepEqual(statuses.filter((s) => s === 401).length, 5);
      assert.deepEqual(statuses.filter((s) => s === 200).length, 5);
    });

    it('signs in with the password again when the mock rejects a refresh token rotated elsewhere', async () => {
      const store = memoryTokenStore();
      const { client, tokens } = target.client({ store });
      await tokens.getAccessToken();
      const signedIn = (await store.get())!;
      await rotateElsewhere(target, signedIn);
      await target.time.advance(TOKEN_LIFETIME_MS);

      assert.deepEqual(await hostNames(client), ['Demo Theater']);
      const tokenRequests = target.exchanges.filter((e) => e.path === '/oauth/v2/token');
      assert.deepEqual(
        tokenRequests.map((e) => [e.grant, e.status]),
        [
          ['password', 200],
          ['refresh_token', 200],
          ['refresh_token', 400],
          ['password', 200],
        ],
      );
      assert.equal(tokenRequests[2]?.form?.get('refresh_token'), signedIn);
      const stored = await store.get();
      assert.ok(stored && stored !== signedIn);
    });

    it('throws AuthError when the refresh token is rejected and there is no password', async () => {
      const store = memoryTokenStore();
      await target.tokens({ store }).getAccessToken();
      const signedIn = (await store.get())!;
      await rotateElsewhere(target, signedIn);
      const { client } = target.client({ password: undefined, refreshToken: signedIn });

      await assert.rejects(client.GET('/hosts/'), (error: unknown) => {
        assert.ok(error instanceof AuthError);
        assert.equal(error.code, 'invalid_grant');
        assert.equal(error.status, 400);
        return true;
      });
      assert.equal(target.resourceRequests().length, 0);
    });

    it('throws AuthError without a request when there is neither a refresh token nor a password', async () => {
      const { client } = target.client({ password: undefined });
      await assert.rejects(client.GET('/hosts/'), { name: 'AuthError', code: 'no_credentials' });
      assert.equal(target.exchanges.length, 0);
    });

    it('reports a wrong password as invalid_grant and a wrong client secret as invalid_client', async () => {
      await assert.rejects(target.tokens({ password: 'wrong' }).getAccessToken(), {
        name: 'AuthError',
        code: 'invalid_grant',
        status: 400,
      });
      await assert.rejects(target.tokens({ clientSecret: 'wrong' }).getAccessToken(), {
        name: 'AuthError',
        code: 'invalid_client',
        status: 400,
      });
    });
  });
}
