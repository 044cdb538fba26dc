/**
 * A buyer's join with an Idempotency-Key over two gateway instances on a real redis-server: the
 * key is recorded with the place in the join's own script, and a repeat on the other instance
 * answers the same session and place.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { redisStore } from '../../../src/gateway/index';
import { ANNA, setUpEvent } from '../../node/gateway/fixtures';
import { Setup } from '../../node/gateway/harness';
import { commandRecorder } from './redis-commands';
import { startRedis, type RedisServer } from './redis-server';

describe('a keyed join over two instances on a real redis-server', () => {
  let server: RedisServer;
  before(async () => {
    server = await startRedis();
  });
  after(async () => {
    await server?.stop();
  });

  it('costs one command to Redis (the join script counts it, records its key and answers the place), and its repeat on the other instance answers the same session and place', async () => {
    const recorder = commandRecorder();
    const { commands } = recorder;
    const keyPrefix = `wr-join-${Math.random().toString(36).slice(2)}`;
    const stores = [0, 1].map(() => redisStore(recorder.record(server.client()), { keyPrefix }));
    const setup = new Setup();
    const catalogue = await setUpEvent(setup);
    setup.useInstances({ events: { pids: [catalogue.event] }, waitingRoom: { maxActive: 1 } }, stores);
    const join = (address: string, key: string) =>
      setup.visit('POST', `/queue/${catalogue.event}`, {
        headers: { 'x-test-address': address, 'Idempotency-Key': key },
      });
    // The one buyer let in (instance 1), then a first join (instance 2) that loads the scripts.
    const person = await setup.visit('POST', '/persons/', { body: ANNA });
    assert.equal(person.status, 201, person.text);
    assert.equal((await join('198.51.100.1', 'key-0')).status, 200);

    recorder.counting = true;
    const joined = await join('198.51.100.2', 'key-1');
    recorder.counting = false;
    assert.deepEqual([joined.status, (joined.body as { position: number }).position], [200, 2], joined.text);
    assert.deepEqual(commands, ['evalsha'], 'the join script alone: its rate count and its record in it');

    commands.length = 0;
    recorder.counting = true;
    const repeat = await join('198.51.100.2', 'key-1');
    recorder.counting = false;
    assert.deepEqual(commands, ['evalsha']);
    assert.equal(repeat.status, 200, repeat.text);
    assert.equal(repeat.session, joined.session, 'the session the first answer issued');
    assert.equal((repeat.body as { position: number }).position, 2);
    assert.equal(repeat.headers.get('idempotency-replayed'), 'true');
    // The gateway's own records of keyed writes were not used for it.
    const records = await server.client().keys(`${keyPrefix}:idem:*`);
    assert.deepEqual(records, []);
  });
});
