/** A join's Idempotency-Key, recorded with the place in the join's own step. */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type {
  JoinAnswer,
  JoinOnce,
  RoomBackend,
  RoomSettings,
} from '../../../src/gateway/waiting-room/types';
import { T0, type RoomKit } from './waiting-room-kit';

const HOUR = 60 * 60 * 1000;

/** The join of `member` with `once`, and its poll, at `at`. */
function joiner(backends: RoomBackend[], room: string, s: RoomSettings) {
  let n = 0;
  return (member: string, group: string | null, at: number, once?: JoinOnce): Promise<JoinAnswer> => {
    const backend = backends[(n += 1) % backends.length]!;
    const joining = { member, group, now: at, draw: 0.5, settings: s, ...(once ? { once } : {}) };
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
}
