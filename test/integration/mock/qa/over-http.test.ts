/**
 * The QA controls over the mock's real HTTP server (`startServer` on a free port): what only a
 * socket shows. The same controls in process: `test/node/mock/qa/`.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startServer } from '../../../../mock-server/serve';
import { addVenue, client, session, venues } from '../../../node/mock/qa/fixture';

describe('injected faults over HTTP', () => {
  it('drops the connection over HTTP, and serves the next request', async () => {
    const running = await startServer({ port: 0 });
    try {
      const api = client((request) => fetch(request), running.url);
      await api.json('POST', '/__admin/faults', { path: '/openapi.json', networkError: true, count: 1 });
      await assert.rejects(fetch(`${running.url}/openapi.json`), TypeError);
      assert.equal((await fetch(`${running.url}/openapi.json`)).status, 200);
      const journal = (await (await api.fetch('/__admin/journal?kinds=rejection')).json()) as {
        message: string;
      }[];
      assert.ok(journal.some((e) => /connection of GET \/openapi\.json was dropped/.test(e.message)));
    } finally {
      await running.close();
    }
  });
});

describe('X-Mock-Session over HTTP', () => {
  it('lets pages send the header (CORS), and works over HTTP', async () => {
    const running = await startServer({ port: 0 });
    try {
      const api = client((request) => fetch(request), running.url);
      const preflight = await api.fetch('/venues/', {
        method: 'OPTIONS',
        headers: {
          origin: 'http://page.test',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'x-mock-session,authorization,content-type',
        },
      });
      assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /X-Mock-Session/i);
      const token = await addVenue(api, 'Remote', session('http-run'));
      assert.deepEqual(await venues(api, token, session('http-run')), ['Remote']);
      assert.equal(running.mock.store.count('venues'), 0);
    } finally {
      await running.close();
    }
  });
});
