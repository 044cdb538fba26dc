/**
 * The payment state of the in-page mock, kept across page loads. A buyer who pays leaves the
 * shop's page for the provider's and comes back: in the browser every page load starts the mock
 * anew (its records restored from IndexedDB), so the gateway's payment records and the test
 * provider's ledger are kept in a small synchronous keep as well (the page's `localStorage`),
 * written before each answer that changed them. The HTTP mock and the Node adapter keep them in
 * memory, in their one process.
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

/** The gateway's payment records (`payment:…`) live in the keep, everything else in `store`. */
export function keptPayments(store: GatewayStore, keep: Keep, prefix: string, now = Date.now): GatewayStore {
  const mine = (key: string) => key.startsWith('payment:');
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
