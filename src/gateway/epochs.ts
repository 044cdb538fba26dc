/**
 * Noticing that the store lost its state (Redis restarted without persistence, or a memory
 * store's process restarted): the store keeps an epoch record, the time it was first written and
 * an id of its own (two epochs begun in the same millisecond differ). When it is missing, the
 * state it belonged to is gone, and a new epoch starts now. A session that began before the
 * current epoch may have had writes under way whose idempotency records were lost with it.
 */
import type { GatewayStore } from './store.js';

const KEY = 'epoch';
/** Longer than anything the gateway keeps. */
const EPOCH_TTL_MS = 10 * 365 * 24 * 60 * 60 * 1000;

export interface Epochs {
  /**
   * When the store's current state began (epoch ms); starts a new epoch when there is none.
   * `via` is another view of the same store (one that reports no failures, say).
   */
  since(via?: GatewayStore): Promise<number>;
}

export function createEpochs(
  store: GatewayStore,
  now: () => number,
  lost: (current: number) => void,
): Epochs {
  const fresh = (at: number) => `${at}:${crypto.randomUUID()}`;
  /** Which state an epoch record names: its id (the time moves when the clock is set back). */
  const idOf = (value: string) => value.split(':')[1] ?? value;
  let seen: string | undefined;
  return {
    async since(via = store) {
      let value = await via.get(KEY);
      if (value === null) {
        await via.set(KEY, fresh(now()), EPOCH_TTL_MS, { ifAbsent: true });
        value = (await via.get(KEY)) ?? fresh(now());
      }
      // An epoch written before the id was added is the time alone.
      const epoch = Number.parseInt(value, 10);
      const current = now();
      if (!(epoch <= current)) {
        // The clock was set back (a test clock reset to its start, or a corrected system
        // clock): no session can have begun after now, so the epoch moves back to now. The
        // state itself is not lost, so nothing is reported.
        const moved = `${current}:${value.split(':')[1] ?? crypto.randomUUID()}`;
        await via.set(KEY, moved, EPOCH_TTL_MS);
        seen = idOf(moved);
        return current;
      }
      if (seen !== undefined && idOf(value) !== seen) lost(epoch);
      seen = idOf(value);
      return epoch;
    },
  };
}

/** How often an instance on a shared store looks at the store's epoch. */
export const EPOCH_WATCH_MS = 500;

/**
 * Looks at the epoch every `EPOCH_WATCH_MS`, one look at a time (a look's failure is dropped:
 * the requests report the store's failures), so that an instance notices a loss without a
 * request of its own. Looks once at once: the epoch the instance's first writes are made in.
 * The timer keeps no process alive, and stops once `alive` answers false.
 */
export function watchEpochs(epochs: Epochs, quiet: GatewayStore, alive: () => boolean): void {
  let looking = false;
  const look = () => {
    if (!alive()) {
      clearInterval(timer);
      return;
    }
    if (looking) return;
    looking = true;
    void epochs
      .since(quiet)
      .catch(() => undefined)
      .finally(() => (looking = false));
  };
  const timer = setInterval(look, EPOCH_WATCH_MS);
  (timer as { unref?: () => void }).unref?.();
  look();
}
