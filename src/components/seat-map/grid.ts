/**
 * The seat map's keyboard model (WAI-ARIA grid pattern), as plain data: sectors in the
 * catalogue's order, their rows from the stage back (by `y`), each row's seats along it (by
 * `x`). `move()` answers which seat a key leads to; nothing here touches the DOM.
 *
 * - ArrowLeft/ArrowRight: the previous/next seat of the row (they stop at its ends);
 * - ArrowUp/ArrowDown: the row in front/behind, at the seat nearest in `x` (across sectors);
 * - Home/End: the row's first/last seat; Ctrl+Home/Ctrl+End: the first/last seat of the plan;
 * - PageUp/PageDown: the previous/next sector, in its first row at the nearest seat.
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

  /** The seat of row `r` nearest in `x` to seat `from`. */
  private nearest(r: number, from: number): number {
    const x = this.seats[from]!.x;
    let best = this.rows[r]!.seats[0]!;
    for (const seat of this.rows[r]!.seats) {
      if (Math.abs(this.seats[seat]!.x - x) < Math.abs(this.seats[best]!.x - x)) best = seat;
    }
    return best;
  }

  /**
   * The seat `key` leads to from seat `from`: the same seat at an edge, or null when the key is
   * not one of the grid's.
   */
  move(from: number, key: string, ctrl = false): number | null {
    const r = this.rowOf[from]!;
    const c = this.colOf[from]!;
    const row = this.rows[r]!.seats;
    const sector = this.sectors.findIndex((s) => s.rows.includes(r));
    switch (key) {
      case 'ArrowLeft':
        return row[Math.max(0, c - 1)]!;
      case 'ArrowRight':
        return row[Math.min(row.length - 1, c + 1)]!;
      case 'ArrowUp':
        return r > 0 ? this.nearest(r - 1, from) : from;
      case 'ArrowDown':
        return r < this.rows.length - 1 ? this.nearest(r + 1, from) : from;
      case 'Home':
        return ctrl ? this.rows[0]!.seats[0]! : row[0]!;
      case 'End':
        return ctrl ? this.rows.at(-1)!.seats.at(-1)! : row.at(-1)!;
      case 'PageUp':
        return sector > 0 ? this.nearest(this.sectors[sector - 1]!.rows[0]!, from) : from;
      case 'PageDown':
        return sector < this.sectors.length - 1
          ? this.nearest(this.sectors[sector + 1]!.rows[0]!, from)
          : from;
      default:
        return null;
    }
  }
}
