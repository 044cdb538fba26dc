import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import type { GatewayErrorInfo } from '../../../src/gateway/index';
import { setUpEvent, type Catalogue } from './fixtures';
import { Setup } from './harness';

const PROXY = '10.0.0.2';

describe('gateway behind a reverse proxy', () => {
  let setup: Setup;
  let catalogue: Catalogue;
  let heard: GatewayErrorInfo[];
  const onError = (_error: unknown, info: GatewayErrorInfo) => void heard.push(info);

  beforeEach(async () => {
    setup = new Setup();
    catalogue = await setUpEvent(setup);
    heard = [];
  });

  // The gateways here read without the cache: every read goes to the service and counts in the
  // store's budget per address (a read from an instance's memory counts in its own budget, apart:
  // local-reads.test.ts).

  /** A read through the proxy: the socket is the proxy's, the visitor's address is forwarded. */
  const through = (visitor: string, forwarded: Record<string, string> = {}) =>
    setup.visit('GET', `/events/${catalogue.event}`, {
      headers: { 'X-Test-Address': PROXY, 'X-Forwarded-For': visitor, ...forwarded },
    });

  it('locks every visitor out when one floods it without trustProxy, and says why once', async () => {
    setup.useGateway({
      events: { pids: [catalogue.event] },
      limits: { perAddress: 5 },
      cache: false,
      onError,
    });
    for (let i = 0; i < 5; i += 1) assert.equal((await through('198.51.100.66')).status, 200);
    const bystander = await through('203.0.113.20');
    assert.equal(bystander.status, 429, 'the lock-out of the issue: one address for everyone');
    assert.deepEqual(
      heard.map((info) => info.kind),
      ['proxy_untrusted'],
      'the site owner is told once',
    );
  });

  it('limits only the flooding visitor with trustProxy: 1', async () => {
    setup.useGateway({
      events: { pids: [catalogue.event] },
      limits: { perAddress: 5 },
      cache: false,
      onError,
      trustProxy: 1,
    });
    for (let i = 0; i < 5; i += 1) assert.equal((await through('198.51.100.66')).status, 200);
    assert.equal((await through('198.51.100.66')).status, 429, 'the flood is stopped');
    assert.equal((await through('203.0.113.20')).status, 200, 'another visitor is served');
    assert.deepEqual(heard, [], 'no warning once trust is configured');
  });

  it('takes only the entries its own proxies wrote, so a forged X-Forwarded-For changes nothing', async () => {
    setup.useGateway({
      events: { pids: [catalogue.event] },
      limits: { perAddress: 5 },
      cache: false,
      trustProxy: 1,
    });
    // The visitor sends a different fake address each time; the proxy appends the real one.
    for (let i = 0; i < 5; i += 1) {
      assert.equal((await through(`192.0.2.${i}, 198.51.100.66`)).status, 200);
    }
    assert.equal((await through('192.0.2.99, 198.51.100.66')).status, 429);
  });

  it('reads RFC 7239 Forwarded and a CDN’s single-address header', async () => {
    setup.useGateway({
      events: { pids: [catalogue.event] },
      limits: { perAddress: 2 },
      cache: false,
      trustProxy: { header: 'forwarded', hops: 2 },
    });
    const forwarded = (visitor: string) =>
      setup.visit('GET', `/events/${catalogue.event}`, {
        headers: {
          'X-Test-Address': PROXY,
          Forwarded: `for=${visitor};proto=https, for="[2001:db8::7]:443"`,
        },
      });
    assert.equal((await forwarded('198.51.100.1')).status, 200);
    assert.equal((await forwarded('198.51.100.1')).status, 200);
    assert.equal((await forwarded('198.51.100.1')).status, 429);
    assert.equal((await forwarded('198.51.100.2')).status, 200);

    setup.useGateway({
      events: { pids: [catalogue.event] },
      limits: { perAddress: 1 },
      cache: false,
      trustProxy: { header: 'cf-connecting-ip' },
    });
    const cdn = (visitor: string) => through('ignored', { 'CF-Connecting-IP': visitor });
    assert.equal((await cdn('198.51.100.3')).status, 200);
    assert.equal((await cdn('198.51.100.3')).status, 429);
    assert.equal((await cdn('198.51.100.4')).status, 200);
  });

  it('refuses a trustProxy it cannot use', () => {
    for (const trustProxy of [0, 1.5, -1, { header: 'bad header' }, { header: 'x-forwarded-for', hops: 0 }]) {
      assert.throws(
        () => setup.useGateway({ events: { pids: [catalogue.event] }, trustProxy }),
        TypeError,
        JSON.stringify(trustProxy),
      );
    }
  });
});
