/**
 * The gateway's store with bounds: every operation answers within `timeoutMs` (milliseconds, not
 * the client's own minutes of retries), or fails with 503 `store_unavailable` and `onError` kind
 * `store_unavailable`. A write then fails closed: nothing is sent to the service without its
 * caps, locks and idempotency record. A read that needs no store goes on without it (see
 * gateway.ts). Nothing is cached about the failure: the next operation tries the store again, so
 * the gateway recovers as soon as the store does, without a restart.
 */
import { GatewayError } from './problem.js';
import type { CacheSpace, GatewayStore, Limiter } from './store.js';

export class StoreUnavailable extends GatewayError {
  constructor(readonly reason: unknown) {
    super('store_unavailable', 'The gateway cannot reach its store; try again shortly.', [], {
      'Retry-After': '2',
    });
  }
}

export interface StoreGuardOptions {
  timeoutMs: number;
  /** Hears of each failure (at most once per second). */
  report(error: unknown): void;
}

export function guardStore(store: GatewayStore, options: StoreGuardOptions): GatewayStore {
  let reportedAt = -Infinity;
  const fail = (reason: unknown): never => {
    const error = new StoreUnavailable(reason);
    if (Date.now() - reportedAt >= 1_000) {
      reportedAt = Date.now();
      options.report(error);
    }
    throw error;
  };
  /** The operation's result, or `store_unavailable` after a failure or `timeoutMs`. */
  function bounded<T>(operation: () => Promise<T>): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`the store did not answer within ${options.timeoutMs} ms`)),
        options.timeoutMs,
      );
    });
    let running: Promise<T>;
    try {
      running = operation();
    } catch (error) {
      running = Promise.reject(error);
    }
    // A late answer or failure of an abandoned operation is dropped.
    running.catch(() => undefined);
    return Promise.race([running, timeout]).then(
      (value) => (clearTimeout(timer), value),
      (reason: unknown) => (clearTimeout(timer), fail(reason)),
    );
  }
  const space = (inner: CacheSpace): CacheSpace => ({
    get: (key) => bounded(() => inner.get(key)),
    set: (key, value, ttlMs, opts) => bounded(() => inner.set(key, value, ttlMs, opts)),
    delete: (key) => bounded(() => inner.delete(key)),
  });
  const records = space(store);
  return {
    limiter(limiterOptions): Limiter {
      const inner = store.limiter(limiterOptions);
      return {
        take: (key, points) => bounded(() => inner.take(key, points)),
        give: (key, points) => bounded(() => inner.give(key, points)),
      };
    },
    tally: (key, member, delta, opts) => bounded(() => store.tally(key, member, delta, opts)),
    untally: (key, member) => bounded(() => store.untally(key, member)),
    get: records.get,
    set: records.set,
    delete: records.delete,
    cache: space(store.cache),
    ...(store.rooms ? { rooms: store.rooms } : {}),
    ...(store.durable ? { durable: store.durable.bind(store) } : {}),
  };
}
