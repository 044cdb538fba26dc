/**
 * One confirmation e-mail for a paid booking on two gateway instances sharing a real Redis,
 * when the booking's lock lapsed under the instance settling the notification (a holder that
 * stalled past the lock's 10 s: Redis dropped the key) while it was asking for the e-mail.
 */
import assert from 'node:assert/strict';
import { AsyncLocalStorage } from 'node:async_hooks';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { redisStore, type Gateway, type PaymentView } from '../../../src/gateway/index';
import { PaymentSetup } from '../../node/gateway/payments/harness';
import { holdEmail, pageGateway, routed } from '../../node/gateway/payments/pages';
import { startRedis, type RedisServer } from './redis-server';

const view = (reply: { body: unknown }) => reply.body as PaymentView;

/** The instance a report goes to. */
const reporting = new AsyncLocalStorage<Gateway>();

/** A booking paid at the provider, its notification not delivered yet, the state in Redis. */
async function paid(redis: RedisServer, keyPrefix: string) {
  const setup = new PaymentSetup();
  setup.store = redisStore(redis.client(), { keyPrefix });
  await setup.start('test');
  const { booking, session } = await setup.bookTwo();
  const started = view(await setup.pay(booking, session));
  setup.paying.mute(true);
  await setup.paying.page(started, 'pay');
  setup.paying.mute(false);
  return { setup, booking, session, started };
}

describe('the confirmation e-mail with the gateway state in Redis', () => {
  let redis: RedisServer;
  before(async () => {
    redis = await startRedis();
  });
  after(async () => {
    await redis?.stop();
  });

  test('the booking’s lock lapses while one instance sends the e-mail: the other sends none', async () => {
    const keyPrefix = 'email-once';
    const { setup, booking, session } = await paid(redis, keyPrefix);

    const held = holdEmail(setup);
    setup.gateway = routed(
      pageGateway(setup, redisStore(redis.client(), { keyPrefix }), held.fetch),
      pageGateway(setup, redisStore(redis.client(), { keyPrefix })),
    );
    const notified = setup.paying.replay();
    await held.atService;
    // What Redis does to a lock its holder stopped renewing.
    const admin = redis.client();
    const locks = await admin.keys(`${keyPrefix}:*lock:booking:${booking}`);
    assert.equal(locks.length, 1, 'the notification’s instance holds the booking’s lock');
    await admin.del(...locks);

    const back = view(await setup.status(booking, session));
    held.release();
    await notified;
    const final = view(await setup.status(booking, session));
    assert.equal(setup.mails(booking), 1);
    assert.equal(final.state, 'confirmed');
    assert.equal(final.detail, null);
    assert.equal(back.state, 'paid');
    assert.equal(await admin.get(`${keyPrefix}:record:payment:email:${booking}`), 'sent');
  });

  type Report = { kind: 'notification' | 'return'; instance: 0 | 1; sendFails: boolean };
  const report = fc.record<Report>({
    kind: fc.constantFrom('notification', 'return'),
    instance: fc.constantFrom(0, 1),
    sendFails: fc.nat({ max: 4 }).map((n) => n === 0),
  });
  let run = 0;

  test('reports on two instances in any order, the lock lapsing anywhere, sends failing: one e-mail, or none said', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(report, { minLength: 2, maxLength: 4 }),
        fc.option(fc.nat({ max: 40 }), { freq: 4 }),
        async (s, reports, lapseAt) => {
          const keyPrefix = `email-property-${run++}`;
          const { setup, booking, session, started } = await paid(redis, keyPrefix);
          const admin = redis.client();
          let calls = 0;
          const instances = [0, 1].map(() =>
            pageGateway(setup, redisStore(redis.client(), { keyPrefix }), async (request) => {
              const { pathname } = new URL(request.url);
              await s.schedule(Promise.resolve(), `${request.method} ${pathname}`);
              // The holder of the booking's lock stalls here past its life: Redis drops it.
              if (calls++ === lapseAt) {
                const locks = await admin.keys(`${keyPrefix}:*lock:booking:*`);
                if (locks.length > 0) await admin.del(...locks);
              }
              const failing = reporting.getStore() as Gateway & { sendFails?: boolean };
              if (failing.sendFails && pathname.endsWith('/email/send')) throw new TypeError('fetch failed');
              return setup.upstreamFetch(request);
            }),
          );
          setup.gateway = (request, connection) => reporting.getStore()!(request, connection);
          const runs = reports.map((report) => {
            const gateway: Gateway & { sendFails?: boolean } = (request, connection) =>
              instances[report.instance]!(request, connection);
            gateway.sendFails = report.sendFails;
            return reporting.run(gateway, () =>
              report.kind === 'return' ? setup.status(booking, session) : setup.paying.replay(),
            );
          });
          await s.waitFor(Promise.all(runs));
          // The buyer's page reads the payment once more, from a third instance.
          setup.gateway = pageGateway(setup, redisStore(redis.client(), { keyPrefix }));
          const final = view(await setup.status(booking, session));
          const mails = setup.mails(booking);
          assert.equal(final.state, 'confirmed', String(s));
          assert.ok(mails <= 1, `${mails} e-mails\n${String(s)}`);
          if (mails === 0) assert.equal(final.detail, 'email_failed', String(s));
          if (!reports.some((r) => r.sendFails)) assert.equal(mails, 1, String(s));
          assert.equal(setup.paying.refunded(started), 0);
        },
      ),
      { numRuns: 40 },
    );
  });
});
