import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { SHOP_ORIGIN, Setup } from './harness';
import { setUpEvent, type Catalogue } from './fixtures';

type Group = Record<string, unknown> & { pid: string; ticketoptions?: { pid: string }[] };
type EventRecord = Record<string, unknown> & { ticketoptiongroups: Group[] };

const EVENT_QUERY = 'properties[prices]=1&properties[options]=1&properties[ticketoptiongroups]=1';

describe('gateway: an event read brings the ticket options of its groups', () => {
  let setup: Setup;
  let catalogue: Catalogue;
  let meal: string;

  const groupReads = () => setup.calls.filter((call) => call.path.startsWith('/ticketoptiongroups'));

  /** What the service answers the back office, for comparison. */
  async function serviceRead<T>(path: string): Promise<T> {
    const response = await setup.backOffice('GET', path);
    assert.equal(response.status, 200, path);
    return (await response.json()) as T;
  }

  beforeEach(async () => {
    setup = new Setup();
    catalogue = await setUpEvent(setup);
    // A second group with two options, so order and every option are checked.
    meal = await setup.create('ticketoptiongroups', {
      event: catalogue.event,
      name: 'Menü',
      required: true,
    });
    await setup.create('ticketoptions', { ticket_option_group: meal, name: 'Fleisch', price: 20 });
    await setup.create('ticketoptions', { ticket_option_group: meal, name: 'Vegetarisch', price: 18 });
    setup.useGateway({ events: { pids: [catalogue.event] } });
  });

  it('answers the groups with their ticket options as the groups list of the service has them, in one request', async () => {
    const reply = await setup.visit('GET', `/events/${catalogue.event}?${EVENT_QUERY}`);
    assert.equal(reply.status, 200, reply.text);
    assert.equal(reply.headers.get('x-gateway-expanded'), 'ticketoptiongroups.ticketoptions');
    const event = reply.body as EventRecord;

    const listed = await serviceRead<Group[]>(
      `/ticketoptiongroups/?filters[event]=${catalogue.event}&properties[ticketoptions]=1`,
    );
    const plain = await serviceRead<EventRecord>(`/events/${catalogue.event}?${EVENT_QUERY}`);
    assert.deepEqual(
      event.ticketoptiongroups.map((group) => group.pid),
      plain.ticketoptiongroups.map((group) => group.pid),
      'in the order of the event',
    );
    for (const group of event.ticketoptiongroups) {
      const expected = listed.find((item) => item.pid === group.pid);
      assert.deepEqual(group, expected);
      const own = plain.ticketoptiongroups.find((item) => item.pid === group.pid)!;
      for (const [field, value] of Object.entries(own)) assert.deepEqual(group[field], value, field);
    }
    const meals = event.ticketoptiongroups.find((group) => group.pid === meal)!;
    assert.equal(meals.ticketoptions!.length, 2);
    const { ticketoptiongroups: _groups, ...rest } = event;
    const { ticketoptiongroups: _plainGroups, ...plainRest } = plain;
    assert.deepEqual(rest, plainRest, 'every other field as the service answers it');
    assert.equal(groupReads().length, 1);
    assert.ok(groupReads()[0]!.path.includes('properties%5Bticketoptions%5D=1'));
    assert.ok(!groupReads()[0]!.path.includes('maxResults'), 'every group, in one read');
  });

  it('expands the record path with a trailing slash too', async () => {
    const reply = await setup.visit('GET', `/events/${catalogue.event}/?properties[ticketoptiongroups]=true`);
    assert.equal(reply.status, 200, reply.text);
    assert.equal(reply.headers.get('x-gateway-expanded'), 'ticketoptiongroups.ticketoptions');
    const groups = (reply.body as EventRecord).ticketoptiongroups;
    assert.deepEqual(
      groups.find((group) => group.pid === catalogue.group)!.ticketoptions!.map((option) => option.pid),
      [catalogue.yes],
    );
  });

  it('makes no second read for an event without groups, nor when the groups are not asked for', async () => {
    const bare = await setup.create('events', {
      host: catalogue.host,
      name: 'Ohne Fragen',
      allow_digital_dispatch: true,
      currency: 'CHF',
    });
    setup.useGateway({ events: { pids: [catalogue.event, bare] } });
    const reply = await setup.visit('GET', `/events/${bare}?${EVENT_QUERY}`);
    assert.equal(reply.status, 200, reply.text);
    assert.deepEqual((reply.body as EventRecord).ticketoptiongroups, []);
    assert.equal(reply.headers.get('x-gateway-expanded'), null);

    const unasked = await setup.visit('GET', `/events/${catalogue.event}?properties[prices]=1`);
    assert.equal(unasked.status, 200, unasked.text);
    assert.equal(unasked.headers.get('x-gateway-expanded'), null);
    const off = await setup.visit('GET', `/events/${catalogue.event}?properties[ticketoptiongroups]=0`);
    assert.equal(off.status, 200, off.text);
    assert.equal(off.headers.get('x-gateway-expanded'), null);
    assert.equal(groupReads().length, 0);
  });

  it('answers the event unchanged, without the header, when the groups read fails', async () => {
    const fault = await setup.admin('faults', {
      method: 'GET',
      path: '/ticketoptiongroups',
      status: 503,
      count: 1,
    });
    assert.equal(fault.status, 201, await fault.text());
    const reply = await setup.visit('GET', `/events/${catalogue.event}?${EVENT_QUERY}`);
    assert.equal(reply.status, 200, reply.text);
    assert.equal(reply.headers.get('x-gateway-expanded'), null);
    assert.deepEqual(reply.body, await serviceRead(`/events/${catalogue.event}?${EVENT_QUERY}`));
    assert.equal(groupReads().length, 1, 'the read was tried');

    const again = await setup.visit('GET', `/events/${catalogue.event}?${EVENT_QUERY}`);
    assert.equal(again.headers.get('x-gateway-expanded'), 'ticketoptiongroups.ticketoptions');
  });

  it('answers the event unchanged when the service cannot be reached for the groups', async () => {
    let dropped = 0;
    setup.useGateway({
      events: { pids: [catalogue.event] },
      upstream: {
        fetch: (request) => {
          if (!new URL(request.url).pathname.endsWith('/ticketoptiongroups/'))
            return setup.upstreamFetch(request);
          dropped += 1;
          return Promise.reject(new TypeError('fetch failed'));
        },
      },
    });
    const reply = await setup.visit('GET', `/events/${catalogue.event}?${EVENT_QUERY}`);
    assert.equal(reply.status, 200, reply.text);
    assert.equal(reply.headers.get('x-gateway-expanded'), null);
    assert.equal(dropped, 1);
    assert.deepEqual(reply.body, await serviceRead(`/events/${catalogue.event}?${EVENT_QUERY}`));
  });

  it('answers the event unchanged when the groups list does not hold every group of the event', async () => {
    await setup.admin('faults', {
      method: 'GET',
      path: '/ticketoptiongroups',
      status: 200,
      body: [],
      count: 1,
    });
    const reply = await setup.visit('GET', `/events/${catalogue.event}?${EVENT_QUERY}`);
    assert.equal(reply.status, 200, reply.text);
    assert.equal(reply.headers.get('x-gateway-expanded'), null);
    const groups = (reply.body as EventRecord).ticketoptiongroups;
    assert.equal(groups.length, 2);
    assert.ok(groups.every((group) => group.ticketoptions === undefined));
    assert.equal(groupReads().length, 1);
  });

  it('answers a failed event read as before, without reading the groups', async () => {
    // The catalogue's read of the events on sale answers the event read while it is fresh: once
    // it is older than a cached answer may be, the event is read from the service.
    assert.equal((await setup.visit('HEAD', `/events/${catalogue.event}`)).status, 200);
    setup.clock.advance(10_000);
    await setup.admin('faults', { method: 'GET', path: '/events/*', status: 503, count: 1 });
    const reply = await setup.visit('GET', `/events/${catalogue.event}?${EVENT_QUERY}`);
    assert.equal(reply.status, 503, reply.text);
    assert.equal(reply.headers.get('x-gateway-expanded'), null);
    assert.equal(groupReads().length, 0);
  });

  it('exposes X-Gateway-Expanded and X-Confirmation-Email to the embedding page', async () => {
    const reply = await setup.visit('GET', `/events/${catalogue.event}?${EVENT_QUERY}`);
    assert.equal(reply.headers.get('access-control-allow-origin'), SHOP_ORIGIN);
    const exposed = (reply.headers.get('access-control-expose-headers') ?? '').split(/,\s*/);
    assert.ok(exposed.includes('X-Gateway-Expanded'), exposed.join());
    assert.ok(exposed.includes('X-Confirmation-Email'), exposed.join());
    for (const kept of ['Location', 'X-Count', 'X-Session', 'Retry-After'])
      assert.ok(exposed.includes(kept), kept);
  });
});
