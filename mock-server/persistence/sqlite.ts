/**
 * The `--state` database: an SQLite file in WAL mode, written one transaction per commit (see
 * `changes.ts` for what a commit holds). With `synchronous=NORMAL` (the default here) a committed
 * transaction is in the write-ahead log before the request is answered, so killing the process at
 * any moment loses none, and SQLite's recovery drops a transaction that was cut short; with
 * `sync: 'full'` each commit also waits for the disk, which survives an operating-system crash or
 * a power cut as well, at the price of a disk flush per write.
 *
 * The log is copied into the database (checkpointed, with its disk flushes) by a second
 * connection on a worker thread (`checkpointer.ts`), never inside a request's commit; the writer
 * checkpoints itself only when the log passes `LOG_BOUND_PAGES` (the worker fell behind or
 * stopped).
 *
 * Tables (the format is documented in docs/qa/admin.md, "The state database"):
 *   scopes(scope, used)                 ''= the main mock, else an X-Mock-Session name; used: recency
 *   parts(scope, name, value)           small parts as JSON: seed, clock, config, oauth, store.ids, …
 *   records(scope, tbl, pid, data)      one row per record of every table of the store, as JSON
 *   tokens(scope, token, kind, data)    OAuth tokens (access, refresh) and their grants, as JSON
 *   mails(scope, id, data)              the outbox, one row per mail, as JSON
 * `PRAGMA application_id` marks the file as the mock's, `PRAGMA user_version` is the format.
 */
import { closeSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import type * as NodeSqlite from 'node:sqlite';
import type { DatabaseSync as Database, StatementSync } from 'node:sqlite';
import type { ChangeSet, ScopeRows, StateBackend } from './changes';
import { startCheckpointer, type Checkpointer } from './checkpointer';

/** "TBMK": the ticket-booking mock. */
const APPLICATION_ID = 0x54424d4b;
const FORMAT_VERSION = 1;
/** How often the worker copies the log into the database, in ms. */
const CHECKPOINT_INTERVAL_MS = 100;
/**
 * The log's size (in 4 KiB pages, 16 MiB) at which the writer checkpoints by itself: under writes
 * that never pause, the worker's checkpoints never catch up with the last commit, so the log is
 * never started over; the writer's own checkpoint then finds all but its newest pages copied and
 * flushed already, and the next commit starts the log over.
 */
const LOG_BOUND_PAGES = 4_096;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS scopes (scope TEXT PRIMARY KEY, used INTEGER NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS parts (scope TEXT NOT NULL, name TEXT NOT NULL, value TEXT NOT NULL,
  PRIMARY KEY (scope, name)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS records (scope TEXT NOT NULL, tbl TEXT NOT NULL, pid TEXT NOT NULL,
  data TEXT NOT NULL, PRIMARY KEY (scope, tbl, pid));
CREATE TABLE IF NOT EXISTS tokens (scope TEXT NOT NULL, token TEXT NOT NULL, kind TEXT NOT NULL,
  data TEXT NOT NULL, PRIMARY KEY (scope, token));
CREATE TABLE IF NOT EXISTS mails (scope TEXT NOT NULL, id INTEGER NOT NULL, data TEXT NOT NULL,
  PRIMARY KEY (scope, id));
`;

export type SyncMode = 'normal' | 'full';

export interface SqliteOptions {
  /** `normal` (default): survives a crash of the process; `full`: also of the machine. */
  readonly sync?: SyncMode;
  /** How often the log is copied into the database off the request path, in ms; 0: only at the writer's bound. */
  readonly checkpointEveryMs?: number;
}

/** What a file at the path holds before it is opened. */
export type FileKind = 'missing' | 'empty' | 'sqlite' | 'json' | 'other';

const SQLITE_MAGIC = 'SQLite format 3\0';

export function fileKind(path: string): FileKind {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
  try {
    const head = Buffer.alloc(16);
    const read = readSync(fd, head, 0, 16, 0);
    if (read === 0) return 'empty';
    if (head.toString('latin1', 0, read) === SQLITE_MAGIC) return 'sqlite';
    return /^\s*\{/.test(head.toString('utf8', 0, read)) ? 'json' : 'other';
  } finally {
    closeSync(fd);
  }
}

let sqlite: typeof NodeSqlite | undefined;

/**
 * `node:sqlite` is built into Node 22 but still marked experimental there: its one warning at
 * load says nothing a user of the mock can act on, so only that warning is kept off stderr.
 */
async function loadSqlite(): Promise<typeof NodeSqlite> {
  if (sqlite) return sqlite;
  const listeners = process.listeners('warning');
  process.removeAllListeners('warning');
  const filter = (warning: Error) => {
    if (warning.name === 'ExperimentalWarning' && /SQLite/i.test(warning.message)) return;
    for (const listener of listeners) listener(warning);
  };
  process.on('warning', filter);
  sqlite = await import('node:sqlite');
  return sqlite;
}

/** The files (device and inode) that this process holds open as state databases. */
const held = new Set<string>();

function fileKey(path: string): string | undefined {
  try {
    const { dev, ino } = statSync(path);
    return `${dev}:${ino}`;
  } catch {
    return undefined;
  }
}

/**
 * Refuses a file this process holds already, before anything opens it again: closing any other
 * descriptor of the file (as reading its header does) would drop this process's POSIX lock on it.
 */
export function refuseIfHeldHere(path: string): void {
  const key = fileKey(path);
  if (key !== undefined && held.has(key)) throw new Error(inUse(path, { pid: process.pid }));
}

export class SqliteState implements StateBackend {
  private readonly statements: Record<string, StatementSync>;
  private key: string | undefined;
  private checkpointer: Checkpointer | undefined;
  /** The one scope the last commit wrote, whose `used` is the highest (undefined: not known). */
  private lastScope: string | undefined;

  private constructor(
    private readonly db: Database,
    readonly path: string,
  ) {
    const sql = {
      useScope:
        'INSERT INTO scopes (scope, used) VALUES (?, ?) ON CONFLICT (scope) DO UPDATE SET used = excluded.used',
      putPart: 'INSERT OR REPLACE INTO parts (scope, name, value) VALUES (?, ?, ?)',
      putRecord: 'INSERT OR REPLACE INTO records (scope, tbl, pid, data) VALUES (?, ?, ?, ?)',
      deleteRecord: 'DELETE FROM records WHERE scope = ? AND tbl = ? AND pid = ?',
      putToken: 'INSERT OR REPLACE INTO tokens (scope, token, kind, data) VALUES (?, ?, ?, ?)',
      deleteToken: 'DELETE FROM tokens WHERE scope = ? AND token = ?',
      putMail: 'INSERT OR REPLACE INTO mails (scope, id, data) VALUES (?, ?, ?)',
      deleteMail: 'DELETE FROM mails WHERE scope = ? AND id = ?',
      clearScope: 'DELETE FROM scopes WHERE scope = ?',
      clearParts: 'DELETE FROM parts WHERE scope = ?',
      clearRecords: 'DELETE FROM records WHERE scope = ?',
      clearTokens: 'DELETE FROM tokens WHERE scope = ?',
      clearMails: 'DELETE FROM mails WHERE scope = ?',
      scopes: "SELECT scope FROM scopes ORDER BY scope <> '', used",
      parts: 'SELECT name, value FROM parts WHERE scope = ?',
      records: 'SELECT tbl, pid, data FROM records WHERE scope = ?',
      tokens: 'SELECT token, kind, data FROM tokens WHERE scope = ?',
      mails: 'SELECT id, data FROM mails WHERE scope = ?',
    };
    this.statements = Object.fromEntries(Object.entries(sql).map(([key, text]) => [key, db.prepare(text)]));
  }

  /**
   * Opens (or creates, with mode 0600: it holds live tokens) the database at `path`, and locks it
   * for this process until `close()`: one mock per file (a second one is refused, naming the
   * process that holds it). A file that is not one of the mock's databases, or is damaged, throws
   * and is left exactly as it was: nothing is written before the file has passed every check.
   */
  static async open(path: string, options: SqliteOptions = {}): Promise<SqliteState> {
    refuseIfHeldHere(path);
    const kind = fileKind(path);
    if (kind === 'json' || kind === 'other') {
      throw new Error(
        `The state file ${path} is not an SQLite database (damaged, or another kind of file); it was not changed. ${recovery(path)}`,
      );
    }
    // Created here rather than by SQLite, for its mode; SQLite gives the -wal file beside it the
    // same mode.
    if (kind === 'missing') closeSync(openSync(path, 'wx', 0o600));
    const { DatabaseSync } = await loadSqlite();
    const sync = options.sync === 'full' ? 'FULL' : 'NORMAL';
    // The check, under an exclusive lock: refused while another process has the file open.
    const check = new DatabaseSync(path);
    try {
      // SQLite's own file lock, taken at once (in exclusive mode the WAL index lives in this
      // connection's memory: nothing is written beside the file while it is checked).
      check.exec('PRAGMA locking_mode = EXCLUSIVE');
      try {
        check.exec('BEGIN EXCLUSIVE');
        check.exec('COMMIT');
      } catch (error) {
        if (sqliteCode(error) === SQLITE_BUSY) throw new Error(inUse(path), { cause: error });
        throw error;
      }
      const id = (check.prepare('PRAGMA application_id').get() as { application_id: number }).application_id;
      const version = (check.prepare('PRAGMA user_version').get() as { user_version: number }).user_version;
      const tables = (check.prepare('SELECT count(*) AS n FROM sqlite_schema').get() as { n: number }).n;
      if (id !== APPLICATION_ID && (id !== 0 || tables > 0)) {
        throw new Error(`The state file ${path} is an SQLite database of something else; fix or remove it.`);
      }
      if (version > FORMAT_VERSION) {
        throw new Error(
          `The state file ${path} has format ${version}, newer than this mock's (${FORMAT_VERSION}); update the mock.`,
        );
      }
      const problems = (check.prepare('PRAGMA quick_check').all() as { quick_check: string }[])
        .map((row) => row.quick_check)
        .filter((line) => line !== 'ok');
      if (problems.length > 0) throw new Error(problems.slice(0, 3).join('; '));
      check.exec('PRAGMA journal_mode = WAL');
      // Only a new file is written here: an existing one keeps every byte until a change comes.
      if (id !== APPLICATION_ID || version !== FORMAT_VERSION || tables === 0) {
        check.exec('BEGIN IMMEDIATE');
        check.exec(SCHEMA);
        check.exec(`PRAGMA application_id = ${APPLICATION_ID}`);
        check.exec(`PRAGMA user_version = ${FORMAT_VERSION}`);
        check.exec('COMMIT');
      }
    } catch (error) {
      // Told before closing: the holder is looked up while this connection still waits on it.
      const failure = damaged(path, error);
      check.close();
      throw failure;
    }
    check.close();
    // The writer, in normal locking mode so that the checkpointer's connection can work beside
    // it. A connection in WAL mode holds a shared lock on the file from its first read until it
    // closes (the operating system drops it with the process: a killed mock leaves no stale
    // lock), and the check of another mock cannot pass it.
    const db = new DatabaseSync(path);
    try {
      db.exec(`PRAGMA synchronous = ${sync}`);
      db.exec(`PRAGMA wal_autocheckpoint = ${LOG_BOUND_PAGES}`);
      db.prepare('SELECT count(*) FROM sqlite_schema').get();
      // Another mock whose check passed in the instant between that check and this read.
      const other = lockHolder(path);
      if (other) throw new Error(inUse(path, other));
    } catch (error) {
      const failure = damaged(path, error);
      db.close();
      throw failure;
    }
    const state = new SqliteState(db, path);
    state.key = fileKey(path);
    if (state.key) held.add(state.key);
    const every = options.checkpointEveryMs ?? CHECKPOINT_INTERVAL_MS;
    if (every > 0) state.checkpointer = startCheckpointer(path, sync, every);
    return state;
  }

  load(): ScopeRows[] {
    try {
      return this.loadRows();
    } catch (error) {
      throw damaged(this.path, error);
    }
  }

  private loadRows(): ScopeRows[] {
    const s = this.statements;
    return (s.scopes!.all() as { scope: string }[]).map(({ scope }) => ({
      scope,
      parts: s.parts!.all(scope) as { name: string; value: string }[],
      records: (s.records!.all(scope) as { tbl: string; pid: string; data: string }[]).map((row) => ({
        table: row.tbl,
        pid: row.pid,
        data: row.data,
      })),
      tokens: s.tokens!.all(scope) as { token: string; kind: 'access' | 'refresh'; data: string }[],
      mails: s.mails!.all(scope) as { id: number; data: string }[],
    }));
  }

  apply(changes: ChangeSet): void {
    const s = this.statements;
    // The scope of one commit after another is already the most recently used: its row is left
    // as it is (a page less to write per request under a steady load on one scope).
    const only = changes.scopes.length === 1 ? changes.scopes[0]!.scope : undefined;
    const recent = only !== undefined && only === this.lastScope && changes.dropped.length === 0;
    this.lastScope = undefined;
    this.db.exec('BEGIN IMMEDIATE');
    try {
      for (const scope of changes.dropped) this.clear(scope, true);
      for (const c of changes.scopes) {
        const at = c.scope;
        if (c.replaced) this.clear(at, false);
        if (!recent) s.useScope!.run(at, changes.used);
        for (const part of c.parts) s.putPart!.run(at, part.name, part.value);
        for (const row of c.records) s.putRecord!.run(at, row.table, row.pid, row.data);
        for (const row of c.deletedRecords) s.deleteRecord!.run(at, row.table, row.pid);
        for (const row of c.tokens) s.putToken!.run(at, row.token, row.kind, row.data);
        for (const token of c.deletedTokens) s.deleteToken!.run(at, token);
        for (const row of c.mails) s.putMail!.run(at, row.id, row.data);
        for (const id of c.deletedMails) s.deleteMail!.run(at, id);
      }
      this.db.exec('COMMIT');
    } catch (error) {
      if (this.db.isTransaction) this.db.exec('ROLLBACK');
      throw error;
    }
    this.lastScope = only;
  }

  close(): void {
    // The checkpointer's connection first: the writer, closing last, folds the log into the file.
    this.checkpointer?.stop();
    this.checkpointer = undefined;
    if (this.db.isOpen) this.db.close();
    if (this.key) held.delete(this.key);
  }

  private clear(scope: string, all: boolean): void {
    const s = this.statements;
    if (all) s.clearScope!.run(scope);
    s.clearParts!.run(scope);
    s.clearRecords!.run(scope);
    s.clearTokens!.run(scope);
    s.clearMails!.run(scope);
  }
}

const SQLITE_BUSY = 5;
const SQLITE_LOCKED = 6;

/** The primary SQLite result code of an error of `node:sqlite`, if it is one. */
function sqliteCode(error: unknown): number | undefined {
  const code = (error as { errcode?: unknown } | undefined)?.errcode;
  return typeof code === 'number' ? code & 0xff : undefined;
}

/** What to do about a state file that cannot be read. */
function recovery(path: string): string {
  return (
    `To recover: restore ${path} from a backup; or keep it aside (mv ${path} ${path}.damaged) and start ` +
    `with a new state file; the sqlite3 command's ".recover" may save records from the damaged copy.`
  );
}

/** The error of a state file that failed a check, naming the file and how to recover. */
function damaged(path: string, error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  // Errors this module wrote already name the file.
  if (message.includes(path)) return error instanceof Error ? error : new Error(message);
  const code = sqliteCode(error);
  if (code === SQLITE_BUSY || code === SQLITE_LOCKED) return new Error(inUse(path), { cause: error });
  return new Error(
    `The state file ${path} is damaged and cannot be read (${message}); it was not changed. ${recovery(path)}`,
    { cause: error },
  );
}

/** The refusal of a state file that another process holds, naming that process where it can. */
function inUse(path: string, known?: { pid: number; command?: string }): string {
  const holder = known ?? lockHolder(path);
  const who = holder
    ? `process ${holder.pid}${holder.command ? ` (${holder.command})` : ''}`
    : 'another process';
  return (
    `The state file ${path} is in use by ${who}: one mock per state file. Stop that mock, or ` +
    'give this one another --state file.'
  );
}

/**
 * Another process holding a POSIX lock on the file, from Linux's /proc/locks (device and inode
 * of the file); undefined elsewhere, when there is none, or when it cannot be told.
 */
function lockHolder(path: string): { pid: number; command?: string } | undefined {
  try {
    const { ino } = statSync(path);
    const holder = new RegExp(`^\\d+:\\s+POSIX\\s+\\S+\\s+\\S+\\s+(\\d+)\\s+[0-9a-f]+:[0-9a-f]+:${ino}\\s`);
    const pid = readFileSync('/proc/locks', 'utf8')
      .split('\n')
      .map((entry) => Number(holder.exec(entry)?.[1]))
      .find((found) => Number.isInteger(found) && found > 0 && found !== process.pid);
    if (pid === undefined) return undefined;
    let command: string | undefined;
    try {
      command = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
        .split('\0')
        .filter(Boolean)
        .join(' ')
        .slice(0, 400);
    } catch {
      command = undefined;
    }
    return { pid, ...(command ? { command } : {}) };
  } catch {
    return undefined;
  }
}
