/**
 * Limits under concurrent requests, through the real HTTP server: 300 requests sent at once for
 * 50 places, 50 ticket option choices or 50 option items. Exactly 50 succeed and every other
 * one is refused with the rule's code, whatever the interleaving of the requests. And 300
 * requests for the last 10 seats of a show (by seat and best available, one and arrays): each
 * seat is sold once.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { startServer, type RunningServer } from '../../../../mock-server/serve';
import type { Actor, Mock } from '../../../../mock-server/index';

const REQUESTS = 300;
const LIMIT = 50;

interface Reply {
  status: number;
  code?: string;
}

interface Stage {
  server: RunningServer;
  mock: Mock;
  demo: Actor;
  token: string;
  show: string;
  sector: string;
  price: string;
  bookings: number[];
  make(resource: Parameters<Mock['records']['create']>[1], body: Record<string, unknown>): string;
}

async function stage(capacity: number): Promise<Stage> {
  const server = await startServer({ port: 0 });
  const { mock } = server;
  const demo = mock.actor('demo');
  const host = demo.hosts[0]!;
  const make: Stage['make'] = (resource, body) => String(mock.records.create(demo, resource, body).pids[0]);
  const venue = make('venues', { host, name: 'Arena', city: 'Zürich' });
  const sector = make('sectors', { host: venue, name: 'Stehplätze', price_category: 1, capacity });
  const event = make('events', { host, name: 'Konzert', currency: 'CHF' });
  const show = make('shows', { event, venue, start: '2026-10-10 20:00:00' });
  const price = make('prices', { event, name: 'Normal', price_category: 1, price: 60 });
  const customer = make('persons', { firstname: 'Fan' });
  const bookings = Array.from({ length: REQUESTS }, () => Number(make('bookings', { customer })));
  const response = await fetch(`${server.url}/oauth/v2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${btoa('demo-client:demo-secret')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'password', username: 'demo', password: 'demo' }).toString(),
  });
  const { access_token: token } = (await response.json()) as { access_token: string };
  return { server, mock, demo, token, show, sector, price, bookings, make };
}

async function send(s: Stage, method: string, path: string, body: unknown): Promise<Reply> {
  const response = await fetch(`${s.server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return response.status < 300
    ? { status: response.status }
    : { status: response.status, code: (JSON.parse(text) as { code: string }).code };
}

/** Sends all requests at once; answers how many got each status and code. */
async function burst(requests: (() => Promise<Reply>)[]): Promise<Record<string, number>> {
  const replies = await Promise.all(requests.map((request) => request()));
  const tally: Record<string, number> = {};
  for (const { status, code } of replies) {
    const key = code === undefined ? String(status) : `${status} ${code}`;
    tally[key] = (tally[key] ?? 0) + 1;
  }
  return tally;
}

async function capacityOf(s: Stage) {
  const response = await fetch(`${s.server.url}/shows/${s.show}?properties[capacity]=1`, {
    headers: { authorization: `Bearer ${s.token}` },
  });
  return ((await response.json()) as { capacity: Record<string, unknown> }).capacity;
}

describe('concurrency through the HTTP server', () => {
  const stages: Stage[] = [];
  const open = async (capacity: number) => {
    const s = await stage(capacity);
    stages.push(s);
    return s;
  };
  after(async () => {
    for (const s of stages) await s.server.close();
  });

  it(`reserves exactly ${LIMIT} places of ${REQUESTS} parallel single-ticket reservations`, async () => {
    const s = await open(LIMIT);
    const tally = await burst(
      s.bookings.map(
        (booking) => () =>
          send(s, 'POST', '/tickets/', { booking, show: s.show, sector: s.sector, price: s.price }),
      ),
    );
    assert.deepEqual(tally, { 201: LIMIT, '409 sector_sold_out': REQUESTS - LIMIT });
    const capacity = await capacityOf(s);
    assert.deepEqual(capacity.total, { total: LIMIT, sold: 0, reserved: LIMIT, available: 0 });
    assert.equal(s.mock.store.count('tickets'), LIMIT);
  });

  it(`sells each of the last 10 seats once to ${REQUESTS} parallel requests, single and arrays mixed`, async () => {
    const s = await open(0);
    const rows = [1, 2, 3, 4].flatMap((row) =>
      Array.from({ length: 10 }, (_, i) => ({
        sector: s.sector,
        row: String(row),
        number: String(i + 1),
        x: i,
        y: row,
      })),
    );
    s.mock.records.create(s.demo, 'seats', rows);
    const seats = [...s.mock.store.all('seats')].map((seat) => String(seat.pid));
    const early = Number(
      s.make('bookings', { customer: s.mock.store.get('bookings', s.bookings[0]!)!.customer }),
    );
    s.mock.records.create(
      s.demo,
      'tickets',
      Array.from({ length: 30 }, () => ({ booking: early, show: s.show, sector: s.sector, price: s.price })),
    );
    const taken = new Set([...s.mock.store.all('tickets')].map((ticket) => String(ticket.seat)));
    const free = seats.filter((pid) => !taken.has(pid));
    assert.equal(free.length, 10);
    const ticket = (booking: number, n: number) => ({
      booking,
      show: s.show,
      price: s.price,
      ...(n < 0 ? {} : { seat: seats[n]! }),
    });
    const bySector = (booking: number) => ({ booking, show: s.show, price: s.price, sector: s.sector });
    const tally = await burst(
      s.bookings.map((booking, i) => () => {
        const kind = i % 4;
        // Explicit seats pick among all 40, so some ask for seats taken long ago.
        if (kind === 0) return send(s, 'POST', '/tickets/', ticket(booking, (i * 7) % seats.length));
        if (kind === 1) return send(s, 'POST', '/tickets/', bySector(booking));
        if (kind === 2) return send(s, 'POST', '/tickets/', [bySector(booking), bySector(booking)]);
        return send(s, 'POST', '/tickets/', [ticket(booking, (i * 11) % seats.length), bySector(booking)]);
      }),
    );
    const refused = Object.entries(tally).filter(([key]) => key !== '201');
    for (const [key] of refused) assert.ok(['409 seat_taken', '409 sector_sold_out'].includes(key), key);
    assert.equal(refused.reduce((sum, [, n]) => sum + n, 0) + (tally['201'] ?? 0), REQUESTS);
    const holders = new Map<string, number>();
    for (const held of s.mock.store.all('tickets')) {
      assert.equal(typeof held.seat, 'string', 'every ticket holds a seat');
      holders.set(String(held.seat), (holders.get(String(held.seat)) ?? 0) + 1);
    }
    for (const [seat, count] of holders) assert.equal(count, 1, `seat ${seat} is sold once`);
    assert.equal(holders.size, 40, 'the single best-available requests fill the house');
    assert.equal(s.mock.store.count('tickets'), 40);
    const capacity = await capacityOf(s);
    assert.deepEqual(capacity.total, { total: 40, sold: 0, reserved: 40, available: 0 });
  });

  it(`grants exactly ${LIMIT} choices of a ticket option limitation to ${REQUESTS} parallel reservations`, async () => {
    const s = await open(1000);
    const group = s.make('ticketoptiongroups', {
      event: s.mock.store.get('shows', s.show)!.event,
      name: 'Shirt?',
    });
    const shirt = s.make('ticketoptions', { ticket_option_group: group, name: 'Ja' });
    const limitation = s.make('ticketoptionlimitations', {
      ticket_options: [shirt],
      limitation: LIMIT,
      scope: 'show',
    });
    const tally = await burst(
      s.bookings.map(
        (booking) => () =>
          send(s, 'POST', '/tickets/', {
            booking,
            show: s.show,
            sector: s.sector,
            price: s.price,
            ticket_options: [shirt],
          }),
      ),
    );
    assert.deepEqual(tally, { 201: LIMIT, '409 ticket_option_limit_reached': REQUESTS - LIMIT });
    const capacity = (await capacityOf(s)) as { ticket_options: { limitation: string; used: number }[] };
    assert.deepEqual(
      capacity.ticket_options.map((entry) => [entry.limitation, entry.used]),
      [[limitation, LIMIT]],
    );
  });

  it(`grants exactly ${LIMIT} items of an option limitation to ${REQUESTS} parallel booking edits`, async () => {
    const s = await open(1000);
    const event = s.mock.store.get('shows', s.show)!.event;
    const parking = s.make('options', { event, name: 'Parkplatz', limitation: LIMIT });
    const tally = await burst(
      s.bookings.map(
        (booking) => () =>
          send(s, 'PATCH', `/bookings/${booking}`, { options: [{ option: parking, quantity: 1 }] }),
      ),
    );
    assert.deepEqual(tally, { 204: LIMIT, '409 option_limit_reached': REQUESTS - LIMIT });
    const capacity = (await capacityOf(s)) as { options: unknown[] };
    assert.deepEqual(capacity.options, [{ option: parking, limitation: LIMIT, used: LIMIT, available: 0 }]);
  });
});
