/**
 * Children of a record along a relation of the registry: the shows of an event (`via:
 * ['event']`), the sectors of a venue (`via: ['host']`), the bookings of an event (`via:
 * ['tickets', 'show', 'event']`: bookings with a ticket for a show of the event). Used by child
 * collections (`/events/<pid>/bookings/`), `properties[<children>]` and filters through a
 * children relation. Every step walks a secondary index backwards, so the cost follows the
 * number of related records, not the size of the tables.
 */
import type { ResourceName } from '../schemas/registry-types';
import { getResource } from '../schemas/resources';
import type { IndexKey } from './query/types';
import { SEQ_KEY, step, type Pid } from './model';

/** The reads the walk needs from the store. */
export interface RelationReader {
  get(name: ResourceName, pid: Pid): Readonly<Record<string, unknown>> | undefined;
  lookup(name: ResourceName, field: string, key: IndexKey): ReadonlySet<Pid>;
}

function pathResources(start: ResourceName, via: readonly string[]): ResourceName[] | undefined {
  const along: ResourceName[] = [start];
  for (const name of via) {
    const next = step(along[along.length - 1]!, name);
    if (!next) return undefined;
    along.push(next.target);
  }
  return along;
}

/** Pids reached from the record `pid` of `name` by following `via` forward. */
function forward(store: RelationReader, name: ResourceName, pid: Pid, via: readonly string[]): Set<Pid> {
  let current = new Set<Pid>([pid]);
  let owner = name;
  for (const stepName of via) {
    const s = step(owner, stepName);
    if (!s) return new Set();
    const next = new Set<Pid>();
    for (const p of current) {
      if (s.kind === 'children') {
        for (const child of childPids(store, owner, s.relation, p)) next.add(child);
        continue;
      }
      const value = store.get(owner, p)?.[s.field];
      for (const v of Array.isArray(value) ? value : [value]) {
        if (typeof v === 'string' || typeof v === 'number') next.add(v);
      }
    }
    current = next;
    owner = s.target;
  }
  return current;
}

/** The pids of the children of `parent` record `pid` along `relation`, in creation order. */
export function childPids(store: RelationReader, parent: ResourceName, relation: string, pid: Pid): Pid[] {
  const spec = getResource(parent).relations[relation];
  if (spec?.kind !== 'children') return [];
  const along = pathResources(spec.resource, spec.via);
  if (!along) return [];
  let current = new Set<Pid>([pid]);
  for (let k = spec.via.length - 1; k >= 0 && current.size > 0; k--) {
    const owner = along[k]!;
    const s = step(owner, spec.via[k]!);
    const next = new Set<Pid>();
    if (s?.kind === 'field') {
      for (const key of current) for (const p of store.lookup(owner, s.field, key)) next.add(p);
    } else if (s?.kind === 'children') {
      // The parents of each child: the child's own path back to `owner`.
      const back = getResource(owner).relations[s.relation];
      if (back?.kind === 'children') {
        for (const child of current) for (const p of forward(store, s.target, child, back.via)) next.add(p);
      }
    }
    current = next;
  }
  const seq = (p: Pid): number => (store.get(spec.resource, p)?.[SEQ_KEY] as number | undefined) ?? 0;
  return [...current].sort((a, b) => seq(a) - seq(b));
}
