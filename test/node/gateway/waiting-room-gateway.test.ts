import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import type { GatewayOptions } from '../../../src/gateway/index';
import { ANNA, pidOf, setUpEvent, type Catalogue } from './fixtures';
import { Setup, type Reply } from './harness';

interface View {
  state: string;
  position: number | null;
  ahead: number | null;
  pass: string | null;
  poll_after_ms: number | null;
}

const view = (reply: Reply) => reply.body as View;

describe('gateway: the waiting room', () => {
  let setup: Setup;
  let catalogue: Catalogue;

  async function open(waitingRoom: GatewayOptions['waitingRoom']) {
    setup = new Setup();
    catalogue = await setUpEvent(setup);
    setup.useGateway({ events: { pids: [catalogue.event] }, waitingRoom });
  }

  /** A person, a booking and `count` Parkett tickets for a session (with a pass for its first write). */
  async function buy(
    session: string | null,
    { pass = null as string | null, count = 1, address = '203.0.113.7' } = {},
  ) {
    const headers: Record<string, string> = {
      'x-test-address': address,
      ...(pass ? { 'X-Queue-Pass': pass } : {}),
    };
    const person = await setup.visit('POST', '/persons/', { body: ANNA, session, headers });
    if (person.status !== 201) return { refused: person };
    const booking = await setup.visit('POST', '/bookings/', {
      body: { customer: pidOf(person) },
      session: person.session,
      headers,
    });
    assert.equal(booking.status, 201, booking.text);
    const item = {
      booking: pidOf(booking),
      show: catalogue.shows[0],
      price: catalogue.adult,
      sector: catalogue.parkett,
    };
    const tickets = await setup.visit('POST', '/tickets/', {
      body: Array.from({ length: count }, () => item),
      session: booking.session,
      headers,
    });
    return { refused: null, tickets, session: booking.session!, booking: pidOf(booking) };
  }

  beforeEach(async () => {
    await open({ maxActive: 1 });
  });

  it('lets buyers straight in while the room is free, then asks the next to take a place in line', async () => {
    const first = await buy(null);
    assert.equal(first.tickets?.status, 201, first.tickets?.text);
    const second = await buy(null, { address: '198.51.100.2' });
    assert.equal(second.refused?.status, 429);
    assert.equal((second.refused?.body as { code: string }).code, 'queue_required');
    assert.ok(second.refused?.headers.get('retry-after'));
  });

  it('queues a buyer, moves them up as the one ahead confirms, and admits them with a pass that works once', async () => {
    const first = await buy(null);
    const joined = await setup.visit('POST', `/queue/${catalogue.event}`, {
      headers: { 'x-test-address': '198.51.100.2' },
    });
    assert.equal(joined.status, 200, joined.text);
    assert.ok(joined.session, 'a place in line comes with a session');
    assert.deepEqual([view(joined).state, view(joined).position, view(joined).ahead], ['waiting', 1, 0]);
    const confirm = await setup.visit('PATCH', `/bookings/${first.booking}`, {
      body: { confirmation: true },
      session: first.session,
    });
    assert.equal(confirm.status, 204, confirm.text);
    const admitted = await setup.visit('GET', `/queue/${catalogue.event}`, { session: joined.session });
    assert.equal(view(admitted).state, 'admitted');
    assert.match(view(admitted).pass!, /^q1\./);

    const stranger = await setup.visit('POST', '/persons/', {
      body: ANNA,
      headers: { 'X-Queue-Pass': view(admitted).pass!, 'x-test-address': '192.0.2.9' },
    });
    assert.equal(stranger.status, 403, 'a pass is not shareable');
    assert.equal((stranger.body as { code: string }).code, 'queue_pass_invalid');

    const second = await buy(joined.session, { pass: view(admitted).pass, address: '198.51.100.2' });
    assert.equal(second.tickets?.status, 201, second.tickets?.text);
    const after = await setup.visit('GET', `/queue/${catalogue.event}`, { session: joined.session });
    assert.equal(view(after).state, 'inside');
  });

  it('gives one place per address group, and refuses a forged pass', async () => {
    await buy(null);
    const a = await setup.visit('POST', `/queue/${catalogue.event}`, {
      headers: { 'x-test-address': '2001:db8:5::1' },
    });
    const b = await setup.visit('POST', `/queue/${catalogue.event}`, {
      headers: { 'x-test-address': '2001:db8:5::2' },
    });
    assert.equal(a.status, 200);
    assert.equal(b.status, 409);
    assert.equal((b.body as { code: string }).code, 'queue_place_taken');
    const forged = await setup.visit('POST', '/persons/', {
      body: ANNA,
      session: a.session,
      headers: { 'X-Queue-Pass': 'q1.eyJyIjoiWCJ9.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    });
    assert.equal(forged.status, 403);
  });

  it('caps the tickets one buyer and one address group may have of the sale, across bookings', async () => {
    await open({ maxActive: 10, ticketsPerBuyer: 3 });
    const first = await buy(null, { count: 3 });
    assert.equal(first.tickets?.status, 201, first.tickets?.text);
    const more = await setup.visit('POST', '/tickets/', {
      body: {
        booking: first.booking,
        show: catalogue.shows[0],
        price: catalogue.adult,
        sector: catalogue.parkett,
      },
      session: first.session,
    });
    assert.equal(more.status, 429, more.text);
    assert.equal((more.body as { code: string }).code, 'sale_limit_reached');
    const sameAddress = await buy(null, { count: 1 });
    assert.equal(sameAddress.tickets?.status, 429, 'another session from the same address');
    const elsewhere = await buy(null, { count: 1, address: '198.51.100.3' });
    assert.equal(elsewhere.tickets?.status, 201, elsewhere.tickets?.text);
  });

  it('holds back the sale until its opening, and costs the service no request more when no rush is on', async () => {
    await open({ maxActive: 10, opensAt: { [catalogue.event]: setup.clock.now() + 60_000 } });
    const early = await buy(null);
    assert.equal(early.refused?.status, 429, 'nothing is created before the opening');
    const calls = setup.calls.length;
    setup.clock.advance(60_000);
    const inTime = await buy(null);
    assert.equal(inTime.tickets?.status, 201, inTime.tickets?.text);
    const withRoom = setup.calls.length - calls;

    await open(undefined);
    await buy(null); // warms the token and the catalogue, as the first run did before `calls`
    const before = setup.calls.length;
    setup.clock.advance(60_000); // the catalogue is read again, as in the first run
    await buy(null, { address: '198.51.100.4' });
    assert.equal(
      withRoom,
      setup.calls.length - before,
      'the same requests to the service with and without the room',
    );
  });

  it(
    'answers a poll without waiting for the next read of the availability',
    { timeout: 10_000 },
    async () => {
      // The availability read (GET /shows/) can be held back: a poll must not wait for it once the
      // room knows an earlier answer (it is read once a second per instance, in the background).
      let release = () => {};
      let holding = false;
      const held = new Promise<void>((resolve) => (release = resolve));
      setup = new Setup();
      catalogue = await setUpEvent(setup);
      setup.useGateway({
        events: { pids: [catalogue.event] },
        waitingRoom: { maxActive: 1 },
        upstream: {
          fetch: async (request) => {
            if (holding && request.method === 'GET' && new URL(request.url).pathname.endsWith('/shows/')) {
              await held;
            }
            return setup.upstreamFetch(request);
          },
        },
      });
      await buy(null);
      const joined = await setup.visit('POST', `/queue/${catalogue.event}`, {
        headers: { 'x-test-address': '198.51.100.2' },
      });
      assert.equal(view(joined).state, 'waiting');
      setup.clock.advance(5_000);
      holding = true;
      try {
        const poll = await setup.visit('GET', `/queue/${catalogue.event}`, { session: joined.session });
        assert.deepEqual([poll.status, view(poll).state, view(poll).position], [200, 'waiting', 1]);
      } finally {
        release();
      }
    },
  );

  it('lets no more buyers create records at once than maxActive while the room is free', async () => {
    await open({ maxActive: 2 });
    const creates = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        setup.visit('POST', '/persons/', {
          body: ANNA,
          headers: { 'x-test-address': `198.51.100.${10 + i}` },
        }),
      ),
    );
    const statuses = creates.map((reply) => reply.status).sort();
    assert.deepEqual(statuses, [201, 201, 429, 429, 429, 429]);
    // Those let in go on with the session their create issued.
    const inside = creates.find((reply) => reply.status === 201)!;
    const booking = await setup.visit('POST', '/bookings/', {
      body: { customer: pidOf(inside) },
      session: inside.session,
    });
    assert.equal(booking.status, 201, booking.text);
  });

  it('gives the entry back when the create it let through fails', async () => {
    let refuse = true;
    setup = new Setup();
    catalogue = await setUpEvent(setup);
    setup.useGateway({
      events: { pids: [catalogue.event] },
      waitingRoom: { maxActive: 1 },
      upstream: {
        fetch: async (request) => {
          if (refuse && request.method === 'POST' && new URL(request.url).pathname.endsWith('/persons/')) {
            refuse = false;
            return Response.json({ code: 'unavailable', message: 'Try again.' }, { status: 503 });
          }
          return setup.upstreamFetch(request);
        },
      },
    });
    const failed = await setup.visit('POST', '/persons/', {
      body: ANNA,
      headers: { 'x-test-address': '198.51.100.20' },
    });
    assert.ok(failed.status >= 500, failed.text);
    const next = await setup.visit('POST', '/persons/', {
      body: ANNA,
      headers: { 'x-test-address': '198.51.100.21' },
    });
    assert.equal(next.status, 201, next.text);
  });

  it('gives a deleted ticket back to the per-event cap at once', async () => {
    await open({ maxActive: 10, ticketsPerBuyer: 3 });
    const first = await buy(null, { count: 3 });
    assert.equal(first.tickets?.status, 201, first.tickets?.text);
    const tickets = (await (await setup.backOffice('GET', `/bookings/${first.booking}/tickets/`)).json()) as {
      pid: string;
    }[];
    const deleted = await setup.visit('DELETE', `/tickets/${tickets[0]!.pid}`, { session: first.session });
    assert.equal(deleted.status, 204, deleted.text);
    const again = await setup.visit('POST', '/tickets/', {
      body: {
        booking: first.booking,
        show: catalogue.shows[0],
        price: catalogue.adult,
        sector: catalogue.parkett,
      },
      session: first.session,
    });
    assert.equal(again.status, 201, again.text);
  });

  it("counts tickets moved into a queued sale's show against its per-event cap", async () => {
    setup = new Setup();
    catalogue = await setUpEvent(setup);
    const other = await setUpEvent(setup, undefined, 'Carmen');
    setup.useGateway({
      events: { pids: [catalogue.event, other.event] },
      waitingRoom: { events: [catalogue.event], maxActive: 10, ticketsPerBuyer: 2 },
    });
    const first = await buy(null, { count: 2 });
    assert.equal(first.tickets?.status, 201, first.tickets?.text);
    const elsewhere = await setup.visit('POST', '/tickets/', {
      body: { booking: first.booking, show: other.shows[0], price: other.adult, sector: other.parkett },
      session: first.session,
    });
    assert.equal(elsewhere.status, 201, elsewhere.text);
    const tickets = (await (await setup.backOffice('GET', `/bookings/${first.booking}/tickets/`)).json()) as {
      pid: string;
      show: string | { pid: string };
    }[];
    const outside = tickets.find((ticket) => JSON.stringify(ticket.show).includes(other.shows[0]!))!;
    const moved = await setup.visit('PATCH', `/tickets/${outside.pid}`, {
      body: { show: catalogue.shows[0], price: catalogue.adult, sector: catalogue.parkett },
      session: first.session,
    });
    assert.equal(moved.status, 429, moved.text);
    assert.equal((moved.body as { code: string }).code, 'sale_limit_reached');
  });

  it('groups addresses for its line and its cap as the gateway does (addressGroups.ipv6Prefix)', async () => {
    setup = new Setup();
    catalogue = await setUpEvent(setup);
    setup.useGateway({
      events: { pids: [catalogue.event] },
      addressGroups: { ipv6Prefix: 48 },
      waitingRoom: { maxActive: 1 },
    });
    await buy(null);
    const a = await setup.visit('POST', `/queue/${catalogue.event}`, {
      headers: { 'x-test-address': '2001:db8:7:1::1' },
    });
    const b = await setup.visit('POST', `/queue/${catalogue.event}`, {
      headers: { 'x-test-address': '2001:db8:7:2::1' },
    });
    assert.equal(a.status, 200, a.text);
    assert.equal(b.status, 409, 'another /64 of the same /48 is the same group');
  });

  it("counts queue joins and polls in the room's own budgets: a flood from one address or one session is refused, the buyer's other requests keep theirs", async () => {
    setup = new Setup();
    catalogue = await setUpEvent(setup);
    setup.useGateway({
      events: { pids: [catalogue.event] },
      waitingRoom: { maxActive: 1 },
      limits: { perAddress: 7, perSession: 3, windowMs: 60_000 },
    });
    await buy(null);
    const from = (address: string) => ({ headers: { 'x-test-address': address } });
    const joined = await setup.visit('POST', `/queue/${catalogue.event}`, from('198.51.100.2'));
    assert.equal(joined.status, 200, joined.text);
    const poll = (session: string | null | undefined, address: string) =>
      setup.visit('GET', `/queue/${catalogue.event}`, { session, ...from(address) });
    for (let k = 0; k < 3; k += 1) assert.equal((await poll(joined.session, '198.51.100.2')).status, 200);
    const flood = await poll(joined.session, '198.51.100.2');
    assert.equal(flood.status, 429);
    assert.equal((flood.body as { code: string }).code, 'rate_limited');
    assert.match((flood.body as { detail: string }).detail, /in this session/);
    assert.equal(flood.headers.get('retry-after'), '60');
    // The polls spent the room's budget, not the one of the buyer's other requests.
    const again = await setup.visit('GET', `/events/${catalogue.event}`, {
      session: joined.session,
      ...from('198.51.100.2'),
    });
    assert.equal(again.status, 200, again.text);
    // A join of the session is a request to the line as well: refused past the session's budget.
    const rejoin = await setup.visit('POST', `/queue/${catalogue.event}`, {
      session: joined.session,
      ...from('198.51.100.2'),
    });
    assert.equal(rejoin.status, 429, rejoin.text);
    assert.match((rejoin.body as { detail: string }).detail, /in this session/);
    // Another session polling from the same address: the address's budget (7, after the first
    // join, four polls and the refused join) runs out.
    const other = await setup.visit('POST', `/queue/${catalogue.event}`, from('198.51.100.3'));
    assert.equal((await poll(other.session, '198.51.100.2')).status, 200);
    const byAddress = await poll(other.session, '198.51.100.2');
    assert.equal(byAddress.status, 429);
    assert.match((byAddress.body as { detail: string }).detail, /from this address/);
    // A new window counts afresh.
    setup.clock.advance(60_000);
    assert.equal((await poll(joined.session, '198.51.100.2')).status, 200);
  });

  it('answers 404 for the line of an event without a room or not on sale', async () => {
    const other = await setup.visit('POST', '/queue/3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C');
    assert.equal(other.status, 404);
    const poll = await setup.visit('GET', `/queue/${catalogue.event}`);
    assert.equal(poll.status, 404, 'polling needs the session of a place');
  });
});
