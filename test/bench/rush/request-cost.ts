/**
 * `npx tsx test/bench/rush/request-cost.ts`: the gateway's CPU per request of each kind a rush's
 * arrival sends, at one gateway process (Node's HTTP server, a Redis store on a real
 * redis-server, the mock's HTTP server behind it, a waiting room that queues): the widget's two
 * catalogue reads (the event's shows and the event, answered from the near cache), the queue
 * join (a new visitor each, with an Idempotency-Key) and the queue poll (with the join's
 * session). Each kind is sent `--requests` times, `--concurrency` at once, in `--rounds` rounds
 * that take turns with the other kinds (a change of load on a shared machine then moves every
 * kind alike); reported per kind: the gateway process's CPU µs per request (its own
 * `process.cpuUsage()`, so the time the machine gave to other processes is not in it), the
 * spread over the rounds, and the wall time per request; and what each kind costs Redis: the
 * commands redis-server ran per request (its `INFO` `total_commands_processed`, which counts the
 * commands a script runs as well as the script) and its CPU µs per request (`INFO` user and system
 * CPU). With `--rate`, the requests are sent at that many a second at even intervals (the pace of
 * a rush's polls after its arrivals) instead of `--concurrency` at once. A benchmark: it reports
 * and exits 0.
 *
 *   npx tsx test/bench/rush/request-cost.ts --requests 2000 --rounds 4
 *   npx tsx test/bench/rush/request-cost.ts --kinds "queue poll" --requests 1000 --rounds 2 --rate 100
 *   RUSH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" npx tsx test/bench/rush/request-cost.ts
 */
import { parseArgs } from 'node:util';
import { eventPath, showsPath } from '../../../src/booking/first-reads';
import {
  httpClient,
  startGateway,
  startService,
  type Answer,
} from '../../integration/gateway/rush/processes';
import { startRedis } from '../../integration/gateway/redis-server';
import { loadNow } from './machine';
import { REQUEST_KINDS, type GatewayStats, type RequestKind } from './rush-types';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '16' },
    rounds: { type: 'string', default: '4' },
    kinds: { type: 'string', default: 'shows read,event read,queue join,queue poll' },
    // Requests per second, sent at even intervals whatever the answers (0: as fast as answered).
    rate: { type: 'string', default: '0' },
  },
});
const rate = Number(args.rate);
const requests = Number(args.requests);
const concurrency = Number(args.concurrency);
const rounds = Number(args.rounds);
const load = loadNow;

type Kind = RequestKind;
const ALL = REQUEST_KINDS;
/** `--kinds`: the kinds to send (a poll needs joins first: the warm-up's). */
const KINDS = ALL.filter((kind) => args.kinds.split(',').includes(kind));

async function main(): Promise<void> {
  const loadAtStart = load();
  const redis = await startRedis();
  const service = await startService(500);
  // Open a minute ago, one active buyer at most: every join after the first waits in line.
  const gateway = await startGateway({
    redisPort: redis.port,
    serviceUrl: `${service.url}/api`,
    event: service.event,
    keyPrefix: 'request-cost',
    waitingRoom: { maxActive: 1, opensAt: { [service.event]: Date.now() - 60_000 } },
    ownCode: false,
  });
  const http = httpClient(concurrency);
  const base = `${gateway.url}/tickets`;
  let visitor = 0;
  const address = () => {
    visitor += 1;
    return `198.${18 + ((visitor >> 16) & 1)}.${(visitor >> 8) & 255}.${visitor & 255}`;
  };
  const sessions: { session: string; address: string }[] = [];
  const send: Record<Kind, (i: number) => Promise<Answer>> = {
    'shows read': () =>
      http.send(`${base}${showsPath(service.event)}`, 'GET', { 'X-Forwarded-For': address() }),
    'event read': () =>
      http.send(`${base}${eventPath(service.event)}`, 'GET', { 'X-Forwarded-For': address() }),
    'queue join': async () => {
      const from = address();
      const answer = await http.send(`${base}/queue/${service.event}`, 'POST', {
        'X-Forwarded-For': from,
        'Idempotency-Key': crypto.randomUUID(),
      });
      const session = answer.headers['x-session'];
      if (typeof session === 'string') sessions.push({ session, address: from });
      return answer;
    },
    'queue poll': (i) => {
      const { session, address: from } = sessions[i % sessions.length]!;
      return http.send(`${base}/queue/${service.event}`, 'GET', {
        'X-Forwarded-For': from,
        'X-Session': session,
      });
    },
  };
  const expected: Record<Kind, number> = {
    'shows read': 200,
    'event read': 200,
    'queue join': 200,
    'queue poll': 200,
  };
  const info = redis.client();
  /** redis-server's CPU s so far (user and system) and the commands it processed. */
  const redisUse = async () => {
    const text = await info.info('all');
    const field = (name: string) => Number(new RegExp(`^${name}:([\\d.]+)`, 'm').exec(text)?.[1] ?? NaN);
    return {
      cpu: field('used_cpu_user') + field('used_cpu_sys'),
      commands: field('total_commands_processed'),
    };
  };
  /**
   * `count` requests of a kind, `concurrency` at once; the gateway's CPU s, the wall s they took,
   * redis-server's CPU s and commands meanwhile (the reset, the stats and the `INFO` left out).
   */
  const run = async (kind: Kind, count: number, paced = rate > 0) => {
    await http.send(`${gateway.url}/__bench/reset`, 'POST');
    const redisBefore = await redisUse();
    const started = performance.now();
    let next = 0;
    const statuses = new Map<number, number>();
    const note = (answer: Answer) => statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    if (paced) {
      // Paced, as a rush's polls arrive once its arrivals are over: each on its own, mostly.
      const sent: Promise<unknown>[] = [];
      for (let i = 0; i < count; i += 1) {
        const wait = started + (i * 1000) / rate - performance.now();
        if (wait > 0) await new Promise((done) => setTimeout(done, wait));
        sent.push(send[kind](i).then(note));
      }
      await Promise.all(sent);
    } else {
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < count) note(await send[kind](next++));
        }),
      );
    }
    const wall = (performance.now() - started) / 1000;
    const redisAfter = await redisUse();
    const stats = (await http.send(`${gateway.url}/__bench/stats`, 'GET')).json as unknown as GatewayStats;
    if (statuses.size !== 1 || !statuses.has(expected[kind])) {
      throw new Error(`${kind}: answers ${JSON.stringify([...statuses])}`);
    }
    return {
      cpu: stats.cpuSeconds,
      wall,
      redisCpu: redisAfter.cpu - redisBefore.cpu,
      // The INFO command that read the first figure is counted in the second.
      redisCommands: redisAfter.commands - redisBefore.commands - 1,
    };
  };
  try {
    // Warm up: the sign-in, the events on sale, the caches, the JIT; a first place in line.
    for (const kind of ALL) await run(kind, Math.min(500, requests), false);
    const per: Record<Kind, { cpu: number[]; wall: number[]; redisCpu: number[]; redisCommands: number[] }> =
      Object.fromEntries(
        KINDS.map((kind) => [kind, { cpu: [], wall: [], redisCpu: [], redisCommands: [] }]),
      ) as never;
    for (let round = 0; round < rounds; round += 1) {
      for (const kind of KINDS) {
        const { cpu, wall, redisCpu, redisCommands } = await run(kind, requests);
        per[kind].cpu.push((cpu / requests) * 1e6);
        per[kind].wall.push((wall / requests) * 1e6);
        per[kind].redisCpu.push((redisCpu / requests) * 1e6);
        per[kind].redisCommands.push(redisCommands / requests);
      }
    }
    const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
    const lines = [
      `Gateway CPU per request by kind: one gateway process, ${requests} requests × ${rounds} rounds, ${rate > 0 ? `${rate} a second, at even intervals` : `${concurrency} at once`}`,
      `${'kind'.padEnd(14)}${'CPU µs/request (mean; min–max of rounds)'.padStart(44)}${'wall µs/request'.padStart(18)}` +
        `${'Redis commands/request*'.padStart(25)}${'redis-server CPU µs/request'.padStart(30)}`,
      ...KINDS.map((kind) => {
        const { cpu, wall, redisCpu, redisCommands } = per[kind];
        const spread = `${Math.min(...cpu).toFixed(0)}–${Math.max(...cpu).toFixed(0)}`;
        return (
          `${kind.padEnd(14)}${`${mean(cpu).toFixed(0)} (${spread})`.padStart(44)}${mean(wall).toFixed(0).padStart(18)}` +
          `${mean(redisCommands).toFixed(2).padStart(25)}${mean(redisCpu).toFixed(1).padStart(30)}`
        );
      }),
      ...(KINDS.length === ALL.length
        ? [
            `an arrival (2 reads + join): ${(mean(per['shows read'].cpu) + mean(per['event read'].cpu) + mean(per['queue join'].cpu)).toFixed(0)} µs`,
          ]
        : []),
      '* commands redis-server ran, those its scripts ran included (a join or a poll is one script)',
      `load average at start / end: ${loadAtStart} / ${load()}`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    http.close();
    info.disconnect();
    await Promise.all([gateway.stop(), service.stop()]);
    await redis.stop();
  }
}

await main();
