/**
 * What the site owner sells: the allowed events (named by pid, or every event of the named
 * hosts) with their shows, venues, ticket option groups, prices and options, read from the
 * service in one request per kind of configuration and reused for `refreshMs` (then read again in
 * the background while the last read serves, for as long again at most).
 *
 * That read brings each event as `GET /events/<pid>` with those properties would, so a fresh
 * snapshot also answers the widget's event read (`eventRecord`), and it says which event each
 * option is of (`optionEvent`, for the extras check).
 *
 * Every scope decision of the gateway is a membership test against these sets. A pid that is
 * missing causes one early re-read (at most every 5 s, shared by concurrent callers), so
 * records created since the last read are found without letting visitors drive the load.
 */
import { z } from 'zod';
import type { ResolvedOptions } from './options.js';
import { GatewayError } from './problem.js';
import type { FilterValue } from '../api/query.js';
import type { Upstream } from './upstream.js';

export type CatalogueSet = 'events' | 'hosts' | 'configuredHosts' | 'shows' | 'venues' | 'groups';

interface Snapshot {
  readonly at: number;
  /** Allowed event pids. */
  readonly events: ReadonlySet<string>;
  /** Hosts of the allowed events. */
  readonly hosts: ReadonlySet<string>;
  /** Hosts named in the configuration (their event lists may be read). */
  readonly configuredHosts: ReadonlySet<string>;
  /** Shows of the allowed events. */
  readonly shows: ReadonlySet<string>;
  /** The event of each of those shows. */
  readonly showEvents: ReadonlyMap<string, string>;
  /** Venues of those shows. */
  readonly venues: ReadonlySet<string>;
  /** Ticket option groups of the allowed events. */
  readonly groups: ReadonlySet<string>;
  /** The event of each option of the allowed events. */
  readonly optionEvents: ReadonlyMap<string, string>;
  /** Each allowed event as the service read it, with every property of `EVENT_PROPERTIES`. */
  readonly eventRecords: ReadonlyMap<string, Readonly<Record<string, unknown>>>;
}

/** The properties the events are read with: all an event read may ask for. */
const EVENT_PROPERTIES = ['shows', 'prices', 'ticketoptiongroups', 'options'] as const;

export interface Catalogue {
  /** The current sets (read or re-read as needed). */
  snapshot(): Promise<Snapshot>;
  /** Whether `pid` is in `set`, re-reading once if it is missing from an older snapshot. */
  has(set: CatalogueSet, pid: string): Promise<boolean>;
  /**
   * The allowed event `pid` exactly as `GET /events/<pid>` with `properties` answers it, from a
   * snapshot read less than `maxAgeMs` ago, with the moment it stops being that recent (epoch ms);
   * null when there is none that recent.
   */
  eventRecord(
    pid: string,
    properties: readonly string[],
    maxAgeMs: number,
  ): Promise<{ record: Record<string, unknown>; until: number } | null>;
  /**
   * Until when (epoch ms) the sets in memory are used without reading them again; 0 before the
   * first read.
   */
  freshUntil(): number;
  /** The event of an option of an allowed event, as the snapshot has it; null when it has not. */
  optionEvent(pid: string): Promise<string | null>;
}

/** Shortest time between two re-reads caused by a missing pid. */
const MISS_REFRESH_MS = 5_000;
/** Pids per filter in one read, keeping the query string short. */
const CHUNK = 100;

const pidObject = z.object({ pid: z.string() });
const EventsSchema = z.array(
  z.object({
    pid: z.string(),
    host: z.union([z.string(), pidObject.transform((host) => host.pid)]),
    shows: z.array(z.object({ pid: z.string(), venue: z.union([z.string(), pidObject]) })).optional(),
    ticketoptiongroups: z.array(pidObject).optional(),
    options: z.array(pidObject).optional(),
  }),
);

/**
 * A filter value matching any of `pids`: the pid itself for one (`filters[field]=a`), else
 * `filters[field][_logic]=OR&filters[field][0]=a&…`.
 */
export const anyOf = (pids: readonly string[]): FilterValue =>
  pids.length === 1 ? pids[0]! : { _or: [...pids] };

const chunks = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

export function createCatalogue(options: ResolvedOptions, upstream: Upstream): Catalogue {
  let current: Snapshot | undefined;
  let inflight: Promise<Snapshot> | undefined;

  const properties = Object.fromEntries(EVENT_PROPERTIES.map((name) => [name, 1 as const]));

  async function readEvents(field: 'pid' | 'host', pids: readonly string[]) {
    const records = [];
    for (const part of chunks(pids)) {
      const filters = field === 'pid' ? { pid: anyOf(part) } : { host: anyOf(part) };
      const response = await upstream.answer(
        upstream.client.GET('/events/', { params: { query: { filters, properties } } }),
      );
      const raw: unknown = await upstream.json(response).catch(() => undefined);
      const parsed = EventsSchema.safeParse(raw);
      if (!parsed.success) {
        throw new GatewayError('upstream_unavailable', 'The ticketing service did not list the events.');
      }
      // The records as the service sent them, beside what the checks need of them.
      const rows = raw as Record<string, unknown>[];
      records.push(...parsed.data.map((event, i) => ({ ...event, raw: rows[i]! })));
    }
    return records;
  }

  async function load(): Promise<Snapshot> {
    const at = options.now();
    const records = [
      ...(options.pids.length ? await readEvents('pid', options.pids) : []),
      ...(options.hosts.length ? await readEvents('host', options.hosts) : []),
    ];
    const up = (pid: string) => pid.toUpperCase();
    const shows = records.flatMap((event) => event.shows ?? []);
    return {
      at,
      events: new Set(records.map((event) => up(event.pid))),
      hosts: new Set(records.map((event) => up(event.host))),
      configuredHosts: new Set(options.hosts),
      shows: new Set(shows.map((show) => up(show.pid))),
      showEvents: new Map(
        records.flatMap((event) =>
          (event.shows ?? []).map((show): [string, string] => [up(show.pid), up(event.pid)]),
        ),
      ),
      venues: new Set(shows.map((show) => up(typeof show.venue === 'string' ? show.venue : show.venue.pid))),
      groups: new Set(records.flatMap((event) => event.ticketoptiongroups ?? []).map((g) => up(g.pid))),
      optionEvents: new Map(
        records.flatMap((event) =>
          (event.options ?? []).map((option): [string, string] => [up(option.pid), up(event.pid)]),
        ),
      ),
      eventRecords: new Map(records.map((event) => [up(event.pid), event.raw])),
    };
  }

  function refresh(): Promise<Snapshot> {
    if (!inflight) {
      const pending = load()
        .then((snapshot) => (current = snapshot))
        .catch((error: unknown) => {
          // A failed re-read keeps serving the last good sets; with none, the request fails.
          if (current) return current;
          throw error;
        })
        .finally(() => {
          if (inflight === pending) inflight = undefined;
        });
      inflight = pending;
    }
    return inflight;
  }

  async function snapshot(): Promise<Snapshot> {
    const age = current ? options.now() - current.at : Infinity;
    if (age < options.refreshMs) return current!;
    // Past `refreshMs` it is read again in the background, and the last read serves meanwhile
    // (up to twice as old): no visitor's request waits for the read, which on a busy sale took
    // every request of an instance tens of milliseconds longer while it ran.
    if (age < 2 * options.refreshMs) {
      void refresh();
      return current!;
    }
    return refresh();
  }

  return {
    snapshot,
    async has(set, pid) {
      const key = pid.toUpperCase();
      const first = await snapshot();
      if (first[set].has(key)) return true;
      if (options.now() - first.at < MISS_REFRESH_MS) return false;
      return (await refresh())[set].has(key);
    },
    async eventRecord(pid, asked, maxAgeMs) {
      const current = await snapshot();
      const record = current.eventRecords.get(pid.toUpperCase());
      if (!record || options.now() - current.at >= maxAgeMs) return null;
      // The service adds an expanded property only when asked, after the record's own fields,
      // in the order they were asked.
      const expanded = new Set<string>(EVENT_PROPERTIES);
      const own = Object.entries(record).filter(([key]) => !expanded.has(key));
      const added = asked.filter((name) => expanded.has(name)).map((name) => [name, record[name]]);
      return { record: Object.fromEntries([...own, ...added]), until: current.at + maxAgeMs };
    },
    freshUntil: () => (current ? current.at + options.refreshMs : 0),
    async optionEvent(pid) {
      return (await snapshot()).optionEvents.get(pid.toUpperCase()) ?? null;
    },
  };
}
