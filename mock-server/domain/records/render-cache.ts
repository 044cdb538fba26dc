/**
 * Records kept in their JSON read form, so that lists and reads do not render and serialise the
 * same record again and again.
 *
 * A record's read form (`renderInZone`) is a function of the stored record and of the zone its
 * instants read in, nothing else: no clock, no other record. Stored records are never changed in
 * place (a write replaces the object, see `store.ts`), so the JSON is kept on the record object
 * itself, under a symbol in a non-enumerable property (no spread, `Object.keys`, JSON or
 * structured clone sees it): a write, a rollback or a restore makes a new object, which has
 * nothing kept, and the old one's entry goes with it. (A `WeakMap` did the same; with one entry
 * per record read, each lookup was a probe of a table of tens of thousands of entries, the
 * largest cost of a list page after the copy of its bytes.) The zone comes from other records (the show's venue, the
 * owning host): it is looked up again whenever one of those could have changed (below), and a
 * kept JSON is used only when it was made in the same zone. Derived fields (`seat_string`, the denormalized copies,
 * `expires`) are stored fields, written by the rules whenever what they derive from changes, so
 * they follow the record object like any other field.
 *
 * Expansions (`properties[…]`) are not kept: they read other records and the rules (the clock).
 *
 * Looking the zone up costs two or three `Map` reads per record, so a kept entry also notes the
 * store and the `zoneEpoch` it was last checked at: while no show, venue or host changed since
 * (the epoch is the same), the zone cannot have changed either and is not looked up again.
 *
 * The JSON is kept as UTF-8 bytes, the form an answer is sent in: a page is then the kept bytes
 * copied side by side (`jsonArray`), not a text that every answer encodes again (and that a
 * `Response` first checks for lone surrogates, a pass over the whole text).
 */
import type { ResourceName } from '../../schemas/registry-types';
import type { Store, StoredRecord } from '../store';
import { bodyBytes } from './byte-slab';
import { readZone, renderInZone } from './render';

interface Kept {
  readonly zone: string;
  readonly json: Uint8Array<ArrayBuffer>;
  /** Where and when (`zoneEpoch`) `zone` was last found to be the record's zone. */
  store: Store;
  epoch: number;
}

const KEPT = Symbol('kept JSON');

type Keeping = StoredRecord & { [KEPT]?: Kept };

function keep(record: StoredRecord, entry: Kept): void {
  if (KEPT in record) (record as Keeping)[KEPT] = entry;
  else Object.defineProperty(record, KEPT, { value: entry, writable: true });
}
const encoder = new TextEncoder();

/**
 * A number that changes whenever a table a record's zone is read from (shows, venues, hosts)
 * changes. Each change sets its table's revision to the next value of a counter the tables of a
 * store share, so the largest of the three grows with every change; a restore replaces every
 * record object, so no kept entry outlives one.
 */
export function zoneEpoch(store: Store): number {
  return Math.max(store.revision('shows'), store.revision('venues'), store.revision('hosts'));
}

/**
 * `JSON.stringify(renderRecord(store, name, record))` as UTF-8, kept until the record is
 * replaced. The bytes are shared: read them, never change them. `epoch` is `zoneEpoch(store)`
 * (a caller with many records reads it once).
 */
export function recordJson(
  store: Store,
  name: ResourceName,
  record: StoredRecord,
  epoch = zoneEpoch(store),
): Uint8Array<ArrayBuffer> {
  const hit = (record as Keeping)[KEPT];
  if (hit !== undefined && hit.epoch === epoch && hit.store === store) return hit.json;
  const zone = readZone(store, name, record);
  if (hit !== undefined && hit.zone === zone) {
    hit.store = store;
    hit.epoch = epoch;
    return hit.json;
  }
  const json = encoder.encode(JSON.stringify(renderInZone(name, record, zone)));
  keep(record, { zone, json, store, epoch });
  return json;
}

const OPEN = 0x5b; // [
const COMMA = 0x2c; // ,
const CLOSE = 0x5d; // ]

/**
 * The JSON array of the given JSON values (UTF-8): `[a,b,…]`, in room cut from a shared buffer
 * (`bodyBytes`): an answer body, sent once and then dropped; never change it.
 */
export function jsonArray(items: readonly Uint8Array<ArrayBuffer>[]): Uint8Array<ArrayBuffer> {
  let length = items.length === 0 ? 2 : items.length + 1;
  for (const item of items) length += item.length;
  const out = bodyBytes(length);
  out[0] = OPEN;
  let at = 1;
  for (let i = 0; i < items.length; i++) {
    if (i > 0) out[at++] = COMMA;
    const item = items[i]!;
    out.set(item, at);
    at += item.length;
  }
  out[at] = CLOSE;
  return out;
}

/** `text` as UTF-8. */
export function utf8(text: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(text);
}
