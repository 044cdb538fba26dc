/**
 * The bodies the mock's controls check that depend on the domain (a clock move, a reset), and the
 * settings as `GET /__admin/config` answers them, made from the domain's check of a settings edit.
 * The controls serve with them and the contract documents them (`admin-docs.ts`).
 */
import { z } from 'zod';
import { parseDuration } from '../domain/clock';
import { ConfigPatchSchema } from '../domain/config';
import { EXTENSION } from '../schemas';

/** A clock move of at most a year at once keeps every instant far inside the safe range. */
export const MAX_ADVANCE_MS = 366 * 86_400_000;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

export const ResetSchema = z
  .strictObject({
    seed: z
      .string()
      .min(1)
      .optional()
      .meta({ description: 'The seed to load; default: the one loaded now.', examples: ['demo'] }),
  })
  .openapi('MockReset', { description: 'Which seed to reset to.', ...EXTENSION });

export const ClockSchema = z
  .strictObject({
    advance: z
      .string()
      .refine(
        (text) => parseDuration(text) !== undefined,
        'Expected a duration such as 31m, 90s, 2h, 1d or 250ms.',
      )
      .optional(),
    advanceMs: z.int().min(0).max(MAX_ADVANCE_MS).optional(),
    set: z
      .string()
      .regex(ISO_INSTANT, 'Expected an ISO 8601 instant with Z or an offset, such as 2026-06-01T08:00:00Z.')
      .refine((text) => Number.isFinite(Date.parse(text)), 'Expected a real date and time.')
      .meta({ examples: ['2026-06-01T08:00:00Z'] })
      .optional(),
  })
  .refine((body) => Object.keys(body).length === 1, 'Give exactly one of advance, advanceMs or set.')
  .openapi('MockClockMove', {
    description: 'Exactly one of `advance`, `advanceMs` or `set`: by how much, or to when.',
    ...EXTENSION,
  });

/** `GET /__admin/config`: every setting the edit takes; the two with defaults are always present. */
export const MockConfigSchema = ConfigPatchSchema.required({
  accessTokenTtl: true,
  releasePeriod: true,
}).openapi('MockConfig', { description: "The mock's settings.", ...EXTENSION });
