/**
 * Mock controls for QA (DESIGN.md §5), without authentication, under `<base>/__admin/`:
 * reset to a seed, read and move the clock, read the journal, read and change settings, take
 * and put back snapshots; the outbox, webhooks, faults and sessions have files of their own.
 * Bodies are checked like every other body: a bad one answers a 4xx problem and changes nothing.
 */
import type { Hono } from 'hono';
import type { z } from 'zod';
import { parseDuration } from '../domain/clock';
import { DomainError, describeViolations } from '../domain/errors';
import type { JournalKind } from '../domain/journal';
import type { Mock } from '../domain/mock';
import {
  JOURNAL_KINDS,
  type MockClockSchema,
  type MockJournalEntrySchema,
  type MockResetDoneSchema,
} from '../schemas';
import { adminFaultRoutes } from './admin-faults';
import { adminOutboxRoutes } from './admin-outbox';
import { ClockSchema, MAX_ADVANCE_MS, ResetSchema, type MockConfigSchema } from './admin-schemas';
import { adminSessionRoutes, type SessionRegistry } from './admin-sessions';
import { ADMIN_PREFIX, optionalJson, parse } from './admin-shared';
import { adminWebhookRoutes } from './admin-webhooks';
import { readJson } from './body';
import { urlParts, type AppEnv, type HonoContext } from './env';
import { handle, methodNotAllowed } from './errors';
import { empty, json } from './reply';

/** Snapshots of large data sets exceed the 1 MiB limit of resource requests. */
const MAX_SNAPSHOT_BYTES = 256 * 1_048_576;

function moveClock(mock: Mock, body: z.output<typeof ClockSchema>) {
  if (body.set !== undefined) return mock.moveClock({ set: Date.parse(body.set) });
  const advanceMs = body.advanceMs ?? parseDuration(body.advance ?? '') ?? 0;
  if (advanceMs > MAX_ADVANCE_MS) {
    throw new DomainError('validation_failed', 'Could not move the clock: at most 366 days at once.', [
      { property_path: 'advance', message: 'Too large: at most 366 days at once.' },
    ]);
  }
  return mock.moveClock({ advanceMs });
}

function journalQuery(c: HonoContext) {
  const since = c.req.query('since');
  const limit = c.req.query('limit');
  const kinds = c.req.query('kinds');
  const errors = [];
  if (since !== undefined && !/^\d{1,15}$/.test(since))
    errors.push({ property_path: 'since', message: 'Expected a sequence number.' });
  if (limit !== undefined && !/^[1-9]\d{0,5}$/.test(limit))
    errors.push({ property_path: 'limit', message: 'Expected a positive integer.' });
  const kindList = kinds?.split(',').map((k) => k.trim()) ?? undefined;
  const unknown = kindList?.filter((k) => !(JOURNAL_KINDS as readonly string[]).includes(k)) ?? [];
  if (unknown.length > 0)
    errors.push({
      property_path: 'kinds',
      message: `Unknown kinds ${unknown.join(', ')}; use ${JOURNAL_KINDS.join(', ')}.`,
    });
  if (errors.length > 0)
    throw new DomainError('invalid_query', describeViolations('Could not read the journal', errors), errors);
  return {
    ...(since === undefined ? {} : { since: Number(since) }),
    ...(limit === undefined ? {} : { limit: Number(limit) }),
    ...(kindList === undefined ? {} : { kinds: kindList as JournalKind[] }),
  };
}

/** The admin controls of `mock`; `sessions` only on the main app (a session has none of its own). */
export function adminRoutes(app: Hono<AppEnv>, mock: Mock, sessions?: SessionRegistry): void {
  const at = (path: string) => `${ADMIN_PREFIX}${path}`;

  app.post(
    at('/reset'),
    handle(async (c) => {
      const body = parse(ResetSchema, await optionalJson(c), 'Could not reset');
      mock.reset(body.seed);
      return json(c, { seed: mock.seed, ...mock.clockState() } satisfies z.infer<typeof MockResetDoneSchema>);
    }),
  );
  app.all(at('/reset'), methodNotAllowed(['POST']));

  app.get(
    at('/clock'),
    handle((c) => json(c, mock.clockState() satisfies z.infer<typeof MockClockSchema>)),
  );
  app.post(
    at('/clock'),
    handle(async (c) =>
      json(c, moveClock(mock, parse(ClockSchema, await readJson(c), 'Could not move the clock'))),
    ),
  );
  app.all(at('/clock'), methodNotAllowed(['GET', 'POST']));

  app.get(
    at('/journal'),
    handle((c: HonoContext) =>
      json(c, mock.journal.list(journalQuery(c)) satisfies z.infer<typeof MockJournalEntrySchema>[]),
    ),
  );
  app.all(at('/journal'), methodNotAllowed(['GET']));

  app.get(
    at('/config'),
    handle((c) => json(c, mock.config satisfies z.infer<typeof MockConfigSchema>)),
  );
  app.patch(
    at('/config'),
    handle(async (c) =>
      json(c, mock.updateConfig(await readJson(c)) satisfies z.infer<typeof MockConfigSchema>),
    ),
  );
  app.all(at('/config'), methodNotAllowed(['GET', 'PATCH']));

  app.get(
    at('/snapshot'),
    handle((c) => json(c, mock.snapshot())),
  );
  app.put(
    at('/snapshot'),
    handle(async (c) => {
      mock.restore(await readJson(c, MAX_SNAPSHOT_BYTES));
      return empty(c, 204);
    }),
  );
  app.all(at('/snapshot'), methodNotAllowed(['GET', 'PUT']));

  adminOutboxRoutes(app, mock);
  adminWebhookRoutes(app, mock);
  adminFaultRoutes(app, mock);
  if (sessions) adminSessionRoutes(app, sessions);

  app.all(
    at('/*'),
    handle((c) => {
      throw new DomainError(
        'not_found',
        `No admin control at ${urlParts(c.req.url).pathname}; see /__admin/reset, clock, journal, config, snapshot, outbox, webhooks, faults, sessions.`,
      );
    }),
  );
}
