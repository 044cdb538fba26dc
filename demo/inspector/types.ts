/**
 * The answers and bodies of the mock's controls (`/__admin/…`) as the inspector reads and writes
 * them, generated from src/api/openapi.json by `npm run generate` (scripts/inspector-types.ts).
 * Do not edit: change mock-server/schemas/admin.ts or the control's body schema instead. These are
 * types of the contract, so the inspector imports nothing of the mock: it talks HTTP only, and
 * inspects a mock in the page as well as one on localhost.
 */
import type { components } from './contract.js';

type Schemas = components['schemas'];

/** The mock clock. */
export type MockClock = Schemas['MockClock'];

/** Exactly one of `advance`, `advanceMs` or `set`: by how much, or to when. */
export type MockClockMove = Schemas['MockClockMove'];

/** The mock clock after a move, and the bookings the move released. */
export type MockClockMoved = Schemas['MockClockMoved'];

/** The mock's settings. */
export type MockConfig = Schemas['MockConfig'];

/** The settings to change; the others stay. */
export type MockConfigPatch = Schemas['MockConfigPatch'];

/** A delivery given up, to send again. */
export type MockDeadLetter = Schemas['MockDeadLetter'];

/** An injected fault, with how often it has hit. */
export type MockFault = Schemas['MockFault'];

/**
 * Which requests (method, path pattern) get what instead (status and body, a network error, a
 * delay), how many, and whether the request is carried out first (`landed`).
 */
export type MockFaultInput = Schemas['MockFaultInput'];

/** One entry of the journal: a request, a change, a rejection with its reason, … */
export type MockJournalEntry = Schemas['MockJournalEntry'];

/** A mail of the outbox, in the customer’s language. */
export type MockMail = Schemas['MockMail'];

/** The dead letters queued to be sent again. */
export type MockRedelivery = Schemas['MockRedelivery'];

/** An unconfirmed booking whose tickets and options were released. */
export type MockRelease = Schemas['MockRelease'];

/** Which seed to reset to. */
export type MockReset = Schemas['MockReset'];

/** The seed loaded and the clock it starts at. */
export type MockResetDone = Schemas['MockResetDone'];

/** The sessions of `X-Mock-Session`. */
export type MockSessions = Schemas['MockSessions'];

/**
 * Everything the mock holds, as plain JSON: data, logins and tokens, settings, clock, outbox and
 * webhooks. Read it and put it back whole; its inner layout is the mock’s own.
 */
export type MockSnapshot = Schemas['MockSnapshot'];

/** A webhook subscription; its secret is never shown. */
export type MockWebhook = Schemas['MockWebhook'];

/** One attempt to deliver a call. */
export type MockWebhookAttempt = Schemas['MockWebhookAttempt'];

/** A webhook call the mock emitted. */
export type MockWebhookCall = Schemas['MockWebhookCall'];

/** A call to one subscription. */
export type MockWebhookDelivery = Schemas['MockWebhookDelivery'];

/** A URL to call, the types it takes (default: every type) and a signing secret. */
export type MockWebhookInput = Schemas['MockWebhookInput'];

/** What a journal entry is about. */
export type JournalKind = MockJournalEntry['kind'];

/** Every kind of journal entry, in the order the contract lists them. */
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
