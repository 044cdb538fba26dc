/**
 * From the flow's state to what the components render: the picked show's catalogue (built
 * from its records and the capacity read last), the steps that apply, the postal fee and the
 * totals. Run in one place, by the state's owner on every change (`state.ts`); pure apart from
 * keeping the last catalogue while its inputs are the same objects.
 */
import { buildCatalogue } from './catalogue.js';
import { postageOf } from './delivery.js';
import { priceBooking } from './pricing.js';
import { planView, seatGroups } from './seats.js';
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

/** The view's derivation, with the catalogue kept while its records, capacity and saved options stay. */
export function createDerive(fewLeft: number): (state: Readonly<FlowState>) => BookingState {
  let last: { inputs: unknown[]; catalogue: ShowCatalogue | null } | null = null;
  const catalogueOf = (state: Readonly<FlowState>): ShowCatalogue | null => {
    const inputs = [state.records, state.capacity, state.savedOptions];
    if (last?.inputs.every((input, i) => input === inputs[i])) return last.catalogue;
    const catalogue = state.records
      ? buildCatalogue(state.records, state.capacity, state.savedOptions, fewLeft)
      : null;
    last = { inputs, catalogue };
    return catalogue;
  };
  // A plan has thousands of seats: derived again only when it or the held tickets change.
  let lastSeats: { inputs: unknown[]; plan: SeatPlan | null; seating: SeatGroup[] } | null = null;
  const seatsOf = (state: Readonly<FlowState>, catalogue: ShowCatalogue | null) => {
    const tickets = state.reservation?.tickets ?? [];
    const inputs = [state.seatPlan, tickets, catalogue?.sectors];
    if (lastSeats?.inputs.every((input, i) => input === inputs[i])) return lastSeats;
    lastSeats = {
      inputs,
      plan: planView(state.seatPlan, tickets),
      seating: seatGroups(tickets, state.seatPlan, catalogue?.sectors ?? []),
    };
    return lastSeats;
  };
  return (state) => {
    const catalogue = catalogueOf(state);
    return deriveView(state, catalogue, seatsOf(state, catalogue), fewLeft);
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
    frame: state.frame,
    termsAccepted: state.termsAccepted,
    challenge: state.challenge,
    seatPlan: seats.plan,
    seating: seats.seating,
    seatNotice: state.seatNotice,
    clockOffset: state.clockOffset,
  };
}
