/**
 * Records kept in their JSON read form, so that lists and reads do not render and serialise the
 * same record again and again.
 *
 * A record's read form (`renderInZone`) is a function of the stored record and of the zone its
 * instants read in, nothing else: no clock, no other record. Stored records are never changed in
 * place (a write replaces the object, see `store.ts`), so the JSON is kept per record object,
 * in a `WeakMap`: a write, a rollback or a restore makes a new object, which has nothing kept,
 * and the old one's entry goes with it. The zone comes from other records (the show's venue, the
 * owning host): it is looked up on every use (two or three `Map` reads) and a kept JSON is used
 * only when it was made in the same zone. Derived fields (`seat_string`, the denormalized copies,
 * `expires`) are stored fields, written by the rules whenever what they derive from changes, so
 * they follow the record object like any other field.
 *
 * Expansions (`properties[…]`) are not kept: they read other records and the rules (the clock).
 */
import type { ResourceName } from '../../schemas/registry-types';
import type { Store, StoredRecord } from '../store';
import { readZone, renderInZone } from './render';

interface Kept {
  readonly zone: string;
  readonly json: string;
}

const kept = new WeakMap<StoredRecord, Kept>();

/** `JSON.stringify(renderRecord(store, name, record))`, kept until the record is replaced. */
export function recordJson(store: Store, name: ResourceName, record: StoredRecord): string {
  const zone = readZone(store, name, record);
  const hit = kept.get(record);
  if (hit !== undefined && hit.zone === zone) return hit.json;
  const json = JSON.stringify(renderInZone(name, record, zone));
  kept.set(record, { zone, json });
  return json;
}
