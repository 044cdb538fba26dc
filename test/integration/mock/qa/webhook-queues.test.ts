import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, describe, it } from 'node:test';
import type { DeliveryOptions } from '../../../../mock-server/domain/webhooks/deliver';
import type {
  DeadLetter,
  SubscriptionView,
  WebhookEvent,
} from '../../../../mock-server/domain/webhooks/registry';
import { startServer, type RunningServer } from '../../../../mock-server/serve';
import { client } from '../../../node/mock/qa/fixture';

interface Call {
  delivery: string;
  attempt: number;
  event: string;
  body: string;
}

/**
 * A receiver that answers after `delayMs` with the status `answer()` gives, recording each call
 * and the most calls it had open at once.
 */
async function receiver(options: { delayMs?: number; answer?: () => number } = {}) {
  const calls: Call[] = [];
  let open = 0;
  let mostOpen = 0;
  const server = createServer((request, response) => {
    open++;
    mostOpen = Math.max(mostOpen, open);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      calls.push({
        delivery: String(request.headers['x-webhook-delivery']),
        attempt: Number(request.headers['x-webhook-attempt']),
        event: String(request.headers['x-webhook-id']),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      setTimeout(() => {
        open--;
        response.statusCode = options.answer?.() ?? 200;
        response.end();
      }, options.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    calls,
    mostOpen: () => mostOpen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A URL where nothing listens: a receiver that is down. */
async function deadUrl(): Promise<string> {
  const gone = await receiver();
  await gone.close();
  return gone.url;
}

const servers: RunningServer[] = [];
after(() => Promise.all(servers.map((server) => server.close())));

async function mockServer(webhooks: DeliveryOptions) {
  const running = await startServer({ port: 0, webhooks });
  servers.push(running);
  const api = client((request) => fetch(request), running.url);
  const get = async <T>(path: string) => (await (await api.fetch(path)).json()) as T;
  const emit = (count: number) => {
    for (let i = 0; i < count; i++) {
      running.mock.events.emit({ type: 'new-person', payload: { person: `P${i}`, host: 'H' } });
    }
  };
  return { running, api, get, emit };
}

/** Each delivery id's calls: one event and one body per id, distinct ids for distinct events. */
function byDelivery(calls: readonly Call[]): Map<string, Call[]> {
  const groups = new Map<string, Call[]>();
  for (const call of calls) groups.set(call.delivery, [...(groups.get(call.delivery) ?? []), call]);
  for (const [id, group] of groups) {
    assert.match(id, /^[0-9a-f-]{36}$/, 'a delivery id on every call');
    assert.equal(new Set(group.map((c) => c.body)).size, 1, `delivery ${id}: one body`);
    assert.equal(new Set(group.map((c) => c.event)).size, 1, `delivery ${id}: one event`);
  }
  const events = [...groups.values()].map((group) => group[0]!.event);
  assert.equal(new Set(events).size, events.length, 'one delivery id per event and subscription');
  return groups;
}

describe('webhook queues: a slow, a failing and a dead receiver', () => {
  it('waits for a slow receiver, never sends it a second copy, and keeps its queue bounded', async (t) => {
    const slow = await receiver({ delayMs: 300 });
    t.after(() => slow.close());
    const { running, api, get, emit } = await mockServer({ concurrency: 2, queueLength: 5, backoffMs: 5 });
    await api.json('POST', '/__admin/webhooks', { url: slow.url });
    emit(20);
    const [sub] = await get<SubscriptionView[]>('/__admin/webhooks');
    assert.deepEqual([sub!.sending, sub!.queued], [2, 5], 'two open, five waiting, the rest refused');
    const full = await get<DeadLetter[]>('/__admin/webhooks/dead-letters');
    assert.equal(full.length, 13);
    assert.ok(full.every((letter) => letter.reason === 'queue_full' && letter.attempts.length === 0));
    await running.mock.webhooks.idle();
    assert.equal(slow.mostOpen(), 2, 'never more calls open than the concurrency');
    const groups = byDelivery(slow.calls);
    assert.equal(groups.size, 7);
    assert.ok(
      [...groups.values()].every((group) => group.length === 1),
      'each call exactly once',
    );
    const events = await get<WebhookEvent[]>('/__admin/webhooks/events');
    const states = events.map((event) => event.deliveries[0]!.state);
    assert.deepEqual(
      states.map((state) => state === 'delivered'),
      states.map((_, i) => i < 7),
      'the first seven, in the order emitted, delivered; the others failed',
    );
    const [idle] = await get<SubscriptionView[]>('/__admin/webhooks');
    assert.deepEqual([idle!.sending, idle!.queued], [0, 0]);
  });

  it('retries a failing receiver under one delivery id, then keeps the call as a dead letter to send again', async (t) => {
    let failing = true;
    const flaky = await receiver({ answer: () => (failing ? 500 : 204) });
    t.after(() => flaky.close());
    const { running, api, get, emit } = await mockServer({ attempts: 3, backoffMs: 5 });
    await api.json('POST', '/__admin/webhooks', { url: flaky.url });
    emit(2);
    await running.mock.webhooks.idle();
    const groups = byDelivery(flaky.calls);
    assert.equal(groups.size, 2);
    for (const group of groups.values())
      assert.deepEqual(
        group.map((call) => call.attempt),
        [1, 2, 3],
      );
    const letters = await get<DeadLetter[]>('/__admin/webhooks/dead-letters');
    assert.deepEqual(
      letters.map((letter) => [letter.id, letter.reason, letter.attempts.map((a) => a.status)]),
      [...groups.keys()].map((id) => [id, 'attempts_exhausted', [500, 500, 500]]),
    );
    assert.deepEqual(
      letters.map((letter) => letter.payload),
      [
        { person: 'P0', host: 'H' },
        { person: 'P1', host: 'H' },
      ],
    );

    failing = false;
    const again = await api.json('POST', '/__admin/webhooks/dead-letters', {});
    assert.equal(again.status, 202);
    assert.deepEqual(await again.json(), { queued: 2 });
    await running.mock.webhooks.idle();
    const resent = byDelivery(flaky.calls);
    assert.deepEqual([...resent.keys()], [...groups.keys()], 'sent again under the same delivery ids');
    for (const group of resent.values())
      assert.deepEqual(
        group.map((call) => call.attempt),
        [1, 2, 3, 4],
      );
    assert.deepEqual(await get<DeadLetter[]>('/__admin/webhooks/dead-letters'), []);
    const events = await get<WebhookEvent[]>('/__admin/webhooks/events');
    assert.deepEqual(
      events.map((event) => [event.deliveries[0]!.id, event.deliveries[0]!.state]),
      [...groups.keys()].map((id) => [id, 'delivered']),
    );
    assert.equal((await api.fetch('/__admin/webhooks/dead-letters', { method: 'DELETE' })).status, 204);
    assert.equal((await api.fetch('/__admin/webhooks/dead-letters', { method: 'PUT' })).status, 405);
  });

  it('gives a dead receiver bounded work: a fixed number open and waiting, the rest dead letters', async (t) => {
    const url = await deadUrl();
    const healthy = await receiver();
    t.after(() => healthy.close());
    const { running, api, get, emit } = await mockServer({
      attempts: 2,
      backoffMs: 50,
      concurrency: 3,
      queueLength: 10,
    });
    await api.json('POST', '/__admin/webhooks', { url });
    await api.json('POST', '/__admin/webhooks', { url: healthy.url });
    let most = { sending: 0, queued: 0 };
    for (let round = 0; round < 60; round++) {
      emit(10);
      for (;;) {
        const [dead, working] = await get<SubscriptionView[]>('/__admin/webhooks');
        most = {
          sending: Math.max(most.sending, dead!.sending),
          queued: Math.max(most.queued, dead!.queued),
        };
        if (working!.sending === 0 && working!.queued === 0) break;
      }
    }
    assert.deepEqual(most, { sending: 3, queued: 10 }, 'never more open or waiting than the bounds');
    await running.mock.webhooks.idle();
    const letters = await get<DeadLetter[]>('/__admin/webhooks/dead-letters');
    assert.equal(letters.length, 500, 'the dead letters are bounded: the oldest go');
    assert.ok(letters.every((letter) => letter.url === url));
    const exhausted = letters.filter((letter) => letter.reason === 'attempts_exhausted');
    assert.ok(exhausted.length > 0 && exhausted.length < 500);
    assert.ok(exhausted.every((letter) => letter.attempts.length === 2 && letter.attempts[0]!.error));
    const groups = byDelivery(healthy.calls);
    assert.equal(groups.size, 600, 'the healthy receiver got every call, once');
    assert.ok([...groups.values()].every((group) => group.length === 1));
  });
});
