/**
 * The script-tag bundle as the e2e tests of embedding use it: built fresh, served with its
 * chunks as a site's server or CDN would, against the mock server with the demo seed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Route } from '@playwright/test';
import { startServer, type RunningServer } from '../../mock-server/serve.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dist = `${root}dist/`;

/** The script-tag bundle's entry script. */
export const BUNDLE = `${dist}ticket-booking.js`;

/** Builds only the script-tag bundle (about a second), so a test never checks a stale file. */
export function buildScriptBundle(): void {
  execFileSync(process.execPath, [`${root}node_modules/vite/bin/vite.js`, 'build', '--mode', 'embed'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * The mock server with the demo seed and its gateway, on a free port. Its clock follows real time
 * from now, so the demo's shows lie ahead of the browser's clock.
 */
export const startDemoServer = (): Promise<RunningServer> =>
  startServer({ port: 0, seed: 'demo', clock: { start: Date.now(), follow: true } });

/** A chunk of the script-tag bundle: `/ticket-booking.<name>-<hash>.js`, beside the script. */
const CHUNK = /^\/ticket-booking\.[\w-]+\.js$/;

/**
 * Answers the request for a chunk of the script-tag bundle from `dist/`, as the site's server
 * or CDN would (with `Access-Control-Allow-Origin`, which `import()` from another origin needs);
 * false when `route` asks for something else.
 */
export async function fulfillChunk(route: Route): Promise<boolean> {
  const { pathname } = new URL(route.request().url());
  if (!CHUNK.test(pathname) || !existsSync(`${dist}${pathname.slice(1)}`)) return false;
  await route.fulfill({
    path: `${dist}${pathname.slice(1)}`,
    contentType: 'text/javascript',
    headers: { 'Access-Control-Allow-Origin': '*' },
  });
  return true;
}
