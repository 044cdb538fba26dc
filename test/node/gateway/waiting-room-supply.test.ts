/**
 * The waiting room's reads of what is left: a read that fails keeps the last answer, so the room
 * does not fall back to `maxActive` alone while the service is slow or failing.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setUpEvent } from './fixtures';
import { Setup } from './harness';

describe("gateway: the waiting room's availability reads", () => {
  it('keeps admitting by the last availability it read while the next reads fail', async () => {
    const setup = new Setup();
    const catalogue = await setUpEvent(setup);
    let reads = 0;
    setup.useGateway({
      events: { pids: [catalogue.event] },
      waitingRoom: { maxActive: 10, opensAt: { [catalogue.event]: setup.clock.now() + 60_000 } },
      upstream: {
        fetch: async (request) => {
          const url = new URL(request.url);
          if (
            request.method === 'GET' &&
            url.pathname.endsWith('/shows/') &&
            url.search.includes('capacity')
          ) {
            reads += 1;
            // One place left at the first read; the service fails every read after it.
            if (reads === 1) return Response.json([{ capacity: { total: { available: 1, reserved: 0 } } }]);
            return Response.json({ code: 'unavailable', message: 'Try again.' }, { status: 503 });
          }
          return setup.upstreamFetch(request);
        },
      },
    });
    const sessions: string[] = [];
    for (const address of ['198.51.100.31', '198.51.100.32', '198.51.100.33']) {
      const joined = await setup.visit('POST', `/queue/${catalogue.event}`, {
        headers: { 'x-test-address': address },
      });
      assert.equal(joined.status, 200, joined.text);
      sessions.push(joined.session!);
    }
    const poll = (k: number) => setup.visit('GET', `/queue/${catalogue.event}`, { session: sessions[k]! });
    setup.clock.advance(60_000);
    const states = async () => {
      const views = [];
      for (let k = 0; k < sessions.length; k += 1)
        views.push(((await poll(k)).body as { state: string }).state);
      return views;
    };
    const first = await states();
    assert.equal(first.filter((state) => state === 'admitted').length, 1, `one place: ${first.join()}`);
    for (let round = 0; round < 3; round += 1) {
      setup.clock.advance(2_000);
      const now = await states();
      assert.ok(reads >= 2, 'the availability was read again');
      assert.equal(
        now.filter((state) => state === 'admitted').length,
        1,
        `still one admitted while reads fail: ${now.join()}`,
      );
    }
  });
});
