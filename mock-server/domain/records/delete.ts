/**
 * `DELETE /<collection>/<pid>`: removes the record and every record that depends on it, as the
 * registry's references say (`cascade`: an event takes its shows, prices, ticket option groups
 * with their options and limitations, and options; a booking its tickets and deliveries). A
 * `restrict` reference from a record outside that set (a show at a venue, a ticket at a price)
 * refuses the delete with 409 `record_in_use` naming what blocks; a `nullify` reference is
 * cleared. The whole plan is computed before anything changes.
 */
import type { ResourceName } from '../../schemas/registry-types';
import { cascadeChildren, referencesTo, getResource } from '../../schemas/resources';
import { visible, type Actor } from '../access';
import { DomainError } from '../errors';
import { parsePid, type Pid } from '../model';
import { deletedRecord, type DeletedRecord } from '../rules/types';
import type { Store, StoredRecord } from '../store';
import { commit, eachRule, noun, notFoundError, recordChange, settle, type ServiceContext } from './context';
import { assertVerb } from './create';

export interface DeleteResult {
  /** The deleted record first, then every record the deletion cascaded to. */
  readonly deleted: { resource: ResourceName; pid: Pid }[];
}

interface Blocker {
  readonly resource: ResourceName;
  readonly pid: Pid;
  readonly field: string;
}

const keyOf = (name: ResourceName, pid: Pid): string => `${name}\u0000${pid}`;

/** The record and everything its deletion cascades to, breadth first. */
function cascade(store: Store, name: ResourceName, root: StoredRecord): DeletedRecord[] {
  const found: DeletedRecord[] = [deletedRecord(name, root)];
  const seen = new Set([keyOf(name, root.pid)]);
  for (let i = 0; i < found.length; i++) {
    const { resource, record } = found[i]!;
    for (const { from, reference } of cascadeChildren(resource)) {
      for (const child of store.select(from, reference.field, record.pid)) {
        const key = keyOf(from, child.pid);
        if (seen.has(key)) continue;
        seen.add(key);
        found.push(deletedRecord(from, child));
      }
    }
  }
  return found;
}

export function deleteRecord(
  ctx: ServiceContext,
  actor: Actor,
  name: ResourceName,
  pid: Pid | string,
): DeleteResult {
  assertVerb(name, 'delete');
  const rc = settle(ctx, actor);
  const { store } = ctx;
  const key = parsePid(name, String(pid));
  const root = key === undefined ? undefined : visible(store, actor, name, key);
  if (!root) throw notFoundError(getResource(name).title, pid);

  const doomed = cascade(store, name, root);
  const inSet = new Set(doomed.map((d) => keyOf(d.resource, d.record.pid)));
  const blockers: Blocker[] = [];
  const nullify: { resource: ResourceName; pid: Pid; field: string; many: boolean; target: Pid }[] = [];
  for (const { resource, record } of doomed) {
    for (const { from, reference } of referencesTo(resource)) {
      if (reference.onDelete === 'cascade') continue;
      for (const other of store.lookup(from, reference.field, record.pid)) {
        if (inSet.has(keyOf(from, other))) continue;
        if (reference.onDelete === 'restrict')
          blockers.push({ resource: from, pid: other, field: reference.field });
        else
          nullify.push({
            resource: from,
            pid: other,
            field: reference.field,
            many: reference.many,
            target: record.pid,
          });
      }
    }
  }
  return commit(ctx, () => {
    // The rules first: a refusal that names the sold bookings says more than the references.
    eachRule(ctx, (rule) => rule.beforeDelete?.(rc, doomed));
    if (blockers.length > 0) throw inUse(name, root, blockers);
    for (const { resource, pid: other, field, many, target } of nullify) {
      const record = store.get(resource, other);
      if (!record) continue;
      const held = record[field];
      const value = many ? (Array.isArray(held) ? held.filter((item) => item !== target) : []) : null;
      store.replace(resource, { ...record, [field]: value, updated: rc.now });
    }
    for (const { resource, record } of doomed) store.remove(resource, record.pid);
    eachRule(ctx, (rule) => rule.afterDelete?.(rc, doomed));
    const others = doomed.length - 1;
    recordChange(
      ctx,
      actor,
      name,
      root.pid,
      `Deleted ${noun(getResource(name).title)} ${root.pid}${others > 0 ? ` and ${describeCounts(doomed.slice(1))}` : ''}.`,
    );
    return { deleted: doomed.map((d) => ({ resource: d.resource, pid: d.record.pid })) };
  });
}

function describeCounts(records: readonly DeletedRecord[]): string {
  const counts = new Map<ResourceName, number>();
  for (const { resource } of records) counts.set(resource, (counts.get(resource) ?? 0) + 1);
  return [...counts]
    .map(([resource, n]) => `${n} ${noun(getResource(resource).title)}${n === 1 ? '' : ' records'}`)
    .join(', ');
}

function inUse(name: ResourceName, root: StoredRecord, blockers: readonly Blocker[]): DomainError {
  const label = typeof root.name === 'string' ? ` (${root.name})` : '';
  const shown = blockers.slice(0, 5).map((b) => `${noun(getResource(b.resource).title)} ${b.pid}`);
  const more = blockers.length > 5 ? ` and ${blockers.length - 5} more` : '';
  return new DomainError(
    'record_in_use',
    `Could not delete ${noun(getResource(name).title)} ${root.pid}${label}: still used by ${shown.join(', ')}${more}. Delete or change those first.`,
    blockers.slice(0, 50).map((b) => ({
      property_path: '',
      message: `${noun(getResource(b.resource).title)} ${b.pid} references it in ${b.field}.`,
    })),
  );
}
