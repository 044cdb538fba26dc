/**
 * The state of the in-page gateway that must outlive a page load, kept across page loads. In the
 * browser every page load starts the mock and its gateway anew (the mock's records restored from
 * IndexedDB), while the widget keeps its session and the service its bookings. A gateway on a
 * server does not restart when a buyer reloads, so the page keeps what such a gateway keeps in a
 * small synchronous keep (the page's `localStorage`), written before each answer that changed it:
 *
 * - the payment records (`payment:`): a buyer who pays leaves the shop's page for the provider's
 *   and comes back (the test provider's ledger is kept beside them, test-provider.ts);
 * - the idempotency records, the sessions' generations and the store's epoch with its marks
 *   (`idem:`, `generation:`, `epoch`, `epoch-acknowledged:`): without them each page load looked
 *   like a store that lost its state, and the first reservation of the session the widget kept
 *   across the load answered 409 `idempotency_outcome_unknown` although its key was new, and a
 *   superseded token could write again.
 *
 * Locks, holds, rate limits and the catalogue cache stay in memory: they start afresh with the
 * page. The HTTP mock and the Node adapter keep everything in memory, in their one process.
 */
import type { GatewayStore } from '../../src/gateway/index';

/** What of `Storage` the keep needs. */
export type Keep = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** Forgets every entry of the keep under `prefix` (a reset of the mock). */
export function forgetKept(keep: Keep, prefix: string): void {
  const keys: string[] = [];
  for (let i = 0; i < keep.length; i += 1) {
    const key = keep.key(i);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  for (const key of keys) keep.removeItem(key);
}

/** The records of the gateway's store that live in the keep (see above). */
const KEPT = /^(?:payment:|idem:|generation:|epoch-acknowledged:|epoch$)/;

/** The gateway's records that outlive a page load live in the keep, everything else in `store`. */
export function keptRecords(store: GatewayStore, keep: Keep, prefix: string, now = Date.now): GatewayStore {
  const mine = (key: string) => KEPT.test(key);
  const read = (key: string): string | null => {
    const raw = keep.getItem(prefix + key);
    if (raw === null) return null;
    try {
      const entry = JSON.parse(raw) as { value: string; expires: number };
      if (entry.expires > now()) return entry.value;
    } catch {
      // Not ours any more: dropped below.
    }
    keep.removeItem(prefix + key);
    return null;
  };
  return {
    ...store,
    get: (key) => (mine(key) ? Promise.resolve(read(key)) : store.get(key)),
    set(key, value, ttlMs, options) {
      if (!mine(key)) return store.set(key, value, ttlMs, options);
      if (options?.ifAbsent && read(key) !== null) return Promise.resolve(false);
      keep.setItem(prefix + key, JSON.stringify({ value, expires: now() + ttlMs }));
      return Promise.resolve(true);
    },
    delete(key) {
      if (!mine(key)) return store.delete(key);
      keep.removeItem(prefix + key);
      return Promise.resolve();
    },
  };
}
