/**
 * The records of an index probe kept between list requests: a filtered list
 * (`filters[show]=<pid>`) starts from the records of one index bucket that the actor may see, in
 * creation order. Reading them means one row lookup and one visibility check per record of the
 * bucket, on every request, although the answer is the same until the table changes.
 *
 * So they are kept per store, per resource, field, key and the actor's hosts, with the table's
 * revision (`Store.revision`): any write to the table, a rollback or a restore changes it (the
 * counter is shared by the tables of a store and never repeats), and a kept entry counts only for
 * the revision it was made at. Visibility reads nothing but the record's host and the actor's
 * hosts, both in the key. A session (`mock.fork()`) has a store of its own, so a cache of its own.
 *
 * Bounded: at most `MAX_KEPT_RECORDS` records held over all entries; the oldest entries go first.
 */
import type { ResourceName } from '../../schemas/registry-types';
import { canSee, type Actor } from '../access';
import type { IndexKey } from '../query/types';
import type { Store, Stored } from '../store';

/** Records held over all entries of one store (a pointer each). */
const MAX_KEPT_RECORDS = 200_000;

interface Entry {
  readonly revision: number;
  readonly records: readonly Stored<ResourceName>[];
}

class Kept {
  readonly entries = new Map<string, Entry>();
  held = 0;

  put(id: string, entry: Entry): void {
    this.drop(id);
    if (entry.records.length > MAX_KEPT_RECORDS) return;
    this.entries.set(id, entry);
    this.held += entry.records.length;
    for (const [oldest] of this.entries) {
      if (this.held <= MAX_KEPT_RECORDS) break;
      this.drop(oldest);
    }
  }

  private drop(id: string): void {
    const old = this.entries.get(id);
    if (old === undefined) return;
    this.entries.delete(id);
    this.held -= old.records.length;
  }
}

const kept = new WeakMap<Store, Kept>();

/**
 * The records of `name` whose indexed `field` holds `key` and that `actor` may see, in creation
 * order. Shared between requests: read the array, never change it.
 */
export function visibleBucket<N extends ResourceName>(
  store: Store,
  actor: Actor,
  name: N,
  field: string,
  key: IndexKey,
): readonly Stored<N>[] {
  let cache = kept.get(store);
  if (cache === undefined) {
    cache = new Kept();
    kept.set(store, cache);
  }
  const id = `${name}\u0000${field}\u0000${typeof key}\u0000${String(key)}\u0000${actor.hosts.join('\u0000')}`;
  const revision = store.revision(name);
  const hit = cache.entries.get(id);
  if (hit !== undefined && hit.revision === revision) return hit.records as readonly Stored<N>[];
  const records = store
    .selectWhere(name, field, key, (record) => canSee(actor, record))
    .sort((a, b) => a._seq - b._seq);
  cache.put(id, { revision, records });
  return records;
}
