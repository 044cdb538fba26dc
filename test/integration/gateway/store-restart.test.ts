/**
 * Redis restarted empty (no persistence) under two gateway instances while a reservation's
 * answer was lost: the retry with the same Idempotency-Key must not reserve the tickets again.
 * The gateway notices the store's new epoch, answers the retry 409 `idempotency_outcome_unknown`
 * (again for every repeat of that key), tells `onError` (kind `store_state_lost`), and carries out
 * the next reservation under a new key, which the page sends after reading the booking.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Redis } from 'ioredis';
import { redisStore } from '../../../src/gateway/index';
import type { GatewayErrorInfo } from '../../../src/gateway/options';
import { ANNA, pidOf, setUpEvent, type Catalogue } from '../../node/gateway/fixtures';
import { Setup, type Reply } from '../../node/gateway/harness';
import { ready, startRedis, type RedisServer } from './redis-server';

const code = (reply: Reply) => (reply.body as { code?: string } | undefined)?.code;

describe('gateway: Redis restarted empty with two instances', () => {
  const setup = new Setup();
  let catalogue: Catalogue;
  let server: RedisServer;
  const clients: Redis[] = [];
  const heard: GatewayErrorInfo[] = [];

  before(async () => {
    catalogue = await setUpEvent(setup);
    server = await startRedis();
    for (let i = 0; i < 2; i += 1) {
      const client = new Redis(`redis://127.0.0.1:${server.port}`, { maxRetriesPerRequest: 1 });
      client.on('error', () => undefined);
      clients.push(client);
    }
    setup.useInstances(
      { events: { pids: [catalogue.event] }, onError: (_error, info) => heard.push(info) },
      clients.map((client) => redisStore(client, { keyPrefix: 'restart' })),
    );
  });
  after(async () => {
    for (const client of clients) client.disconnect();
    await server?.stop();
  });

  const keyed = (key: string) => ({ 'Idempotency-Key': key });
  const held = async (booking: string) =>
    ((await (await setup.backOffice('GET', `/tickets/?filters[booking]=${booking}`)).json()) as unknown[])
      .length;

  it('does not reserve twice when the retry of a lost answer meets an empty Redis', async () => {
    const person = await setup.visit('POST', '/persons/', { body: ANNA, headers: keyed('k-person') });
    assert.equal(person.status, 201, person.text);
    const booking = await setup.visit('POST', '/bookings/', {
      body: { customer: pidOf(person) },
      session: person.session,
      headers: keyed('k-booking'),
    });
    assert.equal(booking.status, 201, booking.text);
    const pid = pidOf(booking);
    const two = Array.from({ length: 2 }, () => ({
      booking: pid,
      show: catalogue.shows[0],
      price: catalogue.adult,
      sector: catalogue.parkett,
    }));
    const reserve = (key: string) =>
      setup.visit('POST', '/tickets/', { body: two, session: booking.session, headers: keyed(key) });
    // The answer of this reservation is lost on its way to the page.
    assert.equal((await reserve('k-tickets')).status, 201);
    assert.equal(await held(pid), 2);

    await server.restart();
    setup.clock.advance(5_000);
    // Both instances' clients reconnected: the retry meets the empty Redis, not a lost connection.
    await Promise.all(clients.map(ready));
    const retry = await reserve('k-tickets');
    assert.equal(retry.status, 409, retry.text);
    assert.equal(code(retry), 'idempotency_outcome_unknown');
    assert.equal(await held(pid), 2, 'the retry reserved nothing');
    const again = await reserve('k-tickets');
    assert.equal(code(again), 'idempotency_outcome_unknown', 'every repeat of the key');
    assert.equal(await held(pid), 2);
    assert.ok(
      heard.some((info) => info.kind === 'store_state_lost'),
      'onError heard that the store lost its state',
    );

    // The page read the booking (2 tickets) and wants 2 more: a new key is carried out.
    const more = await reserve('k-more');
    assert.equal(more.status, 201, more.text);
    assert.equal(await held(pid), 4);
  });
});
