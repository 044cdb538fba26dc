/**
 * The three scenarios, each spelled for both servers: the same records, the same page, the
 * same new person. The mock is addressed as a real client addresses it (bearer token, the
 * contract's paths and query grammar); json-server with its own equivalent syntax.
 */
import type { Pid } from './dataset';
import { personBody } from './dataset';

export type ServerName = 'mock' | 'json-server';

export interface BenchRequest {
  method: 'GET' | 'POST' | 'PATCH';
  /** Path below the server's base address, with the query. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface Scenario {
  id: 'read' | 'list' | 'create';
  title: string;
  /** What the mock's request looks like, for the report. */
  mockExample: string;
  jsonServerExample: string;
  /** Requests a load loop cycles through, per server. */
  requests: Record<ServerName, BenchRequest[]>;
  /** Checks one response of each server before measuring: answers a problem or undefined. */
  check(server: ServerName, status: number, body: unknown): string | undefined;
}

export interface ScenarioInput {
  token: string;
  events: Pid[];
  busyShows: Pid[];
}

/** Page size and the page read: the second page, `page=1` in the mock (0-based), `_page=2` in json-server. */
export const PAGE_SIZE = 20;

/** Distinct person bodies a create loop cycles through. */
const CREATE_VARIANTS = 50;

const enc = encodeURIComponent;

export function buildScenarios({ token, events, busyShows }: ScenarioInput): Scenario[] {
  const bearer = { authorization: `Bearer ${token}`, accept: 'application/json' };
  const plain = { accept: 'application/json' };
  const jsonBody = { 'content-type': 'application/json' };
  const persons = Array.from({ length: CREATE_VARIANTS }, (_, i) =>
    JSON.stringify(personBody(1_000_000 + i)),
  );

  return [
    {
      id: 'read',
      title: 'GET one record by id',
      mockExample: 'GET /events/<pid>',
      jsonServerExample: 'GET /events/<id>',
      requests: {
        mock: events.map((pid) => ({ method: 'GET', path: `/events/${enc(String(pid))}`, headers: bearer })),
        'json-server': events.map((pid) => ({
          method: 'GET',
          path: `/events/${enc(String(pid))}`,
          headers: plain,
        })),
      },
      check: (_server, status, body) =>
        status === 200 && typeof body === 'object' && body !== null && 'name' in body
          ? undefined
          : `status ${status}`,
    },
    {
      id: 'list',
      title: 'filtered, paged list',
      mockExample: `GET /tickets/?filters[show]=<pid>&maxResults=${PAGE_SIZE}&page=1`,
      jsonServerExample: `GET /tickets?show=<id>&_page=2&_per_page=${PAGE_SIZE}`,
      requests: {
        mock: busyShows.map((pid) => ({
          method: 'GET',
          path: `/tickets/?${enc('filters[show]')}=${enc(String(pid))}&maxResults=${PAGE_SIZE}&page=1`,
          headers: bearer,
        })),
        'json-server': busyShows.map((pid) => ({
          method: 'GET',
          path: `/tickets?show=${enc(String(pid))}&_page=2&_per_page=${PAGE_SIZE}`,
          headers: plain,
        })),
      },
      check: (server, status, body) => {
        if (status !== 200) return `status ${status}`;
        const page = server === 'mock' ? body : (body as { data?: unknown } | null)?.data;
        if (!Array.isArray(page)) return 'no list of records';
        return page.length === PAGE_SIZE ? undefined : `${page.length} records instead of ${PAGE_SIZE}`;
      },
    },
    {
      id: 'create',
      title: 'POST create (person)',
      mockExample: 'POST /persons/',
      jsonServerExample: 'POST /persons',
      requests: {
        mock: persons.map((body) => ({
          method: 'POST',
          path: '/persons/',
          headers: { ...bearer, ...jsonBody },
          body,
        })),
        'json-server': persons.map((body) => ({
          method: 'POST',
          path: '/persons',
          headers: { ...plain, ...jsonBody },
          body,
        })),
      },
      check: (_server, status) => (status === 201 ? undefined : `status ${status}`),
    },
  ];
}
