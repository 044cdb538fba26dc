/**
 * Webhooks (`/__admin/webhooks`): subscriptions `{url, types?, secret?}` and the list of emitted
 * calls `{type, payload}` (pids only) with what became of each delivery. Every mode keeps the
 * list; the HTTP server mode also sends the calls (`enableDelivery`), and each attempt and its
 * result land in the list and in the journal. Subscriptions and the list are part of the
 * snapshot; a reset empties both. Calls still in flight are not resumed after a restore.
 */
import { z } from 'zod';
import { WEBHOOK_TYPES, type WebhookCall, type WebhookType } from '../../schemas/webhooks';
import { toViolations } from '../../schemas/violations';
import type { Clock } from '../clock';
import { DomainError, describeViolations, type PropertyError } from '../errors';
import type { Journal } from '../journal';
import {
  deliver,
  resolveDeliveryOptions,
  type Attempt,
  type DeliveryOptions,
  type ResolvedDeliveryOptions,
} from './deliver';

const MAX_SUBSCRIPTIONS = 50;
const MAX_EVENTS = 500;

const SubscribeSchema = z.strictObject({
  url: z.url({ protocol: /^https?$/, error: 'Expected an http or https URL.' }).max(2000),
  types: z
    .array(z.enum(WEBHOOK_TYPES))
    .min(1)
    .refine((types) => new Set(types).size === types.length, 'Each type may appear only once.')
    .optional(),
  secret: z.string().min(1).max(256).optional(),
});

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

/** A subscription as listed: the secret stays inside the mock. */
export type SubscriptionView = Omit<Subscription, 'secret'> & { readonly signed: boolean };

export type DeliveryState = 'recorded' | 'pending' | 'delivered' | 'failed';

export interface Delivery {
  readonly subscription: string;
  readonly url: string;
  /** `recorded`: not sent (MSW and in-process modes); else the state of the sending. */
  state: DeliveryState;
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
function copyEvent(event: WebhookEvent): WebhookEvent {
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

const AttemptSchema = z.object({
  attempt: z.int().min(1),
  at: z.string(),
  status: z.int().optional(),
  error: z.string().optional(),
  durationMs: z.number().min(0),
});

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
            subscription: z.string(),
            url: z.string(),
            state: z.enum(['recorded', 'pending', 'delivered', 'failed']),
            attempts: z.array(AttemptSchema),
          }),
        ),
      }),
    )
    .max(MAX_EVENTS),
});

export type WebhooksSnapshot = z.output<typeof WebhooksSnapshotSchema>;

function invalid(prefix: string, errors: PropertyError[]): DomainError {
  return new DomainError('validation_failed', describeViolations(prefix, errors), errors);
}

export class Webhooks {
  private subs: Subscription[] = [];
  private list: WebhookEvent[] = [];
  private nextSubscription = 1;
  private nextEvent = 1;
  private sending: ResolvedDeliveryOptions | undefined;
  private stopper = new AbortController();
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly ctx: { readonly clock: Clock; readonly journal: Journal }) {}

  /** Sends calls for real from now on (the HTTP server mode). */
  enableDelivery(options: DeliveryOptions = {}): void {
    this.sending = resolveDeliveryOptions(options);
  }

  /** The sending options, when calls are sent; a session's mock copies them. */
  get deliveryOptions(): ResolvedDeliveryOptions | undefined {
    return this.sending;
  }

  subscribe(body: unknown): SubscriptionView {
    const parsed = SubscribeSchema.safeParse(body);
    if (!parsed.success) throw invalid('Could not add the webhook', toViolations(parsed.error));
    if (this.subs.length >= MAX_SUBSCRIPTIONS) {
      throw invalid('Could not add the webhook', [
        { property_path: '', message: `At most ${MAX_SUBSCRIPTIONS} webhooks; delete some first.` },
      ]);
    }
    const sub: Subscription = {
      id: `webhook-${this.nextSubscription++}`,
      url: parsed.data.url,
      types: parsed.data.types ?? null,
      secret: parsed.data.secret ?? null,
      created: new Date(this.ctx.clock.now()).toISOString(),
    };
    this.subs.push(sub);
    this.ctx.journal.record({ kind: 'admin', message: `Webhook ${sub.id} added for ${sub.url}.` });
    return view(sub);
  }

  subscriptions(): SubscriptionView[] {
    return this.subs.map(view);
  }

  /** Removes one subscription; false when there is none with that id. */
  unsubscribe(id: string): boolean {
    const before = this.subs.length;
    this.subs = this.subs.filter((sub) => sub.id !== id);
    return this.subs.length < before;
  }

  clearSubscriptions(): void {
    this.subs = [];
  }

  /** The emitted calls, oldest first, with their deliveries. */
  events(): WebhookEvent[] {
    return structuredClone(this.list);
  }

  clearEvents(): void {
    this.list = [];
  }

  /** Records a call and delivers it to every subscription of its type. */
  emit(call: WebhookCall): WebhookEvent {
    const event: WebhookEvent = {
      id: this.nextEvent++,
      at: new Date(this.ctx.clock.now()).toISOString(),
      type: call.type,
      payload: { ...call.payload },
      deliveries: [],
    };
    const state: DeliveryState = this.sending ? 'pending' : 'recorded';
    for (const sub of this.subs) {
      if (sub.types && !sub.types.includes(call.type)) continue;
      event.deliveries.push({ subscription: sub.id, url: sub.url, state, attempts: [] });
    }
    this.list.push(event);
    if (this.list.length > MAX_EVENTS) this.list.splice(0, this.list.length - MAX_EVENTS);
    const note = this.sending
      ? `sending to ${event.deliveries.length} subscriber(s)`
      : `recorded for ${event.deliveries.length} subscriber(s), not sent (only the HTTP server sends)`;
    this.ctx.journal.record({
      kind: 'webhook',
      message: `Webhook call ${event.id} ${call.type} ${JSON.stringify(call.payload)}: ${note}.`,
    });
    if (this.sending) this.send(event, this.sending);
    return copyEvent(event);
  }

  /** Resolves once no call is being sent (tests and shutdown wait for it). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  /** Stops the calls in flight (their deliveries end as failed with `stopped`). */
  stop(): void {
    this.stopper.abort();
    this.stopper = new AbortController();
  }

  /** Back to no subscriptions and no calls (a reset). */
  reset(): void {
    this.stop();
    this.subs = [];
    this.list = [];
    this.nextSubscription = 1;
    this.nextEvent = 1;
  }

  snapshot(): WebhooksSnapshot {
    return structuredClone({
      nextSubscription: this.nextSubscription,
      nextEvent: this.nextEvent,
      subscriptions: this.subs,
      events: this.list,
    });
  }

  /** Checks a snapshot of the webhooks; throws `validation_failed` with paths under `webhooks`. */
  static parse(snapshot: unknown): WebhooksSnapshot {
    const parsed = WebhooksSnapshotSchema.safeParse(snapshot);
    if (parsed.success) return parsed.data;
    const errors = toViolations(parsed.error).map((e) => ({
      ...e,
      property_path: e.property_path ? `webhooks.${e.property_path}` : 'webhooks',
    }));
    throw invalid('The snapshot is not valid', errors);
  }

  /** Puts back a snapshot checked with `Webhooks.parse`. */
  restore(snapshot: WebhooksSnapshot): void {
    this.stop();
    const copy = structuredClone(snapshot);
    this.subs = copy.subscriptions;
    this.list = copy.events as WebhookEvent[];
    this.nextSubscription = copy.nextSubscription;
    this.nextEvent = copy.nextEvent;
  }

  private send(event: WebhookEvent, options: ResolvedDeliveryOptions): void {
    const body = JSON.stringify({ type: event.type, payload: event.payload });
    const stop = this.stopper.signal;
    for (const delivery of event.deliveries) {
      const sub = this.subs.find((s) => s.id === delivery.subscription);
      if (!sub) continue;
      const headers = { id: String(event.id), type: event.type, timestamp: this.ctx.clock.now() };
      const run = deliver(sub, body, headers, options, stop, (attempt) => {
        delivery.attempts.push(attempt);
        const outcome = attempt.status === undefined ? attempt.error : `answered ${attempt.status}`;
        this.ctx.journal.record({
          kind: 'webhook',
          message: `Webhook call ${event.id} ${event.type} to ${sub.url}, attempt ${attempt.attempt}: ${outcome}.`,
        });
      }).then(
        (delivered) => {
          delivery.state = delivered ? 'delivered' : 'failed';
          this.ctx.journal.record({
            kind: 'webhook',
            message: `Webhook call ${event.id} ${event.type} to ${sub.url} ${delivered ? 'delivered' : 'failed'} after ${delivery.attempts.length} attempt(s).`,
          });
        },
        () => {
          delivery.state = 'failed';
        },
      );
      const tracked = run.finally(() => this.inFlight.delete(tracked));
      this.inFlight.add(tracked);
    }
  }
}

function view(sub: Subscription): SubscriptionView {
  return { id: sub.id, url: sub.url, types: sub.types, signed: sub.secret !== null, created: sub.created };
}
