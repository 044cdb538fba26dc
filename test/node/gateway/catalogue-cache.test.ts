import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { memoryStore, type GatewayStore } from '../../../src/gateway/index';
import { type Catalogue, eventOnSale, pidOf, setUpEvent, startBooking } from './fixtures';
import { Setup, type Reply } from './harness';
import { overRedis } from './redis-server';

const code = (reply: Reply) => (reply.body as { code?: string } | undefined)?.code;

interface Capacity {
  capacity: { sectors: { sector: string; available: number }[] };
}

function cacheSuite(name: string, stores: () => GatewayStore[]) {
  describe(`gateway catalogue cache (${name})`, () => {
    let setup: Setup;
    let catalogue: Catalogue;

    beforeEach(async () => {
      ({ setup, catalogue } = await eventOnSale(stores()));
    });

    const showList = () =>
      `/shows/?filters[event]=${catalogue.event}&properties[venue]=1&properties[capacity]=1&orderBy[start]=asc`;
    const eventRead = () =>
      `/events/${catalogue.event}?properties[prices]=1&properties[options]=1&properties[ticketoptiongroups]=1`;
    /** The service's reads whose path starts with `prefix`. */
    const reads = (prefix: string) =>
      setup.calls.filter((call) => call.method === 'GET' && decodeURIComponent(call.path).startsWith(prefix))
        .length;
    const available = (reply: Reply, sector: string) =>
      (reply.body as (Capacity & { pid: string })[])
        .find((show) => show.pid === catalogue.shows[0])!
        .capacity.sectors.find((s) => s.sector === sector)!.available;

    it('answers 100 concurrent visitors opening the event with one read of the service per kind of read', async () => {
      const replies = await Promise.all(
        Array.from({ length: 100 }, (_, i) => setup.visit('GET', i % 2 ? showList() : eventRead())),
      );
      assert.ok(
        replies.every((reply) => reply.status === 200),
        replies.map((r) => r.status).join(),
      );
      const shows = replies.filter((_, i) => i % 2);
      const events = replies.filter((_, i) => i % 2 === 0);
      assert.ok(
        shows.every((reply) => reply.text === shows[0]!.text && reply.headers.get('x-count') === '2'),
      );
      assert.ok(events.every((reply) => reply.text === events[0]!.text));
      assert.ok(
        events.every((reply) => reply.headers.get('x-gateway-expanded')),
        'expanded from the cache too',
      );
      assert.equal(reads('/shows/?'), 1);
      // Each instance's catalogue reads the events on sale once, with every property an event
      // read may ask for: while that read is as fresh as a cached answer, it is the answer.
      assert.equal(reads(`/events/${catalogue.event}`), 0);
      assert.equal(reads('/ticketoptiongroups/?'), 1);
    });

    it('never refuses or accepts a reservation over cached availability: the service decides', async () => {
      const before = await setup.visit('GET', showList());
      assert.equal(available(before, catalogue.balkon), 2);
      const first = await startBooking(setup);
      const both = Array.from({ length: 2 }, () => ({
        booking: first.booking,
        show: catalogue.shows[0],
        price: catalogue.balcony,
        sector: catalogue.balkon,
      }));
      const taken = await setup.visit('POST', '/tickets/', { session: first.session, body: both });
      assert.equal(taken.status, 201, taken.text);
      // The cached list still shows the two seats (for up to availabilityTtlMs) …
      assert.equal(available(await setup.visit('GET', showList()), catalogue.balkon), 2);
      // … and the reservation is refused by the service all the same.
      const second = await startBooking(setup);
      const refused = await setup.visit('POST', '/tickets/', {
        session: second.session,
        body: { ...both[0], booking: second.booking },
      });
      assert.equal(refused.status, 409, refused.text);
      assert.equal(code(refused), 'sector_sold_out');
    });

    it('answers the event read from its read of the events on sale, as the service would, while that is as fresh as a cached answer', async () => {
      const path = `/events/${catalogue.event}?properties[prices]=1&properties[options]=1`;
      const first = await setup.visit('GET', path);
      assert.equal(first.status, 200, first.text);
      assert.equal(first.text, await (await setup.backOffice('GET', path)).text(), 'byte for byte');
      assert.equal(reads(`/events/${catalogue.event}`), 0);
      // A price changed at the service shows once the catalogue's read is older than a cached answer.
      const changed = await setup.backOffice('PATCH', `/prices/${catalogue.adult}`, { price: 61 });
      assert.equal(changed.status, 204);
      const lists = reads('/events/?');
      setup.clock.advance(10_000);
      const later = await setup.visit('GET', path);
      // Read from the service: the event (or, by an instance that had not read them yet, the
      // events on sale).
      assert.equal(reads(`/events/${catalogue.event}`) + reads('/events/?') - lists, 1);
      const prices = (later.body as { prices: { pid: string; price: string }[] }).prices;
      assert.equal(prices.find((price) => price.pid === catalogue.adult)?.price, '61.00');
    });

    it("takes the extras' events from its read of the events on sale, and reads only an extra created since", async () => {
      const visitor = await startBooking(setup);
      const ticket = { booking: visitor.booking, show: catalogue.shows[0], price: catalogue.adult };
      const reserved = await setup.visit('POST', '/tickets/', {
        session: visitor.session,
        body: { ...ticket, sector: catalogue.parkett },
      });
      assert.equal(reserved.status, 201, reserved.text);
      const extras = (options: string[]) =>
        setup.visit('PATCH', `/bookings/${visitor.booking}`, {
          session: visitor.session,
          body: { options: options.map((option) => ({ option, quantity: 1 })) },
        });
      assert.equal((await extras([catalogue.option])).status, 204);
      assert.equal(reads('/options/'), 0);
      const added = await setup.create('options', { event: catalogue.event, name: 'Kissen', price: 2 });
      const other = await setup.create('events', { host: catalogue.host, name: 'Nabucco', currency: 'CHF' });
      const foreign = await setup.create('options', { event: other, name: 'Programm' });
      const refused = await extras([catalogue.option, foreign]);
      assert.equal(code(refused), 'option_not_of_event', refused.text);
      assert.equal(reads('/options/'), 1);
      assert.equal((await extras([catalogue.option, added])).status, 204);
      assert.equal(reads('/options/'), 2, 'each time only the extra it does not list');
    });

    it('keeps no error answer of the service', async () => {
      await setup.admin('faults', { method: 'GET', path: '/shows', status: 503, count: 1 });
      const failed = await setup.visit('GET', showList());
      assert.equal(failed.status, 503, failed.text);
      const next = await setup.visit('GET', showList());
      assert.equal(next.status, 200, next.text);
      assert.equal(reads('/shows/?'), 2);
    });
  });
}

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

overRedis('gateway catalogue cache: Redis', 'cache', cacheSuite);
