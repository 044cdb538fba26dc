/**
 * The in-page demo's gateway across page loads: the page starts the mock and its gateway anew on
 * each load (the mock's records restored, here the same mock), while the widget keeps its session
 * in sessionStorage and sends a new Idempotency-Key for each write of the new page. The gateway's
 * keep (the page's localStorage) carries its idempotency state over, as a gateway on a server
 * keeps it when the buyer reloads.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createApp, createMock, type Mock } from '../../../mock-server/index';
import { createMockGateway } from '../../../mock-server/gateway';
import { DEMO_PIDS } from '../../../mock-server/seed/demo-pids';
import { MemoryStorage } from '../../fixtures/memory-storage';

const ORIGIN = 'http://shop.test';
const SECRET = 'a-fixed-demo-session-secret-of-at-least-32-characters';

/** One page load: a gateway made anew in front of the same mock, on the same keep. */
function pageLoad(mock: Mock, keep: Storage) {
  const app = createApp(mock, { basePath: '/api' });
  const gateway = createMockGateway(mock, async (request) => app.fetch(request), {
    basePath: '/api',
    sessionSecret: SECRET,
    payments: { keep },
  });
  return (method: string, path: string, session: string | null, key: string, body: unknown) =>
    gateway.fetch(
      new Request(`${ORIGIN}/widget-api${path}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          'Idempotency-Key': key,
          ...(session ? { 'X-Session': session } : {}),
        },
        body: JSON.stringify(body),
      }),
      '203.0.113.9',
    );
}

/** A price and a sector of the demo theatre's matinée with room (its stalls). */
function stalls(mock: Mock) {
  const price = [...mock.store.all('prices')].find(
    (record) => String(record.event) === DEMO_PIDS.theatre.event && record.price_category === 1,
  )!;
  const sector = [...mock.store.all('sectors')].find(
    (record) => String(record.host) === DEMO_PIDS.theatre.venue && record.price_category === 1,
  )!;
  return { show: DEMO_PIDS.theatre.matinee, price: String(price.pid), sector: String(sector.pid) };
}

const pidOf = (response: Response) =>
  decodeURIComponent(new URL(response.headers.get('location')!).pathname.split('/').pop()!);

describe('the in-page gateway across page loads', () => {
  it('answers the first reservation after a reload of the session the widget kept, not 409 idempotency_outcome_unknown', async () => {
    const mock = createMock({ seed: 'demo' });
    const keep = new MemoryStorage();
    const first = pageLoad(mock, keep);
    const person = await first('POST', '/persons/', null, 'k-person', { locale: 'de' });
    assert.equal(person.status, 201);
    let session = person.headers.get('X-Session')!;
    const booking = await first('POST', '/bookings/', session, 'k-booking', { customer: pidOf(person) });
    assert.equal(booking.status, 201);
    session = booking.headers.get('X-Session')!;
    // The buyer reads on for a minute, then reloads the page: the gateway starts anew.
    mock.moveClock({ advanceMs: 60_000 });
    const second = pageLoad(mock, keep);
    const item = { booking: Number(pidOf(booking)), ...stalls(mock) };
    const reserved = await second('POST', '/tickets/', session, 'k-tickets', [item, item]);
    assert.equal(reserved.status, 201, await reserved.clone().text());
    // The records made before the reload are still there: a repeat is answered from them.
    const again = await second('POST', '/bookings/', session, 'k-booking', { customer: pidOf(person) });
    assert.equal(again.status, 201);
    assert.equal(again.headers.get('Idempotency-Replayed'), 'true');
    assert.equal(pidOf(again), pidOf(booking));
    // The token the booking create superseded still may not write after the reload.
    const older = person.headers.get('X-Session')!;
    const stale = await second('POST', '/bookings/', older, 'k-other', { customer: pidOf(person) });
    assert.equal(stale.status, 403);
    assert.equal(((await stale.json()) as { code: string }).code, 'session_superseded');
  });
});
