/**
 * Answer bodies cut from shared buffers (`byte-slab.ts`, used by `jsonArray` for every page of a
 * list): a body handed out is never written again, whatever is cut after it, across slabs, and
 * a body that is large gets a buffer of its own.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { bodyBytes } from '../../../../mock-server/domain/records/byte-slab';
import { jsonArray } from '../../../../mock-server/domain/records/render-cache';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

describe('answer bodies cut from shared buffers', () => {
  it('keep every body handed out as it was written, while far more than a slab is cut after it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: 'grapheme', maxLength: 3000 }), { maxLength: 25 }), {
          minLength: 1,
          maxLength: 200,
        }),
        (pages) => {
          const bodies = pages.map((page) => jsonArray(page.map((s) => encoder.encode(JSON.stringify(s)))));
          // Much more than a slab (256 KB) after the bodies above, in sizes that do not line up.
          for (let i = 0; i < 600; i++) bodyBytes(1 + ((i * 7919) % 3000)).fill(0xff);
          bodies.forEach((body, i) => assert.deepEqual(JSON.parse(decoder.decode(body)), pages[i]));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('give a body of exactly the asked length, and a large body a buffer of its own', () => {
    for (const length of [0, 1, 7, 8, 9, 4096, 32 * 1024]) assert.equal(bodyBytes(length).length, length);
    const large = bodyBytes(300 * 1024);
    assert.equal(large.byteOffset, 0);
    assert.equal(large.buffer.byteLength, 300 * 1024);
  });
});
