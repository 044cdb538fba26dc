/**
 * The events on sale are read again once `refreshMs` has passed, in the background: the last
 * read answers meanwhile (up to twice as old), so no visitor's request waits for the re-read
 * (before, every request of the instance waited for it).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setUpEvent } from './fixtures';
import { Setup } from './harness';

describe('the events on sale, read again', () => {
  it('answers from the last read while the service holds the re-read', { timeout: 10_000 }, async () => {
    const setup = new Setup();
    const catalogue = await setUpEvent(setup);
    setup.useGateway({ events: { pids: [catalogue.event], refreshMs: 60_000 }, cache: false });
    const read = () => setup.visit('GET', `/shows/?filters[event]=${catalogue.event}`);
    assert.equal((await read()).status, 200);
    const lists = () =>
      setup.calls.filter((call) => call.method === 'GET' && call.path.startsWith('/events/?')).length;
    assert.equal(lists(), 1);

    setup.clock.advance(60_000);
    // The service holds the next read of the list until the test lets it go.
    await setup.admin('faults', { method: 'GET', path: '/events/', delayMs: 60_000, count: 1 });
    const meanwhile = await read();
    assert.equal(meanwhile.status, 200, 'answered from the last read');
    assert.equal(setup.delays.size, 1, 'the re-read is still held');
    assert.equal(lists(), 2, 'one re-read, under way');
    setup.delays.releaseAll();
    await setup.settled();
  });
});
