/**
 * The mock in the browser through MSW's service worker: the demo and component tests call the
 * API at `baseUrl` and the page answers itself. The worker script must be served at the site
 * root (`npx msw init public --save` puts it there).
 *
 * One catch-all handler hands each request to the same Hono app the other adapters use. The
 * clock follows real time by default here (a buyer watches the reservation timer count down);
 * `/__admin/clock` still moves it.
 */
import { http } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { createApp, normaliseBasePath } from './http/app';
import { createMock, type Mock, type MockOptions } from './index';

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
}

export interface MockWorker {
  readonly worker: SetupWorker;
  readonly mock: Mock;
  /** The base address the mock answers, absolute. */
  readonly baseUrl: string;
  stop(): void;
}

export async function startMockWorker(options: StartMockWorkerOptions = {}): Promise<MockWorker> {
  const url = new URL(options.baseUrl ?? '/api', globalThis.location.href);
  const basePath = normaliseBasePath(url.pathname);
  const mock = options.mock ?? createMock({ seed: options.seed, clock: options.clock ?? { follow: true } });
  const app = createApp(mock, {
    basePath,
    // Loaded on first use, so the contract does not weigh on the page until someone asks.
    openapi: () => import('../src/api/openapi.json').then((module) => module.default as unknown),
  });
  const worker = setupWorker(http.all(`${url.origin}${basePath}/*`, ({ request }) => app.fetch(request)));
  await worker.start({
    onUnhandledFrame: 'bypass',
    quiet: !options.log,
    ...(options.serviceWorkerUrl ? { serviceWorker: { url: options.serviceWorkerUrl } } : {}),
  });
  return { worker, mock, baseUrl: `${url.origin}${basePath}`, stop: () => void worker.stop() };
}
