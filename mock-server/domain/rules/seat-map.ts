/**
 * The seat plan of a sector and who holds its seats for a show, and the best available seats.
 *
 * Every ticket in the store is live: the tickets of expired bookings are deleted when they are
 * released, so a seat is taken for a show exactly when a ticket of that show holds it (sold when
 * its booking is confirmed, else reserved). The store keeps the seats that the tickets of each
 * show hold in an index of its own (`SEAT_HOLDERS`: show → seat → tickets), changed inside the
 * same synchronous write as the tickets, undone with them and rebuilt on every restore (a
 * snapshot, the `--state` database). So a seat's state costs one `Map` probe, and the occupied
 * seats of a show are at hand without reading its tickets.
 *
 * The layout of a sector (rows front to back, seats left to right, runs of adjacent seats) is
 * derived from its seats and kept per store while the seats table's revision stays the same.
 */
import type { SeatStatus } from '../../schemas/seats';
import { SEAT_HOLDERS, type Pid } from '../model';
import type { Store, Stored } from '../store';

type Seat = Stored<'seats'>;

interface SeatRow {
  readonly label: string;
  /** Seats from left to right (by `x`). */
  readonly seats: readonly Seat[];
  /** Maximal runs of seats side by side: an aisle (a gap wider than 1.5 seat widths) splits a run. */
  readonly runs: readonly (readonly Seat[])[];
  /** The middle of the row in `x`. */
  readonly centre: number;
}

interface SectorLayout {
  /** Front (small `y`) to back. */
  readonly rows: readonly SeatRow[];
  readonly size: number;
}

const labelOrder = new Intl.Collator('en', { numeric: true }).compare;

/** True when the sector has seats. */
export function isSeated(store: Store, sector: Pid | undefined): boolean {
  return sector !== undefined && store.lookup('seats', 'sector', sector).size > 0;
}

/** Number of seats of a sector. */
export function seatCount(store: Store, sector: Pid): number {
  return store.lookup('seats', 'sector', sector).size;
}

/** The seats that tickets of `show` hold, each with its tickets (one, unless mid-write). */
export function heldSeats(store: Store, show: Pid): ReadonlyMap<unknown, ReadonlySet<Pid>> {
  return store.group('tickets', SEAT_HOLDERS.name, show);
}

/**
 * Changes whenever a ticket of `show` that holds a seat is added, changed or removed: the seat
 * statuses of the show stay as they are while it holds (with `heldSeats` the same map).
 */
export function heldRevision(store: Store, show: Pid): number {
  return store.groupRevision('tickets', SEAT_HOLDERS.name, show);
}

/** The ticket of `show` that holds `seat`, if any. */
export function seatHolder(store: Store, show: Pid, seat: Pid): Stored<'tickets'> | undefined {
  for (const pid of heldSeats(store, show).get(seat) ?? []) {
    const ticket = store.get('tickets', pid);
    if (ticket) return ticket;
  }
  return undefined;
}

/** The status of a seat whose holders (from `heldSeats`) are `tickets`. */
export function statusOf(store: Store, tickets: ReadonlySet<Pid> | undefined): SeatStatus {
  if (!tickets) return 'free';
  for (const pid of tickets) if (store.get('tickets', pid)?.confirmation === true) return 'sold';
  return 'reserved';
}

function buildRow(label: string, seats: Seat[]): SeatRow & { y: number } {
  seats.sort((a, b) => a.x - b.x || labelOrder(a.number, b.number));
  let step = Infinity;
  for (let i = 1; i < seats.length; i++) {
    const gap = seats[i]!.x - seats[i - 1]!.x;
    if (gap > 0 && gap < step) step = gap;
  }
  const runs: Seat[][] = [];
  let run: Seat[] = [];
  for (const seat of seats) {
    const last = run[run.length - 1];
    if (last && seat.x - last.x > 1.5 * step) {
      runs.push(run);
      run = [];
    }
    run.push(seat);
  }
  if (run.length > 0) runs.push(run);
  const y = seats.reduce((sum, seat) => sum + seat.y, 0) / seats.length;
  const centre = (seats[0]!.x + seats[seats.length - 1]!.x) / 2;
  return { label, seats, runs, centre, y };
}

function buildLayout(seats: readonly Seat[]): SectorLayout {
  const byRow = new Map<string, Seat[]>();
  for (const seat of seats) {
    const label = seat.row;
    let row = byRow.get(label);
    if (!row) byRow.set(label, (row = []));
    row.push(seat);
  }
  const rows = [...byRow].map(([label, rowSeats]) => buildRow(label, rowSeats));
  rows.sort((a, b) => a.y - b.y || labelOrder(a.label, b.label));
  return { rows, size: seats.length };
}

interface CachedLayout {
  readonly revision: number;
  readonly layout: SectorLayout;
}

const layouts = new WeakMap<Store, Map<Pid, CachedLayout>>();

/** The rows of a sector's seats, front to back. */
function sectorLayout(store: Store, sector: Pid): SectorLayout {
  let cache = layouts.get(store);
  if (!cache) layouts.set(store, (cache = new Map()));
  const revision = store.revision('seats');
  const cached = cache.get(sector);
  if (cached?.revision === revision) return cached.layout;
  const seats: Seat[] = [];
  for (const pid of store.lookup('seats', 'sector', sector)) {
    const seat = store.get('seats', pid);
    if (seat) seats.push(seat);
  }
  const layout = buildLayout(seats);
  cache.set(sector, { revision, layout });
  return layout;
}

/**
 * `n` free seats of `sector` for `show`, none of `exclude`, or undefined when fewer are free.
 * Wheelchair spaces (`accessible`) only when the other free seats are too few.
 *
 * Adjacent seats of one row when such a block is free: the front-most row that has one, and in
 * it the block whose middle is nearest the row's centre. Otherwise the seats spread over the
 * fewest rows (rows with the most free seats first, front rows first among equals), taking in
 * each row the longest stretches of free seats side by side, nearest the centre.
 */
export function bestAvailable(
  store: Store,
  show: Pid,
  sector: Pid,
  n: number,
  exclude: ReadonlySet<Pid> = new Set(),
): Seat[] | undefined {
  if (n <= 0) return [];
  const held = heldSeats(store, show);
  const free = (seat: Seat) => !held.has(seat.pid) && !exclude.has(seat.pid);
  // Wheelchair spaces go to the buyers who need them, who name them: best available hands them
  // out only when the other free seats are too few, as a box office would.
  return (
    bestAmong(store, sector, n, (seat) => free(seat) && !seat.accessible) ?? bestAmong(store, sector, n, free)
  );
}

function bestAmong(
  store: Store,
  sector: Pid,
  n: number,
  isFree: (seat: Seat) => boolean,
): Seat[] | undefined {
  const layout = sectorLayout(store, sector);
  const stretchesByRow: { row: SeatRow; index: number; stretches: Seat[][]; free: number }[] = [];
  let totalFree = 0;
  for (const [index, row] of layout.rows.entries()) {
    const stretches: Seat[][] = [];
    for (const run of row.runs) {
      let stretch: Seat[] = [];
      for (const seat of run) {
        if (isFree(seat)) stretch.push(seat);
        else if (stretch.length > 0) {
          stretches.push(stretch);
          stretch = [];
        }
      }
      if (stretch.length > 0) stretches.push(stretch);
    }
    const block = nearestBlock(stretches, n, row.centre);
    if (block) return block;
    const free = stretches.reduce((sum, stretch) => sum + stretch.length, 0);
    totalFree += free;
    if (free > 0) stretchesByRow.push({ row, index, stretches, free });
  }
  if (totalFree < n) return undefined;

  stretchesByRow.sort((a, b) => b.free - a.free || a.index - b.index);
  const chosen: { index: number; seats: Seat[] }[] = [];
  let left = n;
  for (const { row, index, stretches } of stretchesByRow) {
    if (left === 0) break;
    const seats = pickInRow(
      stretches,
      Math.min(
        left,
        stretches.reduce((s, x) => s + x.length, 0),
      ),
      row.centre,
    );
    chosen.push({ index, seats });
    left -= seats.length;
  }
  chosen.sort((a, b) => a.index - b.index);
  return chosen.flatMap((entry) => entry.seats);
}

const mid = (seats: readonly Seat[], from: number, to: number): number => (seats[from]!.x + seats[to]!.x) / 2;

/** The `n` adjacent seats of one stretch whose middle is nearest `centre`. */
function nearestBlock(stretches: readonly Seat[][], n: number, centre: number): Seat[] | undefined {
  let best: { stretch: Seat[]; from: number; distance: number } | undefined;
  for (const stretch of stretches) {
    for (let from = 0; from + n <= stretch.length; from++) {
      const distance = Math.abs(mid(stretch, from, from + n - 1) - centre);
      if (!best || distance < best.distance) best = { stretch, from, distance };
    }
  }
  return best ? best.stretch.slice(best.from, best.from + n) : undefined;
}

/** `n` free seats of one row: one block if a stretch is long enough, else the longest stretches. */
function pickInRow(stretches: readonly Seat[][], n: number, centre: number): Seat[] {
  const block = nearestBlock(stretches, n, centre);
  if (block) return block;
  const ordered = [...stretches].sort(
    (a, b) =>
      b.length - a.length ||
      Math.abs(mid(a, 0, a.length - 1) - centre) - Math.abs(mid(b, 0, b.length - 1) - centre),
  );
  const picked: Seat[] = [];
  for (const stretch of ordered) {
    const take = Math.min(stretch.length, n - picked.length);
    if (take === 0) break;
    picked.push(...(nearestBlock([stretch], take, centre) ?? []));
  }
  return picked.sort((a, b) => a.x - b.x);
}
