/**
 * Copies the state database's write-ahead log into the database file on a thread of its own, so
 * that no request waits for it. A commit only appends to the log (a write to the operating
 * system, no disk flush with `synchronous=NORMAL`); a checkpoint copies the log's pages into the
 * database and flushes both files to disk, which takes milliseconds to tens of milliseconds on a
 * busy disk. Done by the writing connection itself (SQLite's default, every 1,000 pages), it
 * stalls the one request whose commit crossed the mark and, with it, every request waiting on
 * the event loop behind it.
 *
 * Here a second connection on a worker thread runs a PASSIVE checkpoint every `intervalMs`: it
 * copies what is committed and never blocks the writer, which keeps appending meanwhile (the log
 * starts over from its beginning once a checkpoint has copied all of it). It flushes to disk
 * with the same `synchronous` setting as the writer, so a power cut during a checkpoint leaves
 * the database as safe as SQLite's own checkpoints do. The worker is plain JavaScript given as
 * text, so it runs the same from the sources and from the built package.
 *
 * `stop()` is synchronous: it wakes the worker, which finishes a checkpoint under way, closes its
 * connection and says so through shared memory; the writer can then close (and, as the last
 * connection, fold the log into the database).
 */
import { Worker } from 'node:worker_threads';

export interface Checkpointer {
  /** Ends the worker and waits (at most `timeoutMs`) until its connection is closed. */
  stop(timeoutMs?: number): void;
}

/** Cell 0: set to 1 to stop. Cell 1: set to 1 by the worker once its connection is closed. */
const STOP = 0;
const DONE = 1;

const WORKER_SOURCE = `
'use strict';
const { workerData } = require('node:worker_threads');
const { path, sync, intervalMs, signal } = workerData;
// node:sqlite's one "experimental" warning says nothing a user of the mock can act on.
process.removeAllListeners('warning');
process.on('warning', (warning) => {
  if (warning.name === 'ExperimentalWarning' && /SQLite/i.test(warning.message)) return;
  console.warn(warning.name + ': ' + warning.message);
});
let db;
try {
  const { DatabaseSync } = require('node:sqlite');
  db = new DatabaseSync(path);
  db.exec('PRAGMA synchronous = ' + sync);
  const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
  for (;;) {
    const woke = Atomics.wait(signal, ${STOP}, 0, intervalMs);
    if (Atomics.load(signal, ${STOP}) !== 0) break;
    if (woke !== 'timed-out') continue;
    try {
      checkpoint.get();
    } catch {
      // A full disk or a busy log: the next round tries again, and the writer's own bound
      // (wal_autocheckpoint) keeps the log from growing without end meanwhile.
    }
  }
} catch (error) {
  console.warn('The state file ' + path + ': the log is copied into the database by the writer from now on (' + (error && error.message) + ')');
} finally {
  try {
    if (db && db.isOpen) db.close();
  } finally {
    Atomics.store(signal, ${DONE}, 1);
    Atomics.notify(signal, ${DONE});
  }
}
`;

/** Starts checkpointing the database at `path` every `intervalMs` on a worker thread. */
export function startCheckpointer(path: string, sync: 'NORMAL' | 'FULL', intervalMs: number): Checkpointer {
  const signal = new Int32Array(new SharedArrayBuffer(8));
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    // Plain JavaScript: none of the parent's loaders (tsx) are needed to start it.
    execArgv: [],
    workerData: { path, sync, intervalMs, signal },
  });
  // It never keeps the process alive, and a failure is the worker's own to report.
  worker.unref();
  worker.on('error', (error) =>
    console.warn(`The state file ${path}: checkpoints stopped (${error.message})`),
  );
  let stopped = false;
  return {
    stop(timeoutMs = 10_000) {
      if (stopped) return;
      stopped = true;
      Atomics.store(signal, STOP, 1);
      Atomics.notify(signal, STOP);
      Atomics.wait(signal, DONE, 0, timeoutMs);
    },
  };
}
