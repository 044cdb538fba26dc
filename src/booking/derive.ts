/**
 * From the flow's state to what the components render: the picked show's catalogue (built
 * from its records and the capacity read last), the steps that apply, the postal fee and the
 * totals. Run in one place, by the state's owner on every change (`state.ts`); pure. The
 * catalogue and the seats are built by `show-parts.ts`, the postal fee and the totals by
 * `billing.ts`, which the flow loads with its later actions: until a show is picked there is
 * nothing to build or price.
 */
import type { FlowState } from './state.js';
import type { Bill, BookingState, Postage, SeatGroup, SeatPlan, ShowCatalogue, StepName } from './types.js';

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

/** The postal fee and what the booking costs (`billing.ts`), given the state and its catalogue. */
export type Billing = (
  state: Readonly<FlowState>,
  catalogue: ShowCatalogue | null,
) => { postage: Postage; bill: Bill };

/**
 * Before the later actions: no show picked, so no ticket chosen and no delivery rate read. The
 * fee and the bill are what `billing.ts` gives for that: nothing to pay yet, the postal fee not
 * read (digital delivery costs nothing).
 */
const NOTHING_CHOSEN: Billing = (state) => {
  const currency = state.event?.currency ?? '';
  return {
    postage: { status: 'idle', fee: null, currency: null },
    bill: {
      tickets: [],
      ticketOptions: [],
      options: [],
      totals: {
        currency,
        tickets: 0,
        ticketOptions: 0,
        options: 0,
        delivery: state.delivery === 'digital' ? 0 : null,
        deliveryCurrency: currency,
        total: 0,
      },
    },
  };
};

/**
 * The view's derivation. `showParts` builds what comes of the picked show (`show-parts.ts`) and
 * `billing` prices it (`billing.ts`); without them, as in the first render before any show is
 * picked, there is nothing.
 */
export function createDerive(
  fewLeft: number,
  showParts: (state: Readonly<FlowState>) => ShowParts = () => NO_SHOW,
  billing: Billing = NOTHING_CHOSEN,
): (state: Readonly<FlowState>) => BookingState {
  return (state) => {
    const parts = showParts(state);
    return deriveView(state, parts, billing(state, parts.catalogue), fewLeft);
  };
}

/** What the components render, given the state and its catalogue. */
function deriveView(
  state: Readonly<FlowState>,
  seats: ShowParts,
  { postage, bill }: ReturnType<Billing>,
  fewLeft: number,
): BookingState {
  const catalogue = seats.catalogue;
  const extras = catalogue
    ? { groups: catalogue.groups.length, options: catalogue.options.length }
    : (state.extras ?? { groups: 0, options: 0 });
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
    wheelchairSectors: state.wheelchairSectors,
    wheelchair: state.wheelchair,
    seating: seats.seating,
    seatNotice: state.seatNotice,
    clockOffset: state.clockOffset,
  };
}
