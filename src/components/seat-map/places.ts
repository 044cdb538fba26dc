/**
 * Where each seat is in the hall, for its accessible description: its block of the row (rows
 * split by aisles) or, in a row without aisles, its side of the plan; its row counted from the
 * stage within its sector; and whether an aisle is beside it. From the seats' positions only.
 */
import type { PlanSeat } from '../../booking/types.js';
import type { SeatGrid } from './grid.js';

type PlaceName = 'left-block' | 'centre-block' | 'right-block' | 'left-side' | 'centre-side' | 'right-side';

export interface Place {
  where: PlaceName;
  /** 1 for the sector's row nearest the stage. */
  fromStage: number;
  /** An aisle (a gap of more than 1.5 seats) is beside the seat in its row. */
  aisle: boolean;
  /** The seat's block in its row, from 0 on the left: seats side by side share it. */
  block: number;
}

/** The gap between neighbours of a row, in pitches, from which on it is an aisle. */
const AISLE = 1.5;

export function placesOf(grid: SeatGrid<PlanSeat>, pitch: number): Map<string, Place> {
  const seats = grid.seats;
  const places = new Map<string, Place>();
  let [minX, maxX] = [Infinity, -Infinity];
  for (const { x } of seats) {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
  }
  const third = (maxX - minX) / 3;
  const side = (x: number): PlaceName =>
    x < minX + third ? 'left-side' : x > maxX - third ? 'right-side' : 'centre-side';
  for (const { rows } of grid.sectors) {
    rows.forEach((r, index) => {
      const members = grid.rows[r]!.seats.map((i) => seats[i]!);
      const blocks: PlanSeat[][] = [[members[0]!]];
      for (let i = 1; i < members.length; i += 1) {
        const gap = Math.hypot(members[i]!.x - members[i - 1]!.x, members[i]!.y - members[i - 1]!.y);
        if (gap > AISLE * pitch) blocks.push([]);
        blocks.at(-1)!.push(members[i]!);
      }
      blocks.forEach((block, b) => {
        const last = blocks.length - 1;
        const where: PlaceName | null =
          last === 0 ? null : b === 0 ? 'left-block' : b === last ? 'right-block' : 'centre-block';
        block.forEach((seat, i) => {
          const aisle = (i === 0 && b > 0) || (i === block.length - 1 && b < last);
          places.set(seat.pid, { where: where ?? side(seat.x), fromStage: index + 1, aisle, block: b });
        });
      });
    });
  }
  return places;
}
