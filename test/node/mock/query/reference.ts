/**
 * A deliberately plain evaluator of filter trees, the arbitraries that feed it, and a serializer
 * of trees into query strings, for the property tests of the query engine.
 */
import fc from 'fast-check';
import type { Comparison, QueryRecord } from '../../../../mock-server/domain/query/index';
import { model, type Tables } from './fixture';

export type RefNode =
  | { kind: 'cond'; path: string[]; comp: Comparison; text: string | null; value: unknown; plain: boolean }
  | { kind: 'group'; logic: 'AND' | 'OR'; children: RefNode[] };

type Domain = { texts: [string, unknown][]; ordered: boolean };

const zurich = (iso: string): number => Date.parse(iso);
const DATETIMES: [string, unknown][] = [
  ['2025-03-29 20:00:00', zurich('2025-03-29T20:00:00+01:00')],
  ['2025-03-30', zurich('2025-03-30T00:00:00+01:00')],
  ['2025-03-30 03:00:00', zurich('2025-03-30T03:00:00+02:00')],
  ['2025-03-30 20:00:00', zurich('2025-03-30T20:00:00+02:00')],
  ['2025-10-26 02:30:00', zurich('2025-10-26T02:30:00+02:00')],
  ['2025-10-26 03:30:00', zurich('2025-10-26T03:30:00+01:00')],
];
/** Stored instants, one of which (the second 02:30 of 2025-10-26) no filter text can name. */
const STARTS = [...DATETIMES.map(([, t]) => t), zurich('2025-10-26T02:30:00+01:00'), null];

const PERSONS = ['P-A', 'P-B', 'P-C'];
export const BOOKINGS = [100000000001, 100000000002, 100000000003];
export const SHOWS = ['S1', 'S2', 'S3'];
const OPTIONS = ['O1', 'O2', 'O3'];
const NAMES = ['Muster', 'Keller', 'Zürich', 'Bern', 'Vegetarian'];
const MONEY: [string, unknown][] = [
  ['0', 0],
  ['19.99', 1999],
  ['20.5', 2050],
  ['20.50', 2050],
  ['45.50', 4550],
  ['-1', -100],
];

const DOMAINS: Record<string, Domain> = {
  show: { texts: SHOWS.map((s) => [s, s]), ordered: true },
  booking: { texts: BOOKINGS.map((b) => [String(b), b]), ordered: true },
  customer: { texts: PERSONS.map((p) => [p, p]), ordered: false },
  ticket_options: { texts: OPTIONS.map((o) => [o, o]), ordered: false },
  amount: { texts: MONEY, ordered: true },
  total: { texts: MONEY, ordered: true },
  weight: { texts: ['0.25', '1.5', '2', '-1'].map((n) => [n, Number(n)]), ordered: true },
  capacity: { texts: ['0', '50', '100'].map((n) => [n, Number(n)]), ordered: true },
  start: { texts: DATETIMES, ordered: true },
  confirmation: {
    texts: ['1', 'true', '0', 'FALSE'].map((b) => [b, b === '1' || b === 'true']),
    ordered: false,
  },
  newsletter: { texts: ['1', '0'].map((b) => [b, b === '1']), ordered: false },
  seat_string: { texts: ['A-1', 'A-2', 'B-1'].map((s) => [s, s]), ordered: true },
  lastname: { texts: NAMES.map((s) => [s, s]), ordered: true },
  name: { texts: NAMES.map((s) => [s, s]), ordered: true },
  city: { texts: NAMES.map((s) => [s, s]), ordered: true },
};

/** Filterable paths from tickets, with the domain of their last field. */
export const PATHS: string[][] = [
  ['show'],
  ['booking'],
  ['amount'],
  ['weight'],
  ['confirmation'],
  ['seat_string'],
  ['ticket_options'],
  ['ticket_options', 'name'],
  ['show', 'start'],
  ['show', 'capacity'],
  ['booking', 'total'],
  ['booking', 'customer'],
  ['booking', 'customer', 'lastname'],
  ['booking', 'customer', 'newsletter'],
  ['booking', 'customer', 'address', 'city'],
];
export const SORT_PATHS = PATHS.filter((p) => !p.includes('ticket_options')).concat([['pid']]);

const pick = <T>(xs: readonly T[]): fc.Arbitrary<T> => fc.constantFrom(...xs);
const maybe = <T>(xs: readonly T[]): fc.Arbitrary<T | null> => fc.constantFrom<T | null>(...xs, null);

export const tablesArb: fc.Arbitrary<Tables> = fc.record({
  addresses: fc.constant([{ pid: 'A-1', city: 'Zürich' }]),
  ticketoptions: fc
    .tuple(pick(NAMES), pick(NAMES), pick(NAMES))
    .map((ns) => ns.map((name, i) => ({ pid: OPTIONS[i], name }))),
  persons: fc
    .tuple(
      ...PERSONS.map(() =>
        fc.record({
          lastname: maybe(NAMES),
          newsletter: maybe([true, false]),
          address: fc.constantFrom<unknown>('A-1', 'A-GONE', null, { city: 'Bern' }),
        }),
      ),
    )
    .map((ps) => ps.map((p, i) => ({ pid: PERSONS[i], ...p }))),
  bookings: fc
    .tuple(
      ...BOOKINGS.map(() =>
        fc.record({ customer: maybe([...PERSONS, 'P-GONE']), total: maybe([0, 1999, 2050, 4550]) }),
      ),
    )
    .map((bs) => bs.map((b, i) => ({ pid: BOOKINGS[i], ...b }))),
  shows: fc
    .tuple(...SHOWS.map(() => fc.record({ start: pick(STARTS), capacity: maybe([0, 50, 100]) })))
    .map((ss) => ss.map((s, i) => ({ pid: SHOWS[i], ...s }))),
  tickets: fc
    .array(
      fc.record({
        show: maybe([...SHOWS, 'S-GONE']),
        booking: maybe(BOOKINGS),
        amount: maybe([0, 1999, 2050, 4550, -100]),
        weight: maybe([0.25, 1.5, 2, -1, 3]),
        confirmation: maybe([true, false]),
        seat_string: maybe(['A-1', 'A-2', 'B-1']),
        ticket_options: fc.option(fc.subarray(OPTIONS), { nil: null }),
      }),
      { maxLength: 30 },
    )
    .map((ts) => ts.map((t, i) => ({ pid: `t${String(i).padStart(2, '0')}`, ...t }))),
});

function condArb(paths: readonly string[][]): fc.Arbitrary<RefNode> {
  return pick(paths).chain((path) => {
    const domain = DOMAINS[path[path.length - 1]!]!;
    const comps: Comparison[] = domain.ordered ? ['eq', 'neq', 'gt', 'gte', 'lt', 'lte'] : ['eq', 'neq'];
    return fc.oneof(
      fc
        .record({ comp: pick(['isNull', 'isNotNull'] as Comparison[]), plain: fc.constant(false) })
        .map(({ comp }): RefNode => ({ kind: 'cond', path, comp, text: null, value: null, plain: false })),
      fc
        .record({ comp: pick(comps), tv: pick(domain.texts), plain: fc.boolean() })
        .map(({ comp, tv, plain }): RefNode => ({
          kind: 'cond',
          path,
          comp,
          text: tv[0],
          value: tv[1],
          plain: plain && comp === 'eq',
        })),
    );
  });
}

/** A filter tree whose keys stay within the parser's depth limit: each group level costs one bracket. */
export function nodeArb(budget = 5): fc.Arbitrary<RefNode> {
  const cond = condArb(PATHS.filter((p) => p.length <= budget));
  if (budget < 2) return cond;
  return fc.oneof(
    { weight: 3, arbitrary: cond },
    {
      weight: 1,
      arbitrary: fc
        .record({
          logic: pick(['AND', 'OR'] as const),
          children: fc.array(nodeArb(budget - 1), { minLength: 1, maxLength: 3 }),
        })
        .map(({ logic, children }): RefNode => ({ kind: 'group', logic, children })),
    },
  );
}

/** Query parameters for a tree: groups become indexes, conditions plain or `_comp`/`_value` keys. */
export function serialize(
  node: RefNode,
  prefix = 'filters',
  out: [string, string][] = [],
): [string, string][] {
  if (node.kind === 'group') {
    out.push([`${prefix}[_logic]`, node.logic]);
    node.children.forEach((child, i) => serialize(child, `${prefix}[${i}]`, out));
    return out;
  }
  const base = prefix + node.path.map((n) => `[${n}]`).join('');
  if (node.plain) out.push([base, node.text!]);
  else {
    out.push([`${base}[_comp]`, node.comp]);
    if (node.text !== null) out.push([`${base}[_value]`, node.text]);
  }
  return out;
}

/** Non-null values reached from a record along a path, by linear search through the tables. */
export function reach(
  tables: Tables,
  resource: string,
  record: QueryRecord,
  path: readonly string[],
): unknown[] {
  let frontier: [string, QueryRecord][] = [[resource, record]];
  const found: unknown[] = [];
  path.forEach((name, i) => {
    const next: [string, QueryRecord][] = [];
    for (const [res, rec] of frontier) {
      const field = model.field(res, name)!;
      const raw = rec[name];
      const values = (field.many ? (Array.isArray(raw) ? raw : []) : [raw]).filter(
        (v) => v !== null && v !== undefined,
      );
      if (i === path.length - 1) found.push(...values);
      else {
        for (const v of values) {
          const target =
            typeof v === 'object' ? (v as QueryRecord) : tables[field.reference!]!.find((r) => r.pid === v);
          if (target) next.push([field.reference!, target]);
        }
      }
    }
    frontier = next;
  });
  return found;
}

export function evaluate(tables: Tables, node: RefNode, record: QueryRecord): boolean {
  if (node.kind === 'group') {
    return node.logic === 'AND'
      ? node.children.every((c) => evaluate(tables, c, record))
      : node.children.some((c) => evaluate(tables, c, record));
  }
  const values = reach(tables, 'tickets', record, node.path);
  const same = (v: unknown): boolean => typeof v === typeof node.value;
  switch (node.comp) {
    case 'isNull':
      return values.length === 0;
    case 'isNotNull':
      return values.length > 0;
    case 'eq':
      return values.includes(node.value);
    case 'neq':
      return values.length > 0 && !values.includes(node.value);
    case 'gt':
      return values.some((v) => same(v) && (v as number) > (node.value as number));
    case 'gte':
      return values.some((v) => same(v) && (v as number) >= (node.value as number));
    case 'lt':
      return values.some((v) => same(v) && (v as number) < (node.value as number));
    case 'lte':
      return values.some((v) => same(v) && (v as number) <= (node.value as number));
  }
}

/** Reference ordering: null first ascending, then by value; equal keys keep creation order. */
export function referenceSort(
  tables: Tables,
  records: QueryRecord[],
  terms: { path: string[]; desc: boolean }[],
): QueryRecord[] {
  const key = (r: QueryRecord, path: string[]): unknown => reach(tables, 'tickets', r, path)[0] ?? null;
  const cmp = (a: unknown, b: unknown): number =>
    a === b
      ? 0
      : a === null
        ? -1
        : b === null
          ? 1
          : typeof a !== typeof b
            ? typeof a < typeof b
              ? -1
              : 1
            : (a as number) < (b as number)
              ? -1
              : 1;
  return records
    .map((r, i) => ({ r, i }))
    .sort((x, y) => {
      for (const t of terms) {
        const c = cmp(key(x.r, t.path), key(y.r, t.path));
        if (c !== 0) return t.desc ? -c : c;
      }
      return x.i - y.i;
    })
    .map((x) => x.r);
}

export const orderArb = fc
  .array(fc.record({ path: pick(SORT_PATHS), desc: fc.boolean() }), { maxLength: 2 })
  .map((terms) =>
    terms.filter((t, i) => terms.findIndex((u) => u.path.join('.') === t.path.join('.')) === i),
  );

export const orderParams = (terms: { path: string[]; desc: boolean }[]): [string, string][] =>
  terms.map((t) => [`orderBy${t.path.map((n) => `[${n}]`).join('')}`, t.desc ? 'desc' : 'asc']);
