/**
 * One rush: the mock in-process (a fresh store), gateway instances on the given stores, the
 * buyers and the scripted buyer, and what the service saw.
 */
import { createApp, createMock } from '../../../mock-server/index';
import {
  createGateway,
  type Gateway,
  type GatewayOptions,
  type GatewayStore,
} from '../../../src/gateway/index';
import { SHOW_STARTS, theatreAsync } from '../../fixtures/theatre';
import { mockGatewayOptions } from '../../fixtures/gateway-options';

const UPSTREAM = 'http://service.internal/api';
const GATEWAY = 'https://shop.example/tickets';
const PERSON = {
  firstname: 'Anna',
  lastname: 'Muster',
  email: 'anna@example.ch',
  locale: 'de',
  address: { address1: 'Bahnhofstrasse 1', zip: '3011', city: 'Bern', country: 'CH' },
};
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export interface RushOptions {
  name: string;
  buyers: number;
  instances: number;
  seats: number;
  arriveMs: number;
  opensInMs: number;
  stores: GatewayStore[];
  room: GatewayOptions['waitingRoom'] | null;
  dropInstance?: boolean;
}

export interface Rush {
  name: string;
  served: number;
  sold: number;
  held: number;
  capacity: number;
  oversold: number;
  recountOk: boolean;
  doubleBookings: number;
  creates: { persons: number; bookings: number };
  scripted: number;
  unfair: number | null;
  lostPlaces: number | null;
  pollMs: { p50: number; p99: number } | null;
  seconds: number;
}

/** The grant (admission number) of a pass, read from its payload. */
const grantOf = (pass: string) =>
  (JSON.parse(Buffer.from(pass.split('.')[1]!, 'base64url').toString()) as { g: number }).g;

export async function rush(options: RushOptions): Promise<Rush> {
  const mock = createMock({ seed: 'empty', clock: { start: Date.now(), follow: true } });
  const app = createApp(mock, { basePath: '/api' });
  const backOffice = await (async () => {
    const token = await app.fetch(
      new Request(`${UPSTREAM}/oauth/v2/token`, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from('demo-client:demo-secret').toString('base64')}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=password&username=demo&password=demo',
      }),
    );
    const { access_token } = (await token.json()) as { access_token: string };
    return (method: string, path: string, body?: unknown) =>
      app.fetch(
        new Request(`${UPSTREAM}${path}`, {
          method,
          headers: { Authorization: `Bearer ${access_token}`, 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
  })();
  const host = ((await (await backOffice('GET', '/hosts/')).json()) as { pid: string }[])[0]!.pid;
  const theatre = await theatreAsync(
    host,
    async (resource, body) => {
      const response = await backOffice('POST', `/${resource}/`, body);
      return decodeURIComponent(new URL(response.headers.get('location')!).pathname.split('/').pop()!);
    },
    { parkett: { capacity: options.seats }, shows: [SHOW_STARTS[0]], questions: null, options: null },
  );
  const show = theatre.shows[0]!;
  const event = theatre.event;
  const creates = { persons: 0, bookings: 0, counting: false };
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    const kind = /\/(persons|bookings)\/$/.exec(url.pathname)?.[1] as 'persons' | 'bookings' | undefined;
    if (creates.counting && request.method === 'POST' && kind) creates[kind] += 1;
    return app.fetch(request);
  };
  const start = Date.now() + 1500;
  const opensAt = start + options.opensInMs;
  const gatewayOptions = (store: GatewayStore): GatewayOptions =>
    mockGatewayOptions({
      baseUrl: UPSTREAM,
      fetch,
      events: { pids: [event] },
      basePath: '/tickets',
      store,
      limits: { perAddress: 1_000_000, perSession: 1_000_000 },
      ...(options.room ? { waitingRoom: { ...options.room, opensAt: { [event]: opensAt } } } : {}),
    });
  const instances: Gateway[] = options.stores.map((store) => createGateway(gatewayOptions(store)));
  const alive = instances.map(() => true);
  const pollTimes: number[] = [];

  const visit = async (
    i: number,
    method: string,
    path: string,
    address: string,
    session: string | null,
    body?: unknown,
    pass?: string | null,
  ) => {
    let index = i % instances.length;
    while (!alive[index]) index = (index + 1) % instances.length;
    const headers: Record<string, string> = {};
    if (session) headers['X-Session'] = session;
    if (pass) headers['X-Queue-Pass'] = pass;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const started = performance.now();
    const response = await instances[index]!(
      new Request(`${GATEWAY}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
      { clientAddress: address },
    );
    const text = await response.text();
    if (method === 'GET' && path.startsWith('/queue/')) pollTimes.push(performance.now() - started);
    let json: Record<string, unknown> = {};
    try {
      json = text ? JSON.parse(text) : {};
    } catch {
      // not JSON
    }
    return {
      status: response.status,
      json,
      session: response.headers.get('x-session'),
      location: response.headers.get('location'),
    };
  };
  const pid = (location: string | null) => decodeURIComponent(location!.split('/').pop()!);

  // Warm up every instance (sign-in, the list of events on sale): not counted.
  for (let i = 0; i < instances.length; i += 1) await visit(i, 'GET', `/events/${event}`, '192.0.2.1', null);
  interface Outcome {
    joinedAt: number | null;
    grant: number | null;
    tickets: number;
    bookings: number;
    lost: boolean;
  }
  const outcomes: Outcome[] = [];

  /** One buyer: straight in, or through the line when asked to. */
  async function buyer(
    i: number,
    address: string,
    wants: readonly number[],
    confirm: boolean,
    arriveAt: number,
    greedy = false,
  ): Promise<Outcome> {
    const outcome: Outcome = { joinedAt: null, grant: null, tickets: 0, bookings: 0, lost: false };
    await sleep(Math.max(0, arriveAt - Date.now()));
    let session: string | null = null;
    let person = await visit(i, 'POST', '/persons/', address, session, PERSON);
    if (person.status === 429 && person.json.code === 'queue_required') {
      // When the buyer asked for a place (the answer may come much later on a loaded machine).
      const askedAt = Date.now();
      const joined = await visit(i, 'POST', `/queue/${event}`, address, null);
      if (joined.status !== 200) return outcome;
      outcome.joinedAt = askedAt;
      session = joined.session;
      let view = joined.json;
      // A buyer told that every place is held (they may come back in 30 min) stops here.
      while ((view.state === 'waiting' || view.state === 'pre-queue') && view.all_held !== true) {
        const wait = Number(view.poll_after_ms);
        await sleep(wait * (0.8 + 0.4 * Math.random()));
        view = (await visit(i, 'GET', `/queue/${event}`, address, session)).json;
        // A place that went missing while waiting (the buyer kept asking): lost.
        if (view.state === 'absent') outcome.lost = true;
      }
      if (view.state !== 'admitted') return outcome;
      const pass = String(view.pass);
      outcome.grant = grantOf(pass);
      person = await visit(i, 'POST', '/persons/', address, session, PERSON, pass);
    }
    if (person.status !== 201) return outcome;
    session = person.session ?? session;
    const booking = await visit(i, 'POST', '/bookings/', address, session, {
      customer: pid(person.location),
    });
    if (booking.status !== 201) return outcome;
    outcome.bookings += 1;
    session = booking.session ?? session;
    const bookingPid = Number(pid(booking.location));
    sectors: for (const sector of [theatre.parkett, theatre.balkon]) {
      const price = sector === theatre.parkett ? theatre.prices.adult! : theatre.prices.balcony!;
      const item = { booking: bookingPid, show, price, sector };
      for (const want of wants) {
        for (;;) {
          const body = Array.from({ length: want }, () => item);
          const tickets = await visit(i, 'POST', '/tickets/', address, session, body);
          if (tickets.status !== 201) {
            if (tickets.json.code === 'sector_sold_out') continue sectors;
            break;
          }
          outcome.tickets += want;
          if (!greedy) break sectors;
        }
      }
      break;
    }
    if (outcome.tickets > 0 && confirm) {
      await visit(i, 'PATCH', `/bookings/${bookingPid}`, address, session, { confirmation: true });
    }
    return outcome;
  }

  /** The scripted buyer: one address, 6 loops, 10 tickets a booking, from 200 ms before the opening. */
  async function scripted(): Promise<number> {
    const address = '203.0.113.66';
    let bought = 0;
    const loop = async (k: number) => {
      // 200 ms before the opening (with the room), or before the first buyers (without).
      await sleep(Math.max(0, (options.room ? opensAt : start) - 200 - Date.now()));
      for (let round = 0; round < 30 && Date.now() < start + options.arriveMs + 20_000; round += 1) {
        // As many as it can get: 10 a request, then fewer, on the same booking, then another.
        const outcome = await buyer(100_000 + k, address, [10, 5, 2, 1], true, 0, true);
        bought += outcome.tickets;
        if (outcome.tickets === 0) await sleep(500);
      }
    };
    await Promise.all(Array.from({ length: 6 }, (_, k) => loop(k)));
    return bought;
  }

  creates.counting = true;
  const began = Date.now();
  const all: Promise<Outcome>[] = [];
  for (let i = 0; i < options.buyers; i += 1) {
    const address = `198.${18 + ((i >> 16) & 1)}.${(i >> 8) & 255}.${i & 255}`;
    const arriveAt = start + Math.random() * options.arriveMs;
    all.push(buyer(i, address, [1 + (i % 2)], i % 5 !== 0, arriveAt));
  }
  const script = scripted();
  if (options.dropInstance) {
    void (async () => {
      await sleep(Math.max(0, start + options.arriveMs / 2 - Date.now()));
      alive[instances.length - 1] = false;
    })();
  }
  outcomes.push(...(await Promise.all(all)));
  const scriptedTickets = await script;
  const seconds = (Date.now() - began) / 1000;
  creates.counting = false;

  const capacityOf = async () => {
    const record = (await (await backOffice('GET', `/shows/${show}?properties[capacity]=1`)).json()) as {
      capacity: { total: { total: number; sold: number; reserved: number } };
    };
    return record.capacity.total;
  };
  const capacity = await capacityOf();
  const listed = await backOffice('GET', `/tickets/?filters[show]=${show}&maxResults=1`);
  const recount = Number(listed.headers.get('x-count'));
  const served = outcomes.filter((o) => o.tickets > 0).length;
  let unfair: number | null = null;
  if (options.room) {
    const joined = outcomes.filter((o) => o.joinedAt !== null && o.joinedAt >= opensAt);
    unfair = joined.filter(
      (x) =>
        x.grant !== null &&
        joined.some(
          (y) => y.joinedAt! < x.joinedAt! - 1000 && (y.grant === null ? false : y.grant > x.grant!),
        ),
    ).length;
  }
  const sortedPolls = [...pollTimes].sort((a, b) => a - b);
  return {
    name: options.name,
    served,
    sold: capacity.sold,
    held: capacity.reserved,
    capacity: capacity.total,
    oversold: Math.max(0, capacity.sold + capacity.reserved - capacity.total),
    recountOk: recount === capacity.sold + capacity.reserved,
    doubleBookings: outcomes.filter((o) => o.bookings > 1).length,
    creates: { persons: creates.persons, bookings: creates.bookings },
    scripted: scriptedTickets,
    unfair,
    lostPlaces: options.room ? outcomes.filter((o) => o.lost).length : null,
    pollMs: options.room ? { p50: percentile(sortedPolls, 50), p99: percentile(sortedPolls, 99) } : null,
    seconds,
  };
}
