import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { createPlaceCodec } from '../../../src/gateway/waiting-room/place';

const SECRET = 'a-session-secret-of-at-least-32-characters';
const ROOM = 'E4F43DCC-8055-48F0-95B1-DE307C86652E';

describe('the place token (X-Queue-Place)', () => {
  const codec = createPlaceCodec(SECRET);

  it('reads back the place it signed, for that room and session only', async () => {
    const token = await codec.sign(ROOM, 'member-1', { mark: 41, left: 17 });
    assert.deepEqual(await codec.read(token, ROOM, 'member-1'), { mark: 41, left: 17 });
    assert.equal(await codec.read(token, ROOM, 'member-2'), null, 'another session');
    assert.equal(await codec.read(token, 'OTHER-ROOM', 'member-1'), null, 'another room');
    assert.equal(await createPlaceCodec(`${SECRET}!`).read(token, ROOM, 'member-1'), null, 'another secret');
  });

  it('reads no token that was altered, whatever the change', async () => {
    const token = await codec.sign(ROOM, 'member-1', { mark: 41, left: 17 });
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 120 }), async (other) => {
        fc.pre(other !== token);
        assert.equal(await codec.read(other, ROOM, 'member-1'), null);
      }),
    );
    for (const changed of [token.replace('p1.41.', 'p1.42.'), token.replace('.17.', '.18.'), `${token}A`]) {
      assert.equal(await codec.read(changed, ROOM, 'member-1'), null, changed);
    }
  });
});
