/// <reference types="mocha" />
/**
 * The whole chain in the test page: widget → gateway → mock. One MSW worker per page answers
 * the gateway's path by calling `createGateway(...)`, whose upstream `fetch` calls the mock
 * app's `fetch` directly (no network, no second worker). Each test gets a fresh mock on the
 * `empty` seed with a fixed clock (tests move it through the admin API), the catalogue it
 * needs made as the back office would, and a gateway that sells those events.
 */
import { http, HttpResponse } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { createApp, createMock, type Mock } from '../../mock-server/index.js';
import { createGateway, type GatewayOptions } from '../../src/gateway/index.js';
import { mockGatewayOptions } from '../fixtures/gateway-options.js';
import { HeldDelays } from '../fixtures/held-delays.js';

/** Where the widget finds the gateway (`api-base`). */
export const GATEWAY_PATH = '/tb-gateway';
/** The mock's address as the gateway knows it; only ever reached through `app.fetch`. */
const UPSTREAM = 'http://upstream.test/api';
/** The mock clock's start: shows are dated from here. */
export const CLOCK_START = Date.parse('2026-12-01T09:00:00Z');

type Handler = (request: Request) => Promise<Response>;

let worker: Promise<SetupWorker> | undefined;
let current: Handler | undefined;

function startWorker(): Promise<SetupWorker> {
  return (worker ??= (async () => {
    const instance = setupWorker(
      http.all(`${location.origin}${GATEWAY_PATH}/*`, async ({ request }) => {
        if (!current) return HttpResponse.error();
        const response = await current(request);
        return response.type === 'error' ? HttpResponse.error() : response;
      }),
    );
    await instance.start({ onUnhandledFrame: 'bypass', quiet: true });
    return instance;
  })());
}

afterEach(() => {
  current = undefined;
});

export class Chain {
  readonly mock: Mock = createMock({ seed: 'empty', clock: { start: CLOCK_START } });
  /**
   * The mock's fault delays, held until the test lets them go (`(await delays.next()).release()`):
   * a test sees what the widget shows while a read is slow, however slow the machine is.
   */
  readonly delays = new HeldDelays();
  readonly app = createApp(this.mock, { basePath: new URL(UPSTREAM).pathname, delay: this.delays.wait });
  /** The widget's `api-base`. */
  readonly apiBase = `${location.origin}${GATEWAY_PATH}`;
  /** Requests the widget sent to the gateway, as `METHOD /path`. */
  readonly requests: string[] = [];
  /** Answer the next widget requests with a dropped connection (before the gateway). */
  dropNext = 0;
  /**
   * Which widget requests (`METHOD /path` starting so) the gateway carries out and whose answers
   * are then lost on the way back, once each: a write that landed, its answer never seen.
   */
  loseAnswerOf: string[] = [];
  private token?: string;

  /** The mock clock, for the widget's `options.now`. */
  readonly now = (): number => this.mock.clock.now();

  /**
   * Starts a gateway that sells `events` and routes the page's requests through it; `settings`
   * adds gateway options (a `verifyVisitor` check, say).
   */
  async open(events: string[], settings: Partial<GatewayOptions> = {}): Promise<void> {
    const gateway = createGateway(
      mockGatewayOptions({
        baseUrl: UPSTREAM,
        fetch: async (request) => {
          // An injected network fault reaches the gateway as a failed fetch, as over HTTP.
          const response = await this.app.fetch(request);
          if (response.type === 'error') throw new TypeError('Failed to fetch');
          return response;
        },
        events: { pids: events },
        allowedOrigins: [location.origin],
        basePath: GATEWAY_PATH,
        // The widget's reads must see each change the test makes at the mock at once (the cache
        // has its own suite in test/node/gateway).
        cache: false,
        ...settings,
      }),
    );
    await startWorker();
    current = async (request) => {
      const url = new URL(request.url);
      this.requests.push(`${request.method} ${url.pathname.slice(GATEWAY_PATH.length)}`);
      if (this.dropNext > 0) {
        this.dropNext--;
        return Response.error();
      }
      const lose = this.loseAnswerOf.findIndex((prefix) =>
        `${request.method} ${url.pathname.slice(GATEWAY_PATH.length)}`.startsWith(prefix),
      );
      // The page is one visitor: the gateway counts its caps by this address.
      const response = await gateway(request, { clientAddress: '127.0.0.1' });
      if (lose < 0) return response;
      this.loseAnswerOf.splice(lose, 1);
      await response.body?.cancel();
      return Response.error();
    };
  }

  /** A back-office request to the mock (user `demo`). */
  async backOffice(method: string, path: string, body?: unknown): Promise<Response> {
    this.token ??= await this.signIn();
    const headers: Record<string, string> = { Authorization: `Bearer ${this.token}` };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const init = { method, headers, body: body === undefined ? undefined : JSON.stringify(body) };
    return this.app.fetch(new Request(`${UPSTREAM}${path}`, init));
  }

  /** Creates a record as the back office; answers its pid. */
  async create(collection: string, body: unknown): Promise<string> {
    const response = await this.backOffice('POST', `/${collection}/`, body);
    if (response.status !== 201) throw new Error(`creating ${collection}: ${await response.text()}`);
    return decodeURIComponent(response.headers.get('location')!.split('/').filter(Boolean).pop()!);
  }

  /** An admin control of the mock, e.g. `admin('POST', '/clock', { advance: '31m' })`. */
  async admin(method: string, path: string, body?: unknown): Promise<unknown> {
    const init = {
      method,
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    };
    const response = await this.app.fetch(new Request(`${UPSTREAM}/__admin${path}`, init));
    if (!response.ok) throw new Error(`admin ${method} ${path}: ${response.status} ${await response.text()}`);
    return response.status === 204 ? undefined : response.json();
  }

  private async signIn(): Promise<string> {
    const response = await this.app.fetch(
      new Request(`${UPSTREAM}/oauth/v2/token`, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${btoa('demo-client:demo-secret')}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=password&username=demo&password=demo',
      }),
    );
    return ((await response.json()) as { access_token: string }).access_token;
  }
}
