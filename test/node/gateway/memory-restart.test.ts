/**
 * A gateway on `memoryStore()` whose process started again (as the in-page demo's gateway does
 * on every page load): the visitor's session outlives the store, the store's state is gone, and
 * no other instance could put a record back. The session's next keyed write goes ahead at once.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { memoryStore, type GatewayStore } from '../../../src/gateway/index';
import { setUpEvent, startBooking } from './fixtures';
import { Setup } from './harness';

/** `store`, counting its reads of idempotency records (a delegating spy; it changes nothing). */
function countingRecordReads(store: GatewayStore): { store: GatewayStore; reads: () => number } {
  let reads = 0;
  const spy: GatewayStore = {
    ...store,
    get: (key) => {
      if (key.startsWith('idem:')) reads += 1;
      return store.get(key);
    },
  };
  return { store: spy, reads: () => reads };
}

describe('a gateway on memoryStore() that started again', () => {
  it('carries the first keyed write of an older session out without waiting for its record', async () => {
    const setup = new Setup();
    const catalogue = await setUpEvent(setup);
    const options = { events: { pids: [catalogue.event] } };
    setup.useGateway({ ...options, store: memoryStore({ now: setup.clock.now }) });
    const visitor = await startBooking(setup);

    // The process starts again a minute later: a new store (a new epoch), the same session secret.
    setup.clock.advance(60_000);
    const restarted = countingRecordReads(memoryStore({ now: setup.clock.now }));
    setup.useGateway({ ...options, store: restarted.store });

    const changed = await setup.visit('PATCH', `/persons/${visitor.person}`, {
      session: visitor.session,
      body: { firstname: 'Anna-Lena' },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    assert.equal(changed.status, 204, changed.text);
    // Its record was looked for once before the key was claimed: nothing waited for an instance
    // that would put it back (before, the write polled the store for 3 s).
    assert.equal(restarted.reads(), 1);
    const person = await setup.visit('GET', `/persons/${visitor.person}`, { session: visitor.session });
    assert.equal((person.body as { firstname?: string }).firstname, 'Anna-Lena');
  });
});
