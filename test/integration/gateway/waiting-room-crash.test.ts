/**
 * The waiting room when a gateway instance dies: two gateway processes on one real redis-server,
 * in front of the mock's HTTP server. Buyers take places through both; one instance is killed
 * with SIGKILL while the buyers' polls are in flight to it. Every buyer then finds their place
 * through the other instance, in the same order, and the buyer the dead instance admitted books
 * with the pass it signed.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { LONGEST_LOOK } from '../../../src/gateway/waiting-room/local-line';
import { startRedis, type RedisServer } from './redis-server';
import { httpClient, startGateway, startService, type Child, type Service } from './rush/processes';
import { PERSON } from './rush/buyer';

const BUYERS = 24;
/** How old each instance's look of the line may grow before a poll syncs it (local-line.ts). */
const SYNC_MS = 100;

describe('waiting room: one gateway instance killed mid-rush', () => {
  let redis: RedisServer;
  let service: Service;
  let a: Child;
  let b: Child;
  const http = httpClient(16);

  before(async () => {
    redis = await startRedis();
    service = await startService(20);
    const config = {
      redisPort: redis.port,
      serviceUrl: `${service.url}/api`,
      event: service.event,
      keyPrefix: 'crash',
      // The room engages once one buyer is active; nobody leaves the line unnoticed during the test.
      waitingRoom: { maxActive: 1, pollMs: 250, abandonMs: 600_000, syncMs: SYNC_MS },
    };
    [a, b] = await Promise.all([startGateway(config), startGateway(config)]);
  });
  after(async () => {
    http.close();
    await Promise.all([a?.stop(), b?.stop(), service?.stop()]);
    await redis?.stop();
  });

  const send = (
    gateway: Child,
    method: string,
    path: string,
    buyer: number,
    session: string | null,
    body?: unknown,
    pass?: string,
  ) =>
    http.send(
      `${gateway.url}/tickets${path}`,
      method,
      {
        'X-Forwarded-For': `198.18.0.${buyer + 1}`,
        ...(session ? { 'X-Session': session } : {}),
        ...(pass ? { 'X-Queue-Pass': pass } : {}),
      },
      body,
    );
  const pidOf = (answer: { headers: Record<string, unknown> }) =>
    decodeURIComponent(String(answer.headers.location).split('/').pop()!);

  it('loses nobody’s place, keeps the order, and honours the dead instance’s pass', async () => {
    // The first buyer walks straight in and, holding a ticket, takes the room's one active place.
    const first = await send(a, 'POST', '/persons/', 0, null, PERSON);
    assert.equal(first.status, 201);
    let session = String(first.headers['x-session']);
    const latest = (answer: { headers: Record<string, unknown> }) =>
      (session = String(answer.headers['x-session'] ?? session));
    const booking = await send(a, 'POST', '/bookings/', 0, session, {
      customer: pidOf(first),
    });
    assert.equal(booking.status, 201);
    const firstBooking = pidOf(booking);
    const item = {
      booking: Number(firstBooking),
      show: service.show,
      price: service.prices.adult,
      sector: service.parkett,
    };
    const ticket = await send(a, 'POST', '/tickets/', 0, latest(booking), [item]);
    assert.equal(ticket.status, 201, JSON.stringify(ticket.json));

    // Everyone else joins the line, alternately through both instances, one after the other.
    const sessions: string[] = [];
    for (let i = 1; i <= BUYERS; i += 1) {
      const refused = await send(i % 2 ? a : b, 'POST', '/persons/', i, null, PERSON);
      assert.equal(refused.json.code, 'queue_required');
      const joined = await send(i % 2 ? a : b, 'POST', `/queue/${service.event}`, i, null);
      assert.equal(joined.status, 200);
      assert.deepEqual([joined.json.state, joined.json.position], ['waiting', i]);
      sessions.push(String(joined.headers['x-session']));
    }

    // The first buyer confirms through A: the head of the line is admitted at the next poll.
    const confirmed = await send(a, 'PATCH', `/bookings/${firstBooking}`, 0, latest(ticket), {
      confirmation: true,
    });
    assert.equal(confirmed.status, 204, JSON.stringify(confirmed.json));
    // A told the head of the line to ask again soon (its look saw the head let in), then its pass.
    let admitted = await send(a, 'GET', `/queue/${service.event}`, 1, sessions[0]!);
    for (let k = 0; k < 20 && admitted.json.state === 'waiting'; k += 1) {
      // Soon: after syncMs, or the shortest wait the gateway tells (250 ms).
      assert.ok(Number(admitted.json.poll_after_ms) <= 250, String(admitted.json.poll_after_ms));
      await sleep(Number(admitted.json.poll_after_ms));
      admitted = await send(a, 'GET', `/queue/${service.event}`, 1, sessions[0]!);
    }
    assert.equal(admitted.json.state, 'admitted');
    const pass = String(admitted.json.pass);

    // Polls in flight to A when it is killed: they fail, or are answered; nothing else.
    const inFlight = sessions.map((session, k) =>
      send(a, 'GET', `/queue/${service.event}`, k + 1, session).then(
        (answer) => answer.status,
        () => 'failed',
      ),
    );
    await a.kill();
    const during = await Promise.all(inFlight);
    assert.ok(
      during.every((status) => status === 200 || status === 'failed'),
      `polls to the dying instance: ${during.join(', ')}`,
    );

    // Through B every buyer still has their place, in the order they joined. B answers the buyers
    // it placed from its own look of the line, which lags the store's by at most LONGEST_LOOK ×
    // syncMs: past that, it asks the store again.
    await sleep(LONGEST_LOOK * SYNC_MS);
    for (let k = 1; k < BUYERS; k += 1) {
      const view = await send(b, 'GET', `/queue/${service.event}`, k + 1, sessions[k]!);
      assert.equal(view.status, 200);
      assert.deepEqual([view.json.state, view.json.position], ['waiting', k], `buyer ${k + 1}`);
    }
    // The admitted buyer books through B with the pass A signed; the pass works once.
    const person = await send(b, 'POST', '/persons/', 1, sessions[0]!, PERSON, pass);
    assert.equal(person.status, 201, JSON.stringify(person.json));
    const again = await send(b, 'POST', '/persons/', 1, sessions[0]!, PERSON, pass);
    assert.equal(again.status, 201, 'inside: the used pass changes nothing');
    const stranger = await send(b, 'POST', '/persons/', 5, sessions[4]!, PERSON, pass);
    assert.equal(stranger.status, 403, 'another buyer cannot use it');
  });
});
