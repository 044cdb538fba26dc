/**
 * The gateway against a hostile visitor: each attack found on the open gateway, one test each,
 * as an attacker tried it: over real HTTP, a visitor's `fetch` against the gateway's Node server
 * in front of the mock's HTTP server (except where the finding is about the in-process mock),
 * asserting the attack is stopped. Only the package's public entry points are used, so the file
 * also runs against older code: each of these tests fails on the gateway as it was before the
 * caps (commit a27f4d8). The caps at their limits, idempotency and the proxy settings have
 * suites of their own (caps.test.ts, idempotency.test.ts, lost-answers.test.ts, proxy.test.ts,
 * operations.test.ts).
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { afterEach, before, beforeEach, describe, it } from 'node:test';
import { createGateway, memoryStore, type GatewayOptions } from '../../../src/gateway/index';
import { toNodeHandler } from '../../../src/gateway/node';
import { ANNA, setUpEvent, type Catalogue } from '../../node/gateway/fixtures';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  PASSWORD,
  SESSION_SECRET,
  SHOP_ORIGIN,
  Setup,
  USERNAME,
} from '../../node/gateway/harness';

interface Answer {
  status: number;
  headers: Headers;
  body: { code?: string } & Record<string, unknown>;
  session: string | null;
  pid: string | null;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

async function listen(handler: Handler): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => void handler(req, res));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, base: `http://127.0.0.1:${(server.address() as { port: number }).port}` };
}

/**
 * The mock app over HTTP; `delay` may hold an answer back after the mock has carried it out:
 * for some milliseconds, or (`'until-given-up'`) until the client closes the connection, never
 * answering it.
 */
function serveApp(setup: Setup, delay: (req: IncomingMessage) => number | 'until-given-up'): Handler {
  return async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === 'string') headers.set(name, value);
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const response = await setup.app.fetch(
      new Request(`http://${req.headers.host}${req.url}`, {
        method: req.method,
        headers,
        body: hasBody ? Buffer.concat(chunks) : undefined,
      }),
    );
    const body = Buffer.from(await response.arrayBuffer());
    const wait = delay(req);
    if (wait === 'until-given-up') {
      if (!res.closed) await once(res, 'close');
      return;
    }
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(body);
  };
}

describe('gateway security: each attack found, over HTTP', () => {
  let setup: Setup;
  let catalogue: Catalogue;
  let upstream: { server: Server; base: string };
  let gateway: { server: Server; base: string } | undefined;
  /** Whether the next POST of tickets lands but its answer never reaches the gateway. */
  let loseTicketPostAnswer = false;
  const servers: Server[] = [];

  beforeEach(async () => {
    setup = new Setup();
    catalogue = await setUpEvent(setup);
    loseTicketPostAnswer = false;
    upstream = await listen(
      serveApp(setup, (req) => {
        if (req.method !== 'POST' || !req.url?.startsWith('/api/tickets') || !loseTicketPostAnswer) return 0;
        // Only the first POST of tickets: carried out, its answer held until the gateway gives up.
        loseTicketPostAnswer = false;
        return 'until-given-up';
      }),
    );
    servers.push(upstream.server);
  });

  afterEach(async () => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    gateway = undefined;
  });

  async function startGateway(options: Partial<GatewayOptions> = {}, upstreamOptions = {}) {
    const handler = toNodeHandler(
      createGateway({
        sessionSecret: SESSION_SECRET,
        allowedOrigins: [SHOP_ORIGIN],
        basePath: '/tickets',
        events: { pids: [catalogue.event] },
        // The mock's clock: holds and open bookings are judged by the service's time.
        now: setup.clock.now,
        ...options,
        upstream: {
          baseUrl: `${upstream.base}/api`,
          clientId: CLIENT_ID,
          clientSecret: CLIENT_SECRET,
          username: USERNAME,
          password: PASSWORD,
          ...upstreamOptions,
        },
      }),
    );
    gateway = await listen(handler);
    servers.push(gateway.server);
    return gateway;
  }

  async function visit(
    method: string,
    path: string,
    options: { body?: unknown; session?: string | null; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const headers = new Headers(options.headers);
    headers.set('Origin', SHOP_ORIGIN);
    if (options.session) headers.set('X-Session', options.session);
    if (options.body !== undefined) headers.set('Content-Type', 'application/json');
    const response = await fetch(`${gateway!.base}/tickets${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    let body: Answer['body'];
    try {
      body = text ? (JSON.parse(text) as Answer['body']) : {};
    } catch {
      body = {};
    }
    const location = response.headers.get('location');
    return {
      status: response.status,
      headers: response.headers,
      body,
      session: response.headers.get('x-session'),
      pid: location ? decodeURIComponent(new URL(location).pathname.split('/').pop()!) : null,
    };
  }

  /** A visitor's person and booking in a new session (with a token for a human check, if given). */
  async function newVisitor(headers: Record<string, string> = {}) {
    const person = await visit('POST', '/persons/', { body: ANNA, headers });
    assert.equal(person.status, 201, JSON.stringify(person.body));
    const booking = await visit('POST', '/bookings/', {
      body: { customer: person.pid },
      session: person.session,
      headers,
    });
    assert.equal(booking.status, 201, JSON.stringify(booking.body));
    return { person: person.pid!, booking: booking.pid!, session: booking.session! };
  }

  const tickets = (booking: string, count: number, show = catalogue.shows[0]) =>
    Array.from({ length: count }, () => ({
      booking,
      show,
      price: catalogue.adult,
      sector: catalogue.parkett,
    }));

  const reserve = (visitor: { booking: string; session: string }, count: number, show = catalogue.shows[0]) =>
    visit('POST', '/tickets/', { session: visitor.session, body: tickets(visitor.booking, count, show) });

  /** Confirms; the visitor keeps the token the confirmation issues, as the widget does. */
  const confirm = async (
    visitor: { booking: string; session: string },
    headers: Record<string, string> = {},
  ) => {
    const reply = await visit('PATCH', `/bookings/${visitor.booking}`, {
      session: visitor.session,
      body: { confirmation: true },
      headers,
    });
    if (reply.session) visitor.session = reply.session;
    return reply;
  };

  async function heldAtService(filter: string): Promise<number> {
    const response = await setup.backOffice('GET', `/tickets/?${filter}`);
    return ((await response.json()) as unknown[]).length;
  }

  it('denial of inventory on one show: one session holds at most one booking of 10 tickets', async () => {
    await startGateway();
    const visitor = await newVisitor();
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push(await reserve(visitor, 10));
    assert.equal(answers[0]!.status, 201);
    assert.ok(answers.slice(1).every((a) => a.status === 409 && a.body.code === 'ticket_limit_reached'));
    const second = await visit('POST', '/bookings/', {
      body: { customer: visitor.person },
      session: visitor.session,
    });
    assert.equal(second.status, 409, 'a second open booking in the session');
    assert.equal(second.body.code, 'booking_open');
    assert.equal(await heldAtService(`filters[show]=${catalogue.shows[0]}`), 10);
  });

  it('denial of inventory across shows: one address holds at most 30 tickets, whatever the sessions', async () => {
    await startGateway();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const visitor = await newVisitor();
      const answer = await reserve(visitor, 10, catalogue.shows[i % 2]);
      statuses.push(answer.status);
      if (answer.status !== 201) {
        assert.equal(answer.body.code, 'hold_limit_reached');
        assert.ok(Number(answer.headers.get('retry-after')) > 0);
      }
    }
    assert.deepEqual(statuses, [201, 201, 201, 429, 429, 429]);
    const held = await Promise.all(catalogue.shows.map((show) => heldAtService(`filters[show]=${show}`)));
    assert.equal(held[0]! + held[1]!, 30);
  });

  it('confirming with a fake buyer: no confirmation without a human check, and few per address', async () => {
    await startGateway({
      verifyVisitor: ({ token }) => token === 'solved-by-a-human',
      caps: { confirmationsPerAddress: 2 },
    });
    const human = { 'X-Visitor-Token': 'solved-by-a-human' };
    const script = await newVisitor(human);
    assert.equal((await reserve(script, 2)).status, 201);
    const unverified = await confirm(script);
    assert.equal(unverified.status, 403, 'the reservation passed the check, the confirmation must too');
    assert.equal(unverified.body.code, 'visitor_unverified');
    const statuses = [(await confirm(script, human)).status];
    for (let i = 0; i < 2; i += 1) {
      const next = await newVisitor(human);
      assert.equal((await reserve(next, 1)).status, 201);
      const answer = await confirm(next, human);
      statuses.push(answer.status);
      if (answer.status === 429) assert.equal(answer.body.code, 'confirmation_limit_reached');
    }
    assert.deepEqual(statuses, [204, 204, 429]);
  });

  it('e-mail abuse after confirmation: the customer stays, and the e-mail goes at most 3 times', async () => {
    await startGateway();
    const visitor = await newVisitor();
    assert.equal((await reserve(visitor, 1)).status, 201);
    assert.equal((await confirm(visitor)).status, 204);
    const redirect = await visit('PATCH', `/persons/${visitor.person}`, {
      session: visitor.session,
      body: { email: 'victim@example.org', firstname: 'Click here: https://spam.example' },
    });
    assert.equal(redirect.status, 409);
    assert.equal(redirect.body.code, 'booking_settled');
    const sends = [];
    for (let i = 0; i < 6; i += 1) {
      sends.push(
        await visit('POST', '/email/send', {
          session: visitor.session,
          body: { booking: Number(visitor.booking), type: 'confirmation' },
        }),
      );
    }
    assert.ok(sends.some((s) => s.status === 429 && s.body.code === 'email_limit_reached'));
    const mails = setup.mock.outbox.list();
    assert.ok(mails.length <= 3, `${mails.length} mails`);
    assert.ok(mails.every((mail) => JSON.stringify(mail).includes(ANNA.email)));
    assert.ok(!JSON.stringify(mails).includes('victim@example.org'));
  });

  it('deleting sold tickets: a confirmed booking keeps its tickets', async () => {
    await startGateway();
    const visitor = await newVisitor();
    const reserved = await reserve(visitor, 1);
    assert.equal((await confirm(visitor)).status, 204);
    const listed = await setup.backOffice('GET', `/tickets/?filters[booking]=${visitor.booking}`);
    const [ticket] = (await listed.json()) as { pid: string }[];
    assert.ok(reserved.status === 201 && ticket);
    const deleted = await visit('DELETE', `/tickets/${ticket.pid}`, { session: visitor.session });
    assert.equal(deleted.status, 409);
    assert.equal(deleted.body.code, 'booking_settled');
    assert.equal(await heldAtService(`filters[booking]=${visitor.booking}`), 1);
  });

  it('extras of another event, and extras without tickets, are refused', async () => {
    await startGateway();
    const other = await setUpEvent(setup, USERNAME, 'Another event');
    const visitor = await newVisitor();
    const without = await visit('PATCH', `/bookings/${visitor.booking}`, {
      session: visitor.session,
      body: { options: [{ option: catalogue.option, quantity: 1 }] },
    });
    assert.equal(without.status, 409, 'an extra on a booking without tickets');
    assert.equal((await reserve(visitor, 1)).status, 201);
    const foreign = await visit('PATCH', `/bookings/${visitor.booking}`, {
      session: visitor.session,
      body: { options: [{ option: other.option, quantity: 1 }] },
    });
    assert.equal(foreign.status, 409, "an extra of another event's");
    const booking = (await (await setup.backOffice('GET', `/bookings/${visitor.booking}`)).json()) as {
      options?: unknown[];
    };
    assert.deepEqual(booking.options ?? [], []);
  });

  it('lock-out behind a proxy: a flood from one visitor leaves the others their budget', async () => {
    await startGateway({ limits: { perAddress: 5 }, trustProxy: 1 });
    const from = (address: string) => ({ 'X-Forwarded-For': address });
    const flood = [];
    for (let i = 0; i < 8; i += 1)
      flood.push(
        (await visit('GET', `/events/${catalogue.event}`, { headers: from('198.51.100.66') })).status,
      );
    assert.equal(flood.at(-1), 429, 'the flooding visitor is limited');
    const other = await visit('GET', `/events/${catalogue.event}`, { headers: from('203.0.113.9') });
    assert.equal(other.status, 200, 'another visitor behind the same proxy is not');
  });

  it('double booking after a timeout: a retry of a POST that landed late holds 2 tickets, not 4', async () => {
    // The timeout is what the test waits for once, not a race: every other request of the test
    // has the whole of it, and the reservation's answer is held until the gateway has given up
    // (it closes the connection at its timeout), whatever the machine's load.
    await startGateway({}, { timeoutMs: 2_000 });
    const visitor = await newVisitor();
    loseTicketPostAnswer = true;
    const key = { 'Idempotency-Key': 'reserve-two-1' };
    const first = await visit('POST', '/tickets/', {
      session: visitor.session,
      body: tickets(visitor.booking, 2),
      headers: key,
    });
    assert.equal(first.status, 504, 'the answer did not come in time');
    const retry = await visit('POST', '/tickets/', {
      session: visitor.session,
      body: tickets(visitor.booking, 2),
      headers: key,
    });
    assert.equal(retry.status, 201);
    assert.equal(await heldAtService(`filters[booking]=${visitor.booking}`), 2);
  });

  it('onError hears a refused login and an unreachable service', async () => {
    const kinds: unknown[] = [];
    const onError = (_error: unknown, info?: { kind?: string }) => kinds.push(info?.kind);
    await startGateway({ onError }, { clientSecret: 'wrong-secret' });
    assert.equal((await visit('GET', `/events/${catalogue.event}`)).status, 502);
    const closed = await listen(() => undefined);
    const address = closed.base;
    closed.server.close();
    await startGateway({ onError }, { baseUrl: `${address}/api` });
    assert.equal((await visit('GET', `/events/${catalogue.event}`)).status, 502);
    assert.deepEqual(kinds, ['upstream_auth_failed', 'upstream_unavailable']);
  });

  it('the upstream timeout holds in front of the in-process mock', async () => {
    const stuck = (request: Request) =>
      new URL(request.url).pathname.includes('/events')
        ? new Promise<Response>(() => undefined)
        : setup.app.fetch(request);
    await startGateway({}, { baseUrl: 'http://upstream.internal/api', fetch: stuck, timeoutMs: 200 });
    const answer = await Promise.race([
      visit('GET', `/events/${catalogue.event}`),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 3_000)),
    ]);
    assert.ok(answer, 'an answer within 3 s');
    assert.equal(answer.status, 504);
  });

  it('a half-sent body gets 408 and its connection closed', async () => {
    await startGateway({ limits: { bodyTimeoutMs: 200 } });
    const socket = connect(Number(new URL(gateway!.base).port), '127.0.0.1');
    await once(socket, 'connect');
    socket.write(
      'POST /tickets/persons/ HTTP/1.1\r\nHost: shop.example\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"firstname":',
    );
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const closed = await Promise.race([
      once(socket, 'close').then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3_000)),
    ]);
    socket.destroy();
    assert.ok(closed, 'the connection is closed within 3 s');
    assert.match(received, /^HTTP\/1\.1 408/);
  });
});

describe('gateway security: a script without the human check', () => {
  const setup = new Setup();
  let catalogue: Catalogue;

  before(async () => {
    catalogue = await setUpEvent(setup);
    setup.useGateway({
      events: { pids: [catalogue.event] },
      store: memoryStore({ now: setup.clock.now }),
      verifyVisitor: ({ token }) => token === 'solved-by-a-human',
    });
  });

  it('holds no seat: every write of a fresh session is refused before it reaches the service', async () => {
    const before = setup.calls.length;
    for (let i = 0; i < 10; i += 1) {
      const token: Record<string, string> = i % 2 === 0 ? {} : { 'X-Visitor-Token': `guess-${i}` };
      const reply = await setup.visit('POST', '/persons/', { body: ANNA, headers: token });
      assert.equal(reply.status, 403, reply.text);
      assert.equal((reply.body as { code: string }).code, 'visitor_unverified');
      assert.equal(reply.session, null);
    }
    const forged = await setup.visit('POST', '/tickets/', {
      session: 'v1.e30.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      body: { booking: '123456789012', show: catalogue.shows[0], price: catalogue.adult },
    });
    assert.equal(forged.status, 401, 'a forged session is refused before the human check');
    assert.equal(setup.calls.length, before, 'nothing reached the service');
  });
});
