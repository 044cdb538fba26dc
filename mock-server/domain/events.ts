/**
 * Domain events: what happened to the data, as the webhooks tell it (`new-booking` when a booking
 * is confirmed, `new-person`, `booking-cancelled` when a booking is deleted,
 * `booking-tickets-deleted` when tickets of a booking are deleted or released). Each event is
 * the body of the webhook call, with pids only (`WebhookCall` in `schemas/webhooks.ts`).
 *
 * Events emitted inside a transaction (one store write of a request) are held back and delivered
 * once the write has succeeded, in the order they were emitted; a refused request rolls its
 * write back and its events are dropped, so a listener never hears of a change that did not
 * happen. Listeners run synchronously after the write; one that throws does not undo it.
 */
import type { WebhookCall } from '../schemas/webhooks';

export type DomainEvent = WebhookCall;
export type DomainEventType = DomainEvent['type'];
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
export type DomainEventListener = (event: DomainEvent) => void;

export class DomainEvents {
  private readonly listeners = new Set<DomainEventListener>();
  private pending: DomainEvent[] = [];
  private depth = 0;
  private muted = 0;

  /** @param onListenerError told when a listener throws (the change itself stands). */
  constructor(private readonly onListenerError: (error: unknown, event: DomainEvent) => void = () => {}) {}

  /** Calls `listener` for every event from now on; returns the function that stops it. */
  subscribe(listener: DomainEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Calls `listener` for the events of one type. */
  on<T extends DomainEventType>(type: T, listener: (event: DomainEventOf<T>) => void): () => void {
    return this.subscribe((event) => {
      if (event.type === type) listener(event as DomainEventOf<T>);
    });
  }

  emit(event: DomainEvent): void {
    if (this.muted > 0) return;
    if (this.depth > 0) this.pending.push(event);
    else this.deliver([event]);
  }

  /**
   * Runs `fn` (a store write) and delivers its events when it returns; drops them when it
   * throws. Nested transactions join the outermost one.
   */
  transaction<T>(fn: () => T): T {
    if (this.depth === 0) this.pending = [];
    this.depth++;
    let result: T;
    try {
      result = fn();
    } catch (error) {
      this.depth--;
      if (this.depth === 0) this.pending = [];
      throw error;
    }
    this.depth--;
    if (this.depth === 0) {
      const events = this.pending;
      this.pending = [];
      this.deliver(events);
    }
    return result;
  }

  /** Runs `fn` without emitting anything: loading a seed is not news. */
  mute<T>(fn: () => T): T {
    this.muted++;
    try {
      return fn();
    } finally {
      this.muted--;
    }
  }

  private deliver(events: readonly DomainEvent[]): void {
    for (const event of events) {
      for (const listener of [...this.listeners]) {
        try {
          listener(event);
        } catch (error) {
          this.onListenerError(error, event);
        }
      }
    }
  }
}
