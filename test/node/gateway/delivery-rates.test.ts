import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { Setup, assertNoLeaks } from './harness';
import { setUpEvent, startBooking, type Catalogue } from './fixtures';

interface Rate {
  pid: string;
  host: string;
  name: string;
  country: string | null;
  price: string;
}

describe("gateway: the delivery rates of the events' hosts", () => {
  let setup: Setup;
  let onSale: Catalogue;
  let foreign: Catalogue;
  let rates: { ch: string; world: string; foreign: string };

  beforeEach(async () => {
    setup = new Setup();
    onSale = await setUpEvent(setup);
    foreign = await setUpEvent(setup, 'other', 'Andere Bühne');
    rates = {
      ch: await setup.create('deliveryrates', {
        host: onSale.host,
        name: 'Post CH',
        country: 'CH',
        price: 5,
      }),
      world: await setup.create('deliveryrates', { host: onSale.host, name: 'Post Welt', price: 12.5 }),
      foreign: await setup.create(
        'deliveryrates',
        { host: foreign.host, name: 'Kurier', country: 'CH', price: 1 },
        'other',
      ),
    };
    // Only the event's pid is configured: its host's rates are readable all the same.
    setup.useGateway({ events: { pids: [onSale.event] } });
  });

  it("lists the rates of an event's host with name, country and price, in one request", async () => {
    const event = await setup.visit('GET', `/events/${onSale.event}`);
    const host = (event.body as { host: string }).host;
    const reply = await setup.visit('GET', `/deliveryrates/?filters[host]=${host}&orderBy[price]=asc`);
    assert.equal(reply.status, 200, reply.text);
    assert.equal(reply.headers.get('x-count'), '2');
    const listed = reply.body as Rate[];
    assert.deepEqual(
      listed.map(({ pid, name, country, price }) => ({ pid, name, country, price })),
      [
        { pid: rates.ch, name: 'Post CH', country: 'CH', price: '5.00' },
        { pid: rates.world, name: 'Post Welt', country: null, price: '12.50' },
      ],
    );
  });

  it('reads them through the host child collection, one by pid, and narrowed by country', async () => {
    const byPath = await setup.visit('GET', `/hosts/${onSale.host}/deliveryrates/`);
    assert.equal(byPath.status, 200, byPath.text);
    assert.equal((byPath.body as Rate[]).length, 2);
    const one = await setup.visit('GET', `/deliveryrates/${rates.world}`);
    assert.equal(one.status, 200, one.text);
    assert.equal((one.body as Rate).name, 'Post Welt');
    const forSwitzerland = await setup.visit(
      'GET',
      `/deliveryrates/?filters[host]=${onSale.host}&filters[country][0]=CH&filters[country][1][_comp]=isNull&filters[country][_logic]=OR`,
    );
    assert.equal(forSwitzerland.status, 200, forSwitzerland.text);
    assert.equal((forSwitzerland.body as Rate[]).length, 2);
    const forFrance = await setup.visit(
      'GET',
      `/deliveryrates/?filters[host]=${onSale.host}&filters[country]=FR`,
    );
    assert.equal(forFrance.status, 200, forFrance.text);
    assert.deepEqual(forFrance.body, []);
  });

  it('answers 404 to the rates of other hosts, to unscoped lists and to every write', async () => {
    const writes = () => setup.calls.filter((call) => call.method !== 'GET' && call.grant === undefined);
    const from = writes().length;
    const attempts: [string, string, unknown?][] = [
      ['GET', '/deliveryrates/'],
      ['GET', `/deliveryrates/?filters[host]=${foreign.host}`],
      ['GET', `/deliveryrates/?filters[host][name]=Demo Theater`],
      [
        'GET',
        `/deliveryrates/?filters[host][0]=${onSale.host}&filters[host][1]=${foreign.host}&filters[host][_logic]=OR`,
      ],
      ['GET', `/deliveryrates/?filters[host]=${onSale.host}&filters[_logic]=OR&filters[country]=CH`],
      ['GET', `/deliveryrates/${rates.foreign}`],
      ['GET', `/hosts/${foreign.host}/deliveryrates/`],
      ['GET', `/hosts/${onSale.host}`],
      ['GET', `/hosts/${onSale.host}/events/`],
      ['POST', '/deliveryrates/', { host: onSale.host, name: 'Gratis', price: 0 }],
      ['PATCH', `/deliveryrates/${rates.ch}`, { price: 0 }],
      ['PATCH', '/deliveryrates/', [{ pid: rates.ch, price: 0 }]],
      ['DELETE', `/deliveryrates/${rates.ch}`],
    ];
    for (const [method, path, body] of attempts) {
      const reply = await setup.visit(method, path, { body });
      assert.equal(reply.status, 404, `${method} ${path}: ${reply.text}`);
    }
    assert.equal(writes().length, from);
    const rate = setup.mock.records.get(
      setup.mock.actor('demo'),
      'deliveryrates',
      rates.ch,
    ) as unknown as Rate;
    assert.equal(rate.price, '5.00');
  });

  it("gives checkout the fee that the confirmation then charges for the customer's country", async () => {
    const listed = await setup.visit('GET', `/deliveryrates/?filters[host]=${onSale.host}`);
    const offered =
      (listed.body as Rate[]).find((rate) => rate.country === 'CH') ??
      (listed.body as Rate[]).find((rate) => rate.country === null);
    assert.ok(offered);
    const { booking, session } = await startBooking(setup);
    const ticket = await setup.visit('POST', '/tickets/', {
      session,
      body: { booking, show: onSale.shows[0], price: onSale.adult, sector: onSale.parkett },
    });
    assert.equal(ticket.status, 201, ticket.text);
    const confirmed = await setup.visit('PATCH', `/bookings/${booking}`, {
      session,
      body: { confirmation: true, delivery: true },
    });
    assert.equal(confirmed.status, 204, confirmed.text);
    const read = await setup.visit('GET', `/bookings/${booking}?properties[deliveries]=1`, { session });
    assert.equal(read.status, 200, read.text);
    const { deliveries } = read.body as { deliveries: { name: string; price: string }[] };
    assert.deepEqual(
      deliveries.map(({ name, price }) => ({ name, price })),
      [{ name: offered.name, price: offered.price }],
    );
  });

  it('leaks no credential, token or service address in any answer', async () => {
    await setup.visit('GET', `/deliveryrates/?filters[host]=${onSale.host}`);
    await setup.visit('GET', `/deliveryrates/${rates.foreign}`);
    assert.ok(assertNoLeaks(setup.replies, setup.tokens) >= 2);
  });
});
