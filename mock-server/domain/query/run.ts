/**
 * Runs a list query over a record source: start from the narrowest index the plan allows (or every
 * record), filter, order, cut one page. Without `orderBy` the records stream in creation order and
 * only the requested page is kept; `total` still counts every match, for `X-Count`.
 */
import type { Predicate } from './access';
import { compileQuery, type CompiledQuery, type SortKey } from './compile';
import { planQuery, type QueryPlan } from './plan';
import type {
  FilterCondition,
  FilterNode,
  ListQuery,
  ListResult,
  QueryContext,
  QueryModel,
  QueryRecord,
  QuerySource,
  RecordSequence,
  SizedIterable,
} from './types';
import { compareValues } from './values';

/** Compiles, plans and runs `query` on `resource`; throws a QueryError for a query that does not fit. */
export function runListQuery(
  resource: string,
  query: ListQuery,
  source: QuerySource,
  model: QueryModel,
  ctx: QueryContext,
): ListResult {
  const compiled = compileQuery(resource, query, model, ctx);
  return executeQuery(compiled, planQuery(compiled), query, source);
}

/** Runs an already compiled and planned query; `page` and `maxResults` come from `paging`. */
export function executeQuery(
  compiled: CompiledQuery,
  plan: QueryPlan,
  paging: Pick<ListQuery, 'page' | 'maxResults'>,
  source: QuerySource,
): ListResult {
  const { resource, sortKeys } = compiled;
  const [start, end] = pageWindow(paging);
  const indexed = startFromIndex(resource, plan, source);
  const records = indexed ? indexed.records : source.all(resource);
  const predicate = indexed ? indexed.residual : plan.predicate;
  // Index buckets need not be in creation order when the source can tell that order.
  const order = indexed && source.order ? source.order.bind(source) : undefined;

  if (sortKeys.length === 0 && !order) return streamPage(records, predicate, start, end);
  if (!indexed && sortKeys.length === 1) {
    const sort = sortKeys[0]!;
    const walked =
      walkOrdered(resource, sort, records, predicate, start, end, source) ??
      walkSequence(resource, sort, records, predicate, start, end, source);
    if (walked) return walked;
  }

  const matches: QueryRecord[] = [];
  for (const r of records) if (!predicate || predicate(r)) matches.push(r);
  if (order && !inRankOrder(matches, resource, order)) {
    sortBy(matches, [{ key: (r) => order(resource, r), descending: false }]);
  }
  if (sortKeys.length > 0 && end < matches.length) {
    return { total: matches.length, items: selectPage(matches, sortKeys, start, end) };
  }
  if (sortKeys.length > 0) sortBy(matches, sortKeys);
  return { total: matches.length, items: matches.slice(start, end) };
}

interface Ranked {
  readonly r: QueryRecord;
  /** Position among the matches: ties keep it, as the stable sort does. */
  readonly i: number;
  readonly k: unknown[];
}

/** Compares two ranked records by the sort keys, then by position (stable). */
function compareRanked(a: Ranked, b: Ranked, keys: readonly SortKey[]): number {
  for (let j = 0; j < keys.length; j++) {
    const c = compareValues(a.k[j], b.k[j]);
    if (c !== 0) return keys[j]!.descending ? -c : c;
  }
  return a.i - b.i;
}

/**
 * The records `start` to `end` of `matches` in sort order, without sorting them all: a bounded
 * max-heap keeps the first `end` records seen so far (its root the last of them), and a record
 * is compared with the root before anything is allocated for it, so most records of a large list
 * cost one key read and one comparison. O(n log end) instead of O(n log n), and the same page as
 * the stable sort (ties by position).
 */
function selectPage(
  matches: readonly QueryRecord[],
  keys: readonly SortKey[],
  start: number,
  end: number,
): QueryRecord[] {
  if (end <= 0) return [];
  const heap: Ranked[] = [];
  const worse = (a: Ranked, b: Ranked) => compareRanked(a, b, keys) > 0;
  const probe: { r: QueryRecord; i: number; k: unknown[] } = {
    r: matches[0]!,
    i: 0,
    k: new Array(keys.length),
  };
  for (let i = 0; i < matches.length; i++) {
    const r = matches[i]!;
    if (heap.length === end) {
      probe.r = r;
      probe.i = i;
      for (let j = 0; j < keys.length; j++) probe.k[j] = keys[j]!.key(r);
      // Not before the current last of the page: it cannot be on the page.
      if (!worse(heap[0]!, probe)) continue;
      heap[0] = { r, i, k: [...probe.k] };
      siftDown(heap, 0, worse);
    } else {
      heap.push({ r, i, k: keys.map((key) => key.key(r)) });
      siftUp(heap, heap.length - 1, worse);
    }
  }
  heap.sort((a, b) => compareRanked(a, b, keys));
  return heap.slice(start, end).map((row) => row.r);
}

function siftUp(heap: Ranked[], at: number, worse: (a: Ranked, b: Ranked) => boolean): void {
  let i = at;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (!worse(heap[i]!, heap[parent]!)) return;
    [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
    i = parent;
  }
}

function siftDown(heap: Ranked[], at: number, worse: (a: Ranked, b: Ranked) => boolean): void {
  let i = at;
  for (;;) {
    const left = 2 * i + 1;
    const right = left + 1;
    let top = i;
    if (left < heap.length && worse(heap[left]!, heap[top]!)) top = left;
    if (right < heap.length && worse(heap[right]!, heap[top]!)) top = right;
    if (top === i) return;
    [heap[i], heap[top]] = [heap[top]!, heap[i]!];
    i = top;
  }
}

/** The query narrowed to records whose `field` equals `value`: a child collection such as `/bookings/<pid>/tickets/`. */
export function scopeQuery(query: ListQuery, field: string, value: string): ListQuery {
  const at = `filters[${field}]`;
  const scope: FilterCondition = {
    kind: 'condition',
    field: [field],
    comp: 'eq',
    value,
    at: { fields: [at], comp: at, value: at },
  };
  const filter: FilterNode =
    query.filter === null
      ? scope
      : query.filter.kind === 'group' && query.filter.logic === 'AND'
        ? { ...query.filter, children: [scope, ...query.filter.children] }
        : { kind: 'group', logic: 'AND', children: [scope, query.filter] };
  return { ...query, filter };
}

function pageWindow({ page, maxResults }: Pick<ListQuery, 'page' | 'maxResults'>): [number, number] {
  const p = Math.max(0, Math.floor(page));
  if (maxResults === null) return p === 0 ? [0, Infinity] : [Infinity, Infinity];
  const size = Math.max(1, Math.floor(maxResults));
  return [p * size, (p + 1) * size];
}

function sizeOf(records: Iterable<QueryRecord>): number | undefined {
  if (Array.isArray(records)) return records.length;
  const size = (records as Partial<SizedIterable<QueryRecord>>).size;
  return typeof size === 'number' ? size : undefined;
}

function countMatches(records: Iterable<QueryRecord>, predicate: Predicate | null): number {
  const size = predicate ? undefined : sizeOf(records);
  if (size !== undefined) return size;
  let total = 0;
  for (const r of records) if (!predicate || predicate(r)) total++;
  return total;
}

/**
 * `orderBy` one field the source keeps an ordered index for: the buckets are walked in key order
 * (reversed for `desc`; a bucket is in creation order either way, as a stable sort leaves ties)
 * and the walk stops at the end of the page. `total` still counts every match.
 */
function walkOrdered(
  resource: string,
  sort: SortKey,
  records: Iterable<QueryRecord>,
  predicate: Predicate | null,
  start: number,
  end: number,
  source: QuerySource,
): ListResult | undefined {
  if (sort.field === undefined || !source.ordered) return undefined;
  const index = source.ordered(resource, sort.field);
  if (!index) return undefined;
  const total = countMatches(records, predicate);
  const items: QueryRecord[] = [];
  const { keys } = index;
  let seen = 0;
  for (let i = 0; i < keys.length && seen < end && seen < total; i++) {
    const key = keys[sort.descending ? keys.length - 1 - i : i]!;
    for (const r of index.bucket(key)) {
      if (predicate && !predicate(r)) continue;
      if (seen >= start) items.push(r);
      if (++seen >= end) break;
    }
  }
  return { total, items };
}

/**
 * `orderBy` one field that never decreases in creation order (`created`): the records are walked
 * in creation order, from the start for `asc`; for `desc` from the end, one run of equal keys at a
 * time (found by binary search), each run in creation order, as a stable sort leaves ties. The
 * walk stops at the end of the page: O(page) for a page of a list without a filter. `total` still
 * counts every match.
 */
function walkSequence(
  resource: string,
  sort: SortKey,
  records: Iterable<QueryRecord>,
  predicate: Predicate | null,
  start: number,
  end: number,
  source: QuerySource,
): ListResult | undefined {
  if (sort.field === undefined || !source.sequence) return undefined;
  const sequence = source.sequence(resource, sort.field);
  if (!sequence) return undefined;
  const total = countMatches(records, predicate);
  const items: QueryRecord[] = [];
  let seen = 0;
  /** Takes the record when it matches; true once the page is full. */
  const take = (r: QueryRecord): boolean => {
    if (!sequence.visible(r) || (predicate && !predicate(r))) return false;
    if (seen >= start) items.push(r);
    return ++seen >= end;
  };
  const limit = Math.min(end, total);
  if (!sort.descending) {
    for (let i = 0; i < sequence.length && seen < limit; i++) if (take(sequence.at(i))) break;
    return { total, items };
  }
  let hi = sequence.length;
  while (hi > 0 && seen < limit) {
    const lo = runStart(sequence, sort, hi);
    for (let i = lo; i < hi && seen < limit; i++) if (take(sequence.at(i))) break;
    hi = lo;
  }
  return { total, items };
}

/** The first index of the run of records before `hi` whose key equals the key at `hi - 1`. */
function runStart(sequence: RecordSequence, sort: SortKey, hi: number): number {
  const key = sort.key(sequence.at(hi - 1));
  let lo = 0;
  let top = hi - 1;
  while (lo < top) {
    const mid = (lo + top) >> 1;
    if (compareValues(sort.key(sequence.at(mid)), key) < 0) lo = mid + 1;
    else top = mid;
  }
  return lo;
}

/** The smallest candidate set among the probes the source has an index for. */
function startFromIndex(
  resource: string,
  plan: QueryPlan,
  source: QuerySource,
): { records: Iterable<QueryRecord>; residual: Predicate | null } | undefined {
  if (!source.candidates || plan.probes.length === 0) return undefined;
  let best: { records: Iterable<QueryRecord>; residual: Predicate | null } | undefined;
  let bestSize = Infinity;
  for (const probe of plan.probes) {
    const records = source.candidates(resource, probe.field, probe.key);
    if (records === undefined) continue;
    const size = sizeOf(records);
    if (size === 0) return { records: [], residual: null };
    if (best === undefined || (size !== undefined && size < bestSize)) {
      best = { records, residual: probe.residual };
      bestSize = size ?? Infinity;
    }
  }
  return best;
}

/** Counts every match and keeps only those inside [start, end), in source order. */
function streamPage(
  records: Iterable<QueryRecord>,
  predicate: Predicate | null,
  start: number,
  end: number,
): ListResult {
  if (!predicate) {
    if (Array.isArray(records)) return { total: records.length, items: records.slice(start, end) };
    const size = sizeOf(records);
    const { slice } = records as Partial<SizedIterable<QueryRecord>>;
    if (size !== undefined && slice) return { total: size, items: slice.call(records, start, end) };
    if (size !== undefined) {
      const items: QueryRecord[] = [];
      let i = 0;
      if (start < size) {
        for (const r of records) {
          if (i >= end) break;
          if (i >= start) items.push(r);
          i++;
        }
      }
      return { total: size, items };
    }
  }
  const items: QueryRecord[] = [];
  let total = 0;
  for (const r of records) {
    if (predicate && !predicate(r)) continue;
    if (total >= start && total < end) items.push(r);
    total++;
  }
  return { total, items };
}

/**
 * Whether the records are in creation order already (ranks rising): index buckets mostly are, and
 * a stable sort would leave them as they are.
 */
function inRankOrder(
  records: readonly QueryRecord[],
  resource: string,
  order: (resource: string, record: QueryRecord) => number,
): boolean {
  let previous = -Infinity;
  for (const record of records) {
    const rank = order(resource, record);
    if (typeof rank !== 'number' || !(rank >= previous)) return false;
    previous = rank;
  }
  return true;
}

/** Stable sort by precomputed keys, so each key is read once per record, not once per comparison. */
function sortBy(records: QueryRecord[], keys: readonly SortKey[]): void {
  const rows = records.map((r, i) => ({ r, i, k: keys.map((s) => s.key(r)) }));
  rows.sort((a, b) => {
    for (let j = 0; j < keys.length; j++) {
      const c = compareValues(a.k[j], b.k[j]);
      if (c !== 0) return keys[j]!.descending ? -c : c;
    }
    return a.i - b.i;
  });
  for (let i = 0; i < rows.length; i++) records[i] = rows[i]!.r;
}
