/**
 * What `--state` adds to a write, measured where it happens: the commit (`DurableState.commit`,
 * collecting the changed rows and the SQLite transaction) after each write, in this process, on
 * the same ~30 MB state as `bench:mock:state`. Over HTTP the p99 of a loaded two-core machine is
 * mostly the scheduler's (the in-memory server's own p99 swings 15–90 ms between runs); the time
 * inside the commit is what the state file costs a request, and its tail shows a checkpoint that
 * runs inside a commit.
 *
 * The writes are those of the HTTP load (create a person, edit one, create two venues), paced to
 * `--rate` writes per second with ~0.3 ms of other work each (a request's), so the checkpointer
 * runs between them as it would beside a server. `--writer-checkpoints` turns the worker off:
 * the writer then checkpoints inside the commit that passes its bound, as SQLite does by itself.
 *
 *   npx tsx test/bench/mock/state/commits.ts                     4,000 writes at 1,500/s
 *   npx tsx test/bench/mock/state/commits.ts --writer-checkpoints
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createMock } from '../../../../mock-server/index';
import { DurableState } from '../../../../mock-server/persistence/durable';
import { SqliteState } from '../../../../mock-server/persistence/sqlite';
import { buildState } from './data';

const { values: args } = parseArgs({
  options: {
    mb: { type: 'string', default: '30' },
    writes: { type: 'string', default: '4000' },
    rate: { type: 'string', default: '1500' },
    'writer-checkpoints': { type: 'boolean', default: false },
  },
});
const writes = Number(args.writes);
const rate = Number(args.rate);
const options = args['writer-checkpoints'] ? { checkpointEveryMs: 0 } : {};
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  const loadAtStart = load();
  const { json } = buildState(Number(args.mb) * 1_000_000);
  const mock = createMock();
  mock.restore(JSON.parse(json) as unknown);
  const dir = await mkdtemp(join(tmpdir(), 'bench-mock-commits-'));
  try {
    const file = join(dir, 'state.db');
    // Written whole once, then opened as a server opens an existing state file.
    await (await DurableState.open(await SqliteState.open(file, options), mock)).close();
    const state = await DurableState.open(await SqliteState.open(file, options), mock);
    const demo = mock.actor('demo');
    const host = demo.hosts[0]!;
    const people = [...mock.store.ownedBy('persons', host)].slice(0, 50).map((p) => String(p.pid));
    const request = new Request('http://mock.test/persons/', { method: 'POST' });
    const times = new Float64Array(writes);
    const started = performance.now();
    for (let i = 0; i < writes; i++) {
      if (i % 3 === 0) mock.records.create(demo, 'persons', { firstname: `New${i}`, lastname: 'Load' });
      else if (i % 3 === 1)
        mock.records.update(demo, 'persons', people[i % 50]!, { lastname: `Edited ${i}` });
      else
        mock.records.create(demo, 'venues', [
          { host, name: `Hall ${i}a`, city: 'Bern' },
          { host, name: `Hall ${i}b`, city: 'Basel' },
        ]);
      const at = performance.now();
      state.commit(request);
      times[i] = performance.now() - at;
      const busy = performance.now() + 0.3;
      while (performance.now() < busy);
      const due = started + ((i + 1) * 1000) / rate;
      await new Promise((resolve) =>
        performance.now() < due ? setTimeout(resolve, due - performance.now()) : setImmediate(resolve),
      );
    }
    await state.close();
    const sorted = times.slice().sort();
    const q = (p: number) => sorted[Math.min(writes - 1, Math.ceil(p * writes) - 1)]!.toFixed(2);
    const mean = times.reduce((sum, t) => sum + t, 0) / writes;
    console.log(
      [
        `Commit of a write with --state, in process, ${writes} writes at ${rate}/s on ${args.mb} MB of state; checkpoints ${args['writer-checkpoints'] ? 'by the writer, inside commits' : 'by the worker thread'}`,
        `  mean ${mean.toFixed(3)} ms  p50 ${q(0.5)}  p90 ${q(0.9)}  p99 ${q(0.99)}  p99.9 ${q(0.999)}  max ${sorted[writes - 1]!.toFixed(1)} ms; over 5 ms: ${times.filter((t) => t > 5).length}`,
        `Load average ${loadAtStart} at start, ${load()} at end`,
      ].join('\n'),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
