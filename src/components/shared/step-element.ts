import { consume } from '@lit/context';
import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators/property.js';
import { state } from 'lit/decorators/state.js';
import type { BookingFlow, BookingState, StepName, Totals } from '../../booking/types.js';
import { formatMoney } from '../../i18n/format.js';
import { resolveLocale, type Locale } from '../../i18n/locale.js';
import { translator, type Translator } from '../../i18n/translate.js';
import { flowContext, localeContext, stateContext } from '../context.js';

/**
 * The base of every step element: the flow, its state and the locale from the enclosing
 * `<ticket-booking>` (or set as properties, to render a step on its own), a focusable heading,
 * and the helpers the steps share. Not registered as an element itself.
 */
export class TbStepElement extends LitElement {
  /** The booking flow whose actions the step calls. Provided by `<ticket-booking>`. */
  @consume({ context: flowContext, subscribe: true })
  @property({ attribute: false })
  flow?: BookingFlow;

  /** The flow's current state. Provided by `<ticket-booking>`. */
  @consume({ context: stateContext, subscribe: true })
  @property({ attribute: false })
  state?: Readonly<BookingState>;

  /** Language and formats. Provided by `<ticket-booking>`; else the element's own `lang`. */
  @consume({ context: localeContext, subscribe: true })
  @property({ attribute: false })
  locale?: Locale;

  /** "Back" to the dates was pressed while tickets are held: the step asks before releasing them. */
  @state() private askRelease = false;
  /** Settles the pending `back()` with the buyer's answer to the question. */
  private answerRelease?: (release: boolean) => void;

  /** Moves the keyboard focus to the step's heading (done on every change of step). */
  focusHeading(): void {
    this.renderRoot.querySelector<HTMLElement>('[part~="heading"]')?.focus();
  }

  protected get t(): Translator {
    return translator(this.locale ?? resolveLocale(this));
  }

  /**
   * An amount in minor units of the event's currency; empty while no currency is known (a
   * step element moved elsewhere in the page briefly sees its new flow's state before it loads).
   */
  protected money(minor: number): string {
    const currency = this.state?.event?.currency || this.state?.totals.currency;
    return currency ? formatMoney(minor, currency, this.t.locale.tag) : '';
  }

  /** An amount in minor units of `currency` (a delivery fee may be in another than the event's). */
  protected moneyIn(minor: number, currency: string): string {
    return currency ? formatMoney(minor, currency, this.t.locale.tag) : '';
  }

  /** The delivery fee, known and in another currency than the event's, so not in the total. */
  protected feeApart(totals: Totals | undefined): boolean {
    return !!totals?.delivery && totals.deliveryCurrency !== totals.currency;
  }

  /** Whether a count of what is left is worth saying: known, and at most `fewLeft`. */
  protected fewLeft(left: number | null): left is number {
    return left !== null && left <= (this.state?.fewLeft ?? 10);
  }

  /** Whether actions are blocked because a request is running. */
  protected get busy(): boolean {
    return this.state?.busy ?? false;
  }

  /** The applicable step before `step`, if any. */
  protected previousStep(step: StepName): StepName | undefined {
    const steps = this.state?.steps ?? [];
    const index = steps.indexOf(step);
    return index > 0 ? steps[index - 1] : undefined;
  }

  /** Runs a flow action unless one is already running (buttons stay focusable while busy). */
  protected act(action: (flow: BookingFlow) => unknown): void {
    if (!this.flow || this.busy) return;
    void Promise.resolve(action(this.flow)).catch(() => {
      // The flow reports failures through `state.error`; nothing more to do here.
    });
  }

  protected renderHeading(text: string): TemplateResult {
    return html`<h2 part="heading" tabindex="-1">${text}</h2>`;
  }

  /** Tickets the reservation holds now. */
  private get held(): number {
    const reservation = this.state?.reservation;
    return reservation && !reservation.expired ? reservation.tickets.length : 0;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.answerRelease?.(false);
  }

  /**
   * Does what the step's Back button does, to `step` (the browser's Back, when the widget's
   * `history` is on): back to the dates while tickets are held asks first whether to give them
   * back. Resolves whether the step was left.
   */
  async back(step: StepName): Promise<boolean> {
    const flow = this.flow;
    if (!flow || this.busy) return false;
    if (step === 'shows' && this.held > 0) {
      // Another date gives back what is held: the buyer says so first.
      this.answerRelease?.(false);
      this.askRelease = true;
      void this.updateComplete.then(() =>
        this.renderRoot.querySelector<HTMLElement>('.release button')?.focus(),
      );
      const release = await new Promise<boolean>((resolve) => (this.answerRelease = resolve));
      if (!release) return false;
    }
    await flow.goTo(step).catch(() => undefined);
    return flow.state.step === step;
  }

  private handleBack(back: StepName): void {
    if (!this.busy) void this.back(back);
  }

  private handleRelease(release: boolean): void {
    this.askRelease = false;
    const answer = this.answerRelease;
    this.answerRelease = undefined;
    answer?.(release);
    if (!release)
      void this.updateComplete.then(() =>
        this.renderRoot.querySelector<HTMLElement>('[part~="back"]')?.focus(),
      );
  }

  private renderRelease(): TemplateResult | typeof nothing {
    if (!this.askRelease || this.held === 0) return nothing;
    return html`<div class="release" role="group" aria-labelledby="release-text">
      <p id="release-text">${this.t.plural('release.text', this.held)}</p>
      <div class="release-actions">
        <button type="button" part="button" class="button" @click=${() => this.handleRelease(true)}>
          ${this.t.text('release.confirm')}
        </button>
        <button type="button" part="button" class="button" @click=${() => this.handleRelease(false)}>
          ${this.t.text('release.keep')}
        </button>
      </div>
    </div>`;
  }

  /**
   * Back (to the previous applicable step) and the step's main action. With `submit`, the main
   * button submits the step's form (Enter in a field does too) and the form runs the action.
   * Back to the dates while tickets are held asks first whether to give them back.
   */
  protected renderActions(
    step: StepName,
    main?: { label: string; run: () => void; submit?: boolean },
  ): TemplateResult {
    const back = this.previousStep(step);
    const disabled = this.busy ? 'true' : 'false';
    return html`${this.renderRelease()}
      <div part="actions" class="actions">
        ${
          back
            ? html`<button
                type="button"
                part="button back"
                class="button"
                aria-disabled=${disabled}
                @click=${() => this.handleBack(back)}
              >
                ${this.t.text('action.back')}
              </button>`
            : nothing
        }
        ${
          main
            ? html`<button
                type=${main.submit ? 'submit' : 'button'}
                part="button primary"
                class="button primary"
                aria-disabled=${disabled}
                @click=${main.submit ? nothing : () => !this.busy && main.run()}
              >
                ${main.label}
              </button>`
            : nothing
        }
      </div>`;
  }
}
