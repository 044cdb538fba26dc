/** The waiting room's line: its order, the pre-queue's draw, places, passes, closing and peeking. */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import fc from 'fast-check';
import { T0, type RoomKit } from './waiting-room-kit';

export function orderCases({ instances, freshRoom, settings }: RoomKit): void {
  it('admits in the order buyers joined after the opening, and tells each their place', async () => {
    const at = instances();
    const room = freshRoom();
    const s = settings({ maxActive: 1 });
    for (const [i, member] of ['a', 'b', 'c', 'd'].entries()) {
      assert.equal(
        await at().join(room, { member, group: null, now: T0 + i, draw: 0.5, settings: s }),
        'queued',
      );
    }
    const a = await at().poll(room, { member: 'a', now: T0 + 10, settings: s, supply: null });
    assert.equal(a.state, 'admitted');
    assert.ok(a.grant >= 1);
    assert.equal(a.passExpires, T0 + 10 + s.passMs);
    const c = await at().poll(room, { member: 'c', now: T0 + 11, settings: s, supply: null });
    assert.deepEqual([c.state, c.position, c.waiting, c.active], ['waiting', 2, 3, 1]);
    await at().finish(room, 'a');
    const b = await at().poll(room, { member: 'b', now: T0 + 12, settings: s, supply: null });
    assert.equal(b.state, 'admitted', 'a place freed admits the next in line');
    const d = await at().poll(room, { member: 'd', now: T0 + 13, settings: s, supply: null });
    assert.deepEqual([d.state, d.position, d.admittedLastMinute], ['waiting', 2, 2]);
  });

  it('keeps the pre-queue unordered until the opening, then puts it in the order of its draws, ahead of later joiners', async () => {
    const at = instances();
    const room = freshRoom();
    const s = settings({ opensAt: T0 + 60_000, maxActive: 10 });
    const draws: Record<string, number> = { p: 0.9, q: 0.1, r: 0.5 };
    for (const [member, draw] of Object.entries(draws)) {
      await at().join(room, { member, group: null, now: T0, draw, settings: s });
    }
    const early = await at().poll(room, { member: 'p', now: T0 + 1, settings: s, supply: null });
    assert.deepEqual([early.state, early.position, early.waiting, early.active], ['pre-queue', 0, 3, 0]);
    assert.equal(
      await at().enter(room, { member: 'x', now: T0 + 2, settings: s, grant: null }),
      'queue_required',
      'nobody enters before the opening',
    );
    await at().join(room, { member: 'late', group: null, now: T0 + 60_000, draw: 0, settings: s });
    const closedSettings = { ...s, maxActive: 0 };
    const order = [];
    for (const member of ['p', 'q', 'r', 'late']) {
      const place = await at().poll(room, {
        member,
        now: T0 + 60_001,
        settings: closedSettings,
        supply: null,
      });
      order.push([member, place.state, place.position]);
    }
    assert.deepEqual(order, [
      ['p', 'waiting', 3],
      ['q', 'waiting', 1],
      ['r', 'waiting', 2],
      ['late', 'waiting', 4],
    ]);
  });

  it('never improves a place on joining again, and gives one place per address group', async () => {
    const at = instances();
    const room = freshRoom();
    const s = settings({ maxActive: 0 });
    await at().join(room, { member: 'a', group: '203.0.113.7', now: T0, draw: 0.5, settings: s });
    await at().join(room, { member: 'b', group: null, now: T0 + 1, draw: 0.5, settings: s });
    assert.equal(
      await at().join(room, { member: 'a', group: null, now: T0 + 2, draw: 0, settings: s }),
      'present',
    );
    assert.equal(
      await at().join(room, { member: 'c', group: '203.0.113.7', now: T0 + 3, draw: 0, settings: s }),
      'taken',
    );
    const a = await at().poll(room, { member: 'a', now: T0 + 4, settings: s, supply: null });
    assert.deepEqual([a.position, a.waiting], [1, 2], 'rejoining changed nothing');
    await at().finish(room, 'a');
    assert.equal(
      await at().join(room, { member: 'a', group: '203.0.113.7', now: T0 + 5, draw: 0, settings: s }),
      'queued',
    );
    const again = await at().poll(room, { member: 'a', now: T0 + 6, settings: s, supply: null });
    assert.equal(again.position, 2, 'after leaving, a new place is at the end');
  });

  it('lets an admission in once, only with its own grant, and only until the pass expires', async () => {
    const at = instances();
    const room = freshRoom();
    const s = settings({ maxActive: 2 });
    await at().join(room, { member: 'a', group: null, now: T0, draw: 0.5, settings: s });
    await at().join(room, { member: 'b', group: null, now: T0, draw: 0.5, settings: s });
    const a = await at().poll(room, { member: 'a', now: T0 + 1, settings: s, supply: null });
    const b = await at().poll(room, { member: 'b', now: T0 + 1, settings: s, supply: null });
    assert.equal(a.state, 'admitted');
    assert.notEqual(a.grant, b.grant);
    const enter = (member: string, grant: number | null, now = T0 + 2) =>
      at().enter(room, { member, now, settings: s, grant });
    assert.equal(await enter('a', null), 'queue_required', 'an admitted buyer needs the pass');
    assert.equal(await enter('a', b.grant), 'queue_required', 'another admission’s number');
    assert.equal(await enter('a', a.grant), 'inside');
    assert.equal(await enter('a', a.grant), 'inside', 'inside stays inside');
    await at().join(room, { member: 'c', group: null, now: T0 + 3, draw: 0.5, settings: s });
    assert.equal(await enter('b', b.grant, T0 + 1 + s.passMs), 'queue_required', 'the pass expired');
    const lapsed = await at().poll(room, {
      member: 'b',
      now: T0 + 1 + s.passMs,
      settings: s,
      supply: null,
    });
    assert.deepEqual([lapsed.state, lapsed.active], ['absent', 2], 'c took the place b let lapse');
  });

  it('lets buyers in directly while the room is free, and queues them from `maxActive` on', async () => {
    const at = instances();
    const room = freshRoom();
    const s = settings({ maxActive: 2 });
    const enter = (member: string, now: number) =>
      at().enter(room, { member, now, settings: s, grant: null });
    assert.equal(await enter('a', T0), 'inside');
    assert.equal(await enter('b', T0), 'inside');
    assert.equal(await enter('c', T0), 'queue_required');
    await at().hold(room, 'a', T0 + 30 * 60_000, 1);
    // b's activity ends at activeMs; a holds tickets for longer.
    assert.equal(await enter('c', T0 + s.activeMs), 'inside', 'b lapsed, so the room is free again');
    await at().hold(room, 'c', T0 + 40 * 60_000, 1);
    assert.equal(await enter('d', T0 + s.activeMs), 'queue_required', 'a still holds tickets');
    await at().join(room, { member: 'd', group: null, now: T0 + s.activeMs, draw: 0.5, settings: s });
    await at().poll(room, { member: 'd', now: T0 + 30 * 60_000 - 1, settings: s, supply: null });
    assert.equal(await enter('e', T0 + 30 * 60_000), 'queue_required', 'someone is in line: no skipping it');
    const d = await at().poll(room, { member: 'd', now: T0 + 30 * 60_000, settings: s, supply: null });
    assert.equal(d.state, 'admitted', 'a lapsed hold admits the next buyer');
  });

  it('closes on request, and skips buyers in line who stopped asking', async () => {
    const at = instances();
    const room = freshRoom();
    const s = settings({ maxActive: 1 });
    assert.equal(await at().enter(room, { member: 'busy', now: T0, settings: s, grant: null }), 'inside');
    await at().join(room, { member: 'gone', group: '198.51.100.1', now: T0, draw: 0.5, settings: s });
    await at().join(room, { member: 'here', group: null, now: T0, draw: 0.5, settings: s });
    await at().poll(room, { member: 'here', now: T0 + s.abandonMs - 1, settings: s, supply: null });
    await at().finish(room, 'busy');
    const here = await at().poll(room, {
      member: 'here',
      now: T0 + s.abandonMs + 5,
      settings: s,
      supply: null,
    });
    assert.equal(here.state, 'admitted', 'the buyer who stopped asking lost the place');
    assert.equal(
      await at().join(room, {
        member: 'new',
        group: '198.51.100.1',
        now: T0 + s.abandonMs + 6,
        draw: 0.5,
        settings: s,
      }),
      'queued',
      'and their address group is free again',
    );
    await at().close(room, T0 + s.abandonMs + 7);
    const after = await at().poll(room, {
      member: 'new',
      now: T0 + s.abandonMs + 8,
      settings: s,
      supply: null,
    });
    assert.equal(after.state, 'closed');
  });

  it('peeks at whether a buyer is inside and whether the room is free, changing nothing', async () => {
    const at = instances();
    const room = freshRoom();
    const s = settings({ maxActive: 1 });
    const peek = (member: string, now = T0) => at().peek(room, { member, now, settings: s });
    assert.deepEqual(await peek('a'), { inside: false, free: true, closed: false });
    assert.deepEqual(await peek('a'), { inside: false, free: true, closed: false }, 'peeking let nobody in');
    await at().enter(room, { member: 'a', now: T0, settings: s, grant: null });
    assert.deepEqual(await peek('a'), { inside: true, free: false, closed: false });
    assert.deepEqual(await peek('b'), { inside: false, free: false, closed: false });
    assert.deepEqual(await peek('a', T0 + s.activeMs), { inside: false, free: true, closed: false });
    await at().close(room, T0 + 1);
    assert.deepEqual(await peek('b'), { inside: false, free: false, closed: true });
  });

  it('gives concurrent joiners on every instance distinct places 1..n, and never lets in more than `maxActive`', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 5 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 30 }),
        async (joiners, maxActive, direct) => {
          const at = instances();
          const room = freshRoom();
          const s = settings({ maxActive });
          const members = Array.from({ length: joiners }, (_, i) => `j${i}`);
          const entered = await Promise.all(
            direct.map((_, i) => at().enter(room, { member: `d${i}`, now: T0, settings: s, grant: null })),
          );
          assert.equal(
            entered.filter((outcome) => outcome === 'inside').length,
            Math.min(maxActive, direct.length),
          );
          await Promise.all(
            members.map((member) =>
              at().join(room, { member, group: null, now: T0 + 1, draw: 0.5, settings: s }),
            ),
          );
          const places = await Promise.all(
            members.map((member) => at().poll(room, { member, now: T0 + 2, settings: s, supply: null })),
          );
          const inside = Math.min(maxActive, direct.length);
          const admitted = places.filter((place) => place.state === 'admitted').length;
          assert.equal(admitted, Math.min(maxActive - inside, joiners), 'the free places, no more');
          const waiting = places.filter((place) => place.state === 'waiting').map((place) => place.position);
          assert.deepEqual(
            [...waiting].sort((a, b) => a - b),
            waiting.map((_, i) => i + 1),
          );
          assert.equal(waiting.length + admitted, joiners);
          assert.ok(places.every((place) => place.active === inside + admitted));
        },
      ),
      { numRuns: 15 },
    );
  });
}
