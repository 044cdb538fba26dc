/**
 * Renders a Lit element from the booking flow: subscribes while the element is connected and
 * asks for an update on every change. Imports only Lit's types, so the flow stays Lit-free.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { BookingFlow, BookingState } from './types.js';

export class BookingController implements ReactiveController {
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    readonly flow: BookingFlow,
  ) {
    host.addController(this);
  }

  get state(): Readonly<BookingState> {
    return this.flow.state;
  }

  hostConnected(): void {
    this.unsubscribe = this.flow.subscribe(() => this.host.requestUpdate());
  }

  hostDisconnected(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }
}
