/**
 * What the inspector reads from the mock's admin controls (`/__admin/…`). These mirror the
 * answers of the mock and import nothing of it at run time (the journal's entry is a type-only
 * import): the inspector talks HTTP only, so it can inspect a mock in the page as well as one on
 * localhost.
 */
import type { components } from '../../src/api/index.js';
import type { JournalKind } from '../../mock-server/domain/journal.js';

export type { JournalEntry, JournalKind } from '../../mock-server/domain/journal.js';

export const JOURNAL_KINDS: readonly JournalKind[] = [
  'request',
  'rejection',
  'change',
  'release',
  'auth',
  'admin',
  'email',
  'webhook',
];

/** `GET|POST /__admin/clock`. `expired` is only in the answer of a move. */
export interface ClockAnswer {
  now: string;
  epochMs: number;
  following: boolean;
  expired?: unknown[];
}

/** The clock as last read, with the page's monotonic time of the read, so it can tick on locally. */
export interface ClockReading {
  readonly epochMs: number;
  readonly following: boolean;
  readonly readAt: number;
}

/** What the last move of the clock from this panel caused. */
export interface ClockMove {
  readonly byMs: number;
  readonly expired: readonly unknown[];
}

/** `GET /__admin/config`: known settings, and whatever else this mock offers. */
export interface MockConfig {
  accessTokenTtl: number;
  releasePeriod: number;
  latencyMs?: number;
  /** The gateway in front of the mock verifies visitors with its test provider. */
  visitorCheck?: boolean;
  /** `test`: the gateway in front of the mock takes payment with its test provider. */
  payments?: 'test' | 'off';
  [setting: string]: unknown;
}

/** `POST /__admin/faults` body (DESIGN.md §5). */
export interface FaultInput {
  method?: string;
  path: string;
  status?: number;
  networkError?: true;
  delayMs?: number;
  /** The request is carried out; only its answer is delayed or lost. */
  landed?: boolean;
  count?: number;
}

/** A fault as `GET /__admin/faults` lists it. */
export interface Fault {
  id: string;
  method: string | null;
  path: string;
  status: number | null;
  networkError: boolean;
  delayMs: number;
  /** Absent from mocks older than the landed-but-lost mode. */
  landed?: boolean;
  /** Requests it still hits; null: every matching request. */
  remaining: number | null;
  hits: number;
}

/** A rendered e-mail of `GET /__admin/outbox`, read leniently. */
export interface Mail {
  id: string;
  at: string | undefined;
  to: string;
  subject: string;
  text: string;
}

/** A webhook event of `GET /__admin/webhooks`, read leniently. */
export interface WebhookEvent {
  id: string;
  at: string | undefined;
  type: string;
  payload: unknown;
  status: string | undefined;
}

export type EventRecord = components['schemas']['Event'];
export type ShowRecord = components['schemas']['Show'];
export type BookingRecord = components['schemas']['Booking'];
export type TicketRecord = components['schemas']['Ticket'];

/** A list as read: the first records and the total the mock counted. */
export interface Listed<T> {
  readonly items: readonly T[];
  readonly total: number;
}

/** A panel's data before its first read, when this mock has no such control, or as read. */
export type Loadable<T> = undefined | 'unsupported' | T;
