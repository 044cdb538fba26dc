/**
 * Use counters, kept on the records they count against, in the internal field `_counts`:
 *
 * - a show: `sold:<sector>` and `reserved:<sector>` (tickets of confirmed and of unconfirmed
 *   bookings per sector), `option:<ticket option>` (tickets of the show carrying the option);
 * - an event: `option:<ticket option>` over all its shows (ticket option limitations of scope
 *   `event`);
 * - an option: `used`, the quantity held by bookings (released bookings hold none).
 *
 * Keeping them in the store makes them part of the same all-or-nothing write as the change they
 * count: a refused request rolls them back with everything else, a snapshot carries them, and
 * nothing outside the store has to be kept in step. Every write that adds, moves, confirms or
 * removes tickets or booking options adjusts them, so availability reads cost O(sectors) rather
 * than a scan of the tickets. Zero entries are left out, and a record with nothing counted has no
 * `_counts`, so the incremental and the recomputed state are identical.
 */
import type { Pid } from '../model';
import type { Counts, Store, Stored } from '../store';

export type { Counts } from '../store';

type Countable = 'shows' | 'events' | 'options';
type Ticket = Stored<'tickets'>;

const sold = (sector: Pid): string => `sold:${sector}`;
const reserved = (sector: Pid): string => `reserved:${sector}`;
const chosen = (ticketOption: Pid): string => `option:${ticketOption}`;
const USED = 'used';

function counts(record: Stored<Countable> | undefined): Counts {
  const value = record?._counts;
  return value !== null && typeof value === 'object' ? value : {};
}

/** Sold and reserved tickets of a sector for a show. */
export function sectorUse(
  show: Stored<'shows'> | undefined,
  sector: Pid,
): { sold: number; reserved: number } {
  const c = counts(show);
  return { sold: c[sold(sector)] ?? 0, reserved: c[reserved(sector)] ?? 0 };
}

/** Tickets of a show, or of all shows of an event, that carry a ticket option. */
export function ticketOptionUse(
  showOrEvent: Stored<'shows' | 'events'> | undefined,
  ticketOption: Pid,
): number {
  return counts(showOrEvent)[chosen(ticketOption)] ?? 0;
}

/** Quantity of an option that bookings hold. */
export function optionUse(option: Stored<'options'> | undefined): number {
  return counts(option)[USED] ?? 0;
}

/** The event of a ticket's show: from the store, or from shows deleted in the same write. */
export function eventOfShow(
  store: Store,
  show: Pid,
  deletedShows?: ReadonlyMap<Pid, Stored<'shows'>>,
): Pid | undefined {
  const record = store.get('shows', show) ?? deletedShows?.get(show);
  return record?.event;
}

export interface BookingOptionItem {
  readonly option: string;
  readonly quantity: number;
}

/** The options a booking holds. */
export function optionItems(booking: Stored<'bookings'> | undefined): readonly BookingOptionItem[] {
  return Array.isArray(booking?.options) ? booking.options : [];
}

/** Pids of the ticket options of a ticket or of a limitation. */
export function ticketOptionsOf(record: Stored<'tickets' | 'ticketoptionlimitations'>): readonly string[] {
  return Array.isArray(record.ticket_options) ? record.ticket_options : [];
}

/**
 * Counter changes collected over one write and applied with one replace per touched record.
 */
export class CountChanges {
  private readonly deltas: Record<Countable, Map<Pid, Map<string, number>>> = {
    shows: new Map(),
    events: new Map(),
    options: new Map(),
  };

  /** A ticket as stored is added (`sign` 1) or taken away (`sign` -1). */
  ticket(ticket: Ticket, event: Pid | undefined, sign: 1 | -1): this {
    const { show, sector } = ticket;
    this.add('shows', show, ticket.confirmation === true ? sold(sector) : reserved(sector), sign);
    for (const option of ticketOptionsOf(ticket)) {
      this.add('shows', show, chosen(option), sign);
      if (event !== undefined) this.add('events', event, chosen(option), sign);
    }
    return this;
  }

  /** A ticket of `show` in `sector` moves from reserved to sold (its booking was confirmed). */
  confirmTicket(show: Pid, sector: Pid): this {
    this.add('shows', show, reserved(sector), -1);
    this.add('shows', show, sold(sector), 1);
    return this;
  }

  /** A booking's options are added (`sign` 1) or taken away (`sign` -1). */
  bookingOptions(items: readonly BookingOptionItem[], sign: 1 | -1): this {
    for (const item of items) this.add('options', item.option, USED, sign * item.quantity);
    return this;
  }

  /** Writes the changes; records that no longer exist (deleted in the same write) are skipped. */
  apply(store: Store): void {
    for (const name of ['shows', 'events', 'options'] as const) {
      for (const [pid, delta] of this.deltas[name]) {
        const record = store.get(name, pid);
        if (!record) continue;
        const next: Record<string, number> = { ...counts(record) };
        for (const [key, by] of delta) {
          const value = (next[key] ?? 0) + by;
          if (value === 0) delete next[key];
          else next[key] = value;
        }
        writeCounts(store, name, record, next);
      }
    }
  }

  /** The collected changes of one kind of record, without zero entries. */
  collected(name: Countable): Map<Pid, Counts> {
    const byPid = new Map<Pid, Counts>();
    for (const [pid, delta] of this.deltas[name]) {
      const entries = [...delta].filter(([, value]) => value !== 0);
      if (entries.length > 0) byPid.set(pid, Object.fromEntries(entries));
    }
    return byPid;
  }

  private add(name: Countable, pid: Pid, key: string, by: number): void {
    if (by === 0) return;
    let delta = this.deltas[name].get(pid);
    if (!delta) this.deltas[name].set(pid, (delta = new Map()));
    delta.set(key, (delta.get(key) ?? 0) + by);
  }
}

function sameCounts(a: Counts, b: Counts): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

function writeCounts(store: Store, name: Countable, record: Stored<Countable>, next: Counts): void {
  if (sameCounts(counts(record), next)) return;
  if (Object.keys(next).length > 0) {
    store.replace(name, { ...record, _counts: next });
  } else {
    const { _counts: _gone, ...data } = record;
    store.replace(name, data);
  }
}

/**
 * Recomputes every counter from the tickets and bookings and writes those that differ: after a
 * seed loaded or a snapshot was put back (which may come from elsewhere or from an older build).
 */
export function recount(store: Store): void {
  const fresh = new CountChanges();
  for (const ticket of store.all('tickets')) fresh.ticket(ticket, eventOfShow(store, ticket.show), 1);
  for (const booking of store.all('bookings')) {
    if (booking.released !== true) fresh.bookingOptions(optionItems(booking), 1);
  }
  for (const name of ['shows', 'events', 'options'] as const) {
    const computed = fresh.collected(name);
    for (const record of [...store.all(name)])
      writeCounts(store, name, record, computed.get(record.pid) ?? {});
  }
}
