// The seat plan's size from its seats' positions, shared by the seat map's drawing, the small
// plan beside the held seats, and the seat summary (which asks whether the map fits in place).
import type { PlanSeat } from '../../booking/types.js';

/**
 * The smallest distance between neighbours the plan is ever drawn at, in CSS pixels: each seat
 * is then a target of at least 24 × 24 (its hit area is the square of one pitch; WCAG 2.5.8),
 * drawn 19.2 px across (at least 16), with row and sector labels of 14.4 px (at least 12).
 */
export const MIN_PITCH_PX = 24;

/** The middle of `values` (sorted in place), or 1 when there are none. */
export function medianOf(values: number[]): number {
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)] || 1;
}

/** The distance between neighbours of a row (the median over all rows): the plan's unit of size. */
export function pitchOf(seats: readonly PlanSeat[]): number {
  const rows = new Map<string, PlanSeat[]>();
  for (const seat of seats) {
    const key = `${seat.sector}\n${seat.row}`;
    const row = rows.get(key);
    if (row) row.push(seat);
    else rows.set(key, [seat]);
  }
  const gaps: number[] = [];
  for (const row of rows.values()) {
    row.sort((a, b) => a.x - b.x);
    for (let i = 1; i < row.length; i += 1)
      gaps.push(Math.hypot(row[i]!.x - row[i - 1]!.x, row[i]!.y - row[i - 1]!.y));
  }
  return medianOf(gaps);
}

/**
 * The width in CSS pixels the seat map's plan needs to draw `seats` at `MIN_PITCH_PX` (with the
 * margins of its drawing: row labels at both ends, 5 pitches in all).
 */
export function planWidthNeeded(seats: readonly PlanSeat[]): number {
  if (seats.length === 0) return 0;
  let [minX, maxX] = [0, 0];
  for (const { x } of seats) {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
  }
  return Math.ceil(((maxX - minX) / pitchOf(seats) + 5) * MIN_PITCH_PX);
}
