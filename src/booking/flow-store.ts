/**
 * The one owner of the flow's state: it holds `FlowState`, offers the named changes of
 * `changes.ts` (nothing else writes state), derives what the components render (`BookingState`,
 * see `derive.ts`) after each, tells the subscribers and hands the state to `onChange` (saving it
 * for a reload).
 */
import type { LaterChanges } from './changes-later.js';
import { bindChanges, firstChanges, type StateChanges } from './changes.js';
import type { FlowState } from './state.js';
import { createStore } from './store.js';
import type { BookingState } from './types.js';

export interface FlowStore {
  /** Everything the flow knows now. */
  get(): Readonly<FlowState>;
  /** What the components render, derived from `get()`. */
  view(): Readonly<BookingState>;
  /**
   * The named changes (`changes.ts`): each merges its own fields, derives the view again, tells
   * every subscriber and hands the state to `onChange`.
   */
  readonly change: StateChanges;
  subscribe(listener: (view: Readonly<BookingState>) => void): () => void;
  /** Derives the view from now on with `next` (the flow's later actions bring the full one). */
  setDerive(next: (state: Readonly<FlowState>) => BookingState): void;
  /** Offers the later actions' changes too (changes-later.ts, brought by their chunk). */
  learn(later: LaterChanges): void;
}

export function createFlowStore(
  initial: FlowState,
  derive: (state: Readonly<FlowState>) => BookingState,
  onChange: (state: Readonly<FlowState>) => void,
): FlowStore {
  let state = initial;
  const views = createStore<BookingState>(derive(initial));
  const apply = (fields: Partial<FlowState>) => {
    state = { ...state, ...fields };
    const view = derive(state);
    views.set(() => view);
    onChange(state);
  };
  // The later changes join this same object once their chunk hands them over (`learn`).
  const change = bindChanges(firstChanges, () => state, apply) as StateChanges;
  return {
    get: () => state,
    view: views.get,
    subscribe: views.subscribe,
    change,
    learn: (later) =>
      Object.assign(
        change,
        bindChanges(later, () => state, apply),
      ),
    setDerive(next) {
      derive = next;
      const view = derive(state);
      views.set(() => view);
    },
  };
}
