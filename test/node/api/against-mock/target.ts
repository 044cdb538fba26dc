/**
 * The real mock service as the typed client meets it: the Hono app called in-process
 * (`createApp(mock).fetch`) or the HTTP server (`mock-server/serve.ts`, `startServer`) on loopback. Each target gives
 * a recording fetch for the client (every request with its grant type, bearer token and
 * status), the admin controls, and a mirror of the mock's clock for the client's `now`.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { after, before } from 'node:test';
import { createTokenManager, type TokenManager, type TokenManagerOptions } from '../../../../src/api/auth.js';
import { createClient, type ApiClient } from '../../../../src/api/client.js';

export const CLIENT = { clientId: 'demo-client', clientSecret: 'demo-secret' } as const;
export const USER = { username: 'demo', password: 'demo' } as const;
export const OTHER_USER = { username: 'other', password: 'other' } as const;

/** The token lifetime the mock issues (`expires_in`), per DESIGN.md §4 OAuth. */
export const TOKEN_LIFETIME_MS = 600_000;

/** In-process (the unit tier) or the HTTP server in a process of its own (the integration tier). */
export type TargetKind = 'in-process' | 'http';

/** One request the client sent, as the recording fetch saw it, with the answer's status. */
export interface Exchange {
  method: string;
  /** Path below the base address, without the query: `/oauth/v2/token`, `/persons/`. */
  path: string;
  url: URL;
  /** `grant_type` of a token request. */
  grant?: string;
  /** The form of a token request. */
  form?: URLSearchParams;
  /** The bearer token sent, if any. */
  bearer?: string;
  body: string;
  status: number;
  /** Headers of the answer. */
  answer: Headers;
}

type Fetch = (request: Request) => Promise<Response>;

interface Started {
  baseUrl: string;
  fetch: Fetch;
  close(): Promise<void>;
}

const IN_PROCESS_BASE = 'http://mock.test/api';
const TOKEN_PATH = '/oauth/v2/token';
const SERVE = fileURLToPath(new URL('../../../../mock-server/serve.ts', import.meta.url));

async function startInProcess(): Promise<Started> {
  const { createMock } = await import('../../../../mock-server/index');
  const { createApp } = await import('../../../../mock-server/http/app');
  const app = createApp(createMock({ seed: 'empty' }), { basePath: new URL(IN_PROCESS_BASE).pathname });
  return {
    baseUrl: IN_PROCESS_BASE,
    fetch: async (request) => app.fetch(request),
    close: async () => {},
  };
}

/**
 * The HTTP server as QA engineers run it (`mock-server/serve.ts` on a free loopback port), in a
 * process of its own: `startServer` replaces the global `Request`/`Response` of its process with
 * @hono/node-server's, which a client sharing the process would see (same-process.test.ts).
 */
async function startHttp(): Promise<Started> {
  const child = spawn(
    process.execPath,
    ['--import', import.meta.resolve('tsx'), SERVE, '--port', '0', '--base-path', '/api', '--seed', 'empty'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const kill = () => child.kill('SIGTERM');
  process.once('exit', kill);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`serve.ts did not start: ${output}`)), 30_000);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    });
    void exited.then(() => reject(new Error(`serve.ts exited: ${output}`)));
  });
  return {
    baseUrl,
    fetch: (request) => globalThis.fetch(request),
    close: async () => {
      process.off('exit', kill);
      kill();
      await exited;
    },
  };
}

/**
 * The mock's clock as the client sees it. `now` is what the client's token manager reads; it
 * follows the mock's clock through `advance`, and `advanceServerOnly` moves the mock alone, so
 * the client's notion of time lags behind until the next `sync`.
 */
export class MockTime {
  private epochMs = 0;
  constructor(private readonly admin: (method: string, path: string, body?: unknown) => Promise<unknown>) {}

  readonly now = (): number => this.epochMs;

  async sync(): Promise<number> {
    this.epochMs = ((await this.admin('GET', '/__admin/clock')) as { epochMs: number }).epochMs;
    return this.epochMs;
  }

  /** Moves the mock's clock and the client's with it. */
  async advance(ms: number): Promise<void> {
    this.epochMs = await this.advanceServerOnly(ms);
  }

  /** Moves the mock's clock only; answers the mock's new time. */
  async advanceServerOnly(ms: number): Promise<number> {
    const moved = (await this.admin('POST', '/__admin/clock', { advanceMs: ms })) as { epochMs: number };
    return moved.epochMs;
  }
}

export interface MockTarget {
  readonly kind: TargetKind;
  readonly baseUrl: string;
  /** Every request sent through `fetch` since the last `reset`. */
  readonly exchanges: Exchange[];
  readonly time: MockTime;
  /** The recording fetch to give the client and the token manager. */
  fetch: Fetch;
  /** Grant types of the token requests, in order. */
  grants(): (string | undefined)[];
  /** Requests other than token requests. */
  resourceRequests(): Exchange[];
  /** Calls an admin control (not recorded); answers the parsed JSON body. */
  admin(method: string, path: string, body?: unknown): Promise<unknown>;
  /** Back to the `empty` seed (fresh store, tokens and clock); clears the record of requests. */
  reset(): Promise<void>;
  tokens(options?: Partial<TokenManagerOptions>): TokenManager;
  /** A client signed in as `demo` (or as given), with `now` on the mock's clock. */
  client(options?: Partial<TokenManagerOptions>): { client: ApiClient; tokens: TokenManager };
}

async function record(request: Request, base: URL): Promise<Omit<Exchange, 'status' | 'answer'>> {
  const url = new URL(request.url);
  const body = request.body ? await request.clone().text() : '';
  const path = url.pathname.slice(base.pathname.replace(/\/+$/, '').length);
  const isToken = path === TOKEN_PATH;
  const form = isToken ? new URLSearchParams(body) : undefined;
  const bearer = request.headers.get('Authorization')?.match(/^Bearer (.+)$/)?.[1];
  return {
    method: request.method,
    path,
    url,
    body,
    ...(form ? { form, grant: form.get('grant_type') ?? undefined } : {}),
    ...(bearer ? { bearer } : {}),
  };
}

/**
 * Starts the target for the enclosing `describe` and stops it after. Call `reset()` where a
 * test needs a fresh mock.
 */
export function useMockTarget(kind: TargetKind): MockTarget {
  let started: Started | undefined;
  const exchanges: Exchange[] = [];
  const base = () => {
    if (!started) throw new Error(`The ${kind} mock has not started`);
    return started;
  };

  const admin = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const response = await base().fetch(
      new Request(`${base().baseUrl}${path}`, {
        method,
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
  const time = new MockTime(admin);

  const target: MockTarget = {
    kind,
    get baseUrl() {
      return base().baseUrl;
    },
    exchanges,
    time,
    fetch: async (request) => {
      const seen = await record(request, new URL(base().baseUrl));
      const response = await base().fetch(request);
      exchanges.push({ ...seen, status: response.status, answer: response.headers });
      return response;
    },
    grants: () => exchanges.filter((e) => e.path === TOKEN_PATH).map((e) => e.grant),
    resourceRequests: () => exchanges.filter((e) => e.path !== TOKEN_PATH),
    admin,
    async reset() {
      await admin('POST', '/__admin/reset', { seed: 'empty' });
      exchanges.length = 0;
      await time.sync();
    },
    tokens: (options = {}) =>
      createTokenManager({
        baseUrl: base().baseUrl,
        ...CLIENT,
        ...USER,
        fetch: target.fetch,
        now: time.now,
        ...options,
      } as TokenManagerOptions),
    client(options = {}) {
      const tokens = target.tokens(options);
      return { tokens, client: createClient({ baseUrl: base().baseUrl, fetch: target.fetch, auth: tokens }) };
    },
  };

  before(async () => {
    started = kind === 'in-process' ? await startInProcess() : await startHttp();
    await time.sync();
  });
  after(async () => {
    await started?.close();
    started = undefined;
  });
  return target;
}
