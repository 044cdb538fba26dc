/**
 * Noticing that the store lost its state (Redis restarted without persistence, or a memory
 * store's process restarted): the store keeps an epoch record, the time it was first written.
 * When it is missing, the state it belonged to is gone, and a new epoch starts now. A session
 * that began before the current epoch may have had writes under way whose idempotency records
 * were lost with it.
 */
import type { GatewayStore } from './store.js';

const KEY = 'epoch';
/** Longer than anything the gateway keeps. */
const EPOCH_TTL_MS = 10 * 365 * 24 * 60 * 60 * 1000;

export interface Epochs {
  /** When the store's current state began (epoch ms); starts a new epoch when there is none. */
  since(): Promise<number>;
}

export function createEpochs(
  store: GatewayStore,
  now: () => number,
  lost: (previous: number, current: number) => void,
): Epochs {
  let seen: number | undefined;
  return {
    async since() {
      let value = await store.get(KEY);
      if (value === null) {
        await store.set(KEY, String(now()), EPOCH_TTL_MS, { ifAbsent: true });
        value = (await store.get(KEY)) ?? String(now());
      }
      let epoch = Number(value);
      const current = now();
      if (epoch > current) {
        // The clock was set back (a test clock reset to its start, or a corrected system
        // clock): no session can have begun after now, so the epoch moves back to now. The
        // state itself is not lost, so nothing is reported.
        await store.set(KEY, String(current), EPOCH_TTL_MS);
        epoch = current;
        seen = current;
        return epoch;
      }
      if (seen !== undefined && epoch !== seen) lost(seen, epoch);
      seen = epoch;
      return epoch;
    },
  };
}
