/**
 * What each seat of the map is for the buyer now: its look (free, the booking's own, the one
 * picked to move, taken, or free but fitting none of the tickets), the ticket that would move
 * to it, and its full accessible name. Plain functions of the map's inputs: nothing here
 * touches the DOM.
 */
import type { PlanSeat, ReservedTicket, SectorInfo } from '../../booking/types.js';
import { formatMoney } from '../../i18n/format.js';
import type { Translator } from '../../i18n/translate.js';
import type { Place } from './places.js';
import type { SeatDrawing, SeatLook } from './plan.js';

/** What the map knows when it draws and names a seat. */
export interface SeatContext {
  t: Translator;
  sectors: readonly SectorInfo[];
  tickets: readonly ReservedTicket[];
  currency: string;
  /** The ticket the buyer picked to move. */
  moving: string | null;
  /** Seats beside a wheelchair space in their row. */
  companions: ReadonlySet<string>;
  /** Where each seat is in the hall. */
  places: ReadonlyMap<string, Place>;
}

export function sectorOf(context: SeatContext, pid: string): SectorInfo | undefined {
  return context.sectors.find((s) => s.pid === pid);
}

export function moneyText(context: SeatContext, amount: number): string {
  return context.currency ? formatMoney(amount, context.currency, context.t.locale.tag) : '';
}

/** The ticket that would move to `seat`: the picked one if its price fits, else one that fits. */
export function moverFor(context: SeatContext, seat: PlanSeat): ReservedTicket | undefined {
  const prices = new Set(sectorOf(context, seat.sector)?.prices.map((p) => p.pid));
  const fits = context.tickets.filter((t) => t.seat && prices.has(t.price));
  return fits.find((t) => t.pid === context.moving) ?? fits.find((t) => t.sector === seat.sector) ?? fits[0];
}

function seatLook(context: SeatContext, seat: PlanSeat): SeatLook {
  if (seat.status === 'held') {
    return context.tickets.some((t) => t.pid === context.moving && t.seat === seat.pid) ? 'moving' : 'held';
  }
  if (seat.status !== 'free') return 'taken';
  return moverFor(context, seat) ? 'free' : 'other';
}

/** The seat's look, price category (1 to 4) and accessible name. */
export function seatDrawing(context: SeatContext, seat: PlanSeat): SeatDrawing {
  const t = context.t;
  const look = seatLook(context, seat);
  const sector = sectorOf(context, seat.sector);
  const index = sector ? context.sectors.indexOf(sector) : 3;
  const ticket =
    context.tickets.find((x) => x.seat === seat.pid) ??
    (look === 'free' ? moverFor(context, seat) : undefined);
  const price = sector?.prices.find((p) => p.pid === ticket?.price) ?? sector?.prices[0];
  const parts = [
    t.text('seatmap.seat', {
      sector: sector?.name ?? '',
      row: seat.row,
      number: seat.number,
      price: price ? `${price.name} ${moneyText(context, price.amount)}` : t.text('seatmap.noPrice'),
      state: t.text(`seatmap.${look === 'other' ? 'unavailable' : look}`),
    }),
  ];
  if (seat.accessible) parts.push(t.text('seatmap.wheelchair'));
  if (context.companions.has(seat.pid)) parts.push(t.text('seatmap.companion'));
  return { look, category: (index % 4) + 1, name: parts.join(', '), description: seatPlace(context, seat) };
}

/** "linker Block, 3. Reihe ab Bühne, am Gang": where the seat is, for its description. */
function seatPlace(context: SeatContext, seat: PlanSeat): string {
  const place = context.places.get(seat.pid);
  if (!place) return '';
  const t = context.t;
  const parts = [
    t.text(`seatmap.place.${place.where}`),
    t.text('seatmap.fromStage', { count: place.fromStage }),
  ];
  if (place.aisle) parts.push(t.text('seatmap.aisle'));
  return parts.join(', ');
}

/** "Parkett, Reihe 3": a row's accessible name. */
export function rowName(context: SeatContext, sector: string, row: string): string {
  return `${sectorOf(context, sector)?.name ?? ''}, ${context.t.text('seatmap.row', { row })}`;
}
