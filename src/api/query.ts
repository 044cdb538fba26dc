/**
 * Bracket query strings as the ticketing service reads them (interface description §4.4):
 *
 *   filters[status]=open                     filters[customer]=<pid>
 *   filters[customer][lastname]=Muster       filters[_logic]=OR
 *   filters[status][_logic]=OR&filters[status][0]=a&filters[status][1]=b
 *   filters[start][_comp]=gte&filters[start][_value]=2026-05-01 00:00:00
 *   filters[start][0][_comp]=gte&filters[start][0][_value]=…&filters[start][1][_comp]=lt&…
 *   properties[shows]=1   orderBy[start]=asc   page=0   maxResults=50
 *
 * Output is deterministic: filter fields and properties are sorted by name, conditions keep
 * their `_comp`/`_value` order, lists their index order, and `orderBy` keeps the caller's order
 * (it is a precedence). Keys and values are percent-encoded with encodeURIComponent, brackets
 * included. Booleans are sent as 1/0, Dates as `YYYY-MM-DD HH:MM:SS` in the host's zone.
 */
import { DEFAULT_TIME_ZONE, formatWallTime } from './format.js';

/** The eight comparisons the service knows. */
export type Comparison = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'isNull' | 'isNotNull';
export type ValueComparison = Exclude<Comparison, 'isNull' | 'isNotNull'>;
export type Logic = 'AND' | 'OR';
export type Scalar = string | number | boolean | Date;

/** `filters[f][_comp]=…&filters[f][_value]=…` */
export type Condition =
  | { readonly _comp?: ValueComparison; readonly _value: Scalar }
  | { readonly _comp: 'isNull' | 'isNotNull'; readonly _value?: never };

type ListItem = Scalar | Condition;

/**
 * What one filter field holds, in the plain-object form:
 * - a scalar: `filters[f]=v` (equality; a pid for a relation field);
 * - `null`: `filters[f][_comp]=isNull`;
 * - a `Condition`: `filters[f][_comp]=…&filters[f][_value]=…`;
 * - an array: `filters[f][0]…&filters[f][1]…` (several conditions, combined with the default AND);
 * - `{ _or: [...] }` / `{ _and: [...] }`: the same list with `filters[f][_logic]=OR|AND`;
 * - any other object: filters on fields of the related record, `filters[f][field]…`.
 */
export type FilterValue =
  | Scalar
  | null
  | undefined
  | Condition
  | readonly ListItem[]
  | { readonly _or: readonly ListItem[] }
  | { readonly _and: readonly ListItem[] }
  | RelationFilter;

export interface RelationFilter {
  readonly [field: string]: FilterValue;
}

/** `filters`: fields to values, plus `_logic` to combine the fields with OR instead of AND. */
export type Filters = { readonly _logic?: Logic } & { readonly [field: string]: FilterValue | Logic };

export interface QueryParams {
  filters?: Filters;
  /** Child records to add to each record: `properties[shows]=1`. */
  properties?: readonly string[] | { readonly [child: string]: Flag | undefined };
  /** Sort order; the order of the keys is the precedence. */
  orderBy?: { readonly [field: string]: 'asc' | 'desc' };
  /** Page index, starting at 0. */
  page?: number;
  maxResults?: number;
  readonly [param: string]: unknown;
}

/** A property switch as the service reads it: 1, true (or their strings) add the property. */
export type Flag = boolean | 0 | 1 | '0' | '1' | 'true' | 'false';

const isOn = (flag: unknown): boolean => flag === true || flag === 1 || flag === '1' || flag === 'true';

export interface SerializeOptions {
  /** Zone whose wall time Date values are written in (the host's zone). */
  timeZone?: string;
}

type Pair = readonly [key: string, value: string];

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function scalar(value: unknown, timeZone: string): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Cannot send ${value} as a query value`);
    return String(value);
  }
  if (value instanceof Date) return formatWallTime(value, timeZone);
  if (typeof value === 'string' || typeof value === 'bigint') return String(value);
  throw new TypeError(`Cannot send ${JSON.stringify(value)} as a query value`);
}

function condition(key: string, value: Condition, timeZone: string, out: Pair[]): void {
  out.push([`${key}[_comp]`, value._comp ?? 'eq']);
  if (value._value !== undefined) out.push([`${key}[_value]`, scalar(value._value, timeZone)]);
}

const isCondition = (value: Record<string, unknown>): value is Condition =>
  '_comp' in value || '_value' in value;

function list(key: string, items: readonly ListItem[], timeZone: string, out: Pair[]): void {
  items.forEach((item, i) => {
    if (isPlainObject(item)) condition(`${key}[${i}]`, item as Condition, timeZone, out);
    else out.push([`${key}[${i}]`, scalar(item, timeZone)]);
  });
}

function filterValue(key: string, value: FilterValue, timeZone: string, out: Pair[]): void {
  if (value === undefined) return;
  if (value === null) {
    out.push([`${key}[_comp]`, 'isNull']);
  } else if (Array.isArray(value)) {
    list(key, value as readonly ListItem[], timeZone, out);
  } else if (!isPlainObject(value)) {
    out.push([key, scalar(value, timeZone)]);
  } else if (isCondition(value)) {
    condition(key, value, timeZone, out);
  } else if ('_or' in value || '_and' in value) {
    const { _or, _and } = value as { _or?: readonly ListItem[]; _and?: readonly ListItem[] };
    out.push([`${key}[_logic]`, _or ? 'OR' : 'AND']);
    list(key, _or ?? _and ?? [], timeZone, out);
  } else {
    filters(key, value as Filters, timeZone, out);
  }
}

function filters(key: string, value: Filters, timeZone: string, out: Pair[]): void {
  if (value._logic !== undefined) out.push([`${key}[_logic]`, value._logic]);
  for (const field of Object.keys(value).sort(byName)) {
    if (field !== '_logic') filterValue(`${key}[${field}]`, value[field] as FilterValue, timeZone, out);
  }
}

/** Any other parameter: nested objects and arrays in bracket form, keys as given. */
function generic(key: string, value: unknown, timeZone: string, out: Pair[]): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) value.forEach((v, i) => generic(`${key}[${i}]`, v, timeZone, out));
  else if (isPlainObject(value))
    for (const k of Object.keys(value)) generic(`${key}[${k}]`, value[k], timeZone, out);
  else out.push([key, scalar(value, timeZone)]);
}

const FIRST = ['filters', 'properties', 'orderBy', 'page', 'maxResults'];

/** The query as ordered key/value pairs, before encoding. */
export function queryPairs(params: QueryParams, options: SerializeOptions = {}): Pair[] {
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const out: Pair[] = [];
  if (params.filters) filters('filters', params.filters, timeZone, out);
  const props = params.properties;
  if (props) {
    const names = Array.isArray(props) ? [...new Set(props as readonly string[])] : Object.keys(props);
    for (const name of names.sort(byName)) {
      if (Array.isArray(props) || isOn((props as Record<string, unknown>)[name])) {
        out.push([`properties[${name}]`, '1']);
      }
    }
  }
  for (const [field, direction] of Object.entries(params.orderBy ?? {})) {
    out.push([`orderBy[${field}]`, direction]);
  }
  generic('page', params.page, timeZone, out);
  generic('maxResults', params.maxResults, timeZone, out);
  const rest = Object.keys(params).filter((k) => !FIRST.includes(k));
  for (const k of rest.sort(byName)) generic(k, params[k], timeZone, out);
  return out;
}

/** Serializes query parameters to a bracket query string (without the leading `?`). */
export function serializeQuery(params: QueryParams, options: SerializeOptions = {}): string {
  return queryPairs(params, options)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
}

/** A `querySerializer` for openapi-fetch. */
export function createQuerySerializer(
  options: SerializeOptions = {},
): (query: Record<string, unknown>) => string {
  return (query) => serializeQuery(query as QueryParams, options);
}
