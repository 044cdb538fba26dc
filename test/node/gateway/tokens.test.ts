import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { memoryTokenStore, type RefreshTokenStore } from '../../../src/gateway/index';
import { PASSWORD, Setup, UPSTREAM_BASE, assertNoLeaks, everything } from './harness';
import { setUpEvent, type Catalogue } from './fixtures';

function recordingStore(): RefreshTokenStore & { saved: string[] } {
  const inner = memoryTokenStore();
  const saved: string[] = [];
  return {
    saved,
    get: () => inner.get(),
    set: (token) => {
      saved.push(token);
      return inner.set(token);
    },
    clear: () => inner.clear(),
  };
}

describe('gateway: the back-office token', () => {
  let setup: Setup;
  let catalogue: Catalogue;

  beforeEach(async () => {
    setup = new Setup();
    catalogue = await setUpEvent(setup);
  });

  it('signs in once with the password and reuses the token for every visitor', async () => {
    setup.useGateway({ events: { pids: [catalogue.event] } });
    for (let i = 0; i < 5; i += 1) {
      assert.equal((await setup.visit('GET', `/shows/?filters[event]=${catalogue.event}`)).status, 200);
    }
    assert.deepEqual(setup.grants(), ['password']);
  });

  it('refreshes exactly once for twenty concurrent requests after the access token expired', async () => {
    setup.useGateway({ events: { pids: [catalogue.event] } });
    assert.equal((await setup.visit('GET', `/events/${catalogue.event}`)).status, 200);
    assert.equal((await setup.admin('clock', { advance: '11m' })).status, 200);
    const before = setup.grants().length;
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        setup.visit(
          'GET',
          i % 2 ? `/events/${catalogue.event}` : `/shows/?filters[event]=${catalogue.event}`,
        ),
      ),
    );
    assert.deepEqual(
      replies.map((reply) => reply.status),
      Array(20).fill(200),
    );
    assert.deepEqual(setup.grants().slice(before), ['refresh_token']);
  });

  it('keeps the rotating refresh token in the pluggable store and starts from it without a password', async () => {
    const store = recordingStore();
    // Without the catalogue cache, so each read goes to the service with the current token.
    setup.useGateway({
      events: { pids: [catalogue.event] },
      upstream: { refreshTokenStore: store },
      cache: false,
    });
    await setup.visit('GET', `/events/${catalogue.event}`);
    await setup.admin('clock', { advance: '11m' });
    await setup.visit('GET', `/events/${catalogue.event}`);
    assert.equal(store.saved.length, 2, 'the first grant and the rotated token');
    assert.notEqual(store.saved[0], store.saved[1]);

    // A restarted gateway with only the stored refresh token (no password) carries on.
    setup.useGateway({
      events: { pids: [catalogue.event] },
      upstream: { password: undefined, refreshTokenStore: store },
      cache: false,
    });
    await setup.admin('clock', { advance: '11m' });
    const reply = await setup.visit('GET', `/events/${catalogue.event}`);
    assert.equal(reply.status, 200, reply.text);
    assert.deepEqual(setup.grants(), ['password', 'refresh_token', 'refresh_token']);
    assert.equal(store.saved.length, 3);
  });

  it('answers 502 upstream_auth_failed, without the reason, when the credentials are wrong', async () => {
    setup.useGateway({
      events: { pids: [catalogue.event] },
      upstream: { password: 'wrong-password' },
    });
    const reply = await setup.visit('GET', `/events/${catalogue.event}`);
    assert.equal(reply.status, 502);
    assert.equal((reply.body as { code: string }).code, 'upstream_auth_failed');
    assert.ok(!reply.text.includes('invalid_grant') && !reply.text.includes('wrong-password'));
  });

  it('answers 502 upstream_unavailable, without the service address, when the service is unreachable', async () => {
    setup.useGateway({
      events: { pids: [catalogue.event] },
      upstream: {
        fetch: async () => {
          throw new TypeError(`fetch failed: connect ECONNREFUSED ${UPSTREAM_BASE} ${PASSWORD}`);
        },
      },
    });
    const reply = await setup.visit('GET', `/events/${catalogue.event}`);
    assert.equal(reply.status, 502);
    assert.equal((reply.body as { code: string }).code, 'upstream_unavailable');
    assertNoLeaks([{ ...reply }], setup.tokens);
  });

  it('answers 504 upstream_timeout when the service does not answer in time', async () => {
    setup.useGateway({
      events: { pids: [catalogue.event] },
      upstream: {
        timeoutMs: 20,
        fetch: (request: Request) =>
          new Promise<Response>((_, reject) =>
            request.signal.addEventListener('abort', () => reject(request.signal.reason)),
          ),
      },
    });
    // AbortSignal.timeout() does not keep Node's event loop alive; a server would.
    const keepAlive = setTimeout(() => undefined, 5_000);
    const reply = await setup.visit('GET', `/events/${catalogue.event}`);
    clearTimeout(keepAlive);
    assert.equal(reply.status, 504);
    assert.equal((reply.body as { code: string }).code, 'upstream_timeout');
  });

  it('leaks no credential, token or service address in any answer of this suite', () => {
    assert.ok(assertNoLeaks(everything.replies, everything.tokens) > 25);
  });
});
