/**
 * The catalogue cache's answers kept beside the store in each process: a rush's repeated reads of
 * one answer cost the store one read per process and lifetime, and no process serves an answer
 * past the moment it lapses in the store (the entry's own expiry, whoever read it when).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createCatalogueCache } from '../../../src/gateway/catalogue-cache';
import { memoryStore } from '../../../src/gateway/index';
import type { CacheSpace } from '../../../src/gateway/store';
import { fakeClock } from './harness';

describe('gateway catalogue cache: answers kept beside the store', () => {
  function world() {
    const clock = fakeClock();
    const shared = memoryStore({ now: clock.now }).cache;
    const gets: string[] = [];
    const counted = (name: string): CacheSpace => ({
      get: (key) => {
        if (key.startsWith('answer:')) gets.push(name);
        return shared.get(key);
      },
      set: (key, value, ttl, options) => shared.set(key, value, ttl, options),
      delete: (key) => shared.delete(key),
    });
    let loads = 0;
    const load = async () =>
      new Response(`{"n":${++loads}}`, { status: 200, headers: { 'Content-Type': 'application/json' } });
    const options = { ttlMs: 10_000, availabilityTtlMs: 2_000 };
    // Two instances on one store.
    const a = createCatalogueCache(counted('a'), options, clock.now);
    const b = createCatalogueCache(counted('b'), options, clock.now);
    const read = async (cache: typeof a) => (await cache.read('GET /shows/?x', 'availability', load)).text();
    return { clock, gets, loads: () => loads, a, b, read };
  }

  it('asks the store once per process and lifetime, however often the answer is read', async () => {
    const { gets, loads, a, b, read } = world();
    assert.equal(await read(a), '{"n":1}');
    for (let i = 0; i < 3; i += 1) assert.equal(await read(b), '{"n":1}');
    for (let i = 0; i < 3; i += 1) assert.equal(await read(a), '{"n":1}');
    assert.deepEqual(gets, ['a', 'b'], 'a looked once before reading the service, b once');
    assert.equal(loads(), 1);
  });

  it('serves no answer past its lapse in the store, however late a process read it', async () => {
    const { clock, loads, a, b, read } = world();
    await read(a);
    clock.advance(1_500);
    assert.equal(await read(b), '{"n":1}', 'b reads it from the store half a second before it lapses');
    clock.advance(499);
    assert.equal(await read(b), '{"n":1}');
    clock.advance(1);
    assert.equal(await read(b), '{"n":2}', 'lapsed at 2 s for b as in the store: read again');
    assert.equal(await read(a), '{"n":2}');
    assert.equal(loads(), 2);
  });
});
