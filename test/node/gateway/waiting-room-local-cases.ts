/**
 * Polls an instance answers from its memory (local-line.ts): two waiting rooms (instances) over
 * the kit's back ends, sharing one line, each counting the commands it sends to the store.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { LONGEST_LOOK } from '../../../src/gateway/waiting-room/local-line';
import { createWaitingRoom, type QueueView } from '../../../src/gateway/waiting-room/room';
import type { RoomBackend, RoomSettings, Supply } from '../../../src/gateway/waiting-room/types';
import { T0, type RoomKit } from './waiting-room-kit';

const SECRET = 'a-session-secret-of-at-least-32-characters';
const SYNC_MS = 500;

/** Every back-end call this instance made, by name; those under way in `pending`. */
function counted(backend: RoomBackend, calls: string[], pending: Set<Promise<unknown>>): RoomBackend {
  const wrapped = { ...backend };
  for (const name of ['join', 'joinThenPoll', 'poll', 'sync', 'enter', 'finish', 'close'] as const) {
    const call = backend[name] as (...args: unknown[]) => Promise<unknown>;
    (wrapped as Record<string, unknown>)[name] = (...args: unknown[]) => {
      calls.push(name);
      const answer = call.apply(backend, args);
      pending.add(answer);
      void answer.finally(() => pending.delete(answer)).catch(() => undefined);
      return answer;
    };
  }
  return wrapped;
}

export function localLineCases({ open, freshRoom, settings }: RoomKit): void {
  function instances(changes: Partial<RoomSettings> = {}, supply: () => Supply | null = () => null) {
    let now = T0;
    const room = freshRoom();
    const s = settings({ maxActive: 1, ...changes });
    const backends = open();
    const make = (backend: RoomBackend) => {
      const calls: string[] = [];
      const pending = new Set<Promise<unknown>>();
      // The pre-queue's draws in the order of the joins.
      let draws = 0;
      const waiting = createWaitingRoom({
        backend: counted(backend, calls, pending),
        secret: SECRET,
        settings: (name) => (name === room ? s : null),
        supply: async () => supply(),
        pollMs: 2_000,
        syncMs: SYNC_MS,
        draw: () => (draws += 1) / 1_000,
        now: () => now,
      });
      const poll = async (member: string) => (await waiting.poll(room, member))!;
      // The background sync a poll started has come back (and been taken in).
      const settle = async () => void (await Promise.allSettled([...pending]));
      return { waiting, calls, poll, settle, join: (member: string) => waiting.join(room, member, null) };
    };
    return {
      room,
      a: make(backends[0]!),
      b: make(backends[1] ?? backends[0]!),
      advance: (ms: number) => void (now += ms),
    };
  }
  const place = (view: QueueView) => [view.state, view.position];

  it('answers a buyer it placed from memory, with no command to the store, until its look is syncMs old; then syncs in the background', async () => {
    const { a, advance } = instances();
    for (const member of ['m1', 'm2', 'm3', 'm4']) await a.join(member);
    a.calls.length = 0;
    assert.deepEqual(place(await a.poll('m4')), ['waiting', 3]);
    assert.deepEqual(place(await a.poll('m3')), ['waiting', 2]);
    assert.deepEqual(a.calls, [], 'no command to the store');
    advance(SYNC_MS);
    assert.deepEqual(place(await a.poll('m4')), ['waiting', 3], 'answered from the look it had');
    assert.deepEqual(place(await a.poll('m3')), ['waiting', 2], 'one sync at a time');
    assert.deepEqual(a.calls, ['sync']);
  });

  it('moves a buyer up as buyers ahead leave, learnt from the sync', async () => {
    const { room, a, b, advance } = instances();
    for (const member of ['m1', 'm2', 'm3', 'm4']) await a.join(member);
    assert.equal((await b.poll('m1')).state, 'admitted');
    await b.waiting.finish(room, 'm1');
    assert.equal((await b.poll('m2')).state, 'admitted', 'b changed the room: it asks the store');
    a.calls.length = 0;
    assert.deepEqual(place(await a.poll('m4')), ['waiting', 3], 'a has not looked since');
    advance(SYNC_MS);
    await a.poll('m4');
    await a.settle();
    assert.deepEqual(place(await a.poll('m4')), ['waiting', 2]);
    assert.deepEqual(a.calls, ['sync']);
  });

  it('asks the store for a buyer it knows nothing of, and once its look is too old', async () => {
    const { a, b, advance } = instances();
    for (const member of ['m1', 'm2', 'm3']) await a.join(member);
    a.calls.length = 0;
    await b.poll('m3');
    await b.poll('m3');
    assert.deepEqual(b.calls, ['poll'], 'the first poll at each instance');
    assert.deepEqual(place(await a.poll('m3')), ['waiting', 2]);
    assert.deepEqual(a.calls, [], 'the join told a');
    advance(LONGEST_LOOK * SYNC_MS);
    assert.deepEqual(place(await a.poll('m3')), ['waiting', 2]);
    assert.deepEqual(a.calls, ['poll'], 'a look too old');
  });

  it('answers the pre-queue it knows until the opening, then asks all their places in one sync', async () => {
    const { a, advance } = instances({ opensAt: T0 + 1_000 });
    for (const member of ['m1', 'm2', 'm3', 'm4']) await a.join(member);
    a.calls.length = 0;
    for (const member of ['m1', 'm2', 'm3', 'm4']) assert.equal((await a.poll(member)).state, 'pre-queue');
    assert.deepEqual(a.calls, [], 'the joins told a');
    advance(1_000);
    // The opening's first poll: the look is from before it, so a syncs (asking the pre-queue's
    // places) and, not knowing m4's place yet, asks the store.
    assert.deepEqual(place(await a.poll('m4')), ['waiting', 3]);
    assert.deepEqual(a.calls, ['sync', 'poll']);
    await a.settle();
    a.calls.length = 0;
    for (const member of ['m2', 'm3']) await a.poll(member);
    assert.deepEqual(
      [place(await a.poll('m2')), place(await a.poll('m3'))],
      [
        ['waiting', 1],
        ['waiting', 2],
      ],
    );
    assert.deepEqual(a.calls, [], 'the sync told a every place');
  });

  it('tells a buyer its look puts past the head to ask again soon, and their pass after the sync, without asking the store', async () => {
    const { room, a, b, advance } = instances();
    for (const member of ['m1', 'm2', 'm3', 'm4']) await a.join(member);
    await b.waiting.finish(room, 'm1');
    a.calls.length = 0;
    assert.deepEqual(place(await a.poll('m3')), ['waiting', 2], 'a has not looked since b let m2 in');
    advance(SYNC_MS);
    await a.poll('m3');
    await a.settle();
    const soon = await a.poll('m2');
    assert.deepEqual(place(soon), ['waiting', 1], 'past the head: a tells m2 to ask again soon');
    assert.ok(soon.pollAfterMs! <= SYNC_MS, String(soon.pollAfterMs));
    assert.equal(soon.place, null, 'no token for a place the look cannot tell');
    await a.settle();
    const admitted = await a.poll('m2');
    assert.equal(admitted.state, 'admitted');
    assert.ok(admitted.pass);
    assert.equal(
      await a.waiting.enter(room, 'm2', admitted.pass),
      'inside',
      'the pass a signed from its look works',
    );
    assert.deepEqual(a.calls, ['sync', 'sync', 'enter']);
  });

  it('syncs at once when a buyer finishes through it: the next buyer hears of their admission at their next polls there', async () => {
    const { room, a } = instances();
    for (const member of ['m1', 'm2', 'm3']) await a.join(member);
    await a.waiting.finish(room, 'm1');
    a.calls.length = 0;
    assert.deepEqual(place(await a.poll('m3')), ['waiting', 1]);
    assert.deepEqual(place(await a.poll('m2')), ['waiting', 1]);
    await a.settle();
    assert.equal((await a.poll('m2')).state, 'admitted');
    assert.deepEqual(a.calls, ['sync']);
  });

  it("answers a buyer from the place token another instance gave them, and from no other session's or room's", async () => {
    const { room, a, b } = instances();
    for (const member of ['m1', 'm2', 'm3', 'm4', 'm5']) await a.join(member);
    const told = await a.poll('m4');
    assert.ok(told.place);
    await b.poll('m1');
    b.calls.length = 0;
    const answered = await b.waiting.poll(room, 'm4', undefined, told.place);
    assert.deepEqual(place(answered!), ['waiting', 3]);
    assert.deepEqual(b.calls, [], 'no command to the store');
    for (const [who, token] of [
      ['m3', told.place],
      ['m2', `${told.place.slice(0, -1)}${told.place.endsWith('A') ? 'B' : 'A'}`],
      ['m5', 'p1.99.not-a-signature'],
    ] as const) {
      b.calls.length = 0;
      await b.waiting.poll(room, who, undefined, token);
      assert.deepEqual(b.calls, ['poll'], `${who} with ${token}: the store is asked`);
    }
  });

  it('does not tell a buyer a place further back at an instance whose look is older than their last answer', async () => {
    const { room, a, b } = instances();
    for (const member of ['m1', 'm2', 'm3', 'm4', 'm5']) await a.join(member);
    assert.deepEqual(place(await b.poll('m2')), ['waiting', 1], 'b looks before m1 leaves');
    await a.waiting.finish(room, 'm1');
    const told = await a.poll('m5');
    assert.deepEqual(place(told), ['waiting', 3]);
    b.calls.length = 0;
    const there = await b.waiting.poll(room, 'm5', undefined, told.place);
    assert.deepEqual(place(there!), ['waiting', 3], 'not 4, as b’s own look would say');
    assert.deepEqual(b.calls, []);
  });

  it('tells a buyer of their admission and of a sold-out room from the first look after it', async () => {
    let supply: Supply | null = null;
    const { room, a, b, advance } = instances({}, () => supply);
    for (const member of ['m1', 'm2', 'm3', 'm4']) await a.join(member);
    await a.poll('m3');
    await b.waiting.finish(room, 'm1');
    await b.poll('m2');
    await b.waiting.finish(room, 'm2');
    advance(SYNC_MS);
    assert.deepEqual(place(await a.poll('m4')), ['waiting', 3]);
    await a.settle();
    const admitted = await a.poll('m3');
    assert.equal(admitted.state, 'admitted', 'the sync admitted m3; at the head, a asked the store');
    assert.ok(admitted.pass);
    supply = { available: 0, held: 0 };
    advance(SYNC_MS);
    await a.poll('m4');
    await a.settle();
    assert.equal((await a.poll('m4')).state, 'closed');
    assert.equal((await a.poll('never-joined')).state, 'closed');
  });

  it('keeps a buyer who asks only at an instance that answers from memory: its syncs are their signs of life', async () => {
    const { room, a, b, advance } = instances({ abandonMs: 10_000 });
    for (const member of ['m1', 'm2', 'm3']) await a.join(member);
    await b.poll('m1');
    for (let t = 0; t < 30_000; t += SYNC_MS) {
      advance(SYNC_MS);
      assert.equal((await a.poll('m3')).state, 'waiting');
      await a.settle();
    }
    // m2 stopped asking 30 s ago; m1 leaves: the next admission skips m2 and lets m3 in.
    await b.waiting.finish(room, 'm1');
    assert.equal((await b.poll('m3')).state, 'admitted');
    assert.equal((await b.poll('m2')).state, 'absent');
  });

  it("counts a poll it answers in the instance's own budgets: past them 429, with no command to the store", async () => {
    const { room, a } = instances();
    for (const member of ['m1', 'm2', 'm3']) await a.join(member);
    a.calls.length = 0;
    const budget = { group: '198.51.100.7', perAddress: 3, perSession: 100, windowMs: 60_000 };
    for (let k = 0; k < 3; k += 1) assert.equal((await a.waiting.poll(room, 'm3', budget))?.state, 'waiting');
    await assert.rejects(a.waiting.poll(room, 'm3', budget), (error: { code?: string; status?: number }) => {
      assert.deepEqual([error.status, error.code], [429, 'rate_limited']);
      return true;
    });
    const bySession = { ...budget, group: null, perSession: 1 };
    await a.waiting.poll(room, 'm2', bySession);
    await assert.rejects(a.waiting.poll(room, 'm2', bySession), /session/);
    assert.deepEqual(a.calls, []);
  });
}
