/**
 * The public ESM entry (`import … from 'ticket-booking'`).
 *
 * Importing it does NOT register any element, so an application decides when, and under which
 * registry, the tags are defined. Call `defineElements()` once (tags already defined are
 * skipped), or define single classes yourself. The script-tag build (`ticket-booking/embed`)
 * registers everything on load.
 */
export { defineElements, elements } from './define.js';
export { TicketBooking } from './components/ticket-booking/ticket-booking.js';
export type { TicketBookingOptions } from './components/ticket-booking/settings.js';
export { TbShowPicker } from './components/show-picker/show-picker.js';
export { TbTicketPicker } from './components/ticket-picker/ticket-picker.js';
export { TbTicketQuestions } from './components/ticket-questions/ticket-questions.js';
export { TbBookingOptions } from './components/booking-options/booking-options.js';
export { TbBuyerForm } from './components/buyer-form/buyer-form.js';
export { TbCheckout } from './components/checkout/checkout.js';
export { TbConfirmation } from './components/confirmation/confirmation.js';
export { TbReservationTimer } from './components/reservation-timer/reservation-timer.js';
export { TbStepElement } from './components/shared/step-element.js';
export { flowContext, stateContext, localeContext } from './components/context.js';
export {
  TbBookingConfirmEvent,
  TbErrorEvent,
  TbPaymentConfirmEvent,
  TbPaymentFailEvent,
  TbPaymentFormEvent,
  TbPaymentPendingEvent,
  TbPaymentRefundEvent,
  TbPaymentStartEvent,
  TbQueueAdmitEvent,
  TbQueueCloseEvent,
  TbQueueJoinEvent,
  TbQueueUpdateEvent,
  TbReadyEvent,
  TbReservationExpireEvent,
  TbSeatSelectEvent,
  TbSeatsChangeEvent,
  TbSeatsMoveEvent,
  TbShowSelectEvent,
  TbTicketsReserveEvent,
} from './components/events.js';
export type {
  TbBookingConfirmDetail,
  TbErrorDetail,
  TbPaymentConfirmDetail,
  TbPaymentFailDetail,
  TbPaymentFormDetail,
  TbPaymentPendingDetail,
  TbPaymentRefundDetail,
  TbPaymentStartDetail,
  TbQueueAdmitDetail,
  TbQueueCloseDetail,
  TbQueueJoinDetail,
  TbQueueUpdateDetail,
  TbReadyDetail,
  TbReservationExpireDetail,
  TbSeatSelectDetail,
  TbSeatsChangeDetail,
  TbSeatsMoveDetail,
  TbShowSelectDetail,
  TbTicketsReserveDetail,
} from './components/events.js';
export { createBookingFlow } from './booking/index.js';
export type {
  BookingFlow,
  BookingFlowOptions,
  BookingState,
  StepName,
  VisitorAction,
  VisitorToken,
} from './booking/types.js';
export { tokenDefaults, type Theme, type TokenName } from './styles/tokens.js';
export { LANGS, type Lang, type Locale } from './i18n/index.js';
