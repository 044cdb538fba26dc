/**
 * Keyed writes whose gateway instance is killed (SIGKILL) while it carries them out: two gateway
 * processes on one real redis-server, in front of the mock's HTTP server. The first instance is
 * stopped at one store write (it prints `paused`) and killed there; the buyer repeats the write
 * with the same Idempotency-Key through the other instance, as the widget does after a failed
 * connection, and gets the first write's outcome, soon, and nothing is booked twice.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startRedis, type RedisServer } from './redis-server';
import type { GatewayProcessConfig } from './rush/gateway-process';
import {
  httpClient,
  startGateway,
  startService,
  type Answer,
  type Child,
  type Service,
} from './rush/processes';
import { PERSON } from './rush/buyer';

/**
 * How long a repeat may take before the killed instance's claim would have lapsed by its age
 * alone (4 × the default upstream timeout of 15 s + 10 s = 70 s): half of it.
 */
const SOONER_MS = 35_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('keyed writes whose gateway instance was killed mid-write', () => {
  let redis: RedisServer;
  let service: Service;
  const http = httpClient(8);
  const started: Child[] = [];
  let run = 0;

  before(async () => {
    redis = await startRedis();
    service = await startService(20);
  });
  after(async () => {
    http.close();
    await Promise.all(started.map((child) => child.stop()));
    await service?.stop();
    await redis?.stop();
  });

  /** Two instances on a key prefix of their own; the first stops at `pauseAt`. */
  async function instances(pauseAt: string, more: Partial<GatewayProcessConfig> = {}) {
    const config = {
      redisPort: redis.port,
      serviceUrl: `${service.url}/api`,
      event: service.event,
      keyPrefix: `killed-${(run += 1)}`,
      waitingRoom: null,
      ...more,
    };
    const pair = await Promise.all([startGateway({ ...config, pauseAt }), startGateway(config)]);
    started.push(...pair);
    return pair;
  }

  const send = (
    gateway: Child,
    method: string,
    path: string,
    session: string | null,
    key: string,
    body: unknown,
  ) =>
    http.send(
      `${gateway.url}/tickets${path}`,
      method,
      {
        'X-Forwarded-For': '198.18.7.7',
        'Idempotency-Key': key,
        ...(session ? { 'X-Session': session } : {}),
      },
      body,
    );

  /** The repeat as the widget sends it: again after `Retry-After` while told the first is under way. */
  async function repeat(...args: Parameters<typeof send>): Promise<Answer & { tries: number; ms: number }> {
    const began = Date.now();
    for (let tries = 1; ; tries += 1) {
      const answer = await send(...args);
      // Also again after `booking_busy` (a lock the killed instance held), as a buyer would.
      const waiting =
        answer.status === 409 &&
        (answer.json.code === 'idempotency_in_progress' || answer.json.code === 'booking_busy');
      if (!waiting) return Object.assign(answer, { tries, ms: Date.now() - began });
      if (Date.now() - began > SOONER_MS) {
        assert.fail(`still ${String(answer.json.code)} after ${Date.now() - began} ms (${tries} tries)`);
      }
      await sleep(1000 * Number(answer.headers['retry-after'] ?? 1));
    }
  }

  /** Sends a write to `gateway`, waits until it stopped at its store write, and kills it there. */
  async function killedDuring(gateway: Child, ...args: Parameters<typeof send>): Promise<void> {
    const lost = send(gateway, ...(args.slice(1) as [string, string, string | null, string, unknown])).then(
      (answer) => assert.fail(`the killed instance answered ${answer.status} ${JSON.stringify(answer.json)}`),
      () => undefined,
    );
    await gateway.printed('paused');
    await gateway.kill();
    await lost;
  }

  const pidOf = (answer: Answer) => decodeURIComponent(String(answer.headers.location).split('/').pop()!);
  const stats = async () =>
    (await http.send(`${service.url}/__bench/stats`, 'GET')).json as { persons: number; bookings: number };
  const ticket = (booking: string) => [
    { booking: Number(booking), show: service.show, price: service.prices.adult, sector: service.parkett },
  ];

  it('answers the repeat of a booking create killed between the service’s 201 and its record with that booking, not a second one', async () => {
    // A short upstream timeout: the old claim lapses by its age after 4 × 2 s + 10 s = 18 s, well
    // within the repeat's patience, so a repeat that creates again would show here.
    const [a, b] = await instances('"kind":"booking"', { timeoutMs: 2_000 });
    const person = await send(b, 'POST', '/persons/', null, 'person-1', PERSON);
    assert.equal(person.status, 201);
    const session = String(person.headers['x-session']);
    await http.send(`${service.url}/__bench/count`, 'POST');
    const body = { customer: pidOf(person) };
    // A stops at its first store write after the service made the booking.
    await killedDuring(a, a, 'POST', '/bookings/', session, 'booking-1', body);
    assert.equal((await stats()).bookings, 1, 'the service made the booking');

    const again = await repeat(b, 'POST', '/bookings/', session, 'booking-1', body);
    assert.equal(again.status, 201, JSON.stringify(again.json));
    assert.equal((await stats()).bookings, 1, 'no second booking');
    // The booking enters the session with the token the first answer would have carried.
    const renewed = String(again.headers['x-session']);
    const reserved = await send(b, 'POST', '/tickets/', renewed, 'tickets-1', ticket(pidOf(again)));
    assert.equal(reserved.status, 201, JSON.stringify(reserved.json));
    const replayed = await send(b, 'POST', '/bookings/', session, 'booking-1', body);
    assert.equal(replayed.headers['idempotency-replayed'], 'true');
    assert.equal(pidOf(replayed), pidOf(again));
  });

  it('answers the repeat of a booking create killed after it renewed the session soon, with the booking and the renewed token', async () => {
    const [a, b] = await instances('"state":"done"');
    const person = await send(b, 'POST', '/persons/', null, 'person-2', PERSON);
    assert.equal(person.status, 201);
    const session = String(person.headers['x-session']);
    await http.send(`${service.url}/__bench/count`, 'POST');
    const body = { customer: pidOf(person) };
    // A stops at the create's outcome: the booking is made and the session's next token recorded.
    await killedDuring(a, a, 'POST', '/bookings/', session, 'booking-2', body);

    const again = await repeat(b, 'POST', '/bookings/', session, 'booking-2', body);
    assert.equal(again.status, 201, JSON.stringify(again.json));
    assert.equal((await stats()).bookings, 1, 'no second booking');
    const renewed = String(again.headers['x-session']);
    const reserved = await send(b, 'POST', '/tickets/', renewed, 'tickets-2', ticket(pidOf(again)));
    assert.equal(reserved.status, 201, JSON.stringify(reserved.json));
    // The token the booking superseded may read but not write: the renewal is the killed one's.
    const stale = await send(b, 'POST', '/tickets/', session, 'tickets-3', ticket(pidOf(again)));
    assert.equal(stale.json.code, 'session_superseded');
  });

  it('answers the repeat of a reservation killed before it was sent soon, holding the tickets once', async () => {
    // The reservation's lock and claim are the killed instance's: both lapse within seconds.
    const [a, b] = await instances('"kind":"tickets"', { timeoutMs: 2_000 });
    const person = await send(b, 'POST', '/persons/', null, 'person-4', PERSON);
    const booking = await send(b, 'POST', '/bookings/', String(person.headers['x-session']), 'booking-4', {
      customer: pidOf(person),
    });
    assert.equal(booking.status, 201, JSON.stringify(booking.json));
    const session = String(booking.headers['x-session']);
    const two = [...ticket(pidOf(booking)), ...ticket(pidOf(booking))];
    // A stops as it records what the reservation means to do, before it is sent.
    await killedDuring(a, a, 'POST', '/tickets/', session, 'tickets-4', two);

    const again = await repeat(b, 'POST', '/tickets/', session, 'tickets-4', two);
    assert.equal(again.status, 201, JSON.stringify(again.json));
    const held = await http.send(`${b.url}/tickets/bookings/${pidOf(booking)}/tickets/`, 'GET', {
      'X-Forwarded-For': '198.18.7.7',
      'X-Session': session,
    });
    assert.equal((held.json as unknown as unknown[]).length, 2, 'the tickets asked for, once');
  });

  it('answers the repeat of a person create killed after the service made the person soon, and the buyer books on', async () => {
    const [a, b] = await instances('"state":"done"');
    await http.send(`${service.url}/__bench/count`, 'POST');
    await killedDuring(a, a, 'POST', '/persons/', null, 'person-3', PERSON);

    const again = await repeat(b, 'POST', '/persons/', null, 'person-3', PERSON);
    assert.equal(again.status, 201, JSON.stringify(again.json));
    // No person can be matched safely to the lost answer (see the README): the repeat creates
    // one, and the first stays unused, holding nothing.
    assert.equal((await stats()).persons, 2);
    const booking = await send(b, 'POST', '/bookings/', String(again.headers['x-session']), 'booking-3', {
      customer: pidOf(again),
    });
    assert.equal(booking.status, 201, JSON.stringify(booking.json));
    const replayed = await send(b, 'POST', '/persons/', null, 'person-3', PERSON);
    assert.equal(pidOf(replayed), pidOf(again));
  });
});
