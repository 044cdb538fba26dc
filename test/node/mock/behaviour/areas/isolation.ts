import assert from 'node:assert/strict';
import { it } from 'node:test';
import { firstHost, setUpCatalogue, type Catalogue } from '../catalogue';
import {
  COLLECTIONS,
  assertProblem,
  assertUnchanged,
  behaviour,
  describeReply,
  query,
  randomUuid,
  type Api,
  type Pid,
  type Reply,
} from '../harness';

interface World {
  demo: Catalogue;
  rate: string;
  /** The token of user `other` (the second host). */
  other: string;
  otherHost: string;
  otherVenue: string;
  otherEvent: string;
}

async function setUpWorld(api: Api): Promise<World> {
  const demo = await setUpCatalogue(api);
  const rate = (await api.create('deliveryrates', {
    host: demo.host,
    name: 'Post',
    country: 'CH',
    price: 8,
  })) as string;
  const other = (await api.tokenFor('other')).access_token;
  const otherHost = await firstHost(api, other);
  assert.notEqual(otherHost, demo.host);
  const otherVenue = (await api.create(
    'venues',
    { host: otherHost, name: 'Zelt', city: 'Chur' },
    { token: other },
  )) as string;
  const otherEvent = (await api.create(
    'events',
    { host: otherHost, name: 'Zirkus', currency: 'CHF' },
    { token: other },
  )) as string;
  return { demo, rate, other, otherHost, otherVenue, otherEvent };
}

/** Every record of the demo host, by collection, with an edit that would be valid for its owner. */
function demoRecords(w: World): [string, Pid, object][] {
  const c = w.demo;
  return [
    ['hosts', c.host, { name: 'Taken over' }],
    ['persons', c.anna, { firstname: 'Mallory' }],
    ['bookings', c.booking, { confirmation: true }],
    ['tickets', c.tickets[0], { price: c.child }],
    ['events', c.event, { name: 'Taken over' }],
    ['venues', c.venue, { name: 'Taken over' }],
    ['sectors', c.parkett, { capacity: 1 }],
    ['shows', c.shows[0], { start: '2030-01-01 20:00:00' }],
    ['prices', c.adult, { price: 0 }],
    ['ticketoptiongroups', c.group, { required: true }],
    ['ticketoptions', c.yes, { name: 'Taken over' }],
    ['ticketoptionlimitations', c.limitation, { limitation: 0 }],
    ['options', c.option, { name: 'Taken over' }],
    ['deliveryrates', w.rate, { price: 0 }],
  ];
}

function allDemoPids(w: World): string[] {
  return demoRecords(w).map(([, pid]) => String(pid));
}

/** The answer for a reference to a record that does not exist at all. */
function assertSameAsMissing(reply: Reply, missing: Reply, field: string): void {
  assertProblem(reply, { status: 409, code: 'reference_not_found' });
  assert.equal(reply.status, missing.status, `${describeReply(reply)} vs ${describeReply(missing)}`);
  assert.equal((reply.body as { code: string }).code, (missing.body as { code: string }).code);
  const paths = (reply.body as { errors: { property_path: string }[] }).errors.map(
    (error) => error.property_path,
  );
  assert.ok(
    paths.some((path) => path === field || path.startsWith(`${field}[`)),
    `errors name ${field}: ${describeReply(reply)}`,
  );
}

behaviour('host isolation', (api) => {
  it("answers 404 when another host's user reads a record by GET or HEAD", async () => {
    const w = await setUpWorld(api());
    for (const [collection, pid] of demoRecords(w)) {
      assertProblem(await api().get(`/${collection}/${pid}`, { token: w.other }), {
        status: 404,
        code: 'not_found',
      });
      assert.equal(
        (await api().head(`/${collection}/${pid}`, { token: w.other })).status,
        404,
        `HEAD ${collection}`,
      );
      assert.equal(
        (await api().get(`/${collection}/${pid}`)).status,
        200,
        `the owner still reads ${collection}`,
      );
    }
  });

  it("answers 404 to PATCH of another host's record and changes nothing", async () => {
    const w = await setUpWorld(api());
    await assertUnchanged(api(), async () => {
      for (const [collection, pid, edit] of demoRecords(w)) {
        assertProblem(await api().patch(`/${collection}/${pid}`, edit, { token: w.other }), {
          status: 404,
          code: 'not_found',
        });
      }
    });
  });

  it("answers 4xx to an array PATCH naming another host's record and changes nothing", async () => {
    const w = await setUpWorld(api());
    await assertUnchanged(api(), async () => {
      for (const [collection, pid, edit] of demoRecords(w)) {
        const reply = await api().patch(`/${collection}/`, [{ pid, ...edit }], { token: w.other });
        assertProblem(reply);
      }
    });
  });

  it("answers 404 to DELETE of another host's record and deletes nothing", async () => {
    const w = await setUpWorld(api());
    await assertUnchanged(api(), async () => {
      // Hosts cannot be deleted by anyone; their case is in the generic suite.
      for (const [collection, pid] of demoRecords(w).filter(([name]) => name !== 'hosts')) {
        assertProblem(await api().delete(`/${collection}/${pid}`, { token: w.other }), {
          status: 404,
          code: 'not_found',
        });
      }
    });
  });

  it("never lists another host's records, with or without filters and properties", async () => {
    const w = await setUpWorld(api());
    const demoPids = allDemoPids(w);
    for (const collection of COLLECTIONS) {
      const { items, count } = await api().list(`/${collection}/`, { token: w.other });
      assert.equal(count, items.length);
      const leaked = items.map((item) => String(item.pid)).filter((pid) => demoPids.includes(pid));
      assert.deepEqual(leaked, [], `${collection} of the other host`);
    }
    const c = w.demo;
    const filtered: string[] = [
      `/bookings/${query({ 'filters[customer]': c.anna })}`,
      `/bookings/${query({ 'filters[customer][lastname]': 'Muster' })}`,
      `/tickets/${query({ 'filters[booking]': c.booking })}`,
      `/shows/${query({ 'filters[event]': c.event })}`,
      `/events/${query({ 'filters[host]': c.host })}`,
      `/events/${query({ 'filters[_logic]': 'OR', 'filters[host]': c.host, 'filters[name]': 'Die Zauberflöte' })}`,
      `/sectors/${query({ 'filters[host]': c.venue })}`,
    ];
    for (const path of filtered) {
      const { count } = await api().list(path, { token: w.other });
      assert.equal(count, 0, `${path} as the other host`);
    }
    const events = await api().get(`/events/${query({ 'properties[shows]': 1 })}`, { token: w.other });
    for (const pid of demoPids) assert.ok(!events.text.includes(pid), `expanded events do not leak ${pid}`);
    const hosts = await api().get(`/hosts/${query({ 'properties[bookings]': 1, 'properties[events]': 1 })}`, {
      token: w.other,
    });
    for (const pid of demoPids) assert.ok(!hosts.text.includes(pid), `expanded hosts do not leak ${pid}`);
  });

  it("answers 404 for the child collections of another host's records", async () => {
    const w = await setUpWorld(api());
    const c = w.demo;
    for (const path of [
      `/events/${c.event}/bookings/`,
      `/shows/${c.shows[0]}/bookings/`,
      `/hosts/${c.host}/bookings/`,
      `/bookings/${c.booking}/tickets/`,
    ]) {
      assertProblem(await api().get(path, { token: w.other }), { status: 404, code: 'not_found' });
    }
  });

  it("answers as for a missing record when a creation references another host's record", async () => {
    const w = await setUpWorld(api());
    const c = w.demo;
    const as = { token: w.other };
    const attempts: [string, (pid: Pid) => object, Pid, string][] = [
      ['events', (host) => ({ host, name: 'X', currency: 'CHF' }), c.host, 'host'],
      ['venues', (host) => ({ host, name: 'X', city: 'Y' }), c.host, 'host'],
      ['persons', (host) => ({ host, firstname: 'X' }), c.host, 'host'],
      ['sectors', (venue) => ({ host: venue, name: 'X', price_category: 1, capacity: 1 }), c.venue, 'host'],
      ['shows', (event) => ({ event, venue: w.otherVenue, start: '2027-01-01 20:00:00' }), c.event, 'event'],
      ['shows', (venue) => ({ event: w.otherEvent, venue, start: '2027-01-01 20:00:00' }), c.venue, 'venue'],
      ['prices', (event) => ({ event, name: 'X', price_category: 1, price: 1 }), c.event, 'event'],
      ['ticketoptiongroups', (event) => ({ event, name: 'X', required: false }), c.event, 'event'],
      [
        'ticketoptions',
        (group) => ({ ticket_option_group: group, name: 'X' }),
        c.group,
        'ticket_option_group',
      ],
      [
        'ticketoptionlimitations',
        (option) => ({ ticket_options: [option], limitation: 1, scope: 'show' }),
        c.yes,
        'ticket_options',
      ],
      ['options', (event) => ({ event, name: 'X' }), c.event, 'event'],
      ['bookings', (customer) => ({ customer }), c.anna, 'customer'],
    ];
    await assertUnchanged(api(), async () => {
      for (const [collection, body, demoPid, field] of attempts) {
        const reply = await api().post(`/${collection}/`, body(demoPid), as);
        const missing = await api().post(`/${collection}/`, body(randomUuid()), as);
        assertSameAsMissing(reply, missing, field);
      }
    });
  });

  it("answers as for a missing record when a ticket references another host's booking, show, price or sector", async () => {
    const w = await setUpWorld(api());
    const c = w.demo;
    const as = { token: w.other };
    const customer = (await api().create('persons', { firstname: 'Olga' }, as)) as string;
    const booking = (await api().create('bookings', { customer }, as)) as number;
    const sector = (await api().create(
      'sectors',
      { host: w.otherVenue, name: 'Manege', price_category: 1, capacity: 10 },
      as,
    )) as string;
    const show = (await api().create(
      'shows',
      { event: w.otherEvent, venue: w.otherVenue, start: '2027-01-01 20:00:00' },
      as,
    )) as string;
    const price = (await api().create(
      'prices',
      { event: w.otherEvent, name: 'X', price_category: 1, price: 10 },
      as,
    )) as string;
    const valid = { booking, show, price, sector };
    const demo = { booking: c.booking, show: c.shows[0], price: c.adult, sector: c.parkett };
    const absent = { booking: 999999999999, show: randomUuid(), price: randomUuid(), sector: randomUuid() };
    await assertUnchanged(api(), async () => {
      for (const field of ['booking', 'show', 'price', 'sector'] as const) {
        const reply = await api().post('/tickets/', { ...valid, [field]: demo[field] }, as);
        const missing = await api().post('/tickets/', { ...valid, [field]: absent[field] }, as);
        assertSameAsMissing(reply, missing, field);
      }
    });
  });
});
