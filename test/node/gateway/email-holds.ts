/**
 * Helpers for racing confirmation e-mails across gateway instances: an upstream fetch that holds
 * one request at the service's door, and a store that tells when a request found the booking's
 * e-mail claim taken (it then waits for its holder).
 */
import type { GatewayStore } from '../../../src/gateway/index';
import type { Setup } from './harness';

/**
 * An upstream fetch that holds the first `method` request whose path matches `path`;
 * `release(fail)` lets it through, or fails it as a lost connection.
 */
export function holdAt(setup: Setup, method: string, path: RegExp) {
  let reached!: () => void;
  const atService = new Promise<void>((resolve) => (reached = resolve));
  let release!: (fail: boolean) => void;
  const released = new Promise<boolean>((resolve) => (release = resolve));
  let armed = true;
  const fetch = async (request: Request): Promise<Response> => {
    if (armed && request.method === method && path.test(new URL(request.url).pathname)) {
      armed = false;
      reached();
      if (await released) throw new TypeError('fetch failed');
    }
    return setup.upstreamFetch(request);
  };
  return { fetch, atService, release: (fail = false) => release(fail) };
}

/** `store`, telling when a request found the booking's e-mail claim taken. */
export function watched(store: GatewayStore) {
  let found!: () => void;
  const taken = new Promise<void>((resolve) => (found = resolve));
  const watching: GatewayStore = {
    ...store,
    async set(key, value, ttlMs, options) {
      const done = await store.set(key, value, ttlMs, options);
      if (!done && options?.ifAbsent && key.startsWith('payment:email:')) found();
      return done;
    },
  };
  return { store: watching, taken };
}
