/**
 * The store's snapshot format and its check. A snapshot is plain JSON; one that comes from
 * outside (`PUT /__admin/snapshot`, a file) is checked before anything is replaced, so a bad one
 * answers `validation_failed` naming the offending record and the store keeps its content.
 */
import { z } from 'zod';
import type { ResourceName } from '../schemas/registry-types';
import { resourceNames } from '../schemas/registry-types';
import { isResourceName, getResource } from '../schemas/resources';
import { toViolations } from '../schemas/violations';
import { DomainError, describeViolations, type PropertyError } from './errors';
import { HOST_KEY, indexDefs, parsePid, SEQ_KEY, type Pid } from './model';

export interface StoreSnapshot {
  /** State of the id generator. */
  ids: number;
  /** Last creation sequence number. */
  seq: number;
  /** Records per resource, own data fields only, in creation order. */
  tables: { [N in ResourceName]?: Record<string, unknown>[] };
}

const SnapshotSchema = z.object({
  ids: z.int().min(-2_147_483_648).max(2_147_483_647),
  seq: z.int().min(0),
  tables: z.record(z.string(), z.array(z.unknown())),
});

/** A stored row: its own data plus the bookkeeping fields below. */
type Row = Record<string, unknown> & { pid: Pid; [SEQ_KEY]: number };

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The bookkeeping fields of each row, checked by hand: a schema would copy every one of the
 * (possibly hundreds of thousands of) rows of a state being loaded, and that copy is most of a
 * restart's time. The messages are the schema's.
 */
function checkRow(row: unknown, at: string, errors: PropertyError[]): row is Row {
  if (row === null || typeof row !== 'object' || Array.isArray(row)) {
    errors.push({ property_path: at, message: 'Invalid input: expected object' });
    return false;
  }
  const r = row as Record<string, unknown>;
  const before = errors.length;
  if (typeof r.pid !== 'string' && !Number.isSafeInteger(r.pid)) {
    errors.push({ property_path: `${at}.pid`, message: 'Invalid input: expected a string or an integer' });
  }
  if (typeof r[HOST_KEY] !== 'string') {
    errors.push({ property_path: `${at}.${HOST_KEY}`, message: 'Invalid input: expected string' });
  }
  if (!Number.isSafeInteger(r[SEQ_KEY]) || (r[SEQ_KEY] as number) < 1) {
    errors.push({
      property_path: `${at}.${SEQ_KEY}`,
      message: 'Invalid input: expected an integer of 1 or more',
    });
  }
  for (const field of ['created', 'updated']) {
    if (!isNumber(r[field]))
      errors.push({ property_path: `${at}.${field}`, message: 'Invalid input: expected number' });
  }
  return errors.length === before;
}

/**
 * A deep copy of JSON data (plain objects, arrays, primitives): what `structuredClone` gives for
 * a snapshot's rows, several times faster for many small records.
 */
export function copyJson<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(copyJson) as T;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = copyJson((value as Record<string, unknown>)[key]);
  return out as T;
}

function fail(errors: PropertyError[]): never {
  throw new DomainError('validation_failed', describeViolations('The snapshot is not valid', errors), errors);
}

/** Checks a snapshot; returns it with every table in creation order. */
export function readStoreSnapshot(input: unknown): StoreSnapshot {
  const parsed = SnapshotSchema.safeParse(input);
  if (!parsed.success) fail(toViolations(parsed.error));
  const { ids, seq, tables } = parsed.data;
  const errors: PropertyError[] = [];
  const pids = new Map<ResourceName, Set<Pid>>();
  const out: StoreSnapshot['tables'] = {};

  for (const [name, rows] of Object.entries(tables)) {
    if (!isResourceName(name)) {
      errors.push({ property_path: `tables.${name}`, message: 'is not a resource of the service.' });
      continue;
    }
    const seen = new Set<Pid>();
    const seqs = new Set<number>();
    const checked: Row[] = [];
    rows.forEach((row, i) => {
      const at = `tables.${name}[${i}]`;
      if (!checkRow(row, at, errors)) return;
      checked.push(row);
      const pid = row.pid;
      if (parsePid(name, String(pid)) !== pid)
        errors.push({ property_path: `${at}.pid`, message: 'is not a pid of this resource.' });
      if (seen.has(pid)) errors.push({ property_path: `${at}.pid`, message: 'appears twice.' });
      if (row[SEQ_KEY] > seq || seqs.has(row[SEQ_KEY])) {
        errors.push({ property_path: `${at}.${SEQ_KEY}`, message: 'is above seq or appears twice.' });
      }
      seen.add(pid);
      seqs.add(row[SEQ_KEY]);
    });
    pids.set(name, seen);
    // In creation order (the rows of a store's own snapshot already are: sorting is then cheap).
    out[name] = checked.sort((a, b) => a[SEQ_KEY] - b[SEQ_KEY]);
  }
  if (errors.length > 0) fail(errors);

  // Every reference must resolve, so reads and cascades never meet a dangling pid.
  for (const name of resourceNames) {
    const rows = out[name] ?? [];
    const defs = indexDefs(name).filter((def) => def.field !== 'batchId');
    rows.forEach((row, i) => {
      for (const def of defs) {
        const target = def.field === HOST_KEY ? 'hosts' : targetOf(name, def.field);
        if (!target) continue;
        for (const key of def.keys(row)) {
          if (typeof key === 'boolean' || !pids.get(target)?.has(key)) {
            errors.push({
              property_path: `tables.${name}[${i}].${def.field}`,
              message: `names no ${target} record (${String(key)}).`,
            });
          }
        }
      }
    });
  }
  if (errors.length > 0) fail(errors);
  return { ids, seq, tables: out };
}

function targetOf(name: ResourceName, field: string): ResourceName | undefined {
  return getResource(name).references.find((ref) => ref.field === field)?.resource;
}
