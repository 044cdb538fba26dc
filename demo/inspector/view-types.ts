/**
 * The inspector's own shapes: readings of the clock as a panel keeps them, mails and webhook
 * calls as the panels show them, records as read through the API, and the state of a panel's
 * data. What the mock's controls answer is typed by the contract (`types.ts`, generated).
 */
import type { components } from '../../src/api/index.js';

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

/** A mail of `GET /__admin/outbox`, read leniently. */
export interface Mail {
  id: string;
  at: string | undefined;
  to: string;
  subject: string;
  text: string;
}

/** A webhook call of `GET /__admin/webhooks/events`, read leniently. */
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
