/**
 * The client address the per-address caps count by: IPv6 addresses by their /64 (the prefix
 * configurable), IPv4 by address, an IPv4 address written as IPv6 as that IPv4 address; and no
 * silent hole without an address: a write then answers 500 `client_address_missing` (with
 * `onError` kind `client_address_missing`) unless the per-address caps are turned off.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import fc from 'fast-check';
import ipaddr from 'ipaddr.js';
import { addressGroup } from '../../../src/gateway/client-address';
import type { GatewayErrorInfo } from '../../../src/gateway/options';
import { memoryStore } from '../../../src/gateway/store';
import { ANNA, setUpEvent, startBooking, type Catalogue } from './fixtures';
import { GATEWAY_BASE, SHOP_ORIGIN, Setup, type Reply } from './harness';

const code = (reply: Reply) => (reply.body as { code?: string } | undefined)?.code;

describe('address groups', () => {
  it('groups IPv6 by prefix, keeps IPv4 apart, reads IPv4-mapped IPv6 as IPv4', () => {
    assert.equal(addressGroup('2001:db8:1:2:a:b:c:d', 64), '2001:db8:1:2::/64');
    assert.equal(addressGroup('[2001:DB8:1:2::9]:443', 64), '2001:db8:1:2::/64');
    assert.equal(addressGroup('2001:db8:1:2:a:b:c:d', 48), '2001:db8:1::/48');
    assert.equal(addressGroup('2001:db8:1:2:a:b:c:d', 128), '2001:db8:1:2:a:b:c:d');
    assert.equal(addressGroup('203.0.113.7', 64), '203.0.113.7');
    assert.equal(addressGroup('::ffff:203.0.113.7', 64), '203.0.113.7');
    assert.equal(addressGroup('not-an-address', 64), undefined);
  });

  it('gives every IPv4 spelling the group ipaddr.js reads in it (dotted decimal, leading zeros, hex, mapped)', () => {
    const octet = fc.integer({ min: 0, max: 255 });
    const spelling = fc.constantFrom(
      (n: number) => String(n),
      (n: number) => `0${n.toString(8)}`,
      (n: number) => `0x${n.toString(16)}`,
      (n: number) => String(n).padStart(3, '0'),
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(octet, spelling), { minLength: 4, maxLength: 4 }),
        fc.boolean(),
        (parts, mapped) => {
          const text = `${mapped ? '::ffff:' : ''}${parts.map(([n, spell]) => spell(n)).join('.')}`;
          const expected = ipaddr.isValid(text) ? ipaddr.process(text).toString() : undefined;
          assert.equal(addressGroup(text, 64), expected, text);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('gateway: per-address caps by address group', () => {
  const setup = new Setup();
  let catalogue: Catalogue;
  before(async () => {
    catalogue = await setUpEvent(setup);
  });

  const tickets = (booking: string, count: number) =>
    Array.from({ length: count }, () => ({
      booking,
      show: catalogue.shows[0],
      price: catalogue.adult,
      sector: catalogue.parkett,
    }));

  async function holdFrom(address: string): Promise<Reply> {
    const visitor = await startBooking(setup);
    return setup.visit('POST', '/tickets/', {
      session: visitor.session,
      body: tickets(visitor.booking, 10),
      headers: { 'X-Test-Address': address },
    });
  }

  it('counts six addresses of one /64 as one: at most 30 tickets held', async () => {
    setup.useGateway({ events: { pids: [catalogue.event] }, store: memoryStore({ now: setup.clock.now }) });
    const replies = [];
    for (let i = 1; i <= 6; i += 1) replies.push(await holdFrom(`2001:db8:77:1::${i}`));
    assert.deepEqual(
      replies.map((reply) => reply.status),
      [201, 201, 201, 429, 429, 429],
    );
    assert.equal(code(replies[3]!), 'hold_limit_reached');
    assert.equal((await holdFrom('2001:db8:77:2::1')).status, 201, 'another /64 holds its own');
  });

  it('takes the prefix from addressGroups.ipv6Prefix', async () => {
    setup.useGateway({
      events: { pids: [catalogue.event] },
      store: memoryStore({ now: setup.clock.now }),
      addressGroups: { ipv6Prefix: 128 },
    });
    for (let i = 1; i <= 4; i += 1) assert.equal((await holdFrom(`2001:db8:78:1::${i}`)).status, 201);
    assert.throws(
      () => setup.useGateway({ events: { pids: [catalogue.event] }, addressGroups: { ipv6Prefix: 200 } }),
      /ipv6Prefix/,
    );
  });
});

describe('gateway: a handler without a client address', () => {
  const setup = new Setup();
  let catalogue: Catalogue;
  let heard: GatewayErrorInfo[];
  before(async () => {
    catalogue = await setUpEvent(setup);
  });

  /** A request as a Fetch platform hands it over: no connection information at all. */
  const bare = (method: string, path: string, body?: unknown) =>
    setup.gateway(
      new Request(`${GATEWAY_BASE}${path}`, {
        method,
        headers: {
          Origin: SHOP_ORIGIN,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );

  it('answers writes 500 client_address_missing and tells onError; reads still work', async () => {
    heard = [];
    setup.useGateway({
      events: { pids: [catalogue.event] },
      store: memoryStore({ now: setup.clock.now }),
      onError: (_error, info) => heard.push(info),
    });
    const write = await bare('POST', '/persons/', ANNA);
    assert.equal(write.status, 500);
    assert.equal(((await write.json()) as { code: string }).code, 'client_address_missing');
    assert.deepEqual(heard, [{ kind: 'client_address_missing' }]);
    const read = await bare('GET', `/events/${catalogue.event}`);
    assert.equal(read.status, 200);
    const persons = (await (await setup.backOffice('GET', '/persons/')).json()) as unknown[];
    assert.equal(persons.length, 0, 'nothing was created');
  });

  it('lets writes through with addressCaps: false', async () => {
    setup.useGateway({
      events: { pids: [catalogue.event] },
      store: memoryStore({ now: setup.clock.now }),
      addressCaps: false,
    });
    const write = await bare('POST', '/persons/', ANNA);
    assert.equal(write.status, 201, await write.text());
  });
});
