/**
 * The data the steps render, as the booking flow derives it from the service's records: shows
 * with availability, the picked show's catalogue, the reservation, the buyer's details, errors
 * and totals. Re-exported by `types.ts`, the flow's public API.
 *
 * Money is integer minor units of the event currency; instants are `Date`s.
 */
/** Availability of a show or a sector: `few` when at most `fewLeft` tickets are left. */
export type Availability = 'available' | 'few' | 'soldOut';

export interface VenueInfo {
  pid: string;
  name: string;
  city: string;
  /** IANA zone the show's start is shown in. */
  timeZone: string;
}

export interface ShowInfo {
  pid: string;
  start: Date;
  venue: VenueInfo;
  /** Tickets left over all sectors; null when the service did not say. */
  available: number | null;
  availability: Availability;
}

export interface EventInfo {
  pid: string;
  name: string;
  /** ISO 4217 code of every amount of the event. */
  currency: string;
  /** Whether the buyer may choose digital delivery (else postal only). */
  allowDigital: boolean;
}

interface PriceInfo {
  pid: string;
  name: string;
  amount: number;
}

/** A sector of the picked show with the prices of its price category. */
export interface SectorInfo {
  pid: string;
  name: string;
  /** Tickets left in the sector for the picked show (null: not known). */
  available: number | null;
  availability: Availability;
  prices: PriceInfo[];
}

interface TicketOptionInfo {
  pid: string;
  name: string;
  amount: number;
  /** Left for the show (the tightest of its limitations); null when unlimited. */
  left: number | null;
}

/** One question asked for every ticket; the buyer picks one option (or none when not required). */
export interface TicketOptionGroupInfo {
  pid: string;
  name: string;
  required: boolean;
  options: TicketOptionInfo[];
}

export interface BookingOptionInfo {
  pid: string;
  name: string;
  amount: number;
  /** `boolean` when at most one per booking (a checkbox), else `quantity` (a number input). */
  kind: 'boolean' | 'quantity';
  /** Highest quantity the buyer may choose now: `items_per_booking` and what is left. */
  max: number;
  /** Left overall (null when unlimited). */
  left: number | null;
}

/** Everything about the picked show that the later steps need. */
export interface ShowCatalogue {
  show: string;
  sectors: SectorInfo[];
  groups: TicketOptionGroupInfo[];
  options: BookingOptionInfo[];
}

/** A chosen quantity of one price in one sector. */
export interface TicketLine {
  sector: string;
  price: string;
  quantity: number;
}

export interface ReservedTicket {
  pid: string;
  /** The code printed on the ticket (upper-case pid). */
  code: string;
  sector: string;
  price: string;
  seatString: string;
  /** The seat's pid in a seated sector; null for a standing sector. */
  seat: string | null;
  /** Row and number of the seat, once the show's seat plan was read (null without a seat). */
  row: string | null;
  number: string | null;
}

/** `free`, `reserved` or `sold` as the service says; `held` when this booking holds it. */
type SeatStatus = 'free' | 'reserved' | 'sold' | 'held';

/** A seat of the reserved show's venue with its status for that show. */
export interface PlanSeat {
  pid: string;
  sector: string;
  row: string;
  number: string;
  /** Position on the plan (any unit; the stage is towards small `y`). */
  x: number;
  y: number;
  /** A wheelchair space. */
  accessible: boolean;
  status: SeatStatus;
}

/** The seats of the reserved show, as read last (`refreshSeats()`). */
export interface SeatPlan {
  show: string;
  seats: PlanSeat[];
  /** When it was read. */
  read: Date;
}

/**
 * The held seats in words, one entry per sector and row: "Parkett, Reihe 7, Platz 11–14,
 * together". `together`: the seats are side by side (no other seat of the row between them).
 */
export interface SeatGroup {
  sector: string;
  sectorName: string;
  row: string;
  /** Seat numbers in the row's order. */
  numbers: string[];
  together: boolean;
}

/** Why the last seat change did not happen ("Seat 12 was just booked by someone else"). */
export interface SeatNotice {
  key: 'seats.taken' | 'seats.otherCategory';
  sectorName: string;
  row: string;
  number: string;
}

/** One held ticket to move: to which seat and, for a seat of another price category, at which price. */
export interface SeatMove {
  ticket: string;
  seat: string;
  price?: string;
}

export interface Reservation {
  /** Booking pid (12 digits). */
  booking: number;
  /** The booking number the buyer reads, `1234-5678-9012`. */
  bookingNumber: string;
  person: string;
  /** When the tickets are released unless the booking is confirmed. */
  expires: Date;
  /** True once the deadline passed (timer or a 409 `booking_expired`): `reserveAgain()`. */
  expired: boolean;
  tickets: ReservedTicket[];
}

/**
 * A lost race: fewer tickets could be held than chosen. Computed from a fresh capacity read.
 * The buyer either takes what is left (`acceptShortfall()`) or picks again (`dismissShortfall()`).
 */
export interface Shortfall {
  requested: number;
  /** How many of `requested` can be held now ("2 of 3 tickets could be held"). */
  available: number;
  /** Each chosen line with what can be held of it. */
  lines: (TicketLine & { available: number })[];
}

/** Answers of one ticket: ticket option group pid → chosen ticket option pid. */
export type TicketAnswers = Record<string, string>;

export type BuyerField =
  | 'salutation'
  | 'firstname'
  | 'lastname'
  | 'company'
  | 'email'
  | 'address1'
  | 'address2'
  | 'zip'
  | 'city'
  | 'country';

export interface Buyer {
  salutation: 'm' | 'f' | '';
  firstname: string;
  lastname: string;
  company: string;
  email: string;
  newsletter: boolean;
  address1: string;
  address2: string;
  zip: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  city: string;
}

/** i18n keys of buyer validation. */
export type ValidationKey =
  'validation.required' | 'validation.email' | 'validation.zip' | 'validation.country' | 'validation.tooLong';

export type BuyerErrors = Partial<Record<BuyerField, ValidationKey>>;

/** i18n keys of errors the buyer sees (each with a retry or a way forward). */
export type ErrorKey =
  | 'error.network'
  | 'error.server'
  | 'error.soldOut'
  | 'error.expired'
  | 'error.optionLimit'
  | 'error.questions'
  | 'error.buyer'
  | 'error.delivery'
  | 'error.session'
  | 'error.rateLimited'
  | 'error.notFound'
  | 'error.ticketLimit'
  | 'error.bookingOpen'
  | 'error.holdLimit'
  | 'error.confirmationLimit'
  | 'error.emailLimit'
  | 'error.optionsNeedTickets'
  | 'error.optionNotOfEvent'
  | 'error.busy'
  | 'error.unverified'
  | 'error.saleSoldOut'
  | 'error.saleLimit'
  | 'error.queueTaken'
  | 'error.settled'
  | 'error.paymentRequired'
  | 'payment.refundExpired'
  | 'payment.required'
  | 'error.terms'
  | 'error.noWheelchair'
  | 'error.unknown';

export interface FlowError {
  key: ErrorKey;
  /** The service's stable code (`sector_sold_out`, `http_503`, `network`, …) for logs. */
  code: string;
  status?: number;
  /** Whether `retry()` repeats the failed action. */
  retryable: boolean;
}

export type DeliveryMethod = 'digital' | 'postal';

/**
 * The postal fee before confirming, from the host's delivery rates (read once, when postal
 * delivery is chosen) and the country of the buyer's address: among the rates in the event's
 * currency, the rate for that country, else the rate for every other country (`country: null`),
 * as the service applies on confirmation.
 *
 * - `idle`: postal delivery was not chosen, so the rates were not read;
 * - `loading`: the rates are being read;
 * - `known`: `fee` is what confirming by post adds;
 * - `unavailable`: no rate in the event's currency applies to the country, so the service would
 *   refuse postal delivery;
 * - `unknown`: the rates could not be read; the fee is read from the booking after confirming.
 */
export interface Postage {
  status: 'idle' | 'loading' | 'known' | 'unavailable' | 'unknown';
  /** Minor units when `known`, else null. */
  fee: number | null;
  /** Currency of `fee` (the event's: a rate applies only in its currency) when `known`, else null. */
  currency: string | null;
  /**
   * Why `unavailable`: absent, no rate for the buyer's country; `currency`, the host has one for
   * that country, but in another currency than the event's, and such a rate never applies.
   */
  reason?: 'currency';
}

export interface Totals {
  currency: string;
  tickets: number;
  ticketOptions: number;
  options: number;
  /** Delivery fee: 0 for digital; for postal, the fee once known (`Postage`), else null. */
  delivery: number | null;
  /**
   * Currency of `delivery`: the event's `currency` before confirming (a rate applies only in its
   * currency). A receipt says the currency the service charged the delivery in; should that ever
   * differ from `currency`, the fee stands apart from `total`.
   */
  deliveryCurrency: string;
  /** Sum of the known parts in `currency` (the fee only when it is in that currency). */
  total: number;
}

/** One line of the bill: `quantity` of something, `amount` in all (minor units). */
interface BillLine {
  quantity: number;
  amount: number;
}

export interface TicketBillLine extends BillLine {
  sector: string;
  price: string;
  sectorName: string;
  priceName: string;
}

export interface TicketOptionBillLine extends BillLine {
  option: string;
  groupName: string;
  optionName: string;
}

export interface OptionBillLine extends BillLine {
  option: string;
  name: string;
}

/**
 * What the booking costs, line by line (`priceBooking()`): the checkout's summary and the
 * receipt render these lines, so they always add up to the total shown.
 */
export interface Bill {
  /** One line per chosen price, in the order chosen. */
  tickets: TicketBillLine[];
  /** Ticket options picked, in the catalogue's order of groups and options. */
  ticketOptions: TicketOptionBillLine[];
  /** Booking options with a quantity above 0, in the catalogue's order. */
  options: OptionBillLine[];
  totals: Totals;
}

/**
 * The receipt of a confirmed booking, as read back from the service after confirming (and
 * again after a reload): the booking number, its tickets, what was bought, how and where the
 * tickets travel, and whether the confirmation e-mail went out.
 */
export interface Confirmation {
  booking: number;
  bookingNumber: string;
  /** The show of the tickets (one of `BookingState.shows` while it is on sale). */
  show: string | null;
  deliveryMethod: DeliveryMethod;
  tickets: ReservedTicket[];
  /** The lines bought and the totals. */
  bill: Bill;
  /** The same as `bill.totals`. */
  totals: Totals;
  /** The customer as the service holds it: name, e-mail and postal address. */
  customer: Buyer;
  /** Whether the confirmation e-mail was accepted by the service. */
  emailSent: boolean;
  /** Paid online before the gateway confirmed it (a gateway that takes payment); null otherwise. */
  payment: PaidPayment | null;
}

/** What the receipt says of an online payment: paid, with the provider's reference. */
export interface PaidPayment {
  /** The booking the payment was started for (this one, or the one it replaced after a release). */
  booking: number;
  /** The gateway's payment provider (`stripe`, `test`, …). */
  provider: string;
  /** The provider's reference of the payment (a payment intent id, a transaction id). */
  reference: string | null;
  /** The amount paid, in minor units of `currency`. */
  amount: number;
  currency: string;
}

/**
 * Why a payment was given back: the tickets were released before it arrived and were no longer
 * free (`expired`), the service refused the confirmation (`confirmation_refused`), the booking
 * changed after the payment started (`booking_changed`), it was paid already (`paid_twice`), or
 * the provider reported another amount (`amount_mismatch`).
 */
export type RefundReason =
  'expired' | 'confirmation_refused' | 'booking_changed' | 'paid_twice' | 'amount_mismatch';

/**
 * The online payment of the booking, while the buyer pays (a gateway that takes payment):
 * `starting` (asked of the gateway), `redirecting` (the buyer is sent to the provider's page),
 * `pending` (waiting for the provider's word; read again every few seconds), `failed` or
 * `cancelled` (not paid: the tickets stay held, the buyer may pay again), `refunded` (paid, but
 * given back: `reason`). Once paid and confirmed the flow shows the receipt (`confirmation`).
 */
export interface PaymentStatus {
  /**
   * `form`: the buyer pays in the site owner's form in the widget's `payment` slot (an embedded
   * provider such as Stripe's Payment Element), until the page calls `paymentSubmitted()`.
   */
  state: 'starting' | 'redirecting' | 'form' | 'pending' | 'failed' | 'cancelled' | 'refunded';
  provider: string;
  /** In minor units of `currency`, as the gateway computed it; null before it answered. */
  amount: number | null;
  currency: string | null;
  reason: RefundReason | null;
  /** The service's explanation of a refused confirmation. */
  detail: string | null;
}

/**
 * The venue's frame around the booking, set by the site owner: the terms the buyer accepts at
 * the checkout, the privacy policy linked beside the personal data, and how the booking is paid
 * (the service confirms bookings without payment: "Payment at the box office", "Invoice by
 * e-mail"). Null: not set.
 */
export interface VenueFrame {
  /** Address of the terms and conditions; when set, confirming needs them accepted. */
  termsUrl: string | null;
  /** Address of the privacy policy. */
  privacyUrl: string | null;
  /** How and when the buyer pays, in the site owner's words. */
  paymentNote: string | null;
  /** How long a show lasts, in minutes, as the site owner says (the service does not): the calendar file's end. */
  showMinutes: number | null;
}

/** A ticket option as offered to one ticket: `disabled` when none are left for this ticket. */
export interface QuestionChoice extends TicketOptionInfo {
  disabled: boolean;
}
