/**
 * Redis failing under two gateway instances (one with the README's client options, one with a
 * bare `new Redis(url)`): while redis-server is killed, reads answer as usual and writes answer
 * 503 `store_unavailable` within the store timeout (with `onError` kind `store_unavailable`),
 * sending nothing to the service; once a new redis-server runs on the same port, writes work again
 * without restarting either instance.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Redis } from 'ioredis';
import { redisStore } from '../../../src/gateway/index';
import type { GatewayErrorInfo } from '../../../src/gateway/options';
import { ANNA, setUpEvent, type Catalogue } from '../../node/gateway/fixtures';
import { Setup, type Reply } from '../../node/gateway/harness';
import { ready, startRedis, type RedisServer } from './redis-server';

const code = (reply: Reply) => (reply.body as { code?: string } | undefined)?.code;

describe('gateway: Redis outage with two instances', () => {
  const setup = new Setup();
  let catalogue: Catalogue;
  let server: RedisServer;
  const clients: Redis[] = [];
  const heard: GatewayErrorInfo[] = [];

  before(async () => {
    catalogue = await setUpEvent(setup);
    server = await startRedis();
    // The README's client: fail a command after one reconnection attempt, and within 1 s.
    const advised = new Redis(`redis://127.0.0.1:${server.port}`, {
      maxRetriesPerRequest: 1,
      commandTimeout: 1_000,
      connectTimeout: 2_000,
    });
    const bare = new Redis(`redis://127.0.0.1:${server.port}`);
    for (const client of [advised, bare]) client.on('error', () => undefined);
    clients.push(advised, bare);
    setup.useInstances(
      { events: { pids: [catalogue.event] }, onError: (_error, info) => heard.push(info) },
      clients.map((client) => redisStore(client, { keyPrefix: 'outage' })),
    );
  });
  after(async () => {
    for (const client of clients) client.disconnect();
    await server?.stop();
  });

  it('answers reads, refuses writes with 503 store_unavailable at once, and recovers without a restart', async () => {
    const before = await setup.visit('POST', '/persons/', { body: ANNA });
    assert.equal(before.status, 201, before.text);
    await server.kill();
    const persons = () => setup.backOffice('GET', '/persons/').then((r) => r.json() as Promise<unknown[]>);
    const stored = (await persons()).length;

    for (let i = 0; i < 4; i += 1) {
      // Each instance in turn (the harness alternates between them).
      const started = Date.now();
      const read = await setup.visit('GET', `/events/${catalogue.event}`);
      assert.equal(read.status, 200, `a read needs no store: ${read.text}`);
      const write = await setup.visit('POST', '/persons/', { body: ANNA });
      assert.equal(write.status, 503, write.text);
      assert.equal(code(write), 'store_unavailable');
      assert.ok(write.headers.get('retry-after'));
      assert.ok(
        Date.now() - started < 5_000,
        `answered after ${Date.now() - started} ms, not after the outage`,
      );
    }
    assert.ok(
      heard.some((info) => info.kind === 'store_unavailable'),
      'onError heard of it',
    );
    assert.equal((await persons()).length, stored, 'no write reached the service');

    await server.restart();
    // Each instance's client reconnects on its own schedule (the bare one backs off up to 2 s):
    // once both are ready, both take writes again, neither restarted.
    await Promise.all(clients.map(ready));
    for (let instance = 1; instance <= 2; instance += 1) {
      const write = await setup.visit('POST', '/persons/', { body: ANNA });
      assert.equal(write.status, 201, `instance ${instance} takes writes again: ${write.text}`);
    }
  });

  it('tells onError at start when Redis keeps no data across a restart (appendonly off)', async () => {
    const warned: GatewayErrorInfo[] = [];
    const client = new Redis(`redis://127.0.0.1:${server.port}`);
    clients.push(client);
    const heardOnce = new Promise<void>((resolve) =>
      setup.useGateway({
        events: { pids: [catalogue.event] },
        store: redisStore(client, { keyPrefix: 'durable' }),
        onError: (_error, info) => {
          warned.push(info);
          resolve();
        },
      }),
    );
    await heardOnce;
    assert.deepEqual(warned, [{ kind: 'store_not_durable' }]);
    await client.config('SET', 'appendonly', 'yes');
    const quiet: GatewayErrorInfo[] = [];
    const store = redisStore(client, { keyPrefix: 'durable' });
    const durable = store.durable!.bind(store);
    const answered = new Promise<boolean | null>((resolve) => {
      store.durable = () => durable().then((answer) => (resolve(answer), answer));
    });
    setup.useGateway({
      events: { pids: [catalogue.event] },
      store,
      onError: (_error, info) => quiet.push(info),
    });
    assert.equal(await answered, true, 'the gateway asked the store at start');
    // The gateway hears the answer in the microtasks after ours; they have all run by the next turn.
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(quiet, [], 'with appendonly on, nothing to say');
  });
});
