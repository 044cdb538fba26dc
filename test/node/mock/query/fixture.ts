import { parseListQuery } from '../../../../mock-server/http/query-parse';
import {
  runListQuery,
  type IndexKey,
  type ListResult,
  type QueryContext,
  type QueryField,
  type QueryModel,
  type QueryRecord,
  type QuerySource,
} from '../../../../mock-server/domain/query/index';

export const ZONE = 'Europe/Zurich';

const FIELDS: Record<string, Record<string, QueryField>> = {
  persons: {
    pid: { type: 'pid' },
    firstname: { type: 'string' },
    lastname: { type: 'string' },
    newsletter: { type: 'boolean' },
    salutation: { type: 'enum', values: ['m', 'f'] },
    address: { type: 'pid', reference: 'addresses' },
    created: { type: 'datetime' },
  },
  addresses: { pid: { type: 'pid' }, city: { type: 'string' }, country: { type: 'string' } },
  bookings: {
    pid: { type: 'integer' },
    customer: { type: 'pid', reference: 'persons' },
    confirmation: { type: 'boolean' },
    delivery_method: { type: 'enum', values: ['digital', 'postal'] },
    total: { type: 'money' },
    created: { type: 'datetime' },
  },
  events: { pid: { type: 'pid' }, name: { type: 'string' }, allow_digital_dispatch: { type: 'boolean' } },
  shows: {
    pid: { type: 'pid' },
    event: { type: 'pid', reference: 'events' },
    start: { type: 'datetime' },
    capacity: { type: 'integer' },
  },
  ticketoptions: { pid: { type: 'pid' }, name: { type: 'string' } },
  tickets: {
    pid: { type: 'pid' },
    booking: { type: 'pid', reference: 'bookings' },
    show: { type: 'pid', reference: 'shows' },
    amount: { type: 'money' },
    weight: { type: 'number' },
    confirmation: { type: 'boolean' },
    seat_string: { type: 'string' },
    ticket_options: { type: 'pid', reference: 'ticketoptions', many: true },
  },
};

const CHILDREN: Record<string, string[]> = { bookings: ['customer', 'tickets'], events: ['shows'] };

export const model: QueryModel = {
  field: (resource, name) => (Object.hasOwn(FIELDS, resource) ? FIELDS[resource]![name] : undefined),
  property: (resource, name) => CHILDREN[resource]?.includes(name) ?? false,
};

export type Tables = Record<string, QueryRecord[]>;

export interface StoreOptions {
  /** (resource, field) pairs to keep a secondary index for. */
  indexes?: readonly (readonly [string, string])[];
  /** Fill index buckets in reverse creation order and tell the order through `order()`. */
  scrambled?: boolean;
  /** Answer `ordered()` for these indexed fields (keys sorted here, buckets in creation order). */
  ordered?: boolean;
  /** Counts the lists that walked an ordered index (or a sequence). */
  walks?: { count: number };
  /**
   * Answer `sequence()` for this field when its values never decrease in creation order (as the
   * store does for `created`); the records of `hidden` are in the sequence but not the caller's.
   */
  sequence?: { field: string; hidden?: ReadonlySet<unknown> };
}

const isIndexKey = (v: unknown): v is IndexKey =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/** Ascending: booleans, numbers, strings by type name, then by value (what the store promises). */
const keyOrder = (a: IndexKey, b: IndexKey): number =>
  a === b ? 0 : typeof a !== typeof b ? (typeof a < typeof b ? -1 : 1) : a < b ? -1 : 1;

/** A minimal in-memory store: tables in creation order, a pid map and optional indexes. */
export function makeStore(
  tables: Tables,
  options: StoreOptions = {},
): { source: QuerySource; ctx: QueryContext } {
  const byPid = new Map<string, Map<unknown, QueryRecord>>();
  const rank = new Map<QueryRecord, number>();
  const indexes = new Map<string, Map<IndexKey, QueryRecord[]>>();
  for (const [resource, records] of Object.entries(tables)) {
    byPid.set(resource, new Map(records.map((r) => [r.pid, r])));
    records.forEach((r, i) => rank.set(r, i));
  }
  for (const [resource, field] of options.indexes ?? []) {
    const buckets = new Map<IndexKey, QueryRecord[]>();
    const records = [...(tables[resource] ?? [])];
    if (options.scrambled) records.reverse();
    for (const r of records) {
      const key = r[field];
      if (typeof key !== 'string' && typeof key !== 'number' && typeof key !== 'boolean') continue;
      let bucket = buckets.get(key);
      if (!bucket) buckets.set(key, (bucket = []));
      bucket.push(r);
    }
    indexes.set(`${resource}.${field}`, buckets);
  }
  const source: QuerySource = {
    all: (resource) => tables[resource] ?? [],
    candidates: (resource, field, value) => {
      const index = indexes.get(`${resource}.${field}`);
      return index ? (index.get(value) ?? []) : undefined;
    },
  };
  if (options.scrambled) source.order = (_resource, record) => rank.get(record) ?? -1;
  if (options.ordered) {
    source.ordered = (resource, field) => {
      const index = indexes.get(`${resource}.${field}`);
      const records = tables[resource] ?? [];
      if (!index || !records.every((r) => isIndexKey(r[field]))) return undefined;
      if (options.walks) options.walks.count++;
      return {
        keys: [...index.keys()].sort(keyOrder),
        bucket: (key) => records.filter((r) => r[field] === key),
      };
    };
  }
  const { sequence } = options;
  if (sequence) {
    const hidden = sequence.hidden ?? new Set();
    const every = source.all;
    source.all = (resource) => [...every(resource)].filter((r) => !hidden.has(r.pid));
    source.sequence = (resource, field) => {
      const records = tables[resource] ?? [];
      const keys = records.map((r) => r[field]);
      const rising = keys.every((k, i) => typeof k === 'number' && (i === 0 || k >= (keys[i - 1] as number)));
      if (field !== sequence.field || !rising) return undefined;
      if (options.walks) options.walks.count++;
      return { length: records.length, at: (i) => records[i]!, visible: (r) => !hidden.has(r.pid) };
    };
  }
  const ctx: QueryContext = { timeZone: ZONE, lookup: (resource, pid) => byPid.get(resource)?.get(pid) };
  return { source, ctx };
}

/** Runs a query string the way the HTTP layer will: parse, then run. */
export function run(resource: string, search: string, tables: Tables, options?: StoreOptions): ListResult {
  const { source, ctx } = makeStore(tables, options);
  return runListQuery(resource, parseListQuery(new URLSearchParams(search)), source, model, ctx);
}

export function pids(result: ListResult): unknown[] {
  return result.items.map((r) => r.pid);
}

/** Epoch milliseconds of an ISO instant with offset, written independently of the engine. */
export const at = (iso: string): number => Date.parse(iso);

const persons: QueryRecord[] = [
  { pid: 'P-ANNA', firstname: 'Anna', lastname: 'Muster', newsletter: true, salutation: 'f', address: 'A-1' },
  {
    pid: 'P-BEAT',
    firstname: 'Beat',
    lastname: 'Keller',
    newsletter: false,
    salutation: 'm',
    address: { pid: 'A-EMB', city: 'Bern', country: 'CH' },
  },
  {
    pid: 'P-CLARA',
    firstname: 'Clara',
    lastname: 'Muster',
    newsletter: null,
    salutation: null,
    address: null,
  },
];

const bookings: QueryRecord[] = [
  { pid: 100000000001, customer: 'P-ANNA', confirmation: true, delivery_method: 'digital', total: 4550 },
  { pid: 100000000002, customer: 'P-BEAT', confirmation: false, delivery_method: null, total: 0 },
  { pid: 100000000003, customer: null, confirmation: false, delivery_method: null, total: null },
  { pid: 100000000004, customer: 'P-GONE', confirmation: true, delivery_method: 'postal', total: 1999 },
];

const shows: QueryRecord[] = [
  { pid: 'S1', event: 'E1', start: at('2025-03-29T20:00:00+01:00'), capacity: 100 },
  { pid: 'S2', event: 'E1', start: at('2025-03-30T20:00:00+02:00'), capacity: 50 },
  // The wall time 02:30 occurs twice on 2025-10-26 in Zurich; this is the first (summer time).
  { pid: 'S3', event: 'E2', start: at('2025-10-26T02:30:00+02:00'), capacity: 0 },
  { pid: 'S4', event: 'E2', start: null, capacity: null },
];

const tickets: QueryRecord[] = [
  {
    pid: 't1',
    booking: 100000000001,
    show: 'S1',
    amount: 2500,
    weight: 1.5,
    confirmation: true,
    seat_string: 'Parkett 1-1',
    ticket_options: ['O1'],
  },
  {
    pid: 't2',
    booking: 100000000001,
    show: 'S2',
    amount: 2050,
    weight: 0.25,
    confirmation: true,
    seat_string: 'Parkett 1-2',
    ticket_options: ['O1', 'O2'],
  },
  {
    pid: 't3',
    booking: 100000000002,
    show: 'S2',
    amount: 2050,
    weight: 2,
    confirmation: false,
    ticket_options: [],
  },
  { pid: 't4', booking: 100000000003, show: 'S3', amount: null, weight: null, confirmation: false },
  {
    pid: 't5',
    booking: 100000000004,
    show: 'S1',
    amount: 1999,
    weight: -1,
    confirmation: true,
    ticket_options: null,
  },
];

export const demo: Tables = {
  persons,
  addresses: [{ pid: 'A-1', city: 'Zürich', country: 'CH' }],
  bookings,
  events: [
    { pid: 'E1', name: 'Hamlet', allow_digital_dispatch: true },
    { pid: 'E2', name: 'Carmen', allow_digital_dispatch: false },
  ],
  shows,
  ticketoptions: [
    { pid: 'O1', name: 'Vegetarian' },
    { pid: 'O2', name: 'Wheelchair' },
  ],
  tickets,
};
