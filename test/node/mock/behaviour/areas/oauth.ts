import assert from 'node:assert/strict';
import { it } from 'node:test';
import { HOST_NAME } from '../catalogue';
import {
  COLLECTIONS,
  assertProblem,
  assertStatus,
  basic,
  behaviour,
  describeReply,
  type Api,
  type Reply,
  type TokenSet,
} from '../harness';

function assertOAuthError(reply: Reply, error: string): void {
  assert.equal(reply.status, 400, describeReply(reply));
  const body = reply.body as { error?: unknown; error_description?: unknown };
  assert.equal(body?.error, error, describeReply(reply));
  assert.equal(typeof body.error_description, 'string');
}

async function assertUnauthorized(api: Api, token: string | null, path = '/hosts/'): Promise<void> {
  const reply = await api.get(path, { token });
  assertProblem(reply, { status: 401, code: 'unauthorized' });
  assert.match(
    reply.headers.get('www-authenticate') ?? '',
    /^Bearer\b/,
    'WWW-Authenticate names the Bearer scheme',
  );
}

behaviour('OAuth token lifecycle (§5)', (api) => {
  it('the password grant with Basic client credentials answers the tokens, not to be cached', async () => {
    const reply = await api().tokenRequest({ grant_type: 'password', username: 'demo', password: 'demo' });
    assertStatus(reply, 200);
    assert.match(reply.headers.get('content-type') ?? '', /^application\/json/);
    assert.match(reply.headers.get('cache-control') ?? '', /\bno-store\b/);
    const tokens = reply.body as TokenSet;
    assert.equal(typeof tokens.access_token, 'string');
    assert.ok(tokens.access_token.length >= 16, 'an unguessable access token');
    assert.equal(typeof tokens.refresh_token, 'string');
    assert.notEqual(tokens.refresh_token, tokens.access_token);
    assert.equal(tokens.expires_in, 600);
    assert.equal(tokens.token_type, 'bearer');
    assert.equal(tokens.scope, null);
  });

  it('the bearer token gives access to the hosts of its user', async () => {
    const tokens = await api().tokenFor('demo');
    const reply = await api().get('/hosts/', { token: tokens.access_token });
    assertStatus(reply, 200);
    assert.deepEqual(
      (reply.body as { name: string }[]).map((host) => host.name),
      [HOST_NAME],
    );
    const other = await api().tokenFor('other');
    const otherHosts = await api().get('/hosts/', { token: other.access_token });
    assertStatus(otherHosts, 200);
    assert.equal((otherHosts.body as unknown[]).length, 1);
    assert.ok(!otherHosts.text.includes(HOST_NAME), 'the other user does not see Demo Theater');
  });

  it('answers 400 invalid_client for a wrong secret, an unknown client or no Basic header', async () => {
    const form = { grant_type: 'password', username: 'demo', password: 'demo' };
    assertOAuthError(await api().tokenRequest(form, basic('demo-client', 'wrong')), 'invalid_client');
    assertOAuthError(await api().tokenRequest(form, basic('someone-else', 'demo-secret')), 'invalid_client');
    assertOAuthError(await api().tokenRequest(form, null), 'invalid_client');
  });

  it('answers 400 invalid_grant for a wrong password or an unknown user', async () => {
    assertOAuthError(
      await api().tokenRequest({ grant_type: 'password', username: 'demo', password: 'other' }),
      'invalid_grant',
    );
    assertOAuthError(
      await api().tokenRequest({ grant_type: 'password', username: 'nobody', password: 'demo' }),
      'invalid_grant',
    );
  });

  it('answers 400 unsupported_grant_type for another grant type', async () => {
    assertOAuthError(
      await api().tokenRequest({ grant_type: 'client_credentials' }),
      'unsupported_grant_type',
    );
    assertOAuthError(
      await api().tokenRequest({ grant_type: 'authorization_code', code: 'abc' }),
      'unsupported_grant_type',
    );
  });

  it('answers 400 invalid_request when a field is missing', async () => {
    assertOAuthError(
      await api().tokenRequest({ grant_type: 'password', username: 'demo' }),
      'invalid_request',
    );
    assertOAuthError(
      await api().tokenRequest({ grant_type: 'password', password: 'demo' }),
      'invalid_request',
    );
    assertOAuthError(await api().tokenRequest({ username: 'demo', password: 'demo' }), 'invalid_request');
    assertOAuthError(await api().tokenRequest({ grant_type: 'refresh_token' }), 'invalid_request');
  });

  it('answers 401 with WWW-Authenticate without a token, with an unknown token or with Basic credentials', async () => {
    for (const collection of COLLECTIONS) await assertUnauthorized(api(), null, `/${collection}/`);
    await assertUnauthorized(api(), 'not-a-token');
    const reply = await api().get('/hosts/', { token: null, headers: { authorization: basic() } });
    assertProblem(reply, { status: 401, code: 'unauthorized' });
    assert.match(reply.headers.get('www-authenticate') ?? '', /^Bearer\b/);
  });

  it('the access token works until expires_in seconds have passed, then answers 401', async () => {
    const tokens = await api().tokenFor('demo');
    await api().advance(`${tokens.expires_in - 1}s`);
    assertStatus(await api().get('/hosts/', { token: tokens.access_token }), 200);
    await api().advance('2s');
    await assertUnauthorized(api(), tokens.access_token);
  });

  it('the refresh grant answers new tokens and rotates the refresh token', async () => {
    const first = await api().tokenFor('demo');
    await api().advance('11m');
    await assertUnauthorized(api(), first.access_token);
    const reply = await api().tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    });
    assertStatus(reply, 200);
    assert.match(reply.headers.get('cache-control') ?? '', /\bno-store\b/);
    const second = reply.body as TokenSet;
    assert.equal(second.expires_in, 600);
    assert.equal(second.token_type, 'bearer');
    assert.notEqual(second.access_token, first.access_token);
    assert.notEqual(second.refresh_token, first.refresh_token);
    assertStatus(await api().get('/hosts/', { token: second.access_token }), 200);
    const third = await api().tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: second.refresh_token,
    });
    assertStatus(third, 200);
  });

  it('answers 400 invalid_grant when a rotated refresh token is used again', async () => {
    const first = await api().tokenFor('demo');
    assertStatus(
      await api().tokenRequest({ grant_type: 'refresh_token', refresh_token: first.refresh_token }),
      200,
    );
    assertOAuthError(
      await api().tokenRequest({ grant_type: 'refresh_token', refresh_token: first.refresh_token }),
      'invalid_grant',
    );
    assertOAuthError(
      await api().tokenRequest({ grant_type: 'refresh_token', refresh_token: 'unknown' }),
      'invalid_grant',
    );
  });

  it('a refresh token lives 30 days', async () => {
    const tokens = await api().tokenFor('demo');
    await api().advance('29d');
    const refreshed = await api().tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    assertStatus(refreshed, 200);
    await api().advance('31d');
    assertOAuthError(
      await api().tokenRequest({
        grant_type: 'refresh_token',
        refresh_token: (refreshed.body as TokenSet).refresh_token,
      }),
      'invalid_grant',
    );
  });

  it('answers 400 invalid_client to a refresh with unknown client credentials', async () => {
    const tokens = await api().tokenFor('demo');
    assertOAuthError(
      await api().tokenRequest(
        { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
        basic('x', 'y'),
      ),
      'invalid_client',
    );
  });

  it('the access token lifetime follows the admin config', async () => {
    await api().setConfig({ accessTokenTtl: 60 });
    try {
      const tokens = await api().tokenFor('demo');
      assert.equal(tokens.expires_in, 60);
      await api().advance('61s');
      await assertUnauthorized(api(), tokens.access_token);
    } finally {
      await api().setConfig({ accessTokenTtl: 600 });
    }
  });
});
