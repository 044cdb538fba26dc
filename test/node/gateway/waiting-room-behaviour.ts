/**
 * The waiting room back end's behaviour, run against the memory back end (unit tier) and two
 * Redis back ends sharing one real redis-server (integration tier). With two back ends, calls
 * alternate between them, as buyers reach different gateway instances. Time is given to every
 * call, so no test sleeps.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type {
  OverBudget,
  Place,
  PollInput,
  RoomBackend,
  RoomSettings,
} from '../../../src/gateway/waiting-room/types';

export const T0 = Date.parse('2026-06-01T08:00:00Z');

export const SETTINGS: RoomSettings = {
  opensAt: null,
  maxActive: 2,
  admitPerMinute: null,
  passMs: 60_000,
  activeMs: 600_000,
  abandonMs: 120_000,
};

/** A back end whose polls answer a place (the tests that count budgets look at the refusals). */
function placesOnly(backend: RoomBackend) {
  return {
    ...backend,
    async poll(room: string, input: PollInput): Promise<Place> {
      const place = await backend.poll(room, input);
      assert.notEqual(place.state, 'over-budget');
      return place as Place;
    },
  };
}

let rooms = 0;
/** A room of its own for each test, so a shared server needs no flushing. */
const freshRoom = () => `R${(rooms += 1)}-${Math.random().toString(36).slice(2, 8)}`;

export function roomBehaviour(title: string, open: () => RoomBackend[]): void {
  describe(title, () => {
    /** The n-th call goes to instance n mod count; polls without a budget answer a place. */
    function instances() {
      const backends = open().map(placesOnly);
      let n = 0;
      return () => backends[(n += 1) % backends.length]!;
    }
    const settings = (changes: Partial<RoomSettings> = {}) => ({ ...SETTINGS, ...changes });

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
      assert.equal(
        await enter('e', T0 + 30 * 60_000),
        'queue_required',
        'someone is in line: no skipping it',
      );
      const d = await at().poll(room, { member: 'd', now: T0 + 30 * 60_000, settings: s, supply: null });
      assert.equal(d.state, 'admitted', 'a lapsed hold admits the next buyer');
    });

    it('admits at the venue’s rate, with a burst of five seconds’ worth', async () => {
      const at = instances();
      const room = freshRoom();
      const s = settings({ maxActive: 100, admitPerMinute: 60 });
      for (let i = 0; i < 10; i += 1) {
        await at().join(room, { member: `m${i}`, group: null, now: T0, draw: 0.5, settings: s });
      }
      const first = await at().poll(room, { member: 'm9', now: T0, settings: s, supply: null });
      assert.deepEqual([first.active, first.position], [5, 5]);
      const later = await at().poll(room, { member: 'm9', now: T0 + 3_000, settings: s, supply: null });
      assert.deepEqual([later.active, later.position, later.admittedLastMinute], [8, 2, 8]);
    });

    it('admits no more buyers than places are free; says when all are held; closes when nothing is left', async () => {
      const at = instances();
      const room = freshRoom();
      const s = settings({ maxActive: 10 });
      for (const member of ['a', 'b', 'c', 'd']) {
        await at().join(room, { member, group: null, now: T0, draw: 0.5, settings: s });
      }
      const held = await at().poll(room, {
        member: 'a',
        now: T0,
        settings: s,
        supply: { available: 0, held: 3 },
      });
      assert.deepEqual([held.state, held.allHeld, held.position], ['waiting', true, 1]);
      const some = await at().poll(room, {
        member: 'c',
        now: T0 + 1,
        settings: s,
        supply: { available: 2, held: 1 },
      });
      assert.deepEqual([some.state, some.position, some.active], ['waiting', 1, 2]);
      const gone = await at().poll(room, {
        member: 'c',
        now: T0 + 2,
        settings: s,
        supply: { available: 0, held: 0 },
      });
      assert.deepEqual([gone.state, gone.waiting], ['closed', 0]);
      assert.equal(
        await at().join(room, { member: 'e', group: null, now: T0 + 3, draw: 0.5, settings: s }),
        'closed',
      );
      assert.equal(await at().enter(room, { member: 'a', now: T0 + 3, settings: s, grant: 1 }), 'closed');
      const d = await at().poll(room, { member: 'd', now: T0 + 4, settings: s, supply: null });
      assert.equal(d.state, 'closed', 'every waiting buyer hears it at their next poll');
    });

    it('counts buyers let in who hold nothing yet against the free places', async () => {
      const at = instances();
      const room = freshRoom();
      const s = settings({ maxActive: 10 });
      await at().enter(room, { member: 'starting', now: T0, settings: s, grant: null });
      await at().enter(room, { member: 'holding', now: T0, settings: s, grant: null });
      await at().hold(room, 'holding', T0 + 30 * 60_000, 1);
      for (const member of ['a', 'b', 'c']) {
        await at().join(room, { member, group: null, now: T0 + 1, draw: 0.5, settings: s });
      }
      const supply = { available: 3, held: 1 };
      const c = await at().poll(room, { member: 'c', now: T0 + 2, settings: s, supply });
      assert.deepEqual(
        [c.state, c.position, c.active],
        ['waiting', 1, 4],
        'three free, one of them about to go',
      );
    });

    it('admits as many buyers as the free places serve at the tickets a buyer took on average', async () => {
      const at = instances();
      const room = freshRoom();
      const s = settings({ maxActive: 20 });
      // Two buyers took 2 and 3 tickets, a third 1: 2 a buyer on average.
      for (const [member, tickets] of [
        ['x', 2],
        ['y', 3],
        ['z', 1],
      ] as const) {
        assert.equal(await at().enter(room, { member, now: T0, settings: s, grant: null }), 'inside');
        await at().hold(room, member, T0 + 30 * 60_000, tickets);
      }
      const line = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
      for (const member of line) {
        await at().join(room, { member, group: null, now: T0 + 1, draw: 0.5, settings: s });
      }
      const g = await at().poll(room, {
        member: 'g',
        now: T0 + 2,
        settings: s,
        supply: { available: 7, held: 6 },
      });
      // Seven places serve four buyers of two tickets (the last may find one): not seven buyers.
      assert.deepEqual([g.state, g.position, g.active, g.allHeld], ['waiting', 3, 7, false]);
    });

    it('says every place is held once buyers let in a while ago who hold nothing speak for all that is free', async () => {
      const at = instances();
      const room = freshRoom();
      const s = settings({ maxActive: 20 });
      await at().enter(room, { member: 'x', now: T0, settings: s, grant: null });
      await at().hold(room, 'x', T0 + 30 * 60_000, 2);
      for (const member of ['p', 'q']) {
        assert.equal(await at().enter(room, { member, now: T0, settings: s, grant: null }), 'inside');
      }
      await at().join(room, { member: 'a', group: null, now: T0 + 1, draw: 0.5, settings: s });
      // Three places serve two buyers of two tickets: p and q, let in just now, are about to take them.
      const supply = { available: 3, held: 2 };
      const soon = await at().poll(room, { member: 'a', now: T0 + 2, settings: s, supply });
      assert.deepEqual([soon.state, soon.position, soon.allHeld], ['waiting', 1, false]);
      // Half a minute on they still hold nothing: the places are spoken for, the line hears so.
      const later = await at().poll(room, { member: 'a', now: T0 + 30_000, settings: s, supply });
      assert.deepEqual(
        [later.state, later.position, later.allHeld],
        ['waiting', 1, true],
        'the line hears that every place is held',
      );
    });

    it('counts buyers who held after the availability was read against the free places, also once they confirmed', async () => {
      const at = instances();
      const room = freshRoom();
      const s = settings({ maxActive: 20 });
      for (const member of ['early', 'late']) {
        await at().enter(room, { member, now: T0, settings: s, grant: null });
      }
      const holdMs = 30 * 60_000;
      await at().hold(room, 'early', T0 + 5 + holdMs, 1);
      await at().hold(room, 'late', T0 + 20 + holdMs, 1);
      await at().finish(room, 'late');
      for (const member of ['a', 'b', 'c', 'd']) {
        await at().join(room, { member, group: null, now: T0 + 21, draw: 0.5, settings: s });
      }
      // Read at T0 + 10: the early hold is in it, the late one is not.
      const supply = { available: 3, held: 1, holdsAfter: T0 + 10 + holdMs };
      const d = await at().poll(room, { member: 'd', now: T0 + 22, settings: s, supply });
      assert.deepEqual(
        [d.state, d.position, d.active],
        ['waiting', 2, 3],
        'three free, one just taken (and confirmed since)',
      );
    });

    it("counts a buyer's polls against the address group's and the member's budgets; past either it is refused and changes nothing", async () => {
      const backends = open();
      const at = (n: number) => backends[n % backends.length]!;
      const room = freshRoom();
      const closed = settings({ maxActive: 0 });
      for (const [member, group] of [
        ['a', '198.51.100.7'],
        ['b', '198.51.100.8'],
      ] as const) {
        await at(0).join(room, { member, group, now: T0, draw: 0.5, settings: closed });
      }
      const budget = { group: '198.51.100.7', perAddress: 3, perSession: 2, windowMs: 60_000 };
      const poll = (n: number, member: string, s: RoomSettings, group: string | null = budget.group) =>
        at(n).poll(room, {
          member,
          now: T0 + 1 + n,
          settings: s,
          supply: null,
          budget: { ...budget, group },
        });
      assert.equal((await poll(0, 'a', closed)).state, 'waiting');
      assert.equal((await poll(1, 'a', closed)).state, 'waiting');
      // The member's third poll in the window: its own budget (2) is spent; with room to admit, it
      // still admits nobody.
      const third = await poll(2, 'a', settings({ maxActive: 1 }));
      assert.equal(third.state, 'over-budget');
      assert.equal((third as OverBudget).scope, 'session');
      const left = (third as OverBudget).msBeforeNext;
      assert.ok(left > 0 && left <= budget.windowMs, String(left));
      // Another member polling from the same address group: the group's budget (3) is spent too,
      // and it is named first.
      const other = await poll(3, 'b', settings({ maxActive: 1 }));
      assert.deepEqual([other.state, (other as OverBudget).scope], ['over-budget', 'address']);
      // Neither refusal admitted anyone: 'a' is still first in line.
      const a = await at(4).poll(room, { member: 'a', now: T0 + 10, settings: closed, supply: null });
      assert.deepEqual([a.state, (a as Place).position], ['waiting', 1]);
      // 'b' from an address of its own: counted by that address and its own budget.
      assert.equal((await poll(5, 'b', closed, '198.51.100.8')).state, 'waiting');
      // Without a known address, only the member's budget counts.
      assert.equal((await poll(6, 'b', closed, null)).state, 'over-budget');
    });

    it('joins and answers with the poll in one step where the back end can, as a join then a poll would', async () => {
      const backends = open();
      const room = freshRoom();
      const s = settings({ maxActive: 1 });
      const both = async (n: number, member: string, group: string | null, at: number) => {
        const backend = backends[n % backends.length]!;
        const joining = { member, group, now: at, draw: 0.5, settings: s };
        const polling = { member, now: at, settings: s, supply: null };
        if (backend.joinThenPoll) return backend.joinThenPoll(room, joining, polling);
        return [await backend.join(room, joining), (await backend.poll(room, polling)) as Place] as const;
      };
      const [first, admitted] = await both(0, 'a', '198.51.100.1', T0);
      assert.deepEqual([first, admitted.state], ['queued', 'admitted']);
      const [second, waiting] = await both(1, 'b', '198.51.100.2', T0 + 1);
      assert.deepEqual(
        [second, waiting.state, waiting.position, waiting.waiting],
        ['queued', 'waiting', 1, 1],
      );
      const [again, still] = await both(2, 'b', '198.51.100.2', T0 + 2);
      assert.deepEqual([again, still.state, still.position], ['present', 'waiting', 1]);
      const [taken, none] = await both(3, 'c', '198.51.100.2', T0 + 3);
      assert.deepEqual([taken, none.state], ['taken', 'absent']);
      await backends[0]!.close(room, T0 + 4);
      const [closed, told] = await both(4, 'd', null, T0 + 5);
      assert.deepEqual([closed, told.state], ['closed', 'closed']);
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
      assert.deepEqual(
        await peek('a'),
        { inside: false, free: true, closed: false },
        'peeking let nobody in',
      );
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
            const waiting = places
              .filter((place) => place.state === 'waiting')
              .map((place) => place.position);
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
  });
}
