/**
 * The seat map's drawing: positions from the seats' `x`/`y`, each seat's look (colour by price
 * category, shape by state and attribute, never colour alone) and its markup.
 *
 * The seats are written as one SVG string rather than one Lit template each: a plan of 2,000
 * seats is then parsed once (a few milliseconds) instead of building 2,000 template instances,
 * and a refresh patches only the seats whose state changed (`patchSeat`), so the focused seat
 * element stays in place. Every text from the service is escaped. Each seat is drawn around
 * (0, 0) in units of the pitch (its group scaled by it): its strokes and marks keep their
 * proportions whatever units the service's positions are in.
 */
import type { PlanSeat } from '../../booking/types.js';
import { medianOf, MIN_PITCH_PX } from '../shared/plan-size.js';
import type { SeatGrid } from './grid.js';
import { placesOf, type Place } from './places.js';

/** What a seat looks like now: `moving` is a held seat chosen to move, `other` a free seat no ticket fits. */
export type SeatLook = 'free' | 'held' | 'moving' | 'taken' | 'other';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeText = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

export interface Layout {
  viewBox: string;
  /** Distance between neighbours of a row (the plan's unit of size). */
  pitch: number;
  width: number;
  stage: { x: number; y: number; width: number; height: number };
  sectors: { pid: string; x: number; y: number; width: number; height: number }[];
  /** Seats beside a wheelchair space in their row. */
  companions: Set<string>;
  /** Where each seat is: block or side, row from the stage, aisle. */
  places: Map<string, Place>;
}

/** Bounds, seat size and the stage, from the seats' positions. */
export function layoutOf(grid: SeatGrid<PlanSeat>): Layout {
  const seats = grid.seats;
  const gaps: number[] = [];
  const companions = new Set<string>();
  for (const row of grid.rows) {
    for (let i = 1; i < row.seats.length; i += 1) {
      const a = seats[row.seats[i - 1]!]!;
      const b = seats[row.seats[i]!]!;
      gaps.push(Math.hypot(b.x - a.x, b.y - a.y));
    }
    row.seats.forEach((s, i) => {
      if (seats[s]!.accessible) return;
      const beside = [row.seats[i - 1], row.seats[i + 1]].filter((n) => n !== undefined);
      if (beside.some((n) => seats[n]!.accessible)) companions.add(seats[s]!.pid);
    });
  }
  const pitch = medianOf(gaps);
  const xs = seats.map((s) => s.x);
  const ys = seats.map((s) => s.y);
  const minX = Math.min(...xs, 0);
  const maxX = Math.max(...xs, 0);
  const minY = Math.min(...ys, 0);
  const maxY = Math.max(...ys, 0);
  const sectors = grid.sectors.map(({ sector, rows }) => {
    const members = rows.flatMap((r) => grid.rows[r]!.seats.map((s) => seats[s]!));
    const x0 = Math.min(...members.map((s) => s.x));
    const y0 = Math.min(...members.map((s) => s.y));
    const x1 = Math.max(...members.map((s) => s.x));
    const y1 = Math.max(...members.map((s) => s.y));
    return {
      pid: sector,
      x: x0 - pitch * 1.6,
      y: y0 - pitch * 1.6,
      width: x1 - x0 + pitch * 3.2,
      height: y1 - y0 + pitch * 2.2,
    };
  });
  const left = minX - pitch * 2.5;
  const top = minY - pitch * 4.5;
  const width = maxX - minX + pitch * 5;
  const height = maxY - minY + pitch * 6;
  return {
    viewBox: `${left} ${top} ${width} ${height}`,
    pitch,
    width,
    stage: { x: minX, y: top + pitch * 0.5, width: maxX - minX, height: pitch * 1.2 },
    sectors,
    companions,
    places: placesOf(grid, pitch),
  };
}

/** A seat's radius, in pitches: a seat is 0.8 of the distance to its neighbour wide. */
export const SEAT_RADIUS = 0.4;

/** The narrowest the plan may be drawn, in CSS pixels (its seats `MIN_PITCH_PX` apart). */
export const minPlanWidth = (layout: Layout): number =>
  Math.ceil((layout.width / layout.pitch) * MIN_PITCH_PX);

type Shape = [tag: 'circle' | 'rect' | 'path', attributes: Record<string, string | number>];

/**
 * The shape of a seat around (0, 0): circle, or square for a wheelchair space; marks by state.
 * With `hit`, an invisible square of that half-width first: the seat's pointer target.
 */
export function seatShape(
  look: SeatLook,
  accessible: boolean,
  companion: boolean,
  r: number,
  hit = 0,
): Shape[] {
  const shapes: Shape[] = [
    accessible
      ? ['rect', { class: 'shape', x: -r, y: -r, width: 2 * r, height: 2 * r, rx: r * 0.25 }]
      : ['circle', { class: 'shape', r }],
  ];
  const d = r * 0.5;
  if (look === 'held' || look === 'moving')
    shapes.push(['path', { class: 'mark', d: `M${-d} 0L${-d * 0.3} ${d * 0.7}L${d} ${-d * 0.6}` }]);
  else if (look === 'taken')
    shapes.push(['path', { class: 'mark', d: `M${-d} ${-d}L${d} ${d}M${d} ${-d}L${-d} ${d}` }]);
  if (look === 'moving') shapes.push(['circle', { class: 'ring', r: r * 1.45 }]);
  if (companion && look !== 'taken') shapes.push(['circle', { class: 'dot', r: r * 0.3 }]);
  if (hit > 0) shapes.unshift(['rect', { class: 'hit', x: -hit, y: -hit, width: 2 * hit, height: 2 * hit }]);
  return shapes;
}

export const shapeMarkup = (shapes: Shape[]): string =>
  shapes
    .map(
      ([tag, attributes]) =>
        `<${tag}${Object.entries(attributes)
          .map(([k, v]) => ` ${k}="${v}"`)
          .join('')}/>`,
    )
    .join('');

export interface SeatDrawing {
  look: SeatLook;
  /** Price category class, 1 to 4. */
  category: number;
  name: string;
  /** Where the seat is ("left block, row 3 from the stage, next to the aisle"). */
  description?: string;
}

function seatClass(seat: PlanSeat, drawing: SeatDrawing, companion: boolean): string {
  const attribute = seat.accessible ? ' accessible' : companion ? ' companion' : '';
  return `cell ${drawing.look} cat-${drawing.category}${attribute}`;
}

/** The markup of every row: its name, row labels at both ends, and its seats. */
export function planMarkup(
  grid: SeatGrid<PlanSeat>,
  layout: Layout,
  draw: (seat: PlanSeat) => SeatDrawing,
  rowName: (sector: string, row: string) => string,
  active: string | null,
): string {
  const font = layout.pitch * 0.6;
  let out = '';
  for (const row of grid.rows) {
    const first = grid.seats[row.seats[0]!]!;
    const last = grid.seats[row.seats.at(-1)!]!;
    const label = escapeText(row.row);
    out += `<g role="row" aria-label="${escapeText(rowName(row.sector, row.row))}">`;
    out += `<text class="row-label" aria-hidden="true" x="${first.x - layout.pitch * 1.1}" y="${first.y}" font-size="${font}" text-anchor="end" dominant-baseline="central">${label}</text>`;
    for (const index of row.seats) {
      const seat = grid.seats[index]!;
      const drawing = draw(seat);
      const pid = escapeText(seat.pid);
      out +=
        `<g role="gridcell" id="s-${pid}" data-pid="${pid}" class="${seatClass(seat, drawing, layout.companions.has(seat.pid))}" ` +
        `transform="translate(${seat.x} ${seat.y}) scale(${layout.pitch})" tabindex="${seat.pid === active ? 0 : -1}" ` +
        `aria-label="${escapeText(drawing.name)}"` +
        `${drawing.description ? ` aria-description="${escapeText(drawing.description)}"` : ''} aria-selected="${drawing.look === 'held' || drawing.look === 'moving'}"` +
        `${drawing.look === 'taken' ? ' aria-disabled="true"' : ''}>` +
        shapeMarkup(
          seatShape(drawing.look, seat.accessible, layout.companions.has(seat.pid), SEAT_RADIUS, 0.5),
        ) +
        `</g>`;
    }
    out += `<text class="row-label" aria-hidden="true" x="${last.x + layout.pitch * 1.1}" y="${last.y}" font-size="${font}" dominant-baseline="central">${label}</text>`;
    out += `</g>`;
  }
  return out;
}

/** Brings one seat element up to date (a refresh changed its state), keeping the element. */
export function patchSeat(element: Element, seat: PlanSeat, drawing: SeatDrawing, layout: Layout): void {
  element.setAttribute('class', seatClass(seat, drawing, layout.companions.has(seat.pid)));
  element.setAttribute('aria-label', drawing.name);
  element.setAttribute('aria-selected', String(drawing.look === 'held' || drawing.look === 'moving'));
  if (drawing.look === 'taken') element.setAttribute('aria-disabled', 'true');
  else element.removeAttribute('aria-disabled');
  // Built node by node: no markup strings at run time (Trusted Types pages forbid innerHTML).
  const shapes = seatShape(drawing.look, seat.accessible, layout.companions.has(seat.pid), SEAT_RADIUS, 0.5);
  element.replaceChildren(
    ...shapes.map(([tag, attributes]) => {
      const node = document.createElementNS('http://www.w3.org/2000/svg', tag);
      for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
      return node;
    }),
  );
}
