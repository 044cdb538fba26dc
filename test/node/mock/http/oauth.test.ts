import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { testApp } from './helpers';

const FORM = 'application/x-www-form-urlencoded';
const basic = (id = 'demo-client', secret = 'demo-secret') => `Basic ${btoa(`${id}:${secret}`)}`;

function tokenRequest(t: ReturnType<typeof testApp>, body: string, headers: Record<string, string> = {}) {
  return t.fetch('/oauth/v2/token', {
    method: 'POST',
    headers: { authorization: basic(), 'content-type': FORM, ...headers },
    body,
  });
}

async function oauthError(response: Response): Promise<string> {
  assert.equal(response.status, 400);
  assert.equal(response.headers.get('cache-control'), 'no-store');
  const body = (await response.json()) as { error: string; error_description: string };
  assert.ok(body.error_description.length > 0);
  return body.error;
}

describe('token endpoint', () => {
  it('answers tokens with Cache-Control no-store and rotates the refresh token', async () => {
    const t = testApp();
    const first = await tokenRequest(t, 'grant_type=password&username=demo&password=demo');
    assert.equal(first.status, 200);
    assert.equal(first.headers.get('cache-control'), 'no-store');
    const tokens = (await first.json()) as {
      access_token: string;
      refresh_token: string;
      expires_in: number;
      token_type: string;
      scope: null;
    };
    assert.deepEqual([tokens.expires_in, tokens.token_type, tokens.scope], [600, 'bearer', null]);
    const refreshed = await tokenRequest(t, `grant_type=refresh_token&refresh_token=${tokens.refresh_token}`);
    assert.equal(refreshed.status, 200);
    const reuse = await tokenRequest(t, `grant_type=refresh_token&refresh_token=${tokens.refresh_token}`);
    assert.equal(await oauthError(reuse), 'invalid_grant');
  });

  it('answers invalid_client without Basic credentials or with a wrong secret', async () => {
    const t = testApp();
    assert.equal(
      await oauthError(
        await tokenRequest(t, 'grant_type=password&username=demo&password=demo', { authorization: '' }),
      ),
      'invalid_client',
    );
    assert.equal(
      await oauthError(
        await tokenRequest(t, 'grant_type=password&username=demo&password=demo', {
          authorization: basic('demo-client', 'x'),
        }),
      ),
      'invalid_client',
    );
  });

  it('answers unsupported_grant_type, invalid_request and invalid_grant', async () => {
    const t = testApp();
    assert.equal(
      await oauthError(await tokenRequest(t, 'grant_type=client_credentials')),
      'unsupported_grant_type',
    );
    assert.equal(await oauthError(await tokenRequest(t, 'username=demo&password=demo')), 'invalid_request');
    assert.equal(
      await oauthError(await tokenRequest(t, 'grant_type=password&username=demo')),
      'invalid_request',
    );
    assert.equal(
      await oauthError(
        await tokenRequest(t, 'grant_type=password&grant_type=password&username=demo&password=demo'),
      ),
      'invalid_request',
    );
    assert.equal(
      await oauthError(
        await tokenRequest(t, '{"grant_type":"password"}', { 'content-type': 'application/json' }),
      ),
      'invalid_request',
    );
    assert.equal(
      await oauthError(await tokenRequest(t, 'grant_type=password&username=demo&password=nope')),
      'invalid_grant',
    );
    assert.equal(
      await oauthError(await tokenRequest(t, 'grant_type=refresh_token&refresh_token=unknown')),
      'invalid_grant',
    );
  });

  it('answers 405 to other methods on the token endpoint', async () => {
    const t = testApp();
    const response = await t.fetch('/oauth/v2/token');
    assert.equal(response.status, 405);
    assert.equal(response.headers.get('allow'), 'POST, OPTIONS');
  });
});
