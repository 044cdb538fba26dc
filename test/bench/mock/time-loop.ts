/**
 * One timing loop for the mock's benchmarks: N calls one after another after a dropped warm-up,
 * stopping early after `maxSeconds`; mean, median and 99th percentile in µs.
 */

export interface Timing {
  iterations: number;
  meanUs: number;
  p50Us: number;
  p99Us: number;
  failures: number;
}

export interface LoopSettings {
  iterations: number;
  warmup: number;
  maxSeconds: number;
}

/** Runs `one` N times one after another (after a dropped warm-up); µs per call. */
export async function timeLoop(
  one: (i: number) => Promise<boolean> | boolean,
  settings: LoopSettings,
): Promise<Timing> {
  for (let i = 0; i < settings.warmup; i++) await one(i);
  const times = new Float64Array(settings.iterations);
  const until = performance.now() + settings.maxSeconds * 1000;
  let n = 0;
  let failures = 0;
  while (n < settings.iterations && performance.now() < until) {
    const t0 = performance.now();
    const ok = await one(n);
    times[n++] = (performance.now() - t0) * 1000;
    if (!ok) failures++;
  }
  const sorted = times.subarray(0, n).sort();
  let sum = 0;
  for (const t of sorted) sum += t;
  const at = (q: number) => sorted[Math.min(n - 1, Math.ceil(q * n) - 1)] ?? 0;
  return { iterations: n, meanUs: n ? sum / n : 0, p50Us: at(0.5), p99Us: at(0.99), failures };
}
