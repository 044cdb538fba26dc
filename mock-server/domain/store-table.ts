/**
 * One table of the store: the records of a resource by pid (a `Map`, so iteration is creation
 * order), the secondary indexes (key → set of pids) and the prototype its records share.
 *
 * An index is built from the rows the first time it is used, and kept up to date by every write
 * from then on: loading a seed or a snapshot of 100,000 records builds none, and a table whose
 * index on a field is never asked for never holds it.
 */
import type { ResourceName } from '../schemas/registry-types';
import {
  childRelations,
  groupIndexDefs,
  indexDefs,
  type GroupIndexDef,
  type IndexDef,
  type Pid,
} from './model';
import type { IndexKey } from './query/types';
import { compareValues } from './query/values';
import { childPids, type RelationReader } from './relations';
import type { Stored, StoredData, StoredRecord } from './store-records';

const EMPTY_PIDS: ReadonlySet<Pid> = new Set();
const EMPTY_GROUP: ReadonlyMap<IndexKey, ReadonlySet<Pid>> = new Map();

type Group = Map<IndexKey, Map<IndexKey, Set<Pid>>>;

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
  /** The indexes built so far, by field; only these are kept up to date. */
  private readonly built = new Map<string, Map<IndexKey, Set<Pid>>>();
  private readonly defByField: ReadonlyMap<string, IndexDef>;
  readonly groups: ReadonlyMap<string, Group>;
  private readonly defs: readonly IndexDef[];
  private readonly groupDefs: readonly GroupIndexDef[];
  private readonly proto: object;
  /** The store's change count at this table's last change (rollbacks included). */
  private changes = 0;
  /** Per indexed field, how many records hold other than exactly one key (none, or a list). */
  private readonly uncovered = new Map<string, number>();
  /** Per indexed field, its keys in ascending order; dropped when a key appears or disappears. */
  private readonly sortedKeys = new Map<string, readonly IndexKey[]>();
  /** The pids in creation order, for walks by position; dropped when a record is removed. */
  private sequence: Pid[] | undefined = [];
  /** Whether `created` never decreases in creation order (false once the clock was set back). */
  private createdRising = true;
  private lastCreated = -Infinity;
  /** Per group index, per outer key: the change count when a record under that key last changed. */
  private readonly groupChanges = new Map<string, Map<IndexKey, number>>();

  constructor(
    readonly name: N,
    reader: RelationReader,
    /** Shared by the tables of a store, so that a revision never repeats, not even after a restore. */
    private readonly counter: { changes: number } = { changes: 0 },
  ) {
    this.defs = indexDefs(name);
    this.defByField = new Map(this.defs.map((def) => [def.field, def]));
    this.groupDefs = groupIndexDefs(name);
    this.groups = new Map(this.groupDefs.map((def) => [def.name, new Map()]));
    this.proto = recordProto(name, reader);
  }

  get revision(): number {
    return this.changes;
  }

  /** Whether the table has an index on `field` (built or not yet). */
  hasIndex(field: string): boolean {
    return this.defByField.has(field);
  }

  lookup(field: string, key: IndexKey): ReadonlySet<Pid> {
    return this.index(field)?.get(key) ?? EMPTY_PIDS;
  }

  /** The index on `field`, built from the rows (in creation order) when first asked for. */
  private index(field: string): Map<IndexKey, Set<Pid>> | undefined {
    let index = this.built.get(field);
    if (index !== undefined) return index;
    const def = this.defByField.get(field);
    if (def === undefined) return undefined;
    index = new Map();
    let uncovered = 0;
    for (const record of this.rows.values()) {
      const keys = def.keys(record);
      for (const key of keys) bucketAdd(index, key, record.pid);
      if (keys.length !== 1) uncovered++;
    }
    this.built.set(field, index);
    this.uncovered.set(field, uncovered);
    return index;
  }

  /**
   * A number that changes whenever a record under `outer` in group index `name` is added,
   * replaced (whatever changed in it) or removed: what is kept per outer key (the seat statuses
   * of one show) stays valid while it holds, whatever happens elsewhere in the table.
   */
  groupRevision(name: string, outer: IndexKey): number {
    return this.groupChanges.get(name)?.get(outer) ?? 0;
  }

  /** The inner keys of `outer` in group index `name`, each with its records. */
  group(name: string, outer: IndexKey): ReadonlyMap<IndexKey, ReadonlySet<Pid>> {
    return this.groups.get(name)?.get(outer) ?? EMPTY_GROUP;
  }

  /**
   * The keys of the index on `field` in ascending order (`compareValues`), when every record of
   * the table holds exactly one key for it: walking the buckets in this order then visits every
   * record once, in the order of `orderBy[field]`. Undefined otherwise (no such index, a record
   * without a key or with several).
   */
  orderedKeys(field: string): readonly IndexKey[] | undefined {
    const index = this.index(field);
    if (!index || (this.uncovered.get(field) ?? 0) > 0) return undefined;
    let keys = this.sortedKeys.get(field);
    if (!keys) {
      keys = [...index.keys()].sort(compareValues);
      // NaN compares equal to everything: such keys cannot be walked in order.
      if (keys.some((k) => typeof k === 'number' && Number.isNaN(k))) return undefined;
      this.sortedKeys.set(field, keys);
    }
    return keys;
  }

  /**
   * The records in creation order by position, when `created` never decreased along it (the
   * clock was not set back while records were made): what `orderBy[created]` walks.
   */
  createdSequence(): { readonly length: number; at(i: number): Stored<N> } | undefined {
    if (!this.createdRising) return undefined;
    const pids = (this.sequence ??= [...this.rows.keys()]);
    const rows = this.rows;
    return { length: pids.length, at: (i) => rows.get(pids[i]!)! };
  }

  insert(data: StoredData<N>): Stored<N> {
    const record = this.materialize(data);
    this.changes = ++this.counter.changes;
    this.rows.set(record.pid, record);
    this.sequence?.push(record.pid);
    const created = record.created;
    if (typeof created === 'number' && created >= this.lastCreated) this.lastCreated = created;
    else this.createdRising = false;
    for (const def of this.defs) {
      const index = this.built.get(def.field);
      if (index !== undefined) this.addKeys(index, def, def.keys(record), record.pid);
    }
    for (const def of this.groupDefs) {
      groupAdd(this.groups.get(def.name)!, def, record);
      this.touchGroup(def, record);
    }
    return record;
  }

  /** Replaces `before`; only the indexes whose keys changed are touched. */
  replace(before: Stored<N>, data: StoredData<N>): Stored<N> {
    const record = this.materialize(data);
    this.changes = ++this.counter.changes;
    // Map.set on an existing key keeps the key's position: the creation order stays intact.
    this.rows.set(record.pid, record);
    if (record.created !== before.created) this.createdRising = false;
    for (const def of this.defs) {
      const index = this.built.get(def.field);
      if (index === undefined) continue;
      const old = def.keys(before);
      const now = def.keys(record);
      if (old.length === now.length && old.every((k, i) => k === now[i])) continue;
      this.deleteKeys(index, def, old, record.pid);
      this.addKeys(index, def, now, record.pid);
    }
    for (const def of this.groupDefs) {
      this.touchGroup(def, before);
      this.touchGroup(def, record);
      if (def.outer(before) === def.outer(record) && def.inner(before) === def.inner(record)) continue;
      const group = this.groups.get(def.name)!;
      groupDelete(group, def, before);
      groupAdd(group, def, record);
    }
    return record;
  }

  remove(before: Stored<N>): void {
    this.changes = ++this.counter.changes;
    this.rows.delete(before.pid);
    this.sequence = undefined;
    for (const def of this.defs) {
      const index = this.built.get(def.field);
      if (index !== undefined) this.deleteKeys(index, def, def.keys(before), before.pid);
    }
    for (const def of this.groupDefs) {
      groupDelete(this.groups.get(def.name)!, def, before);
      this.touchGroup(def, before);
    }
  }

  private touchGroup(def: GroupIndexDef, record: Readonly<Record<string, unknown>>): void {
    const outer = def.outer(record);
    if (outer === undefined) return;
    let changes = this.groupChanges.get(def.name);
    if (!changes) this.groupChanges.set(def.name, (changes = new Map()));
    changes.set(outer, this.changes);
  }

  private addKeys(index: Map<IndexKey, Set<Pid>>, def: IndexDef, keys: readonly IndexKey[], pid: Pid): void {
    let added = false;
    for (const key of keys) added = bucketAdd(index, key, pid) || added;
    if (added) this.sortedKeys.delete(def.field);
    if (keys.length !== 1) this.uncovered.set(def.field, (this.uncovered.get(def.field) ?? 0) + 1);
  }

  private deleteKeys(
    index: Map<IndexKey, Set<Pid>>,
    def: IndexDef,
    keys: readonly IndexKey[],
    pid: Pid,
  ): void {
    let dropped = false;
    for (const key of keys) dropped = bucketDelete(index, key, pid) || dropped;
    if (dropped) this.sortedKeys.delete(def.field);
    if (keys.length !== 1) this.uncovered.set(def.field, (this.uncovered.get(def.field) ?? 0) - 1);
  }

  /**
   * Differences between the indexes and a recomputation from the rows (empty when consistent).
   * An index not built yet is built here, so that from then on every index is kept and checked.
   */
  verify(fresh: Table<N>): string[] {
    for (const def of this.defs) fresh.index(def.field);
    for (const record of this.rows.values()) fresh.insert(dataOf<N>(record));
    const problems: string[] = [];
    for (const def of this.defs) {
      const have = this.index(def.field)!;
      const want = fresh.index(def.field)!;
      for (const key of new Set([...have.keys(), ...want.keys()])) {
        const a = [...(have.get(key) ?? [])].map(String).sort().join(',');
        const b = [...(want.get(key) ?? [])].map(String).sort().join(',');
        if (a !== b) problems.push(`${this.name}.${def.field}[${String(key)}]: has ${a}, expected ${b}`);
      }
    }
    for (const def of this.groupDefs) {
      const flat = (group: Group) =>
        [...group].flatMap(([outer, inner]) =>
          [...inner].flatMap(([key, pids]) =>
            [...pids].map((pid) => `${String(outer)}/${String(key)}/${String(pid)}`),
          ),
        );
      const a = flat(this.groups.get(def.name)!).sort().join(',');
      const b = flat(fresh.groups.get(def.name)!).sort().join(',');
      if (a !== b) problems.push(`${this.name}.${def.name}: has ${a}, expected ${b}`);
    }
    return problems;
  }

  /**
   * The record with the table's prototype. The one place where data becomes a typed record of
   * `N`: callers name the resource (typed callers pass `StoredData<N>`, the record service passes
   * data it built from a body checked against `N`'s schemas).
   */
  private materialize(data: StoredData<N>): Stored<N> {
    // A literal with its prototype and the fields spread in keeps V8's fast properties however
    // many fields there are: `Object.assign(Object.create(proto), data)` turns a record of more
    // than 16 fields (a ticket has 22) into a hash table of several times the size.
    return { __proto__: this.proto, ...data } as unknown as Stored<N>;
  }
}

/** A record's own data (without the prototype's relation getters), ready to insert again. */
export function dataOf<N extends ResourceName>(record: Stored<N>): StoredData<N> {
  return { ...record } as StoredData<N>;
}

/** Adds `pid` under `key`; true when the key is new to the index. */
function bucketAdd(index: Map<IndexKey, Set<Pid>>, key: IndexKey, pid: Pid): boolean {
  let bucket = index.get(key);
  const fresh = !bucket;
  if (!bucket) index.set(key, (bucket = new Set()));
  bucket.add(pid);
  return fresh;
}

/** Removes `pid` from under `key`; true when the key left the index. */
function bucketDelete(index: Map<IndexKey, Set<Pid>>, key: IndexKey, pid: Pid): boolean {
  const bucket = index.get(key);
  if (!bucket) return false;
  bucket.delete(pid);
  if (bucket.size > 0) return false;
  index.delete(key);
  return true;
}

function groupAdd(group: Group, def: GroupIndexDef, record: Readonly<Record<string, unknown>>): void {
  const outer = def.outer(record);
  const inner = def.inner(record);
  if (outer === undefined || inner === undefined) return;
  let keys = group.get(outer);
  if (!keys) group.set(outer, (keys = new Map()));
  bucketAdd(keys, inner, record.pid as Pid);
}

function groupDelete(group: Group, def: GroupIndexDef, record: Readonly<Record<string, unknown>>): void {
  const outer = def.outer(record);
  const inner = def.inner(record);
  if (outer === undefined || inner === undefined) return;
  const keys = group.get(outer);
  if (!keys) return;
  bucketDelete(keys, inner, record.pid as Pid);
  if (keys.size === 0) group.delete(outer);
}
