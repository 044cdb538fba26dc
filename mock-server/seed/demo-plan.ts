/**
 * The seat plan of Theater am Seefeld, the demo's theatre: what a buyer sees on the seat map.
 *
 * - **Parkett**: 20 rows curved around the stage (each row an arc about a point behind the
 *   stage, so the ends of a row come forward), wider towards the back. Two aisles run from the
 *   stage to the back along the same angles in every row; an aisle takes the place of two seats,
 *   so the numbering skips them too (`Reihe 7: Plätze 1–7 | 10–22 | 25–31`). The last row
 *   keeps two wheelchair spaces at each end, each beside a companion seat.
 * - **Balkon**: 5 curved rows behind the Parkett on the plan, split by one centre aisle.
 * - **Loge**: two boxes at the sides of the stage, `Loge links` and `Loge rechts` (their row
 *   labels), six seats each along the box's rail.
 *
 * Plan units are centimetres: `x` across the house (0 on its centre line, the left as the
 * audience sees it negative), `y` from the stage edge (0) to the back. Seats are 52 cm wide, rows
 * 90 cm apart. Everything here is arithmetic on constants, so the plan is the same on every
 * load; `seatCounts` says how many seats each sector gets (its capacity).
 */

/** A seat as `POST /seats/` takes it, without its sector. */
export interface PlanSeat {
  readonly row: string;
  readonly number: string;
  readonly x: number;
  readonly y: number;
  readonly accessible: boolean;
}

export interface TheatrePlan {
  readonly parkett: readonly PlanSeat[];
  readonly balkon: readonly PlanSeat[];
  readonly loge: readonly PlanSeat[];
}

const SEAT_WIDTH = 52;
const ROW_DEPTH = 90;
/** The rows are arcs about a point this far behind the stage edge. */
const CENTRE_Y = -1500;

interface CurvedRows {
  readonly rows: number;
  /** Radius of the first row's arc. */
  readonly radius: number;
  /** Half the width of the first row, and what each row further back adds. */
  readonly halfWidth: number;
  readonly widen: number;
  /**
   * Aisles as angles from the centre line (radians), so that they line up from row to row. An
   * aisle takes the two seat positions nearest its angle.
   */
  readonly aisles: readonly number[];
}

const round = (value: number): number => Math.round(value * 10) / 10;

/**
 * The positions of one curved row, left to right, numbered 1… with aisle positions counted
 * but left empty.
 */
function curvedRow(spec: CurvedRows, index: number): { number: number; x: number; y: number }[] {
  const radius = spec.radius + index * ROW_DEPTH;
  const halfWidth = spec.halfWidth + index * spec.widen;
  const step = SEAT_WIDTH / radius;
  // An even number of positions: a centre aisle then falls between two of them.
  const positions = 2 * Math.floor(halfWidth / SEAT_WIDTH);
  const aisle = new Set<number>();
  for (const angle of spec.aisles) {
    const at = angle / step + (positions - 1) / 2;
    aisle.add(Math.floor(at)).add(Math.floor(at) + 1);
  }
  const seats: { number: number; x: number; y: number }[] = [];
  for (let i = 0; i < positions; i++) {
    if (aisle.has(i)) continue;
    const angle = (i - (positions - 1) / 2) * step;
    seats.push({
      number: i + 1,
      x: round(radius * Math.sin(angle)),
      y: round(CENTRE_Y + radius * Math.cos(angle)),
    });
  }
  return seats;
}

function parkett(): PlanSeat[] {
  const spec: CurvedRows = {
    rows: 20,
    radius: 300 - CENTRE_Y,
    halfWidth: 560,
    widen: 20,
    aisles: [-0.15, 0.15],
  };
  const seats: PlanSeat[] = [];
  for (let r = 0; r < spec.rows; r++) {
    const row = curvedRow(spec, r);
    const last = r === spec.rows - 1;
    row.forEach((seat, i) => {
      // The last row: a wheelchair space at each end and one more two seats in, each with the
      // companion seat beside it on the inner side.
      const fromEnd = Math.min(i, row.length - 1 - i);
      seats.push({
        row: String(r + 1),
        number: String(seat.number),
        x: seat.x,
        y: seat.y,
        accessible: last && (fromEnd === 0 || fromEnd === 2),
      });
    });
  }
  return seats;
}

function balkon(): PlanSeat[] {
  const spec: CurvedRows = {
    rows: 5,
    radius: 300 + 19 * ROW_DEPTH + 400 - CENTRE_Y,
    halfWidth: 600,
    widen: 25,
    aisles: [0],
  };
  const seats: PlanSeat[] = [];
  for (let r = 0; r < spec.rows; r++) {
    for (const seat of curvedRow(spec, r)) {
      seats.push({
        row: String(r + 1),
        number: String(seat.number),
        x: seat.x,
        y: seat.y,
        accessible: false,
      });
    }
  }
  return seats;
}

/** Each box is a row of six seats along its rail, beside the first Parkett rows. */
function loge(): PlanSeat[] {
  const seats: PlanSeat[] = [];
  for (const [row, x] of [
    ['Loge links', -980],
    ['Loge rechts', 980],
  ] as const) {
    for (let n = 1; n <= 6; n++) {
      seats.push({ row, number: String(n), x, y: 220 + (n - 1) * 58, accessible: false });
    }
  }
  return seats;
}

/** The plan of the theatre, seat by seat. */
export function theatrePlan(): TheatrePlan {
  return { parkett: parkett(), balkon: balkon(), loge: loge() };
}
