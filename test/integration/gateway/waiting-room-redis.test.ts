import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { redisRooms } from '../../../src/gateway/waiting-room/redis-rooms';
import { createWaitingRoom } from '../../../src/gateway/waiting-room/room';
import { fakeClock } from '../../node/gateway/harness';
import { startRedis, type RedisServer } from './redis-server';
import { SETTINGS, roomBehaviour } from '../../node/gateway/waiting-room-behaviour';

const SECRET = 'a-session-secret-of-at-least-32-characters';

describe('waiting room over a real redis-server', () => {
  let server: RedisServer;
  before(async () => {
    server = await startRedis();
  });
  after(async () => {
    await server?.stop();
  });

  roomBehaviour('two gateway instances sharing one Redis', () => [
    redisRooms(server.client(), { keyPrefix: 'wr-test' }),
    redisRooms(server.client(), { keyPrefix: 'wr-test' }),
  ]);

  describe('passes across instances', () => {
    function twoInstances(event: string) {
      const clock = fakeClock();
      const make = () =>
        createWaitingRoom({
          backend: redisRooms(server.client(), { keyPrefix: 'wr-pass' }),
          secret: SECRET,
          settings: (room) => (room === event ? { ...SETTINGS, maxActive: 1 } : null),
          pollMs: 5_000,
          now: clock.now,
        });
      return { clock, a: make(), b: make() };
    }

    it('accepts a pass one instance signed on the other, once, for its own session only', async () => {
      const event = `E-${Math.random().toString(36).slice(2)}`;
      const { a, b } = twoInstances(event);
      const first = await a.join(event, 'session-1', '192.0.2.1');
      const second = await b.join(event, 'session-2', '192.0.2.2');
      assert.equal(first?.state, 'admitted');
      assert.deepEqual([second?.state, second?.position], ['waiting', 1]);
      assert.equal(await b.enter(event, 'session-2', first!.pass), 'pass_invalid', 'not shareable');
      const forged = first!.pass!.replace(/\.[^.]+$/, `.${'A'.repeat(43)}`);
      assert.equal(await b.enter(event, 'session-1', forged), 'pass_invalid', 'not forgeable');
      assert.equal(await b.enter(event, 'session-1', first!.pass), 'inside');
      assert.equal((await a.poll(event, 'session-2'))?.position, 1, 'the room is full: still first in line');
      await b.finish(event, 'session-1');
      assert.equal(await a.enter(event, 'session-1', first!.pass), 'queue_required', 'a used pass is spent');
      assert.equal((await a.poll(event, 'session-2'))?.state, 'admitted');
    });

    it('lets a pass lapse at its expiry on every instance, and admits the next buyer', async () => {
      const event = `E-${Math.random().toString(36).slice(2)}`;
      const { a, b, clock } = twoInstances(event);
      const first = await a.join(event, 'session-1', null);
      await b.join(event, 'session-2', null);
      clock.advance(SETTINGS.passMs);
      assert.equal(await b.enter(event, 'session-1', first!.pass), 'queue_required');
      assert.equal((await b.poll(event, 'session-2'))?.state, 'admitted');
    });
  });

  it('sends a join and the poll that answers it to Redis together, one round trip, from the first use on', async () => {
    const event = `E-${Math.random().toString(36).slice(2)}`;
    const client = server.client();
    // Each script sent, with how many answers had come back by then.
    const sent: Array<{ command: string; answersBefore: number }> = [];
    let answers = 0;
    const counting = new Proxy(client, {
      get(target, name, receiver) {
        const value = Reflect.get(target, name, receiver) as unknown;
        if ((name !== 'evalsha' && name !== 'eval') || typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          sent.push({ command: String(name), answersBefore: answers });
          return (value as (...a: unknown[]) => Promise<unknown>)
            .apply(target, args)
            .finally(() => (answers += 1));
        };
      },
    });
    const make = () =>
      createWaitingRoom({
        backend: redisRooms(counting, { keyPrefix: 'wr-trips' }),
        secret: SECRET,
        settings: (room) => (room === event ? { ...SETTINGS, maxActive: 1 } : null),
        pollMs: 5_000,
        now: fakeClock().now,
      });
    const room = make();
    assert.equal((await room.join(event, 'session-1', null))?.state, 'admitted');
    const second = await room.join(event, 'session-2', null);
    assert.deepEqual([second?.state, second?.position], ['waiting', 1]);
    // Each join: its script and the poll's, the poll sent before the join's answer came back (also
    // the two scripts sent again in full when Redis did not know them yet: NOSCRIPT).
    const pairs = sent.map((s) => s.answersBefore);
    assert.ok(pairs.length >= 4 && pairs.length % 2 === 0, JSON.stringify(sent));
    for (let k = 0; k < pairs.length; k += 2) {
      assert.equal(pairs[k + 1], pairs[k], JSON.stringify(sent));
      assert.equal(pairs[k], k, JSON.stringify(sent));
    }
  });
});
