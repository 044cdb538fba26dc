/**
 * The site owner's gateway (`src/gateway`) in front of the mock, in the same process: the widget
 * talks to `/widget-api/` exactly as it would to a site owner's server, and the gateway's
 * requests to the service call the mock app directly (no network, no second server). `serve.ts`
 * mounts it beside the API; `startMockWorker({ gateway: true })` answers it in the page.
 *
 * It signs in as the seed's client and user `demo`, and sells the events named in `events`, or
 * by default every event of the host "Demo Theater" (events created later included). Its
 * requests carry no `X-Mock-Session`, so they act on the main mock, never on a QA session. With
 * the mock's config `visitorCheck: true`, it verifies visitors with the test provider of
 * `visitor-check.ts`. With `waitingRoom: { opensAt, admitPerMinute, crowd }`, every event on sale
 * has a waiting room opening at `opensAt`, and `crowd` simulated buyers take a place in each
 * line as the sale is set up (`sale-crowd.ts`), so a buyer sees the line move.
 */
import { createGateway, memoryStore, type Gateway, type GatewayStore } from '../src/gateway/index';
import type { WaitingRoomSetting } from './domain/config';
import type { Mock } from './index';
import { SEED_CLIENT, SEED_USERS } from './seed/index';
import { forgetKept, keptRecords, type Keep } from './payments/keep';
import { createTestPayments, type TestPayments } from './payments/test-provider';
import { joinCrowd } from './sale-crowd';
import { testVisitorCheck } from './visitor-check';

/** Where the gateway answers, below the server's (or page's) origin. */
const DEFAULT_GATEWAY_PATH = '/widget-api';
/** The host whose events are on sale when no event is named. */
const DEFAULT_GATEWAY_HOST = 'Demo Theater';
/** The mock's address as the gateway knows it; never resolved: every request goes in-process. */
const UPSTREAM_ORIGIN = 'http://mock.internal';

export interface MockGatewayOptions {
  /** Path the gateway answers under; default `/widget-api`. */
  readonly path?: string;
  /** Event pids on sale; default every event of the host "Demo Theater". */
  readonly events?: readonly string[];
  /** Secret of the visitor sessions (≥ 32 characters); default: a random one made at start. */
  readonly sessionSecret?: string;
  /** Origins of pages allowed to call it from a browser; default `'*'` (a local test tool). */
  readonly allowedOrigins?: readonly string[] | '*';
  /**
   * The in-page mock: the payment state (the gateway's payment records and the test provider's
   * ledger) and the gateway's idempotency records, session generations and store epoch kept
   * across page loads in `keep` (the page's `localStorage`, see `payments/keep.ts`), and the page
   * of the site that shows the test provider's hosted page (`pageUrl`, see `test-provider.ts`). A
   * buyer who pays leaves the page and comes back, so both are needed for the test provider in
   * the page; default: in memory, in this process, and the hosted page itself.
   */
  readonly payments?: { readonly keep: Keep; readonly pageUrl?: (id: string) => string };
}

export interface MockGateway {
  /** The path it answers under, e.g. `/widget-api`. */
  readonly path: string;
  /** The session secret in use (made at start unless one was given). */
  readonly sessionSecret: string;
  /** Whether a request for `pathname` is the gateway's. */
  handles(pathname: string): boolean;
  /** Answers a visitor's request; `clientAddress` keys the per-address rate limit. */
  fetch(request: Request, clientAddress?: string): Promise<Response>;
  /** The test payment provider, used while the mock's config says `payments: "test"`. */
  readonly payments: TestPayments;
  /**
   * Forgets the payments (and the other records) kept across page loads (`payments.keep`), as a reset of the mock
   * forgets its bookings: the seed's booking numbers come again, and must not find the payments
   * of the bookings that had them before.
   */
  forgetPayments(): void;
}

/** An on-sale rush the config asked for: its setting and the store with its own line. */
interface Sale {
  readonly key: string;
  readonly setting: WaitingRoomSetting;
  readonly store: GatewayStore;
}

/**
 * The gateway's `waitingRoom` for a sale of the config: every event, opening at the setting's
 * time, at its rate. Simulated buyers never ask for their place, so the line keeps them for half
 * an hour (instead of 3 minutes); at most 1 000 buyers are active at once, so the crowd's unused
 * passes do not hold the line up.
 */
function waitingRoomOption(setting: WaitingRoomSetting) {
  return {
    opensAt: () => setting.opensAt,
    admitPerMinute: setting.admitPerMinute,
    maxActive: 1000,
    pollMs: 2000,
    abandonMs: 30 * 60_000,
  };
}

/** 48 random bytes, base64url: a session secret for this run. */
function randomSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(48));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * A gateway whose upstream is `answer`, the mock app's Fetch handler (with whatever the adapter
 * does around it, such as saving the state). An answer of type `error` (an injected network
 * fault) reaches the gateway as a failed fetch, as it would over the network.
 */
export function createMockGateway(
  mock: Mock,
  answer: (request: Request) => Promise<Response>,
  options: MockGatewayOptions & {
    /** Path prefix of the mock's API, e.g. `/api` (`''` for the root). */
    readonly basePath: string;
  },
): MockGateway {
  const path = (options.path ?? DEFAULT_GATEWAY_PATH).replace(/\/+$/, '');
  if (!path.startsWith('/')) throw new TypeError(`The gateway path must start with /; got ${path}`);
  if (options.basePath === path || options.basePath.startsWith(`${path}/`)) {
    throw new TypeError(`The gateway path ${path} would hide the API at ${options.basePath}`);
  }
  const sessionSecret = options.sessionSecret ?? randomSecret();
  // Off until QA (or the demo's inspector) sets the mock's `visitorCheck`.
  const verifyVisitor = testVisitorCheck(() => mock.config.visitorCheck === true);
  const user = SEED_USERS.find((seedUser) => seedUser.host === DEFAULT_GATEWAY_HOST)!;
  const upstreamFetch = async (request: Request): Promise<Response> => {
    const response = await answer(request);
    if (response.type === 'error') throw new TypeError('fetch failed');
    return response;
  };
  // One store for both gateways below: a payment started with payments on is settled on either.
  const kept = options.payments;
  const KEPT_PREFIX = 'tb-mock-gateway:';
  const store = kept ? keptRecords(memoryStore(), kept.keep, KEPT_PREFIX) : memoryStore();
  let origin = '';
  let current: { host: string; sale: Sale | null; gateway: Gateway; paying: Gateway } | undefined;
  const payments = createTestPayments({
    origin: () => origin,
    gatewayPath: path,
    // The provider's notification reaches the paying gateway whatever the config says now.
    // The provider is this process: its notifications come from the loopback address.
    notify: (request) =>
      current?.paying(request, { clientAddress: '127.0.0.1' }) ??
      Promise.resolve(new Response(null, { status: 404 })),
    passRelease: () => void mock.moveClock({ advanceMs: mock.config.releasePeriod + 60_000 }),
    ...(kept ? { keep: kept.keep, pageUrl: kept.pageUrl } : {}),
  });
  type Events = { pids?: readonly string[]; hosts?: readonly string[] };
  const build = (events: Events, paying: boolean, sale: Sale | null): Gateway =>
    createGateway({
      upstream: {
        baseUrl: `${UPSTREAM_ORIGIN}${options.basePath}`,
        clientId: SEED_CLIENT.id,
        clientSecret: SEED_CLIENT.secret,
        username: user.username,
        password: user.password,
        fetch: upstreamFetch,
      },
      events,
      sessionSecret,
      allowedOrigins: options.allowedOrigins ?? '*',
      basePath: path,
      // A test tool: a change made through the API, the inspector or a reset shows at once.
      cache: false,
      verifyVisitor,
      // Each sale has a line of its own; the rest of the store (payments) is shared.
      store: sale ? sale.store : store,
      ...(sale ? { waitingRoom: waitingRoomOption(sale.setting) } : {}),
      ...(paying ? { payments: payments.provider } : {}),
      // The mock's clock (the seed's date, moved by `/__admin/clock`): sessions, holds and the
      // one-open-booking cap read bookings' deadlines on the service's time.
      now: () => mock.clock.now(),
    });
  const both = (events: Events, sale: Sale | null) => ({
    gateway: build(events, false, sale),
    paying: build(events, true, sale),
  });

  /** The sale the config asks for (`waitingRoom`), as last set up: its key, line and crowd. */
  let sale: Sale | null = null;
  /** The crowd of the current sale, on its way into the lines (requests wait for it). */
  let crowding: Promise<void> = Promise.resolve();
  const saleOf = (): Sale | null => {
    const setting = mock.config.waitingRoom;
    if (!setting || setting === 'off') return (sale = null);
    const key = JSON.stringify(setting);
    if (sale?.key !== key) sale = { key, setting, store: { ...store, rooms: memoryStore().rooms } };
    return sale;
  };

  // With no events named, the host is looked up on each request: a reset or a restored state
  // may hold it under another pid, and the gateway is then made anew for it (and for each sale).
  const pick = (pair: { gateway: Gateway; paying: Gateway }) =>
    mock.config.payments === 'test' ? pair.paying : pair.gateway;
  const gateway = (): Gateway | undefined => {
    let host = '';
    if (!options.events?.length) {
      for (const record of mock.store.all('hosts')) {
        if (record.name === DEFAULT_GATEWAY_HOST) host = String(record.pid);
      }
      if (!host) return undefined;
    }
    const now = saleOf();
    if (host !== current?.host || now !== current.sale) {
      const events: Events = options.events?.length ? { pids: options.events } : { hosts: [host] };
      const fresh = now !== null && now !== current?.sale;
      current = { host, sale: now, ...both(events, now) };
      if (fresh) {
        const pids = options.events?.length
          ? options.events
          : [...mock.store.all('events')]
              .filter((event) => event.host === host)
              .map((event) => String(event.pid));
        const handler = current.gateway;
        crowding = joinCrowd(
          (request, clientAddress) => handler(request, { clientAddress }),
          `${UPSTREAM_ORIGIN}${path}`,
          pids,
          now.setting.crowd,
        );
      }
    }
    return pick(current);
  };
  gateway();

  return {
    path,
    sessionSecret,
    payments,
    forgetPayments() {
      if (!kept) return;
      forgetKept(kept.keep, KEPT_PREFIX);
      payments.forget();
    },
    handles: (pathname) => pathname === path || pathname.startsWith(`${path}/`) || payments.handles(pathname),
    async fetch(request, clientAddress) {
      origin = new URL(request.url).origin;
      if (payments.handles(new URL(request.url).pathname)) return payments.fetch(request);
      const handler = gateway();
      // A sale just set up: its crowd takes the first places before anyone else's request.
      await crowding;
      if (!handler) {
        const body = {
          type: '/problems/not_found',
          title: 'No such resource.',
          status: 404,
          detail: `No events are on sale: the mock holds no host "${DEFAULT_GATEWAY_HOST}".`,
          code: 'not_found',
          errors: [],
        };
        return Response.json(body, { status: 404, headers: { 'Content-Type': 'application/problem+json' } });
      }
      return handler(request, { clientAddress });
    },
  };
}
