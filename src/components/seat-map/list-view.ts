/**
 * The seat map's list view, an equal alternative to the plan: per sector a heading, per row a
 * group of buttons, each seat a button with the same accessible name as on the plan.
 */
import { html, type TemplateResult } from 'lit';
import type { PlanSeat } from '../../booking/types.js';
import type { SeatGrid } from './grid.js';
import { rowName, sectorOf, seatDrawing, type SeatContext } from './seat-drawing.js';

export function renderList(
  context: SeatContext,
  grid: SeatGrid<PlanSeat>,
  seats: readonly PlanSeat[],
  choose: (seat: PlanSeat) => void,
  wheelchairOnly = false,
): TemplateResult {
  // With the wheelchair filter on: only wheelchair spaces and their companion seats, and only
  // the rows and sectors that have them.
  const shown = (i: number) =>
    !wheelchairOnly || seats[i]!.accessible || context.companions.has(seats[i]!.pid);
  const rowsOf = (rows: number[]) => rows.filter((r) => grid.rows[r]!.seats.some(shown));
  return html`<div part="list" class="list">
    ${grid.sectors
      .filter(({ rows }) => rowsOf(rows).length > 0)
      .map(({ sector, rows }) => {
        const name = sectorOf(context, sector)?.name ?? '';
        return html`<section aria-label=${name}>
          <h4>${name}</h4>
          ${rowsOf(rows).map((r) => {
            const row = grid.rows[r]!;
            return html`<div role="group" class="list-row" aria-label=${rowName(context, sector, row.row)}>
              <span class="list-row-label" aria-hidden="true">${row.row}</span>
              ${row.seats.filter(shown).map((i) => {
                // Same places as the grid's seats, with the latest states.
                const seat = seats[i]!;
                const drawing = seatDrawing(context, seat);
                return html`<button
                  type="button"
                  part="seat"
                  class="seat-button ${drawing.look}"
                  data-pid=${seat.pid}
                  aria-label=${drawing.name}
                  aria-description=${drawing.description ?? ''}
                  aria-disabled=${drawing.look === 'taken' ? 'true' : 'false'}
                  @click=${() => choose(seat)}
                >
                  ${seat.number}
                </button>`;
              })}
            </div>`;
          })}
        </section>`;
      })}
  </div>`;
}
