import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { startServer, type RunningServer } from '../../../mock-server/serve';
import { testVisitorToken } from '../../../mock-server/visitor-check';
import { ANNA } from '../../node/booking/steps';
import { chooseTickets, demoFlow, useDemoServer } from './demo-server';
import { SESSION_SECRET, basic } from '../../node/gateway/harness';

/** JSON of a request to the running server. */
async function call(url: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, init);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

const json = (method: string, body: unknown, session?: string): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json', ...(session ? { 'X-Session': session } : {}) },
  body: JSON.stringify(body),
});

describe('npm run mock: the gateway under /widget-api/', () => {
  const demo = useDemoServer();
  let server: RunningServer;
  let gateway: string;
  let host: string;

  before(() => {
    server = demo.server;
    gateway = server.gateway!.url;
    host = server.mock.actor('demo').hosts[0]!;
  });

  it('serves the gateway beside the API, at the same origin', () => {
    assert.equal(gateway, `${new URL(server.url).origin}/widget-api`);
    assert.ok(server.gateway!.sessionSecret.length >= 32, 'a session secret is made at start');
  });

  it("sells every event of Demo Theater and books one with the widget's flow over HTTP", async () => {
    const events = await call(`${gateway}/events/?filters[host]=${host}&orderBy[name]=asc`);
    assert.equal(events.status, 200);
    const festival = (events.body as { pid: string; name: string }[]).find((e) => e.name.startsWith('Lago'));
    assert.ok(festival, 'the festival of the demo seed is on sale');

    const flow = await demoFlow(server, festival.pid);
    await chooseTickets(flow, 1);
    await flow.reserve();
    assert.equal(flow.state.error, null, JSON.stringify(flow.state.error));
    for (const group of flow.state.catalogue!.groups) {
      const choice = flow.choices(0, group.pid).find((c) => !c.disabled);
      if (choice) flow.answer(0, group.pid, choice.pid);
    }
    for (let i = 0; i < 3 && flow.state.step !== 'buyer'; i += 1) await flow.next();
    flow.setBuyer(ANNA);
    await flow.next();
    await flow.confirm();
    assert.equal(flow.state.error, null, JSON.stringify(flow.state.error));
    assert.equal(flow.state.step, 'done');

    const booking = server.mock.records.get(
      server.mock.actor('demo'),
      'bookings',
      flow.state.confirmation!.booking,
    ) as unknown as { confirmation: boolean };
    assert.equal(booking.confirmation, true, 'confirmed at the service');
    assert.equal(flow.state.confirmation!.emailSent, true);
  });

  it("answers 404 to the mock's admin controls and token endpoint under /widget-api/, changing nothing", async () => {
    const bookings = () => server.mock.records.list(server.mock.actor('demo'), 'bookings').items.length;
    const clock = server.mock.clock.now();
    const count = bookings();
    const attempts: [string, RequestInit][] = [
      ['/__admin/', {}],
      ['/__admin/journal', {}],
      ['/__admin/reset', json('POST', { seed: 'empty' })],
      ['/__admin/clock', json('POST', { advance: '31m' })],
      ['/__admin/snapshot', json('PUT', {})],
      [
        '/oauth/v2/token',
        {
          method: 'POST',
          headers: { Authorization: basic(), 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'grant_type=password&username=demo&password=demo',
        },
      ],
      ['/openapi.json', {}],
    ];
    for (const [path, init] of attempts) {
      const reply = await call(`${gateway}${path}`, init);
      assert.equal(reply.status, 404, `${init.method ?? 'GET'} /widget-api${path}`);
      assert.equal((reply.body as { code: string }).code, 'not_found');
    }
    assert.equal(server.mock.clock.now(), clock);
    assert.equal(bookings(), count, 'no reset reached the mock');
    assert.equal((await call(`${server.url}/__admin/journal`)).status, 200, 'the mock still answers them');
  });

  it("verifies visitors with the test provider while the mock's visitorCheck is on, and not before", async () => {
    const config = (visitorCheck: boolean) =>
      call(`${server.url}/__admin/config`, json('PATCH', { visitorCheck }));
    const person = (token?: string) =>
      fetch(`${gateway}/persons/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { 'X-Visitor-Token': token } : {}) },
        body: JSON.stringify({ firstname: 'Probe' }),
      });
    assert.equal((await person()).status, 201, 'off by default: no token needed');
    assert.equal((await config(true)).status, 200);
    try {
      const fresh = testVisitorToken('reserve');
      for (const token of [undefined, 'made-up', testVisitorToken('confirm'), `${fresh}x.y`]) {
        const refused = await person(token);
        assert.equal(refused.status, 403, String(token));
        assert.equal(((await refused.json()) as { code: string }).code, 'visitor_unverified');
      }
      assert.equal((await person(fresh)).status, 201);
      assert.equal((await person(fresh)).status, 403, 'a token is good once');
    } finally {
      await config(false);
    }
    assert.equal((await person()).status, 201);
  });

  it("runs an on-sale rush while the mock's waitingRoom is set: a crowd ahead, a line that moves at the rate, off again with off and with a reset", async () => {
    const config = (waitingRoom: unknown) =>
      call(`${server.url}/__admin/config`, json('PATCH', { waitingRoom }));
    const events = await call(`${gateway}/events/?filters[host]=${host}&orderBy[name]=asc`);
    const event = (events.body as { pid: string; name: string }[]).find((e) =>
      e.name.startsWith('Lago'),
    )!.pid;
    const person = () => fetch(`${gateway}/persons/`, json('POST', { firstname: 'Rush' }));
    assert.equal((await person()).status, 201, 'no waiting room by default');
    assert.equal((await call(`${gateway}/queue/${event}`, { method: 'POST' })).status, 404, 'and no line');

    // Hostile settings are refused, naming the field, and change nothing.
    const refused = await config({ opensAt: 'tomorrow', crowd: -1 });
    assert.equal(refused.status, 409);
    assert.deepEqual(
      (refused.body as { errors: { property_path: string }[] }).errors.map((e) => e.property_path).sort(),
      ['waitingRoom.crowd', 'waitingRoom.opensAt'],
    );
    assert.equal((await person()).status, 201);

    // Open a second ago, 12 buyers a minute (one at a time), four simulated buyers ahead.
    const opensAt = new Date(server.mock.clock.now() - 1000).toISOString();
    assert.equal((await config({ opensAt, admitPerMinute: 12, crowd: 4 })).status, 200);
    try {
      const write = await person();
      assert.equal(write.status, 429);
      assert.equal(((await write.json()) as { code: string }).code, 'queue_required');
      const joined = await fetch(`${gateway}/queue/${event}`, { method: 'POST' });
      const session = joined.headers.get('x-session')!;
      const place = (await joined.json()) as { state: string; position: number; ahead: number };
      assert.equal(place.state, 'waiting');
      assert.ok(place.position >= 4 && place.position <= 5, JSON.stringify(place));
      // Every five seconds of the mock's clock, one more of the crowd is let in.
      const poll = async () => {
        await call(`${server.url}/__admin/clock`, json('POST', { advance: '5s' }));
        const answer = await call(`${gateway}/queue/${event}`, { headers: { 'X-Session': session } });
        return answer.body as { position: number; estimated_wait_seconds: number | null };
      };
      assert.equal((await poll()).position, place.position - 1);
      const later = await poll();
      assert.equal(later.position, place.position - 2, JSON.stringify(later));
      assert.ok(later.estimated_wait_seconds !== null && later.estimated_wait_seconds > 0);
    } finally {
      assert.equal((await config('off')).status, 200);
    }
    assert.equal((await person()).status, 201, 'off again');

    // A sale that opens in a minute: everyone waits in the pre-queue until then.
    await config({ opensAt: new Date(server.mock.clock.now() + 60_000).toISOString(), crowd: 0 });
    assert.equal((await person()).status, 429);
    await call(`${server.url}/__admin/reset`, json('POST', { seed: 'demo' }));
    const reset = (await call(`${server.url}/__admin/config`)).body as { waitingRoom?: unknown };
    assert.equal(reset.waitingRoom, undefined, 'a reset ends the sale');
    assert.equal((await person()).status, 201);
  });

  it("keeps one open booking per session on the mock's clock, not the system's", async () => {
    const person = await fetch(`${gateway}/persons/`, json('POST', { firstname: 'Clock', lastname: 'Test' }));
    assert.equal(person.status, 201, await person.clone().text());
    const customer = decodeURIComponent(person.headers.get('location')!.split('/').pop()!);
    const first = await fetch(
      `${gateway}/bookings/`,
      json('POST', { customer }, person.headers.get('x-session')!),
    );
    assert.equal(first.status, 201, await first.clone().text());
    const second = await call(
      `${gateway}/bookings/`,
      json('POST', { customer }, first.headers.get('x-session')!),
    );
    assert.equal(second.status, 409, JSON.stringify(second.body));
    assert.equal((second.body as { code: string }).code, 'booking_open');
  });
});

describe('npm run mock: gateway options', () => {
  it('sells only the events named, with the session secret given', async () => {
    const server = await startServer({ port: 0, seed: 'demo' });
    const host = server.mock.actor('demo').hosts[0]!;
    const all = (await call(`${server.gateway!.url}/events/?filters[host]=${host}`)).body as {
      pid: string;
    }[];
    await server.close();
    const [chosen, other] = all;
    const narrow = await startServer({
      port: 0,
      seed: 'demo',
      gateway: { events: [chosen!.pid], sessionSecret: SESSION_SECRET },
    });
    try {
      assert.equal(narrow.gateway!.sessionSecret, SESSION_SECRET);
      assert.equal((await call(`${narrow.gateway!.url}/events/${chosen!.pid}`)).status, 200);
      assert.equal((await call(`${narrow.gateway!.url}/events/${other!.pid}`)).status, 404);
      assert.equal((await call(`${narrow.gateway!.url}/events/?filters[host]=${host}`)).status, 404);
    } finally {
      await narrow.close();
    }
  });

  it("saves the gateway's changes in the state database like any other", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tb-gateway-'));
    const state = join(dir, 'state.db');
    const server = await startServer({ port: 0, seed: 'demo', state });
    try {
      const created = await fetch(`${server.gateway!.url}/persons/`, json('POST', { firstname: 'Gabi' }));
      assert.equal(created.status, 201, await created.text());
      const pid = created.headers.get('location')!.split('/').pop()!;
      await server.close();
      const again = await startServer({ port: 0, state });
      try {
        assert.equal(
          again.mock.store.get('persons', pid)?.firstname,
          'Gabi',
          'the person is in the saved state',
        );
      } finally {
        await again.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("lets QA's injected faults reach the gateway: a dropped connection answers 502", async () => {
    const server = await startServer({ port: 0, seed: 'demo' });
    try {
      const fault = await call(
        `${server.url}/__admin/faults`,
        json('POST', { path: '/events/', networkError: true, count: 1 }),
      );
      assert.equal(fault.status, 201);
      const host = server.mock.actor('demo').hosts[0]!;
      const reply = await call(`${server.gateway!.url}/events/?filters[host]=${host}`);
      assert.equal(reply.status, 502);
      assert.equal((reply.body as { code: string }).code, 'upstream_unavailable');
      const again = await call(`${server.gateway!.url}/events/?filters[host]=${host}`);
      assert.equal(again.status, 200, 'the fault was used up; the server still answers');
    } finally {
      await server.close();
    }
  });

  it('serves the API alone with gateway: false', async () => {
    const server = await startServer({ port: 0, seed: 'empty', gateway: false });
    try {
      assert.equal(server.gateway, undefined);
      const reply = await fetch(`${new URL(server.url).origin}/widget-api/events/`);
      assert.equal(reply.status, 401, 'the mock API answers it, asking for its own token');
      assert.match(reply.headers.get('www-authenticate') ?? '', /^Bearer/);
    } finally {
      await server.close();
    }
  });
});
