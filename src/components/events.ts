// Every public `tb-*` event of the widget lives in this file: a small class per event with a
// typed `detail`, bubbling and composed (so it leaves the shadow roots and reaches the page),
// and an entry in `GlobalEventHandlersEventMap` so `addEventListener('tb-…', e => …)` is typed.

const init = { bubbles: true, composed: true, cancelable: false } as const;

export interface TbReservationExpireDetail {
  /** The deadline that has passed. */
  readonly expires: Date;
}

/** The reservation's tickets are released: the deadline given in `expires` has passed. */
export class TbReservationExpireEvent extends Event {
  static readonly eventName = 'tb-reservation-expire';
  readonly detail: TbReservationExpireDetail;

  constructor(detail: TbReservationExpireDetail) {
    super(TbReservationExpireEvent.eventName, init);
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'tb-reservation-expire': TbReservationExpireEvent;
  }
}
