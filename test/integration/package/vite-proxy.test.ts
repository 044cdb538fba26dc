/**
 * The Vite proxy line of the site owners' guide (docs/site-owners.md, "Behind a development
 * server's proxy"): a real Vite dev server proxies to a real gateway that has `allowedOrigins`
 * set. A write from the page's own origin passes with `changeOrigin: false` and answers 403
 * `origin_not_allowed` with `changeOrigin: true`; reads pass either way.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createServer, type ViteDevServer } from 'vite';
import { DEMO_PIDS } from '../../../mock-server/seed/demo-pids';
import { startServer, type RunningServer } from '../../../mock-server/serve';

let upstream: RunningServer;
const servers: ViteDevServer[] = [];

before(async () => {
  // The mock with its gateway under /widget-api/, which only takes a production origin.
  upstream = await startServer({
    port: 0,
    seed: 'demo',
    gateway: { allowedOrigins: ['https://shop.example'] },
  });
});

after(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await upstream?.close();
});

/** A Vite dev server whose proxy sends /widget-api to the gateway; answers the page's origin. */
async function viteWithProxy(changeOrigin: boolean): Promise<string> {
  const server = await createServer({
    configFile: false,
    logLevel: 'silent',
    root: import.meta.dirname,
    server: {
      host: '127.0.0.1',
      port: 0,
      proxy: { '/widget-api': { target: new URL(upstream.url).origin, changeOrigin } },
    },
  });
  servers.push(server);
  await server.listen();
  const { port } = server.httpServer!.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** A buyer's first write as the browser sends it from the page: with the page's Origin. */
const write = (page: string) =>
  fetch(`${page}/widget-api/persons/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: page },
    body: JSON.stringify({ locale: 'de' }),
  });

describe("Vite's proxy in front of a gateway with allowedOrigins", () => {
  it('passes the page’s writes with changeOrigin: false', async () => {
    const page = await viteWithProxy(false);
    const answer = await write(page);
    assert.equal(answer.status, 201, await answer.text());
  });

  it('refuses every write with changeOrigin: true (403 origin_not_allowed), while reads pass', async () => {
    const page = await viteWithProxy(true);
    const answer = await write(page);
    assert.equal(answer.status, 403);
    assert.equal(((await answer.json()) as { code: string }).code, 'origin_not_allowed');
    const read = await fetch(`${page}/widget-api/events/${DEMO_PIDS.theatre.event}`);
    assert.equal(read.status, 200);
  });
});
