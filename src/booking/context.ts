/**
 * What the flow's modules share: the API, the store, the state the buyer does not see (what
 * the service holds, the catalogue records, the capacity read last) and a few helpers.
 */
import type { Capacity, DeliveryRateRecord, FlowApi } from './api.js';
import type { CatalogueRecords } from './catalogue.js';
import type { Store } from './store.js';
import type { BookingState, FlowEventMap, StepName, TicketAnswers } from './types.js';

export interface Internal {
  person: string | null;
  booking: number | null;
  /** The booking read last was confirmed. */
  confirmed: boolean;
  /** Show of the tickets the booking holds. */
  reservedShow: string | null;
  session: string | null;
  records: CatalogueRecords | null;
  /**
   * How many ticket option groups and options the event has, known from the event read that
   * starts with the show list: the steps that apply, before a show is picked.
   */
  extras: { groups: number; options: number } | null;
  capacity: Capacity | undefined;
  /** The host of the event (whose delivery rates apply). */
  host: string | null;
  /** The host's delivery rates once read; null before, or when the read failed. */
  rates: DeliveryRateRecord[] | null;
  /** The running read of the rates, if any. */
  ratesLoad: Promise<void> | null;
  /** The last read of the rates failed. */
  ratesFailed: boolean;
  /** Ticket options as the service holds them, per ticket index. */
  savedAnswers: TicketAnswers[];
  /** Booking options as the service holds them. */
  savedOptions: Record<string, number>;
  /** The person body last saved (JSON), to skip an unchanged PATCH. */
  savedPerson: string | null;
  /** A write failed without an answer: read the booking before repeating anything. */
  uncertain: boolean;
  /** The action `retry()` repeats. */
  failed: (() => Promise<void>) | null;
  cancelTimer: (() => void) | null;
}

export interface Settings {
  event: string;
  maxTickets: number;
  fewLeft: number;
  now: () => number;
  schedule: (callback: () => void, ms: number) => () => void;
}

export interface FlowContext {
  readonly api: FlowApi;
  readonly settings: Settings;
  readonly store: Store<BookingState>;
  readonly internal: Internal;
  /** Merges a change, re-derives the catalogue and totals, and saves for a reload. */
  set(patch: Partial<BookingState>): void;
  emit<K extends keyof FlowEventMap>(name: K, detail: FlowEventMap[K]): void;
  /** The step after `step` among the steps that apply. */
  after(step: StepName): StepName;
}

export const emptyInternal = (session: string | null = null): Internal => ({
  person: null,
  booking: null,
  confirmed: false,
  reservedShow: null,
  session,
  records: null,
  extras: null,
  capacity: undefined,
  host: null,
  rates: null,
  ratesLoad: null,
  ratesFailed: false,
  savedAnswers: [],
  savedOptions: {},
  savedPerson: null,
  uncertain: false,
  failed: null,
  cancelTimer: null,
});

export const sameAnswers = (a: TicketAnswers | undefined, b: TicketAnswers | undefined): boolean => {
  const x = Object.entries(a ?? {}).filter(([, v]) => v);
  const y = Object.entries(b ?? {}).filter(([, v]) => v);
  return x.length === y.length && x.every(([k, v]) => b?.[k] === v);
};
