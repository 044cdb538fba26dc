/**
 * A free seat of another price category: the ticket that would move there, the price it takes
 * there (the price of the same name, else the only price when both categories have one) and
 * the booking's new total, asked before anything changes; or, when there is no such price,
 * plainly why not.
 */
import { html, type TemplateResult } from 'lit';
import type { PlanSeat, ReservedTicket, SectorInfo } from '../../booking/types.js';
import { moneyText, sectorOf, type SeatContext } from './seat-drawing.js';

type Price = SectorInfo['prices'][number];

export interface SwitchOffer {
  seat: PlanSeat;
  ticket: ReservedTicket;
  /** The ticket's price now. */
  from: Price;
  /** Its price at the seat; null when the seat's category has none for it. */
  to: Price | null;
}

/** The offer for a free seat none of the tickets' prices fits: the picked ticket, else the first held. */
export function switchOffer(context: SeatContext, seat: PlanSeat): SwitchOffer | undefined {
  const target = sectorOf(context, seat.sector);
  const held = context.tickets.filter((t) => t.seat);
  const ticket = held.find((t) => t.pid === context.moving) ?? held[0];
  const current = ticket && sectorOf(context, ticket.sector);
  const from = current?.prices.find((p) => p.pid === ticket?.price);
  if (!target || !ticket || !current || !from) return undefined;
  const to =
    target.prices.find((p) => p.name === from.name) ??
    (target.prices.length === 1 && current.prices.length === 1 ? target.prices[0]! : null);
  return { seat, ticket, from, to };
}

/** The booking's total once the ticket takes its new price. */
function newTotal(offer: SwitchOffer, total: number): number {
  return total - offer.from.amount + (offer.to?.amount ?? offer.from.amount);
}

/** The offer's words: the price there, instead of which, and the new total; or why not. */
export function offerText(context: SeatContext, offer: SwitchOffer, total: number): string {
  const { seat } = offer;
  const place = { row: seat.row, number: seat.number, sector: sectorOf(context, seat.sector)?.name ?? '' };
  if (!offer.to) return context.t.text('seatmap.switchNo', { ...place, ticket: offer.from.name });
  return context.t.text('seatmap.switchAsk', {
    ...place,
    ticket: offer.from.name,
    price: `${offer.to.name} ${moneyText(context, offer.to.amount)}`,
    was: moneyText(context, offer.from.amount),
    total: moneyText(context, newTotal(offer, total)),
  });
}

export function renderSwitch(
  context: SeatContext,
  offer: SwitchOffer,
  total: number,
  answer: (take: boolean) => void,
): TemplateResult {
  const t = context.t;
  const keydown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    answer(false);
  };
  return html`<div class="switch" role="group" aria-labelledby="switch-text" @keydown=${keydown}>
    <p id="switch-text">${offerText(context, offer, total)}</p>
    <button
      id="switch-take"
      type="button"
      part="button"
      class="button"
      aria-describedby="switch-text"
      @click=${() => answer(true)}
    >
      ${t.text('seatmap.switch')}
    </button>
    <button type="button" part="button" class="button" @click=${() => answer(false)}>
      ${t.text('seatmap.switchKeep')}
    </button>
  </div>`;
}
