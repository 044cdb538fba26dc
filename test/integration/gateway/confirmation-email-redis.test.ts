/**
 * One confirmation e-mail per booking confirmed without payment, on two gateway instances that
 * share a real Redis (each with its own client): the confirmation on one and the page's own
 * request for the e-mail (`X-Confirmation-Email: missing`) or a second confirmation on the
 * other, the booking's lock or the e-mail's claim lapsing as Redis drops a key whose holder
 * stalled.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { redisStore } from '../../../src/gateway/index';
import { holdAt, watched } from '../../node/gateway/email-holds';
import { setUpEvent, startBookingWithTicket, type Catalogue } from '../../node/gateway/fixtures';
import { Setup } from '../../node/gateway/harness';
import { startRedis, type RedisServer } from './redis-server';

const MISSING = { 'X-Confirmation-Email': 'missing' };

describe('the confirmation e-mail with the gateway state in Redis', () => {
  let redis: RedisServer;
  let setup: Setup;
  let catalogue: Catalogue;
  let run = 0;
  let keyPrefix = '';

  before(async () => {
    redis = await startRedis();
  });
  after(async () => {
    await redis?.stop();
  });
  beforeEach(async () => {
    setup = new Setup();
    catalogue = await setUpEvent(setup);
    keyPrefix = `confirmation-email-${run++}`;
  });

  const mails = () => setup.mock.outbox.list().length;
  const confirm = (booking: string, session: string) =>
    setup.visit('PATCH', `/bookings/${booking}`, { session, body: { confirmation: true } });
  const askForEmail = (booking: string, session: string) =>
    setup.visit('POST', '/email/send', {
      session,
      body: { booking, type: 'confirmation' },
      headers: MISSING,
    });

  /** Instances A and B, each with its own Redis client; A's first `method` to `path` held. */
  function twoInstances(method: string, path: RegExp) {
    const held = holdAt(setup, method, path);
    const b = watched(redisStore(redis.client(), { keyPrefix }));
    const events = { pids: [catalogue.event] };
    const a = setup.useGateway({
      events,
      store: redisStore(redis.client(), { keyPrefix }),
      upstream: { fetch: held.fetch },
    });
    const onB = setup.useGateway({ events, store: b.store });
    return {
      held,
      bWaits: b.taken,
      onA: () => (setup.gateway = a),
      onB: () => (setup.gateway = onB),
    };
  }

  test(
    'the page’s request on another instance while the first sends: it waits, one e-mail',
    { timeout: 15_000 },
    async () => {
      const { held, bWaits, onA, onB } = twoInstances('POST', /\/email\/send$/);
      onA();
      const { booking, session } = await startBookingWithTicket(setup, catalogue);
      const first = confirm(booking, session);
      await held.atService;
      onB();
      const asked = askForEmail(booking, session);
      await bWaits;
      held.release();
      const [confirmed, missing] = await Promise.all([first, asked]);
      assert.equal(confirmed.headers.get('x-confirmation-email'), 'sent');
      assert.equal(missing.status, 202, missing.text);
      assert.equal(missing.headers.get('x-confirmation-email'), 'sent');
      assert.equal(mails(), 1);
      assert.equal(await redis.client().get(`${keyPrefix}:record:payment:email:${booking}`), 'sent');
    },
  );

  test(
    'the booking’s lock lapses while the service confirms on one instance, the other confirms: one e-mail',
    { timeout: 15_000 },
    async () => {
      const { held, onA, onB } = twoInstances('PATCH', /\/bookings\/\d+$/);
      onA();
      const { booking, session } = await startBookingWithTicket(setup, catalogue);
      const first = confirm(booking, session);
      await held.atService;
      const admin = redis.client();
      const locks = await admin.keys(`${keyPrefix}:*lock:booking:${booking}`);
      assert.equal(locks.length, 1, 'the first instance holds the booking’s lock');
      await admin.del(...locks);
      onB();
      const second = await confirm(booking, session);
      assert.equal(second.status, 204, second.text);
      held.release();
      const answer = await first;
      assert.equal(answer.status, 204, answer.text);
      assert.equal(answer.headers.get('x-confirmation-email'), 'sent');
      assert.equal(second.headers.get('x-confirmation-email'), 'sent');
      assert.equal(mails(), 1);
    },
  );

  test(
    'the instance sending the e-mail stalls and its claim lapses: the page’s request sends it',
    { timeout: 15_000 },
    async () => {
      const { held, bWaits, onA, onB } = twoInstances('POST', /\/email\/send$/);
      onA();
      const { booking, session } = await startBookingWithTicket(setup, catalogue);
      void confirm(booking, session).catch(() => undefined);
      await held.atService;
      onB();
      const asked = askForEmail(booking, session);
      await bWaits;
      // What Redis does to a claim whose holder stopped renewing it.
      const admin = redis.client();
      assert.match((await admin.get(`${keyPrefix}:record:payment:email:${booking}`)) ?? '', /^sending:/);
      await admin.del(`${keyPrefix}:record:payment:email:${booking}`);
      const missing = await asked;
      assert.equal(missing.status, 202, missing.text);
      assert.equal(missing.headers.get('x-confirmation-email'), 'sent');
      assert.equal(mails(), 1);
      // The stalled instance's send fails at last: it says failed and leaves the claim as it is.
      held.release(true);
      await setup.settled();
      assert.equal(await admin.get(`${keyPrefix}:record:payment:email:${booking}`), 'sent');
    },
  );
});
