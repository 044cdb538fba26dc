/**
 * The seat map's keyboard model (WAI-ARIA grid pattern), as plain data: sectors in the
 * catalogue's order, their rows from the stage back (by `y`), each row's seats along it (by
 * `x`). `move()` answers which seat a key leads to; nothing here touches the DOM.
 *
 * - ArrowLeft/ArrowRight: the previous/next seat of the row (they stop at its ends);
 * - ArrowUp/ArrowDown: the row in front/behind, at the seat nearest in `x` (across sectors);
 * - Home/End: the row's first/last seat; Ctrl+Home/Ctrl+End: the first/last seat of the plan;
 * - PageUp/PageDown: the previous/next sector, in its first row at the nearest seat.
 *
 * With a filter (`match`: the seats the map shows, the others faded), every key leads to a seat
 * that matches: the next one along the row, the nearest in the next row that has one, the first
 * of the next sector that has one. A key with no matching seat in its direction stays.
 */

export interface GridSeat {
  sector: string;
  row: string;
  x: number;
  y: number;
}

export interface GridRow {
  sector: string;
  row: string;
  /** Indices into the seats, along the row. */
  seats: number[];
}

export class SeatGrid<S extends GridSeat = GridSeat> {
  readonly rows: GridRow[] = [];
  /** Per sector (in order), the indices of its rows in `rows`. */
  readonly sectors: { sector: string; rows: number[] }[] = [];
  /** Seat index → its row's index and its place in the row. */
  private readonly rowOf: Int32Array;
  private readonly colOf: Int32Array;

  constructor(
    readonly seats: readonly S[],
    sectorOrder: readonly string[] = [],
  ) {
    const byRow = new Map<string, { sector: string; row: string; y: number; seats: number[] }>();
    seats.forEach((seat, i) => {
      const key = `${seat.sector}\u0000${seat.row}`;
      let row = byRow.get(key);
      if (!row) byRow.set(key, (row = { sector: seat.sector, row: seat.row, y: 0, seats: [] }));
      row.y += seat.y;
      row.seats.push(i);
    });
    const rank = (sector: string) => {
      const i = sectorOrder.indexOf(sector);
      return i < 0 ? sectorOrder.length : i;
    };
    const rows = [...byRow.values()].map((r) => ({ ...r, y: r.y / r.seats.length }));
    rows.sort((a, b) => rank(a.sector) - rank(b.sector) || a.sector.localeCompare(b.sector) || a.y - b.y);
    this.rowOf = new Int32Array(seats.length);
    this.colOf = new Int32Array(seats.length);
    rows.forEach(({ sector, row, seats: members }, r) => {
      members.sort((a, b) => seats[a]!.x - seats[b]!.x);
      members.forEach((seat, c) => {
        this.rowOf[seat] = r;
        this.colOf[seat] = c;
      });
      this.rows.push({ sector, row, seats: members });
      const last = this.sectors.at(-1);
      if (last?.sector === sector) last.rows.push(r);
      else this.sectors.push({ sector, rows: [r] });
    });
  }

  /** The row (in `rows`) of a seat. */
  rowIndex(seat: number): number {
    return this.rowOf[seat]!;
  }

  /** The matching seat of row `r` nearest in `x` to seat `from`, if the row has one. */
  private nearest(r: number, from: number, match: SeatMatch): number | undefined {
    const x = this.seats[from]!.x;
    let best: number | undefined;
    for (const seat of this.rows[r]!.seats) {
      if (!match(seat)) continue;
      if (best === undefined || Math.abs(this.seats[seat]!.x - x) < Math.abs(this.seats[best]!.x - x)) {
        best = seat;
      }
    }
    return best;
  }

  /** The first matching seat from place `c` of `row` on, stepping by `step`. */
  private along(row: readonly number[], c: number, step: 1 | -1, match: SeatMatch): number | undefined {
    for (let i = c; i >= 0 && i < row.length; i += step) if (match(row[i]!)) return row[i]!;
    return undefined;
  }

  /** The nearest matching seat in the rows `rows` in that order, the first row that has one. */
  private firstIn(rows: Iterable<number>, from: number, match: SeatMatch): number | undefined {
    for (const r of rows) {
      const seat = this.nearest(r, from, match);
      if (seat !== undefined) return seat;
    }
    return undefined;
  }

  /**
   * The seat `key` leads to from seat `from` among those that `match` (all by default): the same
   * seat at an edge or when no matching seat lies that way, or null when the key is not one of
   * the grid's.
   */
  move(from: number, key: string, ctrl = false, match: SeatMatch = ALL): number | null {
    const r = this.rowOf[from]!;
    const c = this.colOf[from]!;
    const row = this.rows[r]!.seats;
    const sector = this.sectors.findIndex((s) => s.rows.includes(r));
    const rowsFrom = (start: number, step: 1 | -1) => indices(start, step, this.rows.length);
    const sectorsFrom = (start: number, step: 1 | -1) =>
      [...indices(start, step, this.sectors.length)].flatMap((s) => this.sectors[s]!.rows);
    let to: number | undefined;
    switch (key) {
      case 'ArrowLeft':
        to = this.along(row, c - 1, -1, match);
        break;
      case 'ArrowRight':
        to = this.along(row, c + 1, 1, match);
        break;
      case 'ArrowUp':
        to = this.firstIn(rowsFrom(r - 1, -1), from, match);
        break;
      case 'ArrowDown':
        to = this.firstIn(rowsFrom(r + 1, 1), from, match);
        break;
      case 'Home':
        to = ctrl ? this.firstOfPlan(1, match) : this.along(row, 0, 1, match);
        break;
      case 'End':
        to = ctrl ? this.firstOfPlan(-1, match) : this.along(row, row.length - 1, -1, match);
        break;
      case 'PageUp':
        to = this.firstIn(sectorsFrom(sector - 1, -1), from, match);
        break;
      case 'PageDown':
        to = this.firstIn(sectorsFrom(sector + 1, 1), from, match);
        break;
      default:
        return null;
    }
    return to ?? from;
  }

  /** The matching seat nearest to `from`: in its row, else in the nearest row behind or in front. */
  closest(from: number, match: SeatMatch): number | undefined {
    const r = this.rowOf[from]!;
    for (let d = 0; d < this.rows.length; d += 1) {
      for (const row of d === 0 ? [r] : [r + d, r - d]) {
        const seat = row >= 0 && row < this.rows.length ? this.nearest(row, from, match) : undefined;
        if (seat !== undefined) return seat;
      }
    }
    return undefined;
  }

  /** The plan's first (`1`) or last (`-1`) matching seat. */
  private firstOfPlan(step: 1 | -1, match: SeatMatch): number | undefined {
    for (const r of indices(step === 1 ? 0 : this.rows.length - 1, step, this.rows.length)) {
      const row = this.rows[r]!.seats;
      const seat = this.along(row, step === 1 ? 0 : row.length - 1, step, match);
      if (seat !== undefined) return seat;
    }
    return undefined;
  }
}

/** Whether a seat (its index) is one the keys may lead to. */
export type SeatMatch = (seat: number) => boolean;

const ALL: SeatMatch = () => true;

/** `start`, `start + step`, … while within `0 … length − 1`. */
function* indices(start: number, step: 1 | -1, length: number): Generator<number> {
  for (let i = start; i >= 0 && i < length; i += step) yield i;
}
