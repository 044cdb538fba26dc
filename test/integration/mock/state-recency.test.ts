/**
 * The state database keeps the order in which scopes (the main mock and the X-Mock-Session
 * sessions) were last used, so that sessions come back least recently used first. A commit on
 * the scope the previous commit wrote leaves its row alone (it is the most recent already): the
 * order read back after a reopen is still that of the commits.
 */
import assert from 'node:assert/strict';
import { promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { ChangeSet } from '../../../mock-server/persistence/changes';
import { SqliteState } from '../../../mock-server/persistence/sqlite';

const SCOPES = ['', 'run-1', 'run-2', 'run-3'] as const;

function change(scope: string, used: number): ChangeSet {
  return {
    scopes: [
      {
        scope,
        replaced: false,
        records: [],
        deletedRecords: [],
        tokens: [],
        deletedTokens: [],
        mails: [],
        deletedMails: [],
        parts: [{ name: 'clock', value: String(used) }],
      },
    ],
    dropped: [],
    used,
  };
}

describe('the recency of scopes in the state database', () => {
  it('reads back in the order of the last commit on each scope, repeated commits on one scope included', async () => {
    const dir = await fs.mkdtemp(join(tmpdir(), 'mock-state-recency-'));
    try {
      let run = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.constantFrom(...SCOPES), { minLength: 1, maxLength: 30 }),
          async (commits) => {
            const file = join(dir, `state-${run++}.db`);
            const state = await SqliteState.open(file);
            commits.forEach((scope, i) => state.apply(change(scope, i + 1)));
            state.close();
            const reopened = await SqliteState.open(file);
            const order = (await reopened.load()).map((rows) => rows.scope);
            reopened.close();
            // The main scope first, then sessions from the least recently used.
            const last = new Map(commits.map((scope, i) => [scope, i]));
            const sessions = [...last].filter(([scope]) => scope !== '').sort((a, b) => a[1] - b[1]);
            const expected = [...(last.has('') ? [''] : []), ...sessions.map(([scope]) => scope)];
            assert.deepEqual(order, expected, `commits ${JSON.stringify(commits)}`);
          },
        ),
        { numRuns: 40 },
      );
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
