import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { redisStore, type PaymentView } from '../../../src/gateway/index';
import { startRedis, type RedisServer } from './redis-server';
import { PaymentSetup } from '../../node/gateway/payments/harness';

const view = (reply: { body: unknown }) => reply.body as PaymentView;

describe('payments with the gateway state in Redis', () => {
  let redis: RedisServer;
  before(async () => {
    redis = await startRedis();
  });
  after(async () => {
    await redis?.stop();
  });

  for (const kind of ['test', 'stripe'] as const) {
    test(`a payment started on one instance is confirmed once by another after a restart (${kind})`, async () => {
      const setup = new PaymentSetup();
      setup.store = redisStore(redis.client(), { keyPrefix: `payments-${kind}` });
      await setup.start(kind);
      const { booking, session } = await setup.bookTwo();
      const started = view(await setup.pay(booking, session));
      // The process stops: a new instance with a new Redis connection and nothing in memory.
      setup.store = redisStore(redis.client(), { keyPrefix: `payments-${kind}` });
      setup.restart();
      await setup.paying.page(started, 'pay');
      await setup.paying.delivered();
      await Promise.all([
        setup.status(booking, session),
        setup.paying.replay(),
        setup.status(booking, session),
      ]);
      assert.equal(view(await setup.status(booking, session)).state, 'confirmed');
      assert.equal((await setup.serviceBooking(booking)).confirmation, true);
      assert.equal(setup.mails(booking), 1);
    });
  }
});
