/**
 * From the flow's state to what the components render: the picked show's catalogue (built
 * from its records and the capacity read last), the steps that apply, the postal fee and the
 * totals. Run in one place, by the state's owner on every change (`state.ts`); pure. The
 * catalogue and the seats are built by `show-parts.ts`, which the flow loads with its later
 * actions: until a show is picked there is nothing to build them from.
 */
import { postageOf } from './delivery.js';
import { priceBooking } from './pricing.js';
import type { FlowState } from './state.js';
import type { BookingState, SeatGroup, SeatPlan, ShowCatalogue, StepName } from './types.js';

/** Every step, in order; `steps` lists those that apply to the event. */
export const STEP_ORDER: readonly StepName[] = [
  'shows',
  'tickets',
  'questions',
  'options',
  'buyer',
  'checkout',
  'done',
];

/** The steps that apply: `questions` with ticket option groups, `options` with booking options. */
function stepsOf(extras: { groups: number; options: number }): StepName[] {
  return STEP_ORDER.filter(
    (step) => (step !== 'questions' || extras.groups > 0) && (step !== 'options' || extras.options > 0),
  );
}

/** The step after `step` among the steps that apply. */
export const stepAfter = (steps: readonly StepName[], step: StepName): StepName =>
  steps[steps.indexOf(step) + 1] ?? 'done';

/** What the view derives from the picked show: its catalogue, the seat plan and the held seats. */
export interface ShowParts {
  catalogue: ShowCatalogue | null;
  plan: SeatPlan | null;
  seating: SeatGroup[];
}

/** Before a show's catalogue is read there is nothing to build it from. */
const NO_SHOW: ShowParts = { catalogue: null, plan: null, seating: [] };

/**
 * The view's derivation. `showParts` builds what comes of the picked show (`show-parts.ts`);
 * without it, as in the first render before any show is picked, there is none.
 */
export function createDerive(
  fewLeft: number,
  showParts: (state: Readonly<FlowState>) => ShowParts = () => NO_SHOW,
): (state: Readonly<FlowState>) => BookingState {
  return (state) => {
    const parts = showParts(state);
    return deriveView(state, parts.catalogue, parts, fewLeft);
  };
}

/** What the components render, given the state and its catalogue. */
function deriveView(
  state: Readonly<FlowState>,
  catalogue: ShowCatalogue | null,
  seats: { plan: SeatPlan | null; seating: SeatGroup[] },
  fewLeft: number,
): BookingState {
  const extras = catalogue
    ? { groups: catalogue.groups.length, options: catalogue.options.length }
    : (state.extras ?? { groups: 0, options: 0 });
  const postage = postageOf(state, state.buyer.country);
  // Once confirmed, the bill is the receipt's (as the service holds the booking).
  const bill =
    state.confirmation?.bill ??
    priceBooking({
      currency: state.event?.currency ?? '',
      catalogue,
      lines: state.lines,
      answers: state.answers,
      options: state.options,
      delivery: state.delivery,
      deliveryFee: postage.fee,
      deliveryCurrency: postage.currency,
    });
  return {
    step: state.step,
    steps: stepsOf(extras),
    busy: state.busy,
    error: state.error,
    lang: state.lang,
    event: state.event,
    shows: state.shows,
    show: state.show,
    catalogue,
    lines: state.lines,
    maxTickets: state.maxTickets,
    fewLeft,
    reservation: state.reservation,
    shortfall: state.shortfall,
    answers: state.answers,
    options: state.options,
    buyer: state.buyer,
    buyerErrors: state.buyerErrors,
    delivery: state.delivery,
    postage,
    bill,
    totals: bill.totals,
    confirmation: state.confirmation,
    payments: state.payments,
    payment: state.payment,
    frame: state.frame,
    termsAccepted: state.termsAccepted,
    challenge: state.challenge,
    queue: state.queue,
    seatPlan: seats.plan,
    seating: seats.seating,
    seatNotice: state.seatNotice,
    clockOffset: state.clockOffset,
  };
}
