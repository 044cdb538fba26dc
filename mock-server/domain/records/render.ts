/**
 * Stored records in their read shape: instants as ISO 8601 with the numeric offset of the
 * record's zone (the host's, Europe/Zurich by default; a show's and its tickets' that of the
 * venue), money as decimal strings with two places (or as numbers where the interface
 * description types a price so), and `properties[<name>]` expansions
 * (references replaced by the record, children added as arrays, computed values from the rules).
 * The result is a fresh plain object: callers may keep or change it without touching the store.
 */
import type { ResourceName } from '../../schemas/registry-types';
import { getResource } from '../../schemas/resources';
import { hostZone } from '../access';
import { isPid, recordKeys } from '../model';
import type { RecordRules, RuleContext } from '../rules/types';
import type { Store, Stored, StoredRecord } from '../store';
import { formatInstant, formatMoney } from '../time';

type Converter = 'datetime' | 'money' | 'moneyNumber' | 'value';
type Plan = readonly (readonly [string, Converter])[];

const plans = new Map<ResourceName, Plan>();

function planFor(name: ResourceName): Plan {
  let plan = plans.get(name);
  if (!plan) {
    const fields = getResource(name).fields;
    plan = recordKeys(name).map((key): [string, Converter] => {
      const spec = Object.hasOwn(fields, key) ? fields[key] : undefined;
      const kind = spec?.kind;
      if (kind === 'money' && spec?.numberOnRead) return [key, 'moneyNumber'];
      return [key, kind === 'datetime' || kind === 'money' ? kind : 'value'];
    });
    plans.set(name, plan);
  }
  return plan;
}

/** The venue whose zone a show's instants, and its tickets', read in. */
function venueOf(store: Store, name: ResourceName, record: StoredRecord): unknown {
  if (name === 'shows') return record.venue;
  if (name === 'tickets' && isPid(record.show)) return store.get('shows', record.show)?.venue;
  return undefined;
}

/** The zone a record's instants read in. */
export function readZone(store: Store, name: ResourceName, record: StoredRecord): string {
  const venue = venueOf(store, name, record);
  if (isPid(venue)) {
    const zone = store.get('venues', venue)?.timezone;
    if (typeof zone === 'string') return zone;
  }
  if (name === 'venues' && typeof record.timezone === 'string') return record.timezone;
  return hostZone(store, record._host);
}

/** A deep copy of JSON data (arrays of pids, an address, booking options). */
function copy(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(copy);
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = copy(item);
  return out;
}

/** One record as read, without expansions. */
export function renderRecord(
  store: Store,
  name: ResourceName,
  record: StoredRecord,
): Record<string, unknown> {
  return renderInZone(name, record, readZone(store, name, record));
}

/**
 * One record as read in `zone` (its `readZone`), without expansions: a function of the record
 * and the zone alone, which is what lets `render-cache.ts` keep its JSON.
 */
export function renderInZone(
  name: ResourceName,
  record: StoredRecord,
  zone: string,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, converter] of planFor(name)) {
    const value = record[key];
    if (value === undefined || value === null) out[key] = null;
    else if (converter === 'datetime')
      out[key] = typeof value === 'number' ? formatInstant(value, zone) : null;
    else if (converter === 'money') out[key] = typeof value === 'number' ? formatMoney(value) : null;
    // Minor units to the amount: an integer divided by 100 is the nearest double to the decimal.
    else if (converter === 'moneyNumber') out[key] = typeof value === 'number' ? value / 100 : null;
    else if (typeof value === 'object') out[key] = copy(value);
    else out[key] = value;
  }
  // `address2` is "a string that may be empty": records kept from before it was, read "" too.
  if (name === 'persons' && out.address !== null && typeof out.address === 'object') {
    const address = out.address as Record<string, unknown>;
    address.address2 ??= '';
  }
  return out;
}

/** One record as read with the named `properties` expanded (already checked against the model). */
export function renderWith<N extends ResourceName>(
  rc: RuleContext,
  rules: readonly RecordRules[],
  name: N,
  record: Stored<N>,
  properties: readonly string[],
): Record<string, unknown> {
  const { store } = rc;
  const data: StoredRecord = record;
  const out = renderRecord(store, name, data);
  for (const property of properties) {
    const expansion = getResource(name).expand[property];
    if (!expansion) continue;
    if (expansion.kind === 'reference') {
      const pid = data[expansion.field];
      const target = isPid(pid) ? store.get(expansion.resource, pid) : undefined;
      out[property] = target ? renderRecord(store, expansion.resource, target) : null;
    } else if (expansion.kind === 'children') {
      const spec = getResource(name).relations[expansion.relation];
      if (spec?.kind !== 'children') continue;
      out[property] = store
        .children(name, expansion.relation, data.pid)
        .map((child) => renderRecord(store, spec.resource, child));
    } else {
      const provider = rules.map((rule) => rule.properties?.[name]?.[property]).find((p) => p !== undefined);
      if (provider) out[property] = provider(rc, record);
    }
  }
  return out;
}
