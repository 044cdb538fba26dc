/**
 * The seeded ids: each generator's sequence is what the formats of DESIGN.md §4 make of the
 * mulberry32 numbers (checked against a plain formatting of the same numbers), so seeds and
 * state files keep their ids whatever way the strings are assembled.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IdGenerator } from '../../../../mock-server/domain/ids';

/** mulberry32, as the generator's own. */
function numbers(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');

function expected(kind: 'uuid' | 'ticket' | 'booking', next: () => number): string | number {
  if (kind === 'booking') return (100_000 + (next() % 900_000)) * 1_000_000 + (next() % 1_000_000);
  if (kind === 'ticket') return hex(next(), 8) + hex(next(), 8);
  const [a, b, c, d] = [next(), next(), next(), next()];
  const variant = ((c >>> 16) & 0x3fff) | 0x8000;
  return [
    hex(a, 8),
    hex(b >>> 16, 4),
    hex((b & 0x0fff) | 0x4000, 4),
    hex(variant, 4),
    hex(c & 0xffff, 4) + hex(d, 8),
  ]
    .join('-')
    .toUpperCase();
}

describe('IdGenerator', () => {
  it('makes the uuid, ticket and booking ids of its seed, in order', () => {
    const kinds = ['uuid', 'ticket', 'booking', 'uuid'] as const;
    for (const seed of [0, 1, 0x5eed, -1, 2 ** 31 - 1, 987_654_321]) {
      const ids = new IdGenerator(seed);
      const next = numbers(seed);
      for (let i = 0; i < 4000; i++) {
        const kind = kinds[i % kinds.length]!;
        assert.equal(ids.pid(kind), expected(kind, next), `seed ${seed}, id ${i}`);
      }
    }
  });

  it('makes upper-case version 4 uuids and 16 lower-case hex digits for tickets', () => {
    const ids = new IdGenerator(42);
    for (let i = 0; i < 1000; i++) {
      assert.match(ids.uuid(), /^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/);
      assert.match(ids.ticket(), /^[0-9a-f]{16}$/);
    }
  });
});
