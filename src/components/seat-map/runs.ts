/**
 * Free seats side by side ("find seats together"): for each row and block, the runs of as many
 * free seats as the booking holds seats, where every one of its tickets may sit (a price of the
 * sector). A longer stretch of free seats gives the run nearest the row's centre, as the
 * service's best available does. With `wheelchair`, only runs with a wheelchair space and,
 * for two tickets or more, a companion seat beside it in the run (both from the plan's data).
 * Plain data from the seats' positions and states: nothing here touches the DOM.
 */
import type { PlanSeat, ReservedTicket, SectorInfo } from '../../booking/types.js';
import type { SeatGrid } from './grid.js';
import type { Place } from './places.js';

export interface SeatRun {
  sector: string;
  row: string;
  /** The seats, left to right. */
  seats: PlanSeat[];
  place: Place;
  /** Distance of the run's middle from its row's, in the plan's units (for "best"). */
  offCentre: number;
  /** Index of the row in the grid (front rows of a sector first). */
  rowIndex: number;
}

export interface RunQuery {
  grid: SeatGrid<PlanSeat>;
  /** The latest states, in the grid's order of seats. */
  seats: readonly PlanSeat[];
  places: ReadonlyMap<string, Place>;
  companions: ReadonlySet<string>;
  sectors: readonly SectorInfo[];
  tickets: readonly ReservedTicket[];
  wheelchair: boolean;
}

/** Whether a run of seats holds a wheelchair space with a companion seat beside it. */
function hasWheelchairSpace(run: readonly PlanSeat[], companions: ReadonlySet<string>): boolean {
  if (run.length === 1) return run[0]!.accessible;
  return run.some(
    (seat, i) =>
      seat.accessible &&
      [run[i - 1], run[i + 1]].some((next) => next !== undefined && companions.has(next.pid)),
  );
}

/** The free runs of the booking's seat count, by sector, row (from the stage) and block. */
export function freeRuns(query: RunQuery): SeatRun[] {
  const { grid, seats, places, companions, wheelchair } = query;
  const held = query.tickets.filter((ticket) => ticket.seat);
  const size = held.length;
  if (size === 0) return [];
  // The sectors where every held ticket's price is one of the sector's.
  const fitting = new Set(
    query.sectors
      .filter((sector) => held.every((ticket) => sector.prices.some((price) => price.pid === ticket.price)))
      .map((sector) => sector.pid),
  );
  const runs: SeatRun[] = [];
  grid.rows.forEach((row, rowIndex) => {
    if (!fitting.has(row.sector)) return;
    const members = row.seats.map((i) => seats[i]!);
    const middle = (members[0]!.x + members.at(-1)!.x) / 2;
    let stretch: PlanSeat[] = [];
    const close = () => {
      if (stretch.length >= size) {
        const windows = stretch.slice(0, stretch.length - size + 1).map((_, i) => stretch.slice(i, i + size));
        const offCentre = (run: PlanSeat[]) => Math.abs((run[0]!.x + run.at(-1)!.x) / 2 - middle);
        const best = windows
          .filter((run) => !wheelchair || hasWheelchairSpace(run, companions))
          .sort((a, b) => offCentre(a) - offCentre(b))[0];
        if (best)
          runs.push({
            sector: row.sector,
            row: row.row,
            seats: best,
            place: places.get(best[0]!.pid)!,
            offCentre: offCentre(best),
            rowIndex,
          });
      }
      stretch = [];
    };
    members.forEach((seat, i) => {
      const block = places.get(seat.pid)?.block;
      if (i > 0 && block !== places.get(members[i - 1]!.pid)?.block) close();
      if (seat.status === 'free') stretch.push(seat);
      else close();
    });
    close();
  });
  return runs;
}

/** The service's best available among runs: front rows first, then nearest the row's centre. */
export function bestRun(runs: readonly SeatRun[]): SeatRun | undefined {
  return [...runs].sort(
    (a, b) => a.place.fromStage - b.place.fromStage || a.offCentre - b.offCentre || a.rowIndex - b.rowIndex,
  )[0];
}

/** Which ticket goes to which seat of a run: the held tickets left to right, onto its seats. */
export function runMoves(
  run: SeatRun,
  tickets: readonly ReservedTicket[],
  seatX: (pid: string) => number,
): { ticket: string; seat: string }[] {
  const held = tickets.filter((ticket) => ticket.seat).sort((a, b) => seatX(a.seat!) - seatX(b.seat!));
  return held.map((ticket, i) => ({ ticket: ticket.pid, seat: run.seats[i]!.pid }));
}
