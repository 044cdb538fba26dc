/**
 * The filtered list over the large seed's 100,000 tickets, spelled three ways: the mock's
 * contract (`filters[show]=<pid>`, and with a relation filter on the ticket's sector as a
 * residual condition after the show index), json-server's query (`show=<id>`, and the sector's
 * name through the ticket's own flat field, which is less work than a relation), and
 * `Array.prototype.filter` over the tickets as read out plus `JSON.stringify` of the page: what
 * a plain in-memory scan costs for the same page.
 */
import type { BenchRequest } from '../scenarios';
import { BASE, type BusyShow, type LargeData, type Ticket } from './data';
import { timeTurns, type LoopSettings, type Timing } from '../time-loop';

export const PAGE_SIZE = 20;

export interface ListScenario {
  id: 'show' | 'show-sector' | 'first' | 'unindexed' | 'sorted' | 'sorted-unindexed' | 'created-desc';
  title: string;
  mockExample: string;
  jsonServerExample: string;
  requests: { mock: BenchRequest[]; 'json-server': BenchRequest[] };
  /** The page by a scan of the array, for show `i` of the busy shows. */
  baseline(tickets: readonly Ticket[], i: number): Ticket[];
}

const enc = encodeURIComponent;

export function listScenarios(token: string, shows: readonly BusyShow[]): ListScenario[] {
  const bearer = { authorization: `Bearer ${token}`, accept: 'application/json' };
  const plain = { accept: 'application/json' };
  const page = (path: string, headers: Record<string, string>): BenchRequest => ({
    method: 'GET',
    path,
    headers,
  });
  const at = (i: number) => shows[i % shows.length]!;
  return [
    {
      id: 'show',
      title: 'tickets of one show, first page of 20',
      mockExample: `GET /tickets/?filters[show]=<pid>&maxResults=${PAGE_SIZE}`,
      jsonServerExample: `GET /tickets?show=<id>&_page=1&_per_page=${PAGE_SIZE}`,
      requests: {
        mock: shows.map((s) =>
          page(`/tickets/?${enc('filters[show]')}=${enc(s.pid)}&maxResults=${PAGE_SIZE}`, bearer),
        ),
        'json-server': shows.map((s) =>
          page(`/tickets?show=${enc(s.pid)}&_page=1&_per_page=${PAGE_SIZE}`, plain),
        ),
      },
      baseline: (tickets, i) => {
        const show = at(i).pid;
        return tickets.filter((t) => t.show === show).slice(0, PAGE_SIZE);
      },
    },
    {
      id: 'show-sector',
      title: 'tickets of one show in a sector named …, first page of 20',
      mockExample: `GET /tickets/?filters[show]=<pid>&filters[sector][name]=<name>&maxResults=${PAGE_SIZE}`,
      jsonServerExample: `GET /tickets?show=<id>&denormalized_sector_name=<name>&_page=1&_per_page=${PAGE_SIZE}`,
      requests: {
        mock: shows.map((s) =>
          page(
            `/tickets/?${enc('filters[show]')}=${enc(s.pid)}&${enc('filters[sector][name]')}=${enc(s.sectorName)}` +
              `&maxResults=${PAGE_SIZE}`,
            bearer,
          ),
        ),
        'json-server': shows.map((s) =>
          page(
            `/tickets?show=${enc(s.pid)}&denormalized_sector_name=${enc(s.sectorName)}&_page=1&_per_page=${PAGE_SIZE}`,
            plain,
          ),
        ),
      },
      baseline: (tickets, i) => {
        const { pid, sectorName } = at(i);
        return tickets
          .filter((t) => t.show === pid && t.denormalized_sector_name === sectorName)
          .slice(0, PAGE_SIZE);
      },
    },
  ];
}

/**
 * The first page of the whole list, unfiltered, filtered on a field no index serves
 * (`seat_string`), ordered by an indexed field (`show`), by a field without an index
 * (`seat_string`) and by `created` (newest first): measured in process only, against
 * the plain array's filter, stable sort and slice. `X-Count` stays exact, so the filter still
 * reads every ticket; the other two stop at the end of the page.
 */
export function firstPageScenarios(token: string): ListScenario[] {
  const bearer = { authorization: `Bearer ${token}`, accept: 'application/json' };
  const plain = { accept: 'application/json' };
  const page = (path: string, headers: Record<string, string>): BenchRequest => ({
    method: 'GET',
    path,
    headers,
  });
  const one = (id: ListScenario['id'], title: string, mock: string, jsonServer: string) => ({
    id,
    title,
    mockExample: `GET ${mock}`,
    jsonServerExample: `GET ${jsonServer}`,
    requests: { mock: [page(mock, bearer)], 'json-server': [page(jsonServer, plain)] },
  });
  const byShow = (a: Ticket, b: Ticket) => (a.show < b.show ? -1 : a.show > b.show ? 1 : 0);
  const seatString = (t: Ticket) => String(t.seat_string);
  const created = (t: Ticket) => String(t.created);
  const byCreatedDesc = (a: Ticket, b: Ticket) =>
    created(a) > created(b) ? -1 : created(a) < created(b) ? 1 : 0;
  const bySeatStringDesc = (a: Ticket, b: Ticket) =>
    seatString(a) > seatString(b) ? -1 : seatString(a) < seatString(b) ? 1 : 0;
  return [
    {
      ...one(
        'first',
        'every ticket, first page of 20',
        `/tickets/?maxResults=${PAGE_SIZE}`,
        `/tickets?_page=1&_per_page=${PAGE_SIZE}`,
      ),
      baseline: (tickets) => tickets.slice(0, PAGE_SIZE),
    },
    {
      ...one(
        'unindexed',
        'tickets whose seat_string is Parkett (no index), first page of 20',
        `/tickets/?${enc('filters[seat_string]')}=Parkett&maxResults=${PAGE_SIZE}`,
        `/tickets?seat_string=Parkett&_page=1&_per_page=${PAGE_SIZE}`,
      ),
      baseline: (tickets) => tickets.filter((t) => t.seat_string === 'Parkett').slice(0, PAGE_SIZE),
    },
    {
      ...one(
        'sorted',
        'every ticket ordered by show (indexed), first page of 20',
        `/tickets/?${enc('orderBy[show]')}=asc&maxResults=${PAGE_SIZE}`,
        `/tickets?_sort=show&_page=1&_per_page=${PAGE_SIZE}`,
      ),
      baseline: (tickets) => [...tickets].sort(byShow).slice(0, PAGE_SIZE),
    },
    {
      // No index on the key: the page is selected with a bounded heap over every ticket.
      ...one(
        'sorted-unindexed',
        'every ticket ordered by seat_string descending (no index), first page of 20',
        `/tickets/?${enc('orderBy[seat_string]')}=desc&maxResults=${PAGE_SIZE}`,
        `/tickets?_sort=-seat_string&_page=1&_per_page=${PAGE_SIZE}`,
      ),
      baseline: (tickets) => [...tickets].sort(bySeatStringDesc).slice(0, PAGE_SIZE),
    },
    {
      // The newest first: walked from the end of the creation order, one run of equal `created`
      // at a time; the array sorts (its `created` strings share one format and offset).
      ...one(
        'created-desc',
        'every ticket ordered by created descending, first page of 20',
        `/tickets/?${enc('orderBy[created]')}=desc&maxResults=${PAGE_SIZE}`,
        `/tickets?_sort=-created&_page=1&_per_page=${PAGE_SIZE}`,
      ),
      baseline: (tickets) => [...tickets].sort(byCreatedDesc).slice(0, PAGE_SIZE),
    },
  ];
}

/** Answers the pids of a page as each server shapes it: a bare array, or json-server's `{data}`. */
export function pagePids(server: 'mock' | 'json-server', body: unknown): string[] | undefined {
  const list = server === 'mock' ? body : (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(list)) return undefined;
  return list.map((record: { pid?: string; id?: string }) => String(record.pid ?? record.id));
}

export interface InProcessList {
  scenario: ListScenario['id'];
  mock: Timing;
  baseline: Timing;
}

/**
 * The mock's `app.fetch` against the array scan, per scenario, one call at a time, the two
 * loops taking turns (`timeTurns`) so that a change of load between them cannot move the ratio.
 * The mock's
 * answer is read to its last byte as bytes (as `bench:mock` reads it, and as a client reads a
 * socket): decoding it into a string would be the caller's work, which neither the array (whose
 * result is a string already) nor an HTTP server does.
 */
export async function measureInProcess(
  data: LargeData,
  scenarios: readonly ListScenario[],
  settings: { mock: LoopSettings; baseline: LoopSettings },
): Promise<InProcessList[]> {
  const results: InProcessList[] = [];
  for (const scenario of scenarios) {
    const requests = scenario.requests.mock;
    const [mock, baseline] = await timeTurns(
      async (i) => {
        const request = requests[i % requests.length]!;
        const response = await data.app.fetch(
          new Request(`${BASE}${request.path}`, { headers: request.headers }),
        );
        await response.arrayBuffer();
        return response.status === 200;
      },
      settings.mock,
      (i) => {
        const body = JSON.stringify(scenario.baseline(data.tickets, i));
        return body.length > 2;
      },
      settings.baseline,
    );
    results.push({ scenario: scenario.id, mock, baseline });
  }
  return results;
}
