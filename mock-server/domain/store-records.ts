/**
 * The types of stored records, derived from the contract so that they cannot drift from it.
 *
 * A stored record of resource `N` is `RecordOf<N>` (its zod record schema) in stored form: the
 * fields the registry declares as `datetime` or `money` hold numbers (epoch ms, integer minor
 * units) instead of the strings they read as, and the record carries the store's internal
 * fields. `StoredOf<'tickets'>` is what `store.get('tickets', pid)` answers.
 *
 * Code that does not know which resource it handles (the record service, the query engine,
 * snapshots) names the resource with the whole `ResourceName` union and gets `StoredRecord`,
 * a record whose fields are `unknown`: `Stored<N>` is `StoredRecord` exactly when `N` is the
 * whole union. That is where records enter the typed world: the record service builds them from
 * bodies checked against the resource's schemas and hands them, with their resource's name,
 * to the store and to the rules' hooks.
 */
import type { ResourceName } from '../schemas/registry-types';
import type { RecordOf, Resources } from '../schemas/resources';
import { isPid, type Pid } from './model';

/** Use counters of shows, events and options (see `rules/counters.ts`). */
export type Counts = Readonly<Record<string, number>>;

/** The store's fields besides the contract's; never rendered. */
type InternalFields = {
  /** The host that owns the record (hosts own themselves). */
  readonly _host: string;
  /** Creation sequence: the default order of every list. */
  readonly _seq: number;
  /** The array create the record came from (`filters[batchId]`), and its place in the array. */
  readonly batchId?: string;
  readonly batchOrder?: number;
  /** Use counters, on shows, events and options only; absent when nothing is counted. */
  readonly _counts?: Counts;
};

type FieldsOf<N extends ResourceName> = Resources[N]['fields'];

/** The registry's kind of a record key; `'value'` for keys that are not filterable fields. */
type KindOf<N extends ResourceName, K> = K extends keyof FieldsOf<N>
  ? FieldsOf<N>[K] extends { readonly kind: infer Kind }
    ? Kind
    : 'value'
  : 'value';

/** Instants and amounts are stored as numbers; everything else as it reads (`[…]`: no distribution). */
type StoredValue<Kind, Read> = [Kind] extends ['datetime' | 'money']
  ? null extends Read
    ? number | null
    : number
  : Read;

/** The stored record of one resource (a union of them for a union of names). */
type StoredOf<N extends ResourceName> = N extends ResourceName
  ? { readonly [K in keyof RecordOf<N>]: StoredValue<KindOf<N, K>, RecordOf<N>[K]> } & InternalFields
  : never;

/**
 * A record of a resource not known statically. Own enumerable properties are the data; the
 * `children` relations of the registry are getters on the table's prototype.
 */
export interface StoredRecord {
  readonly pid: Pid;
  readonly _host: string;
  readonly _seq: number;
  readonly created: number;
  readonly updated: number;
  readonly batchId?: string;
  readonly batchOrder?: number;
  readonly [field: string]: unknown;
}

/** Whether a record handed back by the query engine is one of the store's records. */
export function isStoredRecord(record: Readonly<Record<string, unknown>>): record is StoredRecord {
  return typeof record._host === 'string' && typeof record._seq === 'number' && isPid(record.pid);
}

/** Data of a record to insert or to replace one with, for a resource not known statically. */
export type RecordData = { pid: Pid; _host: string; _seq: number; created: number; updated: number } & Record<
  string,
  unknown
>;

/** A stored record of `N`: typed per resource, `StoredRecord` for the whole union. */
export type Stored<N extends ResourceName> = [ResourceName] extends [N] ? StoredRecord : StoredOf<N>;

/** What `store.insert(N, …)` and `store.replace(N, …)` take. */
export type StoredData<N extends ResourceName> = [ResourceName] extends [N] ? RecordData : StoredOf<N>;
