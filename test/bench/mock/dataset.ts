/**
 * The benchmark's data set, created through the mock's API (array POSTs, so that every record
 * passes the same validation and rules as a client's), and read back for json-server, so both
 * servers hold the same records.
 *
 * Tickets are not spread evenly: a booking buys four tickets for one show, and the first
 * bookings go to a few busy shows (`busyShows`) so that the paged list scenario reads a full
 * second page of 20 tickets. The other bookings are spread over every show.
 */
import { MAX_BATCH_ITEMS } from '../../../mock-server/schemas';

export interface DatasetSize {
  events: number;
  showsPerEvent: number;
  persons: number;
  ticketsPerBooking: number;
  busyShows: number;
  ticketsPerBusyShow: number;
}

/** About 200 events, 2,000 shows, 5,000 persons and bookings, 20,000 tickets. */
export const FULL_SIZE: DatasetSize = {
  events: 200,
  showsPerEvent: 10,
  persons: 5_000,
  ticketsPerBooking: 4,
  busyShows: 50,
  ticketsPerBusyShow: 100,
};

/** A tenth of the full set, for a quick check of the harness (`--quick`). */
export const QUICK_SIZE: DatasetSize = {
  events: 20,
  showsPerEvent: 10,
  persons: 500,
  ticketsPerBooking: 4,
  busyShows: 10,
  ticketsPerBusyShow: 48,
};

/** The records' collections, in creation order; json-server gets one array per collection. */
export const COLLECTIONS = [
  'venues',
  'sectors',
  'events',
  'shows',
  'prices',
  'persons',
  'bookings',
  'tickets',
] as const;
export type Collection = (typeof COLLECTIONS)[number];

export type Pid = string | number;
export type ApiRecord = { pid: Pid } & Record<string, unknown>;

/** One request to the mock: method, path below its base, JSON body; answers the Response. */
export type Send = (
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<Response>;

export interface Credentials {
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
}

export const DEMO_CREDENTIALS: Credentials = {
  clientId: 'demo-client',
  clientSecret: 'demo-secret',
  username: 'demo',
  password: 'demo',
};

export interface LoadedDataset {
  token: string;
  counts: Record<Collection, number>;
  /** pids of every event. */
  events: Pid[];
  /** The busy shows: each has at least `ticketsPerBusyShow` tickets. */
  busyShows: Pid[];
  loadMs: number;
}

const SECTORS = [
  { name: 'Parterre', price_category: 1, capacity: 1_000 },
  { name: 'Balcony', price_category: 2, capacity: 1_000 },
  { name: 'Gallery', price_category: 3, capacity: 1_000 },
  { name: 'Standing', price_category: 4, capacity: 1_000 },
] as const;

const FIRST_NAMES = ['Anna', 'Luca', 'Sofia', 'Noah', 'Mia', 'Elias', 'Lea', 'Leon', 'Emma', 'Louis'];
const LAST_NAMES = [
  'Müller',
  'Meier',
  'Schmid',
  'Keller',
  'Weber',
  'Huber',
  'Rossi',
  'Favre',
  'Brunner',
  'Frei',
];
const CITIES = [
  ['8001', 'Zürich'],
  ['3011', 'Bern'],
  ['1201', 'Genève'],
  ['6900', 'Lugano'],
  ['4051', 'Basel'],
] as const;
const LOCALES = ['de', 'fr', 'it', 'en'] as const;

/** A person as a buyer enters it; `n` makes it deterministic and distinct. */
export function personBody(n: number): Record<string, unknown> {
  const [zip, city] = CITIES[n % CITIES.length]!;
  const firstname = FIRST_NAMES[n % FIRST_NAMES.length]!;
  const lastname = LAST_NAMES[Math.floor(n / FIRST_NAMES.length) % LAST_NAMES.length]!;
  return {
    salutation: n % 2 === 0 ? 'f' : 'm',
    firstname,
    lastname,
    // Addresses are ASCII: `Müller` writes as `muller`.
    email: `${firstname}.${lastname}.${n}@example.com`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase(),
    newsletter: n % 3 === 0,
    mailing: false,
    locale: LOCALES[n % LOCALES.length],
    address: { address1: `Bahnhofstrasse ${1 + (n % 120)}`, zip, city, country: 'CH' },
  };
}

/** `YYYY-MM-DD HH:MM:SS`, wall time, spread over one year from 2031-01-01 at 19:30. */
function showStart(index: number): string {
  const day = new Date(Date.UTC(2031, 0, 1 + (index % 365)));
  return `${day.toISOString().slice(0, 10)} ${index % 2 === 0 ? '19:30:00' : '14:00:00'}`;
}

async function expectStatus(response: Response, expected: number, what: string): Promise<Response> {
  if (response.status !== expected) {
    const text = await response.text();
    throw new Error(`${what}: expected ${expected}, got ${response.status}: ${text.slice(0, 500)}`);
  }
  return response;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The path (below the base) of a Location header, absolute or relative. */
function locationPath(response: Response, base: string): string {
  const location = response.headers.get('location');
  if (!location) throw new Error(`${response.url}: no Location header`);
  const path = new URL(location, base).href.slice(base.length);
  return path.startsWith('/') ? path : `/${path}`;
}

/**
 * Creates the data set in a mock started with seed `empty` and answers the pids the scenarios
 * need. `base` is the mock's base address (for resolving Location headers).
 */
export async function loadDataset(
  send: Send,
  base: string,
  size: DatasetSize,
  credentials = DEMO_CREDENTIALS,
): Promise<LoadedDataset> {
  const started = performance.now();
  const root = base.replace(/\/+$/, '');

  // Tokens must outlive the run; the lifetime is a mock setting (DESIGN.md §5).
  await expectStatus(
    await send('PATCH', '/__admin/config', { accessTokenTtl: 86_400 }),
    200,
    'PATCH /__admin/config',
  );

  const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64');
  const form = new URLSearchParams({
    grant_type: 'password',
    username: credentials.username,
    password: credentials.password,
  });
  const tokenResponse = await expectStatus(
    await send('POST', '/oauth/v2/token', form, { authorization: `Basic ${basic}` }),
    200,
    'POST /oauth/v2/token',
  );
  const token = ((await tokenResponse.json()) as { access_token: string }).access_token;
  const auth = { authorization: `Bearer ${token}` };

  const read = async (path: string): Promise<ApiRecord[]> => {
    const response = await expectStatus(await send('GET', path, undefined, auth), 200, `GET ${path}`);
    return (await response.json()) as ApiRecord[];
  };

  /** Creates the records in batches and answers them as read back, in order. */
  const create = async (collection: Collection, bodies: readonly unknown[]): Promise<ApiRecord[]> => {
    const created: ApiRecord[] = [];
    for (const batch of chunks(bodies, MAX_BATCH_ITEMS)) {
      const response = await expectStatus(
        await send('POST', `/${collection}/`, batch, auth),
        201,
        `POST /${collection}/`,
      );
      const records = await read(locationPath(response, root));
      if (records.length !== batch.length) {
        throw new Error(`POST /${collection}/: created ${batch.length}, read back ${records.length}`);
      }
      created.push(...records);
    }
    return created;
  };

  const hosts = await read('/hosts/');
  const host = hosts[0]?.pid;
  if (host === undefined) throw new Error('GET /hosts/: the user has no host');

  const [venue] = await create('venues', [{ host, name: 'Stadttheater', city: 'Bern' }]);
  const sectors = await create(
    'sectors',
    SECTORS.map((sector) => ({ host: venue!.pid, ...sector })),
  );
  const events = await create(
    'events',
    Array.from({ length: size.events }, (_, i) => ({
      host,
      name: `Event ${i + 1}`,
      allow_digital_dispatch: i % 10 !== 0,
      currency: 'CHF',
    })),
  );
  const shows = await create(
    'shows',
    Array.from({ length: size.events * size.showsPerEvent }, (_, i) => ({
      event: events[i % size.events]!.pid,
      venue: venue!.pid,
      start: showStart(i),
    })),
  );
  const prices = await create(
    'prices',
    events.flatMap((event, e) =>
      SECTORS.map((sector, s) => ({
        event: event.pid,
        name: `${sector.name} full price`,
        price_category: sector.price_category,
        price: 20 + ((e + s * 15) % 80) + 0.5,
      })),
    ),
  );
  const persons = await create(
    'persons',
    Array.from({ length: size.persons }, (_, i) => personBody(i)),
  );
  const bookings = await create(
    'bookings',
    persons.map((person) => ({ customer: person.pid })),
  );

  // The first bookings fill the busy shows; the rest go round the other shows.
  const perBusy = Math.ceil(size.ticketsPerBusyShow / size.ticketsPerBooking);
  const busy = shows.slice(0, size.busyShows);
  const others = shows.slice(size.busyShows);
  const priceOf = new Map<string, Pid>();
  prices.forEach((price) => priceOf.set(`${String(price.event)}|${String(price.price_category)}`, price.pid));
  const tickets: unknown[] = [];
  bookings.forEach((booking, b) => {
    const show = b < perBusy * busy.length ? busy[Math.floor(b / perBusy)]! : others[b % others.length]!;
    for (let t = 0; t < size.ticketsPerBooking; t++) {
      const sector = sectors[(b + t) % sectors.length]!;
      tickets.push({
        booking: booking.pid,
        show: show.pid,
        sector: sector.pid,
        price: priceOf.get(`${String(show.event)}|${String(sector.price_category)}`),
      });
    }
  });
  const ticketRecords = await create('tickets', tickets);

  return {
    token,
    counts: {
      venues: 1,
      sectors: sectors.length,
      events: events.length,
      shows: shows.length,
      prices: prices.length,
      persons: persons.length,
      bookings: bookings.length,
      tickets: ticketRecords.length,
    },
    events: events.map((event) => event.pid),
    busyShows: busy.map((show) => show.pid),
    loadMs: performance.now() - started,
  };
}

/**
 * Every record of the data set as the mock reads it, keyed by collection, with json-server's
 * `id` set to the record's pid (as a string: json-server 1.0 ids are strings).
 */
export async function readForJsonServer(
  send: Send,
  token: string,
): Promise<Record<Collection, Record<string, unknown>[]>> {
  const out = {} as Record<Collection, Record<string, unknown>[]>;
  for (const collection of COLLECTIONS) {
    const response = await send('GET', `/${collection}/`, undefined, { authorization: `Bearer ${token}` });
    if (response.status !== 200) throw new Error(`GET /${collection}/: ${response.status}`);
    const records = (await response.json()) as ApiRecord[];
    out[collection] = records.map((record) => ({ id: String(record.pid), ...record }));
  }
  return out;
}
