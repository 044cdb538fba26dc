/**
 * Redis restarted empty (no persistence) under two gateway instances, with the same
 * Idempotency-Keys sent again afterwards. Nothing may be booked twice, and a retry must not fail
 * when the gateway can still tell what happened: the instance that wrote a record puts it back
 * once it sees the store's new epoch (`onError` kind `store_state_lost`), so the retry, on the
 * other instance, gets the write's answer, or, for an outcome never learnt, an answer from a read
 * of the booking. Only when no instance still knows the record does a reservation's retry answer
 * 409 `idempotency_outcome_unknown` (the page reads the booking itself).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Redis } from 'ioredis';
import { redisStore, type Gateway } from '../../../src/gateway/index';
import type { GatewayErrorInfo } from '../../../src/gateway/options';
import { ANNA, pidOf, setUpEvent, type Catalogue } from '../../node/gateway/fixtures';
import { Setup, type Reply } from '../../node/gateway/harness';
import { startRedis, type RedisServer } from './redis-server';

const code = (reply: Reply) => (reply.body as { code?: string } | undefined)?.code;
const keyed = (key: string) => ({ 'Idempotency-Key': key });

describe('gateway: Redis restarted empty under two instances', () => {
  const setup = new Setup();
  let catalogue: Catalogue;
  let server: RedisServer;
  const clients: Redis[] = [];
  const heard: GatewayErrorInfo[] = [];
  let prefixes = 0;

  before(async () => {
    catalogue = await setUpEvent(setup);
    server = await startRedis();
  });
  after(async () => {
    for (const client of clients) client.disconnect();
    await server?.stop();
  });

  function client(): Redis {
    const made = new Redis(`redis://127.0.0.1:${server.port}`, { maxRetriesPerRequest: 1 });
    made.on('error', () => undefined);
    clients.push(made);
    return made;
  }

  /** Two instances on one Redis (a key prefix of their own), each with its own client. */
  function instances(keyPrefix = `restart-${(prefixes += 1)}`, timeoutMs = 10_000) {
    const own = [client(), client()];
    const [a, b] = setup.useInstances(
      {
        events: { pids: [catalogue.event] },
        upstream: { timeoutMs },
        onError: (_error, info) => heard.push(info),
      },
      own.map((redis) => redisStore(redis, { keyPrefix })),
    ) as [Gateway, Gateway];
    return { a, b, keyPrefix, clients: own };
  }

  const held = async (booking: string) =>
    ((await (await setup.backOffice('GET', `/tickets/?filters[booking]=${booking}`)).json()) as unknown[])
      .length;
  const bookingsOf = async (person: string) =>
    ((await (await setup.backOffice('GET', `/bookings/?filters[customer]=${person}`)).json()) as unknown[])
      .length;

  /** A visitor's person, booking and a reservation of 2 tickets, each with a key of its own. */
  async function startBooking(name: string) {
    const person = await setup.visit('POST', '/persons/', { body: ANNA, headers: keyed(`${name}-person`) });
    assert.equal(person.status, 201, person.text);
    const createBooking = () =>
      setup.visit('POST', '/bookings/', {
        body: { customer: pidOf(person) },
        session: person.session,
        headers: keyed(`${name}-booking`),
      });
    const booking = await createBooking();
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
    return { person: pidOf(person), pid, booking, createBooking, reserve };
  }

  /**
   * Restarts redis-server empty, later on the gateway's clock than every session so far; then
   * sends `send` to `to` until it is not 503 (its client reconnects).
   */
  async function afterRestart(to: Gateway, send: () => Promise<Reply>): Promise<Reply> {
    setup.clock.advance(5_000);
    await server.restart();
    setup.gateway = to;
    for (let attempt = 0; ; attempt += 1) {
      const reply = await send();
      if (reply.status !== 503 || attempt === 100) return reply;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('answers the retries on the other instance with the booking and the reservation, booking nothing twice', async () => {
    const { a, b } = instances();
    setup.gateway = a;
    const visitor = await startBooking('a');
    // The answer of this reservation is lost on its way to the page.
    const first = await visitor.reserve('a-tickets');
    assert.equal(first.status, 201, first.text);
    assert.equal(await held(visitor.pid), 2);

    const retry = await afterRestart(b, () => visitor.reserve('a-tickets'));
    assert.equal(retry.status, 201, retry.text);
    assert.equal(retry.headers.get('idempotency-replayed'), 'true', 'the answer of the reservation');
    assert.equal(retry.headers.get('location'), first.headers.get('location'));
    assert.equal(await held(visitor.pid), 2, 'nothing reserved again');
    const booking = await visitor.createBooking();
    assert.equal(booking.status, 201, booking.text);
    assert.equal(
      booking.headers.get('location'),
      visitor.booking.headers.get('location'),
      'the same booking',
    );
    assert.equal(await bookingsOf(visitor.person), 1, 'no second booking');
    assert.ok(
      heard.some((info) => info.kind === 'store_state_lost'),
      'onError heard that the store lost its state',
    );
    // The page goes on: a new key is a new reservation, answered as usual.
    const more = await visitor.reserve('a-more');
    assert.equal(more.status, 201, more.text);
    assert.equal(await held(visitor.pid), 4);
  });

  it('reads the booking for a reservation whose outcome was never learnt, and answers it without reserving again', async () => {
    const { a, b, clients: own, keyPrefix } = instances(undefined, 2_000);
    setup.gateway = a;
    const visitor = await startBooking('u');
    // The service holds the reservation until the gateway gave up on it (504), then carries it out.
    await setup.admin('faults', { method: 'POST', path: '/tickets', count: 1, delayMs: 1 });
    const pending = visitor.reserve('u-tickets');
    const reservation = await setup.delays.next();
    const first = await pending;
    assert.equal(first.status, 504, first.text);
    reservation.release();
    await setup.settled();
    assert.equal(await held(visitor.pid), 2, 'the reservation took effect');
    // Instance a records the outcome as unknown once its given-up request has settled.
    const name = `${keyPrefix}:idem:*u-tickets`;
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const [found] = await own[0]!.keys(name);
      if (found && (await own[0]!.get(found))?.includes('"state":"unknown"')) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const calls = setup.calls.length;
    const retry = await afterRestart(b, () => visitor.reserve('u-tickets'));
    assert.equal(retry.status, 201, retry.text);
    assert.equal(
      retry.headers.get('location'),
      `https://shop.example/tickets/bookings/${visitor.pid}/tickets/`,
    );
    assert.equal(await held(visitor.pid), 2, 'nothing reserved again');
    const sent = setup.calls.slice(calls);
    assert.ok(
      sent.some((call) => call.method === 'GET' && call.path.startsWith(`/bookings/${visitor.pid}`)),
      `the retry read the booking: ${sent.map((call) => `${call.method} ${call.path}`).join(', ')}`,
    );
    assert.ok(
      !sent.some((call) => call.method === 'POST' && call.path === '/tickets/'),
      'and sent no reservation',
    );
    const again = await visitor.reserve('u-tickets');
    assert.equal(again.status, 201);
    assert.equal(again.headers.get('idempotency-replayed'), 'true');
    assert.equal(await held(visitor.pid), 2);
  });

  it('answers 409 idempotency_outcome_unknown when no instance still knows the record', async () => {
    const old = instances();
    setup.gateway = old.a;
    const visitor = await startBooking('f');
    assert.equal((await visitor.reserve('f-tickets')).status, 201);
    assert.equal(await held(visitor.pid), 2);
    // Both instances stop (a deploy) while redis-server restarts empty; new ones take over.
    for (const gone of old.clients) gone.disconnect();
    const fresh = instances(old.keyPrefix);
    const retry = await afterRestart(fresh.b, () => visitor.reserve('f-tickets'));
    assert.equal(retry.status, 409, retry.text);
    assert.equal(code(retry), 'idempotency_outcome_unknown');
    assert.equal(await held(visitor.pid), 2, 'the retry reserved nothing');
    const again = await visitor.reserve('f-tickets');
    assert.equal(code(again), 'idempotency_outcome_unknown', 'every repeat of the key');
    assert.equal(await held(visitor.pid), 2);
    // The page read the booking (2 tickets) and wants 2 more: a new key is carried out.
    const more = await visitor.reserve('f-more');
    assert.equal(more.status, 201, more.text);
    assert.equal(await held(visitor.pid), 4);
  });
});
