/**
 * `npx tsx test/bench/rush/request-cost-ab.ts --before <checkout>`: the gateway's CPU per request
 * of each kind a rush's arrival sends (as `request-cost.ts`), for two checkouts side by side: a
 * gateway process of the other checkout (`--before`, a directory with the repository and its
 * `node_modules`, e.g. an export of main's last commit) and one of this one, against one service
 * and one redis-server, each kind's rounds taking turns between the two (before–after, then
 * after–before). On a shared machine the load moves between two runs of `request-cost.ts`
 * taken one after the other by more than a change of 10 % in the gateway; rounds that alternate
 * within one run see the same load. Reported per kind: each process's CPU µs per request (mean
 * and median of the rounds), the ratio of the means, and the median of the rounds' ratios. A
 * benchmark: it reports and exits 0.
 *
 *   npx tsx test/bench/rush/request-cost-ab.ts --before /tmp/main-before --requests 3000 --rounds 6
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { eventPath, showsPath } from '../../../src/booking/first-reads';
import { startRedis } from '../../integration/gateway/redis-server';
import * as here from '../../integration/gateway/rush/processes';
import type { Answer } from '../../integration/gateway/rush/processes';
import { loadNow } from './machine';
import { REQUEST_KINDS, type RequestKind } from './rush-types';

const { values: args } = parseArgs({
  options: {
    before: { type: 'string' },
    requests: { type: 'string', default: '3000' },
    rounds: { type: 'string', default: '6' },
  },
});
if (!args.before) throw new Error('--before <checkout> is required');
const requests = Number(args.requests);
const rounds = Number(args.rounds);
const load = loadNow;

type Kind = RequestKind;
type Side = 'before' | 'after';
const KINDS = REQUEST_KINDS;

const loadAtStart = load();
const redis = await startRedis();
const service = await here.startService(500);
const other = (await import(
  pathToFileURL(join(resolve(args.before), 'test/integration/gateway/rush/processes.ts')).href
)) as typeof here;
// Open a minute ago, one active buyer at most: every join after the first waits in line.
const config = (keyPrefix: string) => ({
  redisPort: redis.port,
  serviceUrl: `${service.url}/api`,
  event: service.event,
  keyPrefix,
  waitingRoom: { maxActive: 1, opensAt: { [service.event]: Date.now() - 60_000 } },
  ownCode: false,
});
const gateways = {
  before: await other.startGateway(config('request-cost-before')),
  after: await here.startGateway(config('request-cost-after')),
};
const http = here.httpClient(16);
let visitor = 0;
const address = () => {
  visitor += 1;
  return `198.${18 + ((visitor >> 16) & 1)}.${(visitor >> 8) & 255}.${visitor & 255}`;
};
const sessions: Record<Side, { session: string; address: string }[]> = { before: [], after: [] };

function send(side: Side, kind: Kind, i: number): Promise<Answer> {
  const base = `${gateways[side].url}/tickets`;
  const from = address();
  if (kind === 'shows read')
    return http.send(`${base}${showsPath(service.event)}`, 'GET', { 'X-Forwarded-For': from });
  if (kind === 'event read')
    return http.send(`${base}${eventPath(service.event)}`, 'GET', { 'X-Forwarded-For': from });
  if (kind === 'queue join') {
    const headers = { 'X-Forwarded-For': from, 'Idempotency-Key': crypto.randomUUID() };
    return http.send(`${base}/queue/${service.event}`, 'POST', headers).then((answer) => {
      const session = answer.headers['x-session'];
      if (typeof session === 'string') sessions[side].push({ session, address: from });
      return answer;
    });
  }
  const { session, address: joinedFrom } = sessions[side][i % sessions[side].length]!;
  return http.send(`${base}/queue/${service.event}`, 'GET', {
    'X-Forwarded-For': joinedFrom,
    'X-Session': session,
  });
}

/** `count` requests of a kind, 16 at once, at one side; its gateway's CPU µs per request. */
async function run(side: Side, kind: Kind, count: number): Promise<number> {
  await http.send(`${gateways[side].url}/__bench/reset`, 'POST');
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < count) {
        const answer = await send(side, kind, next++);
        if (answer.status !== 200) throw new Error(`${side} ${kind}: ${answer.status}`);
      }
    }),
  );
  const stats = (await http.send(`${gateways[side].url}/__bench/stats`, 'GET')).json as {
    cpuSeconds: number;
  };
  return (stats.cpuSeconds / count) * 1e6;
}

try {
  // Warm up: the sign-in, the events on sale, the caches, the JIT; a first place in line.
  for (const side of ['before', 'after'] as const) for (const kind of KINDS) await run(side, kind, 1000);
  const cpu = Object.fromEntries(
    KINDS.map((kind) => [kind, { before: [] as number[], after: [] as number[] }]),
  );
  for (let round = 0; round < rounds; round += 1) {
    for (const kind of KINDS) {
      const order: Side[] = round % 2 === 0 ? ['before', 'after'] : ['after', 'before'];
      for (const side of order) cpu[kind]![side].push(await run(side, kind, requests));
    }
  }
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const lines = [
    `Gateway CPU µs per request, before (${args.before}) and after (this checkout): ${requests} requests × ${rounds} rounds each, taking turns, 16 at once`,
    `${'kind'.padEnd(12)}${'before mean / median'.padStart(22)}${'after mean / median'.padStart(22)}${'ratio of means'.padStart(16)}${'median ratio'.padStart(14)}`,
    ...KINDS.map((kind) => {
      const { before, after } = cpu[kind]!;
      const ratios = before.map((value, i) => value / after[i]!);
      return `${kind.padEnd(12)}${`${mean(before).toFixed(0)} / ${median(before).toFixed(0)}`.padStart(22)}${`${mean(after).toFixed(0)} / ${median(after).toFixed(0)}`.padStart(22)}${(mean(before) / mean(after)).toFixed(2).padStart(16)}${median(ratios).toFixed(2).padStart(14)}`;
    }),
    `load average at start / end: ${loadAtStart} / ${load()}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  http.close();
  await Promise.all([gateways.before.stop(), gateways.after.stop(), service.stop()]);
  await redis.stop();
}
