/**
 * The mock in Node through MSW's request interception: drop the handlers into your own
 * `setupServer`, and every `fetch` to the base address is answered by the mock in-process.
 *
 * ```ts
 * import { setupServer } from 'msw/node';
 * import { createMockHandlers } from 'ticket-booking-mock';
 * const server = setupServer(...createMockHandlers({ baseUrl: 'https://tickets.test/api' }));
 * server.listen({ onUnhandledFrame: 'error' });
 * ```
 *
 * One catch-all handler hands each request to the same Hono app the other adapters use (MSW
 * pays for every handler a request does not match, so there is exactly one). An injected network
 * error fails the fetch; webhook calls are recorded (`GET /__admin/webhooks/events`) but not sent.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { createApp, normaliseBasePath } from './http/app';
import { readContractFile } from './http/openapi';
import { createMock, type Mock, type MockOptions } from './index';

export interface MockHandlersOptions {
  /** Absolute base address of the API, e.g. `https://tickets.test/api`. */
  readonly baseUrl: string;
  /** The mock to serve; default: a fresh `createMock({ seed })`. Pass one to control it in tests. */
  readonly mock?: Mock;
  /** Seed of the fresh mock (ignored when `mock` is given); default `empty`. */
  readonly seed?: string;
  /** Clock of the fresh mock (ignored when `mock` is given); default: fixed at the seed's start. */
  readonly clock?: MockOptions['clock'];
}

function target(baseUrl: string): { origin: string; basePath: string } {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new TypeError(`baseUrl must be an absolute URL such as https://tickets.test/api; got ${baseUrl}`);
  }
  return { origin: url.origin, basePath: normaliseBasePath(url.pathname) };
}

/** MSW handlers (one catch-all) that answer every request under `baseUrl` with the mock. */
export function createMockHandlers(options: MockHandlersOptions): HttpHandler[] {
  const { origin, basePath } = target(options.baseUrl);
  const mock = options.mock ?? createMock({ seed: options.seed, clock: options.clock });
  const app = createApp(mock, { basePath, openapi: readContractFile });
  return [
    http.all(`${origin}${basePath}/*`, async ({ request }) => {
      const response = await app.fetch(request);
      return response.type === 'error' ? HttpResponse.error() : response;
    }),
  ];
}

/** A `setupServer` with the mock's handlers, and the mock to control. Call `server.listen()`. */
export function setupMockServer(options: MockHandlersOptions): { server: SetupServer; mock: Mock } {
  const mock = options.mock ?? createMock({ seed: options.seed, clock: options.clock });
  return { server: setupServer(...createMockHandlers({ ...options, mock })), mock };
}
