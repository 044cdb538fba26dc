/**
 * What the view derives from the picked show (`derive.ts`): its catalogue, built from its records
 * and the capacity read last, and the seat plan with the booking's seats held. Each is kept while
 * its inputs are the same objects (a plan has thousands of seats). Loaded with the flow's later
 * actions, as a show is picked after the show list.
 */
import { buildCatalogue } from './catalogue.js';
import type { ShowParts } from './derive.js';
import { planView, seatGroups } from './seat-plan.js';
import type { FlowState } from './state.js';
import type { SeatGroup, SeatPlan, ShowCatalogue } from './types.js';

export function createShowParts(fewLeft: number): (state: Readonly<FlowState>) => ShowParts {
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
    const { plan, seating } = seatsOf(state, catalogue);
    return { catalogue, plan, seating };
  };
}
