/**
 * The list-query model shared by the parser (`mock-server/http/query-parse.ts`) and the engine
 * (compile, plan, run). The engine knows nothing of zod or the resource registry: it reads the
 * data model through the small {@link QueryModel} interface and records as plain objects.
 */

export type Comparison = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'isNull' | 'isNotNull';
export const COMPARISONS: readonly Comparison[] = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'isNull',
  'isNotNull',
];
/** Comparisons that take no `_value`. */
export const NULL_CHECKS: readonly Comparison[] = ['isNull', 'isNotNull'];

export type Logic = 'AND' | 'OR';

/** One comparison of a field (possibly reached through relations) with a value. */
export interface FilterCondition {
  readonly kind: 'condition';
  /** Field names from the listed resource, following references: `['customer', 'lastname']`. */
  readonly field: readonly string[];
  readonly comp: Comparison;
  /** The value as sent; null for `isNull` and `isNotNull`. */
  readonly value: string | null;
  /** Parameter names to report errors at: one per field name, the comparison and the value. */
  readonly at: { readonly fields: readonly string[]; readonly comp: string; readonly value: string };
}

interface FilterGroup {
  readonly kind: 'group';
  readonly logic: Logic;
  readonly children: readonly FilterNode[];
}

export type FilterNode = FilterCondition | FilterGroup;

export interface OrderTerm {
  /** A field of the listed resource, or a path through relations joined with dots: `customer.lastname`. */
  readonly field: string;
  readonly direction: 'asc' | 'desc';
}

export interface ListQuery {
  readonly filter: FilterNode | null;
  /** Names given as `properties[name]=1|true`, in the order sent. */
  readonly properties: string[];
  /** Sort keys in the order sent; ties (and an empty list) fall back to creation order. */
  readonly orderBy: OrderTerm[];
  /** Zero-based page number. */
  readonly page: number;
  /** Page size; null means every record on one page. */
  readonly maxResults: number | null;
}

/** Bounds that keep every query cheap to parse and run, whatever its content. */
export const QUERY_LIMITS = {
  /** Leaf conditions in one filter. */
  conditions: 200,
  /** Bracketed names or indexes in one filter key before its operator (`_comp`, `_value`, `_logic`). */
  depth: 5,
  /** `orderBy[...]` terms. */
  orderTerms: 10,
  /** Errors reported at once (the rest are summarised). */
  issues: 50,
} as const;

export type FieldType = 'string' | 'integer' | 'number' | 'boolean' | 'datetime' | 'pid' | 'money' | 'enum';
export const FIELD_TYPES: readonly FieldType[] = [
  'string',
  'integer',
  'number',
  'boolean',
  'datetime',
  'pid',
  'money',
  'enum',
];

export interface QueryField {
  readonly type: FieldType;
  /** Target resource when the field holds the pid (or pids) of another record. */
  readonly reference?: string;
  /** The field holds a list (of pids when `reference` is set). */
  readonly many?: boolean;
  /** Allowed values of an `enum` field; when given, filter values are checked against it. */
  readonly values?: readonly string[];
  /** Stored in upper case: filter values are compared case-insensitively (a ticket's `code`). */
  readonly upperCase?: boolean;
}

/**
 * The data model as the engine sees it. `field(resource, 'pid')` should describe the record's own
 * pid: type `integer` (bookings) makes references to that resource compare as integers.
 */
export interface QueryModel {
  field(resource: string, name: string): QueryField | undefined;
  /** Whether `properties[name]` can be expanded on records of `resource`; when absent, any name passes. */
  property?(resource: string, name: string): boolean;
}

/**
 * A stored record. Datetimes are epoch milliseconds, money integer minor units, booleans booleans;
 * a reference holds the target's pid (or, for an embedded record such as an address, the object).
 */
export type QueryRecord = Readonly<Record<string, unknown>>;

export interface QueryContext {
  /** IANA zone in which filter datetimes are wall times, e.g. `Europe/Zurich`. */
  readonly timeZone: string;
  /** Follows a reference; undefined when no such record exists. */
  lookup(resource: string, pid: unknown): QueryRecord | undefined;
}

/** A value as stored in a record, used as a secondary-index key. */
export type IndexKey = string | number | boolean;

/** An iterable that knows its length without being walked (an array, a Set, a lazy store read). */
export interface SizedIterable<T> extends Iterable<T> {
  readonly size: number;
  /** The items from position `start` up to `end` (excluded), as `Array.prototype.slice` would give them. */
  slice?(start: number, end: number): T[];
}

/**
 * An index walked in key order: `keys` ascending by `compareValues`, every record of `all()`
 * under exactly one of them, and `bucket(key)` the records under a key in creation order.
 */
export interface OrderedIndex {
  readonly keys: readonly IndexKey[];
  bucket(key: IndexKey): readonly QueryRecord[];
}

/**
 * The records of a resource in creation order with random access (of every owner: `visible` says
 * which the caller may see), along which a field never decreases: `created`, as long as the clock
 * was never set back. `orderBy` on that field walks it from either end and stops at the page.
 */
export interface RecordSequence {
  readonly length: number;
  at(i: number): QueryRecord;
  visible(record: QueryRecord): boolean;
}

export interface QuerySource {
  /**
   * Every record of the resource, in creation order. An array or a {@link SizedIterable} lets a
   * list without a filter count its matches without reading them.
   */
  all(resource: string): Iterable<QueryRecord>;
  /**
   * The index on `field` walked in key order, for `orderBy[field]`; undefined when there is none
   * or some record holds no key or several for the field.
   */
  ordered?(resource: string, field: string): OrderedIndex | undefined;
  /** The records in creation order when `field` never decreases along it; see {@link RecordSequence}. */
  sequence?(resource: string, field: string): RecordSequence | undefined;
  /**
   * Records whose `field` equals `value`, from a secondary index; undefined when there is no index
   * for that field. Arrays and Sets let the planner choose the smallest of several indexes.
   */
  candidates?(resource: string, field: string, value: IndexKey): Iterable<QueryRecord> | undefined;
  /**
   * Creation rank of a record. When given, index candidates are put back in creation order, so an
   * index need not keep it (a reference changed by PATCH moves a record to another index bucket);
   * when absent, `candidates` must yield records in creation order.
   */
  order?(resource: string, record: QueryRecord): number;
}

export interface ListResult {
  /** Matching records before pagination (the `X-Count` header). */
  readonly total: number;
  readonly items: QueryRecord[];
}
