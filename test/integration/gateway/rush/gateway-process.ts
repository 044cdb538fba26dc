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
 * process, so the client's own queueing is not in it), how long of it the poll's own code ran
 * (the sum of its synchronous steps, timed by async hooks: the poll's own cost, without the
 * waits for the event loop and for Redis; as wall time, and as the process's CPU time in those
 * steps, which leaves out the time the machine gave to other processes meanwhile; for one poll
 * in `cpuSample`), how many Redis commands each poll sent (without `ownCode`: one poll in 64,
 * one at a time), the process's
 * CPU time and its event loop's delay (`GET /__bench/count`: the requests, polls and CPU time alone,
 * for a sampler). A join's answer carries `X-Bench-Joined-At`: the time
 * (epoch ms) the gateway gave the room for it, so the benchmark judges the order of admission by
 * the moment each join was recorded.
 */
import { AsyncLocalStorage, createHook } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Pipeline, Redis } from 'ioredis';
import { createGateway, redisStore, type GatewayOptions } from '../../../../src/gateway/index';
import type { RoomBackend } from '../../../../src/gateway/waiting-room/types';
import { toNodeHandler } from '../../../../src/gateway/node';
import type { ConnectionInfo } from '../../../../src/gateway/options';
import { takesViews, viewHandlerOf, type VisitorRequest } from '../../../../src/gateway/visitor-request';
import { mockGatewayOptions } from '../../../fixtures/gateway-options';

export interface GatewayProcessConfig {
  readonly redisPort: number;
  /** Connect to Redis over this Unix socket instead of TCP on `redisPort`. */
  readonly redisSocket?: string;
  /** The mock's API root, e.g. `http://127.0.0.1:4010/api`. */
  readonly serviceUrl: string;
  readonly event: string;
  /** More events on sale besides `event` (the rush benchmark's warm-up sells one of its own). */
  readonly alsoOnSale?: readonly string[];
  readonly keyPrefix: string;
  readonly waitingRoom: GatewayOptions['waitingRoom'] | null;
  readonly holdMs?: number;
  /** The gateway's upstream timeout (ms); its default when absent. */
  readonly timeoutMs?: number;
  /**
   * For a crash test: the first store record whose value contains this text is never written;
   * the process prints `paused` and its request waits there until the test kills the process.
   */
  readonly pauseAt?: string;
  /** ioredis' `enableAutoPipelining` (default false). */
  readonly autoPipelining?: boolean;
  /** The CPU time of the poll's own code is taken for one poll in this many (default 16). */
  readonly cpuSample?: number;
  /**
   * Whether the poll's own code is timed (default true): async hooks around every step of every
   * request of the process (their cost is the process's, not only the polls').
   */
  readonly ownCode?: boolean;
}

const config = JSON.parse(process.env.RUSH_GATEWAY ?? '{}') as GatewayProcessConfig;
// `autoPipelining`: commands issued in one turn of the event loop go to Redis in one write
// (ioredis' auto pipelining). Off by default: measured with the benchmark's polls it cost more
// CPU per poll than it saved (its setImmediate per batch, at 16 polls at once).
const redis = new Redis({
  ...(config.redisSocket ? { path: config.redisSocket } : { port: config.redisPort, host: '127.0.0.1' }),
  maxRetriesPerRequest: 1,
  enableAutoPipelining: config.autoPipelining ?? false,
});

/** The request being handled: the Redis commands it sends, its own running time. */
interface Handled {
  commands: number;
  /** Wall time and CPU time (µs, the process's) of the request's own steps. */
  ownMs: number;
  ownCpu: number;
  /** Whether this poll's CPU time is taken (one poll in CPU_SAMPLE: each reading is a system call). */
  cpu: boolean;
  since: number;
  sinceCpu: number;
}
/**
 * `process.cpuUsage()` is a system call; taken around every step of every poll it cost the
 * process about a fifth of its CPU during a rush (a profile of the benchmark), so the CPU time
 * of the poll's own code is taken for one poll in this many (its wall time for every poll).
 */
const CPU_SAMPLE = config.cpuSample ?? 16;
let sampled = 0;
const cpuMicros = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};
const fresh = (cpu = false): Handled => ({ commands: 0, ownMs: 0, ownCpu: 0, cpu, since: 0, sinceCpu: 0 });
const current = new AsyncLocalStorage<Handled>();
// Each step of a request's own code runs between `before` and `after` of its async resource.
const hook = createHook({
  before() {
    const handled = current.getStore();
    if (!handled) return;
    handled.since = performance.now();
    if (handled.cpu) handled.sinceCpu = cpuMicros();
  },
  after() {
    const handled = current.getStore();
    if (handled && handled.since > 0) {
      handled.ownMs += performance.now() - handled.since;
      if (handled.cpu) handled.ownCpu += cpuMicros() - handled.sinceCpu;
      handled.since = 0;
    }
  },
});
const ownCode = config.ownCode ?? true;
if (ownCode) hook.enable();
// A command is counted for the request that issued it: when it is issued (an auto-pipelined
// one goes into the pipeline then, and is written later, outside the request).
const counted = new WeakSet<object>();
const count = (command: unknown) => {
  if (typeof command !== 'object' || command === null || counted.has(command)) return;
  counted.add(command);
  const request = current.getStore();
  if (request) request.commands += 1;
};
const sendCommand = redis.sendCommand.bind(redis);
redis.sendCommand = ((...args: Parameters<typeof sendCommand>) => {
  count(args[0]);
  return sendCommand(...args);
}) as typeof redis.sendCommand;
const pipelined = Pipeline.prototype.sendCommand;
Pipeline.prototype.sendCommand = function (this: Pipeline, command: Parameters<typeof pipelined>[0]) {
  count(command);
  return pipelined.call(this, command);
};

const redisRecords = redisStore(redis, { keyPrefix: config.keyPrefix });
let paused = false;
const store: typeof redisRecords = config.pauseAt
  ? {
      ...redisRecords,
      set(key, value, ttlMs, options) {
        if (paused || !value.includes(config.pauseAt!)) return redisRecords.set(key, value, ttlMs, options);
        paused = true;
        process.stdout.write('paused\n');
        return new Promise<boolean>(() => undefined);
      },
    }
  : redisRecords;
const rooms = store.rooms!;
/** The time the gateway gave the room for each join under way, by member (the session's id). */
const joinedAt = new Map<string, number>();
/** The room's join, noting the time the gateway gave it. */
/** The members whose poll under way the store answered (the rest: the instance's look, local-line.ts). */
const storePolled = new Set<string>();
const noted: RoomBackend = {
  ...rooms,
  poll(room, input) {
    storePolled.add(input.member);
    return rooms.poll(room, input);
  },
  join(room, input) {
    joinedAt.set(input.member, input.now);
    return rooms.join(room, input);
  },
  // The gateway's joins come this way (the join, its key's record and its poll in one script).
  joinThenPoll(room, input, poll) {
    joinedAt.set(input.member, input.now);
    return rooms.joinThenPoll(room, input, poll);
  },
};
/** The session id in a session token (`v1.<payload>.<signature>`), or null. */
const memberOf = (token: string | null): string | null => {
  try {
    return token === null
      ? null
      : (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { i: string }).i;
  } catch {
    return null;
  }
};

const options = mockGatewayOptions({
  baseUrl: config.serviceUrl,
  fetch: (request) => fetch(request),
  events: { pids: [config.event, ...(config.alsoOnSale ?? [])] },
  basePath: '/tickets',
  store: { ...store, rooms: noted },
  trustProxy: 1,
  // What the gateway reports (shown with RUSH_VERBOSE=1).
  onError: (error, { kind }) =>
    process.stderr.write(
      `gateway ${kind}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    ),
  limits: { perAddress: 1_000_000, perSession: 1_000_000 },
  ...(config.holdMs ? { caps: { holdMs: config.holdMs } } : {}),
  ...(config.waitingRoom ? { waitingRoom: config.waitingRoom } : {}),
});
const gateway = createGateway(
  config.timeoutMs ? { ...options, upstream: { ...options.upstream, timeoutMs: config.timeoutMs } } : options,
);

const polls: number[] = [];
/** When each poll began (epoch ms) and how long it took (ms), in the order they ended. */
/** Each poll: when it began (epoch ms), its ms in the gateway, 1 when the store answered it (0: the instance's look). */
const pollTimeline: Array<[number, number, number]> = [];
const pollsOwn: number[] = [];
const pollsOwnCpu: number[] = [];
let pollCommands = 0;
/**
 * The event loop's delay, sampled by a timer every `RUSH_LOOP_MS` ms (10; 0: not measured). The
 * timer wakes an idle process 100 times a second, which costs it CPU of its own (about 6 ms a
 * second on the benchmark's machine: request-cost.md, "The rush against the sum of its requests").
 */
const loopMs = Number(process.env.RUSH_LOOP_MS ?? 10);
const loop = monitorEventLoopDelay({ resolution: Math.max(1, loopMs) });
if (loopMs > 0) loop.enable();
let cpuAtStart = process.cpuUsage();
/**
 * The main thread's time on a CPU and waiting for one (runnable, on the run queue) in seconds,
 * and its turns on a CPU (Linux's /proc/self/schedstat; null elsewhere): how much of a poll's
 * wall time the machine's other work took.
 */
const schedule = (): { running: number; waiting: number; turns: number } | null => {
  try {
    const [running, waiting, turns] = readFileSync('/proc/self/schedstat', 'utf8')
      .trim()
      .split(' ')
      .map(Number);
    return { running: running! / 1e9, waiting: waiting! / 1e9, turns: turns! };
  } catch {
    return null;
  }
};
let scheduleAtStart = schedule();

/**
 * Without `ownCode`, the process runs no request inside `current` but one poll in `COMMAND_SAMPLE`
 * (one at a time), to count its Redis commands: once entered, an AsyncLocalStorage hooks every
 * promise of the process until it is disabled again, which cost the gateway 10-20 % more CPU per
 * request (a join, a poll, a catalogue read alike).
 */
const COMMAND_SAMPLE = 64;
let commandSampled = 0;
let sampling = false;
/** The polls whose Redis commands were counted. */
let countedPolls = 0;

/** The gateway as the Node adapter reaches it: with a view of the request (visitor-request.ts). */
const serve = viewHandlerOf(gateway);
if (!serve) throw new Error('The gateway takes no views of requests.');

let requests = 0;
/** The gateway with the benchmark's measures around it; it takes what the gateway takes. */
const timed = async (request: VisitorRequest, connection?: ConnectionInfo): Promise<Response> => {
  requests += 1;
  const inQueue = new URL(request.url).pathname.startsWith('/tickets/queue/');
  if (inQueue && request.method === 'POST') {
    const response = ownCode
      ? await current.run(fresh(), () => serve(request, connection))
      : await serve(request, connection);
    // The member is the session's id: the one the join issued, or the one it came with.
    const member = memberOf(response.headers.get('x-session') ?? request.headers.get('x-session'));
    const at = member === null ? undefined : joinedAt.get(member);
    if (member !== null) joinedAt.delete(member);
    if (at !== undefined) response.headers.set('X-Bench-Joined-At', String(at));
    return response;
  }
  if (!inQueue || request.method !== 'GET') return serve(request, connection);
  const counted = ownCode || (!sampling && (commandSampled = (commandSampled + 1) % COMMAND_SAMPLE) === 0);
  const handled = fresh(ownCode && (sampled = (sampled + 1) % CPU_SAMPLE) === 0);
  const started = performance.now();
  const startedCpu = handled.cpu ? cpuMicros() : 0;
  if (counted && !ownCode) sampling = true;
  // The first step runs at once, inside `run`.
  const pending = counted
    ? current.run(handled, () => serve(request, connection))
    : serve(request, connection);
  handled.ownMs += performance.now() - started;
  if (handled.cpu) handled.ownCpu += cpuMicros() - startedCpu;
  const response = await pending.finally(() => {
    if (!counted || ownCode) return;
    sampling = false;
    current.disable();
  });
  const took = performance.now() - started;
  polls.push(took);
  const polled = memberOf(request.headers.get('x-session'));
  const fromStore = polled !== null && storePolled.delete(polled) ? 1 : 0;
  pollTimeline.push([Math.round(performance.timeOrigin + started), Math.round(took * 100) / 100, fromStore]);
  if (ownCode) pollsOwn.push(handled.ownMs);
  if (handled.cpu) pollsOwnCpu.push(handled.ownCpu / 1000);
  if (counted) {
    pollCommands += handled.commands;
    countedPolls += 1;
  }
  return response;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

// Handed views of requests, as the gateway itself is by the Node adapter.
const handler = toNodeHandler(takesViews((request, connection) => timed(request, connection), timed));
const server = createServer((req, res) => {
  if (req.url === '/__bench/reset' && req.method === 'POST') {
    polls.length = 0;
    pollTimeline.length = 0;
    pollsOwn.length = 0;
    pollsOwnCpu.length = 0;
    pollCommands = 0;
    countedPolls = 0;
    requests = 0;
    cpuAtStart = process.cpuUsage();
    scheduleAtStart = schedule();
    loop.reset();
    res.end('{}');
    return;
  }
  // A light reading for a sampler (rush-gap.ts): the counts so far, without the poll times.
  if (req.url === '/__bench/count') {
    const cpu = process.cpuUsage(cpuAtStart);
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ requests, polls: polls.length, cpuSeconds: (cpu.user + cpu.system) / 1e6 }));
    return;
  }
  if (req.url === '/__bench/stats') {
    const sorted = [...polls].sort((a, b) => a - b);
    const own = [...pollsOwn].sort((a, b) => a - b);
    const ownCpu = [...pollsOwnCpu].sort((a, b) => a - b);
    const cpu = process.cpuUsage(cpuAtStart);
    const now = schedule();
    const scheduled =
      now && scheduleAtStart
        ? {
            running: now.running - scheduleAtStart.running,
            waiting: now.waiting - scheduleAtStart.waiting,
            turns: now.turns - scheduleAtStart.turns,
          }
        : null;
    res.setHeader('Content-Type', 'application/json');
    res.end(
      JSON.stringify({
        requests,
        polls: sorted.length,
        pollMs: { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? 0 },
        pollTimes: sorted.map((ms) => Math.round(ms * 100) / 100),
        pollTimeline,
        pollOwnTimes: own.map((ms) => Math.round(ms * 1000) / 1000),
        pollOwnCpuTimes: ownCpu.map((ms) => Math.round(ms * 1000) / 1000),
        redisCommandsPerPoll: countedPolls ? pollCommands / countedPolls : 0,
        cpuSeconds: (cpu.user + cpu.system) / 1e6,
        scheduled,
        eventLoopDelayMs: {
          p50: loop.percentile(50) / 1e6,
          p99: loop.percentile(99) / 1e6,
          max: loop.max / 1e6,
        },
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
