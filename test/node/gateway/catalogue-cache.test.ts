import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { memoryStore, type GatewayStore } from '../../../src/gateway/index';
import { textOf } from '../../../src/gateway/text-answers';
import { type Catalogue, pidOf, setUpEvent, startBooking } from './fixtures';
import { GATEWAY_BASE, SHOP_ORIGIN, Setup } from './harness';
import { cacheSuite, type Capacity } from './catalogue-cache';

cacheSuite('memory store', () => [memoryStore()]);

describe('gateway catalogue cache: lifetimes and failures (memory store, gateway clock)', () => {
  let setup: Setup;
  let catalogue: Catalogue;

  beforeEach(async () => {
    setup = new Setup();
    catalogue = await setUpEvent(setup);
  });

  const reads = (prefix: string) =>
    setup.calls.filter((call) => call.method === 'GET' && decodeURIComponent(call.path).startsWith(prefix))
      .length;
  const showList = () => `/shows/?filters[event]=${catalogue.event}&properties[capacity]=1`;
  const showsOnly = () => `/shows/?filters[event]=${catalogue.event}`;
  const prices = () => `/prices/?filters[event]=${catalogue.event}`;

  it('reads availability again after availabilityTtlMs (2 s) and the rest after ttlMs (10 s)', async () => {
    setup.useGateway({ events: { pids: [catalogue.event] }, store: memoryStore({ now: setup.clock.now }) });
    const visitAll = () => Promise.all([showList(), showsOnly(), prices()].map((p) => setup.visit('GET', p)));
    const counts = () => ({
      availability: reads(showList()),
      shows: setup.calls.filter((call) => decodeURIComponent(call.path) === showsOnly()).length,
      prices: reads(prices()),
    });
    await visitAll();
    setup.clock.advance(1_999);
    await visitAll();
    assert.deepEqual(counts(), { availability: 1, shows: 1, prices: 1 });
    setup.clock.advance(1);
    await visitAll();
    assert.deepEqual(counts(), { availability: 2, shows: 1, prices: 1 }, 'availability read again');
    setup.clock.advance(8_000);
    await visitAll();
    assert.deepEqual(counts(), { availability: 3, shows: 2, prices: 2 }, 'the rest read again after 10 s');
  });

  it('answers cached lists and records as text, which the Node adapter writes whole', async () => {
    setup.useGateway({ events: { pids: [catalogue.event] }, store: memoryStore({ now: setup.clock.now }) });
    const answer = (path: string) =>
      setup.gateway(new Request(`${GATEWAY_BASE}${path}`, { headers: { Origin: SHOP_ORIGIN } }), {
        clientAddress: '203.0.113.7',
      });
    for (const path of [showList(), `/events/${catalogue.event}`]) {
      const first = await (await answer(path)).text();
      const cached = await answer(path);
      assert.equal(cached.status, 200);
      assert.equal(textOf(cached), first, `${path}: the cached answer as text, not a stream to read back`);
      assert.equal(await cached.text(), first, 'and an ordinary Response elsewhere');
    }
    assert.equal(reads(showList()), 1);
  });

  it('lets a reservation through although the cached availability says sold out', async () => {
    setup.useGateway({ events: { pids: [catalogue.event] }, store: memoryStore({ now: setup.clock.now }) });
    const first = await startBooking(setup);
    const seat = { show: catalogue.shows[0], price: catalogue.balcony, sector: catalogue.balkon };
    const taken = await setup.visit('POST', '/tickets/', {
      session: first.session,
      body: [
        { ...seat, booking: first.booking },
        { ...seat, booking: first.booking },
      ],
    });
    assert.equal(taken.status, 201, taken.text);
    const list = await setup.visit('GET', showList());
    const sectors = (list.body as (Capacity & { pid: string })[]).find((s) => s.pid === catalogue.shows[0])!
      .capacity.sectors;
    assert.equal(sectors.find((s) => s.sector === catalogue.balkon)!.available, 0, 'cached as sold out');
    const tickets = await setup.visit('GET', `/tickets/?filters[booking]=${first.booking}`, {
      session: first.session,
    });
    const released = await setup.visit('DELETE', `/tickets/${(tickets.body as { pid: string }[])[0]!.pid}`, {
      session: first.session,
    });
    assert.equal(released.status, 204, released.text);
    const second = await startBooking(setup);
    const reserved = await setup.visit('POST', '/tickets/', {
      session: second.session,
      body: { ...seat, booking: second.booking },
    });
    assert.equal(reserved.status, 201, reserved.text);
    assert.ok(pidOf(reserved));
  });

  it('reads every time with cache: false', async () => {
    setup.useGateway({ events: { pids: [catalogue.event] }, cache: false });
    for (let i = 0; i < 3; i += 1) assert.equal((await setup.visit('GET', prices())).status, 200);
    assert.equal(reads('/prices/?'), 3);
    for (let i = 0; i < 2; i += 1) {
      assert.equal((await setup.visit('GET', `/events/${catalogue.event}?properties[prices]=1`)).status, 200);
    }
    assert.equal(reads(`/events/${catalogue.event}`), 2, 'nor from its read of the events on sale');
  });

  it('answers from the service when the store fails', async () => {
    const failing = () => Promise.reject(new Error('store down'));
    const store: GatewayStore = {
      ...memoryStore(),
      cache: { get: failing, set: failing, delete: failing },
    };
    setup.useGateway({ events: { pids: [catalogue.event] }, store });
    for (let i = 0; i < 2; i += 1) assert.equal((await setup.visit('GET', prices())).status, 200);
    assert.equal(reads('/prices/?'), 2);
  });

  it('refuses a negative lifetime', () => {
    assert.throws(
      () => setup.useGateway({ events: { pids: [catalogue.event] }, cache: { availabilityTtlMs: -1 } }),
      /cache.availabilityTtlMs/,
    );
  });
});
