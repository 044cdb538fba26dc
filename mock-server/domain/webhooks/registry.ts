/**
 * Webhooks (`/__admin/webhooks`): subscriptions `{url, types?, secret?}` and the list of emitted
 * calls `{type, payload}` (pids only) with what became of each delivery. Every mode keeps the
 * list; the HTTP server mode also sends the calls (`enableDelivery`), and each attempt and its
 * result land in the list and in the journal. Subscriptions and the list are part of the
 * snapshot; a reset empties both. Calls still in flight are not resumed after a restore.
 *
 * Sending is bounded per subscription, so a slow or dead receiver costs a fixed amount of memory
 * and connections and never slows the writes that emit calls: each subscription has a queue of
 * at most `queueLength` calls (1000) sent by at most `concurrency` workers (4) in the order they
 * were emitted. A call that finds the queue full, and a call whose attempts are all used up, goes
 * to the dead letters (at most 500, oldest dropped), from where `redeliver` sends it again under
 * the same delivery id.
 */
import type { WebhookCall } from '../../schemas/webhooks';
import type { Clock } from '../clock';
import type { Journal } from '../journal';
import {
  deliver,
  resolveDeliveryOptions,
  type DeliveryOptions,
  type ResolvedDeliveryOptions,
} from './deliver';
import {
  MAX_DEAD_LETTERS,
  MAX_EVENTS,
  copyEvent,
  deliveryId,
  type DeadLetter,
  type DeadLetterReason,
  type Delivery,
  type DeliveryState,
  type Subscription,
  type SubscriptionView,
  type WebhookEvent,
} from './model';
import { Queue, type Job } from './queue';
import { parseWebhooksSnapshot, type WebhooksSnapshot } from './snapshot';
import { newSubscription, view } from './subscriptions';

export type { DeadLetter, DeadLetterReason, Subscription, SubscriptionView, WebhookEvent } from './model';
export type { WebhooksSnapshot } from './snapshot';

export class Webhooks {
  private subs: Subscription[] = [];
  private list: WebhookEvent[] = [];
  private nextSubscription = 1;
  private nextEvent = 1;
  private stampMs = NaN;
  private stamp = '';
  private dead: DeadLetter[] = [];
  private sending: ResolvedDeliveryOptions | undefined;
  private stopper = new AbortController();
  private readonly inFlight = new Set<Promise<void>>();
  private queues = new Map<string, Queue>();
  /** The JSON body of each event being sent, made once for all its subscribers. */
  private readonly bodies = new WeakMap<WebhookEvent, string>();

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
    const created = new Date(this.ctx.clock.now()).toISOString();
    const sub = newSubscription(body, `webhook-${this.nextSubscription}`, created, this.subs.length);
    this.nextSubscription++;
    this.subs.push(sub);
    this.ctx.journal.record({ kind: 'admin', message: `Webhook ${sub.id} added for ${sub.url}.` });
    return view(sub, undefined);
  }

  subscriptions(): SubscriptionView[] {
    return this.subs.map((sub) => view(sub, this.queues.get(sub.id)));
  }

  /** Removes one subscription; false when there is none with that id. Its queued calls fail. */
  unsubscribe(id: string): boolean {
    const before = this.subs.length;
    this.subs = this.subs.filter((sub) => sub.id !== id);
    this.dropQueue(id);
    return this.subs.length < before;
  }

  clearSubscriptions(): void {
    for (const sub of this.subs) this.dropQueue(sub.id);
    this.subs = [];
  }

  /** The deliveries given up, oldest first. */
  deadLetters(): DeadLetter[] {
    return structuredClone(this.dead);
  }

  clearDeadLetters(): void {
    this.dead = [];
  }

  /**
   * Sends the dead letters again (those of subscriptions that still exist), each under its own
   * delivery id with the attempts counted on; answers how many were queued. Only the HTTP server
   * mode sends, so elsewhere this queues nothing.
   */
  redeliver(): number {
    if (!this.sending) return 0;
    const letters = this.dead;
    this.dead = [];
    let queued = 0;
    for (const letter of letters) {
      const sub = this.subs.find((s) => s.id === letter.subscription);
      if (!sub) {
        this.dead.push(letter);
        continue;
      }
      const event: WebhookEvent = {
        id: letter.event,
        at: letter.at,
        type: letter.type,
        payload: letter.payload,
        deliveries: [],
      };
      const delivery: Delivery = {
        id: letter.id,
        subscription: sub.id,
        url: sub.url,
        state: 'queued',
        attempts: letter.attempts,
      };
      // The list's own delivery of that call follows along when the call is still listed.
      const listed = this.list.find((e) => e.id === letter.event)?.deliveries.find((d) => d.id === letter.id);
      if (this.enqueue(sub, { event, delivery: listed ?? delivery })) queued++;
    }
    return queued;
  }

  /** The emitted calls, oldest first, with their deliveries. */
  events(): WebhookEvent[] {
    return structuredClone(this.list);
  }

  clearEvents(): void {
    this.list = [];
  }

  /** Records a call and delivers it to every subscription of its type; answers a copy of it. */
  emit(call: WebhookCall): WebhookEvent {
    return copyEvent(this.record(call));
  }

  /**
   * `emit` for a caller that does not read the call back (every domain event: one per write),
   * which is spared the copy.
   */
  accept(call: WebhookCall): void {
    this.record(call);
  }

  /** `ms` as ISO 8601, formatted once per distinct clock reading (it stands still between moves). */
  private stampOf(ms: number): string {
    if (ms !== this.stampMs) {
      this.stamp = new Date(ms).toISOString();
      this.stampMs = ms;
    }
    return this.stamp;
  }

  /** Records a call and queues its deliveries; answers the kept event itself (not to be changed). */
  private record(call: WebhookCall): WebhookEvent {
    const event: WebhookEvent = {
      id: this.nextEvent++,
      at: this.stampOf(this.ctx.clock.now()),
      type: call.type,
      payload: { ...call.payload },
      deliveries: [],
    };
    const state: DeliveryState = this.sending ? 'queued' : 'recorded';
    for (const sub of this.subs) {
      if (sub.types && !sub.types.includes(call.type)) continue;
      event.deliveries.push({ id: deliveryId(), subscription: sub.id, url: sub.url, state, attempts: [] });
    }
    this.list.push(event);
    // `shift` drops the oldest in place; `splice(0, n)` copied the whole list on every call.
    while (this.list.length > MAX_EVENTS) this.list.shift();
    const note = this.sending
      ? `sending to ${event.deliveries.length} subscriber(s)`
      : `recorded for ${event.deliveries.length} subscriber(s), not sent (only the HTTP server sends)`;
    this.ctx.journal.record({
      kind: 'webhook',
      message: `Webhook call ${event.id} ${call.type} ${JSON.stringify(call.payload)}: ${note}.`,
    });
    if (this.sending) {
      for (const delivery of event.deliveries) {
        const sub = this.subs.find((s) => s.id === delivery.subscription);
        if (sub) this.enqueue(sub, { event, delivery });
      }
    }
    return event;
  }

  /** Resolves once no call is being sent (tests and shutdown wait for it). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  /**
   * Stops the calls in flight (their deliveries end as failed with `stopped`) and drops the
   * queued ones (failed, without attempts); neither goes to the dead letters.
   */
  stop(): void {
    for (const id of this.queues.keys()) this.dropQueue(id);
    this.stopper.abort();
    this.stopper = new AbortController();
  }

  /** Back to no subscriptions and no calls (a reset). */
  reset(): void {
    this.stop();
    this.subs = [];
    this.list = [];
    this.dead = [];
    this.nextSubscription = 1;
    this.nextEvent = 1;
  }

  snapshot(): WebhooksSnapshot {
    return structuredClone({
      nextSubscription: this.nextSubscription,
      nextEvent: this.nextEvent,
      subscriptions: this.subs,
      events: this.list,
      deadLetters: this.dead,
    });
  }

  /** Checks a snapshot of the webhooks; throws `validation_failed` with paths under `webhooks`. */
  static parse(snapshot: unknown): WebhooksSnapshot {
    return parseWebhooksSnapshot(snapshot);
  }

  /** Puts back a snapshot checked with `Webhooks.parse`. */
  restore(snapshot: WebhooksSnapshot): void {
    this.stop();
    const copy = structuredClone(snapshot);
    this.subs = copy.subscriptions;
    this.list = copy.events.map((event) => ({
      ...event,
      deliveries: event.deliveries.map((delivery) => ({
        ...delivery,
        id: delivery.id ?? deliveryId(),
        // Calls that were waiting or being sent when the snapshot was taken are not resumed.
        state: delivery.state === 'queued' || delivery.state === 'pending' ? 'failed' : delivery.state,
      })),
    }));
    this.dead = copy.deadLetters ?? [];
    this.nextSubscription = copy.nextSubscription;
    this.nextEvent = copy.nextEvent;
  }

  /** Queues a job on its subscription, or dead-letters it when the queue is full. */
  private enqueue(sub: Subscription, job: Job): boolean {
    const options = this.sending!;
    let queue = this.queues.get(sub.id);
    if (!queue) this.queues.set(sub.id, (queue = new Queue()));
    if (queue.length >= options.queueLength) {
      job.delivery.state = 'failed';
      this.bury(sub, job, 'queue_full');
      this.ctx.journal.record({
        kind: 'webhook',
        message: `Webhook call ${job.event.id} ${job.event.type} to ${sub.url} not sent: ${options.queueLength} calls wait already (delivery ${job.delivery.id} is a dead letter).`,
      });
      return false;
    }
    job.delivery.state = 'queued';
    queue.push(job);
    this.pump(sub.id, queue);
    return true;
  }

  /** Starts queued jobs while the subscription has free slots. */
  private pump(id: string, queue: Queue): void {
    const options = this.sending;
    if (!options) return;
    while (queue.active < options.concurrency) {
      const job = queue.shift();
      if (!job) return;
      const sub = this.subs.find((s) => s.id === id);
      if (!sub) {
        job.delivery.state = 'failed';
        continue;
      }
      queue.active++;
      const tracked = this.send(sub, job, options).finally(() => {
        this.inFlight.delete(tracked);
        queue.active--;
        if (this.queues.get(id) === queue) this.pump(id, queue);
      });
      this.inFlight.add(tracked);
    }
  }

  private async send(sub: Subscription, job: Job, options: ResolvedDeliveryOptions): Promise<void> {
    const { event, delivery } = job;
    delivery.state = 'pending';
    let body = this.bodies.get(event);
    if (body === undefined) {
      body = JSON.stringify({ type: event.type, payload: event.payload });
      this.bodies.set(event, body);
    }
    const headers = {
      id: String(event.id),
      delivery: delivery.id,
      type: event.type,
      timestamp: this.ctx.clock.now(),
    };
    const stop = this.stopper.signal;
    const first = delivery.attempts.length + 1;
    let delivered: boolean;
    try {
      delivered = await deliver(
        sub,
        body,
        headers,
        options,
        stop,
        (attempt) => {
          delivery.attempts.push(attempt);
          const outcome = attempt.status === undefined ? attempt.error : `answered ${attempt.status}`;
          this.ctx.journal.record({
            kind: 'webhook',
            message: `Webhook call ${event.id} ${event.type} to ${sub.url}, attempt ${attempt.attempt}: ${outcome}.`,
          });
        },
        first,
      );
    } catch {
      delivered = false;
    }
    delivery.state = delivered ? 'delivered' : 'failed';
    this.ctx.journal.record({
      kind: 'webhook',
      message: `Webhook call ${event.id} ${event.type} to ${sub.url} ${delivered ? 'delivered' : 'failed'} after ${delivery.attempts.length} attempt(s).`,
    });
    if (!delivered && !stop.aborted) this.bury(sub, job, 'attempts_exhausted');
  }

  /** Adds a dead letter (the oldest goes beyond the limit). */
  private bury(sub: Subscription, job: Job, reason: DeadLetterReason): void {
    this.dead.push({
      id: job.delivery.id,
      event: job.event.id,
      type: job.event.type,
      payload: job.event.payload,
      subscription: sub.id,
      url: sub.url,
      reason,
      at: new Date().toISOString(),
      attempts: job.delivery.attempts,
    });
    while (this.dead.length > MAX_DEAD_LETTERS) this.dead.shift();
  }

  /** Fails the queued jobs of a subscription and forgets its queue (open sends run out). */
  private dropQueue(id: string): void {
    const queue = this.queues.get(id);
    if (!queue) return;
    for (const job of queue.drain()) job.delivery.state = 'failed';
    this.queues.delete(id);
  }
}
