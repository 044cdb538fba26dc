/**
 * The command harness the model-based rule tests share: a step settles the mock (releases what is
 * due, as every request does before it runs), acts with a recount of the records before it, then
 * checks that no capacity, limitation or option quantity is exceeded and every capacity read
 * equals a recount, plus the test's own invariants. `MODEL_RUNS` changes the number of runs,
 * `MODEL_SEED` replays one.
 */
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { Actor, Mock, StoredRecord } from '../../../../mock-server/index';
import { assertCapacityReads, assertLimits, recount, type Recount } from './recount';

export interface ModelWorld {
  mock: Mock;
  demo: Actor;
}

export type ModelStep<W extends ModelWorld> = fc.Command<Record<string, never>, W>;

/** Runs a rule call and answers its error code, or undefined when it succeeded. */
export function attempt(call: () => unknown): string | undefined {
  try {
    call();
    return undefined;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === undefined) throw error;
    return code;
  }
}

export function expectOutcome(
  label: string,
  predicted: string | undefined,
  actual: string | undefined,
): void {
  assert.equal(
    actual,
    predicted,
    `${label}: predicted ${predicted ?? 'success'}, got ${actual ?? 'success'}`,
  );
}

/** The stored records of a table, in creation order. */
export function recordsOf(w: ModelWorld, name: 'bookings' | 'tickets' | 'seats'): StoredRecord[] {
  return [...w.mock.store.all(name)];
}

/** The record a random index points at, or undefined while the table is empty. */
export function pickRecord(
  w: ModelWorld,
  name: 'bookings' | 'tickets' | 'seats',
  index: number,
): StoredRecord | undefined {
  const records = recordsOf(w, name);
  return records.length === 0 ? undefined : records[index % records.length];
}

export function modelStep<W extends ModelWorld>(
  label: string,
  act: (w: W, before: Recount) => void,
  invariants?: (w: W) => void,
): ModelStep<W> {
  return {
    check: () => true,
    run: (_model, w) => {
      w.mock.records.list(w.demo, 'hosts');
      act(w, recount(w.mock));
      const after = recount(w.mock);
      assertLimits(w.mock, after);
      assertCapacityReads(w.mock, w.demo, after);
      invariants?.(w);
    },
    toString: () => label,
  };
}

/** Steps that delete a random ticket and a random booking (deletion cascades to its tickets). */
export function deletions<W extends ModelWorld>(
  step: (label: string, act: (w: W) => void) => ModelStep<W>,
): fc.Arbitrary<ModelStep<W>>[] {
  return [
    fc.nat().map((t) =>
      step(`delete ticket #${t}`, (w) => {
        const ticket = pickRecord(w, 'tickets', t);
        if (ticket) w.mock.records.delete(w.demo, 'tickets', ticket.pid);
      }),
    ),
    fc.nat().map((b) =>
      step(`delete booking #${b}`, (w) => {
        const booking = pickRecord(w, 'bookings', b);
        if (booking) w.mock.records.delete(w.demo, 'bookings', booking.pid);
      }),
    ),
  ];
}

/** Runs random command sequences of at most 60 steps against fresh worlds. */
export function runModel<W extends ModelWorld>(
  commands: fc.Arbitrary<ModelStep<W>>[],
  world: () => W,
  defaultRuns: number,
): void {
  const runs = Number(process.env.MODEL_RUNS ?? defaultRuns);
  const seed = process.env.MODEL_SEED === undefined ? undefined : Number(process.env.MODEL_SEED);
  fc.assert(
    fc.property(fc.commands(commands, { maxCommands: 60, size: 'large' }), (cmds) => {
      fc.modelRun(() => ({ model: {}, real: world() }), cmds);
    }),
    { numRuns: runs, ...(seed === undefined ? {} : { seed }) },
  );
}
