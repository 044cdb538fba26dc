/** The back end's count of buyers who left the line, and an instance's sync of the polls it answered. */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { T0, type RoomKit } from './waiting-room-kit';

export function syncCases({ instances, freshRoom, settings }: RoomKit): void {
  it('counts every buyer who leaves the line, so a waiting place plus the count only grows by those leaving behind it', async () => {
    const at = instances();
    const room = freshRoom();
    const s = settings({ maxActive: 1, abandonMs: 1_000 });
    for (const [i, member] of ['a', 'b', 'c', 'd', 'e', 'f'].entries()) {
      await at().join(room, { member, group: null, now: T0 + i, draw: 0.5, settings: s });
    }
    const mark = async (member: string, now: number) => {
      const place = await at().poll(room, { member, now, settings: s, supply: null });
      assert.equal(place.state, 'waiting', member);
      return { position: place.position, mark: place.position - 1 + place.leftLine };
    };
    // The join admitted a: one left the line.
    assert.deepEqual(await mark('f', T0 + 10), { position: 5, mark: 5 });
    // d gives up while waiting (behind c, ahead of f).
    await at().finish(room, 'd');
    assert.deepEqual(await mark('c', T0 + 11), { position: 2, mark: 3 }, 'c: d left behind it');
    assert.deepEqual(await mark('f', T0 + 12), { position: 4, mark: 5 }, 'f: d left ahead');
    // a finishes: b is admitted; e has not asked for 1 s and is skipped as gone when reached.
    await at().finish(room, 'a');
    assert.deepEqual(await mark('c', T0 + 800), { position: 1, mark: 3 });
    await at().finish(room, 'b');
    await at().poll(room, { member: 'f', now: T0 + 900, settings: s, supply: null });
    const admitted = await at().poll(room, { member: 'c', now: T0 + 900, settings: s, supply: null });
    assert.equal(admitted.state, 'admitted');
    await at().finish(room, 'c');
    const f = await at().poll(room, { member: 'f', now: T0 + 1_500, settings: s, supply: null });
    assert.deepEqual([f.state, f.leftLine], ['admitted', 6], 'e was skipped (and counted) on the way');
  });

  it("syncs an instance's polls: marks the buyers it answered as seen, admits whom the room can, and answers the counts", async () => {
    const at = instances();
    const room = freshRoom();
    const s = settings({ maxActive: 1, abandonMs: 10_000 });
    for (const [i, member] of ['a', 'b', 'c'].entries()) {
      await at().join(room, { member, group: null, now: T0 + i, draw: 0.5, settings: s });
    }
    // a gives up while waiting (a join admits nobody: the next poll or sync does).
    await at().finish(room, 'a');
    // b asked only at an instance that answered it from memory: its sync says b is alive.
    const counts = await at().sync(room, {
      now: T0 + 9_000,
      settings: s,
      supply: null,
      seen: [['b', T0 + 8_000]],
    });
    // b's place is told after the sync's admissions: admitted, no longer in line.
    assert.deepEqual(counts, {
      closed: false,
      waiting: 1,
      active: 1,
      admittedLastMinute: 1,
      allHeld: false,
      leftLine: 2,
      places: [-2],
      passes: [{ grant: 1, passExpires: T0 + 9_000 + s.passMs }],
    });
    const b = await at().poll(room, { member: 'b', now: T0 + 9_001, settings: s, supply: null });
    assert.equal(b.state, 'admitted', 'the sync admitted b');
    // c's last sign of life was its join: gone by the next admission.
    await at().finish(room, 'b');
    const later = await at().sync(room, { now: T0 + 12_000, settings: s, supply: null, seen: [] });
    assert.deepEqual([later.waiting, later.active, later.leftLine], [0, 0, 3]);
    // Nothing left to hold: the sync closes the room.
    const sold = await at().sync(room, {
      now: T0 + 12_001,
      settings: s,
      supply: { available: 0, held: 0 },
      seen: [],
    });
    assert.equal(sold.closed, true);
  });

  it('marks as seen only buyers still in line, never earlier than another instance saw them, and tells their places', async () => {
    const at = instances();
    const room = freshRoom();
    const s = settings({ maxActive: 1, abandonMs: 5_000, opensAt: T0 + 100 });
    for (const [i, member] of ['a', 'b', 'c'].entries()) {
      await at().join(room, { member, group: null, now: T0, draw: 0.1 * (i + 1), settings: s });
    }
    const early = await at().sync(room, { now: T0 + 1, settings: s, supply: null, seen: [['c', T0 + 1]] });
    assert.deepEqual(early.places, [0], 'in the pre-queue');
    // c asked at another instance at T0 + 4000; this one's older sign of life does not undo it.
    await at().poll(room, { member: 'c', now: T0 + 4_000, settings: s, supply: null });
    const opened = await at().sync(room, {
      now: T0 + 4_001,
      settings: s,
      supply: null,
      seen: [
        ['c', T0 + 2_000],
        ['b', T0 + 2_000],
        ['a', T0 + 2_000],
      ],
    });
    assert.deepEqual(opened.places, [2, 1, -2], 'a was admitted by the poll');
    assert.deepEqual(opened.passes[1], { grant: 0, passExpires: 0 });
    assert.equal(opened.passes[2]!.grant, 1);
    await at().finish(room, 'a');
    const later = await at().sync(room, { now: T0 + 8_500, settings: s, supply: null, seen: [] });
    assert.equal(later.active, 1, 'c (seen at T0 + 4000) is let in, b (T0 + 2000) was skipped as gone');
    const c = await at().poll(room, { member: 'c', now: T0 + 8_501, settings: s, supply: null });
    assert.equal(c.state, 'admitted');
    await at().sync(room, { now: T0 + 9_000, settings: s, supply: null, seen: [['ghost', T0 + 9_000]] });
    const ghost = await at().poll(room, { member: 'ghost', now: T0 + 9_001, settings: s, supply: null });
    assert.equal(ghost.state, 'absent');
  });
}
