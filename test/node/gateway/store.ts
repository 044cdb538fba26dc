import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { GatewayStore } from '../../../src/gateway/index';

export const NOW = Date.parse('2026-06-01T08:00:00Z');

/** What every store does, whatever keeps its records. */
export function storeBehaviour(name: string, open: () => GatewayStore) {
  describe(`gateway store: ${name}`, () => {
    let store: GatewayStore;
    let n = 0;
    /** Keys of their own for each test, so the shared server needs no flushing. */
    const fresh = (key: string) => `${key}-${(n += 1)}-${Math.random().toString(36).slice(2)}`;
    before(() => {
      store = open();
    });

    it('lets `points` requests through per window and key, then says how long the window lasts', async () => {
      const limiter = store.limiter({ name: fresh('limit'), points: 3, durationMs: 10_000 });
      for (let i = 0; i < 3; i += 1) assert.equal((await limiter.take('a')).ok, true);
      const refused = await limiter.take('a');
      assert.equal(refused.ok, false);
      assert.ok(refused.msBeforeNext > 8_000 && refused.msBeforeNext <= 10_000, `${refused.msBeforeNext} ms`);
      assert.equal((await limiter.take('b')).ok, true, 'another key has its own budget');
      await limiter.give('a', 2);
      assert.equal((await limiter.take('a')).ok, true, 'points given back can be taken again');
    });

    it('grows a tally only while the sum stays under the cap, and lets entries lapse one by one', async () => {
      const key = fresh('holds');
      const opts = (now: number, expiresAt = now + 60_000) => ({ cap: 5, now, expiresAt });
      assert.deepEqual(await store.tally(key, 'b1', 3, opts(NOW)), {
        ok: true,
        total: 3,
        nextExpiry: NOW + 60_000,
      });
      assert.equal((await store.tally(key, 'b2', 2, opts(NOW + 1_000))).total, 5);
      const past = await store.tally(key, 'b3', 1, opts(NOW + 2_000));
      assert.deepEqual(
        past,
        { ok: false, total: 5, nextExpiry: NOW + 60_000 },
        'one past the cap changes nothing',
      );
      assert.equal((await store.tally(key, 'b1', -1, opts(NOW + 3_000))).total, 4, 'a member shrinks');
      assert.equal((await store.tally(key, 'b3', 1, opts(NOW + 4_000))).ok, true);
      // b1 (2 left) lapsed; b2 (2) and b3 (1) remain.
      const later = await store.tally(key, 'b4', 2, opts(NOW + 60_500));
      assert.deepEqual(later, { ok: true, total: 5, nextExpiry: NOW + 61_000 }, 'b1 lapsed');
      await store.untally(key, 'b2');
      assert.equal((await store.tally(key, 'b9', 0, opts(NOW + 60_600))).total, 3);
      assert.equal((await store.tally(key, 'b3', -5, opts(NOW + 60_600))).total, 2, 'never below zero');
    });

    it('stores records for their lifetime, and claims a key only once', async () => {
      const key = fresh('record');
      assert.equal(await store.get(key), null);
      assert.equal(await store.set(key, 'first', 60_000, { ifAbsent: true }), true);
      assert.equal(await store.set(key, 'second', 60_000, { ifAbsent: true }), false);
      assert.equal(await store.get(key), 'first');
      assert.equal(await store.set(key, 'third', 60_000), true);
      assert.equal(await store.get(key), 'third');
      await store.delete(key);
      assert.equal(await store.get(key), null);
    });

    it('answers concurrent claims of one key with exactly one success', async () => {
      const key = fresh('claim');
      const claims = await Promise.all(
        Array.from({ length: 20 }, (_, i) => store.set(key, String(i), 60_000, { ifAbsent: true })),
      );
      assert.equal(claims.filter(Boolean).length, 1);
    });

    it('keeps cache entries in a space of their own, beside records of the same key', async () => {
      const key = fresh('cached');
      assert.equal(await store.cache.get(key), null);
      assert.equal(await store.cache.set(key, 'answer', 60_000), true);
      assert.equal(await store.get(key), null, 'no record of that key');
      await store.set(key, 'record', 60_000);
      assert.equal(await store.cache.get(key), 'answer');
      assert.equal(await store.cache.set(key, 'other', 60_000, { ifAbsent: true }), false);
      await store.cache.delete(key);
      assert.equal(await store.cache.get(key), null);
      assert.equal(await store.get(key), 'record');
    });
  });
}
