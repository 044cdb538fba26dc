/**
 * `bench:gateway`, Node adapters side by side: the package's `toNodeHandler`
 * (`ticket-booking/gateway/node`, on `@hono/node-server`'s request listener) against the
 * hand-written adapter it replaced (`hand-written-adapter.ts`). One gateway (catalogue cache on,
 * memory store) in front of the mock in-process, served by each adapter on 127.0.0.1 over real
 * HTTP, loaded by autocannon with `connections` connections: a catalogue read (answered from the
 * cache: mostly the adapter's and the gateway's own work) and a person create (a JSON body
 * streamed in, the create sent on to the service, 201 with Location and session). The adapters
 * take turns round by round (ABBA…), so both share the machine's background load, after a
 * warm-up of each in both orders: the gateway and the mock are shared, and whichever adapter ran
 * first would otherwise pay for compiling their code. Besides requests per second, each round's
 * CPU time of the process (the load generator included, the same for both) per answered request:
 * on a machine shared with other work it scatters far less than the rate.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, createMock } from '../../../mock-server/index';
import { createGateway, memoryStore, type Gateway } from '../../../src/gateway/index';
import { toNodeHandler } from '../../../src/gateway/node';
import { mockGatewayOptions } from '../../fixtures/gateway-options';
import { round, summarize, warmUp, type LoadResult, type LoadSettings, type RawRun } from '../mock/load';
import type { BenchRequest } from '../mock/scenarios';
import { handWrittenNodeHandler } from './hand-written-adapter';

export interface AdapterSettings {
  connections: number;
  warmupSeconds: number;
  /** Measured seconds per adapter and scenario, over all rounds. */
  seconds: number;
  rounds: number;
}

export interface AdapterScenario {
  name: string;
  request: string;
  /** Per adapter: `@hono/node-server` (the package's) and `hand-written` (the former). */
  results: Record<AdapterName, LoadResult>;
  /** The package's requests per second over the hand-written adapter's. */
  ratio: number;
  /** CPU time of the process per answered request (µs), per adapter. */
  cpuMicrosPerRequest: Record<AdapterName, number>;
  /** The package's CPU time per request over the hand-written adapter's (below 1: cheaper). */
  cpuRatio: number;
}

type AdapterName = 'package' | 'hand-written';
type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const UPSTREAM = 'http://service.internal/api';
const BASE = '/tickets';

function listen(handler: Handler): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => void handler(req, res));
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${BASE}` }),
    ),
  );
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

export async function compareAdapters(
  settings: AdapterSettings,
  log: (line: string) => void,
): Promise<AdapterScenario[]> {
  const mock = createMock({ seed: 'demo', clock: { start: Date.now(), follow: true } });
  const app = createApp(mock, { basePath: '/api' });
  const event = (
    mock.records.list(mock.actor('demo'), 'events').items as { pid: string; name: string }[]
  ).find((e) => e.name.startsWith('Die Dreigroschenoper'))!.pid;
  const gateway: Gateway = createGateway(
    mockGatewayOptions({
      baseUrl: UPSTREAM,
      fetch: async (request) => app.fetch(request),
      events: { pids: [event] },
      basePath: BASE,
      store: memoryStore(),
      // Throughput is the point: no request is turned away by a rate limit.
      limits: { perAddress: 1_000_000, perSession: 1_000_000 },
    }),
  );
  const servers: Record<AdapterName, { server: Server; url: string }> = {
    package: await listen(toNodeHandler(gateway)),
    'hand-written': await listen(handWrittenNodeHandler(gateway)),
  };
  const load: LoadSettings = {
    connections: settings.connections,
    warmupSeconds: settings.warmupSeconds,
    seconds: settings.seconds,
    rounds: settings.rounds,
    maxRequests: 10_000_000,
    timeoutSeconds: 10,
  };
  const scenarios: { name: string; request: BenchRequest }[] = [
    {
      name: 'catalogue read (cached)',
      request: {
        method: 'GET',
        path: `/events/${event}?properties[prices]=1&properties[options]=1&properties[ticketoptiongroups]=1`,
        headers: {},
      },
    },
    {
      name: 'person create (JSON body)',
      request: {
        method: 'POST',
        path: '/persons/',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ firstname: 'Anna', lastname: 'Muster', email: 'anna.muster@example.ch' }),
      },
    },
  ];
  const names: AdapterName[] = ['package', 'hand-written'];
  const measured: AdapterScenario[] = [];
  try {
    for (const scenario of scenarios) {
      log(`adapters: ${scenario.name} …`);
      const requests = [scenario.request];
      for (const name of [...names, ...[...names].reverse()]) await warmUp(servers[name].url, requests, load);
      const runs: Record<AdapterName, RawRun[]> = { package: [], 'hand-written': [] };
      const cpu: Record<AdapterName, number> = { package: 0, 'hand-written': 0 };
      for (let i = 0; i < load.rounds; i++) {
        // Turns alternate which adapter goes first.
        for (const name of i % 2 === 0 ? names : [...names].reverse()) {
          const before = process.cpuUsage();
          runs[name].push(await round(servers[name].url, requests, load));
          const used = process.cpuUsage(before);
          cpu[name] += used.user + used.system;
        }
      }
      const results = { package: summarize(runs.package), 'hand-written': summarize(runs['hand-written']) };
      const perRequest = (name: AdapterName) => cpu[name] / Math.max(1, results[name].requests);
      const cpuMicrosPerRequest = {
        package: perRequest('package'),
        'hand-written': perRequest('hand-written'),
      };
      measured.push({
        name: scenario.name,
        request: `${scenario.request.method} ${BASE}${scenario.request.path.replace(/\?.*/, '?…')}`,
        results,
        ratio: results.package.requestsPerSecond / Math.max(1e-9, results['hand-written'].requestsPerSecond),
        cpuMicrosPerRequest,
        cpuRatio: cpuMicrosPerRequest.package / Math.max(1e-9, cpuMicrosPerRequest['hand-written']),
      });
    }
  } finally {
    await Promise.all(names.map((name) => close(servers[name].server)));
  }
  return measured;
}

export function formatAdapters(scenarios: AdapterScenario[], settings: AdapterSettings): string {
  const pad = (text: string | number, width: number) => String(text).padStart(width);
  const lines = [
    `Node adapters side by side: ${settings.connections} connections, ${settings.warmupSeconds} s warm-up, ` +
      `${settings.seconds} s measured per adapter in ${settings.rounds} alternating rounds`,
    `${'scenario'.padEnd(28)}${'adapter'.padEnd(20)}${pad('req/s', 9)}${pad('non-2xx', 8)}${pad('errors', 7)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('CPU µs/req', 11)}`,
  ];
  for (const scenario of scenarios) {
    for (const [name, label] of [
      ['package', '@hono/node-server'],
      ['hand-written', 'hand-written (old)'],
    ] as const) {
      const r = scenario.results[name];
      const non2xx = Object.values(r.non2xx).reduce((a, b) => a + b, 0);
      lines.push(
        `${scenario.name.padEnd(28)}${label.padEnd(20)}${pad(r.requestsPerSecond.toFixed(0), 9)}${pad(non2xx, 8)}${pad(r.errors + r.timeouts, 7)}${pad(r.latencyMs.p50.toFixed(2), 8)}${pad(r.latencyMs.p99.toFixed(2), 8)}${pad(scenario.cpuMicrosPerRequest[name].toFixed(0), 11)}`,
      );
    }
    lines.push(
      `${''.padEnd(28)}ratio (package / old): ${scenario.ratio.toFixed(2)}× req/s, ${scenario.cpuRatio.toFixed(2)}× CPU per request`,
    );
  }
  return lines.join('\n');
}
