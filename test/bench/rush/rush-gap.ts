/**
 * `npx tsx test/bench/rush/rush-gap.ts`: one rush with the room on (buyers.ts, as `run.ts --room on`
 * runs it, without the phases around it) and a sampler beside it that reads every gateway process
 * each `--sample-ms`: its requests and polls so far (`/__bench/count`) and its threads' CPU time
 * from `/proc/<pid>/task/*` (the main thread, and its helpers: V8's workers, which collect garbage
 * and compile, and libuv's pool), with the main thread's context switches. Reported: the gateways' CPU per request in
 * windows of `--window` s from the first arrival, while buyers arrive and after, by thread; and
 * what the same requests cost one kind at a time (`--costs`, µs per request as request-cost.ts
 * measures them; the other requests, the writes, at `--write-us`). A benchmark: reports, exits 0.
 *
 *   npx tsx test/bench/rush/rush-gap.ts --buyers 10000 --seats 500 --max-active 200
 *   npx tsx test/bench/rush/rush-gap.ts --buyers 2500 --seats 125 --max-active 50 --instances 1 --kill false
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { gatewaysStarted, type Child } from '../../integration/gateway/rush/processes';
import { startRedis } from '../../integration/gateway/redis-server';
import { rush } from './buyers';
import { loadNow } from './machine';
import { RUSH_SHAPE, roomOf, rushShape } from './rush-args';

const { values: args } = parseArgs({
  options: {
    ...RUSH_SHAPE,
    'sample-ms': { type: 'string', default: '500' },
    window: { type: 'string', default: '5' },
    costs: { type: 'string', default: 'read=157,join=245,poll=164' },
    'write-us': { type: 'string', default: '1500' },
  },
});
const TICK = 100; // clock ticks per second in /proc (USER_HZ)

interface Threads {
  main: number;
  /** Its other threads (Node 20 names them all `node`): V8's workers (GC, compiler), libuv's pool. */
  helpers: number;
  /** The main thread's voluntary and involuntary context switches. */
  voluntary: number;
  involuntary: number;
}
interface Sample {
  at: number;
  requests: number;
  polls: number;
  threads: Threads;
}

/** CPU seconds of a process's threads by kind, or null once it has gone. */
function threadsOf(pid: number): Threads | null {
  try {
    const threads: Threads = { main: 0, helpers: 0, voluntary: 0, involuntary: 0 };
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      // Fields after the name: state is the 3rd field; utime and stime the 14th and 15th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const seconds = (Number(fields[11]) + Number(fields[12])) / TICK;
      if (tid === String(pid)) {
        threads.main += seconds;
        const status = readFileSync(`/proc/${pid}/task/${tid}/status`, 'utf8');
        threads.voluntary = Number(/^voluntary_ctxt_switches:\s+(\d+)/m.exec(status)?.[1] ?? 0);
        threads.involuntary = Number(/^nonvoluntary_ctxt_switches:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      } else threads.helpers += seconds;
    }
    return threads;
  } catch {
    return null;
  }
}

async function sampleOf(gateway: Child): Promise<Sample | null> {
  const threads = threadsOf(gateway.child.pid!);
  if (!threads || gateway.child.exitCode !== null || gateway.child.signalCode !== null) return null;
  try {
    const response = await fetch(`${gateway.url}/__bench/count`, { signal: AbortSignal.timeout(5000) });
    const count = (await response.json()) as { requests: number; polls: number };
    return { at: Date.now(), requests: count.requests, polls: count.polls, threads };
  } catch {
    return null;
  }
}

/** The sums of each gateway's growth between two moments (the last sample of each at or before them). */
function between(series: Map<Child, Sample[]>, from: number, to: number) {
  const sum = { requests: 0, polls: 0, main: 0, helpers: 0, voluntary: 0, involuntary: 0 };
  for (const samples of series.values()) {
    const at = (t: number) => samples.filter((s) => s.at <= t).at(-1) ?? null;
    const a = at(from) ?? samples[0];
    const b = at(to);
    if (!a || !b || b.at < a.at) continue;
    sum.requests += b.requests - a.requests;
    sum.polls += b.polls - a.polls;
    for (const key of ['main', 'helpers', 'voluntary', 'involuntary'] as const) {
      sum[key] += b.threads[key] - a.threads[key];
    }
  }
  return sum;
}

async function main(): Promise<void> {
  const loadAtStart = loadNow();
  const server = await startRedis();
  const series = new Map<Child, Sample[]>();
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      await Promise.all(
        gatewaysStarted.map(async (gateway) => {
          const sample = await sampleOf(gateway);
          if (!sample) return;
          const samples = series.get(gateway) ?? [];
          // A reset of its counters (the rush's start): the series begins again.
          if (samples.length > 0 && sample.requests < samples.at(-1)!.requests) samples.length = 0;
          samples.push(sample);
          series.set(gateway, samples);
        }),
      );
      await new Promise((done) => setTimeout(done, Number(args['sample-ms'])));
    }
  })();
  try {
    const result = await rush({
      ...rushShape(args),
      name: 'room on',
      redisPort: server.port,
      keyPrefix: 'rush-gap',
      room: roomOf(args),
      autoPipelining: false,
      ownCode: false,
      firstReads: true,
      queueMark: true,
    });
    sampling = false;
    await sampler;
    // The first arrival: the first sample in which any gateway had served a request since its reset.
    const firsts = [...series.values()].flatMap((s) => s.filter((x) => x.requests > 0).slice(0, 1));
    const t0 = Math.min(...firsts.map((s) => s.at)) - Number(args['sample-ms']);
    const last = Math.max(...[...series.values()].map((s) => s.at(-1)!.at));
    const arriveMs = Number(args.arrive) * 1000;
    const row = (name: string, from: number, to: number) => {
      const d = between(series, from, to);
      const cpu = d.main + d.helpers;
      const per = (n: number) => (d.requests ? ((n * 1e6) / d.requests).toFixed(0) : '-');
      return (
        `${name.padEnd(16)}${String(d.requests).padStart(8)}${String(d.polls).padStart(8)}` +
        `${cpu.toFixed(2).padStart(9)}${per(cpu).padStart(8)}${per(d.main).padStart(8)}${per(d.helpers).padStart(8)}` +
        `${(d.voluntary / Math.max(1, d.requests)).toFixed(2).padStart(10)}${(d.involuntary / Math.max(1, d.requests)).toFixed(2).padStart(10)}`
      );
    };
    const windowMs = Number(args.window) * 1000;
    const windows: string[] = [];
    for (let from = t0; from < last; from += windowMs) {
      windows.push(
        row(
          `${((from - t0) / 1000).toFixed(0)}–${((from - t0 + windowMs) / 1000).toFixed(0)} s`,
          from,
          from + windowMs,
        ),
      );
    }
    // What the rush's requests cost one kind at a time (request-cost.ts's µs per request).
    const costs = Object.fromEntries(
      args.costs
        .split(',')
        .map((pair) => pair.split('='))
        .map(([k, v]) => [k!.trim(), Number(v)]),
    ) as Record<string, number>;
    const byKind = result.buyersRequestsByKind;
    const reads = byKind['GET /shows/'] ?? 0;
    const events = byKind['GET /events/'] ?? 0;
    const joins = byKind['POST /queue/'] ?? 0;
    const polls = byKind['GET /queue/'] ?? 0;
    const writes = result.buyersRequests - reads - events - joins - polls;
    const sum =
      ((reads + events) * (costs.read ?? 0) + joins * (costs.join ?? 0) + polls * (costs.poll ?? 0)) / 1e6 +
      (writes * Number(args['write-us'])) / 1e6;
    const total = result.cpu.gateways.reduce((s, n) => s + n, 0);
    const lines = [
      `Rush gap: ${args.buyers} buyers within ${args.arrive} s at ${args.instances} gateway process(es), ${args.seats}+3 places, maxActive ${args['max-active']}, kill ${args.kill}, warm ${args.warm}`,
      `gateways' CPU s (process.cpuUsage): ${result.cpu.gateways.join(' ')} = ${total.toFixed(1)}; per request ${result.gatewayCpuMsPerRequest.toFixed(3)} ms`,
      `buyers' requests by kind: ${JSON.stringify(byKind)} (${writes} writes and others)`,
      `the same requests one kind at a time (${args.costs}, writes ${args['write-us']} µs): ${sum.toFixed(1)} CPU s; the rush / that: ${(total / sum).toFixed(2)}`,
      `the rush's own split (the gateways' counts at the last arrival): ${result.gatewayCpuMsPerRequestArriving.toFixed(3)} ms per request (${result.gatewayRequestsArriving}) / after ${result.gatewayCpuMsPerRequestAfter.toFixed(3)}`,
      `CPU s: service ${result.cpu.service}, buyers ${result.cpu.buyers}; requests failed by the kill ${result.failedRequests}; polls ${result.pollMs?.count}; sale ${result.seconds.toFixed(1)} s`,
      `gateways: s on a CPU / waiting: ${result.scheduled.map((s) => `${s.running}/${s.waiting}`).join(' ')}; machine busy arriving / whole ${result.machine.arriving.busyCores} / ${result.machine.whole.busyCores}`,
      '',
      `${'window'.padEnd(16)}${'reqs'.padStart(8)}${'polls'.padStart(8)}${'CPU s'.padStart(9)}${'µs/req'.padStart(8)}${'main'.padStart(8)}${'helpers'.padStart(8)}${'vol cs/r'.padStart(10)}${'inv cs/r'.padStart(10)}`,
      row('arriving', t0, t0 + arriveMs),
      row('after', t0 + arriveMs, last),
      row('whole', t0, last),
      ...windows,
      '',
      `load average start / end: ${loadAtStart} / ${loadNow()}`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    sampling = false;
    await server.stop();
  }
}

await main();
