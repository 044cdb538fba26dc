/**
 * The state database under `kill -9`: the real server process (`mock-server/serve.ts`) takes
 * steady concurrent writes — single creates, atomic array creates, writes in a session — and is
 * killed with SIGKILL at a random moment, several times. After each restart every write that was
 * answered must be there, and no array create may be there in part.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { createMock } from '../../../../mock-server/index';
import { DurableState } from '../../../../mock-server/persistence/durable';
import { SqliteState } from '../../../../mock-server/persistence/sqlite';

const KILLS = 5;
const WRITERS = 8;
const SESSION = 'crash-session';

interface Server {
  readonly child: ChildProcess;
  readonly url: string;
}

function startProcess(file: string): Promise<Server> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'mock-server/serve.ts', '--port', '0', '--seed', 'empty', '--state', file],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match) resolve({ child, url: match[1]! });
    });
    child.stderr!.on('data', (chunk: Buffer) => void (err += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening: ${err}`)));
  });
}

function kill(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.kill('SIGKILL');
  });
}

interface Acknowledged {
  /** pid → name of single creates answered 201. */
  readonly singles: Map<string, string>;
  /** batchId → names of array creates answered 201. */
  readonly batches: Map<string, string[]>;
  /** pid → name of creates in the session answered 201. */
  readonly session: Map<string, string>;
  /** Told of each acknowledged write, as it is recorded. */
  onAck?: () => void;
}

async function token(url: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${url}/oauth/v2/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${btoa('demo-client:demo-secret')}`, ...headers },
    body: new URLSearchParams({ grant_type: 'password', username: 'demo', password: 'demo' }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** One writer's loop until `until` says stop; connection errors (the kill) end nothing but the write. */
async function writer(
  url: string,
  id: number,
  auth: { main: string; session: string; host: string },
  acked: Acknowledged,
  running: () => boolean,
): Promise<number> {
  let answered = 0;
  for (let n = 0; running(); n++) {
    const name = `w${id}-${Date.now()}-${n}`;
    const kind = n % 3;
    const session = kind === 2;
    const body =
      kind === 1
        ? [1, 2, 3].map((i) => ({ host: auth.host, name: `${name}/${i}`, city: 'Bern' }))
        : { host: auth.host, name, city: 'Bern' };
    try {
      const response = await fetch(`${url}/venues/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${session ? auth.session : auth.main}`,
          ...(session ? { 'X-Mock-Session': SESSION } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      if (response.status !== 201) {
        assert.fail(`a write answered ${response.status}: ${await response.text()}`);
      }
      const location = response.headers.get('location')!;
      if (kind === 1) {
        const batch = new URL(location).searchParams.get('filters[batchId]')!;
        acked.batches.set(
          batch,
          [1, 2, 3].map((i) => `${name}/${i}`),
        );
      } else {
        (session ? acked.session : acked.singles).set(location.split('/').pop()!, name);
      }
      answered++;
      acked.onAck?.();
    } catch (error) {
      if (error instanceof assert.AssertionError) throw error;
      // The connection died with the process: this write was not acknowledged.
    }
  }
  return answered;
}

describe('the state database under kill -9', () => {
  it(
    'keeps every acknowledged write and no partial one across repeated SIGKILLs',
    { timeout: 300_000 },
    async (t) => {
      const file = join(await mkdtemp(join(tmpdir(), 'mock-crash-')), 'state.db');
      const acked: Acknowledged = { singles: new Map(), batches: new Map(), session: new Map() };
      let server = await startProcess(file);
      // Tokens of the first run: they must keep working after every restart.
      const auth = {
        main: await token(server.url),
        session: await token(server.url, { 'X-Mock-Session': SESSION }),
        host: '',
      };
      const hosts = await fetch(`${server.url}/hosts/`, {
        headers: { authorization: `Bearer ${auth.main}` },
      });
      auth.host = ((await hosts.json()) as { pid: string }[])[0]!.pid;
      const perRound: number[] = [];
      for (let round = 0; round < KILLS; round++) {
        if (round > 0) server = await startProcess(file);
        let alive = true;
        const before = acked.singles.size + acked.batches.size + acked.session.size;
        const writers = Array.from({ length: WRITERS }, (_, id) =>
          writer(server.url, id, auth, acked, () => alive),
        );
        // The kill comes at a random point once writes flow: after a random number of further
        // acknowledgements (1 to 40), with the other writers' writes under way.
        const further = 1 + Math.floor(Math.random() * 40);
        await new Promise<void>((resolve) => {
          acked.onAck = () => {
            const count = acked.singles.size + acked.batches.size + acked.session.size;
            if (count - before >= further) resolve();
          };
        });
        acked.onAck = undefined;
        await kill(server);
        alive = false;
        const answered = (await Promise.all(writers)).reduce((a, b) => a + b, 0);
        perRound.push(answered);
        assert.ok(answered > 0, `round ${round + 1} acknowledged writes (the first run's tokens still work)`);
      }

      // The state as a restarted server would load it.
      const mock = createMock();
      const state = await DurableState.open(await SqliteState.open(file), mock);
      try {
        const session = state.open(SESSION, () => mock.fork());
        const venues = new Map([...mock.store.all('venues')].map((venue) => [String(venue.pid), venue]));
        for (const [pid, name] of acked.singles) assert.equal(venues.get(pid)?.name, name, `venue ${pid}`);
        const byBatch = new Map<string, string[]>();
        for (const venue of venues.values()) {
          if (typeof venue.batchId === 'string') {
            byBatch.set(venue.batchId, [...(byBatch.get(venue.batchId) ?? []), String(venue.name)]);
          }
        }
        for (const [batch, names] of acked.batches)
          assert.deepEqual(byBatch.get(batch), names, `batch ${batch}`);
        for (const [batch, names] of byBatch) assert.equal(names.length, 3, `batch ${batch} is whole`);
        for (const [pid, name] of acked.session) {
          assert.equal(session.store.get('venues', pid)?.name, name, `session venue ${pid}`);
        }
        assert.deepEqual(mock.store.verifyIndexes(), []);
        assert.deepEqual(session.store.verifyIndexes(), []);
        const total = acked.singles.size + acked.batches.size + acked.session.size;
        t.diagnostic(
          `${KILLS} × SIGKILL under ${WRITERS} writers: ${total} acknowledged writes (per run ${perRound.join(', ')}), ` +
            `${acked.singles.size} single, ${acked.batches.size} array (×3), ${acked.session.size} in a session; ` +
            `all found after restart, ${venues.size - acked.singles.size - 3 * acked.batches.size} unacknowledged ones kept`,
        );
      } finally {
        await state.close();
      }
    },
  );
});
