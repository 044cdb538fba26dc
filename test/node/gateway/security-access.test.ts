import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { Setup, assertNoLeaks, basic } from './harness';
import { setUpEvent, startBooking, type Catalogue } from './fixtures';

describe('gateway security: what a visitor can reach', () => {
  const setup = new Setup();
  let onSale: Catalogue;
  let notOnSale: Catalogue;
  let otherHost: Catalogue;
  let own: { person: string; booking: string; session: string };

  before(async () => {
    onSale = await setUpEvent(setup);
    notOnSale = await setUpEvent(setup, 'demo', 'Nicht im Verkauf');
    otherHost = await setUpEvent(setup, 'other', 'Andere Bühne');
    setup.useGateway({ events: { pids: [onSale.event] } });
    own = await startBooking(setup);
  });

  const writes = () => setup.calls.filter((call) => call.method !== 'GET' && call.method !== 'HEAD');

  it('answers 404 to lists of persons, bookings, tickets and every collection a buyer does not need', async () => {
    const paths = [
      '/persons/',
      '/persons',
      '/bookings/',
      '/bookings/?properties[customer]=1',
      '/tickets/',
      '/hosts/',
      `/hosts/${onSale.host}`,
      `/hosts/${onSale.host}/persons/`,
      `/hosts/${onSale.host}/bookings/`,
      `/hosts/${onSale.host}/events/`,
      '/deliveryrates/',
      '/deliveries/',
      '/ticketoptionlimitations/',
      '/events/',
      '/shows/',
      '/prices/',
      '/venues/',
      '/sectors/',
      '/options/',
      '/ticketoptiongroups/',
      '/ticketoptions/',
      `/events/${onSale.event}/bookings/`,
      `/shows/${onSale.shows[0]}/tickets/`,
      `/shows/${onSale.shows[0]}/bookings/`,
      `/persons/${own.person}/bookings/`,
      `/ticketoptions/${onSale.yes}/ticketoptionlimitations/`,
    ];
    for (const path of paths) {
      const reply = await setup.visit('GET', path, { session: own.session });
      assert.equal(reply.status, 404, `GET ${path}: ${reply.text}`);
      assert.equal(reply.headers.get('content-type'), 'application/problem+json');
      assert.equal((reply.body as { code: string }).code, 'not_found');
    }
  });

  it("answers 404 to the service's token endpoint, admin controls and contract, changing nothing", async () => {
    const before = setup.mock.clock.now();
    const token = await setup.visit('POST', '/oauth/v2/token', {
      raw: 'grant_type=password&username=demo&password=demo',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: basic() },
    });
    assert.equal(token.status, 404);
    for (const [method, path, body] of [
      ['POST', '/__admin/reset', { seed: 'empty' }],
      ['POST', '/__admin/clock', { advance: '31m' }],
      ['PATCH', '/__admin/config', { accessTokenTtl: 1 }],
      ['GET', '/__admin/journal', undefined],
      ['GET', '/__admin/outbox', undefined],
      ['GET', '/openapi.json', undefined],
      ['GET', '/../api/persons/', undefined],
      ['GET', '/%2E%2E/persons/', undefined],
    ] as const) {
      const reply = await setup.visit(method, path, { body });
      assert.equal(reply.status, 404, `${method} ${path}`);
    }
    assert.equal(setup.mock.clock.now(), before);
    assert.ok(!setup.calls.some((call) => call.path.includes('__admin') || call.path.includes('openapi')));
    const still = await setup.visit('GET', `/bookings/${own.booking}`, { session: own.session });
    assert.equal(still.status, 200, 'the booking survived: no reset reached the service');
  });

  it('answers 404 to every write outside the allowlist, without asking the service', async () => {
    const writesBefore = writes().length;
    const attempts: [string, string, unknown][] = [
      ['POST', '/events/', { host: onSale.host, name: 'X', currency: 'CHF' }],
      ['PATCH', `/events/${onSale.event}`, { name: 'Umbenannt' }],
      ['DELETE', `/events/${onSale.event}`, undefined],
      ['POST', '/shows/', { event: onSale.event, venue: onSale.venue, start: '2027-01-01 20:00:00' }],
      ['PATCH', `/shows/${onSale.shows[0]}`, { start: '2027-01-01 20:00:00' }],
      ['POST', '/prices/', { event: onSale.event, name: 'Gratis', price_category: 1, price: 0 }],
      ['PATCH', `/prices/${onSale.adult}`, { price: 0 }],
      ['POST', '/venues/', { host: onSale.host, name: 'X', city: 'Y' }],
      ['PATCH', `/sectors/${onSale.parkett}`, { capacity: 100000 }],
      ['POST', '/deliveryrates/', { host: onSale.host, name: 'Gratis', price: 0 }],
      ['DELETE', `/bookings/${own.booking}`, undefined],
      ['DELETE', `/persons/${own.person}`, undefined],
      ['PATCH', '/bookings/', [{ pid: own.booking, confirmation: true }]],
      ['PATCH', '/persons/', [{ pid: own.person, firstname: 'X' }]],
      ['PUT', `/bookings/${own.booking}`, { confirmation: true }],
      ['POST', `/bookings/${own.booking}/tickets/`, { show: onSale.shows[0] }],
      ['POST', '/email/send/extra', { booking: own.booking, type: 'confirmation' }],
    ];
    for (const [method, path, body] of attempts) {
      const reply = await setup.visit(method, path, { body, session: own.session });
      assert.equal(reply.status, 404, `${method} ${path}: ${reply.text}`);
    }
    assert.equal(writes().length, writesBefore);
  });

  it('answers 404 to records of events that are not on sale, of the same host or another', async () => {
    for (const catalogue of [notOnSale, otherHost]) {
      const paths = [
        `/events/${catalogue.event}`,
        `/events/${catalogue.event}/shows/`,
        `/shows/${catalogue.shows[0]}`,
        `/prices/${catalogue.adult}`,
        `/venues/${catalogue.venue}`,
        `/venues/${catalogue.venue}/sectors/`,
        `/sectors/${catalogue.parkett}`,
        `/ticketoptiongroups/${catalogue.group}`,
        `/ticketoptiongroups/${catalogue.group}/ticketoptions/`,
        `/ticketoptions/${catalogue.yes}`,
        `/options/${catalogue.option}`,
      ];
      for (const path of paths) {
        const reply = await setup.visit('GET', path);
        assert.equal(reply.status, 404, `GET ${path}: ${reply.text}`);
      }
    }
  });

  it('answers 404 to list reads it cannot prove to stay within the events on sale', async () => {
    const on = onSale.event;
    const off = notOnSale.event;
    const queries = [
      `/shows/?filters[event]=${off}`,
      `/shows/?filters[event][_comp]=neq&filters[event][_value]=${on}`,
      `/shows/?filters[event][_comp]=isNotNull`,
      `/shows/?filters[event][0]=${on}&filters[event][1]=${off}&filters[event][_logic]=OR`,
      `/shows/?filters[event]=${on}&filters[_logic]=OR&filters[start][_comp]=isNotNull`,
      `/shows/?filters[0][event]=${on}&filters[1][start][_comp]=isNotNull&filters[_logic]=OR`,
      `/shows/?filters[event]=${on}&filters[bookings][customer][email]=anna.muster@example.ch`,
      `/shows/?filters[event]=${on}&filters[tickets][booking]=${own.booking}`,
      `/shows/?filters[event]=${on}&filters[venue][host]=${onSale.host}`,
      `/shows/?filters[event][host]=${onSale.host}`,
      `/shows/?filters[event]=${on}&properties[tickets]=1`,
      `/shows/?filters[event]=${on}&filters[event]=${off}`,
      `/shows/?filters%255Bevent%255D=${on}`,
      `/shows/?filters[event]=${on}&filter[event]=${off}`,
      `/events/?filters[host]=${onSale.host}`,
      `/events/?filters[pid][_comp]=neq&filters[pid][_value]=${on}`,
      `/ticketoptions/?filters[ticket_option_group][event]=${off}`,
      `/ticketoptions/?filters[ticket_option_group][name]=Rollstuhlplatz?`,
      `/sectors/?filters[host]=${notOnSale.venue}`,
      `/events/${on}?properties[bookings]=1`,
      `/events/${on}?filters[pid]=${on}`,
      `/bookings/${own.booking}?properties[host]=1`,
      `/persons/${own.person}?properties[bookings]=1`,
    ];
    for (const path of queries) {
      const reply = await setup.visit('GET', path, { session: own.session });
      assert.equal(reply.status, 404, `GET ${path}: ${reply.text}`);
    }
  });

  it('never lets a visitor reserve tickets for a show that is not on sale', async () => {
    const reply = await setup.visit('POST', '/tickets/', {
      session: own.session,
      body: {
        booking: own.booking,
        show: notOnSale.shows[0],
        price: notOnSale.adult,
        sector: notOnSale.parkett,
      },
    });
    assert.equal(reply.status, 409, reply.text);
    assert.equal((reply.body as { code: string }).code, 'reference_not_found');
    assert.deepEqual((reply.body as { errors: unknown[] }).errors, [
      { property_path: 'show', message: 'No such show on sale here.' },
    ]);
  });

  it("never forwards a visitor's Authorization, Cookie or hop-by-hop headers", async () => {
    const backOfficeToken = [...setup.tokens][0]!;
    // Past the catalogue's lifetime, so the event is read from the service, not from the
    // catalogue's own read of the events on sale.
    setup.clock.advance(10_000);
    const from = setup.calls.length;
    const reply = await setup.visit('GET', `/events/${onSale.event}`, {
      headers: {
        Authorization: `Bearer ${backOfficeToken}`,
        Cookie: 'session=abc',
        'Proxy-Authorization': 'Basic eDp5',
        Connection: 'keep-alive, X-Secret',
        'X-Secret': '1',
        'X-Forwarded-For': '10.0.0.1',
      },
    });
    assert.equal(reply.status, 200);
    const sent = setup.calls.slice(from);
    assert.ok(sent.length > 0);
    for (const call of sent) {
      assert.notEqual(call.headers.get('authorization'), `Bearer ${backOfficeToken}`);
      for (const name of ['cookie', 'proxy-authorization', 'connection', 'x-secret', 'x-forwarded-for']) {
        assert.equal(call.headers.get(name), null, name);
      }
    }
    const persons = await setup.visit('GET', '/persons/', {
      headers: { Authorization: `Bearer ${backOfficeToken}` },
    });
    assert.equal(persons.status, 404, 'a back-office token in the request grants nothing');
  });

  it('forwards the re-serialized body, so duplicate keys cannot smuggle a value past the checks', async () => {
    const other = await startBooking(setup);
    const raw = `{"customer":"${own.person}","customer":"${other.person}"}`;
    const reply = await setup.visit('POST', '/bookings/', {
      raw,
      session: own.session,
      headers: { 'Content-Type': 'application/json' },
    });
    assert.equal(reply.status, 409, 'the last value (a foreign person) is the one checked');
    assert.equal((reply.body as { code: string }).code, 'reference_not_found');
  });

  it('passes service errors on with status, code, detail and errors only', async () => {
    const reply = await setup.visit('PATCH', `/persons/${own.person}`, {
      session: own.session,
      body: { email: 'not an e-mail address' },
    });
    assert.equal(reply.status, 409, reply.text);
    const problem = reply.body as Record<string, unknown>;
    assert.deepEqual(Object.keys(problem).sort(), ['code', 'detail', 'errors', 'status', 'title', 'type']);
    assert.equal(problem.code, 'validation_failed');
    assert.equal(problem.status, 409);
    assert.equal((problem.errors as { property_path: string }[])[0]?.property_path, 'email');
    assert.equal(reply.headers.get('content-type'), 'application/problem+json');
  });

  it('leaks no credential, token or service address in any answer of this suite', () => {
    assert.ok(assertNoLeaks(setup.replies, setup.tokens) > 50);
  });
});
