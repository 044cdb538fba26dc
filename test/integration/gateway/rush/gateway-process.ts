/**
 * One gateway instance as a process of its own, for the rush benchmark and the crash test: a
 * Node HTTP server (`toNodeHandler`) with a Redis store on a real redis-server, in front of the
 * mock's HTTP server, with a waiting room when one is configured. The visitor's address comes
 * from `X-Forwarded-For` (one trusted proxy: the benchmark's buyers each send their own).
 *
 * Configured by the environment variable `RUSH_GATEWAY` (JSON, see `GatewayProcessConfig`);
 * prints `listening on http://127.0.0.1:<port>` once it listens.
 *
 * Besides the gateway it answers `GET /__bench/stats` (not part of the product): how long the
 * gateway took for each queue poll (from the request to the response, measured inside this
 * process, so the client's own queueing is not in it), how many Redis commands each poll sent,
 * the process's CPU time and its event loop's delay.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import { createGateway, redisStore, type GatewayOptions } from '../../../../src/gateway/index';
import { toNodeHandler } from '../../../../src/gateway/node';
import { mockGatewayOptions } from '../../../fixtures/gateway-options';

export interface GatewayProcessConfig {
  readonly redisPort: number;
  /** The mock's API root, e.g. `http://127.0.0.1:4010/api`. */
  readonly serviceUrl: string;
  readonly event: string;
  readonly keyPrefix: string;
  readonly waitingRoom: GatewayOptions['waitingRoom'] | null;
  readonly holdMs?: number;
}

const config = JSON.parse(process.env.RUSH_GATEWAY ?? '{}') as GatewayProcessConfig;
const redis = new Redis({ port: config.redisPort, host: '127.0.0.1', maxRetriesPerRequest: 1 });

/** The request being handled, to count the Redis commands it sends. */
const current = new AsyncLocalStorage<{ commands: number }>();
const sendCommand = redis.sendCommand.bind(redis);
redis.sendCommand = ((...args: Parameters<typeof sendCommand>) => {
  const request = current.getStore();
  if (request) request.commands += 1;
  return sendCommand(...args);
}) as typeof redis.sendCommand;

const gateway = createGateway(
  mockGatewayOptions({
    baseUrl: config.serviceUrl,
    fetch: (request) => fetch(request),
    events: { pids: [config.event] },
    basePath: '/tickets',
    store: redisStore(redis, { keyPrefix: config.keyPrefix }),
    trustProxy: 1,
    limits: { perAddress: 1_000_000, perSession: 1_000_000 },
    ...(config.holdMs ? { caps: { holdMs: config.holdMs } } : {}),
    ...(config.waitingRoom ? { waitingRoom: config.waitingRoom } : {}),
  }),
);

const polls: number[] = [];
let pollCommands = 0;
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
let cpuAtStart = process.cpuUsage();

let requests = 0;
const timed: typeof gateway = async (request, connection) => {
  requests += 1;
  const isPoll = request.method === 'GET' && new URL(request.url).pathname.startsWith('/tickets/queue/');
  if (!isPoll) return gateway(request, connection);
  const counter = { commands: 0 };
  const started = performance.now();
  const response = await current.run(counter, () => gateway(request, connection));
  polls.push(performance.now() - started);
  pollCommands += counter.commands;
  return response;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const handler = toNodeHandler(timed);
const server = createServer((req, res) => {
  if (req.url === '/__bench/reset' && req.method === 'POST') {
    polls.length = 0;
    pollCommands = 0;
    requests = 0;
    cpuAtStart = process.cpuUsage();
    loop.reset();
    res.end('{}');
    return;
  }
  if (req.url === '/__bench/stats') {
    const sorted = [...polls].sort((a, b) => a - b);
    const cpu = process.cpuUsage(cpuAtStart);
    res.setHeader('Content-Type', 'application/json');
    res.end(
      JSON.stringify({
        requests,
        polls: sorted.length,
        pollMs: { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? 0 },
        pollTimes: sorted.map((ms) => Math.round(ms * 100) / 100),
        redisCommandsPerPoll: sorted.length ? pollCommands / sorted.length : 0,
        cpuSeconds: (cpu.user + cpu.system) / 1e6,
        eventLoopDelayMs: { p50: loop.percentile(50) / 1e6, p99: loop.percentile(99) / 1e6 },
      }),
    );
    return;
  }
  void handler(req, res);
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`listening on http://127.0.0.1:${port}\n`);
});
process.on('SIGTERM', () => {
  server.close();
  redis.disconnect();
  process.exit(0);
});
