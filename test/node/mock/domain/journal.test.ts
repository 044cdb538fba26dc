import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Journal } from '../../../../mock-server/domain/journal';

describe('journal', () => {
  it('keeps the newest entries up to its limit, oldest first', () => {
    const journal = new Journal(() => Date.UTC(2026, 8, 1, 6), 3);
    for (let i = 1; i <= 7; i++) journal.record({ kind: 'admin', message: `entry ${i}` });
    assert.deepEqual(
      journal.list().map((e) => [e.seq, e.message]),
      [
        [5, 'entry 5'],
        [6, 'entry 6'],
        [7, 'entry 7'],
      ],
    );
  });

  it('stamps each entry with the clock of the moment it was recorded', () => {
    let now = Date.UTC(2026, 8, 1, 6);
    const journal = new Journal(() => now);
    journal.record({ kind: 'admin', message: 'first' });
    now += 90_000;
    journal.record({ kind: 'admin', message: 'second' });
    assert.deepEqual(
      journal.list().map((e) => e.at),
      ['2026-09-01T06:00:00.000Z', '2026-09-01T06:01:30.000Z'],
    );
  });

  it('lists after a sequence number, by kind and the last few, across a wrapped ring', () => {
    const journal = new Journal(() => 0, 4);
    const kinds = ['request', 'change', 'request', 'rejection', 'request', 'change'] as const;
    for (const kind of kinds) journal.record({ kind, message: kind });
    assert.deepEqual(
      journal.list({ kinds: ['request'] }).map((e) => e.seq),
      [3, 5],
    );
    assert.deepEqual(
      journal.list({ since: 4 }).map((e) => e.seq),
      [5, 6],
    );
    assert.deepEqual(
      journal.list({ limit: 2 }).map((e) => e.seq),
      [5, 6],
    );
    journal.clear();
    assert.deepEqual(journal.list(), []);
    journal.record({ kind: 'admin', message: 'after clear' });
    assert.deepEqual(
      journal.list().map((e) => e.seq),
      [7],
    );
  });
});
