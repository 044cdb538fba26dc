import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import { createClient, type ApiClient } from '../../../../src/api/client.js';
import { createRecord, createRecords } from '../../../../src/api/create.js';
import { ApiError, unwrap } from '../../../../src/api/errors.js';
import { formatWallTime, parseDateTime, toMinorUnits } from '../../../../src/api/format.js';
import { paginate, readAll } from '../../../../src/api/pagination.js';
import { buildCatalogue, SHOW_STARTS, type Catalogue } from './catalogue.js';
import { OTHER_USER, useMockTarget, type TargetKind } from './target.js';

const UUID = /^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/;
const TICKET_PID = /^[0-9a-f]{16}$/;

/** Runs `action` and answers the ApiError it throws. */
async function apiError(action: Promise<unknown>): Promise<ApiError> {
  try {
    await action;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new assert.AssertionError({ message: 'Expected an ApiError' });
}

/** The suite against one target: in-process in the unit tier, over HTTP in the integration tier. */
export function recordsAgainst(kind: TargetKind): void {
  describe(`records through the client against the mock (${kind})`, () => {
    const target = useMockTarget(kind);

    describe('createRecord and createRecords', () => {
      let client: ApiClient;
      let host: string;
      beforeEach(async () => {
        await target.reset();
        client = target.client().client;
        host = unwrap(await client.GET('/hosts/'))[0]!.pid;
      });

      it('returns a UUID pid from Location that reads back the record', async () => {
        const venue = await createRecord(client, '/venues/', { host, name: 'Stadttheater', city: 'Bern' });
        assert.match(venue, UUID);
        const read = unwrap(await client.GET('/venues/{pid}', { params: { path: { pid: venue } } }));
        assert.deepEqual([read.pid, read.name, read.city], [venue, 'Stadttheater', 'Bern']);
        const [post] = target.resourceRequests().filter((r) => r.method === 'POST');
        assert.equal(post?.status, 201);
      });

      it('returns a booking pid as the number the booking reads back with', async () => {
        const customer = await createRecord(client, '/persons/', { firstname: 'Anna' });
        const booking = await createRecord(client, '/bookings/', { customer });
        assert.equal(typeof booking, 'number');
        assert.match(String(booking), /^\d{12}$/);
        const read = unwrap(await client.GET('/bookings/{pid}', { params: { path: { pid: booking } } }));
        assert.equal(read.pid, booking);
        assert.equal(read.pid_readable, String(booking).replace(/(\d{4})(\d{4})(\d{4})/, '$1-$2-$3'));
        assert.equal(read.customer, customer);
      });

      it('returns a ticket pid whose upper-case form is the ticket code', async () => {
        const c = await buildCatalogue(client);
        const ticket = await createRecord(client, '/tickets/', {
          booking: c.bookings.anna,
          show: c.shows.hamletSummer,
          price: c.prices.box,
          sector: c.sectors.box,
        });
        assert.match(ticket, TICKET_PID);
        const read = unwrap(await client.GET('/tickets/{pid}', { params: { path: { pid: ticket } } }));
        assert.deepEqual(
          [read.pid, read.code, read.booking],
          [ticket, ticket.toUpperCase(), c.bookings.anna],
        );
      });

      it('creates sectors and prices in one request each and reads them back in the order sent', async () => {
        const venue = await createRecord(client, '/venues/', { host, name: 'Kulturhaus', city: 'Luzern' });
        const names = ['Parterre', 'Galerie', 'Rang', 'Loge', 'Empore'];
        const sectors = await createRecords(
          client,
          '/sectors/',
          names.map((name, i) => ({ host: venue, name, price_category: i + 1, capacity: 10 * (i + 1) })),
        );
        assert.deepEqual(
          sectors.map((s) => [s.name, s.price_category, s.capacity]),
          names.map((name, i) => [name, i + 1, 10 * (i + 1)]),
        );
        assert.ok(sectors.every((s) => UUID.test(s.pid)));

        const event = await createRecord(client, '/events/', { host, name: 'Tosca', currency: 'CHF' });
        const prices = await createRecords(client, '/prices/', [
          { event, name: 'C', price_category: 3, price: 30 },
          { event, name: 'A', price_category: 1, price: 90 },
          { event, name: 'B', price_category: 2, price: 60 },
        ]);
        assert.deepEqual(
          prices.map((p) => [p.name, p.price]),
          [
            ['C', 30],
            ['A', 90],
            ['B', 60],
          ],
        );
        const [, link] = target.resourceRequests().filter((r) => r.path === '/prices/');
        assert.equal(link?.method, 'GET');
        assert.deepEqual([...(link?.url.searchParams.keys() ?? [])].sort(), [
          'filters[batchId]',
          'orderBy[batchOrder]',
        ]);
        assert.equal(link?.url.searchParams.get('orderBy[batchOrder]'), 'asc');
      });

      it('reserves an array of tickets and reads them back in the order sent', async () => {
        const c = await buildCatalogue(client);
        const booking = await createRecord(client, '/bookings/', { customer: c.persons.beat });
        const wanted = [
          { price: c.prices.box, sector: c.sectors.box },
          { price: c.prices.reduced, sector: c.sectors.stalls },
          { price: c.prices.balcony, sector: c.sectors.balcony },
          { price: c.prices.normal, sector: c.sectors.stalls },
        ];
        const tickets = await createRecords(
          client,
          '/tickets/',
          wanted.map((t) => ({ booking, show: c.shows.hamletWinter, ...t })),
        );
        assert.deepEqual(
          tickets.map((t) => ({ price: t.price, sector: t.sector })),
          wanted,
        );
        assert.ok(tickets.every((t) => TICKET_PID.test(t.pid) && t.booking === booking));
        const ofBooking = unwrap(
          await client.GET('/bookings/{pid}/tickets/', { params: { path: { pid: booking } } }),
        );
        assert.deepEqual(ofBooking.map((t) => t.pid).sort(), tickets.map((t) => t.pid).sort());
      });
    });

    describe('paginate', () => {
      let client: ApiClient;
      const lastnames = Array.from({ length: 53 }, (_, i) => `Person ${String(i + 1).padStart(2, '0')}`);
      beforeEach(async () => {
        await target.reset();
        client = target.client().client;
        // Sent in reverse, so that only orderBy can put them in order.
        await createRecords(
          client,
          '/persons/',
          [...lastnames].reverse().map((lastname) => ({ lastname })),
        );
        target.exchanges.length = 0;
      });

      it('reads 53 persons in pages of 10, stopping at X-Count', async () => {
        const persons = await readAll(client, '/persons/', {
          pageSize: 10,
          query: { orderBy: { lastname: 'asc' } },
        });
        assert.deepEqual(
          persons.map((p) => p.lastname),
          lastnames,
        );
        const pages = target.resourceRequests();
        assert.deepEqual(
          pages.map((r) => [
            r.url.searchParams.get('page'),
            r.url.searchParams.get('maxResults'),
            r.status,
            r.answer.get('X-Count'),
          ]),
          ['0', '1', '2', '3', '4', '5'].map((page) => [page, '10', 200, '53']),
        );
      });

      it('pages a filtered list and sends nothing more once the loop breaks', async () => {
        const read: string[] = [];
        for await (const person of paginate(client, '/persons/', {
          pageSize: 2,
          query: {
            filters: { lastname: { _comp: 'gte', _value: 'Person 50' } },
            orderBy: { lastname: 'desc' },
          },
        })) {
          read.push(person.lastname ?? '');
          if (read.length === 3) break;
        }
        assert.deepEqual(read, ['Person 53', 'Person 52', 'Person 51']);
        assert.deepEqual(
          target.resourceRequests().map((r) => r.answer.get('X-Count')),
          ['4', '4'],
        );
      });
    });

    describe('errors and formats', () => {
      let client: ApiClient;
      let c: Catalogue;
      before(async () => {
        await target.reset();
        client = target.client().client;
        c = await buildCatalogue(client);
      });

      it('throws a 409 ApiError with the property path of each invalid field, and creates nothing', async () => {
        const before = unwrap(await client.GET('/persons/')).length;
        const error = await apiError(
          createRecord(client, '/persons/', {
            email: 'not-an-address',
            locale: 'xx' as 'de',
            salutation: 'q' as 'm',
          }),
        );
        assert.equal(error.status, 409);
        assert.equal(error.code, 'validation_failed');
        assert.deepEqual(error.errors.map((e) => e.property_path).sort(), ['email', 'locale', 'salutation']);
        assert.ok(error.errors.every((e) => e.message.length > 0));
        assert.ok(error.title.length > 0 && error.detail);
        assert.equal(unwrap(await client.GET('/persons/')).length, before);
      });

      it('throws a 409 ApiError for a rule conflict, and reserves none of the tickets', async () => {
        const booking = await createRecord(client, '/bookings/', { customer: c.persons.anna });
        const box = { booking, show: c.shows.hamletSummer, price: c.prices.box, sector: c.sectors.box };
        const error = await apiError(createRecords(client, '/tickets/', [box, box, box]));
        assert.equal(error.status, 409);
        assert.equal(error.code, 'sector_sold_out');
        assert.deepEqual(
          unwrap(await client.GET('/bookings/{pid}/tickets/', { params: { path: { pid: booking } } })),
          [],
        );
      });

      it('throws a 404 ApiError for an unknown pid and for another host’s record', async () => {
        const unknown = await apiError(
          client
            .GET('/events/{pid}', { params: { path: { pid: '00000000-0000-4000-8000-000000000000' } } })
            .then(unwrap),
        );
        assert.deepEqual([unknown.status, unknown.code], [404, 'not_found']);
        const other = target.client(OTHER_USER).client;
        const foreign = await apiError(
          other.GET('/events/{pid}', { params: { path: { pid: c.events.hamlet } } }).then(unwrap),
        );
        assert.deepEqual([foreign.status, foreign.code], [404, 'not_found']);
      });

      it('throws a 401 ApiError when no token is sent', async () => {
        const anonymous = createClient({ baseUrl: target.baseUrl, fetch: target.fetch });
        const result = await anonymous.GET('/events/');
        assert.match(result.response.headers.get('WWW-Authenticate') ?? '', /^Bearer\b/);
        const error = await apiError(Promise.resolve(result).then(unwrap));
        assert.deepEqual([error.status, error.code], [401, 'unauthorized']);
      });

      it('reads prices as exact minor units', async () => {
        const tickets = unwrap(
          await client.GET('/bookings/{pid}/tickets/', { params: { path: { pid: c.bookings.anna } } }),
        );
        assert.deepEqual(
          tickets.map((t) => toMinorUnits(t.denormalized_price_including_vat)).sort((a, b) => a - b),
          [2000, 3550],
        );
        assert.ok(tickets.every((t) => t.denormalized_currency_pid === 'CHF'));
        const normal = unwrap(
          await client.GET('/prices/{pid}', { params: { path: { pid: c.prices.normal } } }),
        );
        assert.equal(toMinorUnits(normal.price), 3550);
      });

      it('reads show starts with their offset back to the wall time written', async () => {
        for (const [show, written, instant] of [
          [c.shows.hamletSummer, SHOW_STARTS.hamletSummer, Date.UTC(2026, 6, 1, 17, 30)],
          [c.shows.hamletWinter, SHOW_STARTS.hamletWinter, Date.UTC(2026, 11, 5, 18, 30)],
        ] as const) {
          const read = unwrap(await client.GET('/shows/{pid}', { params: { path: { pid: show } } }));
          const start = parseDateTime(read.start);
          assert.equal(start.getTime(), instant);
          assert.equal(formatWallTime(start, 'Europe/Zurich'), written);
        }
        const [ticket] = unwrap(
          await client.GET('/bookings/{pid}/tickets/', { params: { path: { pid: c.bookings.beat } } }),
        );
        assert.equal(parseDateTime(ticket!.denormalized_show_start).getTime(), Date.UTC(2026, 11, 5, 18, 30));
      });

      it('stamps created records with the mock clock’s time', async () => {
        await target.time.advance(90 * 60_000);
        const pid = await createRecord(client, '/persons/', { firstname: 'Clara' });
        const read = unwrap(await client.GET('/persons/{pid}', { params: { path: { pid } } }));
        assert.equal(parseDateTime(read.created).getTime(), target.time.now());
      });
    });
  });
}
