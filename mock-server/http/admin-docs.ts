/**
 * The mock's controls for QA (`/__admin/…`) in the contract: one operation per control that
 * `admin-routes.ts` and its neighbours serve, with the bodies they check (the same schemas) and
 * the answers they give (`schemas/admin.ts`). All are `x-extension`: the service itself has no
 * such controls. `test/node/mock/admin-contract.test.ts` checks that every documented operation
 * is served and every served control documented.
 */
import { z } from '@hono/zod-openapi';
import type { OpenAPIHono, RouteConfig } from '@hono/zod-openapi';
import { ConfigPatchSchema } from '../domain/config';
import { SESSION_HEADER, SESSION_NAME_PATTERN } from '../domain/sessions';
import { FaultInputSchema } from '../domain/faults';
import { SubscribeSchema } from '../domain/webhooks/subscriptions';
import {
  EXTENSION,
  JOURNAL_KINDS,
  MockClockMovedSchema,
  MockClockSchema,
  MockDeadLetterSchema,
  MockFaultSchema,
  MockJournalEntrySchema,
  MockMailSchema,
  MockRedeliverySchema,
  MockResetDoneSchema,
  MockSessionsSchema,
  MockSnapshotSchema,
  MockWebhookCallSchema,
  MockWebhookSchema,
} from '../schemas';
import { ADMIN_PREFIX } from './admin-shared';
import { ClockSchema, MockConfigSchema, ResetSchema } from './admin-schemas';
import { responseRef } from './route-docs';

type Registry = OpenAPIHono['openAPIRegistry'];

/** The tag of every control. */
export const ADMIN_TAG = 'Mock controls';

export const ADMIN_TAG_DESCRIPTION =
  'Controls of the mock for QA, without authentication: reset to a seed, the clock, the journal, ' +
  'settings, snapshots, the outbox, webhooks, injected faults and sessions. Only the mock offers ' +
  'them. With `X-Mock-Session: <name>` a request (controls included) is served by that ' +
  "session's own mock.";

const json = (schema: z.ZodType) => ({ 'application/json': { schema } });
const answer = (description: string, schema: z.ZodType) => ({ description, content: json(schema) });
const done = (description: string) => ({ description });
const body = (schema: z.ZodType, required = true) => ({ required, content: json(schema) });

/** Every control takes the session switch; a malformed name answers 409 before anything else. */
const sessionHeader = z.object({
  [SESSION_HEADER]: z
    .string()
    .regex(SESSION_NAME_PATTERN)
    .optional()
    .openapi({
      param: { description: "Served by this session's own mock (made from the seed on first use)." },
      examples: ['checkout-run-7'],
    }),
});

const idParam = (what: string) =>
  z.object({ id: z.string().openapi({ param: { description: `The id of the ${what}.` } }) });

/** The operations, by path below the base address and method. */
function operations(): RouteConfig[] {
  const op = (
    method: RouteConfig['method'],
    path: string,
    operationId: string,
    summary: string,
    { request, responses, ...rest }: Omit<RouteConfig, 'method' | 'path' | 'operationId' | 'summary'>,
  ): RouteConfig => ({
    method,
    path: `${ADMIN_PREFIX}${path}`,
    operationId,
    summary,
    tags: [ADMIN_TAG],
    security: [],
    ...EXTENSION,
    ...rest,
    request: { ...request, headers: sessionHeader },
    responses: { 409: responseRef('Conflict'), ...responses },
  });
  const invalid = { 413: responseRef('PayloadTooLarge') };
  const unknown = { 404: responseRef('NotFound') };
  return [
    op('post', '/reset', 'mockReset', 'Reset the mock to a seed', {
      description:
        'Data, logins, clock start and settings back to the seed (default: the current one); the ' +
        'outbox, webhooks and faults are emptied. The body may be left out.',
      request: { body: body(ResetSchema, false) },
      responses: { 200: answer('The seed loaded.', MockResetDoneSchema), ...invalid },
    }),
    op('get', '/clock', 'mockReadClock', 'Read the mock clock', {
      responses: { 200: answer('The mock clock.', MockClockSchema) },
    }),
    op('post', '/clock', 'mockMoveClock', 'Move the mock clock', {
      description:
        'Exactly one of `advance` (`31m`, `90s`, `2h`, `1d`, `250ms`), `advanceMs` or `set` (an ' +
        'ISO 8601 instant). At most 366 days at once. Answers what the move released.',
      request: { body: body(ClockSchema) },
      responses: { 200: answer('The clock after the move.', MockClockMovedSchema), ...invalid },
    }),
    op('get', '/journal', 'mockReadJournal', 'Read the journal', {
      description: 'Requests and changes, each rejection with its reason; oldest first.',
      request: {
        query: z.object({
          since: z
            .string()
            .regex(/^\d{1,15}$/)
            .optional()
            .openapi({ param: { description: 'Only entries after this `seq`.' }, examples: ['120'] }),
          limit: z
            .string()
            .regex(/^[1-9]\d{0,5}$/)
            .optional()
            .openapi({ param: { description: 'At most this many, the newest.' }, examples: ['50'] }),
          kinds: z
            .string()
            .optional()
            .openapi({
              param: { description: `Only these kinds, comma-separated: ${JOURNAL_KINDS.join(', ')}.` },
              examples: ['rejection,change'],
            }),
        }),
      },
      responses: {
        200: answer('The entries.', z.array(MockJournalEntrySchema)),
      },
    }),
    op('get', '/config', 'mockReadConfig', 'Read the settings', {
      responses: { 200: answer('The settings.', MockConfigSchema) },
    }),
    op('patch', '/config', 'mockChangeConfig', 'Change some settings', {
      description: 'Only the settings given change; a reset restores the settings the mock started with.',
      request: {
        body: body(
          ConfigPatchSchema.openapi('MockConfigPatch', {
            description: 'The settings to change; the others stay.',
            ...EXTENSION,
          }),
        ),
      },
      responses: { 200: answer('The settings after the change.', MockConfigSchema), ...invalid },
    }),
    op('get', '/snapshot', 'mockTakeSnapshot', 'Take a snapshot', {
      responses: { 200: answer('Everything the mock holds.', MockSnapshotSchema) },
    }),
    op('put', '/snapshot', 'mockRestoreSnapshot', 'Put a snapshot back', {
      description: 'Bodies up to 256 MiB. A snapshot that is not valid changes nothing.',
      request: { body: body(MockSnapshotSchema) },
      responses: { 204: done('Restored.'), ...invalid },
    }),
    op('get', '/outbox', 'mockReadOutbox', 'Read the outbox', {
      description: 'The mails `POST /email/send` sent, oldest first.',
      responses: { 200: answer('The mails.', z.array(MockMailSchema)) },
    }),
    op('delete', '/outbox', 'mockEmptyOutbox', 'Empty the outbox', { responses: { 204: done('Emptied.') } }),
    op('get', '/webhooks', 'mockListWebhooks', 'List the webhook subscriptions', {
      responses: { 200: answer('The subscriptions.', z.array(MockWebhookSchema)) },
    }),
    op('post', '/webhooks', 'mockAddWebhook', 'Subscribe a URL to webhook calls', {
      description: 'At most 50 subscriptions. With a `secret`, calls are signed.',
      request: {
        body: body(
          SubscribeSchema.openapi('MockWebhookInput', {
            description: 'A URL to call, the types it takes (default: every type) and a signing secret.',
            ...EXTENSION,
          }),
        ),
      },
      responses: { 201: answer('The subscription.', MockWebhookSchema), ...invalid },
    }),
    op('delete', '/webhooks', 'mockRemoveWebhooks', 'Remove every webhook subscription', {
      responses: { 204: done('Removed.') },
    }),
    op('delete', '/webhooks/{id}', 'mockRemoveWebhook', 'Remove a webhook subscription', {
      request: { params: idParam('subscription') },
      responses: { 204: done('Removed.'), ...unknown },
    }),
    op('get', '/webhooks/events', 'mockListWebhookCalls', 'List the webhook calls emitted', {
      description: 'Oldest first, each with its delivery to each subscription.',
      responses: { 200: answer('The calls.', z.array(MockWebhookCallSchema)) },
    }),
    op('delete', '/webhooks/events', 'mockClearWebhookCalls', 'Forget the webhook calls emitted', {
      responses: { 204: done('Emptied.') },
    }),
    op('get', '/webhooks/dead-letters', 'mockListDeadLetters', 'List the deliveries given up', {
      responses: { 200: answer('The dead letters, oldest first.', z.array(MockDeadLetterSchema)) },
    }),
    op('post', '/webhooks/dead-letters', 'mockRedeliver', 'Send the dead letters again', {
      description: 'Under the same delivery ids. Only a mock that sends webhooks (over HTTP) queues any.',
      responses: { 202: answer('How many were queued.', MockRedeliverySchema) },
    }),
    op('delete', '/webhooks/dead-letters', 'mockClearDeadLetters', 'Forget the dead letters', {
      responses: { 204: done('Emptied.') },
    }),
    op('get', '/faults', 'mockListFaults', 'List the injected faults', {
      responses: { 200: answer('The faults in force.', z.array(MockFaultSchema)) },
    }),
    op('post', '/faults', 'mockAddFault', 'Inject a fault', {
      description:
        'A matching request gets a status, a dropped connection or a delay instead of (or, with ' +
        '`landed`, after) its normal answer; `count` bounds how many. Controls are never faulted.',
      request: {
        body: body(
          FaultInputSchema.openapi('MockFaultInput', {
            description:
              'Which requests (method, path pattern) get what instead (status and body, a network ' +
              'error, a delay), how many, and whether the request is carried out first (`landed`).',
            ...EXTENSION,
          }),
        ),
      },
      responses: { 201: answer('The fault.', MockFaultSchema), ...invalid },
    }),
    op('delete', '/faults', 'mockRemoveFaults', 'Remove every fault', {
      responses: { 204: done('Removed.') },
    }),
    op('delete', '/faults/{id}', 'mockRemoveFault', 'Remove a fault', {
      request: { params: idParam('fault') },
      responses: { 204: done('Removed.'), ...unknown },
    }),
    op('get', '/sessions', 'mockListSessions', 'List the sessions', {
      description: 'Only the main mock (a request without `X-Mock-Session`) has sessions.',
      responses: { 200: answer('The sessions.', MockSessionsSchema), ...unknown },
    }),
    op('delete', '/sessions', 'mockRemoveSessions', 'Drop every session', {
      responses: { 204: done('Dropped.'), ...unknown },
    }),
    op('delete', '/sessions/{name}', 'mockRemoveSession', 'Drop a session', {
      description: 'Its next request starts it afresh from the seed.',
      request: {
        params: z.object({ name: z.string().openapi({ param: { description: 'The session name.' } }) }),
      },
      responses: { 204: done('Dropped.'), ...unknown },
    }),
  ];
}

/** Registers the controls' operations (and through them their components). */
export function registerAdminPaths(registry: Registry): void {
  for (const operation of operations()) registry.registerPath(operation);
}
