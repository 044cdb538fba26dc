/**
 * `npm run bench:gateway`: an on-sale rush in front of the gateway. Bursts of `--visitors`
 * (500) concurrent visitors open the same event every `--every` ms (1000) for `--seconds` (4),
 * each with the widget's two opening reads (the show list with availability, the event with its
 * prices, options and questions). Side by side, in one run:
 *
 * - no cache (`cache: false`): every visitor's read goes to the service;
 * - the catalogue cache, one instance, memory store;
 * - the catalogue cache, two instances sharing one Redis (skipped when `redis-server` is missing).
 *
 * The service is the mock (demo seed) in-process behind `--latency` ms (30) per request, as a
 * service across a network. Reported per configuration: the service's catalogue reads by kind,
 * and per lifetime window of that kind (goal: 1), the visitors' p50/p99/max, and the load
 * average.
 *
 * Then the Node adapters side by side (`adapters.ts`): the package's `toNodeHandler` on
 * `@hono/node-server` against the hand-written adapter it replaced, over real HTTP with
 * autocannon (`--connections`, `--adapter-seconds` per adapter and scenario in `--adapter-rounds`
 * alternating rounds), as requests per second, p50/p99 and CPU time per request, with the ratios.
 * A benchmark: it reports and exits 0; non-zero only when it could
 * not measure. Writes test-results/bench-gateway.json.
 *
 *   npm run bench:gateway
 *   npm run bench:gateway -- --visitors 200 --seconds 6 --latency 50
 *   npm run bench:gateway -- --adapters-only --adapter-seconds 12 --adapter-rounds 6
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createApp, createMock } from '../../../mock-server/index';
import {
  CACHE_DEFAULTS,
  createGateway,
  memoryStore,
  redisStore,
  type Gateway,
  type GatewayStore,
} from '../../../src/gateway/index';
import { mockGatewayOptions } from '../../fixtures/gateway-options';
import { startRedis, type RedisServer } from '../../integration/gateway/redis-server';
import { compareAdapters, formatAdapters, type AdapterScenario } from './adapters';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const resultFile = join(root, 'test-results', 'bench-gateway.json');

const { values: args } = parseArgs({
  options: {
    visitors: { type: 'string', default: '500' },
    every: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '4' },
    latency: { type: 'string', default: '30' },
    connections: { type: 'string', default: '10' },
    'adapter-seconds': { type: 'string', default: '8' },
    'adapter-rounds': { type: 'string', default: '4' },
    'adapters-only': { type: 'boolean', default: false },
  },
});
const VISITORS = Math.max(1, Number(args.visitors));
const EVERY_MS = Math.max(1, Number(args.every));
const SECONDS = Math.max(1, Number(args.seconds));
const LATENCY_MS = Math.max(0, Number(args.latency));
const ADAPTERS = {
  connections: Math.max(1, Number(args.connections)),
  warmupSeconds: 1,
  seconds: Math.max(1, Number(args['adapter-seconds'])),
  rounds: Math.max(2, Number(args['adapter-rounds'])),
};
const EVENT_NAME = 'Die Dreigroschenoper';
const UPSTREAM = 'http://service.internal/api';
const GATEWAY = 'https://shop.example/tickets';

const log = (line: string) => process.stderr.write(`${line}\n`);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

type Kind = 'availability' | 'event' | 'groups' | 'other';

interface Result {
  name: string;
  instances: number;
  visitors: number;
  requests: number;
  failed: number;
  seconds: number;
  /** The service's reads during the measured bursts, by kind. */
  upstream: Record<Kind, number>;
  /** Reads per lifetime window of their kind (availability 2 s, the rest 10 s). */
  perWindow: { availability: number; event: number };
  latencyMs: { p50: number; p99: number; max: number };
}

function kindOf(path: string): Kind {
  if (path.startsWith('/shows/') && path.includes('properties[capacity]')) return 'availability';
  if (path.startsWith('/events/') && !path.startsWith('/events/?')) return 'event';
  if (path.startsWith('/ticketoptiongroups/')) return 'groups';
  return 'other';
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function measure(
  name: string,
  build: (fetch: (request: Request) => Promise<Response>, events: string[]) => Gateway[],
): Promise<Result> {
  const mock = createMock({ seed: 'demo', clock: { start: Date.now(), follow: true } });
  const app = createApp(mock, { basePath: '/api' });
  const event = (
    mock.records.list(mock.actor('demo'), 'events').items as { pid: string; name: string }[]
  ).find((e) => e.name.startsWith(EVENT_NAME))!.pid;
  let counting = false;
  const upstream: Record<Kind, number> = { availability: 0, event: 0, groups: 0, other: 0 };
  const fetch = async (request: Request) => {
    if (counting) {
      const url = new URL(request.url);
      upstream[kindOf(decodeURIComponent(url.pathname.slice(4) + url.search))] += 1;
    }
    await sleep(LATENCY_MS);
    return app.fetch(request);
  };
  const instances = build(fetch, [event]);
  const paths = [
    `/shows/?filters[event]=${event}&properties[event]=1&properties[venue]=1&properties[capacity]=1&orderBy[start]=asc`,
    `/events/${event}?properties[prices]=1&properties[options]=1&properties[ticketoptiongroups]=1`,
  ];
  let visitorNo = 0;
  const visit = async (path: string, instance: Gateway, address: string) => {
    const started = performance.now();
    const response = await instance(new Request(`${GATEWAY}${path}`), { clientAddress: address });
    await response.arrayBuffer();
    return { ms: performance.now() - started, ok: response.status === 200 };
  };
  // Warm-up: the gateway signs in and reads which events are on sale (not counted).
  for (const instance of instances) await visit(paths[0]!, instance, '192.0.2.1');
  await sleep(Math.max(CACHE_DEFAULTS.ttlMs, CACHE_DEFAULTS.availabilityTtlMs) / 100);
  counting = true;
  const started = performance.now();
  const bursts: Promise<{ ms: number; ok: boolean }[]>[] = [];
  const count = Math.ceil((SECONDS * 1000) / EVERY_MS);
  for (let burst = 0; burst < count; burst++) {
    const at = started + burst * EVERY_MS;
    await sleep(Math.max(0, at - performance.now()));
    bursts.push(
      Promise.all(
        Array.from({ length: VISITORS }, () => {
          visitorNo += 1;
          const instance = instances[visitorNo % instances.length]!;
          // Each visitor from an address of its own (documentation range; never contacted).
          const address = `198.51.${(visitorNo >> 8) & 255}.${visitorNo & 255}`;
          return Promise.all(paths.map((path) => visit(path, instance, address)));
        }),
      ).then((pairs) => pairs.flat()),
    );
  }
  const samples = (await Promise.all(bursts)).flat();
  const seconds = (performance.now() - started) / 1000;
  counting = false;
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const windows = (ttl: number) => Math.max(1, Math.ceil((seconds * 1000) / ttl));
  return {
    name,
    instances: instances.length,
    visitors: count * VISITORS,
    requests: samples.length,
    failed: samples.filter((s) => !s.ok).length,
    seconds,
    upstream,
    perWindow: {
      availability: upstream.availability / windows(CACHE_DEFAULTS.availabilityTtlMs),
      event: upstream.event / windows(CACHE_DEFAULTS.ttlMs),
    },
    latencyMs: { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? 0 },
  };
}

const options = (fetch: (request: Request) => Promise<Response>, events: string[]) =>
  mockGatewayOptions({
    baseUrl: UPSTREAM,
    fetch,
    events: { pids: events },
    basePath: '/tickets',
    // The rush is the point: no visitor is turned away by a rate limit.
    limits: { perAddress: 1_000_000, perSession: 1_000_000 },
  });

function format(results: Result[]): string {
  const pad = (text: string | number, width: number) => String(text).padStart(width);
  const lines = [
    `Gateway catalogue cache: ${VISITORS} concurrent visitors every ${EVERY_MS} ms for ${SECONDS} s, 2 reads each, service latency ${LATENCY_MS} ms`,
    `Lifetimes: availability ${CACHE_DEFAULTS.availabilityTtlMs} ms, catalogue ${CACHE_DEFAULTS.ttlMs} ms. Goal: 1 read of the service per kind and window.`,
    '',
    `${'configuration'.padEnd(34)}${pad('visitors', 9)}${pad('failed', 7)}${pad('avail. reads', 13)}${pad('/window', 8)}${pad('event reads', 12)}${pad('/window', 8)}${pad('other', 6)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('max ms', 8)}`,
  ];
  for (const r of results) {
    lines.push(
      `${r.name.padEnd(34)}${pad(r.visitors, 9)}${pad(r.failed, 7)}${pad(r.upstream.availability, 13)}${pad(r.perWindow.availability.toFixed(1), 8)}${pad(r.upstream.event, 12)}${pad(r.perWindow.event.toFixed(1), 8)}${pad(r.upstream.groups + r.upstream.other, 6)}${pad(r.latencyMs.p50.toFixed(1), 8)}${pad(r.latencyMs.p99.toFixed(1), 8)}${pad(r.latencyMs.max.toFixed(1), 8)}`,
    );
  }
  const cached = results.filter((r) => r.name !== 'no cache');
  const met = cached.every((r) => r.perWindow.availability <= 1 && r.perWindow.event <= 1);
  lines.push('', `Goal (≤ 1 read per kind and window with the cache): ${met ? 'met' : 'NOT met'}`);
  return lines.join('\n');
}

async function main(): Promise<void> {
  const start = loadavg()[0]!;
  const results: Result[] = [];
  if (!args['adapters-only']) await measureCache(results);
  const adapters: AdapterScenario[] = await compareAdapters(ADAPTERS, log);
  const load = { start, end: loadavg()[0]! };
  const report = {
    generatedAt: new Date().toISOString(),
    settings: {
      visitors: VISITORS,
      everyMs: EVERY_MS,
      seconds: SECONDS,
      latencyMs: LATENCY_MS,
      ...CACHE_DEFAULTS,
      adapters: ADAPTERS,
    },
    loadAverage: load,
    results,
    adapters,
  };
  await mkdir(dirname(resultFile), { recursive: true });
  await writeFile(resultFile, `${JSON.stringify(report, null, 2)}\n`);
  const cache = results.length ? `${format(results)}\n\n` : '';
  process.stdout.write(
    `${cache}${formatAdapters(adapters, ADAPTERS)}\n` +
      `Load average (1 min): ${load.start.toFixed(2)} at start, ${load.end.toFixed(2)} at end\n` +
      `Written to ${resultFile}\n`,
  );
}

/** The catalogue cache's configurations, one after another. */
async function measureCache(results: Result[]): Promise<void> {
  log('no cache …');
  results.push(
    await measure('no cache', (fetch, events) => [
      createGateway({ ...options(fetch, events), cache: false }),
    ]),
  );
  log('cache, one instance (memory) …');
  results.push(
    await measure('cache, 1 instance (memory store)', (fetch, events) => [
      createGateway({ ...options(fetch, events), store: memoryStore() }),
    ]),
  );
  let redis: RedisServer | undefined;
  try {
    redis = await startRedis();
  } catch (error) {
    log(`redis-server is not available, skipping the Redis configuration: ${String(error)}`);
  }
  if (redis) {
    try {
      log('cache, two instances (one Redis) …');
      const stores: GatewayStore[] = [redisStore(redis.client()), redisStore(redis.client())];
      results.push(
        await measure('cache, 2 instances (one Redis)', (fetch, events) =>
          stores.map((store) => createGateway({ ...options(fetch, events), store })),
        ),
      );
    } finally {
      await redis.stop();
    }
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench:gateway could not measure: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exitCode = 1;
});
