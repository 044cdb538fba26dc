/**
 * The Node adapter hands a gateway made by `createGateway` a view of the `IncomingMessage`
 * (node-request.ts) and writes its text answers itself; every other request takes the Fetch
 * path (`@hono/node-server`'s `Request` and `Response`). Both ways must answer alike: the same
 * requests are sent over HTTP to one gateway through the adapter both ways, and the status, every
 * header (as the client reads them: names and values, Set-Cookie one by one) and the body are
 * compared, request by request. Each answer is also seen to have come the way it should (a view
 * for the rush's requests, the Fetch path for a chunked body, TRACE, a body a middleware read).
 */
import assert from 'node:assert/strict';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { Gateway } from '../../../src/gateway/index';
import { toNodeHandler, type NodeHandler } from '../../../src/gateway/node';
import {
  RequestView,
  takesViews,
  viewHandlerOf,
  type ViewHandler,
} from '../../../src/gateway/visitor-request';
import { eventPath, showsPath } from '../../../src/booking/first-reads';
import { ANNA, setUpEvent, type Catalogue } from '../../node/gateway/fixtures';
import { EMBED_ORIGIN, SHOP_ORIGIN, Setup } from '../../node/gateway/harness';

interface Sent {
  method: string;
  path: string;
  /** A header given several values is sent once per value. */
  headers?: Record<string, string | string[]>;
  /** The body, sent with its length (or in chunks, with `chunked`). */
  body?: string;
  chunked?: boolean;
  /** A middleware reads the body before the gateway (as express.json() does). */
  readBefore?: boolean;
}

interface Seen {
  status: number;
  /** Every header as the client read it, lower-case names, sorted (a repeated header once per value). */
  headers: [string, string][];
  body: string;
}

function send(base: string, sent: Sent): Promise<Seen> {
  const url = new URL(`${base}${sent.path}`);
  // One Host for both servers, so that addresses the gateway makes (Location) are the same.
  const headers: Record<string, string | string[]> = { host: 'gateway.example:8443', ...sent.headers };
  if (sent.body !== undefined && !sent.chunked)
    headers['content-length'] = String(Buffer.byteLength(sent.body));
  if (sent.chunked) headers['transfer-encoding'] = 'chunked';
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: sent.method,
        headers,
        agent: false,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          const pairs: [string, string][] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            pairs.push([res.rawHeaders[i]!.toLowerCase(), res.rawHeaders[i + 1]!]);
          }
          pairs.sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
          resolve({ status: res.statusCode ?? 0, headers: pairs, body });
        });
      },
    );
    req.on('error', reject);
    if (sent.body !== undefined) {
      if (sent.chunked) for (const part of sent.body.match(/.{1,100}/gs) ?? []) req.write(part);
      else req.write(sent.body);
    }
    req.end();
  });
}

/** A server for `handler`; with `readBefore` requests, the body is read first, as body-parser does. */
async function listen(handler: NodeHandler): Promise<{ base: string; server: Server }> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.headers['x-read-before'] === undefined) return void handler(req, res);
    req.resume();
    req.on('end', () => {
      (req as { _body?: boolean })._body = true;
      void handler(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** The fields of an answer that name a new session or record: a fresh write's own. */
const fresh = (seen: Seen): Seen => {
  const scrub = (text: string) =>
    text
      .replace(/v1\.[\w-]+\.[\w-]+/g, '<token>')
      .replace(/[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}/gi, '<pid>')
      .replace(/"(position|ahead|waiting|estimated_wait_seconds|poll_after_ms)":\d+/g, '"$1":<n>');
  return {
    status: seen.status,
    headers: seen.headers.map(([name, value]) => [
      name,
      name === 'content-length' ? '<length>' : scrub(value),
    ]),
    body: scrub(seen.body),
  };
};

describe('gateway: the Node adapter answers a view of the request as it answers its Fetch Request', () => {
  const setup = new Setup();
  let catalogue: Catalogue;
  const servers: Server[] = [];
  /** How each request reached the gateway through the adapter's view-taking server. */
  const ways: ('view' | 'fetch')[] = [];
  let viaViews: string;
  let viaFetch: string;
  let plainViews: string;
  let plainFetch: string;
  let strictViews: string;
  let strictFetch: string;
  let openViews: string;
  let openFetch: string;
  let addresses = 0;
  const address = () => `198.51.100.${(addresses += 1)}`;

  /** Two servers for `gateway`: views (recorded, with two cookies added) and the Fetch path (the same cookies). */
  async function both(gateway: Gateway): Promise<[string, string]> {
    const serve = viewHandlerOf(gateway);
    assert.ok(serve, 'a gateway made by createGateway takes views');
    const cookies = (response: Response) => {
      response.headers.append('Set-Cookie', 'first=1; Path=/; HttpOnly');
      response.headers.append('Set-Cookie', 'second=2; Path=/tickets; Secure');
      return response;
    };
    const viewSide: ViewHandler = async (request, connection) => {
      ways.push(request instanceof RequestView ? 'view' : 'fetch');
      return cookies(await serve(request, connection));
    };
    const fetchSide: Gateway = async (request, connection) => cookies(await gateway(request, connection));
    const views = await listen(
      toNodeHandler(takesViews((request, connection) => viewSide(request, connection), viewSide)),
    );
    const fetchPath = await listen(toNodeHandler(fetchSide));
    servers.push(views.server, fetchPath.server);
    return [views.base, fetchPath.base];
  }

  before(async () => {
    catalogue = await setUpEvent(setup);
    const options = {
      events: { pids: [catalogue.event] },
      basePath: '/tickets',
      trustProxy: 1,
      limits: { bodyBytes: 2048, bodyTimeoutMs: 300, perAddress: 100_000, perSession: 100_000 },
      allowedOrigins: [SHOP_ORIGIN, EMBED_ORIGIN],
      // Open a minute ago, one active buyer at most: every join after the first waits in line.
      waitingRoom: { maxActive: 1, opensAt: { [catalogue.event]: setup.clock.now() - 60_000 } },
    };
    const gateway = setup.useGateway(options);
    [viaViews, viaFetch] = await both(gateway);
    const plain = await listen(toNodeHandler(gateway));
    const wrapped = await listen(toNodeHandler((request, connection) => gateway(request, connection)));
    servers.push(plain.server, wrapped.server);
    plainViews = plain.base;
    plainFetch = wrapped.base;
    // A second gateway whose budget per session is small, for the answer past it.
    [strictViews, strictFetch] = await both(
      setup.useGateway({ ...options, limits: { ...options.limits, perSession: 4 } }),
    );
    // And one without a waiting room, for the writes that create records.
    const { waitingRoom: _none, ...open } = options;
    [openViews, openFetch] = await both(setup.useGateway(open));
  });

  after(async () => {
    for (const server of servers) server.closeAllConnections();
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  /**
   * Sends `sent` both ways (views first) and asserts the answers alike; returns the view's answer.
   * `way`: how the request reaches the gateway through the view-taking server (null: the adapter
   * answers it itself).
   */
  async function alike(
    sent: Sent,
    way: 'view' | 'fetch' | null,
    bases: [string, string] = [viaViews, viaFetch],
  ) {
    const before = ways.length;
    const headers = { ...sent.headers, ...(sent.readBefore ? { 'x-read-before': '1' } : {}) };
    const viewed = await send(bases[0], { ...sent, headers });
    assert.deepEqual(
      ways.slice(before),
      way ? [way] : [],
      `${sent.method} ${sent.path}: reached the gateway as`,
    );
    const fetched = await send(bases[1], { ...sent, headers });
    assert.deepEqual(viewed, fetched, `${sent.method} ${sent.path}`);
    return viewed;
  }

  const tickets = (path: string) => `/tickets${path}`;
  const json = { 'content-type': 'application/json' };

  it('compares every header: a dropped one, a changed value or a missing cookie fails', () => {
    const seen: Seen = {
      status: 200,
      headers: [
        ['set-cookie', 'first=1'],
        ['set-cookie', 'second=2'],
        ['x-queueing', 'E'],
      ],
      body: '{}',
    };
    for (const headers of [
      seen.headers.slice(1),
      seen.headers.slice(0, 2),
      [...seen.headers.slice(0, 2), ['x-queueing', 'F']],
    ]) {
      assert.throws(() => assert.deepEqual({ ...seen, headers }, seen));
    }
  });

  it('answers catalogue reads alike, from the service and from the cache, with CORS for allowed, other and no origins', async () => {
    for (const path of [
      showsPath(catalogue.event),
      eventPath(catalogue.event),
      `/events/${catalogue.event}/`,
    ]) {
      for (const origin of [SHOP_ORIGIN, EMBED_ORIGIN, undefined]) {
        const headers = { 'x-forwarded-for': address(), ...(origin ? { origin } : {}) };
        const seen = await alike({ method: 'GET', path: tickets(path), headers }, 'view');
        assert.equal(seen.status, 200, seen.body);
        assert.equal(seen.headers.filter(([name]) => name === 'set-cookie').length, 2);
      }
    }
    const refused = await alike(
      {
        method: 'GET',
        path: tickets(eventPath(catalogue.event)),
        headers: { origin: 'https://elsewhere.example' },
      },
      'view',
    );
    assert.equal(refused.status, 403);
    // A header sent twice is read as one, its values in order (the address: the last proxy's).
    const twice = { 'x-forwarded-for': ['203.0.113.9', address()], origin: SHOP_ORIGIN };
    await alike({ method: 'GET', path: tickets(eventPath(catalogue.event)), headers: twice }, 'view');
    // Escaped and dotted paths, as a URL spells them.
    await alike({ method: 'GET', path: tickets(`/events/${catalogue.event}?properties%5B%5D=name`) }, 'view');
    await alike({ method: 'GET', path: tickets(`/shows/../events/${catalogue.event}`) }, 'view');
  });

  it('answers HEAD, preflights, unknown paths and methods alike', async () => {
    assert.equal(
      (await alike({ method: 'HEAD', path: tickets(eventPath(catalogue.event)) }, 'view')).status,
      200,
    );
    assert.equal(
      (await alike({ method: 'HEAD', path: tickets(showsPath(catalogue.event)) }, 'view')).status,
      200,
    );
    const preflight = {
      origin: SHOP_ORIGIN,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type, x-session',
    };
    assert.equal(
      (await alike({ method: 'OPTIONS', path: tickets('/persons/'), headers: preflight }, 'view')).status,
      204,
    );
    const elsewhere = { ...preflight, origin: 'https://elsewhere.example' };
    assert.equal(
      (await alike({ method: 'OPTIONS', path: tickets('/persons/'), headers: elsewhere }, 'view')).status,
      403,
    );
    assert.equal((await alike({ method: 'OPTIONS', path: tickets('/persons/') }, 'view')).status, 404);
    assert.equal((await alike({ method: 'GET', path: tickets('/nothing/here') }, 'view')).status, 404);
    assert.equal((await alike({ method: 'GET', path: '/elsewhere' }, 'view')).status, 404);
    assert.equal((await alike({ method: 'PUT', path: tickets('/persons/') }, 'view')).status, 404);
    assert.equal((await alike({ method: 'GET', path: tickets('/persons/') }, 'view')).status, 404);
    assert.equal((await alike({ method: 'TRACE', path: tickets('/events/') }, null)).status, 405);
  });

  it('answers queue joins and polls alike: with and without a session, a bad token, a repeat, a body', async () => {
    const queue = tickets(`/queue/${catalogue.event}`);
    // A first buyer is admitted; the next ones wait.
    await send(viaViews, {
      method: 'POST',
      path: queue,
      headers: { 'x-forwarded-for': address(), 'idempotency-key': crypto.randomUUID() },
    });
    const joins = await Promise.all(
      [viaViews, viaFetch].map((base) =>
        send(base, {
          method: 'POST',
          path: queue,
          headers: {
            'x-forwarded-for': address(),
            'idempotency-key': crypto.randomUUID(),
            origin: SHOP_ORIGIN,
          },
        }),
      ),
    );
    assert.equal(joins[0]!.status, 200, joins[0]!.body);
    // Two new buyers: their sessions and places differ, nothing else.
    assert.deepEqual(fresh(joins[0]!), fresh(joins[1]!));
    const session = joins[0]!.headers.find(([name]) => name === 'x-session')![1];
    const from = address();
    const key = crypto.randomUUID();
    const withSession = { 'x-session': session, 'x-forwarded-for': from, origin: SHOP_ORIGIN };
    const poll = await alike({ method: 'GET', path: queue, headers: withSession }, 'view');
    assert.equal(poll.status, 200, poll.body);
    assert.ok(poll.headers.some(([name, value]) => name === 'x-queueing' && value === catalogue.event));
    assert.equal((JSON.parse(poll.body) as { state: string }).state, 'waiting');
    // Joining again keeps the place; a repeated key replays (both ways, after a first).
    await send(viaViews, {
      method: 'POST',
      path: queue,
      headers: { ...withSession, 'idempotency-key': key },
    });
    await alike({ method: 'POST', path: queue, headers: { ...withSession, 'idempotency-key': key } }, 'view');
    assert.equal(
      (await alike({ method: 'GET', path: queue, headers: { 'x-forwarded-for': from } }, 'view')).status,
      404,
    );
    const bad = { 'x-session': 'v1.bad.token', 'x-forwarded-for': from };
    assert.equal((await alike({ method: 'GET', path: queue, headers: bad }, 'view')).status, 401);
    const badKey = { ...withSession, 'idempotency-key': 'no spaces allowed' };
    assert.equal((await alike({ method: 'POST', path: queue, headers: badKey }, 'view')).status, 400);
    const body = { method: 'POST', path: queue, headers: { ...withSession, ...json }, body: '{"a":1}' };
    assert.ok((await alike(body, 'view')).status >= 400);
    const unknown = tickets('/queue/0A0A0A0A-0000-4000-8000-000000000000');
    assert.equal((await alike({ method: 'GET', path: unknown, headers: withSession }, 'view')).status, 404);
  });

  it('answers a poll past the budget alike, with Retry-After', async () => {
    const queue = tickets(`/queue/${catalogue.event}`);
    const from = address();
    const joined = await send(strictViews, {
      method: 'POST',
      path: queue,
      headers: { 'x-forwarded-for': from },
    });
    const session = joined.headers.find(([name]) => name === 'x-session')![1];
    const headers = { 'x-session': session, 'x-forwarded-for': from };
    for (let i = 0; i < 10; i += 1) {
      if ((await send(strictViews, { method: 'GET', path: queue, headers })).status === 429) break;
    }
    const refused = await alike({ method: 'GET', path: queue, headers }, 'view', [strictViews, strictFetch]);
    assert.equal(refused.status, 429, refused.body);
    assert.ok(refused.headers.some(([name]) => name === 'retry-after'));
  });

  it('answers bodies alike: JSON, bad JSON, another type, too large, chunked, already read', async () => {
    const persons = tickets('/persons/');
    const person = (more: Partial<Sent> = {}): Sent => ({
      method: 'POST',
      path: persons,
      headers: { ...json, origin: SHOP_ORIGIN, 'x-forwarded-for': address() },
      body: JSON.stringify(ANNA),
      ...more,
    });
    const created = await Promise.all([openViews, openFetch].map((base) => send(base, person())));
    assert.equal(created[0]!.status, 201, created[0]!.body);
    assert.deepEqual(fresh(created[0]!), fresh(created[1]!));
    // Hosts: a default port, a port above 59999, an address written short (as they are), upper case (Fetch path).
    for (const [host, way] of [
      ['gateway.example:80', 'view'],
      ['gateway.example:61000', 'view'],
      ['127.1:8443', 'view'],
      ['Gateway.Example:8443', 'fetch'],
    ] as const) {
      const at = ways.length;
      const made = await Promise.all(
        [openViews, openFetch].map((base) =>
          send(base, person({ headers: { ...json, host, 'x-forwarded-for': address() } })),
        ),
      );
      assert.deepEqual(ways.slice(at), [way], host);
      assert.equal(made[0]!.status, 201, made[0]!.body);
      assert.deepEqual(fresh(made[0]!), fresh(made[1]!), host);
    }
    const badJson = await alike(person({ body: '{"firstname": ' }), 'view', [openViews, openFetch]);
    assert.equal((JSON.parse(badJson.body) as { code: string }).code, 'validation_failed');
    assert.equal(
      (await alike(person({ headers: { 'content-type': 'text/plain' } }), 'view', [openViews, openFetch]))
        .status,
      415,
    );
    const large = await alike(
      person({ body: JSON.stringify({ ...ANNA, lastname: 'x'.repeat(3000) }) }),
      'view',
    );
    assert.equal(large.status, 413);
    assert.ok(large.headers.some(([name, value]) => name === 'connection' && value === 'close'));
    const chunked = await alike(
      person({ body: JSON.stringify({ lastname: 'x'.repeat(3000) }), chunked: true }),
      'fetch',
    );
    assert.equal(chunked.status, 413);
    const read = await alike(person({ readBefore: true }), 'fetch', [openViews, openFetch]);
    assert.equal(read.status, 500);
    assert.equal((JSON.parse(read.body) as { code: string }).code, 'body_already_read');
    const emptyJoin = {
      method: 'POST',
      path: tickets(`/queue/${catalogue.event}`),
      headers: { 'x-forwarded-for': address(), 'content-length': '0', 'idempotency-key': 'k-1' },
    };
    const first = await send(viaViews, emptyJoin);
    assert.equal(first.status, 200, first.body);
    // The same key from the same address: both ways replay the first answer.
    await alike(emptyJoin, 'view');
  });

  it('answers as the adapter does for a gateway handed over as it is', async () => {
    const queue = tickets(`/queue/${catalogue.event}`);
    const from = address();
    const joined = await send(plainViews, {
      method: 'POST',
      path: queue,
      headers: { 'x-forwarded-for': from },
    });
    const headers = {
      'x-session': joined.headers.find(([name]) => name === 'x-session')![1],
      'x-forwarded-for': from,
    };
    for (const sent of [
      { method: 'GET', path: queue, headers },
      { method: 'GET', path: tickets(showsPath(catalogue.event)), headers: { origin: SHOP_ORIGIN } },
      { method: 'GET', path: tickets(eventPath(catalogue.event)) },
    ]) {
      const [viewed, fetched] = [await send(plainViews, sent), await send(plainFetch, sent)];
      assert.equal(viewed.status, 200, viewed.body);
      assert.deepEqual(viewed, fetched);
      assert.ok(!viewed.headers.some(([name]) => name === 'set-cookie'));
    }
  });
});
