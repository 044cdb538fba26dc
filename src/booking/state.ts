/**
 * The one owner of the flow's state. `FlowState` is everything the flow knows: the buyer's
 * choices and progress, what the service holds (person, booking, saved answers and options),
 * and the records the catalogue is built from. Every change is one of the named changes of
 * `changes.ts` and `changes-later.ts`, applied by the store (`flow-store.ts`).
 */
import type { Capacity, DeliveryRateRecord } from './api.js';
import type { CatalogueRecords } from './catalogue.js';
import type { BookingState, Buyer, Lang, TicketAnswers, VenueFrame } from './types.js';

/** The buyer's details before anything is typed. */
export const EMPTY_BUYER: Buyer = {
  salutation: '',
  firstname: '',
  lastname: '',
  company: '',
  email: '',
  newsletter: false,
  address1: '',
  address2: '',
  zip: '',
  city: '',
  country: 'CH',
};

/** A show length the site owner gave, in whole minutes above 0; anything else is none. */
export function showMinutes(value: unknown): number | null {
  const minutes = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof minutes === 'number' && Number.isInteger(minutes) && minutes > 0 ? minutes : null;
}

const NO_FRAME: VenueFrame = { termsUrl: null, privacyUrl: null, paymentNote: null, showMinutes: null };

/** The fields of `BookingState` derived from the others or from the settings, never stored. */
type DerivedField = 'catalogue' | 'steps' | 'postage' | 'bill' | 'totals' | 'seating' | 'fewLeft';

export interface FlowState extends Omit<BookingState, DerivedField> {
  /** The visitor's gateway session token, as the last response carried it. */
  session: string | null;
  person: string | null;
  booking: number | null;
  /** The booking read last was confirmed. */
  confirmed: boolean;
  /** Show of the tickets the booking holds. */
  reservedShow: string | null;
  /** The records of the picked show's catalogue (with `capacity`, the catalogue). */
  records: CatalogueRecords | null;
  /** The capacity read last of the picked show. */
  capacity: Capacity | undefined;
  /**
   * How many ticket option groups and options the event has, known from the event read that
   * starts with the show list: the steps that apply, before a show is picked.
   */
  extras: { groups: number; options: number } | null;
  /** The host of the event (whose delivery rates apply). */
  host: string | null;
  /** The host's delivery rates once read. */
  rates: DeliveryRateRecord[] | null;
  ratesStatus: 'idle' | 'loading' | 'loaded' | 'failed';
  /** Ticket options as the service holds them, per ticket index. */
  savedAnswers: TicketAnswers[];
  /** Booking options as the service holds them. */
  savedOptions: Record<string, number>;
  /** The person body last saved (JSON), to skip an unchanged PATCH. */
  savedPerson: string | null;
  /** A write failed without an answer: read the booking before repeating anything. */
  uncertain: boolean;
}

export function initialState(lang: Lang, maxTickets: number, frame: VenueFrame = NO_FRAME): FlowState {
  return {
    step: 'shows',
    busy: false,
    error: null,
    lang,
    event: null,
    shows: [],
    show: null,
    lines: [],
    maxTickets,
    reservation: null,
    shortfall: null,
    answers: [],
    options: {},
    buyer: { ...EMPTY_BUYER },
    buyerErrors: {},
    delivery: 'digital',
    confirmation: null,
    payments: null,
    payment: null,
    clockOffset: 0,
    session: null,
    person: null,
    booking: null,
    confirmed: false,
    reservedShow: null,
    records: null,
    capacity: undefined,
    extras: null,
    host: null,
    rates: null,
    ratesStatus: 'idle',
    savedAnswers: [],
    savedOptions: {},
    savedPerson: null,
    uncertain: false,
    seatPlan: null,
    wheelchairSectors: null,
    wheelchair: false,
    seatNotice: null,
    frame,
    termsAccepted: false,
    challenge: null,
    queue: null,
  };
}
