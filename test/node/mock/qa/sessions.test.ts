import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createMock } from '../../../../mock-server/index';
import { addVenue, appClient, bearer, session, venues } from './fixture';

describe('X-Mock-Session', () => {
  it('gives each session its own data, and leaves the main mock alone', async () => {
    const mock = createMock();
    const api = appClient(mock);
    const a = await addVenue(api, 'Hall A', session('qa-a'));
    const b = await addVenue(api, 'Hall B', session('qa-b'));
    assert.deepEqual(await venues(api, a, session('qa-a')), ['Hall A']);
    assert.deepEqual(await venues(api, b, session('qa-b')), ['Hall B']);
    assert.equal(mock.store.count('venues'), 0);
    // A token belongs to the session that issued it.
    assert.equal(
      (await api.fetch('/venues/', { headers: { ...bearer(a), ...session('qa-b') } })).status,
      401,
    );
  });

  it('applies admin controls to the session only', async () => {
    const api = appClient(createMock());
    const a = session('run-1');
    await api.json('POST', '/__admin/faults', { path: '/openapi.json', status: 503 }, a);
    await api.json('POST', '/__admin/clock', { advance: '2h' }, a);
    assert.equal((await api.fetch('/openapi.json', { headers: a })).status, 503);
    assert.equal((await api.fetch('/openapi.json', { headers: session('run-2') })).status, 200);
    assert.equal((await api.fetch('/openapi.json')).status, 200);
    const clockOf = async (headers: Record<string, string>) =>
      ((await (await api.fetch('/__admin/clock', { headers })).json()) as { now: string }).now;
    assert.equal(await clockOf(a), '2026-06-01T10:00:00.000Z');
    assert.equal(await clockOf(session('run-2')), '2026-06-01T08:00:00.000Z');
    assert.equal(await clockOf({}), '2026-06-01T08:00:00.000Z');
    assert.equal(
      ((await (await api.fetch('/__admin/faults', { headers: a })).json()) as unknown[]).length,
      1,
    );
    assert.deepEqual(await (await api.fetch('/__admin/faults')).json(), []);
    const listed = (await (await api.fetch('/__admin/sessions')).json()) as {
      limit: number;
      sessions: string[];
    };
    assert.deepEqual(listed, { limit: 50, sessions: ['run-2', 'run-1'] }, 'least recently used first');
  });

  it('keeps at most `limit` sessions, dropping the least recently used', async () => {
    const api = appClient(createMock(), { sessions: { limit: 2 } });
    const one = await addVenue(api, 'One', session('one'));
    await addVenue(api, 'Two', session('two'));
    await venues(api, one, session('one'));
    await addVenue(api, 'Three', session('three'));
    const listed = (await (await api.fetch('/__admin/sessions')).json()) as { sessions: string[] };
    assert.deepEqual(listed.sessions, ['one', 'three']);
    const fresh = await api.token('demo', session('two'));
    assert.deepEqual(await venues(api, fresh, session('two')), [], 'a dropped session starts afresh');
    const after = (await (await api.fetch('/__admin/sessions')).json()) as { sessions: string[] };
    assert.deepEqual(after.sessions, ['three', 'two']);
    assert.equal((await api.fetch('/__admin/sessions/two', { method: 'DELETE' })).status, 204);
    assert.equal((await api.fetch('/__admin/sessions/nobody', { method: 'DELETE' })).status, 404);
  });

  it('refuses a malformed session name with 409 instead of using the main mock', async () => {
    const api = appClient(createMock());
    const response = await api.fetch('/__admin/clock', { headers: session('no spaces/allowed') });
    assert.equal(response.status, 409);
    const problem = (await response.json()) as { errors: { property_path: string }[] };
    assert.equal(problem.errors[0]?.property_path, 'X-Mock-Session');
  });
});
