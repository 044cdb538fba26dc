/**
 * What a copy of the mock's state elsewhere (the `--state` database, the browser's IndexedDB)
 * must write after each request: the rows that changed, never the whole state.
 *
 * A `MockTracker` follows one mock (the main one or a session's): the store and the OAuth
 * service tell it which records and tokens a write touched, and at each commit it reads their
 * current value (or their absence) and compares the small parts (clock, settings, seed, logins,
 * webhooks, the outbox's counter) with what it wrote last. The stored form is the mock's snapshot
 * cut into rows, so every table of the registry, present or future, is kept the same way, and
 * loading puts the rows back together into a snapshot that `Mock.restore()` checks and applies.
 */
import type { Mock, MockSnapshot } from '../domain/mock';
import type { Pid } from '../domain/model';
import type { AccessGrant, RefreshGrant } from '../domain/oauth';
import type { StoreChange } from '../domain/store';

type ResourceName = StoreChange['touched'][number]['name'];

/** One record: `data` is its own fields as JSON (what a snapshot holds). */
interface RecordRow {
  readonly table: string;
  readonly pid: string;
  readonly data: string;
}

interface TokenRow {
  readonly token: string;
  readonly kind: 'access' | 'refresh';
  readonly data: string;
}

interface MailRow {
  readonly id: number;
  readonly data: string;
}

/** A small part of the state as JSON, e.g. `clock` or `webhooks`. */
interface PartRow {
  readonly name: string;
  readonly value: string;
}

/** Everything of one scope (`''` the main mock, else a session's name), as stored. */
export interface ScopeRows {
  readonly scope: string;
  readonly records: readonly RecordRow[];
  readonly tokens: readonly TokenRow[];
  readonly mails: readonly MailRow[];
  readonly parts: readonly PartRow[];
}

/** What one commit writes for one scope. */
export interface ScopeChanges {
  readonly scope: string;
  /** Delete everything of the scope first (a reset, a restored snapshot, a new session). */
  readonly replaced: boolean;
  readonly records: RecordRow[];
  readonly deletedRecords: { readonly table: string; readonly pid: string }[];
  readonly tokens: TokenRow[];
  readonly deletedTokens: string[];
  readonly mails: MailRow[];
  readonly deletedMails: number[];
  readonly parts: PartRow[];
}

/** One commit: all of it is written in one transaction, or none of it. */
export interface ChangeSet {
  readonly scopes: readonly ScopeChanges[];
  /** Scopes to delete (dropped sessions). */
  readonly dropped: readonly string[];
  /** The recency of each scope written (a counter), so sessions come back in their order. */
  readonly used: number;
}

/** Where the rows go: SQLite on a server, IndexedDB in a browser. */
export interface StateBackend {
  /** Every scope kept, the main one (`''`) first, then sessions from the least recently used. */
  load(): ScopeRows[] | Promise<ScopeRows[]>;
  /** Writes one change set atomically; resolves or returns once it is durable. */
  apply(changes: ChangeSet): void | Promise<void>;
  close(): void | Promise<void>;
}

/** The main mock's scope; sessions use their names, which are never empty. */
export const MAIN_SCOPE = '';

type PartName = (typeof PART_NAMES)[number];
const PART_NAMES = [
  'seed',
  'clock',
  'config',
  'oauth',
  'store.ids',
  'store.seq',
  'outbox.nextId',
  'webhooks',
] as const;

/** The small parts that are compared at each commit, by name. */
function readPart(mock: Mock, name: PartName): unknown {
  switch (name) {
    case 'seed':
      return mock.seed;
    case 'clock':
      return mock.clock.now();
    case 'config':
      return mock.config;
    case 'oauth':
      return mock.oauth.accounts();
    case 'store.ids':
      return mock.store.ids.seed;
    case 'store.seq':
      return mock.store.sequence;
    case 'outbox.nextId':
      return mock.outbox.snapshot().nextId;
    case 'webhooks':
      return mock.webhooks.snapshot();
  }
}

/** Parts cheap to compare at every commit. */
const CHEAP_PARTS: readonly PartName[] = ['seed', 'clock', 'config', 'store.ids', 'store.seq'];
/**
 * How much a commit compares. `request`: records, tokens, mails and the cheap parts (what a
 * resource request changes). `admin`: also the parts that cost a copy to compare, the logins and
 * the webhooks (what the admin controls change). `timed`: the webhooks of a mock that recorded
 * a call or has subscriptions: the list of calls and each delivery's progress change between
 * requests, so they are committed by a timer, within a second, rather than before an answer.
 */
export type CommitDepth = 'request' | 'admin' | 'timed';

const tokenRow = (
  token: string,
  kind: 'access' | 'refresh',
  grant: AccessGrant | RefreshGrant,
): TokenRow => ({
  token,
  kind,
  data: JSON.stringify(grant),
});

export class MockTracker {
  private readonly records = new Map<ResourceName, Set<Pid>>();
  private readonly tokens = new Set<string>();
  private replaced: boolean;
  /** The JSON of each part as last written. */
  private readonly written = new Map<PartName, string>();
  /** The ids of the mails as last written, and a cheap fingerprint of the outbox then. */
  private mailIds = new Set<number>();
  private mailMark = '';
  /** A domain event was emitted since the webhooks were last compared: they recorded a call. */
  private emitted = false;
  private readonly stop: (() => void)[];

  /**
   * Follows `mock` from now on. `stored`: what the scope's rows hold now (the mock was just
   * restored from them), so nothing is written until something changes; without it the whole
   * scope is written at the next commit.
   */
  constructor(
    readonly scope: string,
    readonly mock: Mock,
    stored?: ScopeRows,
  ) {
    this.replaced = stored === undefined;
    if (stored) {
      for (const part of stored.parts) this.written.set(part.name as PartName, part.value);
      this.mailIds = new Set(stored.mails.map((mail) => mail.id));
      this.mailMark = outboxMark(mock);
    }
    this.stop = [
      mock.store.observe((change) => {
        if (change.replaced) this.replaced = true;
        for (const { name, pid } of change.touched) {
          let pids = this.records.get(name);
          if (!pids) this.records.set(name, (pids = new Set()));
          pids.add(pid);
        }
      }),
      mock.events.subscribe(() => void (this.emitted = true)),
      mock.oauth.observe({
        token: (token) => void this.tokens.add(token),
        replaced: () => void (this.replaced = true),
      }),
    ];
  }

  /** Whether records or tokens changed since the last commit (what a read request may cause). */
  get pending(): boolean {
    return this.replaced || this.records.size > 0 || this.tokens.size > 0;
  }

  /** Stops following the mock. */
  detach(): void {
    for (const stop of this.stop) stop();
  }

  /** After a failed commit: what it held is written again, in full, at the next one. */
  rewriteAll(): void {
    this.replaced = true;
  }

  /** The rows to write since the last commit, or undefined when nothing changed. */
  collect(depth: CommitDepth): ScopeChanges | undefined {
    const changes: ScopeChanges = {
      scope: this.scope,
      replaced: this.replaced,
      records: [],
      deletedRecords: [],
      tokens: [],
      deletedTokens: [],
      mails: [],
      deletedMails: [],
      parts: [],
    };
    if (this.replaced) this.collectAll(changes);
    else this.collectTouched(changes, depth);
    this.replaced = false;
    this.records.clear();
    this.tokens.clear();
    const empty =
      !changes.replaced &&
      changes.records.length + changes.deletedRecords.length + changes.tokens.length === 0 &&
      changes.deletedTokens.length + changes.mails.length + changes.deletedMails.length === 0 &&
      changes.parts.length === 0;
    return empty ? undefined : changes;
  }

  private collectAll(changes: ScopeChanges): void {
    const { store, oauth } = this.mock;
    for (const name of store.tableNames()) {
      for (const record of store.all(name)) {
        changes.records.push({ table: name, pid: String(record.pid), data: JSON.stringify(record) });
      }
    }
    const state = oauth.snapshot();
    for (const [token, grant] of state.access) changes.tokens.push(tokenRow(token, 'access', grant));
    for (const [token, grant] of state.refresh) changes.tokens.push(tokenRow(token, 'refresh', grant));
    const outbox = this.mock.outbox.snapshot();
    for (const mail of outbox.mails) changes.mails.push({ id: mail.id, data: JSON.stringify(mail) });
    this.mailIds = new Set(outbox.mails.map((mail) => mail.id));
    this.mailMark = outboxMark(this.mock);
    this.written.clear();
    this.collectParts(changes, PART_NAMES);
  }

  private collectTouched(changes: ScopeChanges, depth: CommitDepth): void {
    const { store, oauth } = this.mock;
    for (const [name, pids] of this.records) {
      for (const pid of pids) {
        const record = store.get(name, pid);
        if (record) changes.records.push({ table: name, pid: String(pid), data: JSON.stringify(record) });
        else changes.deletedRecords.push({ table: name, pid: String(pid) });
      }
    }
    for (const token of this.tokens) {
      const entry = oauth.token(token);
      if (entry) changes.tokens.push(tokenRow(token, entry.kind, entry.grant));
      else changes.deletedTokens.push(token);
    }
    this.collectCheapParts(changes);
    if (depth === 'admin') {
      this.collectParts(changes, ['oauth', 'webhooks']);
      this.emitted = false;
    } else if (depth === 'timed' && (this.emitted || this.mock.webhooks.subscriptions().length > 0)) {
      this.collectParts(changes, ['webhooks']);
      this.emitted = false;
    }
  }

  /** The cheap parts, and the outbox when its fingerprint moved (mails never change once sent). */
  private collectCheapParts(changes: ScopeChanges): void {
    this.collectParts(changes, CHEAP_PARTS);
    const mark = outboxMark(this.mock);
    if (mark === this.mailMark) return;
    this.mailMark = mark;
    const outbox = this.mock.outbox.snapshot();
    const now = new Set<number>();
    for (const mail of outbox.mails) {
      now.add(mail.id);
      if (!this.mailIds.has(mail.id)) changes.mails.push({ id: mail.id, data: JSON.stringify(mail) });
    }
    for (const id of this.mailIds) if (!now.has(id)) changes.deletedMails.push(id);
    this.mailIds = now;
    this.collectParts(changes, ['outbox.nextId']);
  }

  private collectParts(changes: ScopeChanges, names: readonly PartName[]): void {
    for (const name of names) {
      const value = JSON.stringify(readPart(this.mock, name));
      if (this.written.get(name) === value) continue;
      this.written.set(name, value);
      changes.parts.push({ name, value });
    }
  }
}

/** Changes whenever a mail is added or dropped (ids only grow; the list is trimmed at the front). */
function outboxMark(mock: Mock): string {
  const mails = mock.outbox.list();
  return `${mails.length}:${mails[0]?.id ?? ''}:${mails.at(-1)?.id ?? ''}`;
}

/**
 * Puts the rows of a scope back together into a snapshot, for `Mock.restore()` (which checks
 * it). Records come back in any order: the store sorts them by their creation sequence.
 */
export function snapshotFromRows(rows: ScopeRows): MockSnapshot {
  const parts = new Map(rows.parts.map((part) => [part.name, JSON.parse(part.value) as unknown]));
  const missing = PART_NAMES.filter((name) => !parts.has(name));
  if (missing.length > 0) throw new Error(`the stored state lacks ${missing.join(', ')}`);
  const tables: Record<string, Record<string, unknown>[]> = {};
  for (const row of rows.records)
    (tables[row.table] ??= []).push(JSON.parse(row.data) as Record<string, unknown>);
  const access: [string, AccessGrant][] = [];
  const refresh: [string, RefreshGrant][] = [];
  for (const row of rows.tokens) {
    const grant = JSON.parse(row.data) as RefreshGrant;
    if (row.kind === 'access') access.push([row.token, grant]);
    else refresh.push([row.token, grant]);
  }
  // Tokens come back in the order they were issued: pruning starts from the oldest.
  access.sort((a, b) => a[1].expiresAt - b[1].expiresAt);
  refresh.sort((a, b) => a[1].expiresAt - b[1].expiresAt);
  const mails = [...rows.mails].sort((a, b) => a.id - b.id).map((mail) => JSON.parse(mail.data) as unknown);
  const accounts = parts.get('oauth') as { clients: unknown; users: unknown };
  return {
    version: 1,
    seed: parts.get('seed'),
    clock: parts.get('clock'),
    config: parts.get('config'),
    oauth: { clients: accounts.clients, users: accounts.users, access, refresh },
    store: { ids: parts.get('store.ids'), seq: parts.get('store.seq'), tables },
    outbox: { nextId: parts.get('outbox.nextId'), mails },
    webhooks: parts.get('webhooks'),
  } as unknown as MockSnapshot;
}
