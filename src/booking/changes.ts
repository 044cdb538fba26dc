/**
 * Every change of the flow's state, by name. Each is a pure function of the state before and
 * its arguments, and its return type names the only fields it may touch: nothing else in the
 * flow writes state (the store offers these changes, not a patch of any field). A change that
 * needs a new field says so here, in its type.
 *
 * This file holds the changes of the first render (the show list, the buyer's choices, the
 * actions' busy and error); those of the later actions (reserving, seats, checkout, resuming,
 * paying) are in changes-later.ts, which the store learns with the later actions' chunk.
 */
import type { LaterChanges } from './changes-later.js';
import { initialState, type FlowState } from './state.js';
import type { StepName, TicketLine } from './types.js';

export type Fields<K extends keyof FlowState> = Pick<FlowState, K>;
export type State = Readonly<FlowState>;

/** A set of named changes: each a pure function of the state before and its arguments. */
export type Changes = Record<string, (state: State, ...args: never[]) => Partial<FlowState>>;

export const firstChanges = {
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
  showsListed: (
    _: State,
    list: Fields<'shows' | 'event'> & Partial<Fields<'extras' | 'capacity'>>,
  ): Fields<'shows' | 'event'> & Partial<Fields<'extras' | 'capacity'>> => list,
  reservationExpired: (state: State): Fields<'reservation'> => ({
    reservation: state.reservation ? { ...state.reservation, expired: true } : null,
  }),
  seatNoticeShown: (_: State, seatNotice: FlowState['seatNotice']): Fields<'seatNotice'> => ({ seatNotice }),

  // The buyer.
  stepShown: (_: State, step: StepName): Fields<'step'> => ({ step }),
  /**
   * Back to an earlier step: any shortfall dropped, and at the shows the error too. A payment
   * form left behind is dropped (the booking may change): "Continue to payment" starts it again.
   */
  wentBack: (
    state: State,
    step: StepName,
  ): Fields<'step' | 'shortfall'> & Partial<Fields<'error' | 'payment'>> => ({
    step,
    shortfall: null,
    ...(step === 'shows' ? { error: null } : {}),
    ...(state.payment?.state === 'form' ? { payment: null } : {}),
  }),
  showPicked: (
    _: State,
    show: string,
    same: boolean,
  ): Fields<'show' | 'step' | 'shortfall'> &
    Partial<Fields<'lines' | 'answers' | 'wheelchair' | 'wheelchairSectors'>> => ({
    show,
    step: 'tickets',
    shortfall: null,
    ...(same ? {} : { lines: [], answers: [], wheelchair: false, wheelchairSectors: null }),
  }),
  /** Best available asked for as a wheelchair space with its companion seat, or no longer. */
  wheelchairChosen: (state: State, wheelchair: boolean): Fields<'wheelchair'> & Partial<Fields<'error'>> => ({
    wheelchair,
    ...(state.error?.key === 'error.noWheelchair' ? { error: null } : {}),
  }),
  quantitiesChosen: (_: State, lines: TicketLine[]): Fields<'lines'> => ({ lines }),
  /** Fewer tickets than chosen, as many as are left: the lines of what is available. */
  shortfallAccepted: (_: State, lines: TicketLine[]): Fields<'shortfall' | 'lines'> => ({
    shortfall: null,
    lines: lines.filter((line) => line.quantity > 0),
  }),
  shortfallDismissed: (): Fields<'shortfall'> => ({ shortfall: null }),
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
} satisfies Changes;

/** A set of changes as the store offers them: the state before is the store's own. */
export type Bound<C> = {
  [K in keyof C]: C[K] extends (state: State, ...args: infer A) => unknown ? (...args: A) => void : never;
};

/**
 * Every change as the store offers it. Those of changes-later.ts are there once the later
 * actions' chunk has handed them to the store (`FlowStore.learn`): only the later actions,
 * which come with that chunk, use them.
 */
export type StateChanges = Bound<typeof firstChanges> & Bound<LaterChanges>;

/** Binds every change of `changes` to the state `get()` returns, applying its fields with `apply`. */
export function bindChanges<C extends Changes>(
  changes: C,
  get: () => State,
  apply: (fields: Partial<FlowState>) => void,
): Bound<C> {
  const bound: Record<string, (...args: never[]) => void> = {};
  for (const [name, change] of Object.entries(changes))
    bound[name] = (...args) => apply(change(get(), ...args));
  return bound as Bound<C>;
}
