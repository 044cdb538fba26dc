import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import type { GatewayErrorInfo } from '../../../src/gateway/index';
import { setUpEvent, type Catalogue } from './fixtures';
import { Setup, type Reply } from './harness';

const code = (reply: Reply) => (reply.body as { code?: string } | undefined)?.code;

describe('gateway operations: what the site owner hears of', () => {
  let setup: Setup;
  let catalogue: Catalogue;
  let heard: { error: unknown; info: GatewayErrorInfo }[];
  const onError = (error: unknown, info: GatewayErrorInfo) => void heard.push({ error, info });

  beforeEach(async () => {
    setup = new Setup();
    catalogue = await setUpEvent(setup);
    heard = [];
  });

  it('calls onError with upstream_auth_failed when the gateway’s login is refused', async () => {
    setup.useGateway({ events: { pids: [catalogue.event] }, onError, upstream: { password: 'wrong' } });
    const reply = await setup.visit('GET', `/events/${catalogue.event}`);
    assert.equal(reply.status, 502);
    assert.equal(code(reply), 'upstream_auth_failed');
    assert.deepEqual(
      heard.map((h) => h.info.kind),
      ['upstream_auth_failed'],
    );
    assert.doesNotMatch(reply.text, /wrong|invalid_grant/, 'the reason stays with the site owner');
  });

  it('calls onError with upstream_unavailable when the service cannot be reached', async () => {
    const refused = async (): Promise<Response> => {
      throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 10.0.0.1:443') });
    };
    setup.useGateway({ events: { pids: [catalogue.event] }, onError, upstream: { fetch: refused } });
    const reply = await setup.visit('GET', `/events/${catalogue.event}`);
    assert.equal(reply.status, 502);
    assert.equal(code(reply), 'upstream_unavailable');
    assert.equal(heard.length, 1);
    assert.equal(heard[0]!.info.kind, 'upstream_unavailable');
    const chain: string[] = [];
    for (let e: unknown = heard[0]!.error; e instanceof Error; e = e.cause) chain.push(e.message);
    assert.ok(
      chain.some((message) => /ECONNREFUSED/.test(message)),
      `the cause reaches the site owner: ${chain.join(' ← ')}`,
    );
    assert.doesNotMatch(reply.text, /ECONNREFUSED|10\.0\.0\.1/);
  });

  it(
    'answers 504 in time in front of an in-process service that ignores the abort signal',
    { timeout: 20_000 },
    async () => {
      // Without the catalogue cache, so the second read goes to the service again.
      setup.useGateway({
        events: { pids: [catalogue.event] },
        onError,
        upstream: { timeoutMs: 150 },
        cache: false,
      });
      assert.equal((await setup.visit('GET', `/events/${catalogue.event}`)).status, 200, 'signed in');
      // The mock holds the read until the test lets it go: the answer can only be the gateway's own.
      await setup.admin('faults', { method: 'GET', path: '/events/*', delayMs: 2_000, count: 1 });
      const reply = await setup.visit('GET', `/events/${catalogue.event}`);
      assert.equal(setup.delays.size, 1, 'the service has not answered');
      assert.equal(reply.status, 504, reply.text);
      assert.equal(code(reply), 'upstream_timeout');
      assert.deepEqual(
        heard.map((h) => h.info.kind),
        ['upstream_timeout'],
      );
      setup.delays.releaseAll();
      await setup.settled();
    },
  );

  it('answers as before when onError itself throws', async () => {
    setup.useGateway({
      events: { pids: [catalogue.event] },
      onError: () => {
        throw new Error('logger down');
      },
      upstream: { password: 'wrong' },
    });
    const reply = await setup.visit('GET', `/events/${catalogue.event}`);
    assert.equal(reply.status, 502);
    assert.equal(code(reply), 'upstream_auth_failed');
  });
});
