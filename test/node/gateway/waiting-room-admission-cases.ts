/** Admissions against the venue's rate and the free places, and the polls' budgets. */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { OverBudget, Place, RoomSettings } from '../../../src/gateway/waiting-room/types';
import { T0, type RoomKit } from './waiting-room-kit';

export function admissionCases({ open, instances, freshRoom, settings }: RoomKit): void {
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

  it('joins and answers with the poll in one step, as a join then a poll would', async () => {
    const backends = open();
    const room = freshRoom();
    const s = settings({ maxActive: 1 });
    const both = async (n: number, member: string, group: string | null, at: number) => {
      const backend = backends[n % backends.length]!;
      const joining = { member, group, now: at, draw: 0.5, settings: s };
      const polling = { member, now: at, settings: s, supply: null };
      const answer = await backend.joinThenPoll(room, joining, polling);
      assert.ok('place' in answer);
      assert.deepEqual([answer.member, answer.replayed, answer.expires], [member, false, null]);
      return [answer.outcome, answer.place] as const;
    };
    const [first, admitted] = await both(0, 'a', '198.51.100.1', T0);
    assert.deepEqual([first, admitted.state], ['queued', 'admitted']);
    const [second, waiting] = await both(1, 'b', '198.51.100.2', T0 + 1);
    assert.deepEqual([second, waiting.state, waiting.position, waiting.waiting], ['queued', 'waiting', 1, 1]);
    const [again, still] = await both(2, 'b', '198.51.100.2', T0 + 2);
    assert.deepEqual([again, still.state, still.position], ['present', 'waiting', 1]);
    const [taken, none] = await both(3, 'c', '198.51.100.2', T0 + 3);
    assert.deepEqual([taken, none.state], ['taken', 'absent']);
    await backends[0]!.close(room, T0 + 4);
    const [closed, told] = await both(4, 'd', null, T0 + 5);
    assert.deepEqual([closed, told.state], ['closed', 'closed']);
  });
}
