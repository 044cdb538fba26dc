import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { problem, testApp } from './helpers';

const admin = (t: ReturnType<typeof testApp>, method: string, path: string, body?: unknown) =>
  t.fetch(`/__admin${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });

describe('admin controls', () => {
  it('reads and moves the clock by a duration, by milliseconds and to an instant', async () => {
    const t = testApp();
    const start = (await (await admin(t, 'GET', '/clock')).json()) as { now: string; epochMs: number };
    assert.equal(start.now, '2026-06-01T08:00:00.000Z');
    const moved = (await (await admin(t, 'POST', '/clock', { advance: '31m' })).json()) as {
      now: string;
      expired: unknown[];
    };
    assert.equal(moved.now, '2026-06-01T08:31:00.000Z');
    assert.deepEqual(moved.expired, []);
    await admin(t, 'POST', '/clock', { advanceMs: 1000 });
    assert.equal(t.mock.clock.now(), Date.parse('2026-06-01T08:31:01Z'));
    const set = (await (await admin(t, 'POST', '/clock', { set: '2026-12-31T23:00:00+01:00' })).json()) as {
      now: string;
    };
    assert.equal(set.now, '2026-12-31T22:00:00.000Z');
  });

  it('refuses bad clock moves with 409 and leaves the time alone', async () => {
    const t = testApp();
    const before = t.mock.clock.now();
    for (const body of [
      {},
      { advance: '31 minutes' },
      { advanceMs: -5 },
      { advance: '1m', advanceMs: 5 },
      { set: 'tomorrow' },
      { advance: '400d' },
    ]) {
      const response = await admin(t, 'POST', '/clock', body);
      assert.equal(response.status, 409, JSON.stringify(body));
      assert.equal((await problem(response)).code, 'validation_failed');
    }
    assert.equal(t.mock.clock.now(), before);
  });

  it('resets to a seed, and names the available seeds for an unknown one', async () => {
    const t = testApp();
    const token = await t.token();
    const host = t.mock.actor('demo').hosts[0];
    await t.json('POST', '/venues/', { host, name: 'Hall', city: 'Bern' }, token);
    await admin(t, 'POST', '/clock', { advance: '2h' });
    const reset = await admin(t, 'POST', '/reset', { seed: 'empty' });
    assert.equal(reset.status, 200);
    assert.equal(t.mock.store.count('venues'), 0);
    assert.equal(t.mock.clock.now(), Date.parse('2026-06-01T08:00:00Z'));
    assert.equal((await t.fetch('/venues/', { headers: { authorization: `Bearer ${token}` } })).status, 401);
    const unknown = await admin(t, 'POST', '/reset', { seed: 'no-such-seed' });
    assert.equal(unknown.status, 409);
    const body = await problem(unknown);
    assert.match(body.detail, /Unknown seed "no-such-seed": available seeds are empty, demo, large/);
    assert.equal(body.errors[0]?.property_path, 'seed');
    assert.equal((await t.fetch('/__admin/reset', { method: 'POST' })).status, 200);
  });

  it('journals requests and the reason of each rejection, readable since a sequence number', async () => {
    const t = testApp();
    const first = (await (await admin(t, 'GET', '/journal')).json()) as { seq: number }[];
    const since = first.at(-1)?.seq ?? 0;
    await t.fetch('/events/');
    const entries = (await (await admin(t, 'GET', `/journal?since=${since}`)).json()) as {
      kind: string;
      status: number;
      code?: string;
      message: string;
    }[];
    const rejection = entries.find((e) => e.kind === 'rejection');
    assert.equal(rejection?.status, 401);
    assert.equal(rejection?.code, 'unauthorized');
    assert.match(rejection?.message ?? '', /access token/);
    assert.equal((await admin(t, 'GET', '/journal?since=x')).status, 409);
  });

  it('reads and changes the config, refusing unknown fields and bad values', async () => {
    const t = testApp();
    assert.deepEqual(await (await admin(t, 'GET', '/config')).json(), {
      accessTokenTtl: 600,
      releasePeriod: 1_800_000,
    });
    const changed = await admin(t, 'PATCH', '/config', { releasePeriod: 60_000 });
    assert.deepEqual(await changed.json(), { accessTokenTtl: 600, releasePeriod: 60_000 });
    for (const body of [{ accessTokenTtl: 0 }, { accessTokenTtl: 1.5 }, { colour: 'red' }, []]) {
      const response = await admin(t, 'PATCH', '/config', body);
      assert.equal(response.status, 409, JSON.stringify(body));
    }
    assert.equal(t.mock.config.releasePeriod, 60_000);
  });

  it('puts back a snapshot taken earlier, and refuses a malformed one without a change', async () => {
    const t = testApp();
    const snapshot = await (await admin(t, 'GET', '/snapshot')).text();
    const token = await t.token();
    await t.json(
      'POST',
      '/venues/',
      { host: t.mock.actor('demo').hosts[0], name: 'Hall', city: 'Bern' },
      token,
    );
    const changed = JSON.stringify(t.mock.snapshot());
    const bad = await t.fetch('/__admin/snapshot', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{"version":2}',
    });
    assert.equal(bad.status, 409);
    assert.equal(JSON.stringify(t.mock.snapshot()), changed);
    const put = await t.fetch('/__admin/snapshot', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: snapshot,
    });
    assert.equal(put.status, 204);
    assert.equal(JSON.stringify(t.mock.snapshot()), snapshot);
  });

  it('answers 404 for an unknown admin control and 405 for a wrong verb', async () => {
    const t = testApp();
    assert.equal((await admin(t, 'GET', '/nothing')).status, 404);
    assert.equal((await admin(t, 'DELETE', '/clock')).status, 405);
  });
});
