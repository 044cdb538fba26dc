/**
 * The state database's log is copied into the database file (checkpointed, with its disk
 * flushes) off the request path: a commit only appends to the log, and a connection on a worker
 * thread does the copying between commits. Observed on the files themselves: the database file's
 * bytes change only through a checkpoint.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import type { ChangeSet } from '../../../mock-server/persistence/changes';
import { SqliteState } from '../../../mock-server/persistence/sqlite';

/** One commit of `count` records of about 4 KB each (a page of the database apiece). */
function records(from: number, count: number, used: number): ChangeSet {
  return {
    scopes: [
      {
        scope: '',
        replaced: false,
        records: Array.from({ length: count }, (_, i) => ({
          table: 'persons',
          pid: `P${from + i}`,
          data: JSON.stringify({ pid: `P${from + i}`, note: 'x'.repeat(4000) }),
        })),
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

const digest = async (file: string) =>
  createHash('sha256')
    .update(await fs.readFile(file))
    .digest('hex');

const dirs: string[] = [];
after(() => Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true }))));

async function tempFile(): Promise<string> {
  const dir = await fs.mkdtemp(join(tmpdir(), 'mock-state-checkpoints-'));
  dirs.push(dir);
  return join(dir, 'state.db');
}

describe('checkpoints of the state database', () => {
  it('never run inside a commit: more than 1,000 pages of commits leave the database file as it was', async () => {
    const file = await tempFile();
    // No worker: only a checkpoint inside a commit could change the database file here.
    const state = await SqliteState.open(file, { checkpointEveryMs: 0 });
    try {
      state.apply(records(0, 1, 1));
      const before = await digest(file);
      // SQLite's default would checkpoint inside the commit that passes 1,000 pages of log.
      for (let i = 0; i < 25; i++) state.apply(records(1 + i * 50, 50, 2 + i));
      assert.equal(await digest(file), before, 'the database file changed during a commit');
      assert.ok((await fs.stat(`${file}-wal`)).size > 1_100 * 4096, 'the commits are in the log');
    } finally {
      state.close();
    }
    // Closing folds the log into the file: every record is there.
    const reopened = await SqliteState.open(file, { checkpointEveryMs: 0 });
    try {
      const [main] = reopened.load();
      assert.equal(main?.records.length, 1_251);
    } finally {
      reopened.close();
    }
  });

  it('copy the log into the database between commits, without a commit to trigger it', async () => {
    const file = await tempFile();
    const state = await SqliteState.open(file, { checkpointEveryMs: 20 });
    try {
      state.apply(records(0, 1, 1));
      const before = await digest(file);
      state.apply(records(1, 100, 2));
      // Bounded wait for the worker (not a timing assertion: it only has to happen at all).
      let after = before;
      for (let waited = 0; waited < 20_000 && after === before; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        after = await digest(file);
      }
      assert.notEqual(after, before, 'the log reached the database file with no further commit');
      // The writer goes on meanwhile and afterwards.
      state.apply(records(101, 10, 3));
      assert.equal(state.load()[0]?.records.length, 111);
    } finally {
      state.close();
    }
  });
});
