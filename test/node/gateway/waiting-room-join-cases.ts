/** A join's Idempotency-Key, recorded with the place in the join's own step. */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type {
  JoinAnswer,
  JoinOnce,
  PollBudget,
  RoomBackend,
  RoomSettings,
} from '../../../src/gateway/waiting-room/types';
import { T0, type RoomKit } from './waiting-room-kit';

const HOUR = 60 * 60 * 1000;

/** The join of `member` with `once`, and its poll, at `at`. */
function joiner(backends: RoomBackend[], room: string, s: RoomSettings) {
  let n = 0;
  return (
    member: string,
    group: string | null,
    at: number,
    once?: JoinOnce,
    budget?: PollBudget,
  ): Promise<JoinAnswer> => {
    const backend = backends[(n += 1) % backends.length]!;
    const joining = {
      member,
      group,
      now: at,
      draw: 0.5,
      settings: s,
      ...(once ? { once } : {}),
      ...(budget ? { budget } : {}),
    };
    return backend.joinThenPoll(room, joining, { member, now: at, settings: s, supply: null });
  };
}

/** The answer of a join that placed someone (not refused by its key). */
function placed(answer: JoinAnswer) {
  assert.ok('place' in answer, `refused: ${answer.outcome}`);
  return answer;
}

export function joinCases({ open, freshRoom, settings }: RoomKit): void {
  it('records a join’s key with the place: a repeat answers for the member it placed, on any instance, never with a second place', async () => {
    const room = freshRoom();
    const join = joiner(open(), room, settings({ maxActive: 0 }));
    const once = { name: 'address:198.51.100.7 k-1', fingerprint: 'f-1', expires: T0 + 2 * HOUR };
    const ahead = placed(await join('someone', null, T0));
    assert.equal(ahead.outcome, 'queued');
    const first = placed(await join('new-1', '198.51.100.7', T0 + 1, once));
    assert.deepEqual(
      [first.outcome, first.member, first.expires, first.replayed, first.place.position],
      ['queued', 'new-1', T0 + 2 * HOUR, false, 2],
    );
    // The answer was lost: the repeat comes with a session of its own, which places nobody.
    for (const [k, fresh] of ['new-2', 'new-3', 'new-4'].entries()) {
      const repeat = placed(await join(fresh, '198.51.100.7', T0 + 2 + k, once));
      assert.deepEqual(
        [repeat.outcome, repeat.member, repeat.expires, repeat.replayed],
        ['present', 'new-1', T0 + 2 * HOUR, true],
      );
      assert.deepEqual([repeat.place.state, repeat.place.position, repeat.place.waiting], ['waiting', 2, 2]);
    }
    // Another key from the same address group is another join: the group's place is taken.
    const other = placed(
      await join('new-5', '198.51.100.7', T0 + 9, { ...once, name: 'address:198.51.100.7 k-2' }),
    );
    assert.deepEqual([other.outcome, other.replayed, other.place.waiting], ['taken', false, 2]);
  });

  it('refuses another request under a join’s key, and answers a refused join’s repeat as refused, changing nothing', async () => {
    const room = freshRoom();
    const join = joiner(open(), room, settings({ maxActive: 0 }));
    const once = { name: 'session:s-1 k-1', fingerprint: 'f-1', expires: T0 + HOUR };
    placed(await join('s-1', null, T0, once));
    assert.deepEqual(await join('s-1', null, T0 + 1, { ...once, fingerprint: 'f-2' }), { outcome: 'reused' });
    // A join refused for its body is recorded as such: nobody joins, now or on its repeat.
    const refused = {
      name: 'address:198.51.100.8 k-2',
      fingerprint: 'f-body',
      expires: T0 + HOUR,
      refused: true,
    };
    assert.deepEqual(await join('new-1', '198.51.100.8', T0 + 2, refused), { outcome: 'refused' });
    assert.deepEqual(await join('new-2', '198.51.100.8', T0 + 3, refused), { outcome: 'refused' });
    const fixed = { ...refused, fingerprint: 'f-1', refused: false };
    assert.deepEqual(await join('new-3', '198.51.100.8', T0 + 4, fixed), { outcome: 'reused' });
    const after = placed(await join('s-1', null, T0 + 5));
    assert.deepEqual([after.outcome, after.place.waiting], ['present', 1], 'one place in all');
  });

  it('lets a join’s key lapse with the session it recorded: then the key is a new join', async () => {
    const room = freshRoom();
    const join = joiner(open(), room, settings({ maxActive: 0 }));
    const once = { name: 'address:198.51.100.9 k-1', fingerprint: 'f-1', expires: T0 + HOUR };
    placed(await join('new-1', null, T0, once));
    const late = placed(await join('new-2', null, T0 + HOUR, { ...once, expires: T0 + 3 * HOUR }));
    assert.deepEqual(
      [late.outcome, late.member, late.replayed, late.expires],
      ['queued', 'new-2', false, T0 + 3 * HOUR],
    );
  });

  it('gives concurrent repeats of one keyed join on every instance one place, all for the same member', async () => {
    const room = freshRoom();
    const join = joiner(open(), room, settings({ maxActive: 0 }));
    const once = { name: 'address:198.51.100.10 k-1', fingerprint: 'f-1', expires: T0 + HOUR };
    const answers = (
      await Promise.all(Array.from({ length: 12 }, (_, k) => join(`new-${k}`, '198.51.100.10', T0, once)))
    ).map(placed);
    const members = new Set(answers.map((answer) => answer.member));
    assert.equal(members.size, 1, [...members].join(' '));
    assert.deepEqual(
      answers.map((answer) => answer.outcome).sort(),
      ['queued', ...Array<string>(11).fill('present')].sort(),
    );
    assert.equal(answers.filter((answer) => !answer.replayed).length, 1);
    assert.ok(answers.every((answer) => answer.place.waiting === 1 && answer.place.position === 1));
  });

  it('counts a buyer’s join against the address group’s and the member’s budgets first; past either it places nobody and records no key', async () => {
    const room = freshRoom();
    const s = settings({ maxActive: 0 });
    const backends = open();
    const join = joiner(backends, room, s);
    const group = '198.51.100.20';
    // A visitor without a session yet: counted by the address alone.
    const byAddress = { group, perAddress: 2, perSession: Infinity, windowMs: 60_000 };
    const once = (key: string) => ({ name: `address:${group} ${key}`, fingerprint: 'f', expires: T0 + HOUR });
    assert.equal(placed(await join('new-1', group, T0, once('k-1'), byAddress)).outcome, 'queued');
    assert.equal(placed(await join('new-1', group, T0 + 1, once('k-1'), byAddress)).replayed, true);
    const refused = await join('new-2', group, T0 + 2, once('k-2'), byAddress);
    assert.ok(refused.outcome === 'over-budget' && refused.scope === 'address', JSON.stringify(refused));
    assert.ok(refused.msBeforeNext > 0 && refused.msBeforeNext <= 60_000);
    // The address's polls share the budget (the line's requests).
    const poll = await backends[0]!.poll(room, {
      member: 'new-1',
      now: T0 + 3,
      settings: s,
      supply: null,
      budget: byAddress,
    });
    assert.equal(poll.state, 'over-budget');
    // The refused join recorded nothing: within a larger budget its key is a join of its own.
    const larger = { ...byAddress, perAddress: 100 };
    const next = placed(await join('new-3', group, T0 + 4, once('k-2'), larger));
    assert.deepEqual([next.outcome, next.member, next.replayed], ['taken', 'new-3', false]);
    // A session's join: counted by the member too.
    const bySession = { group: null, perAddress: 100, perSession: 1, windowMs: 60_000 };
    assert.equal(placed(await join('s-1', null, T0, undefined, bySession)).outcome, 'queued');
    const again = await join('s-1', null, T0 + 1, undefined, bySession);
    assert.deepEqual([again.outcome, 'scope' in again && again.scope], ['over-budget', 'session']);
  });
}
