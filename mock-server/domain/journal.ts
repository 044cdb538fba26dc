/**
 * The journal: what the mock was asked and what it changed, with the reason of every rejection.
 * QA reads it through `GET /__admin/journal`. Bounded, so a long soak test cannot grow it forever.
 */
export type JournalKind =
  'request' | 'change' | 'rejection' | 'release' | 'auth' | 'admin' | 'email' | 'webhook';

export interface JournalEntry {
  seq: number;
  /** Mock-clock time, ISO 8601 UTC. */
  at: string;
  kind: JournalKind;
  message: string;
  method?: string;
  path?: string;
  status?: number;
  code?: string;
  resource?: string;
  pid?: string | number;
  session?: string;
}

export class Journal {
  private entries: JournalEntry[] = [];
  private seq = 0;

  constructor(
    private readonly now: () => number,
    private readonly limit = 5000,
  ) {}

  record(entry: Omit<JournalEntry, 'seq' | 'at'>): JournalEntry {
    const full: JournalEntry = { seq: ++this.seq, at: new Date(this.now()).toISOString(), ...entry };
    this.entries.push(full);
    if (this.entries.length > this.limit) this.entries.splice(0, this.entries.length - this.limit);
    return full;
  }

  /** Entries after `since` (a `seq`), oldest first, optionally of some kinds only. */
  list(options: { since?: number; kinds?: readonly JournalKind[]; limit?: number } = {}): JournalEntry[] {
    const { since = 0, kinds, limit } = options;
    const selected = this.entries.filter((e) => e.seq > since && (!kinds || kinds.includes(e.kind)));
    return limit === undefined ? selected : selected.slice(-limit);
  }

  clear(): void {
    this.entries = [];
  }
}
