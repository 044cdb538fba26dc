/**
 * The browser adapter's saved state (`startMockWorker({ persist: true })`): the same rows as the
 * `--state` database (see `changes.ts`), in an IndexedDB database of the page's origin, one
 * read-write transaction per commit. The adapter answers a request only once the transaction
 * holding its changes completed, so a reload right after an answer finds it.
 *
 * Object stores, keyed as the SQLite tables are: `scopes` (scope), `parts` ([scope, name]),
 * `records` ([scope, table, pid]), `tokens` ([scope, token]), `mails` ([scope, id]).
 */
import type { ChangeSet, ScopeRows, StateBackend } from './changes';

export const DEFAULT_DATABASE = 'ticket-booking-mock';
const VERSION = 1;
const STORES = ['scopes', 'parts', 'records', 'tokens', 'mails'] as const;
const KEYS: Record<(typeof STORES)[number], string | string[]> = {
  scopes: 'scope',
  parts: ['scope', 'name'],
  records: ['scope', 'table', 'pid'],
  tokens: ['scope', 'token'],
  mails: ['scope', 'id'],
};
const SCOPED = ['parts', 'records', 'tokens', 'mails'] as const;

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function finished(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = transaction.onerror = () =>
      reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/** Every compound key that starts with `scope` (an array sorts after every string and number). */
const inScope = (scope: string) => IDBKeyRange.bound([scope], [scope, []]);

export class IndexedDbState implements StateBackend {
  private constructor(private readonly db: IDBDatabase) {}

  static async open(name = DEFAULT_DATABASE, factory: IDBFactory = indexedDB): Promise<IndexedDbState> {
    const request = factory.open(name, VERSION);
    request.onupgradeneeded = () => {
      for (const store of STORES) {
        if (!request.result.objectStoreNames.contains(store))
          request.result.createObjectStore(store, { keyPath: KEYS[store] });
      }
    };
    return new IndexedDbState(await done(request));
  }

  async load(): Promise<ScopeRows[]> {
    const transaction = this.db.transaction([...STORES], 'readonly');
    const scopes = (await done(transaction.objectStore('scopes').getAll())) as {
      scope: string;
      used: number;
    }[];
    scopes.sort((a, b) => Number(a.scope !== '') - Number(b.scope !== '') || a.used - b.used);
    const all = (store: (typeof SCOPED)[number], scope: string) =>
      done(transaction.objectStore(store).getAll(inScope(scope)));
    return Promise.all(
      scopes.map(async ({ scope }) => {
        const [parts, records, tokens, mails] = await Promise.all(SCOPED.map((store) => all(store, scope)));
        return { scope, parts, records, tokens, mails } as ScopeRows;
      }),
    );
  }

  apply(changes: ChangeSet): Promise<void> {
    const transaction = this.db.transaction([...STORES], 'readwrite');
    const completed = finished(transaction);
    const store = (name: (typeof STORES)[number]) => transaction.objectStore(name);
    const clear = (scope: string) => {
      for (const name of SCOPED) store(name).delete(inScope(scope));
    };
    for (const scope of changes.dropped) {
      store('scopes').delete(scope);
      clear(scope);
    }
    for (const c of changes.scopes) {
      const scope = c.scope;
      if (c.replaced) clear(scope);
      store('scopes').put({ scope, used: changes.used });
      for (const part of c.parts) store('parts').put({ scope, ...part });
      for (const row of c.records) store('records').put({ scope, ...row });
      for (const row of c.deletedRecords) store('records').delete([scope, row.table, row.pid]);
      for (const row of c.tokens) store('tokens').put({ scope, ...row });
      for (const token of c.deletedTokens) store('tokens').delete([scope, token]);
      for (const row of c.mails) store('mails').put({ scope, ...row });
      for (const id of c.deletedMails) store('mails').delete([scope, id]);
    }
    return completed;
  }

  close(): void {
    this.db.close();
  }
}
