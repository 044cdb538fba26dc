import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createApp, createMock } from '../../../mock-server/index';
import { runEventsCommand } from '../../../src/gateway/events-cli';
import { listEvents } from '../../../src/gateway/index';

const BASE = 'http://tickets.internal/api';

function demoService() {
  const mock = createMock({ seed: 'demo' });
  const app = createApp(mock, { basePath: '/api' });
  const fetch = async (request: Request) => app.fetch(request);
  const theirs = (username: string) =>
    mock.records.list(mock.actor(username), 'events').items as { pid: string; name: string; host: string }[];
  return { fetch, theirs };
}

const login = { baseUrl: BASE, clientId: 'demo-client', clientSecret: 'demo-secret' };

describe('listing the events a login sees (listEvents, ticket-booking-events)', () => {
  it("lists every event of the login's hosts with its pid, host and shows, and no other host's", async () => {
    const service = demoService();
    const events = await listEvents({ ...login, username: 'demo', password: 'demo', fetch: service.fetch });
    const expected = service.theirs('demo');
    assert.ok(expected.length > 1);
    assert.deepEqual(events.map((e) => e.pid).sort(), expected.map((e) => e.pid).sort());
    const other = new Set(service.theirs('other').map((e) => e.pid));
    assert.ok(events.every((e) => !other.has(e.pid)));
    for (const event of events) {
      const record = expected.find((e) => e.pid === event.pid)!;
      assert.equal(event.name, record.name);
      assert.equal(event.host, record.host);
      if (event.shows > 0) assert.ok(Date.parse(event.first!) <= Date.parse(event.last!));
      else assert.equal(event.first, null);
    }
    assert.ok(events.some((e) => e.shows > 0));
  });

  it('prints a table of pids and names, or JSON with --json', async () => {
    const service = demoService();
    const env = {
      TICKETING_BASE_URL: BASE,
      TICKETING_CLIENT_ID: 'demo-client',
      TICKETING_CLIENT_SECRET: 'demo-secret',
      TICKETING_USERNAME: 'demo',
      TICKETING_PASSWORD: 'demo',
    };
    let text = '';
    const code = await runEventsCommand([], { env, out: (t) => (text += t), fetch: service.fetch });
    assert.equal(code, 0);
    const [header, ...rows] = text.split('\n');
    assert.match(header!, /^pid\s+name\s+shows\s+host$/);
    for (const event of service.theirs('demo')) {
      assert.ok(
        rows.some((row) => row.startsWith(event.pid) && row.includes(event.name)),
        `${event.name} is listed`,
      );
    }
    let json = '';
    await runEventsCommand(['--json'], { env, out: (t) => (json += t), fetch: service.fetch });
    assert.equal((JSON.parse(json) as unknown[]).length, service.theirs('demo').length);
  });

  it('names the missing settings instead of calling the service', async () => {
    let text = '';
    const code = await runEventsCommand([], {
      env: { TICKETING_BASE_URL: BASE },
      out: (t) => (text += t),
      fetch: () => assert.fail('no request without credentials'),
    });
    assert.equal(code, 2);
    assert.match(text, /TICKETING_CLIENT_ID/);
    assert.match(text, /TICKETING_USERNAME and TICKETING_PASSWORD/);
  });
});
