/**
 * Who is asking. A back-office user administers one or more hosts and sees only their records:
 * another host's record answers "not found", exactly like a pid that does not exist, so pids of
 * other hosts cannot even be probed.
 */
import type { ResourceName } from '../schemas/registry-types';
import type { Store, Stored } from './store';
import { DEFAULT_TIME_ZONE } from './time';

export interface Actor {
  /** The back-office user (for the journal). */
  readonly username: string;
  /** Pids of the hosts whose records the actor sees and writes. */
  readonly hosts: readonly string[];
}

export function canSee(actor: Actor, record: { readonly _host: string }): boolean {
  return actor.hosts.includes(record._host);
}

/** The record of `name` with `pid` if it exists and the actor may see it. */
export function visible<N extends ResourceName>(
  store: Store,
  actor: Actor,
  name: N,
  pid: string | number,
): Stored<N> | undefined {
  const record = store.get(name, pid);
  return record && canSee(actor, record) ? record : undefined;
}

/** Zone of a host's wall times (writes and filters). */
export function hostZone(store: Store, host: string | undefined): string {
  const zone = host === undefined ? undefined : store.get('hosts', host)?.timezone;
  return typeof zone === 'string' ? zone : DEFAULT_TIME_ZONE;
}

/** Zone the actor's filters are read in: that of their first host. */
export function actorZone(store: Store, actor: Actor): string {
  return hostZone(store, actor.hosts[0]);
}
