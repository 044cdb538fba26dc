import assert from 'node:assert/strict';
import { it } from 'node:test';
import { ANNA, bookShows, pick, setUpCatalogue, type Catalogue } from '../catalogue';
import {
  assertProblem,
  assertStatus,
  behaviour,
  query,
  randomUuid,
  sorted,
  type Api,
  type JsonObject,
} from '../harness';

const EXPANDED = query({ 'properties[customer]': 'true', 'properties[tickets]': 'true' });

interface Bookings extends Catalogue {
  /** A second event of the host with one show. */
  event2: string;
  show2: string;
  /** Bruno: one ticket for each show of the first event. */
  both: number;
  /** Bruno: a ticket for the second show only. */
  second: number;
  /** Bruno: no tickets. */
  empty: number;
  /** Anna: a ticket of the second event. */
  elsewhere: number;
}

async function setUpBookings(api: Api): Promise<Bookings> {
  const c = await setUpCatalogue(api);
  const event2 = (await api.create('events', { host: c.host, name: 'Nabucco', currency: 'CHF' })) as string;
  const show2 = (await api.create('shows', {
    event: event2,
    venue: c.venue,
    start: '2027-03-01 19:30:00',
  })) as string;
  const price2 = (await api.create('prices', {
    event: event2,
    name: 'Einheitspreis',
    price_category: 1,
    price: 40,
  })) as string;
  const both = (await bookShows(api, c, c.bruno, c.shows)).booking;
  const second = (await bookShows(api, c, c.bruno, [c.shows[1]])).booking;
  const empty = (await bookShows(api, c, c.bruno, [])).booking;
  const elsewhere = (await api.create('bookings', { customer: c.anna })) as number;
  await api.create('tickets', { booking: elsewhere, show: show2, price: price2, sector: c.parkett });
  return { ...c, event2, show2, both, second, empty, elsewhere };
}

function assertExpandedBooking(booking: JsonObject, c: Catalogue): void {
  assert.equal(booking.pid, c.booking);
  const customer = booking.customer as JsonObject;
  assert.ok(customer && typeof customer === 'object', 'customer is expanded to the person');
  assert.equal(customer.pid, c.anna);
  const { address, ...fields } = ANNA;
  assert.deepEqual(pick(customer, fields), fields);
  assert.deepEqual(pick(customer.address as JsonObject, address), address);
  const tickets = booking.tickets as JsonObject[];
  assert.ok(Array.isArray(tickets), 'tickets are expanded');
  assert.deepEqual(sorted(tickets.map((ticket) => ticket.pid as string)), sorted(c.tickets));
  for (const ticket of tickets) assert.equal(ticket.booking, c.booking);
}

behaviour('reading bookings (§4.3)', (api) => {
  it('GET /bookings/<pid> with properties[customer] and properties[tickets] expands both', async () => {
    const c = await setUpCatalogue(api());
    assertExpandedBooking(await api().read('bookings', c.booking, EXPANDED), c);
  });

  it('POST /bookings/<pid> with the same query reads the same expanded booking', async () => {
    const c = await setUpCatalogue(api());
    const viaGet = await api().read('bookings', c.booking, EXPANDED);
    const viaPost = await api().post(`/bookings/${c.booking}${EXPANDED}`);
    assertStatus(viaPost, 200);
    assert.deepEqual(viaPost.body, viaGet);
  });

  it('POST /bookings/<pid> reads with an empty body, {} or [], and refuses a body that asks for a change', async () => {
    const c = await setUpCatalogue(api());
    const viaGet = await api().read('bookings', c.booking, EXPANDED);
    for (const body of [{}, []]) {
      const reply = await api().post(`/bookings/${c.booking}${EXPANDED}`, body);
      assertStatus(reply, 200);
      assert.deepEqual(reply.body, viaGet);
    }
    const refused = await api().post(`/bookings/${c.booking}`, { confirmation: true, delivery: true });
    assertProblem(refused, { status: 409, code: 'validation_failed', paths: ['confirmation', 'delivery'] });
    assert.match((refused.body as { detail: string }).detail, /PATCH/);
    assert.deepEqual(await api().read('bookings', c.booking, EXPANDED), viaGet);
  });

  it('GET /bookings/<pid> without properties reads the customer as a pid and no tickets', async () => {
    const c = await setUpCatalogue(api());
    const booking = await api().read('bookings', c.booking);
    assert.equal(booking.customer, c.anna);
    assert.ok(!('tickets' in booking), 'tickets appear only when requested');
  });

  it('properties[...]=1 expands as properties[...]=true does', async () => {
    const c = await setUpCatalogue(api());
    const withOne = await api().read(
      'bookings',
      c.booking,
      query({ 'properties[customer]': 1, 'properties[tickets]': 1 }),
    );
    assert.deepEqual(withOne, await api().read('bookings', c.booking, EXPANDED));
  });

  it('GET /bookings/ with properties, maxResults and page answers bookings shaped as the single read', async () => {
    const c = await setUpBookings(api());
    const all = await api().list(`/bookings/${EXPANDED}`);
    assert.equal(all.count, 5);
    const single = await api().read('bookings', c.booking, EXPANDED);
    assert.deepEqual(
      all.items.find((item) => item.pid === c.booking),
      single,
    );
    for (const item of all.items) {
      assert.equal(typeof item.customer, 'object');
      assert.ok(Array.isArray(item.tickets));
    }
    const page = await api().list(`/bookings/${EXPANDED}&maxResults=2&page=1`);
    assert.equal(page.count, 5);
    assert.deepEqual(page.items, all.items.slice(2, 4));
  });

  it('GET /events/<pid>/bookings/ lists the bookings with a ticket for a show of the event, once each', async () => {
    const c = await setUpBookings(api());
    const { items, count } = await api().list(`/events/${c.event}/bookings/`);
    assert.deepEqual(sorted(items.map((item) => item.pid as number)), sorted([c.booking, c.both, c.second]));
    assert.equal(count, 3);
    assert.deepEqual(await api().pids(`/events/${c.event2}/bookings/`), [c.elsewhere]);
  });

  it('GET /shows/<pid>/bookings/ lists the bookings with a ticket for the show', async () => {
    const c = await setUpBookings(api());
    assert.deepEqual(sorted(await api().pids(`/shows/${c.shows[0]}/bookings/`)), sorted([c.booking, c.both]));
    assert.deepEqual(sorted(await api().pids(`/shows/${c.shows[1]}/bookings/`)), sorted([c.both, c.second]));
  });

  it('GET /hosts/<pid>/bookings/ lists every booking of the host', async () => {
    const c = await setUpBookings(api());
    assert.deepEqual(
      sorted(await api().pids(`/hosts/${c.host}/bookings/`)),
      sorted([c.booking, c.both, c.second, c.empty, c.elsewhere]),
    );
  });

  it('GET /bookings/<pid>/tickets/ lists the tickets of the booking', async () => {
    const c = await setUpBookings(api());
    const { items, count } = await api().list(`/bookings/${c.booking}/tickets/`);
    assert.equal(count, 2);
    assert.deepEqual(sorted(items.map((item) => item.pid as string)), sorted(c.tickets));
    assert.equal((await api().list(`/bookings/${c.empty}/tickets/`)).count, 0);
  });

  it('filters apply to child collections (rule 2)', async () => {
    const c = await setUpBookings(api());
    assert.deepEqual(
      await api().pids(`/bookings/${c.booking}/tickets/${query({ 'filters[price]': c.child })}`),
      [c.tickets[1]],
    );
    assertStatus(await api().patch(`/bookings/${c.both}`, { confirmation: true }), 204);
    assert.deepEqual(
      await api().pids(`/events/${c.event}/bookings/${query({ 'filters[confirmation]': 1 })}`),
      [c.both],
    );
    assert.deepEqual(
      sorted(
        await api().pids(`/hosts/${c.host}/bookings/${query({ 'filters[customer][lastname]': 'Muster' })}`),
      ),
      sorted([c.booking, c.elsewhere]),
    );
    assert.deepEqual(
      await api().pids(
        `/shows/${c.shows[1]}/bookings/${query({ 'filters[customer]': c.bruno, 'filters[confirmation]': 0 })}`,
      ),
      [c.second],
    );
  });

  it('child collections page with maxResults and count all matches in X-Count', async () => {
    const c = await setUpBookings(api());
    const page = await api().list(`/hosts/${c.host}/bookings/?maxResults=2&page=0`);
    assert.equal(page.count, 5);
    assert.equal(page.items.length, 2);
    const last = await api().list(`/hosts/${c.host}/bookings/?maxResults=2&page=2`);
    assert.equal(last.items.length, 1);
  });

  it('child collection paths are served without a trailing slash too', async () => {
    const c = await setUpBookings(api());
    assert.deepEqual(
      await api().list(`/bookings/${c.booking}/tickets`),
      await api().list(`/bookings/${c.booking}/tickets/`),
    );
    assert.deepEqual(
      await api().list(`/events/${c.event}/bookings`),
      await api().list(`/events/${c.event}/bookings/`),
    );
  });

  it('answers 404 not_found for the child collection of an unknown parent', async () => {
    await setUpCatalogue(api());
    assertProblem(await api().get(`/events/${randomUuid()}/bookings/`), { status: 404, code: 'not_found' });
    assertProblem(await api().get(`/shows/${randomUuid()}/bookings/`), { status: 404, code: 'not_found' });
    assertProblem(await api().get(`/hosts/${randomUuid()}/bookings/`), { status: 404, code: 'not_found' });
    assertProblem(await api().get('/bookings/999999999999/tickets/'), { status: 404, code: 'not_found' });
  });
});
