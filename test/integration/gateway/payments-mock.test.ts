import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startServer, type RunningServer } from '../../../mock-server/serve';
import type { PaymentView } from '../../../src/gateway/index';

/** The mock's own gateway over HTTP, switched to the test provider by its admin config. */
describe('the test provider of the mock’s gateway', () => {
  let server: RunningServer;
  let origin: string;
  before(async () => {
    server = await startServer({ port: 0, seed: 'demo' });
    origin = new URL(server.url).origin;
  });
  after(async () => {
    await server?.close();
  });

  const config = (body: unknown) =>
    fetch(`${server.url}/__admin/config`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  async function visit(method: string, path: string, body?: unknown, session?: string | null) {
    const response = await fetch(`${server.gateway!.url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(session ? { 'X-Session': session } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    const text = await response.text();
    return { response, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
  }

  /** A booking of the demo theatre with one ticket of the first show that has one left. */
  async function booking() {
    const person = await visit('POST', '/persons/', {
      firstname: 'Anna',
      lastname: 'Muster',
      email: 'anna@example.ch',
    });
    assert.equal(person.response.status, 201, JSON.stringify(person.body));
    const customer = person.response.headers.get('location')!.split('/').pop()!;
    const created = await visit('POST', '/bookings/', { customer }, person.response.headers.get('x-session'));
    const pid = created.response.headers.get('location')!.split('/').pop()!;
    const session = created.response.headers.get('x-session');
    const seated = new Set([...server.mock.store.all('seats')].map((seat) => seat.sector));
    const hosts = [...server.mock.store.all('hosts')];
    const host = hosts.find((record) => record.name === 'Demo Theater')!.pid;
    const events = new Set(
      [...server.mock.store.all('events')].filter((e) => e.host === host).map((e) => e.pid),
    );
    for (const show of server.mock.store.all('shows')) {
      if (!events.has(show.event)) continue;
      for (const sector of server.mock.store.all('sectors')) {
        if (sector.host !== show.venue || seated.has(sector.pid)) continue;
        for (const price of server.mock.store.all('prices')) {
          if (price.event !== show.event || price.price_category !== sector.price_category) continue;
          const ticket = await visit(
            'POST',
            '/tickets/',
            { booking: Number(pid), show: show.pid, price: price.pid, sector: sector.pid },
            session,
          );
          if (ticket.response.status === 201) return { pid, session };
        }
      }
    }
    throw new Error('no ticket left in the demo');
  }

  test('is off by default: the browser confirms, and no payment path exists', async () => {
    const { pid, session } = await booking();
    const start = await visit('POST', `/bookings/${pid}/payment`, { returnUrl: `${origin}/` }, session);
    assert.equal(start.response.status, 404);
    assert.equal(start.response.headers.get('x-payments'), null);
  });

  test('switched on with PATCH /__admin/config, it takes payment on its hosted page; a reset turns it off', async () => {
    assert.equal((await config({ payments: 'test' })).status, 200);
    const { pid, session } = await booking();
    const direct = await visit('PATCH', `/bookings/${pid}`, { confirmation: true }, session);
    assert.equal(direct.response.status, 402);
    assert.equal(direct.response.headers.get('x-payments'), 'test');
    const started = await visit(
      'POST',
      `/bookings/${pid}/payment`,
      { returnUrl: `${origin}/theatre` },
      session,
    );
    assert.equal(started.response.status, 201, JSON.stringify(started.body));
    const payment = started.body as unknown as PaymentView;
    assert.ok(payment.redirectUrl!.startsWith(`${origin}/__payments/test/pay/`));
    const page = await fetch(payment.redirectUrl!);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<button[^>]*value="pay"/);
    const paid = await fetch(payment.redirectUrl!, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'action=pay-twice',
      redirect: 'manual',
    });
    assert.equal(paid.status, 303);
    assert.equal(paid.headers.get('location'), `${origin}/theatre`);
    await server.gateway!.payments.delivered();
    const status = await visit('GET', `/bookings/${pid}/payment`, undefined, session);
    assert.equal((status.body as unknown as PaymentView).state, 'confirmed');
    const mails = server.mock.outbox.list().filter((mail) => String(mail.booking) === pid);
    assert.equal(mails.length, 1, 'one e-mail for a payment notified twice');

    const reset = await fetch(`${server.url}/__admin/reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ seed: 'demo' }),
    });
    assert.equal(reset.status, 200, await reset.text());
    const after = await visit('GET', '/events/?filters[host]=x');
    assert.equal(after.response.headers.get('x-payments'), null);
  });
});
