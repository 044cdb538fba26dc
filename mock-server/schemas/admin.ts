/**
 * The answers of the mock's controls for QA (`/__admin/…`, DESIGN.md §5), as the contract
 * documents them. Only the mock has these controls; every component is named `Mock…` and marked
 * `x-extension`. The bodies the controls take are checked by the schemas of the domain (config,
 * faults, webhooks) and of `http/admin-routes.ts` (reset, clock), which the document names too.
 */
import { z } from '@hono/zod-openapi';
import { EXTENSION } from './common';
import { EMAIL_TYPES } from './email';
import { LOCALES } from './persons';
import { WEBHOOK_TYPES } from './webhooks';

/** What the journal records, in the order a reader would filter by. */
export const JOURNAL_KINDS = [
  'request',
  'rejection',
  'change',
  'release',
  'auth',
  'admin',
  'email',
  'webhook',
] as const;

const instant = (description: string) =>
  z.string().openapi({ description, format: 'date-time', examples: ['2026-06-01T08:00:00.000Z'] });

export const MockClockSchema = z
  .object({
    now: instant('Mock-clock time, ISO 8601 UTC.'),
    epochMs: z.int().min(0).openapi({ description: 'The same instant in milliseconds since 1970.' }),
    following: z.boolean().openapi({ description: 'Whether the clock follows the system clock.' }),
  })
  .openapi('MockClock', { description: 'The mock clock.', ...EXTENSION });

const ReleaseSchema = z
  .object({
    booking: z.int().openapi({ description: 'The booking released.' }),
    pid_readable: z.string().openapi({ examples: ['1234-5678-9012'] }),
    expired_at: instant("The booking's `expires`: the instant of the release."),
    ticket_count: z.int().min(0),
    tickets: z.array(z.string()).openapi({ description: 'Pids of the tickets released.' }),
    options: z
      .array(z.object({ option: z.string(), quantity: z.int().min(1) }))
      .openapi({ description: 'The options the booking held, given back to their limits.' }),
  })
  .openapi('MockRelease', {
    description: 'An unconfirmed booking whose tickets and options were released.',
    ...EXTENSION,
  });

export const MockClockMovedSchema = MockClockSchema.extend({
  expired: z.array(ReleaseSchema).openapi({ description: 'What the move released, oldest first.' }),
}).openapi('MockClockMoved', {
  description: 'The mock clock after a move, and the bookings the move released.',
  ...EXTENSION,
});

export const MockResetDoneSchema = MockClockSchema.extend({
  seed: z.string().openapi({ description: 'The seed now loaded.', examples: ['demo'] }),
}).openapi('MockResetDone', { description: 'The seed loaded and the clock it starts at.', ...EXTENSION });

export const MockJournalEntrySchema = z
  .object({
    seq: z.int().min(1).openapi({ description: 'Sequence number; `since` reads the entries after one.' }),
    at: instant('Mock-clock time, ISO 8601 UTC.'),
    kind: z.enum(JOURNAL_KINDS),
    message: z.string().openapi({ description: 'What happened, in English; a rejection says why.' }),
    method: z.string().optional(),
    path: z.string().optional().openapi({ description: 'The path below the base address.' }),
    status: z.int().optional(),
    code: z.string().optional().openapi({ description: "The problem's `code` of a rejection." }),
    resource: z.string().optional(),
    pid: z.union([z.string(), z.int()]).optional(),
    session: z.string().optional().openapi({ description: 'The `X-Mock-Session` that served it.' }),
  })
  .openapi('MockJournalEntry', {
    description: 'One entry of the journal: a request, a change, a rejection with its reason, …',
    ...EXTENSION,
  });

export const MockMailSchema = z
  .object({
    id: z.int().min(1),
    at: instant('Mock-clock time of sending, ISO 8601 UTC.'),
    type: z.enum(EMAIL_TYPES),
    booking: z.int(),
    bookingReadable: z.string().openapi({ examples: ['1234-5678-9012'] }),
    host: z.string(),
    locale: z.enum(LOCALES),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
  })
  .openapi('MockMail', { description: 'A mail of the outbox, in the customer’s language.', ...EXTENSION });

export const MockWebhookSchema = z
  .object({
    id: z.string().openapi({ examples: ['webhook-1'] }),
    url: z.string(),
    types: z
      .array(z.enum(WEBHOOK_TYPES))
      .nullable()
      .openapi({ description: 'The types it receives; null: every type.' }),
    signed: z.boolean().openapi({ description: 'Whether calls are signed (a secret was given).' }),
    created: instant('Mock-clock time, ISO 8601 UTC.'),
    queued: z.int().min(0).openapi({ description: 'Calls waiting for a free slot.' }),
    sending: z
      .int()
      .min(0)
      .openapi({ description: 'Calls being sent (an attempt open or a retry waiting).' }),
  })
  .openapi('MockWebhook', {
    description: 'A webhook subscription; its secret is never shown.',
    ...EXTENSION,
  });

export const MockWebhookAttemptSchema = z
  .object({
    attempt: z.int().min(1),
    at: instant('Real time the attempt started, ISO 8601 UTC.'),
    status: z.int().optional().openapi({ description: "The receiver's status, when it answered." }),
    error: z.string().optional().openapi({ description: 'Why the attempt failed without an answer.' }),
    durationMs: z.number().min(0),
  })
  .openapi('MockWebhookAttempt', { description: 'One attempt to deliver a call.', ...EXTENSION });

const payload = z
  .record(z.string(), z.unknown())
  .openapi({ description: 'The payload sent: pids only (see the webhooks of this document).' });

const DeliverySchema = z
  .object({
    id: z.string().openapi({ description: 'The `X-Webhook-Delivery` header, the same on every retry.' }),
    subscription: z.string(),
    url: z.string(),
    state: z.enum(['recorded', 'queued', 'pending', 'delivered', 'failed']).openapi({
      description:
        '`recorded`: not sent (in-page and in-process mocks); `queued`: waiting for a free slot; ' +
        '`pending`: being sent; `delivered`: answered 2xx; `failed`: given up.',
    }),
    attempts: z.array(MockWebhookAttemptSchema),
  })
  .openapi('MockWebhookDelivery', { description: 'A call to one subscription.', ...EXTENSION });

export const MockWebhookCallSchema = z
  .object({
    id: z.int().min(1),
    at: instant('Mock-clock time of the event, ISO 8601 UTC.'),
    type: z.enum(WEBHOOK_TYPES),
    payload,
    deliveries: z.array(DeliverySchema).openapi({ description: 'One per subscription that takes the type.' }),
  })
  .openapi('MockWebhookCall', { description: 'A webhook call the mock emitted.', ...EXTENSION });

export const MockDeadLetterSchema = z
  .object({
    id: z.string().openapi({ description: 'The delivery id.' }),
    event: z.int().min(1),
    type: z.enum(WEBHOOK_TYPES),
    payload,
    subscription: z.string(),
    url: z.string(),
    reason: z.enum(['attempts_exhausted', 'queue_full']),
    at: instant('Real time it was given up, ISO 8601 UTC.'),
    attempts: z.array(MockWebhookAttemptSchema),
  })
  .openapi('MockDeadLetter', { description: 'A delivery given up, to send again.', ...EXTENSION });

export const MockRedeliverySchema = z
  .object({ queued: z.int().min(0).openapi({ description: 'Dead letters queued to be sent again.' }) })
  .openapi('MockRedelivery', { description: 'The dead letters queued to be sent again.', ...EXTENSION });

export const MockFaultSchema = z
  .object({
    id: z.string().openapi({ examples: ['fault-1'] }),
    method: z.string().nullable().openapi({ description: 'The method it hits; null: every method.' }),
    path: z.string().openapi({ description: 'A glob, or a regular expression (RE2) starting with `^`.' }),
    status: z.int().nullable().openapi({ description: 'The status answered instead; null: none.' }),
    body: z.unknown().optional().openapi({ description: 'The body answered with `status`, when given.' }),
    networkError: z.boolean(),
    delayMs: z.int().min(0),
    landed: z
      .boolean()
      .openapi({ description: 'The request is carried out; only its answer is delayed or lost.' }),
    remaining: z
      .int()
      .min(0)
      .nullable()
      .openapi({ description: 'Requests it still hits; null: every matching request.' }),
    hits: z.int().min(0),
  })
  .openapi('MockFault', { description: 'An injected fault, with how often it has hit.', ...EXTENSION });

export const MockSessionsSchema = z
  .object({
    limit: z.int().min(1).openapi({ description: 'How many sessions live at once.' }),
    sessions: z.array(z.string()).openapi({ description: 'Their names, least recently used first.' }),
  })
  .openapi('MockSessions', { description: 'The sessions of `X-Mock-Session`.', ...EXTENSION });

export const MockSnapshotSchema = z
  .looseObject({
    version: z.literal(1),
    seed: z.string(),
    clock: z.int().openapi({ description: 'Mock-clock time, epoch ms.' }),
  })
  .openapi('MockSnapshot', {
    description:
      'Everything the mock holds, as plain JSON: data, logins and tokens, settings, clock, outbox ' +
      'and webhooks. Read it and put it back whole; its inner layout is the mock’s own.',
    ...EXTENSION,
  });
