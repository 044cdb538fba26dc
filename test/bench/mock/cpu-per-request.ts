/**
 * `npm run bench:mock:cpu`: the CPU time each server process spends per answered request, the
 * mock of this checkout, the mocks of other checkouts (old code, for a change's before and
 * after) and json-server in memory taking turns in short rounds under the same load. On a
 * shared machine requests per second swing with whatever else runs; the CPU a server spends
 * per answer moves far less, so it is what a code change is judged by (Linux: `/proc`).
 *
 *   npm run bench:mock:cpu -- --scenario create --rounds 12 --seconds 2
 *   npm run bench:mock:cpu -- --tree /path/to/a/checkout/of/main     # old and new side by side
 *
 * Each server gets a warm-up (dropped), then the rounds, the order reversed every round. The
 * figure is (utime + stime over the round) / answers, in µs; the median of the rounds beside it.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { FULL_SIZE, loadDataset, readForJsonServer, type Send } from './dataset';
import { round, warmUp, type LoadSettings } from './load';
import type { MockChildMessage } from './mock-child';
import { startJsonServerInMemory } from './peers';
import { buildScenarios, type BenchRequest, type Scenario } from './scenarios';
import { writeJsonServerDb } from './servers';

const { values: args } = parseArgs({
  options: {
    scenario: { type: 'string', default: 'create' },
    rounds: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '2' },
    warmup: { type: 'string', default: '3' },
    tree: { type: 'string', multiple: true, default: [] },
  },
});

/** Linux reports a process's CPU times in ticks of 1/100 s (USER_HZ). */
const TICK_US = 10_000;

interface Measured {
  name: string;
  url: string;
  pid: number;
  requests: BenchRequest[];
  stop(): Promise<void> | void;
  cpuTicks: number;
  answers: number;
  perRound: number[];
}

async function cpuTicks(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** The mock of a checkout (its own `mock-child.ts`), run with this checkout's tsx. */
function startMockOf(tree: string): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(join(tree, 'test/bench/mock/mock-child.ts'), [], {
    execArgv: ['--import', import.meta.resolve('tsx')],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((done, fail) => {
    child.once('message', (message: MockChildMessage) =>
      message.type === 'ready' ? done({ child, url: message.url }) : fail(new Error(JSON.stringify(message))),
    );
    child.once('exit', (code) => fail(new Error(`${tree}: the mock exited with ${code}`)));
  });
}

const sender =
  (base: string): Send =>
  (method, path, body, headers = {}) => {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body instanceof URLSearchParams) init.body = body;
    else if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    return fetch(`${base}${path}`, init);
  };

async function main(): Promise<void> {
  const settings: LoadSettings = {
    connections: 10,
    warmupSeconds: Number(args.warmup),
    seconds: Number(args.seconds),
    rounds: 1,
    maxRequests: 1_000_000,
    timeoutSeconds: 10,
  };
  const trees = [resolve('.'), ...args.tree.map((tree) => resolve(tree))];
  const servers: Measured[] = [];
  const work = await mkdtemp(join(tmpdir(), 'bench-mock-cpu-'));
  try {
    let scenario: Scenario | undefined;
    for (const [i, tree] of trees.entries()) {
      const { child, url } = await startMockOf(tree);
      const dataset = await loadDataset(sender(url), url, FULL_SIZE);
      const own = buildScenarios(dataset).find((s) => s.id === args.scenario);
      if (!own) throw new Error(`no scenario ${args.scenario}: read, list or create`);
      if (!scenario) {
        scenario = own;
        const db = join(work, 'db.json');
        await writeJsonServerDb(db, await readForJsonServer(sender(url), dataset.token));
        const jsm = await startJsonServerInMemory(db);
        servers.push({
          ...jsm,
          name: 'json-server in memory',
          requests: own.requests['json-server'],
          cpuTicks: 0,
          answers: 0,
          perRound: [],
        });
      }
      servers.push({
        name: i === 0 ? `mock (${tree})` : `mock of ${tree}`,
        url,
        pid: child.pid!,
        requests: own.requests.mock,
        stop: () => void child.kill(),
        cpuTicks: 0,
        answers: 0,
        perRound: [],
      });
    }
    for (const server of servers) await warmUp(server.url, server.requests, settings);
    const load0 = loadavg()[0]!;
    for (let r = 0; r < Number(args.rounds); r++) {
      for (const server of r % 2 === 0 ? servers : [...servers].reverse()) {
        const before = await cpuTicks(server.pid);
        const run = await round(server.url, server.requests, settings);
        const ticks = (await cpuTicks(server.pid)) - before;
        server.cpuTicks += ticks;
        server.answers += run.latencies.length;
        server.perRound.push((ticks * TICK_US) / Math.max(1, run.latencies.length));
      }
    }
    const load1 = loadavg()[0]!;
    console.log(
      `CPU per answered request, scenario ${args.scenario}, ${args.rounds} rounds of ${args.seconds} s, load ${load0.toFixed(2)} → ${load1.toFixed(2)}`,
    );
    for (const server of servers) {
      const sorted = [...server.perRound].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)]!;
      const mean = (server.cpuTicks * TICK_US) / Math.max(1, server.answers);
      const perSecond = server.answers / (Number(args.rounds) * Number(args.seconds));
      console.log(
        `${server.name.padEnd(48)} ${mean.toFixed(1).padStart(7)} µs (median ${median.toFixed(0)})  ${Math.round(perSecond)} answers/s`,
      );
    }
  } finally {
    for (const server of servers) await server.stop();
    await rm(work, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
