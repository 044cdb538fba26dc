// Every public `tb-*` event of the widget lives in this file: a small class per event with a
// typed `detail`, bubbling and composed (so it leaves the shadow roots and reaches the page),
// and an entry in `GlobalEventHandlersEventMap` so `addEventListener('tb-…', e => …)` is typed.
import type { FlowEventMap } from '../booking/types.js';

const init = { bubbles: true, composed: true, cancelable: false } as const;

/**
 * Base of the widget's events: a read-only, typed `detail`, and the name the class gives in its
 * static `eventName` (so each event's class is one line of the bundle).
 */
abstract class TbEvent<D> extends Event {
  readonly detail: Readonly<D>;

  constructor(detail: D) {
    super((new.target as unknown as { eventName: string }).eventName, init);
    this.detail = detail;
  }
}

export interface TbReservationExpireDetail {
  /** The deadline that has passed. */
  readonly expires: Date;
}

/** The reservation's tickets are released: the deadline given in `expires` has passed. */
export class TbReservationExpireEvent extends TbEvent<TbReservationExpireDetail> {
  static readonly eventName = 'tb-reservation-expire';
}

/** `event` pid, how many shows are on sale, and whether a stored booking was resumed. */
export type TbReadyDetail = FlowEventMap['tb-ready'];

/** The widget has loaded the event's shows (or resumed a booking) and is ready to use. */
export class TbReadyEvent extends TbEvent<TbReadyDetail> {
  static readonly eventName = 'tb-ready';
}

/** The picked `show` pid and its `start`. */
export type TbShowSelectDetail = FlowEventMap['tb-show-select'];

/** The buyer picked a show. */
export class TbShowSelectEvent extends TbEvent<TbShowSelectDetail> {
  static readonly eventName = 'tb-show-select';
}

/** The booking (pid and readable number), how many `tickets` are held and until when. */
export type TbTicketsReserveDetail = FlowEventMap['tb-tickets-reserve'];

/** Tickets are reserved for the buyer until `expires`. */
export class TbTicketsReserveEvent extends TbEvent<TbTicketsReserveDetail> {
  static readonly eventName = 'tb-tickets-reserve';
}

/**
 * Booking pid and number, tickets, `total` in minor units of `currency`, delivery method, the
 * delivery fee (`delivery`, in minor units of `deliveryCurrency`: in `total` only when that is
 * `currency`) and the venue's payment note.
 */
export type TbBookingConfirmDetail = FlowEventMap['tb-booking-confirm'];

/** The booking is confirmed: the buyer has bought the tickets. */
export class TbBookingConfirmEvent extends TbEvent<TbBookingConfirmDetail> {
  static readonly eventName = 'tb-booking-confirm';
}

/** The i18n `key` the buyer reads, the service's `code`, the HTTP `status`, and `retryable`. */
export type TbErrorDetail = FlowEventMap['tb-error'];

/** Something failed; the widget shows the buyer a message and a way forward. For logs. */
export class TbErrorEvent extends TbEvent<TbErrorDetail> {
  static readonly eventName = 'tb-error';
}

/** Each held ticket with its seat: `{ tickets: [{ ticket, seat, row, number, sector }] }`. */
export type TbSeatsChangeDetail = FlowEventMap['tb-seats-change'];

/**
 * The booking's tickets hold other seats: after reserving in a seated sector (the best available
 * seats), and after the buyer moved a ticket to another seat.
 */
export class TbSeatsChangeEvent extends TbEvent<TbSeatsChangeDetail> {
  static readonly eventName = 'tb-seats-change';
}

/** `event` pid and the buyer's 1-based `position` (null in the pre-queue, before the sale opens). */
export type TbQueueJoinDetail = FlowEventMap['tb-queue-join'];

/**
 * The sale queues (the gateway's waiting room): the buyer took a place in line, or kept the one
 * they had (after a reload).
 */
export class TbQueueJoinEvent extends TbEvent<TbQueueJoinDetail> {
  static readonly eventName = 'tb-queue-join';
}

/** `event`, `position`, `ahead`, `estimatedWaitSeconds` (null while unknown) and `allHeld`. */
export type TbQueueUpdateDetail = FlowEventMap['tb-queue-update'];

/** The buyer's place in line moved, or every seat became held (or free again). */
export class TbQueueUpdateEvent extends TbEvent<TbQueueUpdateDetail> {
  static readonly eventName = 'tb-queue-update';
}

/** `event`: the buyer's turn came. */
export type TbQueueAdmitDetail = FlowEventMap['tb-queue-admit'];

/** The buyer's turn: the widget goes on with the reservation by itself. */
export class TbQueueAdmitEvent extends TbEvent<TbQueueAdmitDetail> {
  static readonly eventName = 'tb-queue-admit';
}

/** `event`: the sale that sold out. */
export type TbQueueCloseDetail = FlowEventMap['tb-queue-close'];

/** The sale sold out while the buyer waited in line (the buyer reads that it is sold out). */
export class TbQueueCloseEvent extends TbEvent<TbQueueCloseDetail> {
  static readonly eventName = 'tb-queue-close';
}

export type TbPaymentStartDetail = FlowEventMap['tb-payment-start'];

/**
 * A payment was started at the gateway: the buyer goes to `redirectUrl` (the provider's page),
 * or pays in the page with `clientSecret`. `amount` in minor units of `currency`.
 */
export class TbPaymentStartEvent extends TbEvent<TbPaymentStartDetail> {
  static readonly eventName = 'tb-payment-start';
}

export type TbPaymentFormDetail = FlowEventMap['tb-payment-form'];

/**
 * Pay in the page: mount the provider's form (Stripe's Payment Element with `clientSecret`) in
 * the widget's `payment` slot, then call `paymentSubmitted()` once it took the payment.
 */
export class TbPaymentFormEvent extends TbEvent<TbPaymentFormDetail> {
  static readonly eventName = 'tb-payment-form';
}

export type TbPaymentPendingDetail = FlowEventMap['tb-payment-pending'];

/** Back from the provider (or paying in the page): waiting for the provider's word. */
export class TbPaymentPendingEvent extends TbEvent<TbPaymentPendingDetail> {
  static readonly eventName = 'tb-payment-pending';
}

export type TbPaymentFailDetail = FlowEventMap['tb-payment-fail'];

/** Not paid (`state`: `failed` when declined, `cancelled`): the tickets stay held; the buyer may pay again. */
export class TbPaymentFailEvent extends TbEvent<TbPaymentFailDetail> {
  static readonly eventName = 'tb-payment-fail';
}

export type TbPaymentRefundDetail = FlowEventMap['tb-payment-refund'];

/** Paid, but the money was given back (`reason`); the booking is not confirmed. */
export class TbPaymentRefundEvent extends TbEvent<TbPaymentRefundDetail> {
  static readonly eventName = 'tb-payment-refund';
}

export type TbPaymentConfirmDetail = FlowEventMap['tb-payment-confirm'];

/** Paid and confirmed by the gateway, with the provider's `reference`; `tb-booking-confirm` follows. */
export class TbPaymentConfirmEvent extends TbEvent<TbPaymentConfirmDetail> {
  static readonly eventName = 'tb-payment-confirm';
}

export interface TbSeatSelectDetail {
  /** The held ticket to move. */
  readonly ticket: string;
  /** The free seat chosen for it. */
  readonly seat: string;
}

/** The buyer chose a free seat on the seat map for one of the held tickets (`<tb-seat-map>`). */
export class TbSeatSelectEvent extends TbEvent<TbSeatSelectDetail> {
  static readonly eventName = 'tb-seat-select';
}

export interface TbSeatsMoveDetail {
  /**
   * Each held ticket to move, the free seat chosen for it and, for a seat of another price
   * category, the price it takes there. All move, or none.
   */
  readonly moves: readonly { readonly ticket: string; readonly seat: string; readonly price?: string }[];
}

/**
 * The buyer chose free seats for several held tickets at once (a run of seats side by side), or
 * a seat of another price category with the price the ticket takes there (`<tb-seat-map>`).
 */
export class TbSeatsMoveEvent extends TbEvent<TbSeatsMoveDetail> {
  static readonly eventName = 'tb-seats-move';
}

/** The flow's events `<ticket-booking>` dispatches, each as its class. */
export const FLOW_EVENTS = [
  TbReadyEvent,
  TbShowSelectEvent,
  TbTicketsReserveEvent,
  TbReservationExpireEvent,
  TbBookingConfirmEvent,
  TbErrorEvent,
  TbSeatsChangeEvent,
  TbQueueJoinEvent,
  TbQueueUpdateEvent,
  TbQueueAdmitEvent,
  TbQueueCloseEvent,
  TbPaymentStartEvent,
  TbPaymentFormEvent,
  TbPaymentPendingEvent,
  TbPaymentFailEvent,
  TbPaymentRefundEvent,
  TbPaymentConfirmEvent,
] as const;

declare global {
  interface GlobalEventHandlersEventMap {
    'tb-ready': TbReadyEvent;
    'tb-show-select': TbShowSelectEvent;
    'tb-tickets-reserve': TbTicketsReserveEvent;
    'tb-reservation-expire': TbReservationExpireEvent;
    'tb-booking-confirm': TbBookingConfirmEvent;
    'tb-error': TbErrorEvent;
    'tb-seats-change': TbSeatsChangeEvent;
    'tb-seat-select': TbSeatSelectEvent;
    'tb-queue-join': TbQueueJoinEvent;
    'tb-queue-update': TbQueueUpdateEvent;
    'tb-queue-admit': TbQueueAdmitEvent;
    'tb-queue-close': TbQueueCloseEvent;
    'tb-seats-move': TbSeatsMoveEvent;
    'tb-payment-start': TbPaymentStartEvent;
    'tb-payment-form': TbPaymentFormEvent;
    'tb-payment-pending': TbPaymentPendingEvent;
    'tb-payment-fail': TbPaymentFailEvent;
    'tb-payment-refund': TbPaymentRefundEvent;
    'tb-payment-confirm': TbPaymentConfirmEvent;
  }
}
