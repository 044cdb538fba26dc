/**
 * `npm run bench:mock:state`: does `--state` stall the mock? The same mixed write load on two
 * servers holding the same 30 MB of state, side by side in one run: one keeps it in memory only,
 * the other also commits every write to the state database before answering. A benchmark, not
 * a test: it prints both servers' latencies, the ratio of their p99 (the goal: with `--state`
 * at most 2× without) and the load average, and exits 0 either way.
 *
 * Fair by construction: both servers get the same offered load (`--rate` requests per second
 * over all connections, below what either answers at most, so neither is measured saturated),
 * in rounds that alternate between them (so both share whatever else the machine does), and
 * enough answers for a p99 (the report gives the count; at the defaults about 30,000 per
 * server, so the p99 rests on some 300 answers). `--rate 0` drives each server as fast as it
 * answers (a closed loop: then the faster server also gets more load).
 *
 *   npm run bench:mock:state                        ~30 MB of state, 1,000 req/s, 6 rounds of 5 s
 *   npm run bench:mock:state -- --mb 5 --seconds 3  a smaller state, shorter rounds
 *
 * The state: the demo seed plus synthetic persons up to the size asked for (as the snapshot's
 * JSON). The load, over 10 connections, cycles through: create a person, edit a person, create
 * two venues in one array request, read a person. Writes test-results/bench-mock-state.json.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Mock } from '../../../../mock-server/index';
import { DurableState } from '../../../../mock-server/persistence/durable';
import { SqliteState } from '../../../../mock-server/persistence/sqlite';
import { round, summarize, warmUp, type LoadResult, type LoadSettings, type RawRun } from '../load';
import type { BenchRequest } from '../scenarios';
import { buildState } from './data';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const resultFile = join(root, 'test-results', 'bench-mock-state.json');
const GOAL_RATIO = 2;

const { values: args } = parseArgs({
  options: {
    mb: { type: 'string', default: '30' },
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '6' },
    connections: { type: 'string', default: '10' },
    rate: { type: 'string', default: '1000' },
  },
});
const targetBytes = Number(args.mb) * 1_000_000;
const rounds = Number(args.rounds);
const settings: LoadSettings = {
  connections: Number(args.connections),
  warmupSeconds: 2,
  seconds: Number(args.seconds),
  rounds: 1,
  maxRequests: 500_000,
  timeoutSeconds: 10,
  overallRate: Number(args.rate),
};

const log = (line: string) => process.stderr.write(`${line}\n`);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

interface Child {
  readonly process: ChildProcess;
  readonly url: string;
  readonly startupMs: number;
}

function startChild(mode: 'memory' | 'state', file: string): Promise<Child> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(dirname(fileURLToPath(import.meta.url)), 'child.ts'), mode, file],
    {
      cwd: root,
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n')) {
        const { url, startupMs } = JSON.parse(line!) as { url: string; startupMs: number };
        resolve({ process: child, url, startupMs });
      }
    });
    child.once('exit', (code) => reject(new Error(`the ${mode} server exited (${code}) before listening`)));
  });
}

function stopChild(child: Child): Promise<void> {
  return new Promise((resolve) => {
    if (child.process.exitCode !== null) return resolve();
    child.process.once('exit', () => resolve());
    child.process.kill('SIGTERM');
  });
}

async function tokenOf(url: string): Promise<string> {
  const response = await fetch(`${url}/oauth/v2/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${btoa('demo-client:demo-secret')}` },
    body: new URLSearchParams({ grant_type: 'password', username: 'demo', password: 'demo' }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The mixed load: create a person, edit one, create two venues at once, read one. */
function requests(mock: Mock, token: string): BenchRequest[] {
  const host = String(mock.actor('demo').hosts[0]);
  const people = [...mock.store.ownedBy('persons', host)].slice(0, 50).map((person) => String(person.pid));
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const list: BenchRequest[] = [];
  people.forEach((pid, i) => {
    list.push(
      {
        method: 'POST',
        path: '/persons/',
        headers,
        body: JSON.stringify({ firstname: `New${i}`, lastname: 'Load' }),
      },
      {
        method: 'PATCH',
        path: `/persons/${pid}`,
        headers,
        body: JSON.stringify({ lastname: `Edited ${i}` }),
      },
      {
        method: 'POST',
        path: '/venues/',
        headers,
        body: JSON.stringify([
          { host, name: `Hall ${i}a`, city: 'Bern' },
          { host, name: `Hall ${i}b`, city: 'Basel' },
        ]),
      },
      { method: 'GET', path: `/persons/${pid}`, headers: { authorization: headers.authorization } },
    );
  });
  return list;
}

const fmt = (r: LoadResult) =>
  `${r.requests.toString().padStart(6)} answers ${r.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${r.latencyMs.p50.toFixed(2).padStart(7)} ms  p90 ${r.latencyMs.p90.toFixed(2).padStart(7)} ms  p99 ${r.latencyMs.p99.toFixed(2).padStart(7)} ms  max ${r.latencyMs.max.toFixed(1).padStart(7)} ms  non-2xx ${JSON.stringify(r.non2xx)} errors ${r.errors + r.timeouts}`;

async function main(): Promise<void> {
  const loadAtStart = load();
  const dir = await mkdtemp(join(tmpdir(), 'bench-mock-state-'));
  const children: Child[] = [];
  try {
    log(`Building ~${args.mb} MB of state …`);
    const { mock, json } = buildState(targetBytes);
    const snapshotFile = join(dir, 'snapshot.json');
    await writeFile(snapshotFile, json);
    const dbFile = join(dir, 'state.db');
    const writing = performance.now();
    const state = await DurableState.open(await SqliteState.open(dbFile), mock);
    await state.close();
    const writeMs = performance.now() - writing;
    const dbBytes = (await stat(dbFile)).size;
    log(
      `State: ${(json.length / 1e6).toFixed(1)} MB as JSON, ${mock.store.count('persons')} persons; database ${(dbBytes / 1e6).toFixed(1)} MB, written in ${(writeMs / 1000).toFixed(1)} s`,
    );

    const memory = await startChild('memory', snapshotFile);
    children.push(memory);
    const durable = await startChild('state', dbFile);
    children.push(durable);
    log(
      `Started: in memory ${(memory.startupMs / 1000).toFixed(1)} s (restore from JSON), with --state ${(durable.startupMs / 1000).toFixed(1)} s (load from the database)`,
    );
    const servers = [
      {
        name: 'in memory',
        child: memory,
        requests: requests(mock, await tokenOf(memory.url)),
        runs: [] as RawRun[],
      },
      {
        name: 'with --state',
        child: durable,
        requests: requests(mock, await tokenOf(durable.url)),
        runs: [] as RawRun[],
      },
    ];
    for (const server of servers) await warmUp(server.child.url, server.requests, settings);
    // Rounds alternate, so both servers share whatever else the machine does; which one goes
    // first alternates too (A B, B A, …), so neither always follows the other.
    for (let i = 0; i < rounds; i++) {
      for (const server of i % 2 === 0 ? servers : [...servers].reverse())
        server.runs.push(await round(server.child.url, server.requests, settings));
    }
    const [a, b] = servers.map((server) => summarize(server.runs)) as [LoadResult, LoadResult];
    const ratio = b.latencyMs.p99 / a.latencyMs.p99;
    // The ratio of each pair of neighbouring rounds: a burst of other work on the machine moves
    // one pair, not the median.
    const perRound = servers[0]!.runs.map(
      (run, i) =>
        summarize([servers[1]!.runs[i]!]).latencyMs.p99 / Math.max(1e-9, summarize([run]).latencyMs.p99),
    );
    const medianRatio = [...perRound].sort((x, y) => x - y)[Math.floor((perRound.length - 1) / 2)]!;
    const loadAtEnd = load();
    const lines = [
      `Mixed write load (create person, edit person, create 2 venues, read person), ${settings.connections} connections, ${settings.overallRate ? `${settings.overallRate} req/s offered to each` : 'as fast as answered'}, ${rounds} × ${settings.seconds} s per server, alternating`,
      `State: ${(json.length / 1e6).toFixed(1)} MB (snapshot JSON), database ${(dbBytes / 1e6).toFixed(1)} MB`,
      `  in memory     ${fmt(a)}`,
      `  with --state  ${fmt(b)}`,
      `p99 with --state / without: ${ratio.toFixed(2)}× over all rounds (goal ≤ ${GOAL_RATIO}×: ${ratio <= GOAL_RATIO ? 'met' : 'NOT met'}); per pair of rounds ${perRound.map((r) => `${r.toFixed(2)}×`).join(' ')}, median ${medianRatio.toFixed(2)}×`,
      `Startup from the database: ${(durable.startupMs / 1000).toFixed(1)} s; load average ${loadAtStart} at start, ${loadAtEnd} at end (${cpus().length} cores)`,
    ];
    console.log(lines.join('\n'));
    await mkdir(dirname(resultFile), { recursive: true });
    await writeFile(
      resultFile,
      `${JSON.stringify({ stateMb: json.length / 1e6, dbMb: dbBytes / 1e6, startupMs: { memory: memory.startupMs, state: durable.startupMs }, offeredRate: settings.overallRate || null, rounds, secondsPerRound: settings.seconds, memory: a, state: b, p99Ratio: ratio, p99RatioPerRound: perRound, p99RatioMedian: medianRatio, goalRatio: GOAL_RATIO, loadAverage: { start: loadAtStart, end: loadAtEnd } }, null, 2)}\n`,
    );
  } finally {
    await Promise.all(children.map(stopChild));
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
