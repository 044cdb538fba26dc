/**
 * The store: one table per resource (a `Map` by pid, in creation order), with a secondary index
 * on every reference field, the owning host and the batch of an array create.
 *
 * Records are kept in stored form: instants as epoch ms, money as integer minor units,
 * references as pids, plus internal fields (`_host` the owning host, `_seq` the creation
 * sequence, `batchId`/`batchOrder` for array creates). They are never changed in place: a write
 * replaces the record, and only the indexes whose keys changed are touched.
 *
 * Every change happens inside `write()`, which is synchronous and all-or-nothing: the services
 * validate everything first and then apply, and should anything throw halfway (a rule), the undo
 * log puts back every record, index entry, the id generator and the sequence. Nothing awaits
 * inside a write, so no interleaving of requests can observe or break a half-applied change.
 */
import type { ResourceName } from '../schemas/registry-types';
import { resourceNames } from '../schemas/registry-types';
import { getResource } from '../schemas/resources';
import { DomainError } from './errors';
import { IdGenerator } from './ids';
import { HOST_KEY, isPid, SEQ_KEY, type Pid } from './model';
import type { IndexKey, SizedIterable } from './query/types';
import { childPids, type RelationReader } from './relations';
import type { RecordData, Stored, StoredData, StoredRecord } from './store-records';
import { copyJson, readStoreSnapshot, type StoreSnapshot } from './store-snapshot';
import { dataOf, Table } from './store-table';

export type { StoreSnapshot } from './store-snapshot';
export type { Counts, RecordData, Stored, StoredData, StoredRecord } from './store-records';
export { isStoredRecord } from './store-records';

/**
 * What one committed write changed, for a listener that keeps a copy elsewhere (the `--state`
 * database): the records touched (read their current value, or their absence, from the store),
 * or `replaced` when `restore()`/`clear()` swapped the whole content.
 */
export interface StoreChange {
  /** Records inserted, replaced or removed; a record may appear more than once. */
  readonly touched: readonly { readonly name: ResourceName; readonly pid: Pid }[];
  readonly replaced: boolean;
  /** The id generator's state and the creation sequence after the write. */
  readonly ids: number;
  readonly seq: number;
}

type Undo =
  | { op: 'insert'; name: ResourceName; pid: Pid }
  | { op: 'replace'; name: ResourceName; before: StoredRecord }
  | { op: 'remove'; name: ResourceName; before: StoredRecord };

type Tables = { readonly [N in ResourceName]: Table<N> };

function emptyTables(reader: RelationReader, counter: { changes: number }): Tables {
  const tables: Partial<Record<ResourceName, Table<ResourceName>>> = {};
  for (const name of resourceNames) tables[name] = new Table(name, reader, counter);
  // Each entry holds the table of its own name, as `Tables` says.
  return tables as Tables;
}

function tableIn<N extends ResourceName>(tables: Tables, name: N): Table<N> {
  const table: Table<N> | undefined = tables[name];
  if (!table) throw new DomainError('internal_error', `Unknown table ${String(name)}.`);
  return table;
}

export class Store implements RelationReader {
  readonly ids: IdGenerator;
  private seq = 0;
  /** Changes of every table, counted for `revision()`. */
  private readonly changes = { changes: 0 };
  private tables: Tables;
  private undo: Undo[] | undefined;
  private readonly observers = new Set<(change: StoreChange) => void>();

  constructor(idSeed?: number) {
    this.ids = new IdGenerator(idSeed);
    this.tables = emptyTables(this, this.changes);
  }

  // -------------------------------------------------------------------------------------------
  // Reads: a literal resource name answers typed records (`StoredOf<'tickets'>`), the whole
  // `ResourceName` union answers `StoredRecord`.

  get<N extends ResourceName>(name: N, pid: Pid): Stored<N> | undefined {
    return this.table(name).rows.get(pid);
  }

  /** The record of `name` that a reference field's value names, if it is a pid of one. */
  ref<N extends ResourceName>(name: N, value: unknown): Stored<N> | undefined {
    return isPid(value) ? this.table(name).rows.get(value) : undefined;
  }

  /** Every record of `name` in creation order. */
  all<N extends ResourceName>(name: N): IterableIterator<Stored<N>> {
    return this.table(name).rows.values();
  }

  /** The names of the tables, in the registry's order. */
  tableNames(): ResourceName[] {
    return [...resourceNames];
  }

  count(name: ResourceName): number {
    return this.table(name).rows.size;
  }

  hasIndex(name: ResourceName, field: string): boolean {
    return this.table(name).hasIndex(field);
  }

  /** Pids of the records of `name` whose indexed `field` holds `key` (not in creation order). */
  lookup(name: ResourceName, field: string, key: IndexKey): ReadonlySet<Pid> {
    return this.table(name).lookup(field, key);
  }

  /**
   * A group index (`model.ts`): the inner keys of `outer` with their pids, e.g. the seats that
   * tickets of a show hold (`SEAT_HOLDERS`). Read-only; valid until the next write.
   */
  group(name: ResourceName, index: string, outer: IndexKey): ReadonlyMap<IndexKey, ReadonlySet<Pid>> {
    return this.table(name).group(index, outer);
  }

  /** Changes whenever a record under `outer` in group index `index` changes (see Table). */
  groupRevision(name: ResourceName, index: string, outer: IndexKey): number {
    return this.table(name).groupRevision(index, outer);
  }

  /**
   * A number that changes whenever the table does (a write, a rollback, a restore): what is
   * derived from a table and kept stays valid while its revision is the same.
   */
  revision(name: ResourceName): number {
    return this.table(name).revision;
  }

  /** The records of `lookup`, in creation order (unsorted: in index order, for a caller that sorts). */
  select<N extends ResourceName>(name: N, field: string, key: IndexKey, sorted = true): Stored<N>[] {
    const table = this.table(name);
    const found: Stored<N>[] = [];
    for (const pid of table.lookup(field, key)) {
      const record = table.rows.get(pid);
      if (record) found.push(record);
    }
    return sorted ? found.sort((a, b) => a._seq - b._seq) : found;
  }

  /** The records of `lookup` that `keep` accepts, in index order (for a caller that sorts). */
  selectWhere<N extends ResourceName>(
    name: N,
    field: string,
    key: IndexKey,
    keep: (record: Stored<N>) => boolean,
  ): Stored<N>[] {
    const table = this.table(name);
    const found: Stored<N>[] = [];
    for (const pid of table.lookup(field, key)) {
      const record = table.rows.get(pid);
      if (record !== undefined && keep(record)) found.push(record);
    }
    return found;
  }

  /**
   * The records a host owns, in creation order. The owning host never changes, so its index
   * bucket is in insertion order already and needs no sort.
   */
  ownedBy<N extends ResourceName>(name: N, host: string): Stored<N>[] {
    return this.select(name, HOST_KEY, host, false);
  }

  /**
   * The records a host owns, in creation order, read lazily: a page of a list walks only as far as
   * it needs (`slice`, without an iterator object per record), and `size` counts them without
   * reading any. When the host owns most of the table, the rows are walked in order and the
   * others skipped (cheaper than a lookup per pid).
   */
  ownedLazily<N extends ResourceName>(name: N, host: string): SizedIterable<Stored<N>> {
    const table = this.table(name);
    const bucket = table.lookup(HOST_KEY, host);
    const rows = table.rows;
    const scan = bucket.size * 4 >= rows.size;
    const walk = scan
      ? function* (): Generator<Stored<N>> {
          for (const record of rows.values()) if (record._host === host) yield record;
        }
      : function* (): Generator<Stored<N>> {
          for (const pid of bucket) {
            const record = rows.get(pid);
            if (record) yield record;
          }
        };
    const slice = (start: number, end: number): Stored<N>[] => {
      const found: Stored<N>[] = [];
      if (start >= end || start >= bucket.size) return found;
      let i = 0;
      if (scan) {
        for (const record of rows.values()) {
          if (record._host !== host) continue;
          if (i++ >= start) found.push(record);
          if (i >= end) break;
        }
      } else {
        for (const pid of bucket) {
          const record = rows.get(pid);
          if (!record) continue;
          if (i++ >= start) found.push(record);
          if (i >= end) break;
        }
      }
      return found;
    };
    return { size: bucket.size, slice, [Symbol.iterator]: walk };
  }

  /** The records in creation order by position, when `created` never decreased (see Table). */
  createdSequence<N extends ResourceName>(
    name: N,
  ): { readonly length: number; at(i: number): Stored<N> } | undefined {
    return this.table(name).createdSequence();
  }

  /** The keys of the index on `field` in ascending order, when every record has exactly one (see Table). */
  orderedKeys(name: ResourceName, field: string): readonly IndexKey[] | undefined {
    return this.table(name).orderedKeys(field);
  }

  /** The children of a record along a `children` relation of the registry, in creation order. */
  children(name: ResourceName, relation: string, pid: Pid): StoredRecord[] {
    const spec = getResource(name).relations[relation];
    if (spec?.kind !== 'children') return [];
    const found: StoredRecord[] = [];
    for (const child of childPids(this, name, relation, pid)) {
      const record = this.get(spec.resource, child);
      if (record) found.push(record);
    }
    return found;
  }

  // -------------------------------------------------------------------------------------------
  // Writes

  /** Runs `fn` as one all-or-nothing change; a nested call joins the outer one. */
  write<T>(fn: () => T): T {
    if (this.undo) return fn();
    const undo: Undo[] = [];
    const seq = this.seq;
    const idSeed = this.ids.seed;
    this.undo = undo;
    let result: T;
    try {
      result = fn();
    } catch (error) {
      this.rollback(undo);
      this.seq = seq;
      this.ids.seed = idSeed;
      throw error;
    } finally {
      this.undo = undefined;
    }
    // Listeners hear of committed writes only, after the fact (a throwing one undoes nothing).
    if (this.observers.size > 0 && (undo.length > 0 || seq !== this.seq || idSeed !== this.ids.seed)) {
      const touched = undo.map((u) => ({ name: u.name, pid: u.op === 'insert' ? u.pid : u.before.pid }));
      this.notify({ touched, replaced: false, ids: this.ids.seed, seq: this.seq });
    }
    return result;
  }

  /** The last creation sequence number given out. */
  get sequence(): number {
    return this.seq;
  }

  /** The next creation sequence number. */
  nextSeq(): number {
    this.guard();
    return ++this.seq;
  }

  insert<N extends ResourceName>(name: N, data: StoredData<N>): Stored<N> {
    const undo = this.guard();
    const table = this.table(name);
    if (table.rows.has(data.pid)) {
      throw new DomainError('internal_error', `A ${name} record with pid ${data.pid} already exists.`);
    }
    const record = table.insert(data);
    undo.push({ op: 'insert', name, pid: data.pid });
    return record;
  }

  replace<N extends ResourceName>(name: N, data: StoredData<N>): Stored<N> {
    const undo = this.guard();
    const table = this.table(name);
    const before = table.rows.get(data.pid);
    if (!before)
      throw new DomainError('internal_error', `No ${name} record with pid ${data.pid} to replace.`);
    const record = table.replace(before, data);
    undo.push({ op: 'replace', name, before });
    return record;
  }

  remove<N extends ResourceName>(name: N, pid: Pid): Stored<N> {
    const undo = this.guard();
    const table = this.table(name);
    const before = table.rows.get(pid);
    if (!before) throw new DomainError('internal_error', `No ${name} record with pid ${pid} to remove.`);
    table.remove(before);
    undo.push({ op: 'remove', name, before });
    return before;
  }

  // -------------------------------------------------------------------------------------------
  // Snapshot

  /** Plain JSON: every table in creation order, the sequence and the id generator state. */
  snapshot(): StoreSnapshot {
    const tables: Record<string, Record<string, unknown>[]> = {};
    for (const name of resourceNames) {
      tables[name] = [...this.all(name)].map((record) => structuredClone({ ...record }));
    }
    return { ids: this.ids.seed, seq: this.seq, tables };
  }

  /**
   * Replaces the whole content. The snapshot is checked first (shape, pid uniqueness, references
   * that resolve); a bad one throws `validation_failed` and leaves the store as it was.
   */
  restore(snapshot: unknown): void {
    if (this.undo) throw new DomainError('internal_error', 'Cannot restore inside a write.');
    const parsed = readStoreSnapshot(snapshot);
    const tables = emptyTables(this, this.changes);
    for (const name of resourceNames) {
      const table = tableIn(tables, name);
      // The snapshot's shape was checked by `readStoreSnapshot`; a copy, so the caller's snapshot
      // and the store never share a nested value.
      for (const data of parsed.tables[name] ?? []) table.insert(copyJson(data) as RecordData);
    }
    this.tables = tables;
    this.seq = parsed.seq;
    this.ids.seed = parsed.ids;
    this.notify({ touched: [], replaced: true, ids: this.ids.seed, seq: this.seq });
  }

  /** Calls `listener` after every committed write and every restore; returns the way to stop. */
  observe(listener: (change: StoreChange) => void): () => void {
    this.observers.add(listener);
    return () => this.observers.delete(listener);
  }

  /** Empties every table and restarts the id generator at `idSeed`. */
  clear(idSeed: number): void {
    this.restore({ ids: idSeed, seq: 0, tables: {} });
  }

  /** Recomputes every index from the rows and lists each difference (empty when consistent). */
  verifyIndexes(): string[] {
    return resourceNames.flatMap((name) => this.table(name).verify(new Table(name, this)));
  }

  // -------------------------------------------------------------------------------------------
  // Internals

  private table<N extends ResourceName>(name: N): Table<N> {
    return tableIn(this.tables, name);
  }

  private notify(change: StoreChange): void {
    for (const listener of this.observers) listener(change);
  }

  private guard(): Undo[] {
    if (!this.undo) throw new DomainError('internal_error', 'Store changes must run inside store.write().');
    return this.undo;
  }

  private rollback(undo: readonly Undo[]): void {
    const reorder = new Set<ResourceName>();
    for (let i = undo.length - 1; i >= 0; i--) {
      const entry = undo[i]!;
      const table = this.table(entry.name);
      if (entry.op === 'insert') {
        const record = table.rows.get(entry.pid);
        if (record) table.remove(record);
      } else if (entry.op === 'replace') {
        const current = table.rows.get(entry.before.pid);
        if (current) table.replace(current, dataOf(entry.before));
      } else {
        table.insert(dataOf(entry.before));
        reorder.add(entry.name);
      }
    }
    // A record put back after a removal went to the end of its Map and buckets: rebuild those
    // tables in creation order (a rare path: removals are checked before they are applied).
    for (const name of reorder) {
      const rows = [...this.table(name).rows.values()].sort((a, b) => a[SEQ_KEY] - b[SEQ_KEY]);
      const fresh = new Table(name, this, this.changes);
      for (const record of rows) fresh.insert(dataOf(record));
      this.tables = { ...this.tables, [name]: fresh };
    }
  }
}
