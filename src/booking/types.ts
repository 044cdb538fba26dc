/**
 * The public API of the booking flow: what the components render (`BookingState`), what they
 * call (`BookingFlow`), the events the root element fires (`FlowEventMap`) and the options of
 * `createBookingFlow()`. Plain TypeScript, no Lit: the components subscribe to the store and
 * render from `flow.state`.
 *
 * Money is always integer minor units of the event currency (`4950` = CHF 49.50); instants are
 * `Date`s, shown in the venue's `timeZone`. Text the buyer reads is never produced here: errors
 * and validation results are i18n keys.
 */
import type { Middleware } from 'openapi-fetch';
import type { FetchLike } from '../api/client.js';
import type {
  Bill,
  Buyer,
  BuyerErrors,
  Confirmation,
  DeliveryMethod,
  EventInfo,
  FlowError,
  PaymentStatus,
  Postage,
  QuestionChoice,
  RefundReason,
  Reservation,
  SeatGroup,
  SeatMove,
  SeatNotice,
  SeatPlan,
  ShowCatalogue,
  ShowInfo,
  Shortfall,
  TicketAnswers,
  TicketLine,
  Totals,
  VenueFrame,
} from './model.js';

export type * from './model.js';

/** Languages of the widget; also the person's `locale`. */
export type Lang = 'de' | 'fr' | 'it' | 'en';

/**
 * The steps the widget renders, in order. `questions` is skipped when the event has no ticket
 * option groups, `options` when it has no options (`BookingState.steps` lists the ones that
 * apply). Reserving is the action that leaves `tickets`; `done` is the success page.
 */
export type StepName = 'shows' | 'tickets' | 'questions' | 'options' | 'buyer' | 'checkout' | 'done';

export interface BookingState {
  step: StepName;
  /** The steps that apply to this event, in order (for a progress indicator). */
  steps: StepName[];
  /** A request is running; the UI shows progress and disables actions. */
  busy: boolean;
  error: FlowError | null;
  lang: Lang;
  event: EventInfo | null;
  shows: ShowInfo[];
  /** The picked show (one of `shows`). */
  show: string | null;
  catalogue: ShowCatalogue | null;
  lines: TicketLine[];
  /** Highest number of tickets in one booking. */
  maxTickets: number;
  /** At most this many left counts as few: only then are the counts of sectors and extras shown. */
  fewLeft: number;
  reservation: Reservation | null;
  shortfall: Shortfall | null;
  /** Answers per ticket, by ticket index (same order as `reservation.tickets`, or `lines` before). */
  answers: TicketAnswers[];
  /** Option pid → quantity (0 or absent: not chosen). */
  options: Record<string, number>;
  buyer: Buyer;
  buyerErrors: BuyerErrors;
  delivery: DeliveryMethod;
  /** The postal fee for the buyer's country, known before confirming (see `Postage`). */
  postage: Postage;
  /** What the chosen tickets, ticket options, extras and delivery cost, line by line. */
  bill: Bill;
  /** The same as `bill.totals`. */
  totals: Totals;
  /** The venue's terms, privacy policy and payment note (`BookingFlowOptions`, `setFrame()`). */
  frame: VenueFrame;
  /** The buyer ticked "I accept the terms" at the checkout (needed when `frame.termsUrl` is set). */
  termsAccepted: boolean;
  /**
   * The flow waits for the site owner's `visitorToken` function before this write (the visitor
   * is solving a challenge); null otherwise.
   */
  challenge: VisitorAction | null;
  /** The buyer's place in the sale's waiting room while the flow waits in it; null otherwise. */
  queue: QueuePlace | null;
  /** The receipt once the booking is confirmed (kept across reloads until `restart()`). */
  confirmation: Confirmation | null;
  /**
   * The gateway's payment provider when it takes payment before confirming (its `X-Payments`
   * header, read with the show list); null: the booking is confirmed without online payment.
   */
  payments: string | null;
  /** The online payment while the buyer pays, or after it ended unpaid; null otherwise. */
  payment: PaymentStatus | null;
  /**
   * The seats of the reserved show with their statuses (the booking's own are `held`), once a
   * reservation in a seated sector has them read; null otherwise.
   */
  seatPlan: SeatPlan | null;
  /**
   * The picked show's sectors that have wheelchair spaces (seats the service marks
   * `accessible`), read when the buyer first asks for one; null until then (none when they could
   * not be read).
   */
  wheelchairSectors: readonly string[] | null;
  /**
   * The buyer asks best available for a wheelchair space with the companion seat beside it
   * (`setWheelchair`), in the first sector of their tickets that has wheelchair spaces.
   */
  wheelchair: boolean;
  /** The held seats in words, per sector and row (empty for standing sectors). */
  seating: SeatGroup[];
  /** Why the last seat change did not happen, until the next one. */
  seatNotice: SeatNotice | null;
  /**
   * The service's clock minus the device's (ms), from the `Date` header of the answer that read
   * the reservation: the countdown to `reservation.expires` runs on `now() + clockOffset`.
   */
  clockOffset: number;
}

/** Where the buyer stands in the gateway's waiting room. */
export interface QueuePlace {
  /** `pre-queue`: before the opening (the order is drawn then); `waiting`: in line. */
  state: 'pre-queue' | 'waiting';
  /** 1-based place in line while waiting; null in the pre-queue. */
  position: number | null;
  /** Buyers ahead; null in the pre-queue. */
  ahead: number | null;
  /** Buyers in line. */
  waiting: number;
  /** From the measured admission rate; null while it cannot be told. */
  estimatedWaitSeconds: number | null;
  /** When the sale opens, if it has a time. */
  opensAt: Date | null;
  /** Every place is held for now; some may come back. */
  allHeld: boolean;
}

export interface FlowEventMap {
  /** The buyer took (or kept) a place in the sale's waiting room. */
  'tb-queue-join': { event: string; position: number | null };
  /** The buyer's place moved (or every place became held, or free again). */
  'tb-queue-update': {
    event: string;
    position: number | null;
    ahead: number | null;
    estimatedWaitSeconds: number | null;
    allHeld: boolean;
  };
  /** The buyer's turn: the flow goes on with the reservation. */
  'tb-queue-admit': { event: string };
  /** The sale sold out while the buyer waited. */
  'tb-queue-close': { event: string };
  'tb-ready': { event: string; shows: number; resumed: boolean };
  'tb-show-select': { show: string; start: Date };
  'tb-tickets-reserve': { booking: number; bookingNumber: string; tickets: number; expires: Date };
  'tb-reservation-expire': { expires: Date };
  'tb-booking-confirm': {
    booking: number;
    bookingNumber: string;
    tickets: number;
    total: number;
    currency: string;
    deliveryMethod: DeliveryMethod;
    /**
     * The delivery fee in minor units of `deliveryCurrency` (0 for e-mail; null when it was not
     * known). It is part of `total` only when `deliveryCurrency` is `currency`; a fee in another
     * currency (a host's rates are in its own) is charged apart, in that currency.
     */
    delivery: number | null;
    /** The currency of `delivery` (the delivery rate's). */
    deliveryCurrency: string;
    /** The venue's payment note shown with the booking (how and when it is paid), if any. */
    paymentNote: string | null;
  };
  'tb-error': FlowError;
  /**
   * A payment was started at the gateway: the buyer is sent to `redirectUrl` (the provider's
   * page), or, without one, pays in the page's `payment` slot with `clientSecret`.
   */
  'tb-payment-start': {
    booking: number;
    provider: string;
    amount: number;
    currency: string;
    redirectUrl: string | null;
    clientSecret: string | null;
  };
  /**
   * An embedded provider (no page to go to): the buyer pays in the site owner's form, which the
   * page mounts in the widget's `payment` slot with `clientSecret` (Stripe's Payment Element),
   * for `amount` in minor units of `currency`; `returnUrl` is where a provider that must leave
   * the page (a bank's check) sends the buyer back. The page calls `paymentSubmitted()` once
   * the provider took the payment.
   */
  'tb-payment-form': {
    booking: number;
    provider: string;
    clientSecret: string;
    amount: number;
    currency: string;
    returnUrl: string;
  };
  /** Back from the provider (or paid in the page): the flow waits for the provider's word. */
  'tb-payment-pending': { booking: number; provider: string };
  /** Not paid (declined, cancelled or abandoned): the tickets stay held, the buyer may pay again. */
  'tb-payment-fail': { booking: number; provider: string; state: 'failed' | 'cancelled' };
  /** Paid, but the money was given back, and why (the booking is not confirmed). */
  'tb-payment-refund': { booking: number; provider: string; reason: RefundReason | null };
  /** Paid and confirmed (then `tb-booking-confirm` follows); `reference` is the provider's. */
  'tb-payment-confirm': {
    booking: number;
    bookingNumber: string;
    provider: string;
    reference: string | null;
    amount: number;
    currency: string;
  };
  /** The seats the booking holds, after reserving in a seated sector and after each move. */
  'tb-seats-change': {
    tickets: { ticket: string; seat: string; row: string; number: string; sector: string }[];
  };
}

type FlowEventName = keyof FlowEventMap;
type FlowEventListener = <K extends FlowEventName>(name: K, detail: FlowEventMap[K]) => void;

export interface BookingFlow {
  readonly state: Readonly<BookingState>;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: (state: Readonly<BookingState>) => void): () => void;
  /** Listens to one flow event; returns the unsubscribe function. */
  on<K extends FlowEventName>(name: K, listener: (detail: FlowEventMap[K]) => void): () => void;

  /** Loads the shows (resuming a stored booking if there is one); fires `tb-ready`. */
  start(): Promise<void>;
  /**
   * Goes back to an earlier step (the show step reads availability again: `refreshShows`).
   * Back to the shows gives back the tickets held (the booking stays, with its deadline): ask
   * the buyer first when `reservation.tickets` is not empty.
   */
  goTo(step: StepName): Promise<void>;
  /**
   * Reads the shows and their availability again (the show step does when the buyer comes
   * back to it). An aborted `signal` stops the read and changes nothing.
   */
  refreshShows(signal?: AbortSignal): Promise<void>;
  /** Does what leaving the current step does (reserve, save answers/options/buyer, confirm). */
  next(): Promise<void>;

  /**
   * Picks a show (not sold out) and moves on to the tickets. Called while the show list is read
   * again (`start()`, `restart()`, `refreshShows()`), the pick waits for the read and is taken
   * from the fresh list, unless the flow left the dates meanwhile; during other work it is ignored.
   */
  selectShow(show: string): Promise<void>;
  /** Sets a quantity, bounded by what is left and `maxTickets`; returns the quantity set. */
  setQuantity(sector: string, price: string, quantity: number): number;
  /** The highest quantity `setQuantity` accepts for this sector and price now. */
  maxQuantity(sector: string, price: string): number;
  reserve(): Promise<void>;
  /** Takes what is left after a lost race and reserves it. */
  acceptShortfall(): Promise<void>;
  /** Drops the shortfall; quantities are bounded by the fresh availability. */
  dismissShortfall(): void;
  /**
   * Asks best available for a wheelchair space and, for a second ticket, the companion seat
   * beside it (false: no longer), in the first sector of the tickets that has wheelchair spaces;
   * asked for the first time, reads which sectors have them (`wheelchairSectors`). Reserving then
   * holds those seats, or says plainly that none is left (`error.noWheelchair`).
   */
  setWheelchair(on: boolean): Promise<void>;
  /**
   * After expiry: a new reservation with every choice and answer kept (the same seats while
   * they are free, else the best available).
   */
  reserveAgain(): Promise<void>;
  /**
   * Reads the seat plan of the reserved show again (`state.seatPlan`), without `busy`: the seat
   * map does so when it opens and every 20 s. An aborted `signal` changes nothing.
   */
  refreshSeats(signal?: AbortSignal): Promise<void>;
  /**
   * Moves one held ticket to another seat, keeping its hold. A seat taken meanwhile sets
   * `state.seatNotice` and reads the plan again.
   */
  moveTicket(ticket: string, seat: string): Promise<void>;
  /**
   * Moves held tickets to other seats at once (all or none), each at another price where given
   * (a seat of another price category), keeping their hold. A seat taken meanwhile sets
   * `state.seatNotice` and reads the plan again.
   */
  moveTickets(moves: readonly SeatMove[]): Promise<void>;
  /** Clears `state.seatNotice`. */
  dismissSeatNotice(): void;

  /** Answers a ticket option group for one ticket (`null` clears it). */
  answer(ticket: number, group: string, option: string | null): void;
  /** Answers a ticket option group alike for every ticket (`null` clears it). */
  answerAll(group: string, option: string | null): void;
  /** Options of a group as offered to one ticket, with what is left. */
  choices(ticket: number, group: string): QuestionChoice[];
  /**
   * Options of a group as offered to every ticket at once: an option with fewer left than
   * there are tickets is disabled.
   */
  choicesForAll(group: string): QuestionChoice[];
  /** Unanswered required groups per ticket index. */
  missingAnswers(): Record<number, string[]>;
  setOption(option: string, quantity: number): number;
  setBuyer(patch: Partial<Buyer>): void;
  /**
   * Chooses the delivery method. Choosing postal delivery reads the host's delivery rates once
   * (`state.postage`); the promise settles when the fee is known (or could not be read).
   */
  setDelivery(method: DeliveryMethod): Promise<void>;
  setLang(lang: Lang): void;
  /** Sets the venue's frame (terms, privacy policy, payment note); unset fields stay. */
  setFrame(frame: Partial<VenueFrame>): void;
  /** The buyer accepts (or no longer accepts) the terms. */
  acceptTerms(accepted: boolean): void;
  /**
   * Confirms the booking. With `frame.termsUrl` set and the terms not accepted, nothing is sent
   * and `state.error` is `error.terms`.
   */
  confirm(): Promise<void>;
  resendEmail(): Promise<void>;
  /**
   * Reads where the online payment stands now (the flow also does so by itself every few
   * seconds while it is pending): confirmed shows the receipt.
   */
  checkPayment(): Promise<void>;
  /**
   * The site owner's form in the `payment` slot sent the payment to the provider (with
   * Stripe: `stripe.confirmPayment()` resolved without an error): the flow waits for the
   * provider's word at the gateway, as after a return from the provider's page. Nothing
   * happens unless the flow shows the form (`payment.state` `form`).
   */
  paymentSubmitted(): Promise<void>;

  /** Repeats the action that failed (after reconciling an uncertain write). */
  retry(): Promise<void>;
  /** Forgets the booking and starts over at `shows`. */
  restart(): Promise<void>;
  /** Runs the scheduled expiry check now (tests drive it with the injected clock). */
  checkExpiry(): void;
  /** Stops the expiry timer and drops listeners. */
  dispose(): void;
}

export interface RetryOptions {
  /** Retries after the first try (GET only). Default 3. */
  retries?: number;
  /** First backoff, doubled each retry, with full jitter. Default 300 ms. */
  baseMs?: number;
  maxMs?: number;
}

/**
 * The writes a site owner's gateway checks with `verifyVisitor`: a session's first reservation,
 * and the confirmation of a booking.
 */
export type VisitorAction = 'reserve' | 'confirm';

/**
 * A human-verification token, or the site owner's function that provides one for `action`
 * (null or empty: none; the gateway decides). A promise may wait for the visitor to solve a
 * challenge: meanwhile the widget shows its `challenge` slot.
 */
export type VisitorToken =
  string | ((action: VisitorAction) => string | null | undefined | Promise<string | null | undefined>);

export interface BookingFlowOptions {
  /** Event pid. */
  event: string;
  /** The gateway (or service) root, e.g. `/api/tickets`. */
  apiBase: string;
  fetch?: FetchLike;
  /** Extra client middleware, e.g. OAuth when talking to the service directly (tests, tools). */
  middleware?: Middleware[];
  timeoutMs?: number;
  /** Where the booking survives a reload; default `sessionStorage`, null for none. */
  storage?: Storage | null;
  storageKey?: string;
  lang?: Lang;
  /**
   * Highest number of tickets per booking (default 10). A gateway's lower limit (its
   * `X-Ticket-Limit`, read with the event) takes its place.
   */
  maxTickets?: number;
  /** At most this many left counts as `few` (default 10). */
  fewLeft?: number;
  retry?: RetryOptions;
  /** The venue's terms and conditions: the checkout asks the buyer to accept them (a link and a checkbox). */
  termsUrl?: string;
  /** The venue's privacy policy, linked beside the personal data and the newsletter box. */
  privacyUrl?: string;
  /**
   * How and when the booking is paid ("Payment at the box office", "Invoice by e-mail"): the
   * service confirms bookings without payment. Shown at the checkout, on the receipt and in the
   * `tb-booking-confirm` detail.
   */
  paymentNote?: string;
  /**
   * How long a show lasts, in minutes (whole, above 0): the "Add to calendar" file ends then.
   * The service gives no end; without this the file has none rather than a guessed one.
   */
  showMinutes?: number;
  /**
   * Human verification for a gateway with `verifyVisitor` (a Turnstile, hCaptcha or Friendly
   * Captcha answer): a function the flow calls with the action (`'reserve'`, `'confirm'`) before
   * the write the gateway checks (a session's first reservation; each booking's confirmation),
   * and whose token it sends in `X-Visitor-Token` on that write. It may return a promise that
   * waits for the visitor to solve a challenge: meanwhile `state.challenge` names the action and
   * `<ticket-booking>` shows its `challenge` slot. It is asked again after the gateway refused a
   * token. A fixed string is sent as it is. Unset: no token is asked for or sent.
   */
  visitorToken?: VisitorToken;
  /**
   * Sends the buyer to the payment provider's page (a gateway that takes payment); default
   * `location.assign`. The provider sends the buyer back to the page's address, where the flow
   * resumes (`storage`) and waits for the payment's outcome.
   */
  navigate?: (url: string) => void;
  /** The address the provider sends the buyer back to; default the page's `location.href`. */
  returnUrl?: () => string;
  /** Epoch ms; injectable for tests. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** 0 ≤ x < 1, for the jitter. */
  random?: () => number;
  /** Schedules the expiry check; returns a cancel function. Default `setTimeout`. */
  schedule?: (callback: () => void, ms: number) => () => void;
  onEvent?: FlowEventListener;
}
