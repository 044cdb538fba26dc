/**
 * Subscriptions: the checked body of `POST /__admin/webhooks` made a subscription, and how one is
 * listed (the secret stays inside the mock; what waits and what is open is shown).
 */
import { z } from 'zod';
import { WEBHOOK_TYPES } from '../../schemas/webhooks';
import { toViolations } from '../../schemas/violations';
import { MAX_SUBSCRIPTIONS, type Subscription, type SubscriptionView } from './model';
import type { Queue } from './queue';
import { invalid } from './snapshot';

export const SubscribeSchema = z.strictObject({
  url: z.url({ protocol: /^https?$/, error: 'Expected an http or https URL.' }).max(2000),
  types: z
    .array(z.enum(WEBHOOK_TYPES))
    .min(1)
    .refine((types) => new Set(types).size === types.length, 'Each type may appear only once.')
    .optional(),
  secret: z.string().min(1).max(256).optional(),
});

/** A new subscription from the request body, or `validation_failed` naming what is wrong. */
export function newSubscription(body: unknown, id: string, created: string, count: number): Subscription {
  const parsed = SubscribeSchema.safeParse(body);
  if (!parsed.success) throw invalid('Could not add the webhook', toViolations(parsed.error));
  if (count >= MAX_SUBSCRIPTIONS) {
    throw invalid('Could not add the webhook', [
      { property_path: '', message: `At most ${MAX_SUBSCRIPTIONS} webhooks; delete some first.` },
    ]);
  }
  return {
    id,
    url: parsed.data.url,
    types: parsed.data.types ?? null,
    secret: parsed.data.secret ?? null,
    created,
  };
}

export function view(sub: Subscription, queue: Queue | undefined): SubscriptionView {
  return {
    id: sub.id,
    url: sub.url,
    types: sub.types,
    signed: sub.secret !== null,
    created: sub.created,
    queued: queue?.length ?? 0,
    sending: queue?.active ?? 0,
  };
}
