import assert from 'node:assert/strict';
import { describe, it, mock } from 'node:test';
import { memoryStore } from '../../../src/gateway/index';
import { fakeClock } from './harness';
import { NOW, storeBehaviour } from './store';

storeBehaviour('memory', () => memoryStore());

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
