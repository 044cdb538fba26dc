/**
 * The small plan beside the held seats in words: a picture only, no seat map. The seat summary
 * loads this module (`import()`) once a reservation holds seats, so it is never part of the first
 * render; it shares the seat map's drawing (`plan.ts`) without loading the seat map itself.
 *
 * The markup is put in here rather than in the summary: `unsafeSVG` is then shared by two lazy
 * chunks (this and the seat map), never by the steps' chunk that the script tag's entry loads.
 */
import { html, type TemplateResult } from 'lit';
import { unsafeSVG } from 'lit/directives/unsafe-svg.js';
import type { PlanSeat } from '../../booking/types.js';
import { pitchOf } from '../shared/plan-size.js';
import { SEAT_RADIUS, seatShape, shapeMarkup } from './plan.js';

interface Overview {
  viewBox: string;
  /** The seats and the stage, as SVG markup (nothing from the service but numbers). */
  markup: string;
}

/**
 * A small, non-interactive overview of the sectors where `held` seats are: every seat of those
 * sectors a dot in its place, the held ones drawn as on the seat map (filled, with a check
 * mark), the stage as a bar in front. It is cheap (no grid, one string).
 */
function overviewOf(seats: readonly PlanSeat[], held: ReadonlySet<string>): Overview | null {
  const sectors = new Set(seats.filter((s) => held.has(s.pid)).map((s) => s.sector));
  const shown = seats.filter((s) => sectors.has(s.sector));
  if (shown.length === 0) return null;
  // Seat size from the distance between neighbours of a row, as on the map.
  const pitch = pitchOf(shown);
  let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const { x, y } of shown) {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  const r = pitch * SEAT_RADIUS;
  const top = minY - pitch * 2.5;
  let markup = `<rect class="stage" x="${minX}" y="${top}" width="${maxX - minX}" height="${pitch}" rx="${pitch * 0.3}"/>`;
  for (const seat of shown) {
    const look = held.has(seat.pid) ? 'held' : 'free';
    markup +=
      `<g class="cell ${look}" transform="translate(${seat.x} ${seat.y})">` +
      shapeMarkup(seatShape(look, seat.accessible, false, held.has(seat.pid) ? r * 1.25 : r)) +
      `</g>`;
  }
  const margin = pitch;
  return {
    viewBox: `${minX - margin} ${top - margin * 0.5} ${maxX - minX + 2 * margin} ${maxY - top + margin * 1.5}`,
    markup,
  };
}

/**
 * The small plan of the sectors where `held` seats are, as an `<svg class="overview">` hidden
 * from assistive technology (the words beside it say the same), or null when no seat is held.
 */
export function overviewPicture(
  seats: readonly PlanSeat[],
  held: ReadonlySet<string>,
): TemplateResult | null {
  const overview = overviewOf(seats, held);
  if (!overview) return null;
  return html`<svg
    part="seat-overview"
    class="overview"
    viewBox=${overview.viewBox}
    aria-hidden="true"
    focusable="false"
  >
    ${unsafeSVG(overview.markup)}
  </svg>`;
}
