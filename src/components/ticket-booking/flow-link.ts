import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { BookingFlow, BookingState } from '../../booking/types.js';
import { FLOW_EVENTS } from '../events.js';

type Host = ReactiveControllerHost & HTMLElement & { readonly hasUpdated: boolean };

/** What the link tells the element of its flow. */
export interface FlowReceiver {
  /** The flow's state changed. */
  state(state: Readonly<BookingState>): void;
  /** The flow the element made could not even start (an unexpected failure). */
  failed(): void;
}

/**
 * The element's hold on its booking flow: passes the flow's state to the element and each of its
 * events to the page as its typed DOM event, starts a flow the element made, and lets go of it
 * (disposing of a flow the element made) before the next one and when the element is removed.
 * Put back, the element is `stale` and makes its flow again at its next update.
 */
export class FlowLink implements ReactiveController {
  readonly #host: Host;
  readonly #receiver: FlowReceiver;
  #cleanup: (() => void)[] = [];
  #flow?: BookingFlow;
  #owned = false;
  #stale = true;

  constructor(host: Host, receiver: FlowReceiver) {
    this.#host = host;
    this.#receiver = receiver;
    host.addController(this);
  }

  /** The flow must be (re)made: first update, or connected again after a removal. */
  get stale(): boolean {
    return this.#stale;
  }

  hostConnected(): void {
    if (this.#stale && this.#host.hasUpdated) this.#host.requestUpdate();
  }

  hostDisconnected(): void {
    this.#release();
    this.#stale = true;
  }

  /** Lets go of the current flow before the element makes (or takes) the next one. */
  reset(): void {
    this.#release();
    this.#stale = false;
  }

  /** Follows `flow`; one the element made (`owned`) is started here and disposed of when let go. */
  attach(flow: BookingFlow, owned: boolean): void {
    this.#flow = flow;
    this.#owned = owned;
    const send = (event: Event) => this.#host.dispatchEvent(event);
    this.#cleanup = [
      flow.subscribe((state) => this.#receiver.state(state)),
      // Each of the flow's events goes to the page as its typed DOM event.
      ...FLOW_EVENTS.map((Type) => flow.on(Type.eventName, (detail) => send(new Type(detail as never)))),
    ];
    if (owned) flow.start().catch(() => this.#receiver.failed());
  }

  #release(): void {
    for (const stop of this.#cleanup) stop();
    this.#cleanup = [];
    if (this.#owned) this.#flow?.dispose();
    this.#flow = undefined;
    this.#owned = false;
  }
}
