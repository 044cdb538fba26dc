/**
 * The client in a process that also serves HTTP with @hono/node-server (a site owner's Node
 * server, or a tool that starts the mock with `startServer`). `serve()` replaces the process's
 * global `Request` and `Response` with its own classes; a `fetch` answer is still undici's
 * `Response`, which is no instance of the replaced global.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTokenManager } from '../../../../src/api/auth.js';
import { createClient } from '../../../../src/api/client.js';
import { CLIENT, MockTime, TOKEN_LIFETIME_MS, USER } from '../../../node/api/against-mock/target.js';

describe('client in a process serving HTTP with @hono/node-server', () => {
  let server: { url: string; close(): Promise<void> };
  let time: MockTime;

  before(async () => {
    const { startServer } = await import('../../../../mock-server/serve');
    server = await startServer({ port: 0, seed: 'empty', basePath: '/api', gateway: false });
    time = new MockTime(async (method, path, body) => {
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.json();
    });
    await time.sync();
  });
  after(() => server.close());

  it('resends a request refused with 401 once and returns the answer of the retry', async () => {
    const tokens = createTokenManager({ baseUrl: server.url, ...CLIENT, ...USER, now: time.now });
    const client = createClient({ baseUrl: server.url, auth: tokens });
    await tokens.getAccessToken();
    await time.advanceServerOnly(TOKEN_LIFETIME_MS + 1_000);
    const result = await client.GET('/hosts/');
    assert.equal(result.response.status, 200);
  });

  it('answers requests that need no retry', async () => {
    const tokens = createTokenManager({ baseUrl: server.url, ...CLIENT, ...USER, now: time.now });
    const client = createClient({ baseUrl: server.url, auth: tokens });
    const result = await client.GET('/hosts/');
    assert.equal(result.response.status, 200);
    assert.deepEqual(
      result.data?.map((host) => host.name),
      ['Demo Theater'],
    );
  });
});
