/**
 * The mock's one source of time. Every rule that depends on time (token expiry, reservation
 * release, `created`/`updated` stamps) reads it from here, so QA can move time with
 * `/__admin/clock` and tests never sleep. Expiry is computed lazily from `now()`; nothing
 * in the mock runs on timers.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

const DURATION = /^(\d+(?:\.\d+)?)(ms|s|m|h|d)$/;
const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** Parses `"31m"`, `"90s"`, `"2h"`, `"1d"`, `"250ms"` into milliseconds; `undefined` when malformed. */
export function parseDuration(text: string): number | undefined {
  const match = DURATION.exec(text.trim());
  if (!match) return undefined;
  const [, amount, unit] = match as unknown as [string, string, keyof typeof UNIT_MS];
  return Math.round(Number(amount) * UNIT_MS[unit]);
}

/**
 * A clock that QA can move. It starts at a fixed instant (deterministic seeds), or follows the
 * system clock with an offset when `follow` is set (the interactive demo: time passes normally,
 * and "advance 30 minutes" adds to the offset).
 */
export class MockClock implements Clock {
  private base: number;
  private readonly startedAt: number;

  constructor(
    start: number,
    private readonly follow = false,
    private readonly system: () => number = Date.now,
  ) {
    this.base = start;
    this.startedAt = system();
  }

  now(): number {
    return this.follow ? this.base + (this.system() - this.startedAt) : this.base;
  }

  /** Moves time forward; never backwards (a negative amount is a programming error upstream). */
  advance(ms: number): number {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`Cannot advance the clock by ${ms} ms`);
    this.base += ms;
    return this.now();
  }

  /** Sets the current time. Moving backwards is allowed here: QA may rewind to replay a scenario. */
  set(epochMs: number): number {
    if (!Number.isFinite(epochMs)) throw new RangeError(`Cannot set the clock to ${epochMs}`);
    this.base = this.follow ? epochMs - (this.system() - this.startedAt) : epochMs;
    return this.now();
  }

  get following(): boolean {
    return this.follow;
  }
}
