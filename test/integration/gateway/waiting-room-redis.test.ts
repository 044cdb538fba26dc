import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { redisStore } from '../../../src/gateway/index';
import { redisRooms } from '../../../src/gateway/waiting-room/redis-rooms';
import { createWaitingRoom } from '../../../src/gateway/waiting-room/room';
import { ANNA, setUpEvent } from '../../node/gateway/fixtures';
import { Setup, fakeClock } from '../../node/gateway/harness';
import { commandRecorder } from './redis-commands';
import { startRedis, type RedisServer } from './redis-server';
import { roomBehaviour } from '../../node/gateway/waiting-room-behaviour';
import { SETTINGS } from '../../node/gateway/waiting-room-kit';

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

  it("answers a buyer's queue poll with one command to Redis, and refuses a flood of polls from one address or session across instances", async () => {
    const recorder = commandRecorder();
    const { commands } = recorder;
    // Two instances on one Redis and one prefix: one line, one budget per address and session.
    const keyPrefix = `wr-budget-${Math.random().toString(36).slice(2)}`;
    const stores = [0, 1].map(() => redisStore(recorder.record(server.client()), { keyPrefix }));
    const setup = new Setup();
    const catalogue = await setUpEvent(setup);
    setup.useInstances(
      {
        events: { pids: [catalogue.event] },
        // Before the opening: every buyer waits in the pre-queue. Every poll asks the store
        // (`syncMs: 0`); the polls an instance answers from its look: waiting-room-local-redis.test.ts.
        waitingRoom: { opensAt: { [catalogue.event]: Date.parse('2099-01-01T00:00:00Z') }, syncMs: 0 },
        // The address's budget counts its joins too (they are the line's requests as well).
        limits: { perAddress: 5, perSession: 3, windowMs: 60_000 },
      },
      stores,
    );
    const from = (address: string) => ({ headers: { 'x-test-address': address } });
    const joined = await setup.visit('POST', `/queue/${catalogue.event}`, from('198.51.100.2'));
    assert.equal(joined.status, 200, joined.text);
    const poll = (session: string | null | undefined, address: string) =>
      setup.visit('GET', `/queue/${catalogue.event}`, { session, ...from(address) });
    await poll(joined.session, '198.51.100.2');
    recorder.counting = true;
    const one = await poll(joined.session, '198.51.100.2');
    recorder.counting = false;
    assert.equal(one.status, 200, one.text);
    assert.deepEqual(commands, ['evalsha'], 'the poll script alone, its budgets counted in it');
    // The session's third poll (on either instance) is its last in the window.
    assert.equal((await poll(joined.session, '198.51.100.4')).status, 200);
    const bySession = await poll(joined.session, '198.51.100.5');
    assert.deepEqual([bySession.status, (bySession.body as { code: string }).code], [429, 'rate_limited']);
    assert.match((bySession.body as { detail: string }).detail, /in this session/);
    assert.ok(Number(bySession.headers.get('retry-after')) >= 59, bySession.headers.get('retry-after') ?? '');
    // Another session polling from 198.51.100.2: the address's fourth poll (after its join) is its last.
    const other = await setup.visit('POST', `/queue/${catalogue.event}`, from('198.51.100.3'));
    for (let k = 0; k < 2; k += 1) assert.equal((await poll(other.session, '198.51.100.2')).status, 200);
    const byAddress = await poll(other.session, '198.51.100.2');
    assert.equal(byAddress.status, 429);
    assert.match((byAddress.body as { detail: string }).detail, /from this address/);
    // The buyer's other requests keep their own budget.
    const again = await setup.visit('GET', `/events/${catalogue.event}`, {
      session: joined.session,
      ...from('198.51.100.2'),
    });
    assert.equal(again.status, 200, again.text);
  });

  it('sends a join and the poll that answers it to Redis as one script, one command, from the first use on', async () => {
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
    // Redis forgets its scripts: the first join meets NOSCRIPT and sends its script in full.
    await client.script('FLUSH');
    assert.equal((await room.join(event, 'session-1', null))?.state, 'admitted');
    const second = await room.join(event, 'session-2', null);
    assert.deepEqual([second?.state, second?.position], ['waiting', 1]);
    // Each join and the poll that answers it: one script, one command (sent again in full once
    // when Redis did not know it yet).
    assert.deepEqual(
      sent,
      [
        { command: 'evalsha', answersBefore: 0 },
        { command: 'eval', answersBefore: 1 },
        { command: 'evalsha', answersBefore: 2 },
      ],
      JSON.stringify(sent),
    );
  });
  it('marks answers with a queueing sale (X-Queueing) on each instance from what the shared room answered it', async () => {
    const keyPrefix = `wr-mark-${Math.random().toString(36).slice(2)}`;
    const setup = new Setup();
    const catalogue = await setUpEvent(setup);
    // Two instances on one Redis; visits alternate between them (a, b, a, …).
    setup.useInstances({ events: { pids: [catalogue.event] }, waitingRoom: { maxActive: 1 } }, [
      redisStore(server.client(), { keyPrefix }),
      redisStore(server.client(), { keyPrefix }),
    ]);
    const from = (address: string) => ({ headers: { 'x-test-address': address } });
    const person = (address: string) => setup.visit('POST', '/persons/', { body: ANNA, ...from(address) });
    const read = async () =>
      (await setup.visit('GET', `/events/${catalogue.event}`, from('192.0.2.9'))).headers.get('x-queueing');
    // a: the first buyer goes in (the room was free): no mark.
    const first = await person('203.0.113.7');
    assert.equal(first.status, 201, first.text);
    assert.equal(first.headers.get('x-queueing'), null);
    // b: full in Redis (a let the first in): refused, and marked from then on at b.
    const refused = await person('198.51.100.2');
    assert.equal(refused.status, 429);
    assert.equal(refused.headers.get('x-queueing'), catalogue.event);
    assert.equal(await read(), null, 'a has seen nothing queue yet');
    assert.equal(await read(), catalogue.event, 'b');
    // a: a place in line, with the room's answer of a line, marks a too.
    const joined = await setup.visit('POST', `/queue/${catalogue.event}`, from('198.51.100.2'));
    assert.equal((joined.body as { state: string }).state, 'waiting');
    assert.equal(await read(), catalogue.event, 'b');
    assert.equal(await read(), catalogue.event, 'a');
  });
});
