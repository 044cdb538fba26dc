/**
 * The journal: what the mock was asked and what it changed, with the reason of every rejection.
 * QA reads it through `GET /__admin/journal`. Bounded, so a long soak test cannot grow it forever.
 *
 * Every request adds an entry, so recording is on the hot path of the service: the entries sit
 * in a ring (a full journal overwrites its oldest entry instead of shifting thousands), and the
 * time stamp is formatted once per distinct clock reading (the clock stands still unless QA
 * moves it or the demo lets it follow the system clock).
 */
import type { JOURNAL_KINDS } from '../schemas/admin';

export type JournalKind = (typeof JOURNAL_KINDS)[number];

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
  /** A ring of at most `limit` entries; the oldest is at `start`. */
  private ring: JournalEntry[] = [];
  private start = 0;
  private seq = 0;
  private stampMs = NaN;
  private stamp = '';

  constructor(
    private readonly now: () => number,
    private readonly limit = 5000,
  ) {}

  record(entry: Omit<JournalEntry, 'seq' | 'at'>): JournalEntry {
    const full: JournalEntry = { seq: ++this.seq, at: this.at(), ...entry };
    if (this.ring.length < this.limit) this.ring.push(full);
    else {
      this.ring[this.start] = full;
      this.start = (this.start + 1) % this.limit;
    }
    return full;
  }

  /** Entries after `since` (a `seq`), oldest first, optionally of some kinds only. */
  list(options: { since?: number; kinds?: readonly JournalKind[]; limit?: number } = {}): JournalEntry[] {
    const { since = 0, kinds, limit } = options;
    const ring = this.ring;
    const selected: JournalEntry[] = [];
    for (let i = 0; i < ring.length; i++) {
      const e = ring[(this.start + i) % ring.length]!;
      if (e.seq > since && (!kinds || kinds.includes(e.kind))) selected.push(e);
    }
    return limit === undefined ? selected : selected.slice(-limit);
  }

  clear(): void {
    this.ring = [];
    this.start = 0;
  }

  private at(): string {
    const ms = this.now();
    if (ms !== this.stampMs) {
      this.stamp = new Date(ms).toISOString();
      this.stampMs = ms;
    }
    return this.stamp;
  }
}
