/**
 * Every change of the flow's state, by name. Each is a pure function of the state before and
 * its arguments, and its return type names the only fields it may touch: nothing else in the
 * flow writes state (the store offers these changes, not a patch of any field). A change that
 * needs a new field says so here, in its type.
 */
import { labelTickets } from './seat-plan.js';
import { initialState, type FlowState } from './state.js';
import type { Confirmation, PaidPayment, SeatPlan, StepName, TicketLine } from './types.js';

type Fields<K extends keyof FlowState> = Pick<FlowState, K>;
type State = Readonly<FlowState>;

/** What a read of the booking says (computed by `takeBooking` in reconcile.ts). */
export type BookingFields = Fields<
  'confirmed' | 'reservedShow' | 'savedAnswers' | 'savedOptions' | 'reservation'
>;

/** The buyer's choices a stored flow brings back. */
type Choices = Fields<'show' | 'lines' | 'answers' | 'options' | 'buyer' | 'delivery' | 'lang'>;

const changes = {
  // An action runs: busy, and its failure shown.
  actionStarted: (): Fields<'busy' | 'error'> => ({ busy: true, error: null }),
  actionFailed: (_: State, error: FlowState['error']): Fields<'error'> => ({ error }),
  actionEnded: (): Fields<'busy'> => ({ busy: false }),

  /**
   * Starts over: the booking and every choice forgotten; the event, its shows, the host and its
   * delivery rates, the language, the venue's frame and the ticket limit stay known.
   */
  startedOver: (state: State, dropSession: boolean): FlowState => ({
    ...initialState(state.lang, state.maxTickets, state.frame),
    // Called from a running action (start, restart, a lost session): still busy.
    busy: state.busy,
    event: state.event,
    shows: state.shows,
    extras: state.extras,
    host: state.host,
    rates: state.rates,
    ratesStatus: state.rates ? 'loaded' : 'idle',
    session: dropSession ? null : state.session,
    payments: state.payments,
  }),

  // The gateway and the service.
  sessionIssued: (_: State, session: string): Fields<'session'> => ({ session }),
  /** The gateway's ticket limit (`X-Ticket-Limit`) when lower than the page's `maxTickets`. */
  ticketLimitLearnt: (state: State, limit: number): Fields<'maxTickets'> => ({
    maxTickets: Math.min(state.maxTickets, limit),
  }),
  /** The gateway takes payment with this provider (its `X-Payments` header), or none (null). */
  paymentsLearnt: (_: State, payments: string | null): Fields<'payments'> => ({ payments }),
  /** Where the online payment stands (null: none under way). */
  paymentChanged: (_: State, payment: FlowState['payment']): Fields<'payment'> => ({ payment }),
  /** The booking options the service holds now (saved before paying). */
  optionsSaved: (_: State, savedOptions: FlowState['savedOptions']): Fields<'savedOptions'> => ({
    savedOptions,
  }),
  showsListed: (
    _: State,
    list: Fields<'shows' | 'event'> & Partial<Fields<'extras' | 'capacity'>>,
  ): Fields<'shows' | 'event'> & Partial<Fields<'extras' | 'capacity'>> => list,
  showLoaded: (
    _: State,
    show: Fields<'records' | 'capacity' | 'host' | 'event'>,
  ): Fields<'records' | 'capacity' | 'host' | 'event'> & Partial<Fields<'delivery'>> => ({
    ...show,
    // An event that sends no digital tickets: postal delivery is the only way.
    ...(show.event?.allowDigital === false ? { delivery: 'postal' as const } : {}),
  }),
  capacityRead: (_: State, capacity: FlowState['capacity']): Fields<'capacity'> => ({ capacity }),
  ratesLoading: (): Fields<'ratesStatus'> => ({ ratesStatus: 'loading' }),
  ratesLoaded: (_: State, rates: NonNullable<FlowState['rates']>): Fields<'rates' | 'ratesStatus'> => ({
    rates,
    ratesStatus: 'loaded',
  }),
  ratesFailed: (): Fields<'ratesStatus'> => ({ ratesStatus: 'failed' }),
  personCreated: (_: State, person: string): Fields<'person'> => ({ person }),
  bookingCreated: (
    _: State,
    booking: number,
  ): Fields<'booking' | 'reservedShow' | 'savedAnswers' | 'savedOptions' | 'reservation'> => ({
    booking,
    reservedShow: null,
    savedAnswers: [],
    savedOptions: {},
    reservation: null,
  }),
  /** What the service says of the booking just read, with the service's clock. */
  bookingRead: (
    _: State,
    read: BookingFields,
    clockOffset: number,
  ): BookingFields & Fields<'clockOffset'> => ({
    ...read,
    clockOffset,
  }),
  /** The booking read after an uncertain write: what it says is now known. */
  bookingReconciled: (
    _: State,
    read: BookingFields,
    clockOffset: number,
  ): BookingFields & Fields<'clockOffset' | 'uncertain'> => ({ ...read, clockOffset, uncertain: false }),
  /** A write failed without an answer: the booking is read before anything is repeated. */
  writeUncertain: (): Fields<'uncertain'> => ({ uncertain: true }),
  ticketsReleased: (state: State): Fields<'reservation' | 'reservedShow' | 'savedAnswers'> => ({
    reservation: state.reservation ? { ...state.reservation, tickets: [] } : null,
    reservedShow: null,
    savedAnswers: [],
  }),
  reservationExpired: (state: State): Fields<'reservation'> => ({
    reservation: state.reservation ? { ...state.reservation, expired: true } : null,
  }),
  /** A freshly read plan: the tickets learn their rows and numbers. */
  seatPlanRead: (state: State, plan: SeatPlan): Fields<'seatPlan'> & Partial<Fields<'reservation'>> => ({
    seatPlan: plan,
    ...(state.reservation
      ? { reservation: { ...state.reservation, tickets: labelTickets(state.reservation.tickets, plan) } }
      : {}),
  }),
  seatNoticeShown: (_: State, seatNotice: FlowState['seatNotice']): Fields<'seatNotice'> => ({ seatNotice }),
  challengeShown: (_: State, challenge: FlowState['challenge']): Fields<'challenge'> => ({ challenge }),
  /** The buyer's place in the sale's waiting room (null: not waiting). */
  queuePlaced: (_: State, queue: FlowState['queue']): Fields<'queue'> => ({ queue }),
  answersSaved: (_: State, savedAnswers: FlowState['savedAnswers']): Fields<'savedAnswers'> => ({
    savedAnswers,
  }),
  personSaved: (_: State, savedPerson: string): Fields<'savedPerson'> => ({ savedPerson }),
  bookingConfirmed: (
    _: State,
    savedOptions?: FlowState['savedOptions'],
  ): Fields<'confirmed'> & Partial<Fields<'savedOptions'>> => ({
    confirmed: true,
    ...(savedOptions ? { savedOptions } : {}),
  }),
  confirmationShown: (_: State, confirmation: Confirmation): Fields<'step' | 'confirmation' | 'payment'> => ({
    step: 'done',
    confirmation,
    payment: null,
  }),
  /** The receipt of the confirmed booking: what the service holds, shown at `done`. */
  receiptShown: (
    state: State,
    confirmation: Confirmation,
    lines: TicketLine[],
  ): Fields<
    | 'step'
    | 'confirmed'
    | 'show'
    | 'lines'
    | 'answers'
    | 'options'
    | 'delivery'
    | 'buyer'
    | 'confirmation'
    | 'payment'
  > => ({
    payment: null,
    step: 'done',
    confirmed: true,
    show: confirmation.show,
    lines,
    answers: state.savedAnswers,
    options: state.savedOptions,
    delivery: confirmation.deliveryMethod,
    buyer: confirmation.customer,
    confirmation,
  }),
  /** The receipt's booking was paid online (read again after a reload). */
  receiptPaid: (state: State, payment: PaidPayment): Fields<'confirmation'> => ({
    confirmation: state.confirmation && { ...state.confirmation, payment },
  }),
  emailSent: (state: State): Fields<'confirmation'> => ({
    confirmation: state.confirmation && { ...state.confirmation, emailSent: true },
  }),
  /** A stored flow: whose session, person and booking it was. */
  storedIdsTaken: (
    _: State,
    ids: Fields<'session' | 'person' | 'booking'>,
  ): Fields<'session' | 'person' | 'booking'> => ids,
  choicesRestored: (_: State, choices: Choices, step?: StepName): Choices & Partial<Fields<'step'>> => ({
    ...choices,
    ...(step ? { step } : {}),
  }),

  // The buyer.
  stepShown: (_: State, step: StepName): Fields<'step'> => ({ step }),
  /** Back to an earlier step: any shortfall dropped, and at the shows the error too. */
  wentBack: (_: State, step: StepName): Fields<'step' | 'shortfall'> & Partial<Fields<'error'>> => ({
    step,
    shortfall: null,
    ...(step === 'shows' ? { error: null } : {}),
  }),
  showPicked: (
    _: State,
    show: string,
    same: boolean,
  ): Fields<'show' | 'step' | 'shortfall'> & Partial<Fields<'lines' | 'answers'>> => ({
    show,
    step: 'tickets',
    shortfall: null,
    ...(same ? {} : { lines: [], answers: [] }),
  }),
  quantitiesChosen: (_: State, lines: TicketLine[]): Fields<'lines'> => ({ lines }),
  shortfallFound: (_: State, shortfall: FlowState['shortfall']): Fields<'shortfall'> => ({ shortfall }),
  /** Fewer tickets than chosen, as many as are left: the lines of what is available. */
  shortfallAccepted: (_: State, lines: TicketLine[]): Fields<'shortfall' | 'lines'> => ({
    shortfall: null,
    lines: lines.filter((line) => line.quantity > 0),
  }),
  shortfallDismissed: (): Fields<'shortfall'> => ({ shortfall: null }),
  /** The tickets are held: on to `step`. */
  ticketsHeld: (_: State, step: StepName): Fields<'step' | 'shortfall'> => ({ step, shortfall: null }),
  /** Limited answers that ran out are dropped; the buyer answers again. */
  answersDropped: (
    _: State,
    answers: FlowState['answers'],
    error: NonNullable<FlowState['error']>,
  ): Fields<'answers' | 'step' | 'error'> => ({ answers, step: 'questions', error }),
  answered: (_: State, answers: FlowState['answers']): Fields<'answers'> => ({ answers }),
  optionsChosen: (_: State, options: FlowState['options']): Fields<'options'> => ({ options }),
  buyerEdited: (
    _: State,
    buyer: FlowState['buyer'],
    buyerErrors: FlowState['buyerErrors'],
  ): Fields<'buyer' | 'buyerErrors'> => ({ buyer, buyerErrors }),
  buyerChecked: (_: State, buyerErrors: FlowState['buyerErrors']): Fields<'buyerErrors'> => ({ buyerErrors }),
  deliveryChosen: (_: State, delivery: FlowState['delivery']): Fields<'delivery'> => ({ delivery }),
  langChosen: (_: State, lang: FlowState['lang']): Fields<'lang'> => ({ lang }),
  frameSet: (_: State, frame: FlowState['frame']): Fields<'frame'> => ({ frame }),
  /** The terms accepted (or not); accepting clears the error that asked for it. */
  termsAnswered: (state: State, accepted: boolean): Fields<'termsAccepted'> & Partial<Fields<'error'>> => ({
    termsAccepted: accepted,
    ...(accepted && state.error?.key === 'error.terms' ? { error: null } : {}),
  }),
} satisfies Record<string, (state: State, ...args: never[]) => Partial<FlowState>>;

type Named = typeof changes;

/** The changes as the store offers them: the state before is the store's own. */
export type StateChanges = {
  [K in keyof Named]: Named[K] extends (state: State, ...args: infer A) => unknown
    ? (...args: A) => void
    : never;
};

/** Binds every change to the state `get()` returns, applying its fields with `apply`. */
export function bindChanges(get: () => State, apply: (fields: Partial<FlowState>) => void): StateChanges {
  const bound: Record<string, (...args: never[]) => void> = {};
  for (const [name, change] of Object.entries(changes) as [
    string,
    (state: State, ...args: never[]) => Partial<FlowState>,
  ][])
    bound[name] = (...args) => apply(change(get(), ...args));
  return bound as StateChanges;
}
