import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setupServer } from 'msw/node';
import { createMock } from '../../../../mock-server/index';
import { createMockHandlers } from '../../../../mock-server/node';
import { HeldDelays } from '../../../fixtures/held-delays';
import { appClient, bearer, client } from './fixture';

interface ProblemBody {
  code: string;
  status: number;
  detail: string;
}

/** The mock in process; with `delays`, its delays wait for the test, not a timer. */
async function setup(delays?: HeldDelays) {
  const mock = createMock();
  const api = appClient(mock, delays ? { delay: delays.wait } : {});
  const auth = bearer(await api.token());
  return { mock, api, auth };
}

describe('injected faults', () => {
  it('answers the status as an injected_fault problem, as often as `count` says', async () => {
    const { api, auth } = await setup();
    const added = await api.json('POST', '/__admin/faults', {
      method: 'get',
      path: '/events',
      status: 503,
      count: 2,
    });
    assert.equal(added.status, 201);
    const fault = (await added.json()) as { id: string; method: string; remaining: number };
    assert.match(fault.id, /^fault-\d+$/);
    assert.equal(fault.method, 'GET');
    assert.equal(fault.remaining, 2);
    for (let i = 0; i < 2; i++) {
      const response = await api.fetch('/events/', { headers: auth });
      assert.equal(response.status, 503);
      assert.match(response.headers.get('content-type') ?? '', /^application\/problem\+json/);
      const body = (await response.json()) as ProblemBody;
      assert.equal(body.code, 'injected_fault');
      assert.equal(body.status, 503);
    }
    assert.equal((await api.fetch('/events/', { headers: auth })).status, 200, 'count exhausted');
    assert.deepEqual(await (await api.fetch('/__admin/faults')).json(), []);
    const journal = (await (await api.fetch('/__admin/journal?kinds=rejection')).json()) as {
      code?: string;
    }[];
    assert.equal(journal.filter((e) => e.code === 'injected_fault').length, 2);
  });

  it('matches globs and regular expressions, methods, and answers a given body', async () => {
    const { api, auth } = await setup();
    await api.json('POST', '/__admin/faults', { method: 'POST', path: '^/bookings/\\d{12}$', status: 409 });
    await api.json('POST', '/__admin/faults', { path: '/hosts/**', status: 200, body: [{ fake: true }] });
    const hosts = await api.fetch('/hosts/', { headers: auth });
    assert.equal(hosts.status, 200);
    assert.deepEqual(await hosts.json(), [{ fake: true }]);
    assert.equal((await api.fetch('/hosts/ABC/events', { headers: auth })).status, 200);
    assert.equal((await api.json('POST', '/bookings/123456789012', {}, auth)).status, 409);
    assert.equal(
      (await api.fetch('/bookings/123456789012', { headers: auth })).status,
      404,
      'GET not faulted',
    );
    const unmatched = await api.json('POST', '/bookings/', {}, auth);
    assert.equal(((await unmatched.json()) as ProblemBody).code, 'validation_failed', 'not the fault');
    const faults = (await (await api.fetch('/__admin/faults')).json()) as { hits: number; remaining: null }[];
    assert.deepEqual(
      faults.map((f) => [f.hits, f.remaining]),
      [
        [1, null],
        [2, null],
      ],
    );
  });

  it('never faults the admin controls or CORS preflights of any-method faults', async () => {
    const { api } = await setup();
    await api.json('POST', '/__admin/faults', { path: '/**', status: 500 });
    assert.equal((await api.fetch('/__admin/journal')).status, 200);
    assert.equal((await api.fetch('/__admin/faults')).status, 200);
    const preflight = await api.fetch('/events/', {
      method: 'OPTIONS',
      headers: { origin: 'http://page.test', 'access-control-request-method': 'GET' },
    });
    assert.equal(preflight.status, 204);
    const faulted = await api.fetch('/events/', { headers: { origin: 'http://page.test' } });
    assert.equal(faulted.status, 500);
    assert.equal(
      faulted.headers.get('access-control-allow-origin'),
      'http://page.test',
      'readable by a page',
    );
  });

  it('removes one fault or all, and refuses bad faults with 409 naming the field', async () => {
    const { api } = await setup();
    const { id } = (await (
      await api.json('POST', '/__admin/faults', { path: '/a', status: 500 })
    ).json()) as {
      id: string;
    };
    await api.json('POST', '/__admin/faults', { path: '/b', delayMs: 5 });
    assert.equal((await api.fetch(`/__admin/faults/${id}`, { method: 'DELETE' })).status, 204);
    assert.equal((await api.fetch(`/__admin/faults/${id}`, { method: 'DELETE' })).status, 404);
    assert.equal(((await (await api.fetch('/__admin/faults')).json()) as unknown[]).length, 1);
    assert.equal((await api.fetch('/__admin/faults', { method: 'DELETE' })).status, 204);
    assert.deepEqual(await (await api.fetch('/__admin/faults')).json(), []);
    for (const [body, path] of [
      [{ status: 500 }, 'path'],
      [{ path: '/a' }, ''],
      [{ path: '/a', status: 500, networkError: true }, 'networkError'],
      [{ path: '/a', body: {} }, 'body'],
      [{ path: '/a', status: 99 }, 'status'],
      [{ path: '^(', status: 500 }, 'path'],
      [{ path: 'events', status: 500 }, 'path'],
      [{ path: '/a', delayMs: -1 }, 'delayMs'],
      [{ path: '/a', status: 500, count: 0 }, 'count'],
      [{ path: '/a', status: 500, landed: true }, 'landed'],
      [{ path: '/a', landed: true }, 'landed'],
    ] as const) {
      const response = await api.json('POST', '/__admin/faults', body);
      assert.equal(response.status, 409, JSON.stringify(body));
      const problem = (await response.json()) as { errors: { property_path: string }[] };
      assert.ok(
        problem.errors.some((e) => e.property_path === path),
        `${JSON.stringify(body)}: ${JSON.stringify(problem.errors)}`,
      );
    }
    assert.deepEqual(await (await api.fetch('/__admin/faults')).json(), []);
  });

  it('matches a pathological pattern in linear time and refuses what RE2 cannot run', async () => {
    const { api, auth, mock } = await setup();
    const added = await api.json('POST', '/__admin/faults', { path: '^/(a+)+$', status: 418 });
    assert.equal(added.status, 201);
    await api.json('POST', '/__admin/faults', { path: '/**/**/**/**/**/**/**/**/**/**/x', status: 418 });
    // With a backtracking engine each of these takes longer than the test run: 2^n paths to try.
    const hostile = ['/' + 'a'.repeat(28) + '!', '/' + 'a'.repeat(5000) + '!', '/a'.repeat(3000) + '/y'];
    const started = performance.now();
    for (const path of hostile) assert.equal(mock.faults.take('GET', path), undefined, path.slice(0, 40));
    const elapsed = performance.now() - started;
    assert.ok(elapsed < 1000, `took ${elapsed.toFixed(1)} ms`);
    assert.equal(mock.faults.take('GET', '/aaaa')?.status, 418, 'still matches what it names');
    assert.equal(mock.faults.take('GET', '/a/b/c/x')?.status, 418);
    const response = await api.fetch(`/${'a'.repeat(28)}b`, { headers: auth });
    assert.equal(response.status, 404, 'an unknown path, answered at once');
    for (const path of ['^/(a)\\1$', '^/(?=a)', '^/a{2000}$']) {
      const refused = await api.json('POST', '/__admin/faults', { path, status: 500 });
      assert.equal(refused.status, 409, path);
      const problem = (await refused.json()) as { errors: { property_path: string; message: string }[] };
      assert.deepEqual(
        problem.errors.map((e) => e.property_path),
        ['path'],
      );
      assert.match(problem.errors[0]!.message, /RE2/);
    }
  });

  it('answers a network error in-process as a response of type error', async () => {
    const { api, auth } = await setup();
    await api.json('POST', '/__admin/faults', { path: '/events', networkError: true, count: 1 });
    const response = await api.fetch('/events/', { headers: auth });
    assert.equal(response.type, 'error');
    assert.equal((await api.fetch('/events/', { headers: auth })).status, 200);
  });

  it('fails the fetch in MSW node mode', async () => {
    const base = 'http://faults.mock.test/api';
    const mock = createMock();
    const server = setupServer(...createMockHandlers({ baseUrl: base, mock }));
    server.listen({ onUnhandledFrame: 'error' });
    try {
      const api = client((request) => fetch(request), base);
      await api.json('POST', '/__admin/faults', {
        method: 'GET',
        path: '/openapi.json',
        networkError: true,
        count: 1,
      });
      await assert.rejects(fetch(`${base}/openapi.json`), TypeError);
      // Read to the end: a body left unread keeps its socket open after the test, and its late
      // close fails whatever test runs next in the same process.
      const again = await fetch(`${base}/openapi.json`);
      assert.equal(again.status, 200);
      await again.arrayBuffer();
    } finally {
      server.close();
    }
  });

  it('carries a landed request out and then loses its answer', async () => {
    const { api, auth } = await setup();
    await api.json('POST', '/__admin/faults', {
      method: 'POST',
      path: '/persons',
      networkError: true,
      landed: true,
      count: 1,
    });
    const before = ((await (await api.fetch('/persons/', { headers: auth })).json()) as unknown[]).length;
    const lost = await api.json('POST', '/persons/', { firstname: 'Lost' }, auth);
    assert.equal(lost.type, 'error', 'no answer');
    const after = (await (await api.fetch('/persons/', { headers: auth })).json()) as { firstname: string }[];
    assert.equal(after.length, before + 1, 'the write was carried out');
    assert.ok(after.some((person) => person.firstname === 'Lost'));
    const journal = (await (await api.fetch('/__admin/journal?kinds=rejection')).json()) as {
      message: string;
    }[];
    assert.ok(journal.some((e) => /POST \/persons was carried out and its answer lost/.test(e.message)));
  });

  it('carries a landed request out before its delayed answer', async (t) => {
    const { mock, api, auth } = await setup();
    await api.json('POST', '/__admin/faults', {
      method: 'POST',
      path: '/persons',
      delayMs: 60,
      landed: true,
    });
    // The delay runs on the test's clock: it ends only when the test moves that clock on.
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const written = new Promise<void>((resolve) => mock.events.on('new-person', () => resolve()));
    let answered = false;
    const slow = api.json('POST', '/persons/', { firstname: 'Late' }, auth).finally(() => (answered = true));
    await written;
    const seen = (await (await api.fetch('/persons/', { headers: auth })).json()) as { firstname: string }[];
    assert.ok(
      seen.some((person) => person.firstname === 'Late'),
      'visible before its answer',
    );
    assert.equal(answered, false, 'the answer waits for its delay');
    t.mock.timers.tick(60);
    assert.equal((await slow).status, 201);
  });

  it('delays a matching request: a later request overtakes it', async () => {
    const delays = new HeldDelays();
    const { api, auth } = await setup(delays);
    await api.json('POST', '/__admin/faults', { method: 'GET', path: '/events', delayMs: 40, count: 1 });
    const order: string[] = [];
    const slow = api.fetch('/events/', { headers: auth }).then((r) => (order.push('delayed'), r));
    const held = await delays.next();
    assert.deepEqual([held.method, held.path, held.ms], ['GET', '/api/events/', 40]);
    await api.fetch('/hosts/', { headers: auth }).then(() => order.push('other'));
    assert.deepEqual(order, ['other'], 'the delayed request is still waiting');
    held.release();
    const delayed = await slow;
    assert.deepEqual(order, ['other', 'delayed']);
    assert.equal(delayed.status, 200, 'answered normally after the delay');
  });
});

describe('latency', () => {
  it('is a config setting that slows every answer but the admin controls', async () => {
    const delays = new HeldDelays();
    const { api, auth, mock } = await setup(delays);
    const changed = await api.json('PATCH', '/__admin/config', { latencyMs: 40 });
    assert.equal(((await changed.json()) as { latencyMs: number }).latencyMs, 40);
    const order: string[] = [];
    const slow = api.fetch('/hosts/', { headers: auth }).then((r) => (order.push('api'), r));
    const held = await delays.next();
    assert.deepEqual([held.method, held.path, held.ms], ['GET', '/api/hosts/', 40]);
    await api.fetch('/__admin/clock').then(() => order.push('admin'));
    assert.equal(delays.size, 1, 'an admin control waits for no latency');
    held.release();
    const hosts = await slow;
    assert.deepEqual(order, ['admin', 'api']);
    assert.equal(hosts.status, 200);
    assert.equal(mock.snapshot().config.latencyMs, 40, 'part of the snapshot, as every setting');
    for (const latencyMs of [-1, 1.5, 60_001, '5']) {
      assert.equal(
        (await api.json('PATCH', '/__admin/config', { latencyMs })).status,
        409,
        String(latencyMs),
      );
    }
    await api.json('PATCH', '/__admin/config', { latencyMs: 0 });
    assert.equal(((await (await api.fetch('/__admin/config')).json()) as { latencyMs: number }).latencyMs, 0);
  });
});
