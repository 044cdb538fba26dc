/**
 * `POST /<collection>/`: one record, or an array of them created atomically. Everything is
 * checked before anything is stored (the body against the schema, every reference, the owning
 * host), then the records are inserted in one store write together with the rules' effects.
 */
import type { ResourceName } from '../../schemas/registry-types';
import { getResource } from '../../schemas/resources';
import type { Actor } from '../access';
import { DomainError, type PropertyError } from '../errors';
import type { Pid } from '../model';
import { createHookArgs } from '../rules/types';
import type { RecordData, StoredRecord } from '../store';
import { newPid } from '../pids';
import { defaultsFor, derive, storedFields, type BuildContext } from './build';
import { commit, eachRule, noun, recordChange, settle, type ServiceContext } from './context';
import { missingReferences, owningHost, referenceError } from './references';
import { parseCreate, validationError } from './validate';

export interface CreateResult {
  readonly resource: ResourceName;
  /** Pids of the new records, in the order of the request. */
  readonly pids: Pid[];
  /** Set for an array create: `filters[batchId]=<id>&orderBy[batchOrder]=asc` lists the records. */
  readonly batchId?: string;
}

export function assertVerb(name: ResourceName, verb: 'create' | 'update' | 'delete'): void {
  if (getResource(name).verbs[verb]) return;
  const what = { create: 'created', update: 'edited', delete: 'deleted' }[verb];
  throw new DomainError(
    'method_not_allowed',
    `${getResource(name).title} records cannot be ${what} through the API.`,
  );
}

/** The path prefix of item `i`'s faults: `[i].` in an array create, none for one object. */
function prefixOf(many: boolean, i: number): string {
  return many ? `[${i}].` : '';
}

export function createRecords(
  ctx: ServiceContext,
  actor: Actor,
  name: ResourceName,
  body: unknown,
): CreateResult {
  assertVerb(name, 'create');
  const rc = settle(ctx, actor);
  const { items, many } = parseCreate(name, body);
  const title = noun(getResource(name).title);
  const what = many ? `Could not create ${items.length} ${title} records` : `Could not create the ${title}`;

  const missing = items.flatMap((item, i) =>
    missingReferences(ctx.store, actor, name, item, prefixOf(many, i)),
  );
  if (missing.length > 0) throw referenceError(what, missing);

  const b: BuildContext = { store: ctx.store, actor, now: rc.now, config: rc.config };
  return commit(ctx, () => {
    const batchId = many ? ctx.store.ids.uuid() : undefined;
    const conflicts: PropertyError[] = [];
    const records = items.map((item, i): RecordData => {
      const defaults = defaultsFor(b, name, item);
      const pid = newPid(ctx.store, name);
      // The keys in the order of `{ pid, ...defaults, ...stored, created, updated }`.
      const data: Record<string, unknown> = { pid, ...defaults };
      storedFields(b, name, item, defaults, data);
      data.created = rc.now;
      data.updated = rc.now;
      if (batchId !== undefined) Object.assign(data, { batchId, batchOrder: i });
      derive(b, name, data, true);
      const host = owningHost(ctx.store, name, data, prefixOf(many, i));
      if (typeof host !== 'string') conflicts.push(host);
      // The record is `data` itself, completed in place (no second copy): these keys are set
      // again in case a derivation touched them, and the two internal ones come last.
      data.pid = pid;
      data._host = typeof host === 'string' ? host : '';
      data._seq = 0;
      data.created = rc.now;
      data.updated = rc.now;
      return data as RecordData;
    });
    if (conflicts.length > 0) throw validationError(what, conflicts);
    // Sequence numbers are taken last, so a refused request leaves no gap behind.
    for (const record of records) record._seq = ctx.store.nextSeq();

    eachRule(ctx, (rule) => rule.beforeCreate?.(...createHookArgs(rc, name, records)));
    const stored: StoredRecord[] = records.map((record) => ctx.store.insert(name, record));
    eachRule(ctx, (rule) => rule.afterCreate?.(...createHookArgs(rc, name, stored)));

    const pids = stored.map((record) => record.pid);
    recordChange(
      ctx,
      actor,
      name,
      many ? undefined : pids[0],
      many ? `Created ${pids.length} ${title} records (batch ${batchId}).` : `Created ${title} ${pids[0]}.`,
    );
    return batchId === undefined ? { resource: name, pids } : { resource: name, pids, batchId };
  });
}
