/**
 * `npm run bench:mock`: the mock's HTTP throughput side by side with json-server 1.0 on the
 * same records (on file, and in memory), WireMock repeating the mock's recorded answers and a
 * bare node:http ceiling, in one run; then the mock's in-process cost per request. A benchmark,
 * not a test: it reports whether the goals are met (≥ 3× json-server on file in every scenario;
 * the list ≥ 35 % of the ceiling and ≥ 1× WireMock; a create ≥ 1× json-server in memory) and
 * exits 0 either way; it exits non-zero only when it could not measure.
 *
 *   npm run bench:mock                      full data set, ~3 minutes
 *   npm run bench:mock -- --quick           a tenth of the data, short runs (checks the harness)
 *   npm run bench:mock -- --profile         also profiles the mock's server under each scenario
 *   npm run bench:mock -- --seconds 5 --connections 20
 *   npm run bench:mock -- --scenario list   only the list (repeatable: read, list, create)
 *
 * Writes test-results/bench-mock.json (and the profiles' .cpuprofile files there with --profile).
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { FULL_SIZE, QUICK_SIZE, loadDataset, readForJsonServer, type Send } from './dataset';
import { runInProcess } from './in-process';
import { measure, round, summarize, warmUp, type LoadResult, type LoadSettings, type RawRun } from './load';
import { summarizeProfile, type ProfileSummary } from './profile';
import { GOAL_RATIO, formatReport, machine, type Report, type ScenarioResult } from './report';
import { buildScenarios, type Scenario, type ServerName } from './scenarios';
import type { FixedAnswer } from './reference-child';
import { startJsonServerInMemory, startWireMock, type Skipped, type Stub } from './peers';
import {
  startJsonServer,
  startMock,
  startReference,
  writeJsonServerDb,
  type RunningMock,
  type RunningServer,
} from './servers';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const resultFile = join(root, 'test-results', 'bench-mock.json');

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    scenario: { type: 'string', multiple: true },
    profile: { type: 'boolean', default: false },
    seconds: { type: 'string' },
    warmup: { type: 'string' },
    connections: { type: 'string' },
  },
});

const quick = args.quick;
const size = quick ? QUICK_SIZE : FULL_SIZE;
const settings: LoadSettings = {
  connections: Number(args.connections ?? 10),
  warmupSeconds: Number(args.warmup ?? (quick ? 1 : 2)),
  seconds: Number(args.seconds ?? (quick ? 3 : 8)),
  // Short turns: a change of load between servers moves every one's figure alike.
  rounds: quick ? 2 : 8,
  maxRequests: 500_000,
  timeoutSeconds: 10,
};
/** The servers measured in turn; each speaks the mock's requests or json-server's. */
type Measured = 'mock' | 'json-server' | 'json-server (in memory)' | 'WireMock';
const DIALECT: Record<Measured, ServerName> = {
  mock: 'mock',
  'json-server': 'json-server',
  'json-server (in memory)': 'json-server',
  WireMock: 'mock',
};
const PROFILE_SECONDS = 4;

function log(line: string): void {
  process.stderr.write(`${line}\n`);
}

async function version(pkg: string): Promise<string> {
  const file = join(root, 'node_modules', pkg, 'package.json');
  return (JSON.parse(await readFile(file, 'utf8')) as { version: string }).version;
}

/** A Send over HTTP to `base`. */
function httpSend(base: string): Send {
  return (method, path, body, headers = {}) => {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body instanceof URLSearchParams) {
      init.body = body;
    } else if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    return fetch(`${base.replace(/\/+$/, '')}${path}`, init);
  };
}

/**
 * One request of each scenario on each server, checked, so that nothing is measured blind.
 * Answers the mock's answer to each scenario, which the reference server then repeats.
 */
async function check(
  scenarios: Scenario[],
  servers: Record<ServerName, RunningServer>,
): Promise<Map<Scenario['id'], FixedAnswer>> {
  const answers = new Map<Scenario['id'], FixedAnswer>();
  for (const scenario of scenarios) {
    for (const name of ['mock', 'json-server'] as const) {
      const request = scenario.requests[name][0]!;
      const base = servers[name].url.replace(/\/+$/, '');
      const response = await fetch(`${base}${request.path}`, {
        method: request.method,
        headers: request.headers,
        body: request.body,
      });
      const text = await response.text();
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
      const problem = scenario.check(name, response.status, body);
      if (problem) {
        throw new Error(
          `${scenario.id} on ${name}: ${request.method} ${request.path}: ${problem}: ${text.slice(0, 300)}`,
        );
      }
      if (name === 'mock') {
        answers.set(scenario.id, { status: response.status, headers: answerHeaders(response), body: text });
      }
    }
  }
  return answers;
}

/** Headers every server writes itself, with its own values, so they are not repeated. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/**
 * The mock's answer headers, for a server that repeats the answer: all of them (the CORS headers
 * too, which the mock sends on every answer), except those the repeating server writes itself.
 */
function answerHeaders(response: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!OWN_HEADERS.has(name)) headers[name] = value;
  });
  return headers;
}

/** The mock's answer to every request of every scenario, for WireMock to repeat. */
async function record(scenarios: Scenario[], mock: RunningServer): Promise<Stub[]> {
  const stubs: Stub[] = [];
  const base = mock.url.replace(/\/+$/, '');
  for (const scenario of scenarios) {
    for (const request of scenario.requests.mock) {
      const response = await fetch(`${base}${request.path}`, {
        method: request.method,
        headers: request.headers,
        body: request.body,
      });
      stubs.push({
        request,
        answer: { status: response.status, headers: answerHeaders(response), body: await response.text() },
      });
    }
  }
  return stubs;
}

async function main(): Promise<void> {
  const started = performance.now();
  const info = machine();
  log(`Machine: ${info.cpus} × ${info.cpuModel}, Node ${info.node}`);
  const versions: Record<string, string> = {
    autocannon: await version('autocannon'),
    'json-server': await version('json-server'),
    hono: await version('hono'),
    '@hono/node-server': await version('@hono/node-server'),
  };

  const temp = await mkdtemp(join(tmpdir(), 'bench-mock-'));
  const running: RunningServer[] = [];
  const stopAll = () => Promise.all(running.splice(0).map((server) => server.stop()));
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));

  try {
    log('Starting the mock and creating the data set through its API…');
    const mock: RunningMock = await startMock();
    running.push(mock);
    const send = httpSend(mock.url);
    const dataset = await loadDataset(send, mock.url, size);
    log(
      `  ${Object.entries(dataset.counts)
        .map(([c, n]) => `${n} ${c}`)
        .join(', ')} in ${(dataset.loadMs / 1000).toFixed(1)} s`,
    );

    log('Writing the same records for json-server and starting it…');
    const db = join(temp, 'db.json');
    const dbBytes = await writeJsonServerDb(db, await readForJsonServer(send, dataset.token));
    const jsonServer = await startJsonServer(db);
    running.push(jsonServer);

    log('Starting json-server with the same records in memory…');
    const inMemory = await startJsonServerInMemory(db);
    running.push(inMemory);

    const reference = await startReference();
    running.push(reference);

    const scenarios = buildScenarios(dataset).filter(
      (scenario) => !args.scenario || args.scenario.includes(scenario.id),
    );
    const answers = await check(scenarios, { mock, 'json-server': jsonServer });
    await check(scenarios, { mock, 'json-server': inMemory });

    log("Recording the mock's answers and starting WireMock with them…");
    const wireMock: RunningServer | Skipped = await startWireMock(await record(scenarios, mock));
    if ('skipped' in wireMock) log(`  WireMock not measured: ${wireMock.skipped}`);
    else running.push(wireMock);
    const servers: Partial<Record<Measured, RunningServer>> = {
      mock,
      'json-server': jsonServer,
      'json-server (in memory)': inMemory,
      ...('skipped' in wireMock ? {} : { WireMock: wireMock }),
    };
    const measuredNames = (Object.keys(servers) as Measured[]).filter((name) => servers[name]);
    if (!('skipped' in wireMock)) versions.WireMock = wireMock.name.replace(/^WireMock /, '');

    const results: ScenarioResult[] = [];
    for (const scenario of scenarios) {
      log(`Measuring ${scenario.id}: warm-up, then ${settings.rounds} rounds on each server, taking turns…`);
      const runs = new Map<Measured, RawRun[]>(measuredNames.map((name) => [name, []]));
      const requestsOf = (name: Measured) => scenario.requests[DIALECT[name]];
      for (const name of measuredNames) {
        // The JVM compiles WireMock's hot paths while it runs: it gets three times the warm-up.
        const warm =
          name === 'WireMock' ? { ...settings, warmupSeconds: settings.warmupSeconds * 3 } : settings;
        await warmUp(servers[name]!.url, requestsOf(name), warm);
      }
      // The ceiling takes its turn in the same rounds, so that it shares the same moments of load.
      await reference.answerWith(answers.get(scenario.id)!);
      await warmUp(reference.url, scenario.requests.mock, { ...settings, warmupSeconds: 1 });
      const referenceRuns: RawRun[] = [];
      for (let i = 0; i < settings.rounds; i++) {
        for (const name of measuredNames)
          runs.get(name)!.push(await round(servers[name]!.url, requestsOf(name), settings));
        referenceRuns.push(await round(reference.url, scenario.requests.mock, settings));
      }
      const measured = new Map(measuredNames.map((name) => [name, summarize(runs.get(name)!)]));
      for (const [name, result] of measured)
        log(`  ${name}: ${Math.round(result.requestsPerSecond)} requests/s`);
      const ceiling = summarize(referenceRuns);
      log(`  node:http, fixed answer: ${Math.round(ceiling.requestsPerSecond)} requests/s`);
      const mockResult = measured.get('mock')!;
      const per = (peer: LoadResult | undefined) =>
        peer === undefined
          ? undefined
          : peer.requestsPerSecond
            ? mockResult.requestsPerSecond / peer.requestsPerSecond
            : Infinity;
      const ratio = per(measured.get('json-server'))!;
      results.push({
        id: scenario.id,
        title: scenario.title,
        mockRequest: scenario.mockExample,
        jsonServerRequest: scenario.jsonServerExample,
        mock: mockResult,
        jsonServer: measured.get('json-server')!,
        jsonServerInMemory: measured.get('json-server (in memory)')!,
        ...(measured.has('WireMock') ? { wireMock: measured.get('WireMock')! } : {}),
        reference: ceiling,
        ratio,
        goalMet: ratio >= GOAL_RATIO,
        ratioInMemory: per(measured.get('json-server (in memory)'))!,
        ...(measured.has('WireMock') ? { ratioWireMock: per(measured.get('WireMock'))! } : {}),
        ceilingShare: ceiling.requestsPerSecond
          ? mockResult.requestsPerSecond / ceiling.requestsPerSecond
          : 0,
      });
    }

    let profile: Record<string, ProfileSummary> | undefined;
    if (args.profile) {
      profile = {};
      await mkdir(dirname(resultFile), { recursive: true });
      for (const scenario of scenarios) {
        log(`Profiling the mock under ${scenario.id}…`);
        const file = join(dirname(resultFile), `bench-mock-${scenario.id}.cpuprofile`);
        await mock.startProfile();
        await measure(mock.url, scenario.requests.mock, {
          ...settings,
          warmupSeconds: 0,
          seconds: PROFILE_SECONDS,
        });
        await mock.stopProfile(file);
        profile[scenario.id] = await summarizeProfile(file, root);
      }
    }
    await stopAll();

    log('Measuring in process…');
    const inProcess = await runInProcess(size, {
      iterations: quick ? 2_000 : 10_000,
      warmup: quick ? 200 : 1_000,
      maxSeconds: quick ? 2 : 4,
    });

    info.loadAverage.end = loadavg()[0]!;
    const notMetIn = results.filter((r) => !r.goalMet).map((r) => r.id);
    const report: Report = {
      generatedAt: new Date().toISOString(),
      machine: info,
      versions,
      settings,
      dataset: { counts: dataset.counts, loadSeconds: dataset.loadMs / 1000, jsonServerDbBytes: dbBytes },
      goal: { ratio: GOAL_RATIO, met: notMetIn.length === 0, notMetIn },
      ...('skipped' in wireMock ? { wireMockSkipped: wireMock.skipped } : {}),
      scenarios: results,
      inProcess: inProcess.results,
      ...(profile ? { profile } : {}),
    };
    await mkdir(dirname(resultFile), { recursive: true });
    await writeFile(resultFile, `${JSON.stringify(report, null, 2)}\n`);
    console.log(formatReport(report));
    log(
      `\nWrote ${resultFile.slice(root.length + 1)} in ${((performance.now() - started) / 1000).toFixed(0)} s.`,
    );
  } finally {
    await stopAll();
    await rm(temp, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
