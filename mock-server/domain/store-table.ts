/**
 * One table of the store: the records of a resource by pid (a `Map`, so iteration is creation
 * order), the secondary indexes (key → set of pids) and the prototype its records share.
 */
import type { ResourceName } from '../schemas/registry-types';
import { childRelations, indexDefs, type IndexDef, type Pid } from './model';
import type { IndexKey } from './query/types';
import { childPids, type RelationReader } from './relations';
import type { Stored, StoredData, StoredRecord } from './store-records';

export const EMPTY_PIDS: ReadonlySet<Pid> = new Set();

/**
 * The prototype of a table's records: each `children` relation reads as the list of child pids,
 * so the query engine can filter through it (`filters[tickets][show]=…` on bookings). Getters are
 * not own properties, so they never reach snapshots or rendering.
 */
function recordProto(name: ResourceName, reader: RelationReader): object {
  const proto = Object.create(null) as object;
  for (const relation of childRelations(name)) {
    Object.defineProperty(proto, relation, {
      get(this: StoredRecord) {
        return childPids(reader, name, relation, this.pid);
      },
    });
  }
  return proto;
}

export class Table<N extends ResourceName> {
  readonly rows = new Map<Pid, Stored<N>>();
  readonly indexes: ReadonlyMap<string, Map<IndexKey, Set<Pid>>>;
  private readonly defs: readonly IndexDef[];
  private readonly proto: object;

  constructor(
    readonly name: N,
    reader: RelationReader,
  ) {
    this.defs = indexDefs(name);
    this.indexes = new Map(this.defs.map((def) => [def.field, new Map<IndexKey, Set<Pid>>()]));
    this.proto = recordProto(name, reader);
  }

  lookup(field: string, key: IndexKey): ReadonlySet<Pid> {
    return this.indexes.get(field)?.get(key) ?? EMPTY_PIDS;
  }

  insert(data: StoredData<N>): Stored<N> {
    const record = this.materialize(data);
    this.rows.set(record.pid, record);
    for (const def of this.defs) {
      const index = this.indexes.get(def.field)!;
      for (const key of def.keys(record)) bucketAdd(index, key, record.pid);
    }
    return record;
  }

  /** Replaces `before`; only the indexes whose keys changed are touched. */
  replace(before: Stored<N>, data: StoredData<N>): Stored<N> {
    const record = this.materialize(data);
    // Map.set on an existing key keeps the key's position: the creation order stays intact.
    this.rows.set(record.pid, record);
    for (const def of this.defs) {
      const old = def.keys(before);
      const now = def.keys(record);
      if (old.length === now.length && old.every((k, i) => k === now[i])) continue;
      const index = this.indexes.get(def.field)!;
      for (const key of old) bucketDelete(index, key, record.pid);
      for (const key of now) bucketAdd(index, key, record.pid);
    }
    return record;
  }

  remove(before: Stored<N>): void {
    this.rows.delete(before.pid);
    for (const def of this.defs) {
      const index = this.indexes.get(def.field)!;
      for (const key of def.keys(before)) bucketDelete(index, key, before.pid);
    }
  }

  /** Differences between the indexes and a recomputation from the rows (empty when consistent). */
  verify(fresh: Table<N>): string[] {
    for (const record of this.rows.values()) fresh.insert(dataOf<N>(record));
    const problems: string[] = [];
    for (const def of this.defs) {
      const have = this.indexes.get(def.field)!;
      const want = fresh.indexes.get(def.field)!;
      for (const key of new Set([...have.keys(), ...want.keys()])) {
        const a = [...(have.get(key) ?? [])].map(String).sort().join(',');
        const b = [...(want.get(key) ?? [])].map(String).sort().join(',');
        if (a !== b) problems.push(`${this.name}.${def.field}[${String(key)}]: has ${a}, expected ${b}`);
      }
    }
    return problems;
  }

  /**
   * The record with the table's prototype. The one place where data becomes a typed record of
   * `N`: callers name the resource (typed callers pass `StoredData<N>`, the record service passes
   * data it built from a body checked against `N`'s schemas).
   */
  private materialize(data: StoredData<N>): Stored<N> {
    return Object.assign(Object.create(this.proto) as object, data) as Stored<N>;
  }
}

/** A record's own data (without the prototype's relation getters), ready to insert again. */
export function dataOf<N extends ResourceName>(record: Stored<N>): StoredData<N> {
  return { ...record } as StoredData<N>;
}

function bucketAdd(index: Map<IndexKey, Set<Pid>>, key: IndexKey, pid: Pid): void {
  let bucket = index.get(key);
  if (!bucket) index.set(key, (bucket = new Set()));
  bucket.add(pid);
}

function bucketDelete(index: Map<IndexKey, Set<Pid>>, key: IndexKey, pid: Pid): void {
  const bucket = index.get(key);
  if (!bucket) return;
  bucket.delete(pid);
  if (bucket.size === 0) index.delete(key);
}
