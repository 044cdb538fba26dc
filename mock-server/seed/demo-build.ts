/**
 * What the parts of the `demo` seed share: creation through the record service (so every record
 * passes the contract's validation and the booking rules, exactly as a client's would), dates
 * relative to the seed's clock start, and id sections that keep each part's pids fixed.
 */
import type { Actor } from '../domain/access';
import type { RecordService } from '../domain/records/index';
import type { Store } from '../domain/store';
import type { ResourceName } from '../schemas/registry-types';
import { formatInstant } from '../domain/time';
import { SEED_TIME_ZONE } from './empty';

/** mulberry32's increment: the id generator's state moves by this much per draw. */
const ID_STEP = 0x6d2b79f5;
/** Draws reserved for each part of a seed: a part never reaches the next part's ids. */
const SECTION_DRAWS = 2 ** 20;

/**
 * Moves the id generator to the start of section `index` of a seed: `index × SECTION_DRAWS`
 * draws after the seed's own start. Each part of the demo starts its own section, so
 * adding a record to one event (or a rule that draws ids on confirmation) leaves the pids of
 * every other part as they were; the pids in `DEMO_PIDS` stay true.
 */
export function startSection(store: Store, idSeed: number, index: number): void {
  store.ids.seed = (idSeed + Math.imul(Math.imul(ID_STEP, SECTION_DRAWS), index)) | 0;
}

/**
 * Runs `make` in section `index`, then puts the id generator back where it was: a part added in
 * the middle of another (the theatre's seats, between its sectors and its shows) moves none of
 * the other part's pids.
 */
export function inSection<T>(store: Store, idSeed: number, index: number, make: () => T): T {
  const resume = store.ids.seed;
  startSection(store, idSeed, index);
  try {
    return make();
  } finally {
    store.ids.seed = resume;
  }
}

/** A ticket for a sector (a seated one assigns the best available seat) or for a named seat. */
export interface TicketSpec {
  readonly show: string;
  readonly sector?: string;
  readonly seat?: string;
  readonly price: string;
  readonly ticket_options?: readonly string[];
}

export interface BookingSpec {
  readonly customer: string;
  readonly tickets: readonly TicketSpec[];
  readonly options?: readonly { option: string; quantity: number }[];
  /** Confirm with postal delivery (`delivery: true`); default digital. */
  readonly postal?: boolean;
  /**
   * Leave the booking unconfirmed: its tickets hold their places (reserved) until the release
   * period after the seed's load has passed, as a buyer's who is still in the checkout.
   */
  readonly held?: boolean;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** The calendar date `YYYY-MM-DD` of an instant in Zurich, the seeds' zone. */
export function dayOf(epochMs: number): string {
  return formatInstant(epochMs, SEED_TIME_ZONE).slice(0, 10);
}

/** A calendar date `YYYY-MM-DD` moved by `days`. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(y, m - 1, d + days));
  return `${moved.getUTCFullYear()}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
}

/** 0 = Sunday … 6 = Saturday. */
function weekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

export class SeedWriter {
  /**
   * @param today the seed's first day (in Zurich): every date of the demo counts from here.
   */
  constructor(
    readonly records: RecordService,
    readonly actor: Actor,
    readonly today: string,
  ) {}

  /** A writer whose dates count from the day of the instant `now` in Zurich. */
  static at(records: RecordService, actor: Actor, now: number): SeedWriter {
    return new SeedWriter(records, actor, dayOf(now));
  }

  /** The host the writer creates records for. */
  get host(): string {
    return this.actor.hosts[0]!;
  }

  /** A writer for the same service and dates, acting as another user. */
  as(actor: Actor): SeedWriter {
    return new SeedWriter(this.records, actor, this.today);
  }

  /** Creates one record; its pid. */
  create(resource: ResourceName, body: Record<string, unknown>): string {
    return String(this.records.create(this.actor, resource, body).pids[0]);
  }

  /** Creates records in one array request; their pids in the order given. */
  createAll(resource: ResourceName, bodies: readonly Record<string, unknown>[]): string[] {
    return this.records.create(this.actor, resource, bodies).pids.map(String);
  }

  /**
   * The first date on `day` (0 = Sunday) at least `after` days from today, as the buyer of a
   * demo sees it: the first show is never the same day as the clock start.
   */
  nextWeekday(day: number, after = 1): string {
    const from = addDays(this.today, after);
    return addDays(from, (day - weekday(from) + 7) % 7);
  }

  /** `YYYY-MM-DD HH:MM:SS`, the wall time the API writes. */
  wallTime(date: string, time: string): string {
    return `${date} ${time}:00`;
  }

  /**
   * A booking as a buyer makes it in the widget: booking, tickets (one array request), the
   * per-booking options once the tickets say which event it is for, then the confirmation with
   * the delivery asked for (unless the booking is `held`). Returns the booking pid.
   */
  book(spec: BookingSpec): number {
    const booking = Number(this.records.create(this.actor, 'bookings', { customer: spec.customer }).pids[0]);
    this.records.create(
      this.actor,
      'tickets',
      spec.tickets.map((ticket) => ({ booking, ...ticket })),
    );
    if (spec.options) this.records.update(this.actor, 'bookings', booking, { options: spec.options });
    if (spec.held) return booking;
    this.records.update(this.actor, 'bookings', booking, {
      confirmation: true,
      ...(spec.postal ? { delivery: true } : {}),
    });
    return booking;
  }

  /**
   * Many bookings as a box office enters them: the bookings in one array request, all their
   * tickets in another, then one array edit that confirms the ones not `held` (digital
   * delivery; per-booking options and postal delivery need `book`). Returns the booking pids in
   * the order given.
   */
  bookAll(specs: readonly Omit<BookingSpec, 'options' | 'postal'>[]): number[] {
    if (specs.length === 0) return [];
    const bookings = this.records
      .create(
        this.actor,
        'bookings',
        specs.map((spec) => ({ customer: spec.customer })),
      )
      .pids.map(Number);
    this.records.create(
      this.actor,
      'tickets',
      specs.flatMap((spec, i) => spec.tickets.map((ticket) => ({ booking: bookings[i], ...ticket }))),
    );
    const confirmed = bookings.filter((_, i) => !specs[i]!.held);
    if (confirmed.length > 0) {
      this.records.updateMany(
        this.actor,
        'bookings',
        confirmed.map((pid) => ({ pid, confirmation: true })),
      );
    }
    return bookings;
  }
}

/** `count` tickets of one kind: for a booking's `tickets`. */
export function tickets(count: number, ticket: TicketSpec): TicketSpec[] {
  return Array.from({ length: count }, () => ticket);
}
