import assert from 'node:assert/strict';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, describe, it } from 'node:test';
import { createMock } from '../../../../mock-server/index';
import type { WebhookEvent } from '../../../../mock-server/domain/webhooks/registry';
import { startServer, type RunningServer } from '../../../../mock-server/serve';
import { appClient, bearer, bookedMock, client } from '../../../node/mock/qa/fixture';

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

/** A local receiver that answers the statuses given in turn (then 200), and records each call. */
async function receiver(statuses: number[] = []) {
  const calls: Received[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      calls.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = statuses.shift() ?? 200;
      response.end();
      for (const waiter of waiters.filter((w) => calls.length >= w.count)) waiter.resolve();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    calls,
    received: (count: number) =>
      new Promise<void>((resolve) => {
        if (calls.length >= count) resolve();
        else waiters.push({ count, resolve });
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const NEW_BOOKING = {
  type: 'new-booking',
  payload: { booking: 123456789012, customer: 'C0FFEE00-0000-4000-8000-000000000001', host: 'H' },
} as const;

describe('webhook subscriptions', () => {
  it('adds, lists without the secret, and removes subscriptions', async () => {
    const api = appClient(createMock());
    const added = await api.json('POST', '/__admin/webhooks', {
      url: 'http://127.0.0.1:9/hooks',
      types: ['new-booking'],
      secret: 's3cret',
    });
    assert.equal(added.status, 201);
    const sub = (await added.json()) as { id: string; signed: boolean; secret?: string };
    assert.equal(sub.signed, true);
    assert.equal(sub.secret, undefined);
    await api.json('POST', '/__admin/webhooks', { url: 'https://example.test/all' });
    const listed = (await (await api.fetch('/__admin/webhooks')).json()) as { id: string; types: unknown }[];
    assert.deepEqual(
      listed.map((s) => s.types),
      [['new-booking'], null],
    );
    assert.equal((await api.fetch(`/__admin/webhooks/${sub.id}`, { method: 'DELETE' })).status, 204);
    assert.equal((await api.fetch(`/__admin/webhooks/${sub.id}`, { method: 'DELETE' })).status, 404);
    assert.equal((await api.fetch('/__admin/webhooks', { method: 'DELETE' })).status, 204);
    assert.deepEqual(await (await api.fetch('/__admin/webhooks')).json(), []);
  });

  it('refuses a bad subscription with 409 naming the field', async () => {
    const api = appClient(createMock());
    for (const [body, path] of [
      [{ url: 'ftp://example.test/' }, 'url'],
      [{ url: 'not a url' }, 'url'],
      [{ url: 'http://example.test/', types: ['new-show'] }, 'types[0]'],
      [{ url: 'http://example.test/', types: [] }, 'types'],
      [{ url: 'http://example.test/', colour: 'red' }, 'colour'],
    ] as const) {
      const response = await api.json('POST', '/__admin/webhooks', body);
      assert.equal(response.status, 409, JSON.stringify(body));
      const problem = (await response.json()) as { errors: { property_path: string }[] };
      assert.ok(
        problem.errors.some((e) => e.property_path === path),
        `${JSON.stringify(body)}: ${JSON.stringify(problem.errors)}`,
      );
    }
    assert.deepEqual(await (await api.fetch('/__admin/webhooks')).json(), []);
  });

  it('records calls without sending them outside the HTTP server mode', async () => {
    const hook = await receiver();
    const mock = createMock();
    const api = appClient(mock);
    await api.json('POST', '/__admin/webhooks', { url: hook.url, types: ['new-booking'] });
    mock.events.emit(NEW_BOOKING);
    mock.events.emit({ type: 'new-person', payload: { person: 'P', host: 'H' } });
    await mock.webhooks.idle();
    const events = (await (await api.fetch('/__admin/webhooks/events')).json()) as WebhookEvent[];
    assert.deepEqual(
      events.map((e) => [e.type, e.payload, e.deliveries.map((d) => d.state)]),
      [
        ['new-booking', NEW_BOOKING.payload, ['recorded']],
        ['new-person', { person: 'P', host: 'H' }, []],
      ],
    );
    assert.equal(hook.calls.length, 0);
    assert.equal((await api.fetch('/__admin/webhooks/events', { method: 'DELETE' })).status, 204);
    assert.deepEqual(await (await api.fetch('/__admin/webhooks/events')).json(), []);
    await hook.close();
  });

  it('keeps subscriptions and calls in the snapshot, and a reset removes them', () => {
    const mock = createMock();
    mock.webhooks.subscribe({ url: 'http://127.0.0.1:9/', secret: 'k' });
    mock.events.emit(NEW_BOOKING);
    const snapshot = JSON.parse(JSON.stringify(mock.snapshot())) as unknown;
    mock.reset();
    assert.deepEqual(mock.webhooks.subscriptions(), []);
    assert.deepEqual(mock.webhooks.events(), []);
    mock.restore(snapshot);
    assert.equal(mock.webhooks.subscriptions().length, 1);
    assert.equal(mock.webhooks.events()[0]?.type, 'new-booking');
  });
});

describe('webhook calls over HTTP', () => {
  const servers: RunningServer[] = [];
  after(() => Promise.all(servers.map((server) => server.close())));

  async function server() {
    const running = await startServer({ port: 0, webhooks: { backoffMs: 5, attempts: 3 } });
    servers.push(running);
    return { running, api: client((request) => fetch(request), running.url) };
  }

  it('posts {type, payload} signed with HMAC-SHA-256 over the raw body, with a timestamp', async () => {
    const hook = await receiver();
    const { running, api } = await server();
    await api.json('POST', '/__admin/webhooks', { url: hook.url, secret: 'top-secret' });
    running.mock.events.emit(NEW_BOOKING);
    await hook.received(1);
    const call = hook.calls[0]!;
    assert.deepEqual(JSON.parse(call.body), NEW_BOOKING);
    assert.equal(call.headers['content-type'], 'application/json');
    const expected = `sha256=${createHmac('sha256', 'top-secret').update(call.body).digest('hex')}`;
    const given = String(call.headers['x-webhook-signature']);
    assert.ok(timingSafeEqual(Buffer.from(given), Buffer.from(expected)), given);
    assert.match(String(call.headers['x-webhook-timestamp']), /^\d{10}$/);
    assert.equal(call.headers['x-webhook-type'], 'new-booking');
    await running.mock.webhooks.idle();
    const events = (await (await api.fetch('/__admin/webhooks/events')).json()) as WebhookEvent[];
    const delivery = events[0]!.deliveries[0]!;
    assert.equal(delivery.state, 'delivered');
    assert.deepEqual(
      delivery.attempts.map((a) => a.status),
      [200],
    );
    await hook.close();
  });

  it('calls new-booking when a booking is confirmed through the API, with pids only', async () => {
    const hook = await receiver();
    const booked = bookedMock({ confirmed: false });
    const running = await startServer({ port: 0, mock: booked.mock, webhooks: { backoffMs: 5 } });
    servers.push(running);
    const api = client((request) => fetch(request), running.url);
    await api.json('POST', '/__admin/webhooks', { url: hook.url, types: ['new-booking'] });
    const token = await api.token();
    const confirmed = await api.json(
      'PATCH',
      `/bookings/${booked.booking}`,
      { confirmation: true, delivery: true },
      bearer(token),
    );
    assert.equal(confirmed.status, 204);
    await hook.received(1);
    assert.deepEqual(JSON.parse(hook.calls[0]!.body), {
      type: 'new-booking',
      payload: { booking: booked.booking, customer: booked.person, host: booked.demo.hosts[0] },
    });
    await hook.close();
  });

  it('retries with backoff after a failure and records each attempt in the list and the journal', async () => {
    const hook = await receiver([500]);
    const { running, api } = await server();
    await api.json('POST', '/__admin/webhooks', { url: hook.url, types: ['new-booking'] });
    running.mock.events.emit(NEW_BOOKING);
    await hook.received(2);
    await running.mock.webhooks.idle();
    assert.equal(hook.calls[0]!.headers['x-webhook-attempt'], '1');
    assert.equal(hook.calls[1]!.headers['x-webhook-attempt'], '2');
    assert.equal(hook.calls[1]!.headers['x-webhook-signature'], undefined, 'unsigned without a secret');
    const events = (await (await api.fetch('/__admin/webhooks/events')).json()) as WebhookEvent[];
    const delivery = events[0]!.deliveries[0]!;
    assert.equal(delivery.state, 'delivered');
    assert.deepEqual(
      delivery.attempts.map((a) => [a.attempt, a.status]),
      [
        [1, 500],
        [2, 200],
      ],
    );
    const journal = (await (await api.fetch('/__admin/journal?kinds=webhook')).json()) as {
      message: string;
    }[];
    assert.ok(journal.some((e) => /attempt 1: answered 500/.test(e.message)));
    assert.ok(journal.some((e) => /delivered after 2 attempt/.test(e.message)));
    await hook.close();
  });

  it('gives up after the last attempt, and records a refused connection', async () => {
    const hook = await receiver([503, 503, 503]);
    const { running, api } = await server();
    const closed = await receiver();
    await closed.close();
    await api.json('POST', '/__admin/webhooks', { url: hook.url });
    await api.json('POST', '/__admin/webhooks', { url: closed.url });
    running.mock.events.emit(NEW_BOOKING);
    await running.mock.webhooks.idle();
    assert.equal(hook.calls.length, 3);
    const [event] = (await (await api.fetch('/__admin/webhooks/events')).json()) as WebhookEvent[];
    const [answered, refused] = event!.deliveries;
    assert.equal(answered!.state, 'failed');
    assert.deepEqual(
      answered!.attempts.map((a) => a.status),
      [503, 503, 503],
    );
    assert.equal(refused!.state, 'failed');
    assert.equal(refused!.attempts.length, 3);
    assert.ok(refused!.attempts.every((a) => a.status === undefined && typeof a.error === 'string'));
    await hook.close();
  });
});
