/**
 * The mock in the browser through MSW's service worker: the demo and component tests call the
 * API at `baseUrl` and the page answers itself. The worker script must be served at the site
 * root (`npx msw init public --save` puts it there).
 *
 * One catch-all handler hands each request to the same Hono app the other adapters use. The
 * clock follows real time by default here (a buyer watches the reservation timer count down);
 * `/__admin/clock` still moves it. With `persist`, the state survives a reload: it is kept in
 * `localStorage` after every change and as the page goes away, and restored at start. Webhook
 * calls are recorded (`GET /__admin/webhooks/events`) but not sent from the page; an injected
 * network error fails the request.
 *
 * With `gateway`, the whole chain runs in the page: widget → site owner's gateway → mock. A
 * second catch-all answers `/widget-api/*` with the gateway (`gateway.ts`), whose requests to
 * the service call the same in-page app.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { SESSION_HEADER } from './domain/sessions';
import type { MockGatewayOptions } from './gateway';
import { createApp, normaliseBasePath } from './http/app';
import { createMock, type Mock, type MockOptions } from './index';
import { createPersister } from './persistence/persister';
import { DEFAULT_STORAGE_KEY, restoreFromStorage, saveToStorage } from './persistence/storage';

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
   * Keep the state in `localStorage` (under `ticket-booking-mock:state`, or `key`) after every
   * change and restore it at start; default false.
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

export async function startMockWorker(options: StartMockWorkerOptions = {}): Promise<MockWorker> {
  const url = new URL(options.baseUrl ?? '/api', globalThis.location.href);
  const basePath = normaliseBasePath(url.pathname);
  const mock = options.mock ?? createMock({ seed: options.seed, clock: options.clock ?? { follow: true } });
  const key =
    typeof options.persist === 'object' ? (options.persist.key ?? DEFAULT_STORAGE_KEY) : DEFAULT_STORAGE_KEY;
  const storage = options.persist ? globalThis.localStorage : undefined;
  if (storage) restoreFromStorage(mock, storage, key);
  const persister = storage && createPersister({ save: () => saveToStorage(mock, storage, key) });
  // The state is saved shortly after each change; a page that goes away (a reload right after a
  // reservation) saves it at once, so nothing of the last moment is lost.
  const saveNow = () => {
    try {
      if (storage) saveToStorage(mock, storage, key);
    } catch {
      // A full or blocked storage: the state saved last stays.
    }
  };
  if (storage) globalThis.addEventListener('pagehide', saveNow);
  // Before the first await: the page's own scripts that run after this call then see the
  // failed update already marked as handled (`defaultPrevented`).
  globalThis.addEventListener('unhandledrejection', ignoreFailedWorkerUpdate);
  const app = createApp(mock, {
    basePath,
    // Loaded on first use, so the contract does not weigh on the page until someone asks.
    openapi: () => import('../src/api/openapi.json').then((module) => module.default as unknown),
  });
  // The app's answer, and the state saved after a change (also for the gateway's requests).
  const answer = async (request: Request): Promise<Response> => {
    const response = await app.fetch(request);
    if (response.type === 'error') return response;
    const changed = !['GET', 'HEAD', 'OPTIONS'].includes(request.method) && response.status < 400;
    if (persister && changed && !request.headers.has(SESSION_HEADER)) persister.schedule();
    return response;
  };
  const handlers: RequestHandler[] = [];
  let gatewayUrl: string | undefined;
  if (options.gateway) {
    // Loaded only when asked for, so the plain mock does not carry the gateway.
    const { createMockGateway } = await import('./gateway');
    const settings = options.gateway === true ? {} : options.gateway;
    const gateway = createMockGateway(mock, answer, { ...settings, basePath });
    gatewayUrl = `${url.origin}${gateway.path}`;
    // First, so that a mock at the root of the origin does not take the gateway's requests.
    handlers.push(http.all(`${gatewayUrl}/*`, ({ request }) => gateway.fetch(request)));
  }
  handlers.push(
    http.all(`${url.origin}${basePath}/*`, async ({ request }) => {
      const response = await answer(request);
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
      globalThis.removeEventListener('pagehide', saveNow);
      globalThis.removeEventListener('unhandledrejection', ignoreFailedWorkerUpdate);
      void persister?.flush();
    },
  };
}
