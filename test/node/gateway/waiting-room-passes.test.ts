import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { memoryRooms } from '../../../src/gateway/waiting-room/memory-rooms';
import { createPassCodec } from '../../../src/gateway/waiting-room/pass';
import { createWaitingRoom, type WaitingRoomOptions } from '../../../src/gateway/waiting-room/room';
import type { RoomSettings, Supply } from '../../../src/gateway/waiting-room/types';
import { fakeClock } from './harness';
import { SETTINGS } from './waiting-room-kit';

const SECRET = 'a-session-secret-of-at-least-32-characters';
const EVENT = '3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C';

function setup(settings: Partial<RoomSettings> = {}, extra: Partial<WaitingRoomOptions> = {}) {
  const clock = fakeClock();
  const room = createWaitingRoom({
    backend: memoryRooms(),
    secret: SECRET,
    settings: (event) => (event === EVENT ? { ...SETTINGS, ...settings } : null),
    pollMs: 5_000,
    now: clock.now,
    ...extra,
  });
  return { clock, room };
}

/** Changes one character of the token's payload (keeping it base64url). */
const alter = (token: string) => {
  const [version, payload, signature] = token.split('.') as [string, string, string];
  const flipped = payload.slice(0, 5) + (payload[5] === 'A' ? 'B' : 'A') + payload.slice(6);
  return `${version}.${flipped}.${signature}`;
};

describe('waiting room: passes and what a buyer is told', () => {
  it('signs a pass on admission that lets that buyer in once, and is refused for anyone else', async () => {
    const { room } = setup({ maxActive: 1 });
    const view = await room.join(EVENT, 'session-a', null);
    assert.equal(view?.state, 'admitted');
    assert.match(view!.pass!, /^q1\./);
    assert.equal(
      await room.enter(EVENT, 'session-b', view!.pass),
      'pass_invalid',
      'a pass names one session',
    );
    assert.equal(await room.enter(EVENT, 'session-a', view!.pass), 'inside');
    assert.equal((await room.poll(EVENT, 'session-a'))?.state, 'inside');
  });

  it('refuses forged passes: altered, signed with another secret, a session token, garbage', async () => {
    const { room, clock } = setup({ maxActive: 1 });
    const view = await room.join(EVENT, 'session-a', null);
    const real = view!.pass!;
    const other = await createPassCodec('another-secret-of-at-least-32-characters!').sign({
      room: EVENT,
      member: 'session-a',
      grant: 1,
      expires: clock.now() + 60_000,
    });
    const sessionLike = `v1.${real.split('.')[1]}.${real.split('.')[2]}`;
    for (const forged of [alter(real), other, sessionLike, 'q1..', 'x'.repeat(5000), '']) {
      assert.equal(await room.enter(EVENT, 'session-a', forged), 'pass_invalid', forged.slice(0, 40));
    }
    assert.equal(await room.enter(EVENT, 'session-a', real), 'inside', 'the real one still works');
  });

  it('refuses a pass for another event, and lets an expired pass only rejoin the line', async () => {
    const { room, clock } = setup({ maxActive: 1, passMs: 60_000 });
    const view = await room.join(EVENT, 'session-a', null);
    assert.equal(
      await room.enter('OTHER-EVENT', 'session-a', view!.pass),
      'inside',
      'no room there: no check',
    );
    await room.join(EVENT, 'session-b', null);
    clock.advance(60_000);
    assert.equal(await room.enter(EVENT, 'session-a', view!.pass), 'queue_required');
    assert.equal(
      (await room.poll(EVENT, 'session-b'))?.state,
      'admitted',
      'the lapsed pass admitted the next',
    );
  });

  it('tells the place, the number ahead and an estimated wait from the measured admission rate', async () => {
    const { room, clock } = setup({ maxActive: 2 });
    for (const member of ['a', 'b', 'c', 'd', 'e', 'f']) await room.join(EVENT, member, null);
    let f = await room.poll(EVENT, 'f');
    assert.deepEqual([f?.state, f?.position, f?.ahead, f?.waiting], ['waiting', 4, 3, 4]);
    clock.advance(30_000);
    await room.finish(EVENT, 'a');
    await room.finish(EVENT, 'b');
    f = await room.poll(EVENT, 'f');
    // 4 admitted in the last minute; f is second in line: two admissions away, 30 s.
    assert.deepEqual([f?.position, f?.ahead, f?.admittedPerMinute], [2, 1, 4]);
    assert.equal(f?.estimatedWaitMs, 30_000);
    assert.equal(f?.pollAfterMs, 5_000);
  });

  it("leaves the opening's first fill out of the admission rate while it is in the window", async () => {
    const opensAt = Date.parse('2026-06-01T08:00:03Z');
    const { room, clock } = setup(
      { opensAt, maxActive: 3, passMs: 600_000 },
      {
        draw: (() => {
          let n = 0;
          return () => (n += 1) / 100;
        })(),
      },
    );
    const members = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    for (const member of members) await room.join(EVENT, member, null);
    clock.advance(3_000);
    // The opening lets the first three in at once: no buyer has finished yet, so no rate is known
    // (counted, it was 3 a second: the last in line told 2 s).
    const first = await room.poll(EVENT, 'h');
    assert.deepEqual([first?.state, first?.ahead, first?.estimatedWaitMs], ['waiting', 4, null]);
    assert.equal(first?.admittedPerMinute, 0);
    assert.equal(first?.pollAfterMs, 5_000, 'one pollMs: fewer than a thousand ahead');
    // Ten seconds after the opening two buyers finished and two more were let in: 2 in 10 s.
    clock.advance(10_000);
    for (const member of ['a', 'b']) await room.finish(EVENT, member);
    const later = await room.poll(EVENT, 'h');
    assert.deepEqual([later?.ahead, later?.admittedPerMinute], [2, 12]);
    assert.equal(later?.estimatedWaitMs, 15_000, 'three admissions away at one per 5 s');
    // A minute after the opening the fill has left the window (by its time): nothing is taken off.
    clock.advance(50_000);
    for (const member of ['c', 'd']) await room.finish(EVENT, member);
    const after = await room.poll(EVENT, 'h');
    assert.deepEqual([after?.ahead, after?.admittedPerMinute], [0, 4]);
  });

  it('waits in a pre-queue without a position until the opening, asking again within pollMs after it', async () => {
    const opensAt = Date.parse('2026-06-01T08:00:03Z');
    // The first question after the opening is spread over pollMs (5 s): a quarter of it here.
    const { room, clock } = setup({ opensAt, maxActive: 10 }, { jitter: () => 0.25 });
    const early = await room.join(EVENT, 'a', null);
    assert.deepEqual(
      [early?.state, early?.position, early?.opensAt, early?.pollAfterMs],
      ['pre-queue', null, opensAt, 3_000 + 1_250],
    );
    const { room: further } = setup({ opensAt: opensAt + 60_000 });
    assert.equal((await further.join(EVENT, 'a', null))?.pollAfterMs, 5_000, 'a minute before: every pollMs');
    assert.equal(await room.enter(EVENT, 'a', null), 'queue_required');
    clock.advance(3_000);
    assert.equal((await room.poll(EVENT, 'a'))?.state, 'admitted');
  });

  it('asks a buyer far back in line less often, as the estimated wait allows, never longer than a third of passMs or abandonMs', async () => {
    for (const [changes, most] of [
      [{}, 20_000], // a third of passMs (60 s)
      [{ passMs: 600_000, abandonMs: 240_000 }, 60_000], // the longest (a third of abandonMs is 80 s)
      [{ passMs: 600_000, abandonMs: 150_000 }, 50_000], // a third of abandonMs
    ] as const) {
      const { room, clock } = setup({ maxActive: 2, ...changes });
      for (let i = 0; i < 1202; i += 1) await room.join(EVENT, `m${i}`, null);
      clock.advance(30_000);
      await room.finish(EVENT, 'm0');
      await room.finish(EVENT, 'm1');
      // 4 admitted in the last minute, one every 15 s: m4 is next (15 s away), m1201 has 1197 ahead.
      const near = await room.poll(EVENT, 'm4');
      assert.deepEqual([near?.ahead, near?.estimatedWaitMs, near?.pollAfterMs], [0, 15_000, 5_000]);
      const far = await room.poll(EVENT, 'm1201');
      // An eighth of 5 hours: bounded (before, 10 s: one more pollMs per thousand ahead).
      assert.deepEqual([far?.ahead, far?.pollAfterMs], [1197, most]);
    }
  });

  it('says "all held" while nothing is free, and "sold out" when nothing is left to hold', async () => {
    let supply: Supply = { available: 0, held: 4 };
    const { room } = setup({ maxActive: 10 }, { supply: async () => supply });
    const held = await room.join(EVENT, 'a', null);
    assert.deepEqual([held?.state, held?.allHeld, held?.position], ['waiting', true, 1]);
    supply = { available: 0, held: 0 };
    const gone = await room.poll(EVENT, 'a');
    assert.deepEqual([gone?.state, gone?.pollAfterMs, gone?.pass], ['closed', null, null]);
    assert.equal(await room.enter(EVENT, 'z', null), 'closed');
  });

  it('answers "taken" to a second session of an address group that has a place', async () => {
    const { room } = setup({ maxActive: 0 });
    await room.join(EVENT, 'a', '2001:db8:1:2::/64');
    const second = await room.join(EVENT, 'b', '2001:db8:1:2::/64');
    assert.deepEqual([second?.state, second?.pollAfterMs], ['taken', null]);
    assert.equal(await room.join('NO-ROOM', 'a', null), null, 'an event without a room has no line');
  });
});
