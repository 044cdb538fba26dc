import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setupServer } from 'msw/node';
import { createMock } from '../../../../mock-server/index';
import { createMockHandlers } from '../../../../mock-server/node';
import { startServer } from '../../../../mock-server/serve';

async function login(base: string): Promise<string> {
  const response = await fetch(`${base}/oauth/v2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${btoa('demo-client:demo-secret')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=password&username=demo&password=demo',
  });
  assert.equal(response.status, 200);
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('adapters', () => {
  it('answers through MSW in Node with one catch-all handler, on the mock passed in', async () => {
    const base = 'http://adapter.test/api';
    const mock = createMock();
    const handlers = createMockHandlers({ baseUrl: base, mock });
    assert.equal(handlers.length, 1);
    const server = setupServer(...handlers);
    server.listen({ onUnhandledFrame: 'error' });
    try {
      const token = await login(base);
      for (const path of ['/hosts', '/hosts/']) {
        const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
        assert.equal(response.status, 200, path);
        assert.equal(response.headers.get('x-count'), '1');
      }
      assert.equal(mock.journal.list({ kinds: ['auth'] }).length, 1);
    } finally {
      server.close();
    }
  });

  it('serves over loopback HTTP on a free port under a base path, and closes', async () => {
    const server = await startServer({ port: 0, basePath: '/api' });
    try {
      assert.match(server.url, /^http:\/\/127\.0\.0\.1:\d+\/api$/);
      const token = await login(server.url);
      const response = await fetch(`${server.url}/hosts/`, { headers: { authorization: `Bearer ${token}` } });
      assert.equal(response.status, 200);
      const contract = await fetch(`${server.url}/openapi.json`);
      assert.equal(contract.status, 200);
      assert.equal(((await contract.json()) as { openapi: string }).openapi.slice(0, 2), '3.');
    } finally {
      await server.close();
    }
  });
});
