/**
 * `PATCH /<collection>/<pid>` and the array form `PATCH /<collection>/` (items carry `pid`).
 * Only the fields sent change. As with creates, everything is checked first and the changes are
 * applied in one store write; an array edit changes every record or none.
 *
 * Decisions: an item of an array edit whose pid names no visible record answers 409
 * `reference_not_found` at `[i].pid` (the path exists, so 404 would mislead); an edit that would
 * move a record to another host (an event's `host`, a sector's venue of another host) is refused,
 * so a record's owning host never changes; `updated` moves only when a stored value changed.
 * An array edit marks its records as one batch, as an array create does: `batchId` and
 * `batchOrder` name the latest array request that wrote a record, so the edit's `Location`
 * (`?filters[batchId]=<id>&orderBy[batchOrder]=asc`) reads them in request order, a bounded
 * link however many records were edited.
 */
import type { ResourceName } from '../../schemas/registry-types';
import { getResource } from '../../schemas/resources';
import { visible, type Actor } from '../access';
import type { PropertyError } from '../errors';
import { isPid, parsePid, type Pid } from '../model';
import { updateHookArgs, type RecordChange, type RuleContext } from '../rules/types';
import type { RecordData, StoredRecord } from '../store';
import { bookingEdit, confirmTickets } from './bookings';
import { derive, storedFields, type BuildContext } from './build';
import { commit, eachRule, noun, notFoundError, recordChange, settle, type ServiceContext } from './context';
import { assertVerb } from './create';
import { missingReferences, owningHost, referenceError } from './references';
import { parsePatch, parsePatchMany, validationError } from './validate';

interface Edit {
  readonly current: StoredRecord;
  readonly input: Record<string, unknown>;
  readonly prefix: string;
}

export function updateRecord(
  ctx: ServiceContext,
  actor: Actor,
  name: ResourceName,
  pid: Pid | string,
  body: unknown,
): Pid {
  assertVerb(name, 'update');
  const rc = settle(ctx, actor);
  const key = parsePid(name, String(pid));
  const current = key === undefined ? undefined : visible(ctx.store, actor, name, key);
  if (!current) throw notFoundError(getResource(name).title, pid);
  const input = parsePatch(name, body);
  const what = `Could not edit ${noun(getResource(name).title)} ${current.pid}`;
  applyEdits(ctx, rc, name, [{ current, input, prefix: '' }], what);
  return current.pid;
}

/** What an array edit changed: its records in request order, and the batch that lists them. */
export interface UpdateManyResult {
  readonly pids: Pid[];
  /** `filters[batchId]=<id>&orderBy[batchOrder]=asc` lists the edited records; absent for `[]`. */
  readonly batchId?: string;
}

export function updateRecords(
  ctx: ServiceContext,
  actor: Actor,
  name: ResourceName,
  body: unknown,
): UpdateManyResult {
  assertVerb(name, 'update');
  const rc = settle(ctx, actor);
  const items = parsePatchMany(name, body);
  const what = `Could not edit ${items.length} ${noun(getResource(name).title)} records`;
  const missing: PropertyError[] = [];
  const seen = new Set<Pid>();
  const edits: Edit[] = [];
  items.forEach((item, i) => {
    const { pid, ...input } = item;
    const current = isPid(pid) ? visible(ctx.store, actor, name, pid) : undefined;
    if (!current)
      missing.push({
        property_path: `[${i}].pid`,
        message: `${noun(getResource(name).title)} ${String(pid)} does not exist.`,
      });
    else if (seen.has(current.pid)) {
      throw validationError(what, [
        { property_path: `[${i}].pid`, message: 'names a record that an earlier item edits.' },
      ]);
    } else {
      seen.add(current.pid);
      edits.push({ current, input, prefix: `[${i}].` });
    }
  });
  if (missing.length > 0) throw referenceError(what, missing);
  const pids = edits.map((edit) => edit.current.pid);
  // An empty array (what PHP's `json_encode([])` sends for no edits) edits nothing.
  if (edits.length === 0) return { pids };
  return { pids, batchId: applyEdits(ctx, rc, name, edits, what, true) };
}

const same = (a: unknown, b: unknown): boolean =>
  a === b || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));

function applyEdits(
  ctx: ServiceContext,
  rc: RuleContext,
  name: ResourceName,
  edits: readonly Edit[],
  what: string,
  batch = false,
): string | undefined {
  const { actor } = rc;
  const missing = edits.flatMap((edit) => missingReferences(ctx.store, actor, name, edit.input, edit.prefix));
  if (missing.length > 0) throw referenceError(what, missing);
  const b: BuildContext = { store: ctx.store, actor, now: rc.now, config: rc.config };

  return commit(ctx, () => {
    // Taken inside the write, so a refused edit leaves the id generator as it was.
    const batchId = batch ? ctx.store.ids.uuid() : undefined;
    const conflicts: PropertyError[] = [];
    const changes: RecordChange[] = [];
    for (const [order, { current, input, prefix }] of edits.entries()) {
      const base: Record<string, unknown> = { ...current };
      const fields = storedFields(b, name, input, base);
      if (name === 'bookings') Object.assign(fields, bookingEdit(current, input));
      const after: RecordData = { ...current, ...fields };
      derive(b, name, after, false);
      const host = owningHost(ctx.store, name, after, prefix);
      if (typeof host !== 'string') conflicts.push(host);
      else if (host !== current._host) {
        conflicts.push({
          property_path: prefix.replace(/\.$/, ''),
          message: 'would move the record to another host.',
        });
      }
      const changed = Object.keys(after).some((key) => !same(after[key], base[key]));
      if (changed) after.updated = rc.now;
      // The batch mark is bookkeeping: it moves no `updated`, but every item of an array edit
      // carries it, changed or not, so the edit's Location lists each one.
      if (batchId !== undefined) Object.assign(after, { batchId, batchOrder: order });
      if (changed || batchId !== undefined) {
        changes.push({ before: current, after, input, path: prefix });
      }
    }
    if (conflicts.length > 0) throw validationError(what, conflicts);
    if (changes.length === 0) return batchId;

    eachRule(ctx, (rule) => rule.beforeUpdate?.(...updateHookArgs(rc, name, changes)));
    const stored = changes.map((change) => ({
      ...change,
      after: ctx.store.replace(name, change.after),
    }));
    if (name === 'bookings') {
      for (const { before, after } of stored)
        if (before.confirmation !== true && after.confirmation === true)
          confirmTickets(ctx.store, after, rc.now);
    }
    eachRule(ctx, (rule) => rule.afterUpdate?.(...updateHookArgs(rc, name, stored)));
    const title = noun(getResource(name).title);
    recordChange(
      ctx,
      actor,
      name,
      stored.length === 1 ? stored[0]!.before.pid : undefined,
      stored.length === 1
        ? `Edited ${title} ${stored[0]!.before.pid}.`
        : `Edited ${stored.length} ${title} records.`,
    );
    return batchId;
  });
}
