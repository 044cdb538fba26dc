/**
 * The mock as a real HTTP server on localhost, for QA engineers and tools in other languages:
 *
 *   npm run mock -- --port 4010 [--seed demo] [--host 127.0.0.1] [--base-path /api] [--state s.json]
 *                   [--gateway-events <pid,...>] [--gateway-secret <secret>]
 *
 * prints the address and the seed logins, and stops cleanly on Ctrl-C (SIGINT) or SIGTERM.
 * `startServer()` does the same from code (tests, benchmarks); port 0 picks a free port.
 *
 * Beside the API it serves the site owner's gateway under `/widget-api/` (see `gateway.ts`), so
 * the widget can be pointed at `http://127.0.0.1:4010/widget-api` as at a site owner's server.
 *
 * Only this mode sends webhook calls for real (with retries), and only here does an injected
 * network error drop the connection. With `--state`, the state lives in an SQLite database (see
 * `persistence/sqlite.ts`): loaded at start when the file exists, and each request's changes are
 * committed to it before the request is answered, sessions included.
 */
import { realpathSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { serve, type Http2Bindings, type HttpBindings, type ServerType } from '@hono/node-server';
import type { DeliveryOptions } from './domain/webhooks/deliver';
import { createMockGateway, type MockGateway, type MockGatewayOptions } from './gateway';
import { createApp, normaliseBasePath, type AppOptions } from './http/app';
import { urlParts } from './http/env';
import { readContractFile } from './http/openapi';
import { createMock, SEED_CLIENT, SEED_USERS, type Mock, type MockOptions } from './index';
import { DurableState, StateNotSaved } from './persistence/durable';
import { fileKind, refuseIfHeldHere, SqliteState, type SyncMode } from './persistence/sqlite';
import { migrateJsonState } from './persistence/state-file';
import { STRIPE_PAGE_PATH, StripeFake } from './payments/stripe-fake';

export interface StartServerOptions {
  /** Default 4010; 0 picks a free port. */
  readonly port?: number;
  /** Default `127.0.0.1` (loopback only). */
  readonly host?: string;
  /** Seed of the fresh mock (ignored when `mock` is given); default `empty`. */
  readonly seed?: string;
  /** Path prefix of the API, e.g. `/api`; default: the root. */
  readonly basePath?: string;
  readonly mock?: Mock;
  readonly clock?: MockOptions['clock'];
  /** State database: loaded at start when it exists, each change committed before its answer. */
  readonly state?: string;
  /** `normal` (default): a commit survives a crash of the process; `full`: also of the machine. */
  readonly stateSync?: SyncMode;
  /**
   * How webhook calls are sent: attempts (3), backoff (500 ms, doubling), timeout (30 s), and per
   * subscription concurrency (4) and queue length (1000).
   */
  readonly webhooks?: DeliveryOptions;
  readonly sessions?: AppOptions['sessions'];
  /** The gateway under `/widget-api/` (on by default); `false` serves the API alone. */
  readonly gateway?: MockGatewayOptions | false;
  /**
   * The Stripe-compatible fake under `/v1/` (the SDK's paths) with its hosted checkout page under
   * `/__payments/stripe/` (on by default): point the `stripe` SDK at the server with
   * `new Stripe('sk_test_…', { host, port, protocol: 'http' })`. Its notifications are signed
   * with `webhookSecret` (default `whsec_mock`) and posted to `webhookUrl` when one is given.
   */
  readonly stripeFake?: { readonly webhookSecret?: string; readonly webhookUrl?: string } | false;
}

export interface RunningServer {
  /** Base address of the API, e.g. `http://127.0.0.1:4010/api` (no trailing slash). */
  readonly url: string;
  readonly mock: Mock;
  /** The gateway, with its address, e.g. `http://127.0.0.1:4010/widget-api`. */
  readonly gateway?: MockGateway & { readonly url: string };
  /** The Stripe-compatible fake (its payments, the events it sent). */
  readonly stripeFake?: StripeFake;
  close(): Promise<void>;
}

export const DEFAULT_PORT = 4010;

/** How often changes made between requests (webhook deliveries) are committed, in ms. */
const SWEEP_MS = 1000;

async function openState(mock: Mock, options: StartServerOptions): Promise<DurableState | undefined> {
  const file = options.state;
  if (file === undefined) return undefined;
  refuseIfHeldHere(file);
  // A JSON state file of earlier versions becomes a database; the JSON stays beside it.
  if (fileKind(file) === 'json') await migrateJsonState(file, mock);
  const backend = await SqliteState.open(file, { sync: options.stateSync });
  try {
    return await DurableState.open(backend, mock, `The state file ${file}`);
  } catch (error) {
    backend.close();
    throw error;
  }
}

/**
 * The answer to a write that could not be committed (a full disk). The write was taken back, so
 * the client may retry it as it is; reads go on working meanwhile.
 */
function notSaved(error: StateNotSaved): Response {
  const detail = error.reverted
    ? `The change could not be saved to the state file (${error.message}) and was not made; send the request again once the disk has space.`
    : `The change was made but could not be saved to the state file (${error.message}); it is saved with the next change that succeeds.`;
  return new Response(
    JSON.stringify({
      type: 'about:blank',
      title: 'Service Unavailable',
      status: 503,
      detail,
      code: 'state_not_saved',
      errors: [],
    }),
    { status: 503, headers: { 'Content-Type': 'application/problem+json', 'Retry-After': '5' } },
  );
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const basePath = normaliseBasePath(options.basePath);
  const mock = options.mock ?? createMock({ seed: options.seed, clock: options.clock });
  mock.webhooks.enableDelivery(options.webhooks);
  const durable = await openState(mock, options);
  const sessions =
    options.sessions === false ? false : { ...options.sessions, ...(durable ? { keeper: durable } : {}) };
  const app = createApp(mock, { basePath, openapi: readContractFile, sessions });
  // The app's answer, committed to the state database first (also for the gateway's requests).
  // Without a state file the app's answer is handed on as it comes (no promise of its own).
  const committed = (request: Request, response: Response): Response => {
    if (!durable) return response;
    try {
      durable.commit(request);
    } catch (error) {
      console.error('Could not save the mock state:', error instanceof Error ? error.message : error);
      // A read's answer stands: it changed nothing the client asked for.
      if (READ_METHODS.has(request.method)) return response;
      return notSaved(error instanceof StateNotSaved ? error : new StateNotSaved(error, false));
    }
    return response;
  };
  const answer = (request: Request, env?: HttpBindings | Http2Bindings): Response | Promise<Response> => {
    const response = app.fetch(request, env);
    if (!durable) return response;
    return response instanceof Promise
      ? response.then((settled) => committed(request, settled))
      : committed(request, response);
  };
  const sweep =
    durable &&
    setInterval(() => {
      try {
        durable.commit();
      } catch (error) {
        console.error('Could not save the mock state:', error);
      }
    }, SWEEP_MS);
  sweep?.unref();
  const gateway =
    options.gateway === false
      ? undefined
      : createMockGateway(mock, async (request) => answer(request), { ...options.gateway, basePath });
  let stripeFake: StripeFake | undefined;
  // An injected network error: drop the connection without an answer.
  const unlessDropped = (response: Response, env: HttpBindings | Http2Bindings): Response => {
    if (response.status !== 0) return response;
    env.incoming.socket.destroy();
    return new Response(null, { status: 500 });
  };
  const fetch = (request: Request, env: HttpBindings | Http2Bindings): Response | Promise<Response> => {
    const { pathname } = urlParts(request.url);
    if (stripeFake && (pathname.startsWith('/v1/') || pathname.startsWith(`${STRIPE_PAGE_PATH}/`))) {
      return stripeFake.fetch(request);
    }
    if (gateway?.handles(pathname)) {
      return gateway.fetch(request, env.incoming.socket.remoteAddress);
    }
    const response = answer(request, env);
    return response instanceof Promise
      ? response.then((settled) => unlessDropped(settled, env))
      : unlessDropped(response, env);
  };
  return new Promise((resolve, reject) => {
    let server: ServerType | undefined = undefined;
    const onError = (error: Error) => reject(error);
    server = serve({ fetch, port: options.port ?? DEFAULT_PORT, hostname: host }, (info: AddressInfo) => {
      server?.off('error', onError);
      const shownHost = info.address.includes(':') ? `[${info.address}]` : info.address;
      const origin = `http://${shownHost}:${info.port}`;
      if (options.stripeFake !== false) {
        stripeFake = new StripeFake({
          webhookSecret: options.stripeFake?.webhookSecret ?? 'whsec_mock',
          publicOrigin: origin,
          webhookUrl: options.stripeFake?.webhookUrl,
        });
      }
      resolve({
        ...(stripeFake ? { stripeFake } : {}),
        url: `${origin}${basePath}`,
        mock,
        ...(gateway ? { gateway: { ...gateway, url: `${origin}${gateway.path}` } } : {}),
        close: async () => {
          if (sweep) clearInterval(sweep);
          mock.webhooks.stop();
          await closeServer(server!);
          await durable?.close();
        },
      });
    });
    server.once('error', onError);
  });
}

function closeServer(server: ServerType): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    // Idle keep-alive connections would hold the server open.
    if ('closeAllConnections' in server) server.closeAllConnections();
  });
}

/** The data set `npm run mock` loads without `--seed`; `startServer` and `createMock` load `empty`. */
const CLI_SEED = 'demo';

/** Set by the package build (scripts/build-package.ts) for the `ticket-booking-mock` command. */
declare const MOCK_COMMAND: string | undefined;

/** How the user started this: the package's command, or the repository's npm script. */
const COMMAND = typeof MOCK_COMMAND === 'string' ? MOCK_COMMAND : 'npm run mock --';

const HELP = `Usage: ${COMMAND} [--port 4010] [--host 127.0.0.1] [--seed demo] [--base-path /api] [--state FILE]
       ${' '.repeat(COMMAND.length)} [--state-sync normal|full] [--live-clock] [--gateway-events PID,...]
       ${' '.repeat(COMMAND.length)} [--gateway-secret SECRET] [--stripe-webhook-url URL]

Serves the mock ticketing service on localhost, and the site owner's gateway in front of it
under /widget-api/ (point the widget's api-base there).
  --port       TCP port (0 picks a free one); default ${DEFAULT_PORT}
  --host       interface to listen on; default 127.0.0.1
  --seed       data set to load: demo, empty (hosts and logins only) or
               large; default demo
  --base-path  path prefix of the API, e.g. /api; default: none
  --state      SQLite database holding the state, sessions of X-Mock-Session included: loaded
               at start when it exists (created with mode 0600 otherwise), and every change
               committed to it before its answer, so a crash loses no answered write. A JSON
               state file of earlier versions is converted (the JSON is kept as FILE.json-backup)
  --state-sync normal (default: a commit survives a crash of the mock) or full (also of the
               machine or a power cut: a disk flush per write, slower)
  --live-clock the clock starts at the current time and runs with it, so a seed's shows lie
               ahead of today and a reservation counts down in a browser (to click through
               the widget); default: it stands at the seed's start until moved
  --gateway-events  event pids the gateway sells, comma-separated; default: every event of
                    the host Demo Theater
  --gateway-secret  secret of the gateway's visitor sessions (at least 32 characters), or
                    GATEWAY_SESSION_SECRET; default: a random one made at start
  --stripe-webhook-url  where the Stripe-compatible fake (/v1/, hosted checkout under
                        /__payments/stripe/) posts its signed events, e.g. your gateway's
                        /payments/notifications; signed with STRIPE_WEBHOOK_SECRET (default
                        whsec_mock)`;

async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      seed: { type: 'string' },
      'base-path': { type: 'string' },
      state: { type: 'string' },
      'state-sync': { type: 'string' },
      'live-clock': { type: 'boolean' },
      'gateway-events': { type: 'string' },
      'gateway-secret': { type: 'string' },
      'stripe-webhook-url': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(HELP);
    return;
  }
  const port = values.port === undefined ? DEFAULT_PORT : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`--port must be 0 to 65535; got ${values.port}`);
  const sync = values['state-sync'];
  if (sync !== undefined && sync !== 'normal' && sync !== 'full')
    throw new Error(`--state-sync must be normal or full; got ${sync}`);
  const events = values['gateway-events']
    ?.split(',')
    .map((pid) => pid.trim())
    .filter(Boolean);
  const notPid = events?.find((pid) => !/^[0-9A-F]{8}(-[0-9A-F]{4}){3}-[0-9A-F]{12}$/i.test(pid));
  if (notPid !== undefined) throw new Error(`--gateway-events: "${notPid}" is not an event pid`);
  const server = await startServer({
    port,
    host: values.host,
    // QA engineers start with data to click through; a clean slate is `--seed empty`.
    seed: values.seed ?? CLI_SEED,
    basePath: values['base-path'],
    state: values.state,
    ...(sync ? { stateSync: sync } : {}),
    ...(values['live-clock'] ? { clock: { start: Date.now(), follow: true } } : {}),
    gateway: { events, sessionSecret: values['gateway-secret'] ?? process.env.GATEWAY_SESSION_SECRET },
    stripeFake: {
      webhookUrl: values['stripe-webhook-url'],
      webhookSecret: process.env.STRIPE_WEBHOOK_SECRET,
    },
  });
  const users = SEED_USERS.map((u) => `${u.username} / ${u.password} (${u.host})`).join(', ');
  console.log(
    [
      `Mock ticketing service listening on ${server.url}`,
      `  seed:          ${server.mock.seed}`,
      ...(values.state ? [`  state file:    ${values.state}`] : []),
      `  clock:         ${server.mock.clockState().now}${server.mock.clockState().following ? ', running' : ', standing until moved'}`,
      `  OAuth client:  ${SEED_CLIENT.id} / ${SEED_CLIENT.secret}`,
      `  users:         ${users}`,
      `  token:         curl -u ${SEED_CLIENT.id}:${SEED_CLIENT.secret} -d grant_type=password -d username=demo -d password=demo ${server.url}/oauth/v2/token`,
      `  contract:      ${server.url}/openapi.json    admin: ${server.url}/__admin/journal`,
      `  gateway:       ${server.gateway!.url}  (${events?.length ? `events ${events.join(', ')}` : 'every event of Demo Theater'})`,
      `  payments:      test provider with PATCH ${server.url}/__admin/config {"payments":"test"}; Stripe fake at ${new URL(server.url).origin}/v1/`,
      'Press Ctrl-C to stop.',
    ].join('\n'),
  );
  const stop = (signal: string) => {
    console.log(`\n${signal}: stopping the mock service.`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

function isMain(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(entry)).href;
  } catch {
    return false;
  }
}

if (isMain()) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    if ((error as { code?: unknown }).code === 'EADDRINUSE') {
      const { port } = error as { port?: number };
      console.error(
        `Port ${port ?? DEFAULT_PORT} is in use (another mock still running?). Stop it, or pick another: ${COMMAND} --port ${(port ?? DEFAULT_PORT) + 1} (0 picks a free one).`,
      );
      process.exit(1);
    }
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
