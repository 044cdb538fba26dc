import assert from 'node:assert/strict';
import { promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { createMock } from '../../../../mock-server/index';
import { createPersister } from '../../../../mock-server/persistence/persister';
import { writeStateFile, type StateFs } from '../../../../mock-server/persistence/state-file';
import { restoreFromStorage, saveToStorage } from '../../../../mock-server/persistence/storage';
import { startServer } from '../../../../mock-server/serve';
import { bearer, client } from './fixture';

async function tempDir(): Promise<string> {
  return fs.mkdtemp(join(tmpdir(), 'mock-state-'));
}

/** Starts a server on `file`, adds a venue and a webhook, and stops it. */
async function runAndStop(file: string, venue: string) {
  const running = await startServer({ port: 0, state: file });
  const api = client((request) => fetch(request), running.url);
  const token = await api.token();
  const host = running.mock.actor('demo').hosts[0];
  const created = await api.json('POST', '/venues/', { host, name: venue, city: 'Bern' }, bearer(token));
  assert.equal(created.status, 201);
  await api.json('POST', '/__admin/webhooks', { url: 'http://127.0.0.1:9/hook' });
  await running.close();
}

const venueNames = (mock: ReturnType<typeof createMock>) =>
  [...mock.store.all('venues')].map((venue) => venue.name);

describe('the state file (--state)', () => {
  it('keeps the state across a restart of the server', async () => {
    const file = join(await tempDir(), 'state.json');
    await runAndStop(file, 'Kornhaus');
    const running = await startServer({ port: 0, state: file });
    try {
      assert.deepEqual(venueNames(running.mock), ['Kornhaus']);
      assert.equal(running.mock.webhooks.subscriptions().length, 1);
      const api = client((request) => fetch(request), running.url);
      const token = await api.token();
      const listed = (await (await api.fetch('/venues/', { headers: bearer(token) })).json()) as unknown[];
      assert.equal(listed.length, 1);
    } finally {
      await running.close();
    }
    const saved = JSON.parse(await fs.readFile(file, 'utf8')) as { version: number };
    assert.equal(saved.version, 1);
  });

  it('starts from a good file and removes what an interrupted write left behind', async () => {
    const dir = await tempDir();
    const file = join(dir, 'state.json');
    await runAndStop(file, 'Good');
    const good = await fs.readFile(file, 'utf8');
    const leftover = join(dir, '.state.json.deadbeef.tmp');
    await fs.writeFile(leftover, good.slice(0, Math.floor(good.length / 2)));
    const running = await startServer({ port: 0, state: file });
    try {
      assert.deepEqual(venueNames(running.mock), ['Good']);
      await assert.rejects(fs.access(leftover));
    } finally {
      await running.close();
    }
  });

  it('never replaces the good file with a half-written one', async () => {
    const dir = await tempDir();
    const file = join(dir, 'state.json');
    await writeStateFile(file, '{"good":true}');
    const failingWrite: StateFs = {
      ...fs,
      open: (async (...args: Parameters<typeof fs.open>) => {
        const handle = await fs.open(...args);
        return Object.assign(Object.create(handle) as typeof handle, {
          writeFile: async (text: string) => {
            await handle.writeFile(text.slice(0, 5));
            throw new Error('disk full');
          },
          sync: () => handle.sync(),
          close: () => handle.close(),
        });
      }) as typeof fs.open,
    };
    await assert.rejects(writeStateFile(file, '{"good":false,"padding":"…"}', failingWrite), /disk full/);
    const failingRename: StateFs = {
      ...fs,
      rename: async () => {
        throw new Error('crash before rename');
      },
    };
    await assert.rejects(writeStateFile(file, '{"good":false}', failingRename), /crash before rename/);
    assert.equal(await fs.readFile(file, 'utf8'), '{"good":true}');
    assert.deepEqual(await fs.readdir(dir), ['state.json'], 'no temporary file left');
  });

  it('refuses to start on a state file that is not JSON, and leaves it alone', async () => {
    const file = join(await tempDir(), 'state.json');
    await fs.writeFile(file, '{"version":1,');
    await assert.rejects(startServer({ port: 0, state: file }), /not valid JSON.*fix or remove it/);
    assert.equal(await fs.readFile(file, 'utf8'), '{"version":1,');
  });

  it('does not save changes made in a session', async () => {
    const file = join(await tempDir(), 'state.json');
    const running = await startServer({ port: 0, state: file });
    const api = client((request) => fetch(request), running.url);
    await api.json('POST', '/__admin/webhooks', { url: 'http://127.0.0.1:9/' }, { 'X-Mock-Session': 's' });
    await running.close();
    await assert.rejects(fs.access(file), 'nothing changed in the main mock: nothing written');
  });
});

describe('the persister', () => {
  it('saves once after a quiet period, and at once on flush', async (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    let saves = 0;
    const persister = createPersister({ save: () => void saves++, debounceMs: 200 });
    persister.schedule();
    t.mock.timers.tick(150);
    persister.schedule();
    t.mock.timers.tick(150);
    assert.equal(saves, 0, 'still changing');
    t.mock.timers.tick(50);
    await persister.flush();
    assert.equal(saves, 1);
    persister.schedule();
    await persister.flush();
    assert.equal(saves, 2);
    await persister.flush();
    assert.equal(saves, 2, 'nothing pending');
  });
});

describe('browser storage (persist: true)', () => {
  function memoryStorage() {
    const items = new Map<string, string>();
    return {
      items,
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
  }

  it('restores the saved state at start', () => {
    const storage = memoryStorage();
    const first = createMock();
    const demo = first.actor('demo');
    first.records.create(demo, 'venues', { host: demo.hosts[0], name: 'Saved', city: 'Bern' });
    saveToStorage(first, storage, 'k');
    const second = createMock();
    assert.equal(restoreFromStorage(second, storage, 'k'), true);
    assert.deepEqual(venueNames(second), ['Saved']);
    assert.equal(restoreFromStorage(createMock(), storage, 'other'), false);
  });

  it('drops a stored state it cannot read and keeps the seed', (t) => {
    t.mock.method(console, 'warn', () => {});
    const storage = memoryStorage();
    storage.setItem('k', '{"version":7}');
    const mock = createMock();
    assert.equal(restoreFromStorage(mock, storage, 'k'), false);
    assert.equal(storage.items.has('k'), false);
    assert.equal(mock.store.count('hosts'), 2);
  });
});
