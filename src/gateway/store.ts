/**
 * The gateway's own state behind one interface: rate limits, per-address ticket holds, locks,
 * idempotency records and the catalogue cache. `memoryStore()` keeps it in the process (the default: one instance);
 * `redisStore(redis)` (redis-store.ts) keeps it in Redis, so several instances behind a load
 * balancer share one budget per visitor and one record per idempotency key.
 *
 * Rate limits are `rate-limiter-flexible` limiters on the same back end (fixed windows that start
 * with a key's first request, counted atomically). Everything else is three small primitives,
 * each atomic on its own: records with a lifetime (`set` may require the key to be free, which is
 * what locks and idempotency claims need), and tallies (a sum of weighted entries that expire
 * one by one, grown only while it stays under a cap).
 */
import RateLimiterMemory from 'rate-limiter-flexible/lib/RateLimiterMemory.js';
import { memoryRooms } from './waiting-room/memory-rooms.js';
import type { RoomBackend } from './waiting-room/types.js';

export interface LimiterOptions {
  /** Distinguishes the limiter's keys from every other limiter's. */
  name: string;
  /** Budget per window and key. */
  points: number;
  /** Length of the window in ms (rounded up to whole seconds). */
  durationMs: number;
}

export interface Limit {
  ok: boolean;
  /** Milliseconds until the key's window ends. */
  msBeforeNext: number;
}

export interface Limiter {
  /** Takes `points` (default 1) of the key's budget, or none when they are not left. */
  take(key: string, points?: number): Promise<Limit>;
  /** Gives points back, for an action that was refused after all and should not count. */
  give(key: string, points?: number): Promise<void>;
}

export interface TallyOptions {
  /** The sum may not grow past this; a growth that would pass it changes nothing. */
  cap: number;
  /** When the member's weight lapses (epoch ms); a growth moves it, a reduction keeps it. */
  expiresAt: number;
  /** The caller's clock (epoch ms): entries that expired by then no longer count. */
  now: number;
}

export interface Tally {
  /** Whether the change was made. */
  ok: boolean;
  /** The sum after the change (or, when refused, as it stands). */
  total: number;
  /** When the earliest entry lapses (epoch ms); null without entries. */
  nextExpiry: number | null;
}

export interface GatewayStore {
  /** A rate limiter whose counts live in this store. */
  limiter(options: LimiterOptions): Limiter;
  /**
   * Adds `delta` (may be negative; a member never goes below 0) to `member`'s weight in the
   * tally `key`, unless it is positive and the sum of the unexpired weights would pass `cap`.
   */
  tally(key: string, member: string, delta: number, options: TallyOptions): Promise<Tally>;
  /** Removes a member from a tally. */
  untally(key: string, member: string): Promise<void>;
  /** A record's value, or null when there is none (or it lapsed). */
  get(key: string): Promise<string | null>;
  /** Stores a record for `ttlMs`; with `ifAbsent`, only when there is none (then false). */
  set(key: string, value: string, ttlMs: number, options?: { ifAbsent?: boolean }): Promise<boolean>;
  delete(key: string): Promise<void>;
  /**
   * Short-lived copies of catalogue answers, with the same three operations as the records
   * above, kept apart from them: a flood of distinct catalogue reads never pushes a lock, a hold
   * or an idempotency record out of a bounded store.
   */
  readonly cache: CacheSpace;
  /**
   * The waiting rooms' lines (option `waitingRoom`). `memoryStore()` and `redisStore()` have
   * them; a store of your own without them cannot be used with a waiting room.
   */
  readonly rooms?: RoomBackend;
  /**
   * Whether the store keeps its data across its own restarts (Redis: `appendonly yes`); null when
   * it cannot tell. Without it, a restart forgets idempotency records of writes under way.
   */
  durable?(): Promise<boolean | null>;
}

/** Records with a lifetime in a space of their own (the catalogue cache). */
export interface CacheSpace {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number, options?: { ifAbsent?: boolean }): Promise<boolean>;
  delete(key: string): Promise<void>;
}

export interface MemoryStoreOptions {
  /** Clock of the record lifetimes (epoch ms); `Date.now` by default. */
  now?: () => number;
  /** Most records and tallies kept; past it the oldest go first (default 100 000). */
  maxKeys?: number;
  /** Most catalogue cache entries kept; past it the oldest go first (default 10 000). */
  maxCacheKeys?: number;
}

interface Entry {
  value: string;
  expires: number;
}

/** Whole seconds, at least one: what the limiters count in. */
export const windowSeconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

/** The limiter interface over a rate-limiter-flexible limiter. */
export function wrapLimiter(limiter: {
  consume(key: string, points?: number): Promise<{ msBeforeNext: number }>;
  reward(key: string, points?: number): Promise<unknown>;
}): Limiter {
  return {
    async take(key, points = 1) {
      try {
        const result = await limiter.consume(key, points);
        return { ok: true, msBeforeNext: result.msBeforeNext };
      } catch (error) {
        // The library rejects with its result object when the budget is spent, and with an Error
        // when the store failed: only the first is an answer.
        if (error instanceof Error) throw error;
        return { ok: false, msBeforeNext: (error as { msBeforeNext: number }).msBeforeNext };
      }
    },
    async give(key, points = 1) {
      await limiter.reward(key, points);
    },
  };
}

/**
 * A limiter whose counts live in this process (rate-limiter-flexible's memory limiter): the
 * memory store's, and each instance's own budgets for the reads it answers from its memory.
 */
export function memoryLimiter({ name, points, durationMs }: LimiterOptions): Limiter {
  return wrapLimiter(new RateLimiterMemory({ keyPrefix: name, points, duration: windowSeconds(durationMs) }));
}

/** The gateway's state in this process: enough for one instance. */
/** Bounded memory: lapsed entries first, then the oldest. */
function prune<T>(map: Map<string, T>, maxKeys: number, lapsed: (value: T) => boolean): void {
  if (map.size <= maxKeys) return;
  for (const [key, value] of map) if (lapsed(value)) map.delete(key);
  for (const key of map.keys()) {
    if (map.size <= maxKeys) break;
    map.delete(key);
  }
}

/** Records with a lifetime in a bounded map. */
function memoryRecords(now: () => number, maxKeys: number): CacheSpace {
  const records = new Map<string, Entry>();

  function live(key: string): Entry | undefined {
    const entry = records.get(key);
    if (entry && entry.expires <= now()) {
      records.delete(key);
      return undefined;
    }
    return entry;
  }

  return {
    async get(key) {
      return live(key)?.value ?? null;
    },

    async set(key, value, ttlMs, { ifAbsent = false } = {}) {
      if (ifAbsent && live(key)) return false;
      records.delete(key);
      records.set(key, { value, expires: now() + ttlMs });
      prune(records, maxKeys, (entry) => entry.expires <= now());
      return true;
    },

    async delete(key) {
      records.delete(key);
    },
  };
}

export function memoryStore(options: MemoryStoreOptions = {}): GatewayStore {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 100_000;
  const records = memoryRecords(now, maxKeys);
  const tallies = new Map<string, Map<string, { weight: number; expires: number }>>();

  return {
    limiter: memoryLimiter,

    async tally(key, member, delta, { cap, expiresAt, now: at }) {
      let members = tallies.get(key);
      if (!members) tallies.set(key, (members = new Map()));
      let total = 0;
      for (const [name, entry] of members) {
        if (entry.expires <= at) members.delete(name);
        else total += entry.weight;
      }
      const current = members.get(member);
      const next = Math.max(0, (current?.weight ?? 0) + delta);
      const nextExpiry = () => {
        let earliest: number | null = null;
        for (const entry of members.values()) {
          if (earliest === null || entry.expires < earliest) earliest = entry.expires;
        }
        return earliest;
      };
      if (delta > 0 && total + delta > cap) return { ok: false, total, nextExpiry: nextExpiry() };
      total += next - (current?.weight ?? 0);
      if (next === 0) members.delete(member);
      else
        members.set(member, { weight: next, expires: delta > 0 || !current ? expiresAt : current.expires });
      if (members.size === 0) tallies.delete(key);
      prune(tallies, maxKeys, (entries) => entries.size === 0);
      return { ok: true, total, nextExpiry: nextExpiry() };
    },

    async untally(key, member) {
      const members = tallies.get(key);
      members?.delete(member);
      if (members?.size === 0) tallies.delete(key);
    },

    get: (key) => records.get(key),
    set: (key, value, ttlMs, setOptions) => records.set(key, value, ttlMs, setOptions),
    delete: (key) => records.delete(key),
    cache: memoryRecords(now, options.maxCacheKeys ?? 10_000),
    rooms: memoryRooms(),
  };
}
