/**
 * The changes of the flow's state made only by the later actions (reserving, seats, the steps
 * after the reservation, resuming and paying): see changes.ts. They come with the later
 * actions' chunk, which hands them to the store (`FlowStore.learn`), so the first render does
 * not carry them.
 */
import type { Changes, Fields, State } from './changes.js';
import type { FlowState } from './state.js';
import type { Confirmation, PaidPayment, ReservedTicket, SeatPlan, StepName, TicketLine } from './types.js';

/** What a read of the booking says (computed by `takeBooking` in reconcile.ts). */
export type BookingFields = Fields<
  'confirmed' | 'reservedShow' | 'savedAnswers' | 'savedOptions' | 'reservation'
>;

/** The buyer's choices a stored flow brings back. */
type Choices = Fields<'show' | 'lines' | 'answers' | 'options' | 'buyer' | 'delivery' | 'lang'>;

export const laterChanges = {
  /** The gateway takes payment with this provider (its `X-Payments` header), or none (null). */
  paymentsLearnt: (_: State, payments: string | null): Fields<'payments'> => ({ payments }),
  /** Where the online payment stands (null: none under way). */
  paymentChanged: (_: State, payment: FlowState['payment']): Fields<'payment'> => ({ payment }),
  /** The booking options the service holds now (saved before paying). */
  optionsSaved: (_: State, savedOptions: FlowState['savedOptions']): Fields<'savedOptions'> => ({
    savedOptions,
  }),
  showLoaded: (
    _: State,
    show: Fields<'records' | 'capacity' | 'host' | 'event'>,
  ): Fields<'records' | 'capacity' | 'host' | 'event'> & Partial<Fields<'delivery'>> => ({
    ...show,
    // An event that sends no digital tickets: postal delivery is the only way.
    ...(show.event?.allowDigital === false ? { delivery: 'postal' as const } : {}),
  }),
  capacityRead: (_: State, capacity: FlowState['capacity']): Fields<'capacity'> => ({ capacity }),
  /** The sectors of `show` with wheelchair spaces, if it is still the one picked. */
  wheelchairSectorsRead: (
    state: State,
    show: string,
    sectors: readonly string[],
  ): Partial<Fields<'wheelchairSectors'>> => (state.show === show ? { wheelchairSectors: sectors } : {}),
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
  /**
   * A freshly read plan, and the held tickets labelled with its rows and numbers (`labelTickets`
   * of seat-plan.ts, which the caller brings: the seat plan's code is not part of the first render).
   */
  seatPlanRead: (
    state: State,
    plan: SeatPlan,
    tickets: ReservedTicket[],
  ): Fields<'seatPlan'> & Partial<Fields<'reservation'>> => ({
    seatPlan: plan,
    ...(state.reservation ? { reservation: { ...state.reservation, tickets } } : {}),
  }),
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
  shortfallFound: (_: State, shortfall: FlowState['shortfall']): Fields<'shortfall'> => ({ shortfall }),
  /** The tickets are held: on to `step`. */
  ticketsHeld: (_: State, step: StepName): Fields<'step' | 'shortfall'> => ({ step, shortfall: null }),
  /** Limited answers that ran out are dropped; the buyer answers again. */
  answersDropped: (
    _: State,
    answers: FlowState['answers'],
    error: NonNullable<FlowState['error']>,
  ): Fields<'answers' | 'step' | 'error'> => ({ answers, step: 'questions', error }),
  answered: (_: State, answers: FlowState['answers']): Fields<'answers'> => ({ answers }),
} satisfies Changes;

export type LaterChanges = typeof laterChanges;
