/**
 * Best available for a wheelchair user, from the service's seat data alone (DESIGN.md §4
 * "Seats"): a free wheelchair space (`accessible`) and, for a second ticket, the free seat beside
 * it in its row as the companion seat (a seat next to a wheelchair space that is not one itself,
 * as the seat map marks it). Of several, the service's best-available order: the front row first
 * (rows by `y`, the stage's side first), then the one nearest the row's centre. Pure functions.
 */
import type { PlanSeat } from './types.js';

type Seat = Pick<PlanSeat, 'pid' | 'sector' | 'row' | 'x' | 'y' | 'accessible' | 'status'>;

/** The sectors that have wheelchair spaces, in the order the seats list them. */
export function wheelchairSectors(seats: readonly Pick<Seat, 'sector' | 'accessible'>[]): string[] {
  return [...new Set(seats.filter((seat) => seat.accessible).map((seat) => seat.sector))];
}

/**
 * The seats to ask for in `sector`: a free wheelchair space, and with `count` ≥ 2 the free
 * companion seat beside it; null when the sector has no such pair (or no free space) left.
 */
export function wheelchairSeats(seats: readonly Seat[], sector: string, count: number): string[] | null {
  const rows = new Map<string, Seat[]>();
  for (const seat of seats) {
    if (seat.sector !== sector) continue;
    const row = rows.get(seat.row);
    if (row) row.push(seat);
    else rows.set(seat.row, [seat]);
  }
  let best: { pids: string[]; y: number; offset: number } | null = null;
  for (const row of rows.values()) {
    row.sort((a, b) => a.x - b.x);
    const y = row.reduce((sum, seat) => sum + seat.y, 0) / row.length;
    const centre = (row[0]!.x + row.at(-1)!.x) / 2;
    row.forEach((space, i) => {
      if (!space.accessible || space.status !== 'free') return;
      // The companion: the free neighbour that is not a wheelchair space, the nearer the centre.
      const companion = [row[i - 1], row[i + 1]]
        .filter((seat): seat is Seat => !!seat && !seat.accessible && seat.status === 'free')
        .sort((a, b) => Math.abs(a.x - centre) - Math.abs(b.x - centre))[0];
      if (count >= 2 && !companion) return;
      const offset = Math.abs(space.x - centre);
      if (!best || y < best.y || (y === best.y && offset < best.offset)) {
        best = { pids: count >= 2 ? [space.pid, companion!.pid] : [space.pid], y, offset };
      }
    });
  }
  return (best as { pids: string[] } | null)?.pids ?? null;
}
