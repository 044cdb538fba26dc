/**
 * What survives a reload: the booking, the step, every choice and answer, and the gateway
 * session token, in sessionStorage (one tab, gone with it). Once confirmed, the booking's pid
 * and whether its e-mail went out: the receipt is read back from the service after a reload,
 * never taken from here, until the buyer starts a new booking. Anything unreadable is ignored:
 * the flow then starts fresh.
 */
import type { FlowState } from './state.js';
import type {
  Buyer,
  DeliveryMethod,
  Lang,
  QueuePlace,
  StepName,
  TicketAnswers,
  TicketLine,
} from './types.js';

/** The reads kept while paying (each show's `start` as ISO 8601 text once stored). */
export type Kept = Pick<FlowState, 'shows' | 'event' | 'extras' | 'records' | 'capacity' | 'host'>;

/** The place in the sale's line as stored (`opensAt` as ISO 8601 text). */
type SavedQueue = Omit<QueuePlace, 'opensAt'> & { opensAt: string | null };

export interface Saved {
  v: 1;
  event: string;
  step: StepName;
  show: string | null;
  lines: TicketLine[];
  answers: TicketAnswers[];
  options: Record<string, number>;
  buyer: Buyer;
  delivery: DeliveryMethod;
  lang: Lang;
  session: string | null;
  person: string | null;
  booking: number | null;
  /** At `done`: whether the confirmation e-mail went out (the service's booking does not say). */
  emailSent?: boolean;
  /**
   * The buyer was waiting in the sale's line: a reload shows the place at once and waits on,
   * reserving the same choices once admitted (the place itself is the session's, at the gateway).
   */
  queue?: SavedQueue;
  /** Before `done`: a payment of `booking` was started (the gateway says where it stands). */
  paying?: boolean;
  /**
   * While paying: what the flow had read of the event (its shows, the event, the picked show's
   * catalogue), so that the return from the provider's page reads only the payment. Nothing of
   * the booking: where it stands comes from the gateway.
   */
  kept?: Kept;
  /** At `done`: the booking whose payment confirmed it (its reference is read again). */
  paidFor?: number;
}

/** The place as stored, or undefined out of line. */
const savedQueue = (queue: QueuePlace | null): { queue?: SavedQueue } =>
  queue ? { queue: { ...queue, opensAt: queue.opensAt?.toISOString() ?? null } } : {};

const keptOf = ({ shows, event, extras, records, capacity, host }: Readonly<FlowState>): Kept => ({
  shows,
  event,
  extras,
  records,
  capacity,
  host,
});

/** What of the state is kept for a reload; once confirmed, what reads the receipt back. */
export function savedOf(state: Readonly<FlowState>, event: string): Saved | null {
  const confirmation = state.confirmation;
  if (confirmation) {
    return {
      v: 1,
      event,
      step: 'done',
      show: null,
      lines: [],
      answers: [],
      options: {},
      buyer: state.buyer,
      delivery: confirmation.deliveryMethod,
      lang: state.lang,
      session: state.session,
      person: state.person,
      booking: confirmation.booking,
      emailSent: confirmation.emailSent,
      ...(confirmation.payment ? { paidFor: confirmation.payment.booking } : {}),
    };
  }
  return {
    v: 1,
    event,
    step: state.step,
    show: state.show,
    lines: state.lines,
    answers: state.answers,
    options: state.options,
    buyer: state.buyer,
    delivery: state.delivery,
    lang: state.lang,
    session: state.session,
    person: state.person,
    booking: state.booking,
    ...savedQueue(state.queue),
    ...(state.payment ? { paying: true, kept: keptOf(state) } : {}),
  };
}

export const storageKey = (event: string): string => `tb-booking:${event}`;

/** The platform's sessionStorage, when there is one and it may be used (private modes throw). */
export function defaultStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function loadSaved(storage: Storage | null, key: string, event: string): Saved | null {
  try {
    const raw = storage?.getItem(key);
    const saved = raw ? (JSON.parse(raw) as Partial<Saved>) : null;
    if (!saved || saved.v !== 1 || saved.event !== event || !Array.isArray(saved.lines)) return null;
    return saved as Saved;
  } catch {
    return null;
  }
}

export function writeSaved(storage: Storage | null, key: string, saved: Saved | null): void {
  try {
    if (saved) storage?.setItem(key, JSON.stringify(saved));
    else storage?.removeItem(key);
  } catch {
    // A full or disabled storage only costs the resume after a reload.
  }
}
