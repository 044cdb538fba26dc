/**
 * The `--state` database: an SQLite file in WAL mode, written one transaction per commit (see
 * `changes.ts` for what a commit holds). With `synchronous=NORMAL` (the default here) a committed
 * transaction is in the write-ahead log before the request is answered, so killing the process at
 * any moment loses none, and SQLite's recovery drops a transaction that was cut short; with
 * `sync: 'full'` each commit also waits for the disk, which survives an operating-system crash or
 * a power cut as well, at the price of a disk flush per write.
 *
 * Tables (the format is documented in docs/qa/admin.md, "The state database"):
 *   scopes(scope, used)                 ''= the main mock, else an X-Mock-Session name; used: recency
 *   parts(scope, name, value)           small parts as JSON: seed, clock, config, oauth, store.ids, …
 *   records(scope, tbl, pid, data)      one row per record of every table of the store, as JSON
 *   tokens(scope, token, kind, data)    OAuth tokens (access, refresh) and their grants, as JSON
 *   mails(scope, id, data)              the outbox, one row per mail, as JSON
 * `PRAGMA application_id` marks the file as the mock's, `PRAGMA user_version` is the format.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import type * as NodeSqlite from 'node:sqlite';
import type { DatabaseSync as Database, StatementSync } from 'node:sqlite';
import type { ChangeSet, ScopeRows, StateBackend } from './changes';

/** "TBMK": the ticket-booking mock. */
const APPLICATION_ID = 0x54424d4b;
const FORMAT_VERSION = 1;

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

export class SqliteState implements StateBackend {
  private readonly statements: Record<string, StatementSync>;

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
   * Opens (or creates, with mode 0600: it holds live tokens) the database at `path`. A file that
   * is not one of the mock's databases throws and is left alone.
   */
  static async open(path: string, options: SqliteOptions = {}): Promise<SqliteState> {
    const kind = fileKind(path);
    if (kind === 'json' || kind === 'other') {
      throw new Error(`The state file ${path} is not an SQLite database; fix or remove it.`);
    }
    // Created here rather than by SQLite, for its mode; SQLite gives the -wal and -shm files
    // beside it the same mode.
    if (kind === 'missing') closeSync(openSync(path, 'wx', 0o600));
    const { DatabaseSync } = await loadSqlite();
    const db = new DatabaseSync(path);
    try {
      const id = (db.prepare('PRAGMA application_id').get() as { application_id: number }).application_id;
      const version = (db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version;
      const tables = (db.prepare('SELECT count(*) AS n FROM sqlite_schema').get() as { n: number }).n;
      if (id !== APPLICATION_ID && (id !== 0 || tables > 0)) {
        throw new Error(`The state file ${path} is an SQLite database of something else; fix or remove it.`);
      }
      if (version > FORMAT_VERSION) {
        throw new Error(
          `The state file ${path} has format ${version}, newer than this mock's (${FORMAT_VERSION}); update the mock.`,
        );
      }
      db.exec('PRAGMA journal_mode = WAL');
      db.exec(`PRAGMA synchronous = ${options.sync === 'full' ? 'FULL' : 'NORMAL'}`);
      db.exec('PRAGMA busy_timeout = 5000');
      db.exec('BEGIN IMMEDIATE');
      db.exec(SCHEMA);
      db.exec(`PRAGMA application_id = ${APPLICATION_ID}`);
      db.exec(`PRAGMA user_version = ${FORMAT_VERSION}`);
      db.exec('COMMIT');
    } catch (error) {
      db.close();
      throw error;
    }
    return new SqliteState(db, path);
  }

  load(): ScopeRows[] {
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
    this.db.exec('BEGIN IMMEDIATE');
    try {
      for (const scope of changes.dropped) this.clear(scope, true);
      for (const c of changes.scopes) {
        const at = c.scope;
        if (c.replaced) this.clear(at, false);
        s.useScope!.run(at, changes.used);
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
  }

  close(): void {
    if (this.db.isOpen) this.db.close();
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
