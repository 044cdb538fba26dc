/**
 * The in-page demo's gateways, in-process: each page load starts a gateway of its own (its own
 * locks, in memory), while the payment records and the other kept records live in the page's
 * `localStorage`, shared by every page load (mock-server/payments/keep.ts). The provider's page
 * settles the notification while the shop's page settles the buyer's return: two gateways whose
 * locks do not exclude each other, over the same records.
 */
import { keptRecords, type Keep } from '../../../../mock-server/payments/keep';
import { memoryStore, type Gateway, type GatewayStore } from '../../../../src/gateway/index';
import type { PaymentSetup } from './harness';

/** The demo's prefix of the kept records. */
const PREFIX = 'tb-mock-gateway:';

/** A page's `localStorage`, for the records kept across page loads. */
export class MemoryKeep implements Keep {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/** The store of one page load: its own memory, the kept records in `keep` (on the setup's clock). */
export function pageStore(setup: PaymentSetup, keep: Keep): GatewayStore {
  return keptRecords(memoryStore({ now: setup.clock.now }), keep, PREFIX, setup.clock.now);
}

/** A gateway of a page load over `store`, its upstream `fetch`; the setup's current gateway stays. */
export function pageGateway(
  setup: PaymentSetup,
  store: GatewayStore,
  fetch: (request: Request) => Promise<Response> = setup.upstreamFetch,
): Gateway {
  const current = setup.gateway;
  const gateway = setup.useGateway({
    events: { pids: [setup.theatre.event] },
    payments: setup.paying.provider,
    store,
    upstream: { fetch },
  });
  setup.gateway = current;
  return gateway;
}

/** Notifications to `provider`, everything else (the buyer's page) to `shop`. */
export function routed(provider: Gateway, shop: Gateway): Gateway {
  return (request, connection) =>
    (new URL(request.url).pathname.endsWith('/payments/notifications') ? provider : shop)(
      request,
      connection,
    );
}

/**
 * An upstream fetch that holds the first `POST /email/send` before it reaches the service:
 * `atService` resolves once it is held, `release()` lets it through (or fails it, as a lost
 * connection does).
 */
export function holdEmail(setup: PaymentSetup) {
  let reached!: () => void;
  const atService = new Promise<void>((resolve) => (reached = resolve));
  let settle!: (fail: boolean) => void;
  const released = new Promise<boolean>((resolve) => (settle = resolve));
  let armed = true;
  const fetch = async (request: Request): Promise<Response> => {
    if (armed && request.method === 'POST' && new URL(request.url).pathname.endsWith('/email/send')) {
      armed = false;
      reached();
      if (await released) throw new TypeError('fetch failed');
    }
    return setup.upstreamFetch(request);
  };
  return { fetch, atService, release: (fail = false) => settle(fail) };
}

/**
 * `store`, until `stopped()` says the instance stopped: from then on nothing of it reaches the
 * store (a killed process writes nothing, renews nothing).
 */
export function stoppable(store: GatewayStore, stopped: () => boolean): GatewayStore {
  const never = new Promise<never>(() => undefined);
  return {
    ...store,
    get: (key) => (stopped() ? never : store.get(key)),
    set: (key, value, ttlMs, options) => (stopped() ? never : store.set(key, value, ttlMs, options)),
    delete: (key) => (stopped() ? never : store.delete(key)),
  };
}
