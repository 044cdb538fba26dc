import assert from 'node:assert/strict';
import { promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, it } from 'node:test';
import { createMock, type Mock } from '../../../../mock-server/index';
import { MockTracker } from '../../../../mock-server/persistence/changes';
import { DurableState, StateNotSaved } from '../../../../mock-server/persistence/durable';
import { SqliteState } from '../../../../mock-server/persistence/sqlite';
import { startServer } from '../../../../mock-server/serve';
import { bearer, client } from '../../../node/mock/qa/fixture';

async function tempDir(): Promise<string> {
  return fs.mkdtemp(join(tmpdir(), 'mock-state-'));
}

type Running = Awaited<ReturnType<typeof startServer>>;

async function withServer<T>(file: string, fn: (running: Running) => Promise<T>, seed?: string): Promise<T> {
  const running = await startServer({ port: 0, state: file, ...(seed ? { seed } : {}) });
  try {
    return await fn(running);
  } finally {
    await running.close();
  }
}

async function addVenue(
  running: Running,
  name: string,
  token?: string,
  headers: Record<string, string> = {},
) {
  const api = client((request) => fetch(request), running.url);
  const bearerToken = token ?? (await api.token('demo', headers));
  const host = running.mock.actor('demo').hosts[0];
  const created = await api.json(
    'POST',
    '/venues/',
    { host, name, city: 'Bern' },
    { ...bearer(bearerToken), ...headers },
  );
  assert.equal(created.status, 201, await created.clone().text());
  return { token: bearerToken, pid: created.headers.get('location')!.split('/').pop()! };
}

const venueNames = (mock: Mock) => [...mock.store.all('venues')].map((venue) => venue.name);

/** The rows of `table` in the database, read through a connection of its own. */
function rows(file: string, sql: string, ...params: string[]): Record<string, unknown>[] {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return db.prepare(sql).all(...params) as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

describe('the state database (--state)', () => {
  it('keeps records, webhooks and live tokens across a restart', async () => {
    const file = join(await tempDir(), 'state.db');
    const { token } = await withServer(file, async (running) => {
      const added = await addVenue(running, 'Kornhaus');
      const api = client((request) => fetch(request), running.url);
      assert.equal(
        (await api.json('POST', '/__admin/webhooks', { url: 'http://127.0.0.1:9/hook' })).status,
        201,
      );
      return added;
    });
    await withServer(file, async (running) => {
      assert.deepEqual(venueNames(running.mock), ['Kornhaus']);
      assert.equal(running.mock.webhooks.subscriptions().length, 1);
      const api = client((request) => fetch(request), running.url);
      const listed = await api.fetch('/venues/', { headers: bearer(token) });
      assert.equal(listed.status, 200, 'the token of the first run still works');
      assert.equal(((await listed.json()) as unknown[]).length, 1);
    });
  });

  it('commits a change before answering it', async () => {
    const file = join(await tempDir(), 'state.db');
    await withServer(file, async (running) => {
      const { pid } = await addVenue(running, 'Committed');
      // The server holds the file locked, so read a copy of the files on disk (the database and
      // its log) taken while it still runs: the row is in them.
      const copy = join(await tempDir(), 'copy.db');
      await fs.copyFile(file, copy);
      await fs.copyFile(`${file}-wal`, `${copy}-wal`);
      const found = rows(
        copy,
        "SELECT data FROM records WHERE scope = '' AND tbl = 'venues' AND pid = ?",
        pid,
      );
      assert.equal(found.length, 1);
      assert.equal((JSON.parse(found[0]!.data as string) as { name: string }).name, 'Committed');
    });
  });

  it('puts back exactly the state it kept, every table of the demo seed included', async () => {
    const file = join(await tempDir(), 'state.db');
    const before = await withServer(
      file,
      async (running) => {
        await addVenue(running, 'Extra');
        const api = client((request) => fetch(request), running.url);
        await api.json('POST', '/__admin/clock', { advance: '2h' });
        await api.json('PATCH', '/__admin/config', { accessTokenTtl: 900 });
        return running.mock.snapshot();
      },
      'demo',
    );
    await withServer(file, async (running) => {
      const after = running.mock.snapshot();
      assert.deepEqual(after, before);
      assert.deepEqual(running.mock.store.verifyIndexes(), []);
    });
  });

  it('writes the rows a request changed, not the whole state', () => {
    const mock = createMock({ seed: 'demo' });
    const tracker = new MockTracker('', mock);
    assert.ok(tracker.collect('admin')!.records.length > 100, 'a new scope is written whole');
    const demo = mock.actor('demo');
    mock.records.create(demo, 'venues', { host: demo.hosts[0], name: 'One', city: 'Bern' });
    const changes = tracker.collect('admin')!;
    assert.equal(changes.replaced, false);
    assert.deepEqual(
      changes.records.map((row) => row.table),
      ['venues'],
    );
    assert.deepEqual(changes.parts.map((part) => part.name).sort(), ['store.ids', 'store.seq']);
    assert.equal(tracker.collect('admin'), undefined, 'nothing changed since');
    const venue = changes.records[0]!.pid;
    mock.records.delete(demo, 'venues', venue);
    assert.deepEqual(tracker.collect('request')!.deletedRecords, [{ table: 'venues', pid: venue }]);
  });

  it('keeps sessions and forgets dropped ones across a restart', async () => {
    const file = join(await tempDir(), 'state.db');
    await withServer(file, async (running) => {
      await addVenue(running, 'In run-1', undefined, { 'X-Mock-Session': 'run-1' });
      await addVenue(running, 'In run-2', undefined, { 'X-Mock-Session': 'run-2' });
      const api = client((request) => fetch(request), running.url);
      assert.equal((await api.fetch('/__admin/sessions/run-2', { method: 'DELETE' })).status, 204);
    });
    await withServer(file, async (running) => {
      const api = client((request) => fetch(request), running.url);
      const sessions = (await (await api.fetch('/__admin/sessions')).json()) as { sessions: string[] };
      assert.deepEqual(sessions.sessions, ['run-1']);
      assert.deepEqual(venueNames(running.mock), [], 'the main mock saw none of it');
      const token = await api.token('demo', { 'X-Mock-Session': 'run-1' });
      const listed = await api.fetch('/venues/', {
        headers: { ...bearer(token), 'X-Mock-Session': 'run-1' },
      });
      assert.deepEqual(
        ((await listed.json()) as { name: string }[]).map((venue) => venue.name),
        ['In run-1'],
      );
    });
    assert.equal(rows(file, "SELECT count(*) AS n FROM records WHERE scope = 'run-2'")[0]!.n, 0);
  });

  it('rewrites a scope that was reset, leaving nothing of before', async () => {
    const file = join(await tempDir(), 'state.db');
    await withServer(
      file,
      async (running) => {
        await addVenue(running, 'Gone after the reset');
        const api = client((request) => fetch(request), running.url);
        assert.equal((await api.json('POST', '/__admin/reset', { seed: 'empty' })).status, 200);
      },
      'demo',
    );
    await withServer(file, async (running) => {
      assert.equal(running.mock.seed, 'empty');
      assert.deepEqual(venueNames(running.mock), []);
      assert.equal(running.mock.store.count('events'), 0);
    });
  });

  it('creates the database with mode 0600: it holds live tokens', async (t) => {
    if (process.platform === 'win32') return t.skip('no POSIX modes');
    const file = join(await tempDir(), 'state.db');
    await withServer(file, async (running) => {
      await addVenue(running, 'Private');
      // The log and its index (shared with the checkpointer's connection) get the file's mode.
      for (const path of [file, `${file}-wal`, `${file}-shm`]) {
        assert.equal((await fs.stat(path)).mode & 0o777, 0o600, path);
      }
    });
  });

  it('refuses a file that is neither a database nor JSON, and leaves it alone', async () => {
    const file = join(await tempDir(), 'state.db');
    await fs.writeFile(file, 'hello');
    await assert.rejects(
      startServer({ port: 0, state: file }),
      /not an SQLite database.*it was not changed\. To recover: restore/,
    );
    assert.equal(await fs.readFile(file, 'utf8'), 'hello');
  });

  it('refuses a database of another program', async () => {
    const file = join(await tempDir(), 'other.db');
    const db = new DatabaseSync(file);
    db.exec('CREATE TABLE notes (text TEXT)');
    db.close();
    await assert.rejects(startServer({ port: 0, state: file }), /database of something else/);
  });

  it('converts a JSON state file of earlier versions and keeps the JSON beside it', async () => {
    const dir = await tempDir();
    const file = join(dir, 'state.json');
    const old = createMock({ seed: 'demo' });
    const demo = old.actor('demo');
    old.records.create(demo, 'venues', { host: demo.hosts[0], name: 'From JSON', city: 'Bern' });
    const text = JSON.stringify(old.snapshot());
    await fs.writeFile(file, text);
    await withServer(file, async (running) => {
      assert.ok(venueNames(running.mock).includes('From JSON'));
    });
    assert.equal(await fs.readFile(`${file}.json-backup`, 'utf8'), text);
    await withServer(file, async (running) => {
      assert.ok(venueNames(running.mock).includes('From JSON'), 'the database holds it now');
    });
  });

  it('refuses a JSON state file that is not valid, and leaves it alone', async () => {
    const file = join(await tempDir(), 'state.json');
    await fs.writeFile(file, '{"version":1,');
    await assert.rejects(startServer({ port: 0, state: file }), /not valid JSON.*fix or remove it/);
    assert.equal(await fs.readFile(file, 'utf8'), '{"version":1,');
  });

  it('keeps a change made between requests for the next commit when the database cannot be written', async () => {
    const file = join(await tempDir(), 'state.db');
    const backend = await SqliteState.open(file);
    const mock = createMock();
    const state = await DurableState.open(backend, mock);
    const apply = backend.apply.bind(backend);
    let failing = true;
    backend.apply = (changes) => {
      if (failing) throw new Error('disk full');
      apply(changes);
    };
    const demo = mock.actor('demo');
    mock.records.create(demo, 'venues', { host: demo.hosts[0], name: 'Retried', city: 'Bern' });
    assert.throws(() => state.commit(), /disk full/);
    failing = false;
    state.commit();
    await state.close();
    const again = createMock();
    const reopened = await DurableState.open(await SqliteState.open(file), again);
    assert.deepEqual(venueNames(again), ['Retried']);
    await reopened.close();
  });

  it('takes back a write whose commit fails, so memory holds what the file holds, and reads still commit nothing', async () => {
    const file = join(await tempDir(), 'state.db');
    const backend = await SqliteState.open(file);
    const mock = createMock();
    const state = await DurableState.open(backend, mock);
    const demo = mock.actor('demo');
    mock.records.create(demo, 'venues', { host: demo.hosts[0], name: 'Kept', city: 'Bern' });
    state.commit(new Request('http://mock.test/venues/', { method: 'POST' }));
    const apply = backend.apply.bind(backend);
    let failing = true;
    backend.apply = (changes) => {
      if (failing) throw new Error('database or disk is full');
      apply(changes);
    };
    mock.records.create(demo, 'venues', { host: demo.hosts[0], name: 'Not saved', city: 'Bern' });
    assert.throws(
      () => state.commit(new Request('http://mock.test/venues/', { method: 'POST' })),
      (error: unknown) =>
        error instanceof StateNotSaved && error.reverted && /disk is full/.test(error.message),
    );
    assert.deepEqual(venueNames(mock), ['Kept'], 'the write answered 503 is not kept');
    assert.doesNotThrow(
      () => state.commit(new Request('http://mock.test/venues/')),
      'a read commits nothing',
    );
    failing = false;
    mock.records.create(demo, 'venues', { host: demo.hosts[0], name: 'Retried', city: 'Bern' });
    state.commit(new Request('http://mock.test/venues/', { method: 'POST' }));
    await state.close();
    const again = createMock();
    const reopened = await DurableState.open(await SqliteState.open(file), again);
    assert.deepEqual(venueNames(again).sort(), ['Kept', 'Retried']);
    await reopened.close();
  });
});
