/**
 * Timing loops for the mock's benchmarks: N calls one after another after a dropped warm-up,
 * stopping early after `maxSeconds`; mean, median and 99th percentile in µs. Two loops that are
 * compared can take turns (`timeTurns`).
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
  const loop = new Loop(one, settings);
  await loop.warmUp();
  await loop.run(settings.iterations);
  return loop.timing();
}

/**
 * Two loops taking turns, a tenth of each one's iterations at a time, so that both share
 * whatever else the machine is doing while they run (timed one after the other, a change of
 * load between them moves their ratio either way). Each keeps its own iterations and time limit
 * (the time it spent itself).
 */
export async function timeTurns(
  a: (i: number) => Promise<boolean> | boolean,
  aSettings: LoopSettings,
  b: (i: number) => Promise<boolean> | boolean,
  bSettings: LoopSettings,
): Promise<[Timing, Timing]> {
  const loops = [new Loop(a, aSettings), new Loop(b, bSettings)] as const;
  for (const loop of loops) await loop.warmUp();
  while (loops.some((loop) => !loop.done())) {
    for (const loop of loops) await loop.run(Math.ceil(loop.settings.iterations / 10));
  }
  return [loops[0].timing(), loops[1].timing()];
}

class Loop {
  private readonly times: Float64Array;
  private n = 0;
  private failures = 0;
  private spentMs = 0;

  constructor(
    private readonly one: (i: number) => Promise<boolean> | boolean,
    readonly settings: LoopSettings,
  ) {
    this.times = new Float64Array(settings.iterations);
  }

  async warmUp(): Promise<void> {
    for (let i = 0; i < this.settings.warmup; i++) await this.one(i);
  }

  done(): boolean {
    return this.n >= this.settings.iterations || this.spentMs >= this.settings.maxSeconds * 1000;
  }

  /** Up to `count` more timed calls, stopping at the loop's iterations or time limit. */
  async run(count: number): Promise<void> {
    for (let k = 0; k < count && !this.done(); k++) {
      const t0 = performance.now();
      const ok = await this.one(this.n);
      const ms = performance.now() - t0;
      this.times[this.n++] = ms * 1000;
      this.spentMs += ms;
      if (!ok) this.failures++;
    }
  }

  timing(): Timing {
    const n = this.n;
    const sorted = this.times.subarray(0, n).sort();
    let sum = 0;
    for (const t of sorted) sum += t;
    const at = (q: number) => sorted[Math.min(n - 1, Math.ceil(q * n) - 1)] ?? 0;
    return {
      iterations: n,
      meanUs: n ? sum / n : 0,
      p50Us: at(0.5),
      p99Us: at(0.99),
      failures: this.failures,
    };
  }
}
