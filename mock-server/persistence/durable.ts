/**
 * The mock's state kept durably, write by write: the main mock and every `X-Mock-Session`
 * session, each followed by a `MockTracker`, committed to a `StateBackend` (SQLite on a server,
 * IndexedDB in a browser). An adapter calls `commit()` after each request and answers only once
 * it returned (SQLite) or resolved (IndexedDB): every acknowledged write is durable, and a
 * commit holds whole writes only, because the store applies each write synchronously and the
 * commit reads the state between two of them.
 *
 * It is also the session registry's keeper (`SessionKeeper`): a new session is written whole,
 * a dropped one deleted, and the sessions of an earlier run come back at start.
 */
import type { Mock } from '../domain/mock';
import { sessionName, SESSION_HEADER, type SessionKeeper } from '../domain/sessions';
import {
  MAIN_SCOPE,
  type CommitDepth,
  MockTracker,
  snapshotFromRows,
  type ChangeSet,
  type ScopeChanges,
  type ScopeRows,
  type StateBackend,
} from './changes';

export class DurableState implements SessionKeeper {
  private readonly trackers = new Map<string, MockTracker>();
  private readonly stored = new Map<string, ScopeRows>();
  private readonly dropped = new Set<string>();
  private used = 0;
  private closed = false;

  private constructor(
    private readonly backend: StateBackend,
    private readonly describe: string,
  ) {}

  /**
   * Loads what `backend` holds into `main` (when it holds anything) and follows `main` from then
   * on. A state that cannot be read throws and is left as it is: it may be the only copy.
   */
  static async open(backend: StateBackend, main: Mock, describe = 'the stored state'): Promise<DurableState> {
    const state = new DurableState(backend, describe);
    const scopes = await backend.load();
    for (const rows of scopes) state.stored.set(rows.scope, rows);
    state.used = scopes.length;
    const rows = state.stored.get(MAIN_SCOPE);
    state.stored.delete(MAIN_SCOPE);
    if (rows) state.restore(main, rows);
    state.trackers.set(MAIN_SCOPE, new MockTracker(MAIN_SCOPE, main, rows));
    // A new state (no rows yet) is written at once, so the file holds a whole state from the start.
    if (!rows) await state.commit();
    return state;
  }

  /** The sessions kept from an earlier run, the least recently used first. */
  names(): string[] {
    return [...this.stored.keys()];
  }

  /** The session's mock: the kept one, or a new fork written whole at the next commit. */
  open(name: string, fork: () => Mock): Mock {
    const mock = fork();
    const rows = this.stored.get(name);
    this.stored.delete(name);
    this.dropped.delete(name);
    if (rows) {
      try {
        this.restore(mock, rows);
      } catch (error) {
        // One unreadable session does not stop the others: it starts afresh.
        console.warn(`The kept session ${name} could not be restored and starts afresh:`, error);
        this.trackers.set(name, new MockTracker(name, mock));
        return mock;
      }
    }
    this.trackers.get(name)?.detach();
    this.trackers.set(name, new MockTracker(name, mock, rows));
    return mock;
  }

  /** The session was dropped: its rows go at the next commit. */
  drop(name: string): void {
    this.trackers.get(name)?.detach();
    this.trackers.delete(name);
    this.stored.delete(name);
    this.dropped.add(name);
  }

  /**
   * Writes what changed. `request`: the request just answered (see `CommitDepth`: an admin
   * request also has its scope's logins and webhooks compared). Without it, the timed commit:
   * every scope's webhooks too. `final`: everything (at shutdown). Returns a promise only when
   * the backend is asynchronous. A failed commit throws; what it held is written in full at the
   * next one.
   */
  commit(request?: Request, final = false): void | Promise<void> {
    if (this.closed) return;
    const scope = request ? requestScope(request) : undefined;
    const admin = request !== undefined && scope !== undefined && isAdminWrite(request);
    const scopes: ScopeChanges[] = [];
    const involved: MockTracker[] = [];
    for (const tracker of this.trackers.values()) {
      const depth: CommitDepth | undefined = final
        ? 'admin'
        : request === undefined
          ? 'timed'
          : admin && scope === tracker.scope
            ? 'admin'
            : tracker.pending || scope === tracker.scope
              ? 'request'
              : undefined;
      if (depth === undefined) continue;
      const changes = tracker.collect(depth);
      if (!changes) continue;
      scopes.push(changes);
      involved.push(tracker);
    }
    if (scopes.length === 0 && this.dropped.size === 0) return;
    const set: ChangeSet = { scopes, dropped: [...this.dropped], used: ++this.used };
    this.dropped.clear();
    const failed = (error: unknown): never => {
      for (const name of set.dropped) if (!this.trackers.has(name)) this.dropped.add(name);
      // A write that could not be saved is taken back, so the client's retry does not make it
      // twice: the scopes go back to what the backend holds. Reads (and the timed commit) keep
      // what they changed in memory (an expiry, a delivery), written in full at the next commit.
      const reverted = request !== undefined && !READS.has(request.method) && this.revert(involved);
      if (!reverted) for (const tracker of involved) tracker.rewriteAll();
      throw new StateNotSaved(error, reverted);
    };
    let result: void | Promise<void>;
    try {
      result = this.backend.apply(set);
    } catch (error) {
      return failed(error);
    }
    return result instanceof Promise ? result.catch(failed) : undefined;
  }

  /** Writes what is left and closes the backend. */
  async close(): Promise<void> {
    if (this.closed) return;
    await this.commit(undefined, true);
    this.closed = true;
    for (const tracker of this.trackers.values()) tracker.detach();
    await this.backend.close();
  }

  /**
   * Puts the scopes of `trackers` back to what the backend holds and follows them afresh. Only a
   * synchronous backend (SQLite) can; a scope it does not hold yet (a session created by the
   * failed write) is written in full at the next commit instead. Answers whether every scope was
   * put back.
   */
  private revert(trackers: readonly MockTracker[]): boolean {
    let loaded: ScopeRows[] | Promise<ScopeRows[]>;
    try {
      loaded = this.backend.load();
    } catch {
      return false;
    }
    if (loaded instanceof Promise) return false;
    const byScope = new Map(loaded.map((rows) => [rows.scope, rows]));
    let all = true;
    for (const tracker of trackers) {
      const rows = byScope.get(tracker.scope);
      if (!rows) {
        tracker.rewriteAll();
        all = false;
        continue;
      }
      tracker.detach();
      tracker.mock.restore(snapshotFromRows(rows));
      this.trackers.set(tracker.scope, new MockTracker(tracker.scope, tracker.mock, rows));
    }
    return all;
  }

  private restore(mock: Mock, rows: ScopeRows): void {
    try {
      mock.restore(snapshotFromRows(rows));
    } catch (error) {
      const scope = rows.scope === MAIN_SCOPE ? 'the main mock' : `session ${rows.scope}`;
      throw new Error(
        `${this.describe} could not be loaded (${scope}): ${error instanceof Error ? error.message : String(error)}; it was not changed. ` +
          'To recover: restore it from a backup, or move it aside and start with a new state file.',
        { cause: error },
      );
    }
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A commit that failed (a full disk). `reverted`: the write was taken back, memory holds what
 * the file holds; otherwise the change stays in memory and is written with the next commit.
 */
export class StateNotSaved extends Error {
  constructor(
    override readonly cause: unknown,
    readonly reverted: boolean,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'StateNotSaved';
  }
}

/** A change through the admin controls (`/__admin/…`, below any base path). */
function isAdminWrite(request: Request): boolean {
  return !READS.has(request.method) && request.url.includes('/__admin/');
}

/** The scope a request was served in; undefined for a bad session name (nothing was served). */
function requestScope(request: Request): string | undefined {
  try {
    return sessionName(request.headers.get(SESSION_HEADER) ?? undefined) ?? MAIN_SCOPE;
  } catch {
    return undefined;
  }
}
