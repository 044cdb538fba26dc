/**
 * The caps' shared parts, kept in the gateway's store so that they hold across instances: the
 * caps in force, the hourly budgets of confirmations and e-mails, and a short lock per booking.
 */
import type { ResolvedCaps } from './options.js';
import { GatewayError } from './problem.js';
import type { GatewayStore, Limiter } from './store.js';

/** How long the per-address and per-booking hourly budgets last. */
const HOUR_MS = 60 * 60 * 1000;
/**
 * A lock is given up after this long without a renewal: its holder renews it every `RENEW_MS`
 * while it works, so only the lock of an instance that stopped (killed, crashed) lapses, soon.
 */
const LOCK_MS = 10_000;
const RENEW_MS = 2_000;
/** How long a write waits for another write of the same booking before answering `booking_busy`. */
const LOCK_WAIT_MS = 5_000;

export interface Guard {
  readonly caps: ResolvedCaps;
  readonly store: GatewayStore;
  readonly now: () => number;
  readonly confirmations: Limiter;
  readonly emails: Limiter;
  /** Runs `fn` while holding the lock `name` (waiting up to 5 s for it, else `booking_busy`). */
  lock<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /**
   * Runs `fn(true)` holding the lock `name` when it is free, else at once `fn(false)` (also when
   * the store fails): for a read that may note what it saw only while no write can interleave.
   */
  attempt<T>(name: string, fn: (held: boolean) => Promise<T>): Promise<T>;
}

export function createGuard(caps: ResolvedCaps, store: GatewayStore, now: () => number): Guard {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** Renews the lock `key` while it is `token`'s, until the returned function is called. */
  const keep = (key: string, token: string): (() => void) => {
    const timer = setInterval(() => {
      void (async () => {
        if ((await store.get(key)) === token) await store.set(key, token, LOCK_MS);
      })().catch(() => undefined);
    }, RENEW_MS);
    (timer as { unref?: () => void }).unref?.();
    return () => clearInterval(timer);
  };
  const release = async (key: string, token: string) => {
    // Best effort: a store that fails now lets the lock lapse by itself (LOCK_MS), and the
    // answer of the work done stands.
    try {
      if ((await store.get(key)) === token) await store.delete(key);
    } catch {
      // Lapses on its own.
    }
  };
  return {
    caps,
    store,
    now,
    confirmations: store.limiter({
      name: 'confirmations',
      points: caps.confirmationsPerAddress,
      durationMs: HOUR_MS,
    }),
    emails: store.limiter({ name: 'emails', points: caps.emailsPerBooking, durationMs: HOUR_MS }),
    async lock(name, fn) {
      const key = `lock:${name}`;
      const token = crypto.randomUUID();
      const started = Date.now();
      while (!(await store.set(key, token, LOCK_MS, { ifAbsent: true }))) {
        if (Date.now() - started > LOCK_WAIT_MS) {
          throw new GatewayError(
            'booking_busy',
            'Another change of this booking is under way; try again.',
            [],
            {
              'Retry-After': '1',
            },
          );
        }
        await sleep(25);
      }
      const stop = keep(key, token);
      try {
        return await fn();
      } finally {
        stop();
        await release(key, token);
      }
    },
    async attempt(name, fn) {
      const key = `lock:${name}`;
      const token = crypto.randomUUID();
      const held = await store.set(key, token, LOCK_MS, { ifAbsent: true }).catch(() => false);
      if (!held) return fn(false);
      const stop = keep(key, token);
      try {
        return await fn(true);
      } finally {
        stop();
        await release(key, token);
      }
    },
  };
}
