/**
 * What the webhooks keep: subscriptions, the emitted calls with the delivery of each to each
 * subscriber, and the dead letters; the limits on how many of each are kept.
 */
import type { WebhookType } from '../../schemas/webhooks';
import type { Attempt } from './deliver';

export const MAX_SUBSCRIPTIONS = 50;
export const MAX_EVENTS = 500;
export const MAX_DEAD_LETTERS = 500;

export interface Subscription {
  readonly id: string;
  readonly url: string;
  /** The types it receives; null: every type. */
  readonly types: WebhookType[] | null;
  /** Key of the HMAC signature; null: calls are not signed. */
  readonly secret: string | null;
  /** Mock-clock time, ISO 8601 UTC. */
  readonly created: string;
}

/** A subscription as listed: the secret stays inside the mock; what waits and what is open. */
export type SubscriptionView = Omit<Subscription, 'secret'> & {
  readonly signed: boolean;
  /** Calls waiting for a free slot. */
  readonly queued: number;
  /** Calls being sent (an attempt open or a retry waiting); at most the concurrency. */
  readonly sending: number;
};

/**
 * `recorded`: not sent (MSW and in-process modes); `queued`: waiting for a free slot;
 * `pending`: being sent; `delivered`: answered 2xx; `failed`: in the dead letters (or stopped).
 */
export type DeliveryState = 'recorded' | 'queued' | 'pending' | 'delivered' | 'failed';

export interface Delivery {
  /** The `X-Webhook-Delivery` header: one per call and subscription, the same on every retry. */
  readonly id: string;
  readonly subscription: string;
  readonly url: string;
  state: DeliveryState;
  readonly attempts: Attempt[];
}

export type DeadLetterReason = 'attempts_exhausted' | 'queue_full';

/** A delivery given up: the call and why, to inspect and to send again with `redeliver`. */
export interface DeadLetter {
  /** The delivery id. */
  readonly id: string;
  readonly event: number;
  readonly type: WebhookType;
  readonly payload: Record<string, unknown>;
  readonly subscription: string;
  readonly url: string;
  readonly reason: DeadLetterReason;
  /** Real time it was given up, ISO 8601 UTC. */
  readonly at: string;
  readonly attempts: Attempt[];
}

export interface WebhookEvent {
  readonly id: number;
  /** Mock-clock time of the event, ISO 8601 UTC. */
  readonly at: string;
  readonly type: WebhookType;
  readonly payload: Record<string, unknown>;
  readonly deliveries: Delivery[];
}

/**
 * A copy of an event for the caller (the list keeps the original). Written out rather than
 * `structuredClone`, which costs more than the rest of an emit: every created record emits.
 */
export function copyEvent(event: WebhookEvent): WebhookEvent {
  return {
    ...event,
    payload: copyData(event.payload) as Record<string, unknown>,
    deliveries: event.deliveries.map((d) => ({ ...d, attempts: d.attempts.map((a) => ({ ...a })) })),
  };
}

/** A deep copy of JSON data (a payload of pids, lists of pids). */
function copyData(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(copyData);
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = copyData(item);
  return out;
}

/** A delivery id: random, so that ids never repeat across resets and restarts of the mock. */
export function deliveryId(): string {
  return crypto.randomUUID();
}
