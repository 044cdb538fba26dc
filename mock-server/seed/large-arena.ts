/**
 * The seated arena of the `large` seed: 10,000 numbered seats in eight blocks around a floor,
 * with one production of a few shows and nothing sold yet, for the seat benchmarks (the seat
 * statuses of a show, paging through the free seats, best available in a filling house).
 *
 * Blocks A–D form the lower tier, E–H the upper tier behind them; each block has 25 straight
 * rows of 50 seats, split by an aisle after seat 25 (the numbering skips 26, as the seats skip
 * a position in `x`). Plan units are centimetres, the stage towards small `y`. Inserted through
 * `BulkWriter` like the rest of the seed; a separate generator keeps the other records' draws
 * as they were.
 */
import type { StoredRecord } from '../domain/store';
import { toMinorUnits } from '../domain/time';
import { addDays } from './demo-build';
import type { BulkWriter } from './large-build';

export const ARENA_NAME = 'Seearena Zürich';
export const ARENA_EVENT_NAME = 'Seearena Open Air Sessions';
const ARENA_BLOCKS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
export const ARENA_ROWS = 25;
/** Seats per row; the aisle comes after the first half. */
export const ARENA_ROW_SEATS = 50;
export const ARENA_SEATS = ARENA_BLOCKS.length * ARENA_ROWS * ARENA_ROW_SEATS;
export const ARENA_SHOWS = 3;

const SEAT_WIDTH = 50;
const ROW_DEPTH = 85;
const BLOCK_GAP = 200;

export interface Arena {
  readonly venue: StoredRecord;
  readonly sectors: readonly StoredRecord[];
  readonly event: StoredRecord;
  readonly shows: readonly StoredRecord[];
}

/** The arena, its seats, and its production with `ARENA_SHOWS` shows starting `firstDay` days on. */
export function createArena(w: BulkWriter, host: string, today: string, firstDay: number): Arena {
  const venue = w.insert('venues', { host, name: ARENA_NAME, city: 'Zürich' });
  const blockWidth = (ARENA_ROW_SEATS + 1) * SEAT_WIDTH;
  const sectors = ARENA_BLOCKS.map((block, b) => {
    const tier = Math.floor(b / 4);
    const sector = w.insert('sectors', {
      host: venue.pid,
      name: `${tier === 0 ? 'Unterrang' : 'Oberrang'} Block ${block}`,
      // Lower tier: categories 1 (middle blocks) and 2; upper tier: 3 and 4.
      price_category: tier * 2 + (b % 4 === 1 || b % 4 === 2 ? 1 : 2),
      capacity: ARENA_ROWS * ARENA_ROW_SEATS,
    });
    const left = ((b % 4) - 2) * (blockWidth + BLOCK_GAP);
    const front = 1200 + tier * (ARENA_ROWS * ROW_DEPTH + 400);
    for (let r = 0; r < ARENA_ROWS; r++) {
      for (let s = 0; s < ARENA_ROW_SEATS; s++) {
        // The aisle takes the place of one seat after the first half of the row.
        const position = s < ARENA_ROW_SEATS / 2 ? s : s + 1;
        w.insert('seats', {
          sector: sector.pid,
          row: String(r + 1),
          number: String(position + 1),
          x: left + position * SEAT_WIDTH,
          y: front + r * ROW_DEPTH,
          accessible: false,
        });
      }
    }
    return sector;
  });
  const event = w.insert('events', { host, name: ARENA_EVENT_NAME, currency: 'CHF' });
  for (let category = 1; category <= 4; category++) {
    for (const [name, amount] of [
      ['Erwachsene', 140 - 25 * category],
      ['Ermässigt', 110 - 20 * category],
    ] as const) {
      w.insert('prices', { event: event.pid, name, price_category: category, price: toMinorUnits(amount) });
    }
  }
  const shows = Array.from({ length: ARENA_SHOWS }, (_, s) =>
    w.insert('shows', {
      event: event.pid,
      venue: venue.pid,
      start: w.instant(`${addDays(today, firstDay + 7 * s)} 20:00:00`, venue.timezone as string),
    }),
  );
  return { venue, sectors, event, shows };
}
