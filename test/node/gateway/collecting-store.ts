/**
 * Relayed answers and garbage collection: an answer of Node's `fetch` (undici) cancels its body
 * once its `Response` object is collected, so a keyed write's answer, read for its idempotency
 * record after a few store round trips, must keep its body until then. The store here collects
 * garbage at that moment, when the session's lock is let go.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { GatewayStore } from '../../../src/gateway/index';
import { ANNA, pidOf } from './fixtures';
import type { Reply, Setup } from './harness';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Collects garbage and lets the finalizers of collected objects run (queued as tasks after it). */
async function collect(): Promise<void> {
  collectGarbage();
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * `store`, collecting garbage when a session's lock is let go while `armed()`; a delegating spy.
 * `first` runs before each collection (a store over the network lets the event loop turn).
 */
export function collecting(
  store: GatewayStore,
  armed: () => boolean,
  first: () => Promise<void> = async () => {},
): GatewayStore {
  return new Proxy(store, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (property === 'delete') {
        return async (key: string) => {
          await target.delete(key);
          if (!armed() || !key.startsWith('lock:session:')) return;
          await first();
          await collect();
        };
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Anna's person, then (with `arm()` called in between, so the store collects garbage from now on)
 * a keyed create of her booking: answers the booking create.
 */
export async function keyedBookingCreate(
  setup: Setup,
  arm: () => void,
): Promise<{ person: Reply; booking: Reply }> {
  const person = await setup.visit('POST', '/persons/', { body: ANNA });
  arm();
  const booking = await setup.visit('POST', '/bookings/', {
    body: { customer: pidOf(person) },
    session: person.session,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  return { person, booking };
}
