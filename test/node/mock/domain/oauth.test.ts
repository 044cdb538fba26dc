import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  DEFAULT_OAUTH_SETTINGS,
  OAuthError,
  OAuthService,
  TOKEN_LIMITS,
} from '../../../../mock-server/domain/oauth';
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

describe('OAuth token pruning', () => {
  const grant = (mock: ReturnType<typeof fixture>['mock']) =>
    mock.oauth.passwordGrant('demo-client', 'demo', 'demo');

  it('drops expired access tokens by the mock clock at the next grant', () => {
    const { mock } = fixture();
    const old = grant(mock);
    grant(mock);
    assert.equal(mock.oauth.tokenCounts().access, 2);
    mock.clock.advance(600_000);
    const fresh = grant(mock);
    assert.equal(mock.oauth.tokenCounts().access, 1);
    assert.deepEqual(mock.oauth.inspect(old.access_token), { reason: 'The access token is unknown.' });
    assert.equal(mock.oauth.authenticate(fresh.access_token)?.username, 'demo');
  });

  it('keeps a rotated refresh token a day, to say it was used, then drops it', () => {
    const { mock } = fixture();
    const first = grant(mock);
    mock.oauth.refreshGrant('demo-client', first.refresh_token);
    assert.deepEqual(mock.oauth.tokenCounts(), { access: 2, refresh: 1, rotated: 1 });
    assert.throws(() => mock.oauth.refreshGrant('demo-client', first.refresh_token), /already been used/);
    mock.clock.advance(86_400_000);
    grant(mock);
    assert.equal(mock.oauth.tokenCounts().rotated, 0);
    assert.throws(() => mock.oauth.refreshGrant('demo-client', first.refresh_token), /Invalid refresh token/);
  });

  it('keeps at most the capped number of tokens while the clock stands, dropping the oldest', () => {
    const { mock } = fixture();
    const limits = { access: 50, refresh: 40, rotated: 5 };
    const oauth = new OAuthService(mock.clock, () => DEFAULT_OAUTH_SETTINGS, [], [], limits);
    oauth.setup([{ id: 'c', secret: 's' }], [{ username: 'u', password: 'p', hosts: [] }]);
    const first = oauth.passwordGrant('c', 'u', 'p');
    let last = first;
    for (let i = 0; i < 200; i++) last = oauth.refreshGrant('c', last.refresh_token);
    assert.deepEqual(oauth.tokenCounts(), { access: 50, refresh: 1, rotated: 5 });
    assert.equal(oauth.authenticate(first.access_token), undefined, 'the oldest went first');
    assert.equal(oauth.authenticate(last.access_token)?.username, 'u');
    for (let i = 0; i < 100; i++) oauth.passwordGrant('c', 'u', 'p');
    assert.deepEqual(oauth.tokenCounts(), { access: 50, refresh: 40, rotated: 5 });
  });

  it('looks tokens up by key: 20,000 grants keep the counts at the caps', () => {
    const { mock } = fixture();
    for (let i = 0; i < 20_000; i++) grant(mock);
    const counts = mock.oauth.tokenCounts();
    assert.equal(counts.access, TOKEN_LIMITS.access);
    assert.equal(counts.refresh, TOKEN_LIMITS.refresh);
  });

  it('tells an observer of every token added and dropped', () => {
    const { mock } = fixture();
    const seen: string[] = [];
    const stop = mock.oauth.observe({ token: (token) => seen.push(token), replaced: () => seen.push('*') });
    const tokens = grant(mock);
    mock.clock.advance(600_000);
    grant(mock);
    stop();
    assert.ok(seen.includes(tokens.access_token), 'issued');
    assert.equal(seen.filter((token) => token === tokens.access_token).length, 2, 'issued, then pruned');
    assert.equal(mock.oauth.token(tokens.access_token), undefined);
    assert.equal(mock.oauth.token(tokens.refresh_token)?.kind, 'refresh');
  });
});
