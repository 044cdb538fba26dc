/**
 * The webhooks' part of a snapshot (`/__admin/snapshot`, the state database): its shape, and the
 * check of one that comes from outside, with errors under `webhooks`.
 */
import { z } from 'zod';
import { MockWebhookAttemptSchema } from '../../schemas/admin';
import { WEBHOOK_TYPES } from '../../schemas/webhooks';
import { toViolations } from '../../schemas/violations';
import { DomainError, describeViolations, type PropertyError } from '../errors';
import { MAX_DEAD_LETTERS, MAX_EVENTS, MAX_SUBSCRIPTIONS } from './model';

const WebhooksSnapshotSchema = z.object({
  nextSubscription: z.int().min(1),
  nextEvent: z.int().min(1),
  subscriptions: z
    .array(
      z.object({
        id: z.string(),
        url: z.string(),
        types: z.array(z.enum(WEBHOOK_TYPES)).nullable(),
        secret: z.string().nullable(),
        created: z.string(),
      }),
    )
    .max(MAX_SUBSCRIPTIONS),
  events: z
    .array(
      z.object({
        id: z.int(),
        at: z.string(),
        type: z.enum(WEBHOOK_TYPES),
        payload: z.record(z.string(), z.unknown()),
        deliveries: z.array(
          z.object({
            // Absent in snapshots of earlier versions: one is made on restore.
            id: z.string().optional(),
            subscription: z.string(),
            url: z.string(),
            state: z.enum(['recorded', 'queued', 'pending', 'delivered', 'failed']),
            attempts: z.array(MockWebhookAttemptSchema),
          }),
        ),
      }),
    )
    .max(MAX_EVENTS),
  deadLetters: z
    .array(
      z.object({
        id: z.string(),
        event: z.int(),
        type: z.enum(WEBHOOK_TYPES),
        payload: z.record(z.string(), z.unknown()),
        subscription: z.string(),
        url: z.string(),
        reason: z.enum(['attempts_exhausted', 'queue_full']),
        at: z.string(),
        attempts: z.array(MockWebhookAttemptSchema),
      }),
    )
    .max(MAX_DEAD_LETTERS)
    .optional(),
});

export type WebhooksSnapshot = z.output<typeof WebhooksSnapshotSchema>;

export function invalid(prefix: string, errors: PropertyError[]): DomainError {
  return new DomainError('validation_failed', describeViolations(prefix, errors), errors);
}

/** Checks a snapshot of the webhooks; throws `validation_failed` with paths under `webhooks`. */
export function parseWebhooksSnapshot(snapshot: unknown): WebhooksSnapshot {
  const parsed = WebhooksSnapshotSchema.safeParse(snapshot);
  if (parsed.success) return parsed.data;
  const errors = toViolations(parsed.error).map((e) => ({
    ...e,
    property_path: e.property_path ? `webhooks.${e.property_path}` : 'webhooks',
  }));
  throw invalid('The snapshot is not valid', errors);
}
