import { TbBookingOptions } from './components/booking-options/booking-options.js';
import { TbBuyerForm } from './components/buyer-form/buyer-form.js';
import { TbCheckout } from './components/checkout/checkout.js';
import { TbConfirmation } from './components/confirmation/confirmation.js';
import { TbReservationTimer } from './components/reservation-timer/reservation-timer.js';
import type { TbSeatMap } from './components/seat-map/seat-map.js';
import { TbSeatSummary } from './components/seat-summary/seat-summary.js';
import { TbShowPicker } from './components/show-picker/show-picker.js';
import { TicketBooking } from './components/ticket-booking/ticket-booking.js';
import { TbTicketPicker } from './components/ticket-picker/ticket-picker.js';
import { TbTicketQuestions } from './components/ticket-questions/ticket-questions.js';
import { defineSeatMap, defineSteps } from './define-steps.js';

export { defineSeatMap };

/**
 * Tag name → element class, for every element the widget registers. (The script-tag build
 * registers `ticket-booking` and `tb-show-picker` itself, the others from `define-steps.ts`.)
 */
export const elements = {
  'tb-reservation-timer': TbReservationTimer,
  'tb-seat-summary': TbSeatSummary,
  'tb-show-picker': TbShowPicker,
  'tb-ticket-picker': TbTicketPicker,
  'tb-ticket-questions': TbTicketQuestions,
  'tb-booking-options': TbBookingOptions,
  'tb-buyer-form': TbBuyerForm,
  'tb-checkout': TbCheckout,
  'tb-confirmation': TbConfirmation,
  // Last: its steps are defined by the time it first renders them.
  'ticket-booking': TicketBooking,
} as const satisfies Record<string, CustomElementConstructor>;

/**
 * Registers every widget element in `registry` (the page's by default), skipping tags already
 * defined there, so a page that loads the script twice, or another copy of the widget, does not
 * throw. The first definition wins.
 */
export function defineElements(registry: CustomElementRegistry = customElements): void {
  // The later steps first, with the seat map and the small plan beside the held seats each a
  // chunk of its own (as in the script-tag build); then the show list and the root.
  defineSteps(registry);
  for (const [tag, element] of Object.entries(elements)) {
    if (!registry.get(tag)) registry.define(tag, element);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tb-reservation-timer': TbReservationTimer;
    'tb-seat-summary': TbSeatSummary;
    'tb-seat-map': TbSeatMap;
    'tb-show-picker': TbShowPicker;
    'tb-ticket-picker': TbTicketPicker;
    'tb-ticket-questions': TbTicketQuestions;
    'tb-booking-options': TbBookingOptions;
    'tb-buyer-form': TbBuyerForm;
    'tb-checkout': TbCheckout;
    'tb-confirmation': TbConfirmation;
    'ticket-booking': TicketBooking;
  }
}
