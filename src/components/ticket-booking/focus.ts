import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** What is on screen at an update, as the focus sees it. */
export interface FocusView {
  /** The step (or `expired`, the expiry message); undefined while nothing is shown. */
  view?: string;
  /** The action whose human check is on screen (`payment`: the payment form), or null. */
  challenge: string | null;
}

type Host = ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment };

/**
 * The keyboard focus follows the buyer: on every change of step the new step's heading (or the
 * expiry message's) takes it, once the buyer has used the widget since the last change (focus
 * inside, a pointer or a key), so a page that merely loads the widget keeps its own focus; and
 * the site owner's human check (or payment form) takes it when it appears while the focus is
 * inside the widget.
 */
export class FocusController implements ReactiveController {
  /** The action whose human check was on screen at the last update. */
  #challenge: string | null = null;
  /** What was on screen at the last update (step, or the expiry message). */
  #shown?: string;
  /** Focus was inside the widget, or the buyer used it, since the view last changed. */
  #engaged = false;
  readonly #handleEngage = () => (this.#engaged = true);
  readonly #host: Host;
  readonly #current: () => FocusView;

  constructor(host: Host, current: () => FocusView) {
    this.#host = host;
    this.#current = current;
    host.addController(this);
  }

  /** What was on screen at the last update. */
  get view(): string | undefined {
    return this.#shown;
  }

  /** A new flow: its first view takes no focus. */
  reset(): void {
    this.#shown = undefined;
  }

  hostConnected(): void {
    this.#host.addEventListener('pointerdown', this.#handleEngage);
    this.#host.addEventListener('keydown', this.#handleEngage);
  }

  hostDisconnected(): void {
    this.#host.removeEventListener('pointerdown', this.#handleEngage);
    this.#host.removeEventListener('keydown', this.#handleEngage);
  }

  hostUpdate(): void {
    if (this.#host.matches(':focus-within')) this.#engaged = true;
  }

  async hostUpdated(): Promise<void> {
    const { view, challenge } = this.#current();
    const root = this.#host.renderRoot;
    if (challenge !== this.#challenge) {
      this.#challenge = challenge;
      // The buyer's next move is the site owner's check (or form), which just appeared. The
      // control the buyer used may be gone by now (the checkout's pay button), so having used
      // the widget since the view changed counts as well as focus inside.
      if (challenge && (this.#engaged || this.#host.matches(':focus-within')))
        root.querySelector<HTMLElement>('[part~="challenge"], [part~="payment-form"]')?.focus();
    }
    if (view === this.#shown) return;
    const focus = this.#shown !== undefined && this.#engaged;
    this.#shown = view;
    if (!focus || !view) return;
    this.#engaged = false;
    const step = root.querySelector<HTMLElement & { focusHeading?: () => void }>('[part~="step"] > *');
    if (step && 'updateComplete' in step) await step.updateComplete;
    if (step?.focusHeading) step.focusHeading();
    else root.querySelector<HTMLElement>('[part~="expired"] h2')?.focus();
  }
}
