import assert from 'node:assert/strict';
import { after, before, describe, it, mock } from 'node:test';
import { memoryStore, redisStore, type GatewayStore } from '../../../src/gateway/index';
import { fakeClock } from './harness';
import { startRedis, type RedisServer } from './redis-server';

const NOW = Date.parse('2026-06-01T08:00:00Z');

function behaviour(name: string, open: () => GatewayStore) {
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

behaviour('memory', () => memoryStore());

describe('gateway store: memory only', () => {
  it('forgets records at the end of their lifetime, by its clock', async () => {
    const clock = fakeClock();
    const store = memoryStore({ now: clock.now });
    await store.set('k', 'v', 1_000);
    clock.advance(999);
    assert.equal(await store.get('k'), 'v');
    clock.advance(1);
    assert.equal(await store.get('k'), null);
  });

  it('keeps at most maxKeys records, forgetting the oldest first', async () => {
    const store = memoryStore({ maxKeys: 100 });
    for (let i = 0; i < 1_000; i += 1) await store.set(`key-${i}`, 'v', 60_000);
    assert.equal(await store.get('key-0'), null);
    assert.equal(await store.get('key-999'), 'v');
  });

  it('bounds the cache apart: a flood of cache entries never pushes a record out', async () => {
    const clock = fakeClock();
    const store = memoryStore({ now: clock.now, maxKeys: 100, maxCacheKeys: 50 });
    await store.set('lock', 'held', 60_000);
    for (let i = 0; i < 1_000; i += 1) await store.cache.set(`read-${i}`, 'v', 60_000);
    assert.equal(await store.get('lock'), 'held');
    assert.equal(await store.cache.get('read-0'), null);
    assert.equal(await store.cache.get('read-999'), 'v');
    clock.advance(60_000);
    assert.equal(await store.cache.get('read-999'), null, 'lapsed by the store clock');
  });

  it('restarts a rate-limit window when it has passed', async () => {
    mock.timers.enable({ apis: ['Date'], now: NOW });
    try {
      const limiter = memoryStore().limiter({ name: 'w', points: 1, durationMs: 2_000 });
      assert.equal((await limiter.take('a')).ok, true);
      assert.equal((await limiter.take('a')).ok, false);
      mock.timers.tick(2_000);
      assert.equal((await limiter.take('a')).ok, true);
    } finally {
      mock.timers.reset();
    }
  });
});

describe('gateway store: Redis', () => {
  let server: RedisServer;
  before(async () => {
    server = await startRedis();
  });
  after(async () => {
    await server?.stop();
  });
  behaviour('redis (one client)', () => redisStore(server.client()));

  it('shares limits and records between two clients, as two instances would', async () => {
    const one = redisStore(server.client(), { keyPrefix: 'shared' });
    const two = redisStore(server.client(), { keyPrefix: 'shared' });
    const a = one.limiter({ name: 'x', points: 2, durationMs: 60_000 });
    const b = two.limiter({ name: 'x', points: 2, durationMs: 60_000 });
    assert.equal((await a.take('k')).ok, true);
    assert.equal((await b.take('k')).ok, true);
    assert.equal((await a.take('k')).ok, false);
    assert.equal(await one.set('claim', '1', 60_000, { ifAbsent: true }), true);
    assert.equal(await two.set('claim', '2', 60_000, { ifAbsent: true }), false);
  });
});
