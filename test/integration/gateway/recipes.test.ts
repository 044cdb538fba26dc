/**
 * The gateway's server recipes (docs/gateway/recipes.md), each mounted as written on the real
 * framework, listening on 127.0.0.1, and a whole booking made through it over HTTP (event,
 * person, booking, ticket, confirmation), plus HEAD on a record. The service behind the gateway
 * is the mock in-process.
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { serve, type ServerType } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import express from 'express';
import express4 from 'express4';
import Fastify from 'fastify';
import { Hono } from 'hono';
import { createApp, createMock } from '../../../mock-server/index';
import { DEMO_PIDS } from '../../../mock-server/seed/demo-pids';
import {
  createGateway,
  type Gateway,
  type GatewayErrorInfo,
  type GatewayOptions,
} from '../../../src/gateway/index';
import { toNodeHandler } from '../../../src/gateway/node';

const EVENT = DEMO_PIDS.theatre.event;

function gatewayOnMock(heard: GatewayErrorInfo[] = [], extra: Partial<GatewayOptions> = {}): Gateway {
  const mock = createMock({ seed: 'demo' });
  const app = createApp(mock, { basePath: '/api' });
  return createGateway({
    upstream: {
      baseUrl: 'http://tickets.internal/api',
      clientId: 'demo-client',
      clientSecret: 'demo-secret',
      username: 'demo',
      password: 'demo',
      fetch: async (request) => app.fetch(request),
    },
    events: { pids: [EVENT] },
    sessionSecret: 'a-session-secret-of-at-least-32-characters',
    basePath: '/api/tickets',
    onError: (_error, info) => heard.push(info),
    ...extra,
  });
}

interface Running {
  base: string;
  close(): Promise<void>;
}

async function listen(server: Server | ServerType): Promise<Running> {
  if (!server.listening) await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}/api/tickets`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}

const json = (body: unknown, session?: string) => ({
  headers: { 'Content-Type': 'application/json', ...(session ? { 'X-Session': session } : {}) },
  body: JSON.stringify(body),
});

/** A buyer's whole booking through the gateway at `base`, as the widget makes it. */
async function bookThrough(base: string): Promise<void> {
  const head = await fetch(`${base}/events/${EVENT}`, { method: 'HEAD' });
  assert.equal(head.status, 200, 'HEAD on a record');
  assert.equal(await head.text(), '');
  const event = await fetch(`${base}/events/${EVENT}?properties[prices]=1&properties[shows]=1`);
  assert.equal(event.status, 200, await event.clone().text());
  const { prices, shows } = (await event.json()) as {
    prices: { pid: string; price_category: string }[];
    shows: { pid: string; venue: string }[];
  };
  const show = shows.find((s) => s.pid === DEMO_PIDS.theatre.matinee)!;
  const sectors = (await (await fetch(`${base}/venues/${show.venue}/sectors/`)).json()) as {
    pid: string;
    price_category: string;
  }[];
  const price = prices.find((p) => sectors.some((s) => s.price_category === p.price_category))!;
  const sector = sectors.find((s) => s.price_category === price.price_category)!;

  const person = await fetch(`${base}/persons/`, {
    method: 'POST',
    ...json({
      firstname: 'Anna',
      lastname: 'Muster',
      email: 'anna.muster@example.ch',
      locale: 'de',
    }),
  });
  assert.equal(person.status, 201, await person.clone().text());
  const personPid = person.headers.get('location')!.split('/').pop()!;
  const booking = await fetch(`${base}/bookings/`, {
    method: 'POST',
    ...json({ customer: personPid }, person.headers.get('x-session')!),
  });
  assert.equal(booking.status, 201, await booking.clone().text());
  const session = booking.headers.get('x-session')!;
  const bookingPid = booking.headers.get('location')!.split('/').pop()!;
  const tickets = await fetch(`${base}/tickets/`, {
    method: 'POST',
    ...json({ booking: Number(bookingPid), show: show.pid, price: price.pid, sector: sector.pid }, session),
  });
  assert.equal(tickets.status, 201, await tickets.clone().text());
  const confirmed = await fetch(`${base}/bookings/${bookingPid}`, {
    method: 'PATCH',
    ...json({ confirmation: true }, session),
  });
  assert.equal(confirmed.status, 204, await confirmed.clone().text());
  const read = await fetch(`${base}/bookings/${bookingPid}`, { headers: { 'X-Session': session } });
  const record = (await read.json()) as { confirmation: boolean; delivery_method: string };
  assert.deepEqual([record.confirmation, record.delivery_method], [true, 'digital']);
}

describe('gateway recipes: a whole booking through each server', () => {
  it('Node http: createServer(toNodeHandler(gateway))', async () => {
    const server = createServer(toNodeHandler(gatewayOnMock())).listen(0, '127.0.0.1');
    const running = await listen(server);
    try {
      await bookThrough(running.base);
    } finally {
      await running.close();
    }
  });

  for (const [name, framework] of [
    ['Express 5', express],
    ['Express 4', express4 as unknown as typeof express],
  ] as const) {
    it(`${name}: app.use('/api/tickets', toNodeHandler(gateway)) before express.json()`, async () => {
      const app = framework();
      app.use('/api/tickets', toNodeHandler(gatewayOnMock()));
      app.use(express.json());
      app.post('/echo', (req, res) => void res.json(req.body));
      const running = await listen(app.listen(0, '127.0.0.1'));
      try {
        await bookThrough(running.base);
        const echo = await fetch(running.base.replace('/api/tickets', '/echo'), {
          method: 'POST',
          ...json({ own: 'route' }),
        });
        assert.deepEqual(await echo.json(), { own: 'route' }, "the site's own parsed routes still work");
      } finally {
        await running.close();
      }
    });

    it(`${name}: a body express.json() already read answers 500 body_already_read at once, told to onError`, async () => {
      const heard: GatewayErrorInfo[] = [];
      const app = framework();
      app.use(express.json());
      app.use('/api/tickets', toNodeHandler(gatewayOnMock(heard)));
      const running = await listen(app.listen(0, '127.0.0.1'));
      try {
        const started = Date.now();
        const reply = await fetch(`${running.base}/persons/`, { method: 'POST', ...json({ locale: 'de' }) });
        assert.equal(reply.status, 500);
        const problem = (await reply.json()) as { code: string; detail: string };
        assert.equal(problem.code, 'body_already_read');
        assert.match(problem.detail, /express\.json\(\)/);
        assert.ok(Date.now() - started < 2_000, 'answered at once, not after a timeout');
        assert.deepEqual(heard, [{ kind: 'body_already_read' }]);
        assert.equal((await fetch(`${running.base}/events/${EVENT}`)).status, 200, 'reads still work');
      } finally {
        await running.close();
      }
    });
  }

  it('Hono on @hono/node-server: app.all(…, (c) => gateway(c.req.raw, …))', async () => {
    const gateway = gatewayOnMock();
    const app = new Hono();
    app.all('/api/tickets/*', (c) => gateway(c.req.raw, { clientAddress: getConnInfo(c).remote.address }));
    const running = await listen(serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }));
    try {
      await bookThrough(running.base);
    } finally {
      await running.close();
    }
  });

  it('Fastify: a scope without body parsers, the raw request handed over', async () => {
    const handle = toNodeHandler(gatewayOnMock());
    const app = Fastify();
    await app.register(async (scope) => {
      // The gateway reads (and limits) the body itself.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
      scope.all('/api/tickets/*', async (request, reply) => {
        reply.hijack();
        await handle(request.raw, reply.raw);
      });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const running = await listen(app.server);
    try {
      await bookThrough(running.base);
    } finally {
      await app.close();
    }
  });

  describe('a Fetch platform (Workers, Deno, Bun): export default { fetch }', () => {
    let running: Running;
    before(async () => {
      const gateway = gatewayOnMock();
      const worker = {
        fetch: (request: Request) =>
          gateway(request, { clientAddress: request.headers.get('cf-connecting-ip') ?? undefined }),
      };
      // Node's http serving the Fetch handler, as such a platform would; Cloudflare's edge sets
      // CF-Connecting-IP to the visitor's address on every request.
      const edge = (request: Request) => {
        const headers = new Headers(request.headers);
        headers.set('cf-connecting-ip', '198.51.100.23');
        return worker.fetch(new Request(request, { headers, duplex: 'half' } as RequestInit));
      };
      running = await listen(serve({ fetch: edge, port: 0, hostname: '127.0.0.1' }));
    });
    after(() => running.close());

    it('books through the handler', async () => {
      await bookThrough(running.base);
    });
  });

  describe('a Next.js route handler on a platform that sets X-Real-IP', () => {
    let running: Running;
    before(async () => {
      const gateway = gatewayOnMock([], { trustProxy: { header: 'x-real-ip' } });
      // app/api/tickets/[...path]/route.ts
      const GET = (request: Request) => gateway(request);
      const route: Record<string, (request: Request) => Promise<Response>> = {
        GET,
        HEAD: GET,
        POST: GET,
        PATCH: GET,
        DELETE: GET,
        OPTIONS: GET,
      };
      const platform = (request: Request) => {
        const headers = new Headers(request.headers);
        headers.set('x-real-ip', '2001:db8:5:6::7');
        return route[request.method]!(new Request(request, { headers, duplex: 'half' } as RequestInit));
      };
      running = await listen(serve({ fetch: platform, port: 0, hostname: '127.0.0.1' }));
    });
    after(() => running.close());

    it('books through the handler', async () => {
      await bookThrough(running.base);
    });
  });
});
