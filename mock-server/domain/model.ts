/**
 * What the store, the record service and the query engine read from the resource registry:
 * pid formats, record keys, index definitions, the steps of relation paths, and the data model
 * the query engine compiles filters against.
 */
import {
  BOOKING_PID_STRING_PATTERN,
  TICKET_PID_PATTERN_ANY_CASE,
  UUID_PATTERN_ANY_CASE,
} from '../schemas/common';
import { BATCH_ID_FILTER, BATCH_ORDER } from '../schemas/query';
import type { FieldSpec, ResourceName } from '../schemas/registry-types';
import { isResourceName, getResource } from '../schemas/resources';
import type { IndexKey, QueryField, QueryModel } from './query/types';

export type Pid = string | number;

export const isPid = (value: unknown): value is Pid => typeof value === 'string' || typeof value === 'number';

/** An object whose fields can be read by name (a nested value of a record: an address, an item). */
export const isFields = (value: unknown): value is Readonly<Record<string, unknown>> =>
  value !== null && typeof value === 'object';

/**
 * A pid from a path segment or a filter, in its stored form, or undefined when it cannot be one
 * of `name`'s pids: bookings take the 12 digits with or without hyphens (`pid_readable`), tickets
 * the pid or its upper-case `code`, every other record its UUID in either case.
 */
export function parsePid(name: ResourceName, raw: string): Pid | undefined {
  switch (getResource(name).pidKind) {
    case 'booking':
      return BOOKING_PID_STRING_PATTERN.test(raw) ? Number(raw.replaceAll('-', '')) : undefined;
    case 'ticket':
      return TICKET_PID_PATTERN_ANY_CASE.test(raw) ? raw.toLowerCase() : undefined;
    default:
      return UUID_PATTERN_ANY_CASE.test(raw) ? raw.toUpperCase() : undefined;
  }
}

const keyCache = new Map<ResourceName, readonly string[]>();

/** The keys of a record as read (the record schema's shape), in the contract's order. */
export function recordKeys(name: ResourceName): readonly string[] {
  let keys = keyCache.get(name);
  if (!keys) {
    const shape = (getResource(name).schemas.record as unknown as { shape: Record<string, unknown> }).shape;
    keys = Object.keys(shape);
    keyCache.set(name, keys);
  }
  return keys;
}

/** One secondary index: the values of `field` (or of `field[].itemKey`) point to the records. */
export interface IndexDef {
  readonly field: string;
  keys(record: Readonly<Record<string, unknown>>): readonly IndexKey[];
}

const isKey = (value: unknown): value is IndexKey =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

function indexDef(field: string, many: boolean, itemKey?: string): IndexDef {
  if (!many) return { field, keys: (r) => (isKey(r[field]) ? [r[field]] : []) };
  return {
    field,
    keys: (r) => {
      const value = r[field];
      if (!Array.isArray(value)) return [];
      const keys = value.map((item: unknown) => (itemKey && isFields(item) ? item[itemKey] : item));
      return [...new Set(keys.filter(isKey))];
    },
  };
}

/** Internal field: the host that owns the record (hosts own themselves). */
export const HOST_KEY = '_host';
/** Internal field: creation sequence, the default order of every list. */
export const SEQ_KEY = '_seq';

/**
 * Every reference field is indexed (index probes of the query engine, cascades, restrict
 * checks), plus the owning host (host scoping) and the batch of an array create (its
 * `Location` list link).
 */
export function indexDefs(name: ResourceName): readonly IndexDef[] {
  const r = getResource(name);
  const defs = r.references.map((ref) => indexDef(ref.field, ref.many, ref.itemKey));
  defs.push(indexDef(HOST_KEY, false));
  if (r.verbs.create) defs.push(indexDef(BATCH_ID_FILTER, false));
  return defs;
}

/**
 * A two-level index: records by `outer` key, then by `inner` key (each level a `Map`), so that a
 * caller gets every inner key of one outer key at once. The store keeps one for the seats that
 * tickets hold per show (`SEAT_HOLDERS`): the seat statuses of a show and best available read
 * it instead of probing every seat.
 */
export interface GroupIndexDef {
  readonly name: string;
  outer(record: Readonly<Record<string, unknown>>): IndexKey | undefined;
  inner(record: Readonly<Record<string, unknown>>): IndexKey | undefined;
}

/** Tickets by show, then by the seat they hold (tickets without a seat are left out). */
export const SEAT_HOLDERS: GroupIndexDef = {
  name: 'seatHolders',
  outer: (r) => (isKey(r.show) && isKey(r.seat) ? r.show : undefined),
  inner: (r) => (isKey(r.show) && isKey(r.seat) ? r.seat : undefined),
};

export function groupIndexDefs(name: ResourceName): readonly GroupIndexDef[] {
  return name === 'tickets' ? [SEAT_HOLDERS] : [];
}

/** Where one step of a relation path leads from `name`. */
export type Step =
  | { readonly kind: 'field'; readonly field: string; readonly target: ResourceName; readonly many: boolean }
  | { readonly kind: 'children'; readonly relation: string; readonly target: ResourceName };

export function step(name: ResourceName, stepName: string): Step | undefined {
  const r = getResource(name);
  const spec = r.fields[stepName];
  if (spec?.references) {
    return { kind: 'field', field: stepName, target: spec.references, many: spec.kind === 'references' };
  }
  const relation = r.relations[stepName];
  if (relation?.kind === 'reference') {
    return { kind: 'field', field: relation.field, target: relation.resource, many: false };
  }
  if (relation?.kind === 'children')
    return { kind: 'children', relation: stepName, target: relation.resource };
  return undefined;
}

/** Names of the `children` relations of a resource (they read as lists of pids in filters). */
export function childRelations(name: ResourceName): readonly string[] {
  return Object.entries(getResource(name).relations)
    .filter(([, relation]) => relation.kind === 'children')
    .map(([relationName]) => relationName);
}

const EMBEDDED = '#';

function queryField(owner: ResourceName | undefined, spec: FieldSpec): QueryField {
  switch (spec.kind) {
    case 'pid':
      return { type: owner && getResource(owner).pidKind === 'booking' ? 'integer' : 'pid' };
    case 'reference':
      return { type: 'pid', reference: spec.references };
    case 'references':
      return { type: 'pid', reference: spec.references, many: true };
    default:
      return spec.upperCase ? { type: spec.kind, upperCase: true } : { type: spec.kind };
  }
}

/**
 * The data model of the query engine. Besides the registry's fields, a `children` relation reads
 * as a list of pids (`filters[tickets][show]=…` on bookings: some ticket matches), an embedded
 * record as a reference to a pseudo-resource (`persons#address`), and resources that can be
 * created have `batchId` and `batchOrder` (the `Location` of an array create).
 *
 * `computed(resource, name)` says whether a computed property (`properties[capacity]`) has a
 * provider; without one it is refused rather than silently left out.
 */
export function createQueryModel(computed: (name: ResourceName, property: string) => boolean): QueryModel {
  return {
    field(owner, name) {
      const [base, embedded] = owner.split(EMBEDDED);
      if (!base || !isResourceName(base)) return undefined;
      const r = getResource(base);
      if (embedded !== undefined) {
        const relation = r.relations[embedded];
        const spec = relation?.kind === 'embedded' ? relation.fields[name] : undefined;
        return spec ? queryField(undefined, spec) : undefined;
      }
      const spec = Object.hasOwn(r.fields, name) ? r.fields[name] : undefined;
      if (spec) return queryField(base, spec);
      if (r.verbs.create && name === BATCH_ID_FILTER) return { type: 'string' };
      if (r.verbs.create && name === BATCH_ORDER) return { type: 'integer' };
      const relation = Object.hasOwn(r.relations, name) ? r.relations[name] : undefined;
      if (relation?.kind === 'children') return { type: 'pid', reference: relation.resource, many: true };
      if (relation?.kind === 'embedded') return { type: 'pid', reference: `${base}${EMBEDDED}${name}` };
      if (relation?.kind === 'reference') return { type: 'pid', reference: relation.resource };
      return undefined;
    },
    property(owner, name) {
      if (!isResourceName(owner)) return false;
      const expansion = Object.hasOwn(getResource(owner).expand, name)
        ? getResource(owner).expand[name]
        : undefined;
      if (!expansion) return false;
      return expansion.kind !== 'computed' || computed(owner, name);
    },
  };
}
