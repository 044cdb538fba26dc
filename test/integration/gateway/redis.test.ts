/**
 * The gateway's shared state over a real redis-server on a free port: the suites the unit tier
 * runs with the memory store (`test/node/gateway/`), here in two gateway instances sharing one
 * Redis, and the Redis store's own behaviour.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { redisStore } from '../../../src/gateway/index';
import { lostBookingCreateSuite } from '../../node/gateway/booking-create-lost';
import { capsSuite } from '../../node/gateway/caps';
import { cacheSuite } from '../../node/gateway/catalogue-cache';
import { idempotencySuite } from '../../node/gateway/idempotency';
import { storeBehaviour } from '../../node/gateway/store';
import { ticketEditSuite } from '../../node/gateway/ticket-edits';
import { overRedis, startRedis, type RedisServer } from './redis-server';

overRedis('gateway caps over Redis', 'caps', capsSuite);
overRedis('gateway catalogue cache: Redis', 'cache', cacheSuite);
overRedis('idempotent writes over Redis', 'idem', idempotencySuite);
overRedis('gateway ticket edits over Redis', 'ticket-edits', ticketEditSuite);
overRedis('a lost booking create over Redis', 'lost-create', lostBookingCreateSuite);

describe('gateway store: Redis', () => {
  let server: RedisServer;
  before(async () => {
    server = await startRedis();
  });
  after(async () => {
    await server?.stop();
  });
  storeBehaviour('redis (one client)', () => redisStore(server.client()));

  it('shares limits and records between two clients, as two instances would', async () => {
    const one = redisStore(server.client(), { keyPrefix: 'shared' });
    const two = redisStore(server.client(), { keyPrefix: 'shared' });
    const a = one.limiter({ name: 'x', points: 2, durationMs: 60_000 });
    const b = two.limiter({ name: 'x', points: 2, durationMs: 60_000 });
    assert.equal((await a.take('k')).ok, true);
    assert.equal((await b.take('k')).ok, true);
    assert.equal((await a.take('k')).ok, false);
    assert.equal(await one.set('claim', '1', 60_000, { ifAbsent: true }), true);
    assert.equal(await two.set('claim', '2', 60_000, { ifAbsent: true }), false);
  });
});
