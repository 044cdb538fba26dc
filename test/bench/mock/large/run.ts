/**
 * The mock on the `large` seed (100,000 tickets), side by side with json-server 1.0 serving the
 * same tickets and with a plain array scan, in one run:
 *
 *   (a) a filtered list (tickets of one show; and of one show in a named sector, a relation
 *       filter left after the show index) in process and over HTTP;
 *   (b) complete booking workflows per second over HTTP (person, booking, two tickets, confirm);
 *   (c, d) on the seated arena, in process: the seat statuses of a 10,000-seat show (all, and the
 *       first page of free seats) and best available in a house 90 % full (`seats.ts`).
 *
 * A benchmark, not a test: it reports whether the in-process goal (p50 ≤ 2 ms) is met and exits 0
 * either way; non-zero only when it could not measure. Loopback only; every run is bounded.
 *
 *   tsx test/bench/mock/large/run.ts                     about 1.5 minutes on two cores
 *   tsx test/bench/mock/large/run.ts --quick             short runs: checks the harness
 *   tsx test/bench/mock/large/run.ts --seconds 6 --connections 20 --clients 20
 *   tsx test/bench/mock/large/run.ts --seats                 the seat part (c, d) alone
 *
 * Writes test-results/bench-mock-large.json.
 */
import { fork } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { round, summarize, warmUp, type LoadSettings, type RawRun } from '../load';
import { machine } from '../report';
import { startJsonServer, writeJsonServerDb, type RunningServer } from '../servers';
import { BASE, loadLarge } from './data';
import { firstPageScenarios, listScenarios, measureInProcess, pagePids, PAGE_SIZE } from './list';
import type { LargeChildMessage } from './mock-child';
import {
  formatLargeReport,
  formatSeatSection,
  IN_PROCESS_GOAL_MS,
  type HttpListResult,
  type LargeReport,
} from './report';
import { measureSeats } from './seats';
import { formatStartup, measureStartup, type Startup } from './startup';
import { buildMockPackage, measureBinStartup } from './startup-bin';
import {
  checkWorkflow,
  JSON_SERVER_REQUESTS_PER_WORKFLOW,
  jsonServerWorkflow,
  measureWorkflows,
  MOCK_REQUESTS_PER_WORKFLOW,
  mockWorkflow,
  type WorkflowSettings,
} from './workflow';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../../../..');
const resultFile = join(root, 'test-results', 'bench-mock-large.json');

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    seconds: { type: 'string' },
    warmup: { type: 'string' },
    connections: { type: 'string' },
    clients: { type: 'string' },
    'workflow-seconds': { type: 'string' },
    iterations: { type: 'string' },
    seats: { type: 'boolean', default: false },
    startup: { type: 'boolean', default: false },
  },
});

const quick = args.quick;
const BUSY_SHOWS = 50;
const WORKFLOW_SHOWS = 400;
const http: LoadSettings = {
  connections: Number(args.connections ?? 10),
  warmupSeconds: Number(args.warmup ?? 1),
  seconds: Number(args.seconds ?? (quick ? 2 : 4)),
  rounds: 2,
  maxRequests: 200_000,
  timeoutSeconds: 10,
};
const workflows: WorkflowSettings = {
  clients: Number(args.clients ?? 10),
  warmupSeconds: quick ? 0.5 : 1,
  seconds: Number(args['workflow-seconds'] ?? (quick ? 2 : 8)),
  timeoutMs: 10_000,
};
const iterations = Number(args.iterations ?? (quick ? 300 : 3_000));
/** The seat calls: fewer, as a slow mock answers all 10,000 statuses in tens of ms. */
const seatLoop = {
  iterations: Math.ceil(iterations / 3),
  warmup: Math.ceil(iterations / 30),
  maxSeconds: quick ? 2 : 6,
};

function log(line: string): void {
  process.stderr.write(`${line}\n`);
}

async function version(pkg: string): Promise<string> {
  const file = join(root, 'node_modules', pkg, 'package.json');
  return (JSON.parse(await readFile(file, 'utf8')) as { version: string }).version;
}

/** The mock's server on the large seed in a child process (it loads while this process does). */
function startLargeMock(): { ready: Promise<RunningServer & { loadSeconds: number }> } {
  const child = fork(join(here, 'mock-child.ts'), [], {
    execArgv: ['--import', import.meta.resolve('tsx')],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    if (child.connected) child.send({ type: 'stop' });
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(force);
  };
  const ready = new Promise<RunningServer & { loadSeconds: number }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the large mock did not start within 120 s')), 120_000);
    child.once('message', (message: LargeChildMessage) => {
      clearTimeout(timer);
      if (message.type === 'ready') {
        resolve({ name: 'mock', url: message.url, pid: child.pid!, loadSeconds: message.loadSeconds, stop });
      } else
        reject(
          new Error(`the large mock failed: ${message.type === 'error' ? message.message : message.type}`),
        );
    });
    void exited.then(() => reject(new Error(`the large mock exited with ${child.exitCode}`)));
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  // Awaited once this process has loaded its own copy; a failure before then is not lost.
  ready.catch(() => undefined);
  return { ready };
}

async function passwordToken(base: string): Promise<string> {
  const response = await fetch(`${base}/oauth/v2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from('demo-client:demo-secret').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=password&username=demo&password=demo',
  });
  if (!response.ok) throw new Error(`token: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

const samePids = (a: readonly string[] | undefined, b: readonly string[]) =>
  a !== undefined && a.length === b.length && a.every((pid, i) => pid === b[i]);

async function main(): Promise<void> {
  const started = performance.now();
  const info = machine();
  log(`Machine: ${info.cpus} × ${info.cpuModel}, Node ${info.node}, load average ${info.loadAverage.start}`);
  const versions = {
    autocannon: await version('autocannon'),
    'json-server': await version('json-server'),
    hono: await version('hono'),
    '@hono/node-server': await version('@hono/node-server'),
  };
  const temp = await mkdtemp(join(tmpdir(), 'bench-mock-large-'));
  const running: RunningServer[] = [];
  const stopAll = () => Promise.all(running.splice(0).map((server) => server.stop()));
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));

  try {
    // First, alone: how soon a server on the large seed answers, and its memory then.
    // The published command (what QA engineers run) and, beside it, the sources under tsx.
    log('Building the mock package, then starting it on the empty seed and on the large seed, alone…');
    buildMockPackage();
    const startup: Startup[] = [];
    for (const seed of ['empty', 'large']) startup.push(await measureBinStartup(seed));
    for (const seed of ['empty', 'large']) startup.push(await measureStartup(seed));
    for (const s of startup)
      log(
        `  ${s.seed} (${s.how}): first answer after ${s.firstAnswerSeconds.toFixed(1)} s, RSS ${s.rssMb.toFixed(0)} MB`,
      );
    if (args.startup) {
      info.loadAverage.end = loadavg()[0]!;
      console.log(
        `Load average (1 min) at start ${info.loadAverage.start.toFixed(2)}, at end ${info.loadAverage.end.toFixed(2)}\n`,
      );
      console.log(formatStartup(startup));
      return;
    }
    if (args.seats) {
      log('Loading the large seed…');
      const data = await loadLarge({ busyShows: BUSY_SHOWS, workflowShows: WORKFLOW_SHOWS });
      const seats = await measureSeats(data, seatLoop, log);
      info.loadAverage.end = loadavg()[0]!;
      console.log(
        `Load average (1 min) at start ${info.loadAverage.start.toFixed(2)}, at end ${info.loadAverage.end.toFixed(2)}\n`,
      );
      console.log(formatSeatSection(seats));
      return;
    }
    log('Loading the large seed here and in the server process…');
    const server = startLargeMock();
    const data = await loadLarge({ busyShows: BUSY_SHOWS, workflowShows: WORKFLOW_SHOWS });
    const mock = await server.ready;
    running.push(mock);
    log(
      `  ${data.tickets.length} tickets; loaded in ${data.loadSeconds.toFixed(1)} s here, ` +
        `${mock.loadSeconds.toFixed(1)} s in the server; all tickets read in ${data.readSeconds.toFixed(1)} s`,
    );
    // The first pages of the whole list are measured in process only (json-server breaks ties of
    // a sort its own way, so its pages could not be checked against the array's).
    const scenarios = [...listScenarios(data.token, data.busyShows), ...firstPageScenarios(data.token)];

    // The three ways agree on the first page before anything is measured.
    for (const scenario of scenarios) {
      const request = scenario.requests.mock[0]!;
      const response = await data.app.fetch(
        new Request(`${BASE}${request.path}`, { headers: request.headers }),
      );
      const expected = scenario.baseline(data.tickets, 0).map((t) => t.pid);
      if (response.status !== 200 || !samePids(pagePids('mock', await response.json()), expected)) {
        throw new Error(
          `${scenario.id}: the mock's page differs from the array's (status ${response.status})`,
        );
      }
    }

    log(`Measuring in process (${iterations} calls per list)…`);
    const inProcess = await measureInProcess(data, scenarios, {
      mock: { iterations, warmup: Math.ceil(iterations / 10), maxSeconds: quick ? 2 : 6 },
      baseline: { iterations: Math.ceil(iterations / 3), warmup: 20, maxSeconds: quick ? 1 : 4 },
    });

    log('Measuring seats on the arena…');
    const seats = await measureSeats(data, seatLoop, log);

    log('Writing the same tickets for json-server and starting it…');
    const db = join(temp, 'db.json');
    const dbBytes = await writeJsonServerDb(db, {
      tickets: data.tickets.map((ticket) => ({ id: ticket.pid, ...ticket })),
      persons: [],
      bookings: [],
    });
    const jsonServer = await startJsonServer(db);
    running.push(jsonServer);
    const servers = { mock: { ...mock, token: await passwordToken(mock.url) }, 'json-server': jsonServer };
    const httpScenarios = listScenarios(servers.mock.token, data.busyShows);

    for (const scenario of httpScenarios) {
      const expected = scenario.baseline(data.tickets, 0).map((t) => t.pid);
      for (const name of ['mock', 'json-server'] as const) {
        const request = scenario.requests[name][0]!;
        const response = await fetch(`${servers[name].url}${request.path}`, { headers: request.headers });
        const pids = pagePids(name, await response.json());
        if (response.status !== 200 || !samePids(pids, expected)) {
          throw new Error(
            `${scenario.id} on ${name}: ${request.path} answered ${response.status}, pids ${pids}`,
          );
        }
      }
    }

    // A server on the large seed answers its first seconds of requests several times slower than
    // later ones (JIT, the collector still working through the seed's heap, indexes built on first
    // use): whichever scenario came first was measured on a cold server. Each server is warmed up
    // on every scenario once before the first measured round.
    log('Warming both servers up on every scenario…');
    for (const scenario of httpScenarios) {
      for (const name of ['mock', 'json-server'] as const)
        await warmUp(servers[name].url, scenario.requests[name], http);
    }

    const httpResults: HttpListResult[] = [];
    for (const scenario of httpScenarios) {
      log(
        `Measuring ${scenario.id} over HTTP: warm-up, then ${http.rounds} rounds on each server, taking turns…`,
      );
      const runs: Record<'mock' | 'json-server', RawRun[]> = { mock: [], 'json-server': [] };
      for (const name of ['mock', 'json-server'] as const)
        await warmUp(servers[name].url, scenario.requests[name], http);
      for (let i = 0; i < http.rounds; i++) {
        for (const name of ['mock', 'json-server'] as const)
          runs[name].push(await round(servers[name].url, scenario.requests[name], http));
      }
      const result = { mock: summarize(runs.mock), jsonServer: summarize(runs['json-server']) };
      log(
        `  mock ${Math.round(result.mock.requestsPerSecond)}/s, json-server ${Math.round(result.jsonServer.requestsPerSecond)}/s`,
      );
      httpResults.push({
        id: scenario.id,
        title: scenario.title,
        mockRequest: scenario.mockExample,
        jsonServerRequest: scenario.jsonServerExample,
        ...result,
      });
    }

    log(`Measuring booking workflows: ${workflows.clients} clients, ${workflows.seconds} s per server…`);
    const counter = { next: 0 };
    const mockStep = mockWorkflow(servers.mock.token, data.workflowTargets);
    const jsonStep = jsonServerWorkflow(data.workflowTargets);
    const alone: Record<string, number> = {};
    for (const [name, url, step] of [
      ['mock', mock.url, mockStep],
      ['json-server', jsonServer.url, jsonStep],
    ] as const) {
      const check = await checkWorkflow(url, step, counter.next++);
      if (check.problem) throw new Error(`A booking workflow on ${name} failed: ${check.problem}`);
      alone[name] = check.ms;
    }
    const mockFlows = await measureWorkflows(
      mock.url,
      mockStep,
      MOCK_REQUESTS_PER_WORKFLOW,
      workflows,
      counter,
    );
    log(`  mock ${mockFlows.workflowsPerSecond.toFixed(1)} workflows/s`);
    const jsonFlows = await measureWorkflows(
      jsonServer.url,
      jsonStep,
      JSON_SERVER_REQUESTS_PER_WORKFLOW,
      workflows,
      counter,
    );
    log(`  json-server ${jsonFlows.workflowsPerSecond.toFixed(1)} workflows/s`);
    await stopAll();

    info.loadAverage.end = loadavg()[0]!;
    const busyCounts = data.busyShows.map((s) => s.tickets);
    const report: LargeReport = {
      generatedAt: new Date().toISOString(),
      machine: info,
      versions,
      data: {
        tickets: data.tickets.length,
        busyShows: data.busyShows.length,
        ticketsPerBusyShow: { min: Math.min(...busyCounts), max: Math.max(...busyCounts) },
        workflowShows: data.workflowTargets.length,
        inProcessLoadSeconds: data.loadSeconds,
        serverLoadSeconds: mock.loadSeconds,
        jsonServerDbBytes: dbBytes,
      },
      settings: { http, workflows, inProcessIterations: iterations },
      startup,
      inProcess: inProcess.map((x) => ({
        ...x,
        title: scenarios.find((s) => s.id === x.scenario)!.title,
        goalMet: x.mock.p50Us <= IN_PROCESS_GOAL_MS * 1000,
      })),
      seats,
      http: httpResults,
      workflows: {
        mock: { ...mockFlows, aloneMs: alone.mock! },
        jsonServer: { ...jsonFlows, aloneMs: alone['json-server']! },
      },
      seconds: (performance.now() - started) / 1000,
    };
    await mkdir(dirname(resultFile), { recursive: true });
    await writeFile(resultFile, `${JSON.stringify(report, null, 2)}\n`);
    console.log(formatLargeReport(report));
    log(`\nWrote ${resultFile.slice(root.length + 1)}; page size ${PAGE_SIZE}.`);
  } finally {
    await stopAll();
    await rm(temp, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
