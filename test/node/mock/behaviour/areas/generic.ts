import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { HOST_NAME, bookShows, pick, setUpCatalogue, setUpEvent, type Catalogue } from '../catalogue';
import {
  assertProblem,
  assertStatus,
  assertUnchanged,
  behaviour,
  type Api,
  type JsonObject,
  type Pid,
} from '../harness';

interface ResourceCase {
  readonly collection: string;
  /** A valid creation body; `i` tells several apart. */
  make(c: Catalogue, i: number): JsonObject;
  /** How the fields of a creation body read back (money and dates change form). */
  reads?(body: JsonObject): JsonObject;
  /** A valid edit and the fields it leads to. */
  edit(c: Catalogue): { body: JsonObject; reads: JsonObject };
  /** A creation body with one invalid field, and that field's path. */
  invalid(c: Catalogue): { body: JsonObject; path: string };
}

const money = (value: number) => value.toFixed(2);

const cases: readonly ResourceCase[] = [
  {
    collection: 'persons',
    make: (_c, i) => ({ firstname: `Person ${i}`, lastname: 'Test', newsletter: i % 2 === 0 }),
    edit: () => ({ body: { firstname: 'Berta' }, reads: { firstname: 'Berta' } }),
    invalid: () => ({ body: { firstname: 'X', email: 'not an e-mail address' }, path: 'email' }),
  },
  {
    collection: 'bookings',
    make: (c) => ({ customer: c.anna }),
    edit: (c) => ({ body: { customer: c.bruno }, reads: { customer: c.bruno } }),
    invalid: () => ({ body: { customer: 'nobody' }, path: 'customer' }),
  },
  {
    collection: 'tickets',
    make: (c, i) => ({ booking: c.booking, show: c.shows[i % 2]!, price: c.adult, sector: c.parkett }),
    edit: (c) => ({ body: { price: c.child }, reads: { price: c.child, denormalized_price_name: 'Kinder' } }),
    invalid: (c) => ({
      body: { booking: c.booking, show: c.shows[0], price: c.adult, sector: 42 },
      path: 'sector',
    }),
  },
  {
    collection: 'events',
    make: (c, i) => ({ host: c.host, name: `Event ${i}`, allow_digital_dispatch: true, currency: 'CHF' }),
    edit: () => ({ body: { name: 'Don Giovanni' }, reads: { name: 'Don Giovanni' } }),
    invalid: (c) => ({ body: { host: c.host, name: '', currency: 'CHF' }, path: 'name' }),
  },
  {
    collection: 'venues',
    make: (c, i) => ({ host: c.host, name: `Venue ${i}`, city: 'Zürich' }),
    edit: () => ({ body: { city: 'Basel' }, reads: { city: 'Basel' } }),
    invalid: (c) => ({ body: { host: c.host, name: 'No city' }, path: 'city' }),
  },
  {
    collection: 'sectors',
    make: (c, i) => ({ host: c.venue, name: `Sector ${i}`, price_category: 1, capacity: 10 + i }),
    edit: () => ({ body: { capacity: 20 }, reads: { capacity: 20 } }),
    invalid: (c) => ({
      body: { host: c.venue, name: 'Minus', price_category: 1, capacity: -1 },
      path: 'capacity',
    }),
  },
  {
    collection: 'shows',
    make: (c, i) => ({ event: c.event, venue: c.venue, start: `2027-02-1${i} 20:00:00` }),
    reads: (body) => ({ ...body, start: `${String(body.start).replace(' ', 'T')}+01:00` }),
    edit: () => ({ body: { start: '2027-03-01 20:00:00' }, reads: { start: '2027-03-01T20:00:00+01:00' } }),
    invalid: (c) => ({ body: { event: c.event, venue: c.venue, start: 'tomorrow evening' }, path: 'start' }),
  },
  {
    collection: 'prices',
    make: (c, i) => ({ event: c.event, name: `Price ${i}`, price_category: 1, price: 10 + i }),
    // The interface description types a price's `price` as a number: it reads as written.
    reads: (body) => body,
    edit: () => ({ body: { price: 12.5 }, reads: { price: 12.5 } }),
    invalid: (c) => ({
      body: { event: c.event, name: 'Ten', price_category: 1, price: 'ten' },
      path: 'price',
    }),
  },
  {
    collection: 'ticketoptiongroups',
    make: (c, i) => ({ event: c.event, name: `Question ${i}`, required: false }),
    edit: () => ({ body: { required: true }, reads: { required: true } }),
    invalid: (c) => ({ body: { event: c.event, name: 'Q', required: 'yes' }, path: 'required' }),
  },
  {
    collection: 'ticketoptions',
    make: (c, i) => ({ ticket_option_group: c.group, name: `Answer ${i}` }),
    edit: () => ({ body: { price: 2 }, reads: { price: 2 } }),
    invalid: (c) => ({ body: { ticket_option_group: c.group, name: 42 }, path: 'name' }),
  },
  {
    collection: 'ticketoptionlimitations',
    make: (c, i) => ({ ticket_options: [c.no], limitation: i + 1, scope: 'event' }),
    edit: () => ({ body: { limitation: 9 }, reads: { limitation: 9 } }),
    invalid: (c) => ({ body: { ticket_options: [c.no], limitation: 1, scope: 'week' }, path: 'scope' }),
  },
  {
    collection: 'options',
    make: (c, i) => ({ event: c.event, name: `Option ${i}` }),
    edit: () => ({ body: { limitation: 3 }, reads: { limitation: 3 } }),
    invalid: (c) => ({
      body: { event: c.event, name: 'Zero', items_per_booking: 0 },
      path: 'items_per_booking',
    }),
  },
  {
    collection: 'deliveryrates',
    make: (c, i) => ({
      host: c.host,
      name: `Rate ${i}`,
      country: ['DE', 'AT', 'FR', 'IT'][i % 4]!,
      price: 12 + i,
    }),
    reads: (body) => ({ ...body, price: money(body.price as number) }),
    edit: () => ({ body: { price: 9.9 }, reads: { price: '9.90' } }),
    invalid: (c) => ({
      body: { host: c.host, name: 'Germany', country: 'Deutschland', price: 1 },
      path: 'country',
    }),
  },
];

function later(a: unknown, b: unknown): boolean {
  return Date.parse(String(a)) > Date.parse(String(b));
}

async function assertGone(api: Api, collection: string, pid: Pid): Promise<void> {
  assertProblem(await api.get(`/${collection}/${pid}`), { status: 404, code: 'not_found' });
}

async function assertPresent(api: Api, collection: string, pid: Pid): Promise<void> {
  assertStatus(await api.get(`/${collection}/${pid}`), 200);
}

behaviour('generic record requests (§4.2)', (api) => {
  for (const resource of cases) {
    const { collection } = resource;
    const reads = (body: JsonObject) => (resource.reads ? resource.reads(body) : body);

    describe(collection, () => {
      it(`GET /${collection}/<pid> reads the record created by POST`, async () => {
        const c = await setUpCatalogue(api());
        const body = resource.make(c, 1);
        const pid = await api().create(collection, body);
        const record = await api().read(collection, pid);
        assert.equal(record.pid, pid);
        assert.deepEqual(pick(record, body), reads(body));
      });

      it(`GET /${collection}/ reads many records with their number in X-Count`, async () => {
        const c = await setUpCatalogue(api());
        const before = await api().list(`/${collection}/`);
        assert.equal(before.count, before.items.length);
        const added = [
          await api().create(collection, resource.make(c, 1)),
          await api().create(collection, resource.make(c, 2)),
        ];
        const after = await api().list(`/${collection}/`);
        assert.equal(after.count, before.count + 2);
        assert.equal(after.items.length, after.count);
        const pids = after.items.map((item) => item.pid);
        for (const pid of added) assert.ok(pids.includes(pid), `the list holds ${pid}`);
      });

      it(`HEAD /${collection}/ answers X-Count without a body, HEAD on a record answers 200`, async () => {
        const c = await setUpCatalogue(api());
        const pid = await api().create(collection, resource.make(c, 1));
        const { count } = await api().list(`/${collection}/`);
        const head = await api().head(`/${collection}/`);
        assertStatus(head, 200);
        assert.equal(head.headers.get('x-count'), String(count));
        assert.equal(head.text, '');
        assertStatus(await api().head(`/${collection}/${pid}`), 200);
      });

      it(`POST /${collection}/ with an array creates every record and links to them in order`, async () => {
        const c = await setUpCatalogue(api());
        const bodies = [resource.make(c, 1), resource.make(c, 2), resource.make(c, 3)];
        const reply = await api().post(`/${collection}/`, bodies);
        assertStatus(reply, 201);
        assert.equal(reply.text, '');
        const records = await api().followBatch(reply, collection);
        assert.deepEqual(
          records.map((record) => pick(record, bodies[0]!)),
          bodies.map(reads),
        );
      });

      it(`POST /${collection}/ with an array holding one invalid item creates nothing`, async () => {
        const c = await setUpCatalogue(api());
        const { body, path } = resource.invalid(c);
        await assertUnchanged(api(), async () => {
          const reply = await api().post(`/${collection}/`, [resource.make(c, 1), body, resource.make(c, 2)]);
          assertProblem(reply, { status: 409, code: 'validation_failed', paths: [`[1].${path}`] });
        });
      });

      it(`PATCH /${collection}/<pid> edits the record and answers 204 with its Location`, async () => {
        const c = await setUpCatalogue(api());
        const pid = await api().create(collection, resource.make(c, 1));
        const before = await api().read(collection, pid);
        await api().advance('1m');
        const { body, reads: expected } = resource.edit(c);
        const reply = await api().patch(`/${collection}/${pid}`, body);
        assertStatus(reply, 204);
        assert.equal(reply.text, '');
        assert.equal(api().recordLocation(reply, collection), pid);
        const after = await api().read(collection, pid);
        assert.deepEqual(pick(after, expected), expected);
        assert.equal(after.created, before.created);
        assert.ok(
          later(after.updated, before.updated),
          `updated moves on: ${before.updated} → ${after.updated}`,
        );
      });

      it(`PATCH /${collection}/ with an array edits each record named by its pid`, async () => {
        const c = await setUpCatalogue(api());
        const first = await api().create(collection, resource.make(c, 1));
        const second = await api().create(collection, resource.make(c, 2));
        const untouched = await api().create(collection, resource.make(c, 3));
        const untouchedBefore = await api().read(collection, untouched);
        const { body, reads: expected } = resource.edit(c);
        const reply = await api().patch(`/${collection}/`, [
          { pid: second, ...body },
          { pid: first, ...body },
        ]);
        assertStatus(reply, 204);
        assert.equal(reply.text, '');
        const edited = await api().followBatch(reply, collection);
        assert.deepEqual(
          edited.map((record) => record.pid),
          [second, first],
          'the Location lists the edited records in request order',
        );
        for (const pid of [first, second]) {
          assert.deepEqual(pick(await api().read(collection, pid), expected), expected);
        }
        assert.deepEqual(await api().read(collection, untouched), untouchedBefore);
      });

      it(`DELETE /${collection}/<pid> removes the record and answers 204`, async () => {
        const c = await setUpCatalogue(api());
        const pid = await api().create(collection, resource.make(c, 1));
        const reply = await api().delete(`/${collection}/${pid}`);
        assertStatus(reply, 204);
        assert.equal(reply.text, '');
        await assertGone(api(), collection, pid);
        assert.ok(!(await api().pids(`/${collection}/`)).includes(pid));
        assertProblem(await api().delete(`/${collection}/${pid}`), { status: 404, code: 'not_found' });
      });

      it(`serves /${collection} without a trailing slash and a record path with one`, async () => {
        const c = await setUpCatalogue(api());
        const pid = await api().create(collection, resource.make(c, 1));
        const withSlash = await api().list(`/${collection}/`);
        const withoutSlash = await api().list(`/${collection}`);
        assert.deepEqual(withoutSlash, withSlash);
        const created = await api().post(`/${collection}`, resource.make(c, 2));
        assertStatus(created, 201);
        api().recordLocation(created, collection);
        assert.deepEqual(await api().read(collection, `${pid}/`), await api().read(collection, pid));
      });
    });
  }

  describe('empty edits', () => {
    it('PATCH /<collection>/<pid> with [] (PHP’s json_encode([])) edits nothing and answers 204 with the Location', async () => {
      const c = await setUpCatalogue(api());
      const before = await api().read('persons', c.anna);
      await api().advance('1m');
      const reply = await api().patch(`/persons/${c.anna}`, []);
      assertStatus(reply, 204);
      assert.equal(api().recordLocation(reply, 'persons'), c.anna);
      assert.deepEqual(await api().read('persons', c.anna), before);
    });

    it('PATCH /<collection>/ with [] edits nothing and answers 204 without a Location', async () => {
      await setUpCatalogue(api());
      await assertUnchanged(api(), async () => {
        const reply = await api().patch('/persons/', []);
        assertStatus(reply, 204);
        assert.equal(reply.headers.get('location'), null);
      });
    });

    it('PATCH /<collection>/ marks unchanged items of the batch too, and moves no updated for them', async () => {
      const c = await setUpCatalogue(api());
      const before = await api().read('persons', c.bruno);
      await api().advance('1m');
      const reply = await api().patch('/persons/', [{ pid: c.anna, firstname: 'Annette' }, { pid: c.bruno }]);
      assertStatus(reply, 204);
      const edited = await api().followBatch(reply, 'persons');
      assert.deepEqual(
        edited.map((record) => record.pid),
        [c.anna, c.bruno],
      );
      assert.equal(edited[1]!.updated, before.updated);
      assert.equal(edited[0]!.firstname, 'Annette');
    });
  });

  describe('hosts', () => {
    it("GET /hosts/ lists the token user's host, which GET, HEAD and PATCH serve", async () => {
      const { items, count } = await api().list('/hosts/');
      assert.equal(count, 1);
      assert.equal(items[0]!.name, HOST_NAME);
      const pid = items[0]!.pid as string;
      assert.equal((await api().read('hosts', pid)).name, HOST_NAME);
      assertStatus(await api().head(`/hosts/${pid}`), 200);
      assertStatus(await api().patch(`/hosts/${pid}`, { name: 'Stadttheater AG' }), 204);
      assert.equal((await api().read('hosts', pid)).name, 'Stadttheater AG');
    });

    it('answers 4xx and changes nothing for POST /hosts/ and DELETE /hosts/<pid>', async () => {
      const pid = (await api().pids('/hosts/'))[0]!;
      await assertUnchanged(api(), async () => {
        assertProblem(await api().post('/hosts/', { name: 'New host' }));
        assertProblem(await api().delete(`/hosts/${pid}`));
      });
    });
  });

  describe('cascading deletes', () => {
    it('DELETE /events/<pid> deletes its shows, prices, ticket option groups, ticket options, limitations and options', async () => {
      const setup = await setUpEvent(api());
      assertStatus(await api().delete(`/events/${setup.event}`), 204);
      await assertGone(api(), 'events', setup.event);
      for (const show of setup.shows) await assertGone(api(), 'shows', show);
      for (const price of [setup.adult, setup.child, setup.balconyPrice])
        await assertGone(api(), 'prices', price);
      await assertGone(api(), 'ticketoptiongroups', setup.group);
      await assertGone(api(), 'ticketoptions', setup.yes);
      await assertGone(api(), 'ticketoptions', setup.no);
      await assertGone(api(), 'ticketoptionlimitations', setup.limitation);
      await assertGone(api(), 'options', setup.option);
      await assertPresent(api(), 'venues', setup.venue);
      await assertPresent(api(), 'sectors', setup.parkett);
      for (const collection of [
        'shows',
        'prices',
        'ticketoptiongroups',
        'ticketoptions',
        'ticketoptionlimitations',
        'options',
      ]) {
        assert.equal((await api().list(`/${collection}/`)).count, 0, `no ${collection} are left`);
      }
    });

    it('DELETE /events/<pid> deletes the tickets of its shows and keeps the bookings', async () => {
      const c = await setUpCatalogue(api());
      assertStatus(await api().delete(`/events/${c.event}`), 204);
      for (const ticket of c.tickets) await assertGone(api(), 'tickets', ticket);
      await assertPresent(api(), 'bookings', c.booking);
      assert.equal((await api().list(`/bookings/${c.booking}/tickets/`)).count, 0);
    });

    it('DELETE /ticketoptiongroups/<pid> deletes its ticket options and their limitations', async () => {
      const setup = await setUpEvent(api());
      assertStatus(await api().delete(`/ticketoptiongroups/${setup.group}`), 204);
      await assertGone(api(), 'ticketoptions', setup.yes);
      await assertGone(api(), 'ticketoptions', setup.no);
      await assertGone(api(), 'ticketoptionlimitations', setup.limitation);
      await assertPresent(api(), 'events', setup.event);
    });

    it('DELETE /ticketoptions/<pid> deletes the limitations that list it', async () => {
      const setup = await setUpEvent(api());
      assertStatus(await api().delete(`/ticketoptions/${setup.yes}`), 204);
      await assertGone(api(), 'ticketoptionlimitations', setup.limitation);
      await assertPresent(api(), 'ticketoptions', setup.no);
    });

    it('DELETE /venues/<pid> deletes its sectors', async () => {
      const setup = await setUpEvent(api());
      const venue = await api().create('venues', { host: setup.host, name: 'Kellerbühne', city: 'Thun' });
      const sectors = await api().createMany('sectors', [
        { host: venue, name: 'Vorne', price_category: 1, capacity: 20 },
        { host: venue, name: 'Hinten', price_category: 1, capacity: 20 },
      ]);
      assertStatus(await api().delete(`/venues/${venue}`), 204);
      for (const sector of sectors) await assertGone(api(), 'sectors', sector);
      await assertPresent(api(), 'sectors', setup.parkett);
    });

    it('DELETE /venues/<pid> answers 409 record_in_use while a show takes place there', async () => {
      const setup = await setUpEvent(api());
      await assertUnchanged(api(), async () => {
        assertProblem(await api().delete(`/venues/${setup.venue}`), { status: 409, code: 'record_in_use' });
      });
    });

    it('DELETE /bookings/<pid> deletes its tickets and frees their places', async () => {
      const c = await setUpCatalogue(api());
      const other = await bookShows(api(), c, c.bruno, [c.shows[0]]);
      assertStatus(await api().delete(`/bookings/${c.booking}`), 204);
      for (const ticket of c.tickets) await assertGone(api(), 'tickets', ticket);
      await assertPresent(api(), 'tickets', other.tickets[0]!);
      await assertPresent(api(), 'persons', c.anna);
      assert.deepEqual(await api().pids('/tickets/'), other.tickets);
    });
  });
});
