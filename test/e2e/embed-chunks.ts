import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Route } from '@playwright/test';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));

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
