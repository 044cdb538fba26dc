import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { createClient, type ApiClient } from '../../../../src/api/client.js';
import { unwrap } from '../../../../src/api/errors.js';
import { query, type BuiltQuery, type FieldChain } from '../../../../src/api/query-builder.js';
import { buildCatalogue, type Catalogue } from './catalogue.js';
import { useMockTarget, type TargetKind } from './target.js';

const sorted = (values: readonly string[]) => [...values].sort();
/** Prices read as numbers (the interface description's type), in ascending order. */
const ascending = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/** The suite against one target: in-process in the unit tier, over HTTP in the integration tier. */
export function queryAgainst(kind: TargetKind): void {
  describe(`query builder against the mock (${kind})`, () => {
    const target = useMockTarget(kind);
    let client: ApiClient;
    let c: Catalogue;

    before(async () => {
      await target.reset();
      client = target.client().client;
      c = await buildCatalogue(client);
    });

    const eventPids = async (built: BuiltQuery) =>
      sorted(unwrap(await client.GET('/events/', { params: { query: built } })).map((e) => e.pid));
    const showPids = async (built: BuiltQuery) =>
      sorted(unwrap(await client.GET('/shows/', { params: { query: built } })).map((s) => s.pid));
    /** Prices of Hamlet (as read: decimal strings), with further conditions from `build`. */
    const hamletPrices = async (build: (q: FieldChain<string>) => BuiltQuery) => {
      const built = build(query().where('event').eq(c.events.hamlet));
      return unwrap(await client.GET('/prices/', { params: { query: built } })).map((p) => p.price);
    };

    it('filters on equality of a field', async () => {
      assert.deepEqual(await eventPids(query<'name'>().where('name').eq('Hamlet').build()), [
        c.events.hamlet,
      ]);
    });

    it('filters on a boolean, sent as 1 or 0', async () => {
      assert.deepEqual(await eventPids(query().where('allow_digital_dispatch').eq(false).build()), [
        c.events.faust,
      ]);
      assert.deepEqual(
        await eventPids(query().where('allow_digital_dispatch').eq(true).build()),
        sorted([c.events.hamlet, c.events.carmen]),
      );
    });

    it('filters on a related record by pid', async () => {
      assert.deepEqual(
        await showPids(query().where('event').eq(c.events.hamlet).build()),
        sorted([c.shows.hamletSummer, c.shows.hamletWinter]),
      );
    });

    it('filters on a field of a related record', async () => {
      assert.deepEqual(await showPids(query().where('venue.city').eq('Zürich').build()), [c.shows.faust]);
      assert.deepEqual(await showPids(query().where('event.name').eq('Carmen').build()), [c.shows.carmen]);
    });

    it('combines alternative values of one field with OR', async () => {
      assert.deepEqual(
        await eventPids(query().anyOf('name', ['Hamlet', 'Carmen']).build()),
        sorted([c.events.hamlet, c.events.carmen]),
      );
    });

    it('combines comparison conditions on one field with OR', async () => {
      const outside = await client.GET('/prices/', {
        params: {
          query: {
            filters: {
              event: c.events.hamlet,
              price: {
                _or: [
                  { _comp: 'lt', _value: 25 },
                  { _comp: 'gt', _value: 100 },
                ],
              },
            },
          },
        },
      });
      assert.deepEqual(sorted(unwrap(outside).map((p) => p.pid)), sorted([c.prices.reduced, c.prices.box]));
    });

    it('combines fields with OR at the top level, and with AND by default', async () => {
      const either = query().logic('OR').where('name').eq('Faust').where('currency').eq('EUR').build();
      assert.deepEqual(await eventPids(either), sorted([c.events.faust, c.events.carmen]));
      const both = query().where('currency').eq('CHF').where('allow_digital_dispatch').eq(true).build();
      assert.deepEqual(await eventPids(both), [c.events.hamlet]);
    });

    it('applies every comparison', async () => {
      assert.deepEqual(ascending(await hamletPrices((q) => q.where('price').gt(35.5).build())), [50, 120]);
      assert.deepEqual(
        ascending(await hamletPrices((q) => q.where('price').gte(35.5).build())),
        [35.5, 50, 120],
      );
      assert.deepEqual(ascending(await hamletPrices((q) => q.where('price').lt(35.5).build())), [20]);
      assert.deepEqual(ascending(await hamletPrices((q) => q.where('price').lte(35.5).build())), [20, 35.5]);
      assert.deepEqual(
        ascending(await hamletPrices((q) => q.where('price').neq(50).build())),
        [20, 35.5, 120],
      );
      assert.deepEqual(
        ascending(await hamletPrices((q) => q.where('price').gte(20).lt(50).build())),
        [20, 35.5],
      );
      const persons = async (built: BuiltQuery) =>
        unwrap(await client.GET('/persons/', { params: { query: built } })).map((p) => p.pid);
      assert.deepEqual(await persons(query().isNull('company').build()), [c.persons.anna]);
      assert.deepEqual(await persons(query().isNotNull('company').build()), [c.persons.beat]);
    });

    it('filters a date range given as Dates in the host’s zone, in summer and winter time', async () => {
      const summer = query()
        .where('start')
        .gte(new Date('2026-07-01T17:30:00Z'))
        .lt(new Date('2026-07-01T18:00:00Z'))
        .build();
      assert.deepEqual(await showPids(summer), [c.shows.hamletSummer]);
      const winter = query()
        .where('start')
        .gte(new Date('2026-12-05T18:30:00Z'))
        .lt(new Date('2026-12-05T18:31:00Z'))
        .build();
      assert.deepEqual(await showPids(winter), [c.shows.hamletWinter]);
      // The same instants written as UTC wall time miss the show: the zone is what makes the match.
      const utcClient = createClient({
        baseUrl: target.baseUrl,
        fetch: target.fetch,
        auth: target.tokens(),
        timeZone: 'UTC',
      });
      assert.deepEqual(unwrap(await utcClient.GET('/shows/', { params: { query: summer } })), []);
    });

    it('adds child records with properties', async () => {
      const [hamlet, ...rest] = unwrap(
        await client.GET('/events/', {
          params: { query: query().where('name').eq('Hamlet').include('shows').build() },
        }),
      );
      assert.equal(rest.length, 0);
      assert.deepEqual(
        sorted(hamlet?.shows?.map((s) => s.pid) ?? []),
        sorted([c.shows.hamletSummer, c.shows.hamletWinter]),
      );
      const [booking] = unwrap(
        await client.GET('/bookings/', {
          params: {
            query: query().where('customer').eq(c.persons.anna).include('customer', 'tickets').build(),
          },
        }),
      );
      assert.equal(booking?.pid, c.bookings.anna);
      assert.equal(typeof booking?.customer === 'object' ? booking.customer.lastname : undefined, 'Muster');
      assert.deepEqual(
        booking?.tickets?.map((t) => t.show),
        [c.shows.hamletSummer, c.shows.hamletSummer],
      );
    });

    it('orders by one key and by several, and pages the ordered list', async () => {
      assert.deepEqual(await hamletPrices((q) => q.orderBy('price', 'desc').build()), [120, 50, 35.5, 20]);
      const byCategoryThenPrice = await client.GET('/prices/', {
        params: {
          query: query()
            .where('event')
            .eq(c.events.hamlet)
            .orderBy('price_category', 'desc')
            .orderBy('price')
            .build(),
        },
      });
      assert.deepEqual(
        unwrap(byCategoryThenPrice).map((p) => p.pid),
        [c.prices.box, c.prices.balcony, c.prices.reduced, c.prices.normal],
      );
      assert.deepEqual(
        await hamletPrices((q) => q.orderBy('price').page(1).maxResults(2).build()),
        [50, 120],
      );
      assert.deepEqual(
        unwrap(
          await client.GET('/shows/', {
            params: { query: query().where('event').eq(c.events.hamlet).orderBy('start', 'desc').build() },
          }),
        ).map((s) => s.pid),
        [c.shows.hamletWinter, c.shows.hamletSummer],
      );
    });
  });
}
