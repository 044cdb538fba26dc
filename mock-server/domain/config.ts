/**
 * Settings QA can change at run time (`GET|PATCH /__admin/config`). They are part of the
 * snapshot; a reset restores the settings the mock was created with.
 */
import { z } from 'zod';
import { DomainError, describeViolations } from './errors';
import { toViolations } from '../schemas/violations';

export interface MockConfig {
  /** Access token lifetime in seconds (`expires_in` of the token response). */
  accessTokenTtl: number;
  /** How long an unconfirmed booking keeps its tickets, in milliseconds. */
  releasePeriod: number;
  /**
   * Delay added to every answer except the admin controls, in milliseconds (real time: it slows
   * the transport, not the mock clock). Absent until set: no delay.
   */
  latencyMs?: number;
  /**
   * The gateway in front of the mock (`gateway.ts`) asks a visitor for a human check before a
   * session's first reservation and before each confirmation, with a test provider's tokens
   * (`visitor-check.ts`). Absent until set: off.
   */
  visitorCheck?: boolean;
  /**
   * `test`: the gateway in front of the mock takes payment with the test provider (a hosted
   * payment page served by the mock, `mock-server/payments/test-provider.ts`) before it confirms
   * a booking. Absent (or `off`): no payment, the browser confirms.
   */
  payments?: 'test' | 'off';
  /**
   * An on-sale rush at the gateway in front of the mock: its waiting room (`waitingRoom` of
   * `src/gateway`) for every event on sale, opening at `opensAt` (ISO 8601 on the mock's clock;
   * before it, buyers wait in the pre-queue, drawn into random order at the opening), letting
   * `admitPerMinute` buyers in per minute, with `crowd` simulated buyers (each from an address of
   * its own) taking a place in each event's line as the sale is set up. Each new setting is a new
   * sale: an empty line, then the crowd. Absent (or `off`): no waiting room.
   */
  waitingRoom?: WaitingRoomSetting | 'off';
}

export interface WaitingRoomSetting {
  opensAt: string;
  admitPerMinute: number;
  crowd: number;
}

export const DEFAULT_CONFIG: Readonly<MockConfig> = Object.freeze({
  accessTokenTtl: 600,
  releasePeriod: 30 * 60_000,
});

const DAY_SECONDS = 86_400;
const MAX_LATENCY_MS = 60_000;

/** Bounds keep every derived instant a safe integer and every token usable. */
export const ConfigPatchSchema = z.strictObject({
  accessTokenTtl: z
    .int('Expected a whole number of seconds.')
    .min(1)
    .max(30 * DAY_SECONDS)
    .optional(),
  releasePeriod: z
    .int('Expected a whole number of milliseconds.')
    .min(1000)
    .max(30 * DAY_SECONDS * 1000)
    .optional(),
  latencyMs: z.int('Expected a whole number of milliseconds.').min(0).max(MAX_LATENCY_MS).optional(),
  visitorCheck: z.boolean('Expected true or false.').optional(),
  payments: z.enum(['test', 'off'], 'Expected "test" or "off".').optional(),
  waitingRoom: z
    .union(
      [
        z.literal('off', 'Expected "off" or { opensAt, admitPerMinute?, crowd? }.'),
        z.strictObject({
          opensAt: z.iso.datetime({
            offset: true,
            error: 'Expected an ISO 8601 date and time with its offset.',
          }),
          admitPerMinute: z
            .int('Expected a whole number of buyers.')
            .min(1, 'At least 1.')
            .max(6000, 'At most 6000.')
            .default(30),
          crowd: z
            .int('Expected a whole number of buyers.')
            .min(0, 'At least 0.')
            .max(1000, 'At most 1000.')
            .default(25),
        }),
      ],
      'Expected "off" or { opensAt, admitPerMinute?, crowd? }.',
    )
    .describe(
      "An on-sale rush at the gateway in front of the mock: a waiting room for every event on sale, opening at `opensAt` (ISO 8601 on the mock's clock), letting `admitPerMinute` buyers in per minute (default 30), with `crowd` simulated buyers (default 25) in each line from the start. Each new setting is a new sale; `off` (or a reset) ends it.",
    )
    .optional(),
});

export type ConfigPatch = z.output<typeof ConfigPatchSchema>;

/** Validates a config edit; throws `validation_failed` naming each offending field. */
export function parseConfigPatch(body: unknown): ConfigPatch {
  const parsed = ConfigPatchSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const errors = toViolations(parsed.error);
  throw new DomainError('validation_failed', describeViolations('The config is not valid', errors), errors);
}

/** The full config from defaults and a (validated) partial one. */
export function resolveConfig(partial: unknown = {}): MockConfig {
  return { ...DEFAULT_CONFIG, ...parseConfigPatch(partial) };
}
