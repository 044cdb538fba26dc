/**
 * The mock in the browser through MSW's service worker: the demo and component tests call the
 * API at `baseUrl` and the page answers itself. The worker script must be served at the site
 * root (`npx msw init public --save` puts it there).
 *
 * One catch-all handler hands each request to the same Hono app the other adapters use. The
 * clock follows real time by default here (a buyer watches the reservation timer count down);
 * `/__admin/clock` still moves it. With `persist`, the state survives a reload: each request's
 * changes are committed to IndexedDB (one transaction) before the request is answered, sessions
 * included, and restored at start (a state an earlier version left in `localStorage` is moved
 * over once). Webhook
 * calls are recorded (`GET /__admin/webhooks/events`) but not sent from the page; an injected
 * network error fails the request.
 *
 * With `gateway`, the whole chain runs in the page: widget → site owner's gateway → mock. A
 * second catch-all answers `/widget-api/*` with the gateway (`gateway.ts`), whose requests to
 * the service call the same in-page app.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import type { MockGatewayOptions } from './gateway';
import { createApp, normaliseBasePath } from './http/app';
import { createMock, type Mock, type MockOptions } from './index';
import { DurableState } from './persistence/durable';
import { DEFAULT_DATABASE, IndexedDbState } from './persistence/indexeddb';
import { DEFAULT_STORAGE_KEY, restoreFromStorage } from './persistence/storage';

/** The one client address of the in-page gateway: everything in a page is one visitor. */
const IN_PAGE_ADDRESS = '127.0.0.1';

export interface StartMockWorkerOptions {
  /** Base address of the API, absolute or relative to the page; default `/api`. */
  readonly baseUrl?: string;
  /** Seed of the fresh mock (ignored when `mock` is given); default `empty`. */
  readonly seed?: string;
  readonly mock?: Mock;
  /** Clock of the fresh mock; default: the seed's start, then real time passes. */
  readonly clock?: MockOptions['clock'];
  /** URL of MSW's worker script; default `/mockServiceWorker.js`. */
  readonly serviceWorkerUrl?: string;
  /** Log each intercepted request to the console; default false. */
  readonly log?: boolean;
  /**
   * Keep the state in IndexedDB (database `ticket-booking-mock`, or `key`), committed before each
   * answer, and restore it at start; default false.
   */
  readonly persist?: boolean | { readonly key?: string };
  /**
   * Also answer the site owner's gateway in front of the mock, under `/widget-api/` of the
   * page's origin (or `path`): point the widget's `api-base` there. Default false.
   */
  readonly gateway?: boolean | MockGatewayOptions;
}

export interface MockWorker {
  readonly worker: SetupWorker;
  readonly mock: Mock;
  /** The base address the mock answers, absolute. */
  readonly baseUrl: string;
  /** The gateway's address, absolute, when `gateway` was asked for. */
  readonly gatewayUrl?: string;
  stop(): void;
}

/**
 * When a page starts, MSW asks the browser to update its service worker and does not wait for
 * the answer. Right after a reload or a move to another page, the worker of the page that left
 * may be unregistering itself (it does when its last page closes): the update then fails with
 * "Not found", while the worker keeps answering this page. That failure is no error of the page.
 */
function ignoreFailedWorkerUpdate(event: PromiseRejectionEvent): void {
  const reason: unknown = event.reason;
  if (reason instanceof Error && reason.message.startsWith('Failed to update a ServiceWorker'))
    event.preventDefault();
}

/**
 * The state saved in IndexedDB, loaded into `mock`. A state an earlier version kept in
 * `localStorage` moves over when IndexedDB holds none yet. A saved state that cannot be read
 * (of an older version) is dropped with a warning, and the mock keeps its seed.
 */
async function openSavedState(mock: Mock, persist: true | { readonly key?: string }): Promise<DurableState> {
  const name = (persist === true ? undefined : persist.key) ?? DEFAULT_DATABASE;
  let backend = await IndexedDbState.open(name);
  if ((await backend.load()).length === 0) {
    const legacyKey = persist === true ? DEFAULT_STORAGE_KEY : (persist.key ?? DEFAULT_STORAGE_KEY);
    if (restoreFromStorage(mock, globalThis.localStorage, legacyKey))
      globalThis.localStorage.removeItem(legacyKey);
  }
  try {
    return await DurableState.open(backend, mock, `The saved mock state (IndexedDB ${name})`);
  } catch (error) {
    console.warn(error);
    backend.close();
    await new Promise<void>((resolve) => {
      const request = indexedDB.deleteDatabase(name);
      request.onsuccess = request.onerror = request.onblocked = () => resolve();
    });
    backend = await IndexedDbState.open(name);
    return DurableState.open(backend, mock);
  }
}

export async function startMockWorker(options: StartMockWorkerOptions = {}): Promise<MockWorker> {
  const url = new URL(options.baseUrl ?? '/api', globalThis.location.href);
  const basePath = normaliseBasePath(url.pathname);
  const mock = options.mock ?? createMock({ seed: options.seed, clock: options.clock ?? { follow: true } });
  // Before the first await: the page's own scripts that run after this call then see the
  // failed update already marked as handled (`defaultPrevented`).
  globalThis.addEventListener('unhandledrejection', ignoreFailedWorkerUpdate);
  const durable = options.persist ? await openSavedState(mock, options.persist) : undefined;
  // Changes made between requests (the list of recorded webhook calls) and in the page's own
  // code are committed every second and as the page goes away.
  const saveNow = () => void Promise.resolve(durable?.commit()).catch(() => undefined);
  const timer = durable ? setInterval(saveNow, 1000) : undefined;
  if (durable) globalThis.addEventListener('pagehide', saveNow);
  const app = createApp(mock, {
    basePath,
    // Loaded on first use, so the contract does not weigh on the page until someone asks.
    openapi: () => import('../src/api/openapi.json').then((module) => module.default as unknown),
    ...(durable ? { sessions: { keeper: durable } } : {}),
  });
  // The app's answer, once its changes are committed (also for the gateway's requests).
  const answer = async (request: Request): Promise<Response> => {
    const response = await app.fetch(request);
    if (durable) {
      try {
        await durable.commit(request);
      } catch (error) {
        console.error('Could not save the mock state:', error);
        return Response.json(
          { title: 'Service Unavailable', status: 503, detail: String(error), code: 'state_not_saved' },
          { status: 503, headers: { 'Content-Type': 'application/problem+json' } },
        );
      }
    }
    return response;
  };
  const handlers: RequestHandler[] = [];
  let gatewayUrl: string | undefined;
  /** A reset of the mock forgets the payments the gateway keeps across page loads. */
  let forgetOnReset = () => undefined as void;
  if (options.gateway) {
    // Loaded only when asked for, so the plain mock does not carry the gateway.
    const { createMockGateway } = await import('./gateway');
    const settings = options.gateway === true ? {} : options.gateway;
    const gateway = createMockGateway(mock, answer, { ...settings, basePath });
    forgetOnReset = () => gateway.forgetPayments();
    gatewayUrl = `${url.origin}${gateway.path}`;
    // First, so that a mock at the root of the origin does not take the gateway's requests.
    // Everything in the page is one visitor: one client address for the per-address caps.
    handlers.push(http.all(`${gatewayUrl}/*`, ({ request }) => gateway.fetch(request, IN_PAGE_ADDRESS)));
    // The test payment provider's hosted page, which the buyer is sent to (a navigation this
    // page answers as it leaves; the hosted page then answers its own form: `pageModule`).
    handlers.push(
      http.all(`${url.origin}/__payments/*`, ({ request }) =>
        gateway.handles(new URL(request.url).pathname) ? gateway.fetch(request, IN_PAGE_ADDRESS) : undefined,
      ),
    );
  }
  handlers.push(
    http.all(`${url.origin}${basePath}/*`, async ({ request }) => {
      const reset =
        request.method === 'POST' && new URL(request.url).pathname === `${basePath}/__admin/reset`;
      const response = await answer(request);
      if (reset && response.ok) forgetOnReset();
      return response.type === 'error' ? HttpResponse.error() : response;
    }),
  );
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledFrame: 'bypass',
    quiet: !options.log,
    ...(options.serviceWorkerUrl ? { serviceWorker: { url: options.serviceWorkerUrl } } : {}),
  });
  return {
    worker,
    mock,
    baseUrl: `${url.origin}${basePath}`,
    ...(gatewayUrl ? { gatewayUrl } : {}),
    stop: () => {
      worker.stop();
      clearInterval(timer);
      globalThis.removeEventListener('pagehide', saveNow);
      globalThis.removeEventListener('unhandledrejection', ignoreFailedWorkerUpdate);
      void durable?.close();
    },
  };
}
