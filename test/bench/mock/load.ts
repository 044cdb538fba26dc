/**
 * Bounded load runs with autocannon. Every run stops by itself, at its duration or at a request
 * count, whichever comes first. A warm-up is a run whose figures are dropped; a measurement may
 * be split into rounds (so two servers can take turns and share the machine's background noise)
 * and the rounds summed.
 *
 * Latencies are taken from autocannon's per-response event (fractional milliseconds) rather
 * than its histogram, which records whole milliseconds: sub-millisecond answers would all read
 * as 0 or 1 ms.
 */
import autocannon from 'autocannon';
import type { BenchRequest } from './scenarios';

export interface LoadSettings {
  connections: number;
  warmupSeconds: number;
  /** Measured seconds per server and scenario, over all rounds. */
  seconds: number;
  /** The measured seconds are split into this many rounds. */
  rounds: number;
  /** Upper bound of requests per server and scenario, over all rounds. */
  maxRequests: number;
  /** Seconds before an unanswered request counts as a timeout. */
  timeoutSeconds: number;
  /** Requests per second over all connections (the same offered load for every server); default: as fast as answered. */
  overallRate?: number;
}

/** What one run saw; summed over rounds by `summarize`. */
export interface RawRun {
  latencies: Float64Array;
  seconds: number;
  bytes: number;
  non2xx: Record<string, number>;
  errors: number;
  timeouts: number;
}

export interface LoadResult {
  requests: number;
  ok: number;
  /** Answers outside 2xx, by status. */
  non2xx: Record<string, number>;
  errors: number;
  timeouts: number;
  seconds: number;
  requestsPerSecond: number;
  latencyMs: { mean: number; p50: number; p90: number; p99: number; max: number };
  bytesPerSecond: number;
}

/** One run of `seconds` or `maxRequests` requests over `settings.connections` connections. */
export function run(
  url: string,
  requests: BenchRequest[],
  settings: LoadSettings,
  seconds: number,
  maxRequests: number,
): Promise<RawRun> {
  const base = new URL(url);
  const prefix = base.pathname.replace(/\/+$/, '');
  const latencies = new Float64Array(maxRequests + settings.connections);
  let count = 0;
  let bytes = 0;
  let last = 0;
  const non2xx: Record<string, number> = {};
  const started = performance.now();
  // autocannon notices its deadline only at its next one-second sample; answers after the
  // deadline are not counted.
  const deadline = started + seconds * 1000;
  return new Promise<RawRun>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base.origin,
        connections: settings.connections,
        duration: seconds,
        maxOverallRequests: Math.max(maxRequests, settings.connections),
        timeout: settings.timeoutSeconds,
        ...(settings.overallRate ? { overallRate: settings.overallRate } : {}),
        requests: requests.map((request) => ({ ...request, path: `${prefix}${request.path}` })),
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          latencies: latencies.slice(0, count),
          // The window: to the deadline, or to the last answer when the request bound ended it.
          seconds:
            count >= maxRequests
              ? (last - started) / 1000
              : Math.min(seconds, (performance.now() - started) / 1000),
          bytes,
          non2xx,
          errors: result.errors - result.timeouts,
          timeouts: result.timeouts,
        });
      },
    );
    instance.on('response', (_client, statusCode, resBytes, ms) => {
      const now = performance.now();
      if (now > deadline || count === latencies.length) return;
      last = now;
      latencies[count++] = ms;
      bytes += resBytes;
      if (statusCode < 200 || statusCode > 299) non2xx[statusCode] = (non2xx[statusCode] ?? 0) + 1;
    });
  });
}

/** A run whose figures are dropped: JIT, caches and connections settle. */
export async function warmUp(url: string, requests: BenchRequest[], settings: LoadSettings): Promise<void> {
  if (settings.warmupSeconds <= 0) return;
  const bound = Math.ceil((settings.maxRequests * settings.warmupSeconds) / settings.seconds);
  await run(url, requests, settings, settings.warmupSeconds, bound);
}

/** One measured round: its share of the seconds and of the request bound. */
export function round(url: string, requests: BenchRequest[], settings: LoadSettings): Promise<RawRun> {
  return run(
    url,
    requests,
    settings,
    settings.seconds / settings.rounds,
    Math.ceil(settings.maxRequests / settings.rounds),
  );
}

function percentile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

export function summarize(runs: RawRun[]): LoadResult {
  const total = runs.reduce((n, r) => n + r.latencies.length, 0);
  const sorted = new Float64Array(total);
  let at = 0;
  for (const r of runs) {
    sorted.set(r.latencies, at);
    at += r.latencies.length;
  }
  sorted.sort();
  let sum = 0;
  for (const value of sorted) sum += value;
  const non2xx: Record<string, number> = {};
  for (const r of runs) {
    for (const [status, n] of Object.entries(r.non2xx)) non2xx[status] = (non2xx[status] ?? 0) + n;
  }
  const ok = total - Object.values(non2xx).reduce((a, b) => a + b, 0);
  const seconds = runs.reduce((s, r) => s + r.seconds, 0);
  const bytes = runs.reduce((s, r) => s + r.bytes, 0);
  return {
    requests: total,
    ok,
    non2xx,
    errors: runs.reduce((n, r) => n + r.errors, 0),
    timeouts: runs.reduce((n, r) => n + r.timeouts, 0),
    seconds,
    requestsPerSecond: seconds > 0 ? ok / seconds : 0,
    latencyMs: {
      mean: total ? sum / total : 0,
      p50: percentile(sorted, 0.5),
      p90: percentile(sorted, 0.9),
      p99: percentile(sorted, 0.99),
      max: total ? sorted[total - 1]! : 0,
    },
    bytesPerSecond: seconds > 0 ? bytes / seconds : 0,
  };
}

/** Warm-up, then all rounds on one server. */
export async function measure(
  url: string,
  requests: BenchRequest[],
  settings: LoadSettings,
): Promise<LoadResult> {
  await warmUp(url, requests, settings);
  const runs: RawRun[] = [];
  for (let i = 0; i < settings.rounds; i++) runs.push(await round(url, requests, settings));
  return summarize(runs);
}
