/**
 * The `large` seed in this process: the mock's Hono app on it, a bearer token, every ticket as
 * the API reads it out (for json-server's db.json and the plain-array baseline), and what the
 * scenarios need from it: the busiest shows (so a page of 20 is full), and for the booking
 * workflow a sector and a price of the same category for many shows.
 *
 * The seed is deterministic (fixed clock, seeded ids), so the server in the child process
 * holds records with the same pids.
 */
import { createMock } from '../../../../mock-server/index';
import { createApp } from '../../../../mock-server/http/app';

export const BASE = 'http://mock.bench';

export interface Ticket {
  pid: string;
  show: string;
  sector: string;
  denormalized_sector_name: string;
  [field: string]: unknown;
}

/** One show a workflow can book: two tickets of `price` in `sector`. */
export interface WorkflowTarget {
  show: string;
  sector: string;
  price: string;
}

/** A busy show, and the name of a sector some of its tickets are in (for the relation filter). */
export interface BusyShow {
  pid: string;
  tickets: number;
  sectorName: string;
}

export interface LargeData {
  /** The mock's Hono app on the large seed, API at the root of `BASE`. */
  app: { fetch(request: Request): Response | Promise<Response> };
  fetch(path: string, init?: RequestInit): Promise<Response>;
  token: string;
  tickets: Ticket[];
  busyShows: BusyShow[];
  workflowTargets: WorkflowTarget[];
  loadSeconds: number;
  readSeconds: number;
}

const SEED_CLIENT = 'Basic ' + Buffer.from('demo-client:demo-secret').toString('base64');

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export async function loadLarge(options: { busyShows: number; workflowShows: number }): Promise<LargeData> {
  const started = performance.now();
  const app = createApp(createMock({ seed: 'large' }));
  const loadSeconds = (performance.now() - started) / 1000;
  const fetch = (path: string, init: RequestInit = {}) =>
    Promise.resolve(app.fetch(new Request(`${BASE}${path}`, init)));

  const { access_token: token } = await json<{ access_token: string }>(
    await fetch('/oauth/v2/token', {
      method: 'POST',
      headers: { authorization: SEED_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=password&username=demo&password=demo',
    }),
    'POST /oauth/v2/token',
  );
  const auth = { headers: { authorization: `Bearer ${token}` } };
  const get = <T>(path: string) => fetch(path, auth).then((r) => json<T>(r, `GET ${path}`));

  const readStarted = performance.now();
  const tickets = await get<Ticket[]>('/tickets/');
  const readSeconds = (performance.now() - readStarted) / 1000;

  const byShow = new Map<string, Ticket[]>();
  for (const ticket of tickets) {
    const list = byShow.get(ticket.show);
    if (list) list.push(ticket);
    else byShow.set(ticket.show, [ticket]);
  }
  const busyShows = [...byShow.entries()]
    .sort(([a, x], [b, y]) => y.length - x.length || (a < b ? -1 : 1))
    .slice(0, options.busyShows)
    .map(([pid, list]) => ({ pid, tickets: list.length, sectorName: list[0]!.denormalized_sector_name }));

  // Shows spread over the year, each with its roomiest sector and a price of that category.
  const shows = await get<{ pid: string; event: string; venue: string }[]>(
    `/shows/?orderBy%5Bstart%5D=asc&maxResults=${options.workflowShows}`,
  );
  const workflowTargets: WorkflowTarget[] = [];
  for (const show of shows) {
    const sectors = await get<{ pid: string; price_category: number; capacity: number }[]>(
      `/sectors/?filters%5Bhost%5D=${show.venue}&orderBy%5Bcapacity%5D=desc&maxResults=1`,
    );
    const sector = sectors[0];
    if (!sector) continue;
    const prices = await get<{ pid: string }[]>(
      `/prices/?filters%5Bevent%5D=${show.event}&filters%5Bprice_category%5D=${sector.price_category}&maxResults=1`,
    );
    if (prices[0]) workflowTargets.push({ show: show.pid, sector: sector.pid, price: prices[0].pid });
  }
  if (workflowTargets.length === 0) throw new Error('No show of the large seed has a sector and price');
  return { app, fetch, token, tickets, busyShows, workflowTargets, loadSeconds, readSeconds };
}
