import type { ReactiveControllerHost } from 'lit';
import type { HistorySource } from './history.js';
import type { renderPaymentSlot } from './payment-slot.js';
import type { QueueView } from './queue-view.js';

/**
 * The parts of `<ticket-booking>` most pages never use, each a chunk of its own so the first
 * render does not carry it: the browser history's controller, loaded once the site owner turns
 * `history` on, the sale's waiting room view (with its messages), loaded when a sale first
 * puts the buyer in line, and the frame of the site owner's payment form, loaded when a provider
 * takes the payment in the page (its label is one of the later steps' messages). A chunk that could not be loaded (network) is asked for again at the
 * next update.
 */
export class LazyParts {
  private readonly host: ReactiveControllerHost;
  private readonly history: () => HistorySource;
  private readonly now: () => number;
  private historyLoading?: Promise<unknown>;
  private queueLoading?: Promise<unknown>;
  private paymentLoading?: Promise<unknown>;
  /** The waiting room's view, once loaded. */
  queueView?: QueueView;
  /** The frame of the payment form, once loaded. */
  paymentSlot?: typeof renderPaymentSlot;

  /** `history`: what the history's controller reads; `now`: the page's clock. */
  constructor(host: ReactiveControllerHost, history: () => HistorySource, now: () => number) {
    this.host = host;
    this.history = history;
    this.now = now;
  }

  /**
   * At each update: loads the history's controller (`history` on), the waiting room's view
   * (`queue`) and the payment form's frame (`payment`: a form to pay in the page).
   */
  update(history: boolean, queue: boolean, payment: boolean): void {
    if (history) this.historyLoading ??= this.watchHistory().catch(() => (this.historyLoading = undefined));
    if (queue) this.queueLoading ??= this.loadQueueView();
    if (payment) this.paymentLoading ??= this.loadPaymentSlot();
  }

  private async loadPaymentSlot(): Promise<void> {
    try {
      ({ renderPaymentSlot: this.paymentSlot } = await import('./payment-slot.js'));
      this.host.requestUpdate();
    } catch {
      this.paymentLoading = undefined;
    }
  }

  private async loadQueueView(): Promise<void> {
    try {
      const { createQueueView } = await import('./queue-view.js');
      this.queueView = createQueueView(this.now);
      this.host.requestUpdate();
    } catch {
      this.queueLoading = undefined;
    }
  }

  private async watchHistory(): Promise<void> {
    const { HistoryController } = await import('./history.js');
    new HistoryController(this.host, this.history);
    // Its first update writes the step on screen into the page's current entry.
    this.host.requestUpdate();
  }
}
