/**
 * A copy in memory of the idempotency records an instance wrote, for as long as the store would
 * keep them, so that the instance can put them back when the store lost its state (Redis
 * restarted empty: a new epoch, epochs.ts). Each record is put back as it was, and only where
 * the store has none: a write still under way stays pending, an outcome never learnt stays
 * unknown (its repeat reads the booking before anything is sent again), a known answer is
 * replayed. Bounded: past `maxRecords` the oldest go first, and larger values are not kept.
 */
import type { GatewayStore } from './store.js';

export interface RecordJournal {
  /** Keeps `value` as the record `name`, which the store keeps until `until` (epoch ms). */
  note(name: string, value: string, until: number): void;
  forget(name: string): void;
  /** The record `name` as this instance last wrote it, while the store would still keep it. */
  get(name: string): string | undefined;
  /** Puts the records back where the store has none; how many it put back. */
  restore(store: GatewayStore): Promise<number>;
}

export interface RecordJournalOptions {
  now: () => number;
  /** Most records kept (default 5 000). */
  maxRecords?: number;
  /** Largest value kept, in characters (default 4 096: a write's answer is empty or short). */
  maxValue?: number;
}

export function createRecordJournal(options: RecordJournalOptions): RecordJournal {
  const { now, maxRecords = 5_000, maxValue = 4_096 } = options;
  const records = new Map<string, { value: string; until: number }>();

  function live(name: string) {
    const kept = records.get(name);
    if (kept && kept.until <= now()) records.delete(name);
    return kept && kept.until > now() ? kept : undefined;
  }

  return {
    note(name, value, until) {
      records.delete(name);
      if (value.length > maxValue) return;
      records.set(name, { value, until });
      if (records.size > maxRecords) records.delete(records.keys().next().value!);
    },
    forget(name) {
      records.delete(name);
    },
    get(name) {
      return live(name)?.value;
    },
    async restore(store) {
      let restored = 0;
      for (const name of [...records.keys()]) {
        const kept = live(name);
        if (!kept) continue;
        const ttl = Math.max(1, kept.until - now());
        if (await store.set(name, kept.value, ttl, { ifAbsent: true })) restored += 1;
      }
      return restored;
    },
  };
}
