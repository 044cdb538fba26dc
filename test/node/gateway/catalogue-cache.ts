import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import type { GatewayStore } from '../../../src/gateway/index';
import { type Catalogue, eventOnSale, startBooking } from './fixtures';
import type { Reply, Setup } from './harness';

const code = (reply: Reply) => (reply.body as { code?: string } | undefined)?.code;

export interface Capacity {
  capacity: { sectors: { sector: string; available: number }[] };
}

export function cacheSuite(name: string, stores: () => GatewayStore[]) {
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
      const prices = (later.body as { prices: { pid: string; price: number }[] }).prices;
      assert.equal(prices.find((price) => price.pid === catalogue.adult)?.price, 61);
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
