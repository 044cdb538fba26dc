/**
 * A fresh pid for a new record: used by the record service (`records/`) and by the rules that
 * create records of their own (a confirmation's delivery), which may not import the record
 * service (the rules sit below it).
 */
import type { ResourceName } from '../schemas/registry-types';
import { getResource } from '../schemas/resources';
import type { Pid } from './model';
import type { Store } from './store';

/** A fresh pid of the resource's kind that no record has yet. */
export function newPid(store: Store, name: ResourceName): Pid {
  let pid: Pid;
  do pid = store.ids.pid(getResource(name).pidKind);
  while (store.get(name, pid));
  return pid;
}
