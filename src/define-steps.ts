import { TbBookingOptions } from './components/booking-options/booking-options.js';
import { TbBuyerForm } from './components/buyer-form/buyer-form.js';
import { TbCheckout } from './components/checkout/checkout.js';
import { TbConfirmation } from './components/confirmation/confirmation.js';
import { TbReservationTimer } from './components/reservation-timer/reservation-timer.js';
import type { TbSeatMap } from './components/seat-map/seat-map.js';
import { TbSeatSummary, type OverviewModule } from './components/seat-summary/seat-summary.js';
import { TbTicketPicker } from './components/ticket-picker/ticket-picker.js';
import { TbTicketQuestions } from './components/ticket-questions/ticket-questions.js';
import type { STEP_TAGS } from './step-tags.js';

type SeatMapModule = () => Promise<{ TbSeatMap: typeof TbSeatMap }>;

/**
 * The elements of the steps after the show list, and those shown while tickets are held. The
 * script-tag build loads them as a chunk of their own once the show list is on screen.
 */
const stepElements = {
  'tb-reservation-timer': TbReservationTimer,
  'tb-seat-summary': TbSeatSummary,
  'tb-ticket-picker': TbTicketPicker,
  'tb-ticket-questions': TbTicketQuestions,
  'tb-booking-options': TbBookingOptions,
  'tb-buyer-form': TbBuyerForm,
  'tb-checkout': TbCheckout,
  'tb-confirmation': TbConfirmation,
} as const satisfies Record<(typeof STEP_TAGS)[number], CustomElementConstructor>;

/**
 * Registers the later steps' elements in `registry`, skipping tags already defined there.
 * `seatMap` loads the seat map's module and `overview` the small plan's beside the held seats
 * (by default each its own chunk beside this one).
 */
export function defineSteps(
  registry: CustomElementRegistry,
  seatMap: SeatMapModule = () => import('./components/seat-map/seat-map.js'),
  overview: OverviewModule = () => import('./components/seat-map/overview.js'),
): void {
  // The seat map is a chunk of its own, loaded when a seated reservation opens it; the small
  // plan another, loaded when seats are held.
  TbSeatSummary.loadSeatMap = () => defineSeatMap(registry, seatMap);
  TbSeatSummary.loadOverview = overview;
  for (const [tag, element] of Object.entries(stepElements)) {
    if (!registry.get(tag)) registry.define(tag, element);
  }
}

/**
 * Loads the seat map (`import()`: its own chunk, not part of the first render) and registers
 * `<tb-seat-map>` in `registry` unless it is defined there.
 */
export async function defineSeatMap(
  registry: CustomElementRegistry = customElements,
  seatMap: SeatMapModule = () => import('./components/seat-map/seat-map.js'),
): Promise<void> {
  const { TbSeatMap } = await seatMap();
  if (!registry.get('tb-seat-map')) registry.define('tb-seat-map', TbSeatMap);
}
