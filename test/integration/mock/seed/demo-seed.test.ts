import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO_PIDS } from '../../../../mock-server/seed/demo-pids';
import { startServer } from '../../../../mock-server/serve';

describe('demo seed: over HTTP', () => {
  it('serves the demo catalogue on localhost with the seed logins', async () => {
    const server = await startServer({ port: 0, seed: 'demo' });
    try {
      const token = await fetch(`${server.url}/oauth/v2/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${btoa('demo-client:demo-secret')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ grant_type: 'password', username: 'demo', password: 'demo' }),
      }).then(async (response) => ((await response.json()) as { access_token: string }).access_token);
      const response = await fetch(`${server.url}/events/?orderBy[name]=asc`, {
        headers: { authorization: `Bearer ${token}` },
      });
      assert.equal(response.status, 200);
      const events = (await response.json()) as { pid: string; name: string }[];
      assert.equal(response.headers.get('x-count'), String(events.length));
      assert.ok(events.some((event) => event.pid === DEMO_PIDS.theatre.event));
      assert.ok(!events.some((event) => event.pid === DEMO_PIDS.secondStage.event));
    } finally {
      await server.close();
    }
  });
});
