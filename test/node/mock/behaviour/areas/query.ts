import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { firstHost, setUpCatalogue, setUpEvent } from '../catalogue';
import { behaviour, query, sorted, type Api, type JsonObject } from '../harness';

interface People {
  anna: string;
  bruno: string;
  clara: string;
  dora: string;
  bookings: { anna: number; bruno: number; clara: number };
}

/** Four persons (Anna and Bruno Muster, Clara Beispiel, Dora Keller) and a booking each for three. */
async function setUpPeople(api: Api): Promise<People> {
  const [anna, bruno, clara, dora] = (await api.createMany('persons', [
    {
      firstname: 'Anna',
      lastname: 'Muster',
      company: 'Muster AG',
      email: 'anna@example.ch',
      newsletter: true,
      address: { city: 'Bern', country: 'CH' },
    },
    { firstname: 'Bruno', lastname: 'Muster', newsletter: false, address: { city: 'Thun', country: 'CH' } },
    { firstname: 'Clara', lastname: 'Beispiel', email: 'clara@example.ch', newsletter: true },
    { firstname: 'Dora', lastname: 'Keller', company: 'Keller GmbH', newsletter: false },
  ])) as [string, string, string, string];
  const bookings = {
    anna: (await api.create('bookings', { customer: anna })) as number,
    bruno: (await api.create('bookings', { customer: bruno })) as number,
    clara: (await api.create('bookings', { customer: clara })) as number,
  };
  return { anna, bruno, clara, dora, bookings };
}

/** Three sectors of one venue with capacities 10, 20 and 30. */
async function setUpSectors(api: Api): Promise<{ ten: string; twenty: string; thirty: string }> {
  const host = await firstHost(api);
  const venue = await api.create('venues', { host, name: 'Halle', city: 'Luzern' });
  const [ten, twenty, thirty] = (await api.createMany('sectors', [
    { host: venue, name: 'A', price_category: 1, capacity: 10 },
    { host: venue, name: 'B', price_category: 1, capacity: 20 },
    { host: venue, name: 'C', price_category: 2, capacity: 30 },
  ])) as [string, string, string];
  return { ten, twenty, thirty };
}

const set = (values: readonly (string | number)[]) => sorted(values);

behaviour('query parameters (§4.4)', (api) => {
  const pids = async (path: string) => set(await api().pids(path));

  describe('filters', () => {
    it('filters[<field>]=<value> keeps the records whose field equals the value', async () => {
      const p = await setUpPeople(api());
      assert.deepEqual(
        await pids(`/persons/${query({ 'filters[lastname]': 'Muster' })}`),
        set([p.anna, p.bruno]),
      );
    });

    it('filters[<field>]=1 and =0 compare a boolean field with true and false', async () => {
      const p = await setUpPeople(api());
      assert.deepEqual(await pids(`/persons/${query({ 'filters[newsletter]': 1 })}`), set([p.anna, p.clara]));
      assert.deepEqual(await pids(`/persons/${query({ 'filters[newsletter]': 0 })}`), set([p.bruno, p.dora]));
    });

    it('compares pids case-insensitively in filters, as paths and bodies do', async () => {
      const p = await setUpPeople(api());
      const lower = p.bruno.toLowerCase();
      assert.deepEqual(await pids(`/bookings/${query({ 'filters[customer]': lower })}`), [p.bookings.bruno]);
      assert.deepEqual(
        await pids(
          `/bookings/${query({ 'filters[customer][_comp]': 'eq', 'filters[customer][_value]': lower })}`,
        ),
        [p.bookings.bruno],
      );
      assert.deepEqual(await pids(`/persons/${query({ 'filters[pid]': p.clara.toLowerCase() })}`), [p.clara]);
      assert.deepEqual(
        await pids(
          `/persons/${query({
            'filters[pid][_logic]': 'OR',
            'filters[pid][0]': p.anna.toLowerCase(),
            'filters[pid][1]': p.dora.toLowerCase(),
          })}`,
        ),
        set([p.anna, p.dora]),
      );
    });

    it('finds a ticket by its code or its pid in either case, also through relations', async () => {
      const c = await setUpCatalogue(api());
      const [ticket, other] = c.tickets;
      const code = String((await api().read('tickets', ticket)).code);
      assert.equal(code, ticket.toUpperCase());
      assert.deepEqual(await pids(`/tickets/${query({ 'filters[pid]': code })}`), [ticket]);
      assert.deepEqual(await pids(`/tickets/${query({ 'filters[code]': ticket })}`), [ticket]);
      assert.deepEqual(await pids(`/tickets/${query({ 'filters[code]': code })}`), [ticket]);
      assert.deepEqual(
        await pids(`/tickets/${query({ 'filters[pid][_comp]': 'neq', 'filters[pid][_value]': code })}`),
        [other],
      );
      assert.deepEqual(await pids(`/bookings/${query({ 'filters[tickets][pid]': code })}`), [c.booking]);
      const byShow = await pids(`/tickets/${query({ 'filters[show]': c.shows[0] })}`);
      assert.deepEqual(byShow, set([ticket, other]));
      assert.deepEqual(
        await pids(`/tickets/${query({ 'filters[show]': c.shows[0].toLowerCase() })}`),
        byShow,
      );
      assert.deepEqual(
        await pids(`/tickets/${query({ 'filters[booking][customer]': c.anna.toLowerCase() })}`),
        byShow,
      );
    });

    it('filters[<relation_field>]=<pid> keeps the records that reference the pid', async () => {
      const p = await setUpPeople(api());
      assert.deepEqual(await pids(`/bookings/${query({ 'filters[customer]': p.bruno })}`), [
        p.bookings.bruno,
      ]);
    });

    it('filters[<relation>][<field>]=<value> filters on a field of the related record', async () => {
      const p = await setUpPeople(api());
      assert.deepEqual(
        await pids(`/bookings/${query({ 'filters[customer][lastname]': 'Muster' })}`),
        set([p.bookings.anna, p.bookings.bruno]),
      );
      assert.deepEqual(await pids(`/persons/${query({ 'filters[address][city]': 'Bern' })}`), [p.anna]);
      assert.deepEqual(await pids(`/bookings/${query({ 'filters[customer][address][city]': 'Thun' })}`), [
        p.bookings.bruno,
      ]);
    });

    it('several plain filters combine with AND by default', async () => {
      const p = await setUpPeople(api());
      assert.deepEqual(
        await pids(`/persons/${query({ 'filters[lastname]': 'Muster', 'filters[newsletter]': 1 })}`),
        [p.anna],
      );
      assert.deepEqual(
        await pids(
          `/persons/${query({ 'filters[lastname]': 'Muster', 'filters[newsletter]': 1, 'filters[_logic]': 'AND' })}`,
        ),
        [p.anna],
      );
    });

    it('filters[_logic]=OR keeps the records that match any filter', async () => {
      const p = await setUpPeople(api());
      assert.deepEqual(
        await pids(
          `/persons/${query({ 'filters[lastname]': 'Beispiel', 'filters[firstname]': 'Dora', 'filters[_logic]': 'OR' })}`,
        ),
        set([p.clara, p.dora]),
      );
    });

    it('filters[<field>][0], [1] with filters[<field>][_logic]=OR keeps records with any of the values', async () => {
      const p = await setUpPeople(api());
      const alternatives = {
        'filters[firstname][0]': 'Anna',
        'filters[firstname][1]': 'Dora',
        'filters[firstname][_logic]': 'OR',
      };
      assert.deepEqual(await pids(`/persons/${query(alternatives)}`), set([p.anna, p.dora]));
      assert.deepEqual(
        await pids(`/persons/${query({ ...alternatives, 'filters[firstname][_logic]': 'AND' })}`),
        [],
        'with AND one field cannot equal two values',
      );
    });

    const comparisons: [string, (s: { ten: string; twenty: string; thirty: string }) => string[]][] = [
      ['eq', (s) => [s.twenty]],
      ['neq', (s) => [s.ten, s.thirty]],
      ['gt', (s) => [s.thirty]],
      ['gte', (s) => [s.twenty, s.thirty]],
      ['lt', (s) => [s.ten]],
      ['lte', (s) => [s.ten, s.twenty]],
    ];
    for (const [comp, expected] of comparisons) {
      it(`filters[<field>][_comp]=${comp} with _value compares the field with the value`, async () => {
        const s = await setUpSectors(api());
        const path = `/sectors/${query({ 'filters[capacity][_comp]': comp, 'filters[capacity][_value]': 20 })}`;
        assert.deepEqual(await pids(path), set(expected(s)));
      });
    }

    it('filters[<field>][_value] without _comp compares for equality', async () => {
      const s = await setUpSectors(api());
      assert.deepEqual(await pids(`/sectors/${query({ 'filters[capacity][_value]': 30 })}`), [s.thirty]);
    });

    it('filters[<field>][_comp]=isNull and isNotNull test for a missing value', async () => {
      const p = await setUpPeople(api());
      assert.deepEqual(
        await pids(`/persons/${query({ 'filters[company][_comp]': 'isNull' })}`),
        set([p.bruno, p.clara]),
      );
      assert.deepEqual(
        await pids(`/persons/${query({ 'filters[company][_comp]': 'isNotNull' })}`),
        set([p.anna, p.dora]),
      );
      assert.deepEqual(
        await pids(`/persons/${query({ 'filters[email][_comp]': 'isNull' })}`),
        set([p.bruno, p.dora]),
      );
    });

    it('two conditions on start select a date range in the wall time of the host zone', async () => {
      const setup = await setUpEvent(api());
      const starts = [
        '2026-12-30 20:00:00',
        '2026-12-31 23:30:00',
        '2027-01-01 00:30:00',
        '2027-01-05 20:00:00',
      ];
      const shows: string[] = [];
      for (const start of starts) {
        shows.push(
          (await api().create('shows', { event: setup.event, venue: setup.venue, start })) as string,
        );
      }
      const range = query({
        'filters[event]': setup.event,
        'filters[start][0][_comp]': 'gte',
        'filters[start][0][_value]': '2026-12-31 00:00:00',
        'filters[start][1][_comp]': 'lt',
        'filters[start][1][_value]': '2027-01-01 00:00:00',
      });
      // 2026-12-31 19:30 (the event set-up's first show) and 23:30 fall on New Year's Eve in Zurich;
      // 2027-01-01 00:30 in Zurich is still 2026 in UTC but not in the range.
      assert.deepEqual(await pids(`/shows/${range}`), set([setup.shows[0], shows[1]!]));
      const from = query({
        'filters[event]': setup.event,
        'filters[start][_comp]': 'gte',
        'filters[start][_value]': '2027-01-01 00:00:00',
      });
      assert.deepEqual(await pids(`/shows/${from}`), set([shows[2]!, setup.shows[1], shows[3]!]));
    });

    it('filters on money compare amounts as numbers', async () => {
      const setup = await setUpEvent(api());
      assert.deepEqual(await pids(`/prices/${query({ 'filters[price]': 49.5 })}`), [setup.adult]);
      assert.deepEqual(
        await pids(`/prices/${query({ 'filters[price][_comp]': 'gte', 'filters[price][_value]': 30 })}`),
        set([setup.adult, setup.balconyPrice]),
      );
    });
  });

  describe('pagination and order', () => {
    const names = ['Carmen', 'Aida', 'Elektra', 'Boris', 'Dido'];
    async function setUpEvents(): Promise<string[]> {
      const host = await firstHost(api());
      const created: string[] = [];
      for (const name of names)
        created.push((await api().create('events', { host, name, currency: 'CHF' })) as string);
      return created;
    }

    it('answers every record in creation order without maxResults', async () => {
      const events = await setUpEvents();
      const all = await api().list('/events/');
      assert.equal(all.count, 5);
      assert.deepEqual(
        all.items.map((item) => item.pid),
        events,
      );
    });

    it('page starts at 0 and maxResults sets the page size; X-Count counts every match', async () => {
      const events = await setUpEvents();
      const pages: JsonObject[][] = [];
      for (const page of [0, 1, 2, 3]) {
        const reply = await api().list(`/events/?maxResults=2&page=${page}`);
        assert.equal(reply.count, 5, `X-Count on page ${page}`);
        pages.push(reply.items);
      }
      assert.deepEqual(
        pages.map((items) => items.map((item) => item.pid)),
        [events.slice(0, 2), events.slice(2, 4), events.slice(4), []],
      );
      const first = await api().list('/events/?maxResults=3');
      assert.deepEqual(
        first.items.map((item) => item.pid),
        events.slice(0, 3),
        'without page, the first page',
      );
    });

    it('orderBy[<field>]=asc and desc sort the records', async () => {
      await setUpEvents();
      const ascending = [...names].sort();
      const read = async (q: string) => (await api().list(`/events/${q}`)).items.map((item) => item.name);
      assert.deepEqual(await read(query({ 'orderBy[name]': 'asc' })), ascending);
      assert.deepEqual(await read(query({ 'orderBy[name]': 'desc' })), [...ascending].reverse());
      const s = await setUpSectors(api());
      assert.deepEqual(await api().pids(`/sectors/${query({ 'orderBy[capacity]': 'desc' })}`), [
        s.thirty,
        s.twenty,
        s.ten,
      ]);
    });

    it('several orderBy keys sort by the first, then by the next', async () => {
      const p = await setUpPeople(api());
      const path = `/persons/${query({ 'orderBy[lastname]': 'asc', 'orderBy[firstname]': 'desc' })}`;
      assert.deepEqual(await api().pids(path), [p.clara, p.dora, p.bruno, p.anna]);
    });

    it('HEAD on a filtered collection answers the number of matches in X-Count', async () => {
      await setUpPeople(api());
      const head = await api().head(`/persons/${query({ 'filters[lastname]': 'Muster', maxResults: 1 })}`);
      assert.equal(head.status, 200);
      assert.equal(head.headers.get('x-count'), '2');
    });

    it('filters, orderBy and pagination combine', async () => {
      const p = await setUpPeople(api());
      const reply = await api().list(
        `/persons/${query({ 'filters[lastname]': 'Muster', 'orderBy[firstname]': 'desc', maxResults: 1, page: 0 })}`,
      );
      assert.equal(reply.count, 2);
      assert.deepEqual(
        reply.items.map((item) => item.pid),
        [p.bruno],
      );
    });
  });

  describe('properties', () => {
    it('properties[shows]=1 on the event collection adds each event’s shows', async () => {
      const setup = await setUpEvent(api());
      const other = await api().create('events', {
        host: setup.host,
        name: 'Ohne Vorstellung',
        currency: 'CHF',
      });
      const { items } = await api().list(`/events/${query({ 'properties[shows]': 1 })}`);
      const byPid = new Map(items.map((item) => [item.pid, item]));
      const shows = byPid.get(setup.event)!.shows as JsonObject[];
      assert.deepEqual(set(shows.map((show) => show.pid as string)), set(setup.shows));
      for (const show of shows) assert.equal(show.event, setup.event);
      assert.deepEqual(byPid.get(other)!.shows, []);
      const plain = await api().list('/events/');
      for (const item of plain.items) assert.ok(!('shows' in item), 'shows appear only when requested');
    });

    it('properties on a reference replace the pid by the record', async () => {
      const setup = await setUpEvent(api());
      const show = await api().read(
        'shows',
        setup.shows[0],
        query({ 'properties[event]': 1, 'properties[venue]': 'true' }),
      );
      assert.equal((show.event as JsonObject).pid, setup.event);
      assert.equal((show.event as JsonObject).name, 'Die Zauberflöte');
      assert.equal((show.venue as JsonObject).pid, setup.venue);
      const p = await setUpPeople(api());
      const { items } = await api().list(
        `/bookings/${query({ 'filters[customer]': p.anna, 'properties[customer]': 1 })}`,
      );
      assert.equal((items[0]!.customer as JsonObject).firstname, 'Anna');
    });

    it('properties add the children of venues and ticket option groups', async () => {
      const setup = await setUpEvent(api());
      const venue = await api().read('venues', setup.venue, query({ 'properties[sectors]': 1 }));
      assert.deepEqual(
        set((venue.sectors as JsonObject[]).map((sector) => sector.pid as string)),
        set([setup.parkett, setup.balkon]),
      );
      const group = await api().read(
        'ticketoptiongroups',
        setup.group,
        query({ 'properties[ticketoptions]': 1 }),
      );
      assert.deepEqual(
        set((group.ticketoptions as JsonObject[]).map((option) => option.pid as string)),
        set([setup.yes, setup.no]),
      );
    });
  });
});
