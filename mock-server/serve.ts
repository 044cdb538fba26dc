/**
 * The mock as a real HTTP server on localhost, for QA engineers and tools in other languages:
 *
 *   npm run mock -- --port 4010 --seed empty [--host 127.0.0.1] [--base-path /api]
 *
 * prints the address and the seed logins, and stops cleanly on Ctrl-C (SIGINT) or SIGTERM.
 * `startServer()` does the same from code (tests, benchmarks); port 0 picks a free port.
 */
import { realpathSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { serve, type ServerType } from '@hono/node-server';
import { createApp, normaliseBasePath } from './http/app';
import { readContractFile } from './http/openapi';
import { createMock, SEED_CLIENT, SEED_USERS, type Mock, type MockOptions } from './index';

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
}

export interface RunningServer {
  /** Base address of the API, e.g. `http://127.0.0.1:4010/api` (no trailing slash). */
  readonly url: string;
  readonly mock: Mock;
  close(): Promise<void>;
}

export const DEFAULT_PORT = 4010;

export function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const basePath = normaliseBasePath(options.basePath);
  const mock = options.mock ?? createMock({ seed: options.seed, clock: options.clock });
  const app = createApp(mock, { basePath, openapi: readContractFile });
  return new Promise((resolve, reject) => {
    let server: ServerType | undefined = undefined;
    const onError = (error: Error) => reject(error);
    server = serve(
      { fetch: app.fetch, port: options.port ?? DEFAULT_PORT, hostname: host },
      (info: AddressInfo) => {
        server?.off('error', onError);
        const shownHost = info.address.includes(':') ? `[${info.address}]` : info.address;
        resolve({
          url: `http://${shownHost}:${info.port}${basePath}`,
          mock,
          close: () => closeServer(server!),
        });
      },
    );
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

const HELP = `Usage: npm run mock -- [--port 4010] [--host 127.0.0.1] [--seed empty] [--base-path /api]

Serves the mock ticketing service on localhost.
  --port       TCP port (0 picks a free one); default ${DEFAULT_PORT}
  --host       interface to listen on; default 127.0.0.1
  --seed       data set to load; default empty
  --base-path  path prefix of the API, e.g. /api; default: none`;

async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      seed: { type: 'string' },
      'base-path': { type: 'string' },
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
  const server = await startServer({
    port,
    host: values.host,
    seed: values.seed,
    basePath: values['base-path'],
  });
  const users = SEED_USERS.map((u) => `${u.username} / ${u.password} (${u.host})`).join(', ');
  console.log(
    [
      `Mock ticketing service listening on ${server.url}`,
      `  seed:          ${server.mock.seed}`,
      `  OAuth client:  ${SEED_CLIENT.id} / ${SEED_CLIENT.secret}`,
      `  users:         ${users}`,
      `  token:         curl -u ${SEED_CLIENT.id}:${SEED_CLIENT.secret} -d grant_type=password -d username=demo -d password=demo ${server.url}/oauth/v2/token`,
      `  contract:      ${server.url}/openapi.json    admin: ${server.url}/__admin/journal`,
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
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
