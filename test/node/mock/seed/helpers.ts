/** Checks the seed tests share: reading everything through the record service, and fingerprints. */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import type { Actor, Mock } from '../../../../mock-server/index';
import { recordKeys } from '../../../../mock-server/domain/model';
import { getResource, resourceNames, type ResourceName } from '../../../../mock-server/schemas';

export interface ReadReport {
  /** Records read per resource, over every seed user. */
  readonly counts: Readonly<Record<ResourceName, number>>;
}

/**
 * Reads every record of every resource through the record service as each of `actors`, checks
 * each against the contract's read schema and its exact keys, and that together the actors
 * read every stored record once.
 */
export function readEverything(mock: Mock, actors: readonly Actor[]): ReadReport {
  const counts = {} as Record<ResourceName, number>;
  for (const name of resourceNames) {
    const schema = getResource(name).schemas.read;
    const keys = [...recordKeys(name)].sort();
    const seen = new Set<string | number>();
    for (const actor of actors) {
      for (const item of mock.records.list(actor, name).items) {
        const parsed = schema.safeParse(item);
        assert.ok(
          parsed.success,
          `${name} ${String(item.pid)} does not match its read schema: ${parsed.error?.message ?? ''}`,
        );
        assert.deepEqual(Object.keys(item).sort(), keys, `${name} ${String(item.pid)} has other keys`);
        seen.add(item.pid as string | number);
      }
    }
    assert.equal(seen.size, mock.store.count(name), `every ${name} record is readable by its host's user`);
    counts[name] = seen.size;
  }
  return { counts };
}

/** A fingerprint of the whole store: every record's own data, table by table, in creation order. */
export function storeFingerprint(mock: Mock): string {
  const hash = createHash('sha256');
  for (const name of resourceNames) {
    hash.update(`\n${name}\n`);
    for (const record of mock.store.all(name)) hash.update(JSON.stringify(record));
  }
  return hash.digest('hex');
}

/** Milliseconds `fn` takes. */
export function timed(fn: () => void): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}
