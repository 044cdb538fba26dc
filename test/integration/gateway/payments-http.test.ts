import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import { after, before, describe, test } from 'node:test';
import Stripe from 'stripe';
import { startServer, type RunningServer } from '../../../mock-server/serve';
import { stripeProvider, type PaymentView } from '../../../src/gateway/index';
import { toNodeHandler } from '../../../src/gateway/node';
import { createGateway } from '../../../src/gateway/index';

const SECRET = 'whsec_http_test_secret';

describe('payments over HTTP: the real Stripe SDK against the fake served by the mock', () => {
  let mock: RunningServer;
  let shop: Server;
  let shopUrl: string;
  let gatewayHost: string;
  const events: string[] = [];

  before(async () => {
    shop = createServer();
    shop.listen(0, '127.0.0.1');
    await once(shop, 'listening');
    shopUrl = `http://127.0.0.1:${(shop.address() as { port: number }).port}`;
    mock = await startServer({
      port: 0,
      seed: 'demo',
      stripeFake: { webhookSecret: SECRET, webhookUrl: `${shopUrl}/tickets/payments/notifications` },
    });
    const origin = new URL(mock.url).origin;
    const stripe = new Stripe('sk_test_http', {
      host: '127.0.0.1',
      port: Number(new URL(origin).port),
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    const host = [...mock.mock.store.all('hosts')].find((record) => record.name === 'Demo Theater')?.pid as
      string | undefined;
    assert.ok(host, 'the demo seed has its theatre');
    gatewayHost = host;
    const gateway = createGateway({
      upstream: {
        baseUrl: mock.url,
        clientId: 'demo-client',
        clientSecret: 'demo-secret',
        username: 'demo',
        password: 'demo',
      },
      events: { hosts: [host] },
      sessionSecret: 'an-http-test-secret-of-at-least-32-chars',
      basePath: '/tickets',
      allowedOrigins: [shopUrl],
      payments: stripeProvider({ stripe, webhookSecret: SECRET }),
    });
    const handler = toNodeHandler(gateway);
    shop.on('request', (request, response) => {
      if (request.url?.startsWith('/tickets/payments/')) events.push(request.url);
      void handler(request, response);
    });
  });
  after(async () => {
    await mock?.close();
    shop?.closeAllConnections();
    shop?.close();
  });

  test('the SDK creates, reads and refunds over HTTP, with idempotency keys, and a signed event confirms', async () => {
    const fake = mock.stripeFake!;
    const visit = async (method: string, path: string, body?: unknown, session?: string | null) => {
      const response = await fetch(`${shopUrl}/tickets${path}`, {
        method,
        headers: {
          Origin: shopUrl,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(session ? { 'X-Session': session } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { response, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
    };
    // A show of the demo theatre, a standing sector of its venue and a price for it.
    const all = (name: 'sectors' | 'seats' | 'shows' | 'prices' | 'events') =>
      [...mock.mock.store.all(name)] as unknown as Record<string, unknown>[];
    const theatreEvents = new Set(
      all('events')
        .filter((e) => e.host === gatewayHost)
        .map((e) => e.pid),
    );
    const seated = new Set(all('seats').map((seat) => seat.sector));
    const candidates = all('shows').flatMap((show) =>
      theatreEvents.has(show.event)
        ? all('sectors')
            .filter((x) => x.host === show.venue && !seated.has(x.pid))
            .flatMap((sector) =>
              all('prices')
                .filter((p) => p.event === show.event && p.price_category === sector.price_category)
                .map((price) => ({ show, sector, price })),
            )
        : [],
    );
    const person = await visit('POST', '/persons/', {
      firstname: 'Anna',
      lastname: 'Muster',
      email: 'anna@example.ch',
    });
    assert.equal(person.response.status, 201);
    const personPid = person.response.headers.get('location')!.split('/').pop()!;
    const booking = await visit(
      'POST',
      '/bookings/',
      { customer: personPid },
      person.response.headers.get('x-session'),
    );
    assert.equal(booking.response.status, 201);
    const bookingPid = booking.response.headers.get('location')!.split('/').pop()!;
    const session = booking.response.headers.get('x-session');
    // The first of them with a ticket left (some demo shows are sold out).
    let price: Record<string, unknown> | undefined;
    for (const candidate of candidates) {
      const body = {
        booking: Number(bookingPid),
        show: candidate.show.pid,
        price: candidate.price.pid,
        sector: candidate.sector.pid,
      };
      if ((await visit('POST', '/tickets/', body, session)).response.status === 201) {
        price = candidate.price;
        break;
      }
    }
    assert.ok(price, 'a ticket was reserved');
    const started = await visit(
      'POST',
      `/bookings/${bookingPid}/payment`,
      { returnUrl: `${shopUrl}/shop` },
      session,
    );
    assert.equal(started.response.status, 201, JSON.stringify(started.body));
    const payment = started.body as unknown as PaymentView;
    // The price as the service answers it (a number of francs), in minor units.
    const prices = await fetch(`${shopUrl}/tickets/prices/?filters[event]=${String(price.event)}`, {
      headers: { Origin: shopUrl },
    });
    const listed = ((await prices.json()) as { pid: string; price: number }[]).find(
      (p) => p.pid === price.pid,
    )!;
    assert.equal(payment.amount, Math.round(listed.price * 100));
    assert.ok(payment.redirectUrl?.startsWith(new URL(mock.url).origin));
    // The buyer pays on the fake's hosted page.
    const paid = await fetch(payment.redirectUrl!, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
      redirect: 'manual',
    });
    assert.equal(paid.status, 303);
    await fake.delivered();
    assert.ok(events.length >= 1, 'the signed event reached the gateway');
    const status = await visit('GET', `/bookings/${bookingPid}/payment`, undefined, session);
    assert.equal((status.body as unknown as PaymentView).state, 'confirmed');
    // A tampered body with the original signature fails the SDK's check at the gateway.
    const sent = fake.sent.at(-1)!;
    const tampered = await fetch(`${shopUrl}/tickets/payments/notifications`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': sent.signature },
      body: sent.body.replace('"paid"', '"unpaid"'),
    });
    assert.equal(tampered.status, 400);
  });
});
