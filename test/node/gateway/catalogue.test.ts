import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { Setup, assertNoLeaks, everything } from './harness';
import { ANNA, pidOf, setUpEvent, type Catalogue } from './fixtures';

describe('gateway: the events on sale', () => {
  let setup: Setup;
  let first: Catalogue;
  let second: Catalogue;
  let foreign: Catalogue;

  beforeEach(async () => {
    setup = new Setup();
    first = await setUpEvent(setup);
    second = await setUpEvent(setup, 'demo', 'Carmen');
    foreign = await setUpEvent(setup, 'other', 'Andere Bühne');
  });

  it('sells every event of the configured hosts, and lists them by host', async () => {
    setup.useGateway({ events: { hosts: [first.host] } });
    for (const catalogue of [first, second]) {
      assert.equal((await setup.visit('GET', `/events/${catalogue.event}`)).status, 200);
      assert.equal((await setup.visit('GET', `/shows/${catalogue.shows[1]}`)).status, 200);
    }
    assert.equal((await setup.visit('GET', `/events/${foreign.event}`)).status, 404);
    const byFilter = await setup.visit('GET', `/events/?filters[host]=${first.host}&orderBy[name]=asc`);
    assert.equal(byFilter.status, 200, byFilter.text);
    assert.deepEqual(
      (byFilter.body as { name: string }[]).map((event) => event.name),
      ['Carmen', 'Die Zauberflöte'],
    );
    const byPath = await setup.visit('GET', `/hosts/${first.host}/events/`);
    assert.equal(byPath.status, 200, byPath.text);
    assert.equal((byPath.body as unknown[]).length, 2);
    assert.equal((await setup.visit('GET', `/hosts/${foreign.host}/events/`)).status, 404);
  });

  it('lists only named events by pid, and not their host when only pids are configured', async () => {
    setup.useGateway({ events: { pids: [first.event, second.event] } });
    const listed = await setup.visit(
      'GET',
      `/events/?filters[pid][0]=${first.event}&filters[pid][1]=${second.event}&filters[pid][_logic]=OR`,
    );
    assert.equal(listed.status, 200, listed.text);
    assert.equal((listed.body as unknown[]).length, 2);
    assert.equal((await setup.visit('GET', `/events/?filters[host]=${first.host}`)).status, 404);
    assert.equal((await setup.visit('GET', `/hosts/${first.host}/events/`)).status, 404);
  });

  it('finds a show added after the gateway read the catalogue, once a few seconds have passed', async () => {
    setup.useGateway({ events: { pids: [first.event] } });
    assert.equal((await setup.visit('GET', `/events/${first.event}`)).status, 200);
    const late = await setup.create('shows', {
      event: first.event,
      venue: first.venue,
      start: '2027-02-01 20:00:00',
    });
    setup.clock.advance(5_000);
    const reply = await setup.visit('GET', `/shows/${late}`);
    assert.equal(reply.status, 200, reply.text);
  });

  it("creates the visitor's person at the host of the events on sale", async () => {
    setup.useGateway({ events: { pids: [first.event] } });
    const created = await setup.visit('POST', '/persons/', { body: ANNA });
    assert.equal(created.status, 201, created.text);
    const person = (await (await setup.backOffice('GET', `/persons/${pidOf(created)}`)).json()) as {
      host: string;
    };
    assert.equal(person.host, first.host);
    const foreignHost = await setup.visit('POST', '/persons/', { body: { ...ANNA, host: foreign.host } });
    assert.equal(foreignHost.status, 409);
    assert.equal((foreignHost.body as { code: string }).code, 'reference_not_found');
  });

  it('forwards availability reads (properties[capacity]) of shows on sale', async () => {
    setup.useGateway({ events: { pids: [first.event] } });
    const one = await setup.visit('GET', `/shows/${first.shows[0]}?properties[capacity]=1`);
    assert.equal(one.status, 200, one.text);
    const capacity = (one.body as { capacity: { total: { total: number } } }).capacity;
    assert.equal(capacity.total.total, 102);
    const all = await setup.visit('GET', `/shows/?filters[event]=${first.event}&properties[capacity]=1`);
    assert.equal(all.status, 200, all.text);
  });

  it('leaks no credential, token or service address in any answer of this suite', () => {
    assert.ok(assertNoLeaks(everything.replies, everything.tokens) > 10);
  });
});
