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

const StoredSchema = z.looseObject({
  pid: z.union([z.string(), z.int()]),
  [HOST_KEY]: z.string(),
  [SEQ_KEY]: z.int().min(1),
  created: z.number(),
  updated: z.number(),
});

const SnapshotSchema = z.object({
  ids: z.int().min(-2_147_483_648).max(2_147_483_647),
  seq: z.int().min(0),
  tables: z.record(z.string(), z.array(StoredSchema)),
});

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
    rows.forEach((row, i) => {
      const at = `tables.${name}[${i}]`;
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
    // The rows as given (zod's output would reorder their keys), in creation order.
    const given = (input as { tables: Record<string, Record<string, unknown>[]> }).tables[name]!;
    out[name] = given
      .map((row, i) => ({ row, seq: rows[i]![SEQ_KEY] }))
      .sort((a, b) => a.seq - b.seq)
      .map(({ row }) => row);
  }

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
