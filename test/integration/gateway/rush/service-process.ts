/**
 * The ticketing service for the rush benchmark and the crash test: the mock (a fresh, empty
 * store, its clock following the wall clock) as an HTTP server of its own, with one theatre whose
 * stalls hold `RUSH_SEATS` places (and a balcony of 3), one show. Prints one JSON line with its
 * address and the pids the buyers need.
 *
 * Besides the API (under `/api`) it answers, for the benchmark only:
 * - `POST /__bench/count`: from now on, count what the service sees;
 * - `GET /__bench/stats`: person and booking creates, the most active buyers it ever had at once
 *   (a buyer is active from their person's creation until their booking is confirmed or deleted;
 *   buyers who leave without either count as active to the end: an upper bound), requests and
 *   CPU time;
 * - `GET /__bench/final`: the show's capacity (sold, held) and a recount of its tickets.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, createMock } from '../../../../mock-server/index';
import { toNodeHandler } from '../../../../src/gateway/node';
import { SHOW_STARTS, theatreAsync } from '../../../fixtures/theatre';

const BASE = 'http://service.internal/api';
const seats = Number(process.env.RUSH_SEATS ?? '200');
const mock = createMock({ seed: 'empty', clock: { start: Date.now(), follow: true } });
const app = createApp(mock, { basePath: '/api' });

const token = await app.fetch(
  new Request(`${BASE}/oauth/v2/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from('demo-client:demo-secret').toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=password&username=demo&password=demo',
  }),
);
const { access_token } = (await token.json()) as { access_token: string };
const backOffice = (method: string, path: string, body?: unknown) =>
  app.fetch(
    new Request(`${BASE}${path}`, {
      method,
      headers: { Authorization: `Bearer ${access_token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
const host = ((await (await backOffice('GET', '/hosts/')).json()) as { pid: string }[])[0]!.pid;
const theatre = await theatreAsync(
  host,
  async (resource, body) => {
    const response = await backOffice('POST', `/${resource}/`, body);
    return decodeURIComponent(new URL(response.headers.get('location')!).pathname.split('/').pop()!);
  },
  { parkett: { capacity: seats }, shows: [SHOW_STARTS[0]], questions: null, options: null },
);
const show = theatre.shows[0]!;

const stats = { counting: false, persons: 0, bookings: 0, requests: 0, active: 0, maxActive: 0 };
const cpuAtStart = process.cpuUsage();
/** The first requests counted (method, path and query), to tell what a quiet booking costs. */
const seen: string[] = [];

async function counted(request: Request): Promise<Response> {
  if (!stats.counting) return app.fetch(request);
  stats.requests += 1;
  const { pathname, search } = new URL(request.url);
  if (seen.length < 50) seen.push(`${request.method} ${pathname}${decodeURIComponent(search)}`);
  const kind = /\/(persons|bookings)\/$/.exec(pathname)?.[1];
  const confirming =
    request.method === 'PATCH' &&
    /\/bookings\/[^/]+$/.test(pathname) &&
    /"confirmation"\s*:\s*true/.test(await request.clone().text());
  const deleting = request.method === 'DELETE' && /\/bookings\/[^/]+$/.test(pathname);
  const response = await app.fetch(request);
  if (request.method === 'POST' && kind && response.status === 201) {
    if (kind === 'persons') {
      stats.persons += 1;
      stats.active += 1;
      stats.maxActive = Math.max(stats.maxActive, stats.active);
    } else stats.bookings += 1;
  }
  if ((confirming || deleting) && response.ok) stats.active -= 1;
  return response;
}

async function final() {
  const record = (await (await backOffice('GET', `/shows/${show}?properties[capacity]=1`)).json()) as {
    capacity: { total: { total: number; sold: number; reserved: number } };
  };
  const listed = await backOffice('GET', `/tickets/?filters[show]=${show}&maxResults=1`);
  return { ...record.capacity.total, recount: Number(listed.headers.get('x-count')) };
}

const handler = toNodeHandler((request) => counted(request));
const server = createServer((req, res) => {
  const json = (value: unknown) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(value));
  };
  if (req.url === '/__bench/count' && req.method === 'POST') {
    Object.assign(stats, { counting: true, persons: 0, bookings: 0, requests: 0, active: 0, maxActive: 0 });
    seen.length = 0;
    return json({ ok: true });
  }
  if (req.url === '/__bench/stats') {
    const cpu = process.cpuUsage(cpuAtStart);
    return json({ ...stats, cpuSeconds: (cpu.user + cpu.system) / 1e6, seen });
  }
  if (req.url === '/__bench/final') {
    void final().then(json);
    return;
  }
  void handler(req, res);
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(
    `${JSON.stringify({
      url: `http://127.0.0.1:${port}`,
      event: theatre.event,
      show,
      parkett: theatre.parkett,
      balkon: theatre.balkon,
      prices: theatre.prices,
    })}\n`,
  );
});
process.on('SIGTERM', () => {
  server.close();
  process.exit(0);
});
