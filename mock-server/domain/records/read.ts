/**
 * Reads: one record, a list (the query engine over the actor's records), and child collections
 * (`/events/<pid>/bookings/`). Host scoping happens at the source: the engine only ever sees
 * records of the actor's hosts, so filters, totals and pages never count another host's data.
 */
import type { ResourceName } from '../../schemas/registry-types';
import { getResource } from '../../schemas/resources';
import { actorZone, canSee, visible, type Actor } from '../access';
import { DomainError } from '../errors';
import { parsePid, type Pid } from '../model';
import { QueryError } from '../query/errors';
import { plannedQuery } from '../query/kept-plan';
import { executeQuery } from '../query/run';
import type {
  IndexKey,
  ListQuery,
  OrderedIndex,
  RecordSequence,
  QueryContext,
  QueryRecord,
  QuerySource,
} from '../query/types';
import { isResourceName } from '../../schemas/resources';
import { isStoredRecord, type Store, type StoredRecord } from '../store';
import { noun, notFoundError, settle, type ServiceContext } from './context';
import { renderWith } from './render';
import { visibleBucket } from './candidate-cache';
import { jsonArray, recordJson, utf8, zoneEpoch } from './render-cache';
import type { RuleContext } from '../rules/types';

export type ReadRecord = Record<string, unknown>;

export interface ListResultRead {
  /** Matching records before pagination (`X-Count`). */
  readonly total: number;
  readonly items: ReadRecord[];
}

/** A child collection: the records of `relation` of the parent record. */
export interface ListScope {
  readonly parent: ResourceName;
  readonly pid: Pid | string;
  readonly relation: string;
}

export const EMPTY_QUERY: ListQuery = {
  filter: null,
  properties: [],
  orderBy: [],
  page: 0,
  maxResults: null,
};

/** Query faults become `invalid_query` (409) naming each parameter. */
export function queryError(error: QueryError): DomainError {
  return new DomainError('invalid_query', error.message, [...error.errors]);
}

function checkProperties(ctx: ServiceContext, name: ResourceName, properties: readonly string[]): void {
  const bad = properties.filter((p) => !ctx.model.property?.(name, p));
  if (bad.length === 0) return;
  const names = Object.keys(getResource(name).expand).filter((p) => ctx.model.property?.(name, p));
  const hint = names.length > 0 ? `; available: ${names.join(', ')}` : '; it has none';
  throw new DomainError(
    'invalid_query',
    `Could not read ${noun(getResource(name).title)} records: unknown properties ${bad.join(', ')}${hint}.`,
    bad.map((p) => ({
      property_path: `properties[${p}]`,
      message: `is not a property of ${name} that can be added${hint}`,
    })),
  );
}

/** The record the actor reads at `pid`, after the clock's due work; 404 when they cannot see it. */
function findRecord(
  ctx: ServiceContext,
  actor: Actor,
  name: ResourceName,
  pid: Pid | string,
  properties: readonly string[],
): { rc: RuleContext; record: StoredRecord } {
  const rc = settle(ctx, actor);
  const key = parsePid(name, String(pid));
  const record = key === undefined ? undefined : visible(ctx.store, actor, name, key);
  if (!record) throw notFoundError(getResource(name).title, pid);
  checkProperties(ctx, name, properties);
  return { rc, record };
}

export function getRecord(
  ctx: ServiceContext,
  actor: Actor,
  name: ResourceName,
  pid: Pid | string,
  properties: readonly string[] = [],
): ReadRecord {
  const { rc, record } = findRecord(ctx, actor, name, pid, properties);
  return renderWith(rc, ctx.rules(), name, record, properties);
}

/**
 * `getRecord` as the JSON of the answer (UTF-8); without `properties` the record's kept JSON,
 * shared: read it, never change it.
 */
export function getRecordJson(
  ctx: ServiceContext,
  actor: Actor,
  name: ResourceName,
  pid: Pid | string,
  properties: readonly string[] = [],
): Uint8Array<ArrayBuffer> {
  const { rc, record } = findRecord(ctx, actor, name, pid, properties);
  if (properties.length === 0) return recordJson(ctx.store, name, record);
  return utf8(JSON.stringify(renderWith(rc, ctx.rules(), name, record, properties)));
}

/** The records of a list query, in order, with what rendering them needs. */
interface Selected {
  readonly rc: RuleContext;
  readonly total: number;
  readonly records: readonly StoredRecord[];
  readonly properties: readonly string[];
}

function selectRecords(
  ctx: ServiceContext,
  actor: Actor,
  name: ResourceName,
  query: Partial<ListQuery>,
  scope: ListScope | undefined,
): Selected {
  const rc = settle(ctx, actor);
  const full: ListQuery = { ...EMPTY_QUERY, ...query };
  let source: QuerySource = new ActorSource(ctx.store, actor);
  if (scope) {
    const relation = getResource(scope.parent).relations[scope.relation];
    const key = parsePid(scope.parent, String(scope.pid));
    const parent = key === undefined ? undefined : visible(ctx.store, actor, scope.parent, key);
    if (!parent || relation?.kind !== 'children' || relation.resource !== name) {
      throw notFoundError(getResource(scope.parent).title, scope.pid);
    }
    source = restrict(source, new Set(ctx.store.children(scope.parent, scope.relation, parent.pid)));
  }
  const qc = new StoreLookup(ctx.store, actorZone(ctx.store, actor));
  let result;
  try {
    const { compiled, plan } = plannedQuery(name, full, query, ctx.model, qc, ctx.store);
    result = executeQuery(compiled, plan, full, source);
  } catch (error) {
    if (error instanceof QueryError) throw queryError(error);
    throw error;
  }
  const records: StoredRecord[] = [];
  for (const record of result.items) {
    if (!isStoredRecord(record))
      throw new DomainError('internal_error', `The query answered a ${name} record the store does not hold.`);
    records.push(record);
  }
  return { rc, total: result.total, records, properties: full.properties };
}

export function listRecords(
  ctx: ServiceContext,
  actor: Actor,
  name: ResourceName,
  query: Partial<ListQuery> = {},
  scope?: ListScope,
): ListResultRead {
  const { rc, total, records, properties } = selectRecords(ctx, actor, name, query, scope);
  const rules = ctx.rules();
  return { total, items: records.map((record) => renderWith(rc, rules, name, record, properties)) };
}

/**
 * `listRecords` with the items as the JSON array of the answer (UTF-8). Without `properties` it
 * is made of the records' kept JSON (`render-cache.ts`): a page of records read before costs no
 * rendering and no encoding.
 */
export function listRecordsJson(
  ctx: ServiceContext,
  actor: Actor,
  name: ResourceName,
  query: Partial<ListQuery> = {},
  scope?: ListScope,
): { total: number; body: Uint8Array<ArrayBuffer> } {
  const { rc, total, records, properties } = selectRecords(ctx, actor, name, query, scope);
  if (properties.length > 0) {
    const rules = ctx.rules();
    return {
      total,
      body: utf8(JSON.stringify(records.map((record) => renderWith(rc, rules, name, record, properties)))),
    };
  }
  const epoch = zoneEpoch(ctx.store);
  return { total, body: jsonArray(records.map((record) => recordJson(ctx.store, name, record, epoch))) };
}

/**
 * The actor's records, in creation order, with the store's indexes for the planner. A class
 * rather than an object of closures: one is made for every list request.
 */
class ActorSource implements QuerySource {
  private readonly single: string | undefined;

  constructor(
    private readonly store: Store,
    private readonly actor: Actor,
  ) {
    this.single = actor.hosts.length === 1 ? actor.hosts[0] : undefined;
  }

  all(resource: string): Iterable<QueryRecord> {
    if (!isResourceName(resource)) return [];
    if (this.single !== undefined) return this.store.ownedLazily(resource, this.single);
    return filterVisible(this.store.all(resource), this.actor);
  }

  ordered(resource: string, field: string): OrderedIndex | undefined {
    if (!isResourceName(resource)) return undefined;
    const keys = this.store.orderedKeys(resource, field);
    if (!keys) return undefined;
    const { store, actor } = this;
    return {
      keys,
      bucket: (key) => store.select(resource, field, key).filter((record) => canSee(actor, record)),
    };
  }

  sequence(resource: string, field: string): RecordSequence | undefined {
    if (field !== 'created' || !isResourceName(resource)) return undefined;
    const sequence = this.store.createdSequence(resource);
    if (!sequence) return undefined;
    const { actor } = this;
    return {
      length: sequence.length,
      at: (i) => sequence.at(i),
      visible: (record) => canSee(actor, record as StoredRecord),
    };
  }

  candidates(resource: string, field: string, value: IndexKey): Iterable<QueryRecord> | undefined {
    if (!isResourceName(resource)) return undefined;
    const { store, actor } = this;
    if (field === 'pid') {
      const record = store.ref(resource, value);
      return record && canSee(actor, record) ? [record] : [];
    }
    if (!store.hasIndex(resource, field)) return undefined;
    // In creation order (`visibleBucket` keeps them so), so the source needs no `order`.
    return visibleBucket(store, actor, resource, field, value);
  }
}

/** Follows references for the query engine, in the actor's zone. */
export class StoreLookup implements QueryContext {
  constructor(
    private readonly store: Store,
    readonly timeZone: string,
  ) {}

  lookup(resource: string, pid: unknown): QueryRecord | undefined {
    return isResourceName(resource) ? this.store.ref(resource, pid) : undefined;
  }
}

function* filterVisible(records: Iterable<StoredRecord>, actor: Actor): Generator<StoredRecord> {
  for (const record of records) if (canSee(actor, record)) yield record;
}

/** `source` narrowed to the given records (a child collection), kept in creation order. */
function restrict(source: QuerySource, allowed: ReadonlySet<QueryRecord>): QuerySource {
  const ordered = [...allowed];
  return {
    all: () => ordered,
    candidates: (resource, field, value) => {
      const found = source.candidates?.(resource, field, value);
      return found === undefined ? undefined : [...found].filter((r) => allowed.has(r));
    },
    ...(source.order ? { order: source.order.bind(source) } : {}),
  };
}
