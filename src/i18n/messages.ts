/**
 * The message catalog shape. Every language implements `Messages` in full, so a missing or
 * misspelt key is a type error in that language's file (and `test/components/i18n.test.ts`
 * checks the same at run time, including placeholders).
 *
 * Why a typed catalog rather than @lit/localize: @lit/localize keeps ONE active locale per page
 * (`configureLocalization` is a singleton) and needs an extract/build step, while this widget
 * takes its language per element (`lang` on the element or its ancestors), so two widgets in
 * different languages can share a page. A plain object per language costs no runtime and the
 * compiler proves completeness.
 *
 * Text may contain `{name}` placeholders; numbers passed for them are formatted for the locale.
 * A plural message has one text per CLDR plural category the language uses (`other` always),
 * chosen with `Intl.PluralRules`; `{count}` is the number.
 */
type PluralMessage = { readonly [C in Intl.LDMLPluralRule]?: string } & { readonly other: string };

export interface Messages {
  /** Visible label before the countdown, e.g. "Reservation expires in 14:59". */
  'timer.label': string;
  /** Announced (and shown) once the reservation has run out. */
  'timer.expired': string;
  /** Announced at 5 and at 1 minute left. */
  'timer.expires-in': PluralMessage;

  // The widget as a whole (`<ticket-booking>`).
  /** Accessible name of the widget's region. */
  'booking.label': string;
  /** The same, once the event is known: two widgets on a page get distinct names. */
  'booking.label-event': string;
  /** Accessible name of the list of steps. */
  'booking.progress': string;
  /** Shown with the fallback content when the widget could not load. */
  'booking.unavailable': string;
  'step.shows': string;
  'step.tickets': string;
  'step.questions': string;
  'step.options': string;
  'step.buyer': string;
  'step.checkout': string;
  'step.done': string;
  /** Visually hidden after a finished step in the progress list. */
  'step.completed': string;
  'action.back': string;
  'action.continue': string;
  'action.retry': string;
  'action.restart': string;
  /** Announced while a request runs. */
  'queue.heading': string;
  'queue.place': string;
  'queue.preQueue': string;
  'queue.wait': string;
  'queue.allHeld': string;
  'queue.opens': string;
  'queue.announce': string;
  'status.busy': string;
  /** Beside the site owner's human check (the `challenge` slot), while the widget waits for it. */
  'status.challenge': string;
  /** Heading of the message after the reservation expired. */
  'expired.heading': string;
  'expired.text': string;
  'expired.action': string;

  // Errors the buyer reads (the flow's error keys), each with a way forward.
  'error.network': string;
  'error.server': string;
  'error.soldOut': string;
  'error.expired': string;
  'error.optionLimit': string;
  'error.questions': string;
  'error.buyer': string;
  'error.delivery': string;
  'error.session': string;
  'error.rateLimited': string;
  'error.notFound': string;
  // The site owner's gateway: caps on what one visitor may hold, and a settled booking.
  'error.ticketLimit': string;
  'error.bookingOpen': string;
  'error.holdLimit': string;
  'error.confirmationLimit': string;
  'error.emailLimit': string;
  'error.optionsNeedTickets': string;
  'error.optionNotOfEvent': string;
  'error.busy': string;
  'error.settled': string;
  /** The gateway takes payment before confirming, and this widget cannot take it yet (402). */
  'error.paymentRequired': string;
  'error.unverified': string;
  'error.saleSoldOut': string;
  'error.saleLimit': string;
  'error.queueTaken': string;
  'error.noWheelchair': string;
  'error.unknown': string;

  // Shared wording.
  'availability.available': string;
  'availability.few': string;
  'availability.soldOut': string;
  /** Remaining quantity of something limited. */
  'common.left': PluralMessage;
  /** A price added per item, `{amount}` formatted with currency. */
  'common.surcharge': string;
  'common.free': string;
  'common.required': string;
  'common.optional': string;
  /** Label of the − button of a quantity, `{name}` what is counted. */
  'stepper.decrease': string;
  'stepper.increase': string;
  'stepper.quantity': string;
  /** A typed quantity above what is possible, said when it is lowered. */
  'stepper.clamped': PluralMessage;

  // Step 1: shows.
  'shows.heading': string;
  'shows.empty': string;
  'shows.loading': string;
  /** Start time with the venue's zone, when the visitor is in another zone. */
  'shows.timeInZone': string;
  /** A day of the month view: `{date}` with its number of shows. */
  'shows.day': PluralMessage;
  'shows.on': string;
  'shows.previousMonth': string;
  'shows.nextMonth': string;

  // Step 2: tickets.
  'tickets.heading': string;
  /** A price in a sector, e.g. "Adult, Balcony". */
  'tickets.name': string;
  'tickets.count': PluralMessage;
  'tickets.maxPerBooking': PluralMessage;
  'tickets.total': string;
  'tickets.wheelchair': string;
  'tickets.wheelchairHint': string;
  'tickets.wheelchairWhere': string;
  'tickets.noWheelchair': string;
  'tickets.reserve': string;
  'tickets.noneChosen': string;
  'shortfall.heading': string;
  /** "2 of 3 tickets could be held": `{count}` chosen, `{available}` can be held. */
  'shortfall.text': PluralMessage;
  'shortfall.accept': PluralMessage;
  'shortfall.dismiss': string;

  // Step 3: questions per ticket.
  'questions.heading': string;
  /** "Ticket 1 – Adult, Balcony". */
  'questions.ticket': string;
  /** The choice that answers a question that is not required with nothing. */
  'questions.none': string;
  'questions.missing': string;
  /** The checkbox that gives the first ticket's answers to every ticket and keeps them alike. */
  'questions.same': string;
  /** Legend of the one set of questions while the answers are the same for all tickets. */
  'questions.all': string;
  /** An answer of the first ticket that is not left often enough for every ticket (`{option}`). */
  'questions.notEnough': string;

  // Step 4: booking options.
  'options.heading': string;

  // Step 5: buyer.
  'buyer.heading': string;
  'buyer.salutation': string;
  'buyer.salutation.none': string;
  'buyer.salutation.f': string;
  'buyer.salutation.m': string;
  'buyer.firstname': string;
  'buyer.lastname': string;
  'buyer.company': string;
  'buyer.email': string;
  'buyer.newsletter': string;
  'buyer.address': string;
  'buyer.address1': string;
  'buyer.address2': string;
  'buyer.zip': string;
  'buyer.city': string;
  'buyer.country': string;
  /** Heading of the error summary. */
  'buyer.summary': PluralMessage;
  /** A link of the error summary: field label and its error. */
  'buyer.summaryItem': string;
  'validation.required': string;
  'validation.email': string;
  'validation.zip': string;
  'validation.country': string;
  'validation.tooLong': string;

  // Step 6: checkout.
  'checkout.heading': string;
  'checkout.show': string;
  'checkout.tickets': string;
  'checkout.ticketOptions': string;
  'checkout.options': string;
  'checkout.delivery': string;
  'checkout.total': string;
  /**
   * The delivery fee's row when the fee is in another currency than the event's (the delivery
   * rate's, such as CHF for an event sold in EUR), so it is not in the total; `{currency}` is
   * its ISO 4217 code.
   */
  'checkout.deliveryApart': string;
  /** A summary line: "2 × Adult, Balcony". */
  'checkout.line': string;
  /** A ticket option in the summary: "Wheelchair space: Yes". */
  'checkout.ticketOption': string;
  'checkout.deliveryMethod': string;
  'checkout.digital': string;
  'checkout.postal': string;
  /** Beside the choice of postal delivery. */
  'checkout.postalFee': string;
  /** The delivery fee in the summary when the rates could not be read (known after confirming). */
  'checkout.feeLater': string;
  /** The delivery fee in the summary while the rates are read. */
  'checkout.feeLoading': string;
  'checkout.postalOnly': string;
  /** No delivery rate applies to the country of the buyer's address; `{country}` is its name. */
  'checkout.postalUnavailable': string;
  'checkout.postalNoCurrency': string;
  'checkout.feeUnavailable': string;
  'checkout.needsAddress': string;
  'checkout.buyer': string;
  'checkout.confirm': string;

  // The success screen.
  'done.heading': string;
  'done.number': string;
  'done.tickets': string;
  'done.code': string;
  'done.seat': string;
  'done.ticket': string;
  'done.digital': string;
  'done.postal': string;
  'done.emailSent': string;
  'done.emailPending': string;
  'done.resend': string;
  'done.resent': string;
  'done.again': string;

  // Seats (seated sectors) and the seat map.
  /** Heading of the held seats after reserving in a seated sector. */
  'seats.heading': string;
  /** One seat: "Parkett, Row 7, Seat 11". */
  'seats.one': string;
  /** Seats side by side: "Parkett, Row 7, Seats 11–14, together". */
  'seats.together': string;
  /** Seats of one row not side by side; `{numbers}` is a list ("3, 5 and 9"). */
  'seats.apart': string;
  /** Opens the seat map. */
  'seats.choose': string;
  /** Closes the seat map. */
  'seats.close': string;
  /** The close button at the top of the seat map's dialog. */
  'seats.closeMap': string;
  /** While the seat map loads. */
  'seats.loading': string;
  /** The seat map could not be loaded. */
  'seats.loadFailed': string;
  /** A chosen seat was booked by someone else meanwhile. */
  'seats.taken': string;
  /** A chosen seat is of a price category none of the tickets has. */
  'seats.otherCategory': string;
  /** Accessible name of the map (grid). */
  'seatmap.label': string;
  /** How the map works by keyboard (its description). */
  'seatmap.help': string;
  /** The stage marker. */
  'seatmap.stage': string;
  /** A row's name. */
  'seatmap.row': string;
  /** A seat's full name: sector, row, seat, price, state and attributes. */
  'seatmap.seat': string;
  /** In a seat's name when no ticket price fits its sector. */
  'seatmap.noPrice': string;
  /** State: free. */
  'seatmap.free': string;
  /** State: held by this booking. */
  'seatmap.held': string;
  /** State: the held seat chosen to move. */
  'seatmap.moving': string;
  /** State: reserved or sold by others. */
  'seatmap.taken': string;
  /** State: free, but of a price category none of the tickets has. */
  'seatmap.unavailable': string;
  /** Attribute: a wheelchair space. */
  'seatmap.wheelchair': string;
  /** Attribute: beside a wheelchair space. */
  'seatmap.companion': string;
  /** Where a seat is, in its accessible description: its block of the row, or its side of the hall. */
  'seatmap.place.left-block': string;
  'seatmap.place.centre-block': string;
  'seatmap.place.right-block': string;
  'seatmap.place.left-side': string;
  'seatmap.place.centre-side': string;
  'seatmap.place.right-side': string;
  /** The seat's row counted from the stage (1: the front row of its sector). */
  'seatmap.fromStage': string;
  /** The seat is at the end of its block, beside an aisle. */
  'seatmap.aisle': string;
  /** Heading of the legend. */
  'seatmap.legend': string;
  /** Name of the switch between map and list. */
  'seatmap.view': string;
  /** Shows the map. */
  'seatmap.mapView': string;
  /** Shows the list. */
  'seatmap.listView': string;
  /** The filter (a toggle) that shows only wheelchair spaces and their companion seats. */
  'seatmap.wheelchairOnly': string;
  /** Said when the filter is turned on. */
  'seatmap.wheelchairCount': string;
  /** Said when the filter is turned on and the plan has none. */
  'seatmap.noWheelchair': string;
  /** Zoom button. */
  'seatmap.zoomIn': string;
  /** Zoom button. */
  'seatmap.zoomOut': string;
  /** Zoom button: the whole plan. */
  'seatmap.zoomReset': string;
  /** Announced after choosing a held seat to move. */
  'seatmap.picked': string;
  /** Announced after a ticket moved; `{count}` seats held. */
  'seatmap.moved': PluralMessage;
  /** Shown with the time of the last availability read. */
  'seatmap.updated': string;
  /** "Find seats together": opens the list of free runs; `{count}` seats held. */
  'seatmap.together': PluralMessage;
  /** Above the list of runs: `{count}` runs of `{size}` free seats side by side, and the keys. */
  'seatmap.runsFound': PluralMessage;
  /** No run of `{count}` free seats side by side. */
  'seatmap.noRuns': PluralMessage;
  /** No run of `{count}` seats with a wheelchair space and a companion seat beside it. */
  'seatmap.noWheelchairRuns': PluralMessage;
  /** A run: `{sector}`, `{row}`, seats `{first}`–`{last}`, and `{where}` (block, row from the stage). */
  'seatmap.run': string;
  /** A run of one seat (one ticket): `{sector}`, `{row}`, `{first}`, `{where}`. */
  'seatmap.runOne': string;
  /** The list's first entry: the best available `{run}`. */
  'seatmap.best': string;
  /** Announced after all the tickets moved to a run: `{row}`, `{first}`–`{last}`. */
  'seatmap.movedRun': string;
  /**
   * A free seat of another price category was chosen: `{row}`, `{number}`, `{sector}`; the
   * ticket `{ticket}` costs `{price}` there instead of `{was}`; the booking's `{total}` then.
   */
  'seatmap.switchAsk': string;
  /** Button: take the seat at the other price. */
  'seatmap.switch': string;
  /** Button: keep the seat. */
  'seatmap.switchKeep': string;
  /** A free seat of another price category the ticket has no price in: `{row}`, `{number}`, `{sector}`, `{ticket}`. */
  'seatmap.switchNo': string;
  /** Label before the countdown in its last minutes (shown with a warning mark). */
  'timer.ending': string;
  /** Asked before going back to the dates while tickets are held. */
  'release.text': PluralMessage;
  'release.confirm': string;
  'release.keep': string;
  /** After expiry: back to the dates instead of reserving the same again. */
  'expired.another': string;
  /** Checkout: how the tickets travel, digital; `{email}` is the buyer's address. */
  'checkout.byEmail': string;
  /** Checkout: before the postal address the tickets are sent to. */
  'checkout.byPost': string;
  /** Checkout: back to the details to change delivery or address. */
  'checkout.change': string;
  /** Receipt: downloads the show as an iCalendar file. */
  'done.calendar': string;
  /** Receipt: digital delivery whose e-mail could not be sent (said once, with the retry). */
  'done.emailFailed': string;
  /** Receipt: heading of the ticket options and extras bought. */
  'done.extras': string;
  /** Receipt: column of each ticket's price. */
  'done.price': string;
  /** Checkout: the terms checkbox; `{terms}` is the link named `frame.terms`. */
  'frame.accept': string;
  /** Checkout: the link to the venue's terms, inside `frame.accept`. */
  'frame.terms': string;
  /** Checkout: confirming without accepting the terms. */
  'error.terms': string;
  /** Details: beside the personal data and the newsletter box, before the privacy link. */
  'frame.privacy': string;
  /** Details: the link to the venue's privacy policy. */
  'frame.privacyLink': string;
  /** Visually hidden after a link that opens in a new tab. */
  'frame.newTab': string;
  /** Checkout and receipt: heading of the venue's payment note. */
  'frame.payment': string;

  // Paying online (a gateway that takes payment before confirming).
  /** The checkout's main button when the booking is paid online before it is confirmed. */
  'payment.pay': string;
  /** The same after a payment that did not go through. */
  'payment.again': string;
  /** Said while the payment is started and the buyer is sent to the provider's page. */
  'payment.redirecting': string;
  /** Back from the provider: the payment's outcome is awaited (asked every few seconds). */
  /** Said while the buyer pays in the site owner's form below the checkout (an embedded provider). */
  'payment.form': string;
  /** Label of the box around the site owner's payment form (the `payment` slot). */
  'payment.formLabel': string;
  'payment.pending': string;
  /** Asks the gateway now where the payment stands. */
  'payment.check': string;
  /** The payment was declined: the tickets stay held until the timer runs out. */
  'payment.failed': string;
  /** The payment was cancelled or abandoned: the tickets stay held. */
  'payment.cancelled': string;
  /** Paid, but the booking changed meanwhile: refunded, pay the new total. */
  'payment.refundChanged': string;
  /** Paid, but the service refused the confirmation: refunded (`{detail}`: its reason, may be empty). */
  'payment.refundRefused': string;
  /** Paid a second time: the second payment refunded. */
  'payment.refundTwice': string;
  /** The provider reported another amount: refunded. */
  'payment.refundMismatch': string;
  /** Paid after the reservation ran out and the tickets were taken: refunded, nothing booked. */
  'payment.refundExpired': string;
  /** The gateway asked for payment before confirming (402): "Try again" goes to the payment. */
  'payment.required': string;
  /** Receipt: paid online, with the amount. */
  'payment.paid': string;
  /** Receipt: the provider's reference of the payment. */
  'payment.reference': string;
}

type MessageId = keyof Messages;
export type TextId = { [K in MessageId]: Messages[K] extends string ? K : never }[MessageId];
export type PluralId = { [K in MessageId]: Messages[K] extends PluralMessage ? K : never }[MessageId];
