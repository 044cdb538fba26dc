/** The inspector's state as its panels render it; replaced, never mutated. */
import type { MockConfig, MockFault, MockJournalEntry } from './types.js';
import type {
  BookingRecord,
  ClockMove,
  ClockReading,
  EventRecord,
  Listed,
  Loadable,
  Mail,
  ShowRecord,
  TicketRecord,
  WebhookEvent,
} from './view-types.js';

export interface LogEntry extends MockJournalEntry {
  /** Caused by the inspector's own requests (its logins and reads). */
  readonly own: boolean;
}

export interface InspectorState {
  /** `connecting` until the first journal read answers; `offline` while the mock cannot be reached. */
  readonly connection: 'connecting' | 'ready' | 'offline';
  /** The last failure of an action or a read, as the mock explained it. */
  readonly error: string | undefined;
  readonly busy: boolean;
  readonly clock: ClockReading | undefined;
  readonly lastMove: ClockMove | undefined;
  readonly config: MockConfig | undefined;
  readonly faults: Loadable<readonly MockFault[]>;
  readonly events: Listed<EventRecord> | undefined;
  readonly shows: Listed<ShowRecord> | undefined;
  /** Whether the mock adds `properties[capacity]` to shows; undefined until asked. */
  readonly capacity: boolean | undefined;
  readonly bookings: Listed<BookingRecord> | undefined;
  readonly selectedBooking: string | undefined;
  readonly tickets: readonly TicketRecord[] | undefined;
  readonly outbox: Loadable<readonly Mail[]>;
  readonly webhooks: Loadable<readonly WebhookEvent[]>;
  readonly log: readonly LogEntry[];
  /** Record reads wait: a fault would answer them instead of the page's next request. */
  readonly readsHeld: boolean;
  /** The seed of the last reset from this panel. */
  readonly resetTo: string | undefined;
}

export function initialState(): InspectorState {
  return {
    connection: 'connecting',
    error: undefined,
    busy: false,
    clock: undefined,
    lastMove: undefined,
    config: undefined,
    faults: undefined,
    events: undefined,
    shows: undefined,
    capacity: undefined,
    bookings: undefined,
    selectedBooking: undefined,
    tickets: undefined,
    outbox: undefined,
    webhooks: undefined,
    log: [],
    readsHeld: false,
    resetTo: undefined,
  };
}
