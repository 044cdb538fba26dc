import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { OAuthError } from '../../../../mock-server/domain/oauth';
import { fixture } from './fixture';

function oauthCode(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    assert.ok(error instanceof OAuthError, String(error));
    return error.error;
  }
  return undefined;
}

describe('OAuth', () => {
  it('issues bearer tokens that expire after accessTokenTtl seconds of mock time', () => {
    const { mock } = fixture();
    const tokens = mock.oauth.passwordGrant('demo-client', 'demo', 'demo');
    assert.equal(tokens.expires_in, 600);
    assert.equal(tokens.token_type, 'bearer');
    assert.equal(tokens.scope, null);
    assert.equal(mock.oauth.authenticate(tokens.access_token)?.username, 'demo');
    mock.clock.advance(599_999);
    assert.equal(mock.oauth.authenticate(tokens.access_token)?.username, 'demo');
    mock.clock.advance(1);
    assert.equal(mock.oauth.authenticate(tokens.access_token), undefined);
    assert.deepEqual(mock.oauth.inspect(tokens.access_token), { reason: 'The access token expired.' });
  });

  it('follows a changed token lifetime for tokens issued afterwards', () => {
    const { mock } = fixture();
    mock.updateConfig({ accessTokenTtl: 60 });
    const tokens = mock.oauth.passwordGrant('demo-client', 'demo', 'demo');
    assert.equal(tokens.expires_in, 60);
    mock.clock.advance(60_000);
    assert.equal(mock.oauth.authenticate(tokens.access_token), undefined);
  });

  it('rotates refresh tokens and rejects a used one', () => {
    const { mock } = fixture();
    const first = mock.oauth.passwordGrant('demo-client', 'demo', 'demo');
    mock.clock.advance(3_600_000);
    const second = mock.oauth.refreshGrant('demo-client', first.refresh_token);
    assert.notEqual(second.refresh_token, first.refresh_token);
    assert.equal(mock.oauth.authenticate(second.access_token)?.username, 'demo');
    assert.equal(
      oauthCode(() => mock.oauth.refreshGrant('demo-client', first.refresh_token)),
      'invalid_grant',
    );
    assert.ok(mock.oauth.refreshGrant('demo-client', second.refresh_token).access_token);
  });

  it('rejects a refresh token after 30 days and one presented by another client', () => {
    const { mock } = fixture();
    mock.oauth.setup(
      [
        { id: 'demo-client', secret: 'demo-secret' },
        { id: 'second', secret: 'x' },
      ],
      [{ username: 'demo', password: 'demo', hosts: [] }],
    );
    const tokens = mock.oauth.passwordGrant('demo-client', 'demo', 'demo');
    assert.equal(
      oauthCode(() => mock.oauth.refreshGrant('second', tokens.refresh_token)),
      'invalid_grant',
    );
    mock.clock.advance(30 * 86_400_000);
    assert.equal(
      oauthCode(() => mock.oauth.refreshGrant('demo-client', tokens.refresh_token)),
      'invalid_grant',
    );
  });

  it('rejects a wrong client secret and a wrong password', () => {
    const { mock } = fixture();
    assert.equal(
      oauthCode(() => mock.oauth.authenticateClient('demo-client', 'nope')),
      'invalid_client',
    );
    assert.equal(
      oauthCode(() => mock.oauth.authenticateClient('nobody', 'demo-secret')),
      'invalid_client',
    );
    assert.equal(
      oauthCode(() => mock.oauth.passwordGrant('demo-client', 'demo', 'wrong')),
      'invalid_grant',
    );
  });

  it('forgets every token on reset', () => {
    const { mock } = fixture();
    const tokens = mock.oauth.passwordGrant('demo-client', 'demo', 'demo');
    mock.reset();
    assert.equal(mock.oauth.authenticate(tokens.access_token), undefined);
  });
});
