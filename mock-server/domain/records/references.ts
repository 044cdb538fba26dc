/**
 * References on write: each pid must name a record the actor can see (another host's record
 * is reported exactly like a missing one), and all references of one record must lead to the
 * same host, which becomes the record's owning host.
 */
import type { ResourceName } from '../../schemas/registry-types';
import { getResource } from '../../schemas/resources';
import { canSee, type Actor } from '../access';
import { DomainError, describeViolations, type PropertyError } from '../errors';
import { isFields, isPid, type Pid } from '../model';
import type { Store } from '../store';
import { noun } from './context';

interface Found {
  readonly path: string;
  readonly field: string;
  readonly target: ResourceName;
  readonly pid: Pid;
}

/** Every pid the record's reference fields hold, with its path in the body. */
function referencesOf(name: ResourceName, data: Readonly<Record<string, unknown>>, prefix: string): Found[] {
  const found: Found[] = [];
  for (const ref of getResource(name).references) {
    if (!(ref.field in data)) continue;
    const value = data[ref.field];
    const at = `${prefix}${ref.field}`;
    if (!ref.many) {
      if (isPid(value)) found.push({ path: at, field: ref.field, target: ref.resource, pid: value });
      continue;
    }
    if (!Array.isArray(value)) continue;
    value.forEach((item: unknown, i) => {
      const pid = ref.itemKey && isFields(item) ? item[ref.itemKey] : item;
      const path = ref.itemKey ? `${at}[${i}].${ref.itemKey}` : `${at}[${i}]`;
      if (isPid(pid)) found.push({ path, field: ref.field, target: ref.resource, pid });
    });
  }
  return found;
}

/**
 * Violations for the references in `input` (only the fields it carries) that name no record
 * the actor can see. `prefix` is the item's path in an array body (`[2].`).
 */
export function missingReferences(
  store: Store,
  actor: Actor,
  name: ResourceName,
  input: Readonly<Record<string, unknown>>,
  prefix = '',
): PropertyError[] {
  const errors: PropertyError[] = [];
  for (const ref of referencesOf(name, input, prefix)) {
    const record = store.get(ref.target, ref.pid);
    if (!record || !canSee(actor, record)) {
      errors.push({
        property_path: ref.path,
        message: `${noun(getResource(ref.target).title)} ${ref.pid} does not exist.`,
      });
    }
  }
  return errors;
}

export function referenceError(what: string, errors: PropertyError[]): DomainError {
  return new DomainError('reference_not_found', describeViolations(what, errors), errors);
}

/**
 * The host that owns a record with these data: hosts own themselves, every other record belongs
 * to the host of what it references. References that lead to different hosts are refused.
 */
export function owningHost(
  store: Store,
  name: ResourceName,
  data: Readonly<Record<string, unknown>>,
  prefix = '',
): string | PropertyError {
  if (name === 'hosts') return String(data.pid);
  let owner: { host: string; path: string } | undefined;
  for (const ref of referencesOf(name, data, prefix)) {
    const host = store.get(ref.target, ref.pid)?._host;
    if (host === undefined) continue;
    if (!owner) owner = { host, path: ref.path };
    else if (owner.host !== host) {
      return {
        property_path: ref.path,
        message: `belongs to another host than ${owner.path}; a record cannot link records of two hosts.`,
      };
    }
  }
  return owner
    ? owner.host
    : { property_path: prefix.replace(/\.$/, ''), message: 'names no record of a host.' };
}
