/**
 * Queue polls a gateway instance answers from its own look of the line (local-line.ts), two
 * instances on one real redis-server: no command to Redis for a buyer the instance placed, the
 * instance's own budget, and what the other instance changed told after a sync.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { redisStore } from '../../../src/gateway/index';
import { WAITING_ROOM_DEFAULTS } from '../../../src/gateway/waiting-room/settings';
import { ANNA, setUpEvent } from '../../node/gateway/fixtures';
import { Setup } from '../../node/gateway/harness';
import { commandRecorder } from './redis-commands';
import { startRedis, type RedisServer } from './redis-server';

describe('queue polls answered from an instance’s look of the line, over a real redis-server', () => {
  let server: RedisServer;
  before(async () => {
    server = await startRedis();
  });
  after(async () => {
    await server?.stop();
  });

  it('answers a buyer it placed with no command to Redis, counts the poll in its own budget, and tells an admission made elsewhere after its next sync', async () => {
    const recorder = commandRecorder();
    const { commands } = recorder;
    const keyPrefix = `wr-local-${Math.random().toString(36).slice(2)}`;
    const setup = new Setup();
    const catalogue = await setUpEvent(setup);
    const [a, b] = setup.useInstances(
      {
        events: { pids: [catalogue.event] },
        waitingRoom: { maxActive: 1, activeMs: 1_000 },
        limits: { perAddress: 100, perSession: 4, windowMs: 60_000 },
      },
      [0, 1].map(() => redisStore(recorder.record(server.client()), { keyPrefix })),
    );
    const at = (gateway: typeof a) => (setup.gateway = gateway!);
    const from = (address: string) => ({ headers: { 'x-test-address': address } });
    const poll = async (session: string) => {
      const reply = await setup.visit('GET', `/queue/${catalogue.event}`, {
        session,
        ...from('198.51.100.9'),
      });
      const body = reply.body as { state: string; position: number | null; code?: string };
      return { status: reply.status, state: body.state ?? body.code, position: body.position };
    };

    at(a);
    // The first buyer walks in (the room is free) and takes its one active place.
    const first = await setup.visit('POST', '/persons/', { body: ANNA, ...from('203.0.113.7') });
    assert.equal(first.status, 201, first.text);
    const sessions: string[] = [];
    for (const address of ['198.51.100.2', '198.51.100.3', '198.51.100.4']) {
      const joined = await setup.visit('POST', `/queue/${catalogue.event}`, from(address));
      assert.equal((joined.body as { state: string }).state, 'waiting', joined.text);
      sessions.push(joined.session!);
    }

    // b runs the poll script once (Redis then knows it).
    at(b);
    await poll(sessions[0]!);
    at(a);
    recorder.counting = true;
    assert.deepEqual(await poll(sessions[2]!), { status: 200, state: 'waiting', position: 3 });
    assert.deepEqual(commands, [], 'answered from a’s look: no command to Redis');
    at(b);
    assert.deepEqual(await poll(sessions[2]!), { status: 200, state: 'waiting', position: 3 });
    assert.deepEqual(commands, ['evalsha'], 'b had not placed the buyer: the poll script');
    recorder.counting = false;

    // The session's budget at a: its join counted in Redis, its polls here in a's own limiter.
    at(a);
    for (let k = 0; k < 3; k += 1) assert.equal((await poll(sessions[1]!)).status, 200);
    assert.deepEqual(await poll(sessions[1]!), { status: 200, state: 'waiting', position: 2 });
    assert.deepEqual(await poll(sessions[1]!), { status: 429, state: 'rate_limited', position: undefined });

    // The first buyer's activity lapses; b's next sync lets the head of the line in.
    setup.clock.advance(1_000);
    at(b);
    await poll(sessions[2]!);
    at(a);
    let seen = await poll(sessions[2]!);
    for (let k = 0; k < 100 && seen.position !== 2; k += 1) {
      await sleep(10);
      seen = await poll(sessions[2]!);
    }
    assert.deepEqual(seen, { status: 200, state: 'waiting', position: 2 }, 'a told it after its own sync');
    // The head of the line was let in by b's sync: a tells it to ask again soon, then its pass.
    setup.clock.advance(WAITING_ROOM_DEFAULTS.syncMs);
    const soon = await setup.visit('GET', `/queue/${catalogue.event}`, {
      session: sessions[0]!,
      ...from('198.51.100.9'),
    });
    assert.deepEqual(
      [(soon.body as { state: string }).state, (soon.body as { poll_after_ms: number }).poll_after_ms],
      ['waiting', WAITING_ROOM_DEFAULTS.syncMs],
    );
    let admitted = await poll(sessions[0]!);
    for (let k = 0; k < 100 && admitted.state !== 'admitted'; k += 1) {
      await sleep(10);
      admitted = await poll(sessions[0]!);
    }
    assert.equal(admitted.state, 'admitted');
  });
});
