import { provide } from '@lit/context';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property } from 'lit/decorators/property.js';
import { state } from 'lit/decorators/state.js';
import { createBookingFlow } from '../../booking/flow.js';
import type { BookingFlow, BookingState, StepName } from '../../booking/types.js';
import { LocaleController } from '../../i18n/locale-controller.js';
import type { Locale } from '../../i18n/locale.js';
import type { Theme } from '../../styles/tokens.js';
import { flowContext, localeContext, stateContext } from '../context.js';
import { FlowLink } from './flow-link.js';
import { FocusController } from './focus.js';
import { LazyParts } from './lazy-parts.js';
import { styles } from './ticket-booking.styles.js';
import { flowSettings, optionsChanged, venueFrame, type TicketBookingOptions } from './settings.js';
import { StepsController, type StepsLoader } from './steps.js';
import * as views from './views.js';

// Its custom properties are every `--tb-*` design token: the manifest lists them from
// src/styles/tokens.ts, where each is described (custom-elements-manifest.config.mjs).
/**
 * The ticket-booking widget: `<ticket-booking event="…" api-base="…">`. It loads the event's
 * shows through the site owner's gateway (`api-base`) and leads the buyer through the steps:
 * show, tickets, questions, extras, details, checkout, confirmation. It renders inside its own
 * element (never replacing it), re-renders when `event`, `api-base`, `lang` or `theme` change,
 * and lets go of everything (timers, listeners) when removed.
 *
 * On every change of step the new step's heading takes the keyboard focus. Errors appear in an
 * alert region with a way forward ("Try again"). While tickets are held, a countdown shows how
 * long (by the service's clock, corrected from its `Date` header, so a wrong device clock does
 * not matter); in a narrow container it stays at the top of the screen while the buyer scrolls.
 * Going back to another date gives the held tickets back, after asking. When the reservation
 * runs out, a message offers to reserve again, every choice kept, or to choose another date.
 *
 * **Fallback content**: children of the element (a link to your ticket shop, say) show until
 * the widget has loaded, and again when it cannot load its event; while it works they are
 * hidden. If the script itself does not load, they simply stay. To reserve the widget's space
 * before it loads, style `ticket-booking:not(:defined)`.
 *
 * **The venue's frame**: `terms-url` adds "I accept the terms and conditions" (a link and a
 * required checkbox) to the checkout, and confirming is refused with a message at the checkbox
 * until it is ticked; `privacy-url` links the privacy policy beside the personal data and the
 * newsletter box; `payment-note` says how and when the booking is paid (the service confirms
 * bookings without payment), at the checkout, on the receipt and in `tb-booking-confirm`.
 *
 * **Online payment**: when the site owner's gateway takes payment (it says so in `X-Payments`
 * on its answers), the checkout's main action is "Continue to payment": the gateway starts a
 * payment for the booking as the service holds it and the buyer goes to the provider's page
 * (the reservation timer keeps counting). Back on the page, the widget resumes the booking,
 * waits for the payment's outcome (asking the gateway every few seconds, or at "Check again"),
 * and shows the receipt with the payment and its reference once the gateway has confirmed the
 * booking; a declined or cancelled payment leaves the tickets held with "Pay again", a refunded
 * one says why. The `tb-payment-*` events tell the page each step. A provider that takes the
 * payment in the page (Stripe's Payment Element) sends the buyer nowhere: the checkout shows the
 * `payment` slot, `tb-payment-form` gives the page what to mount its form with, and the page
 * calls `paymentSubmitted()` once the provider took the payment; the widget then waits for the
 * gateway's word as after a return.
 *
 * @summary The embeddable ticket-booking widget.
 *
 * @slot - Fallback content, shown before the widget loads and when it cannot load.
 * @slot challenge - The site owner's human check (a Turnstile, hCaptcha or Friendly Captcha
 * widget), shown only while the widget waits for the `visitorToken` function's promise before a
 * reservation or confirmation, with a line asking the buyer to complete it; hidden otherwise.
 * @slot payment - The site owner's payment form (Stripe's Payment Element with its Pay button),
 * shown below the checkout only while the buyer pays in the page (after `tb-payment-form`, until
 * `paymentSubmitted()`); hidden otherwise.
 *
 * @attribute {string} lang - `de`, `fr`, `it` or `en` (a regional tag such as `de-CH` formats
 * money and dates for the region). Unset: the closest ancestor's `lang`, then the browser's.
 *
 * @event {TbReadyEvent} tb-ready - The shows are loaded (or a stored booking resumed).
 * @event {TbShowSelectEvent} tb-show-select - The buyer picked a show.
 * @event {TbTicketsReserveEvent} tb-tickets-reserve - Tickets are reserved until `expires`.
 * @event {TbReservationExpireEvent} tb-reservation-expire - The reservation ran out.
 * @event {TbBookingConfirmEvent} tb-booking-confirm - The booking is confirmed (number, totals, payment note).
 * @event {TbErrorEvent} tb-error - Something failed (`key`, `code`, `status`, `retryable`).
 * @event {TbSeatsChangeEvent} tb-seats-change - The tickets hold other seats (reserved or moved).
 * @event {TbQueueJoinEvent} tb-queue-join - The sale queues: the buyer took (or, after a reload, kept) a place in line (`position`, null before the opening).
 * @event {TbQueueUpdateEvent} tb-queue-update - The place in line moved, or every seat became held or free again (`position`, `ahead`, `estimatedWaitSeconds`, `allHeld`).
 * @event {TbQueueAdmitEvent} tb-queue-admit - The buyer's turn: the reservation goes on by itself.
 * @event {TbQueueCloseEvent} tb-queue-close - The sale sold out while the buyer waited.
 * @event {TbPaymentStartEvent} tb-payment-start - A payment was started at the gateway (amount, provider, `redirectUrl` or `clientSecret`).
 * @event {TbPaymentFormEvent} tb-payment-form - Pay in the page: mount the form in the `payment` slot (`clientSecret`, `amount`, `currency`, `returnUrl`), then call `paymentSubmitted()`.
 * @event {TbPaymentPendingEvent} tb-payment-pending - Back from the payment provider: waiting for its word.
 * @event {TbPaymentFailEvent} tb-payment-fail - The payment was declined or cancelled; the tickets stay held.
 * @event {TbPaymentRefundEvent} tb-payment-refund - The payment was refunded (`reason`); the booking is not confirmed.
 * @event {TbPaymentConfirmEvent} tb-payment-confirm - Paid and confirmed (the provider's `reference`); `tb-booking-confirm` follows.
 *
 * @csspart base - The widget's box.
 * @csspart progress - The list of steps.
 * @csspart timer - The reservation countdown.
 * @csspart timer-base - The countdown's box.
 * @csspart timer-label - "Reservation expires in", or the expired message.
 * @csspart timer-countdown - The `mm:ss` time.
 * @csspart error - The alert region of errors.
 * @csspart error-button - "Try again" (or "Start again") in the alert region.
 * @csspart challenge - The box of the `challenge` slot with its line of text, while it shows.
 * @csspart payment-form - The box of the `payment` slot with its label, while it shows.
 * @csspart expired - The message after the reservation ran out.
 * @csspart queue - The sale's waiting room: the buyer's place in line, the number ahead, the estimated wait.
 * @csspart step - The current step.
 * @csspart seats - Seated reservations: the held seats in words, with "Choose other seats".
 * @csspart seat-overview - Seated reservations: the small plan of the held seats' sector beside the words.
 * @csspart seat-notice - Seated reservations: why the last seat change did not happen.
 * @csspart seat-map - The seat map's scrollable plan.
 * @csspart seat - A seat button of the seat map's list view.
 * @csspart legend - The seat map's legend.
 * @csspart heading - The heading of the step or message (focused on arrival).
 * @csspart actions - A step's back and main buttons.
 * @csspart button - Every action button.
 * @csspart primary - The main action of a step ("Continue", "Reserve", "Confirm"; also a `button`).
 * @csspart back - The "Back" action of a step (also a `button`).
 * @csspart stepper - A quantity: buttons and input.
 * @csspart stepper-button - The − and + buttons of a quantity.
 * @csspart stepper-input - The number input of a quantity.
 * @csspart event - Shows: the event's name above its shows.
 * @csspart list - Shows: a list of shows.
 * @csspart day - Shows: the heading of a day in the list.
 * @csspart show - Shows: a show's button.
 * @csspart calendar - Shows: the month view.
 * @csspart calendar-day - Shows: a day with shows in the month view.
 * @csspart sector - Tickets: a sector with its prices.
 * @csspart price - Tickets: a price row (name, amount, quantity).
 * @csspart total - Tickets and checkout: the total.
 * @csspart shortfall - Tickets: the message after a lost race, with its two choices.
 * @csspart ticket - Questions: the fieldset of one ticket.
 * @csspart group - Questions: the fieldset of one question.
 * @csspart choice - Questions: one answer (radio and label).
 * @csspart same - Questions: "Same answers for every ticket" (checkbox and label).
 * @csspart option - Extras: one option.
 * @csspart form - Details: the form.
 * @csspart field - Details: a label with its input and error.
 * @csspart error-summary - Details: the list of fields to correct.
 * @csspart summary - Checkout: the table of what is bought.
 * @csspart delivery - Details: the delivery method choice; checkout: how the tickets travel.
 * @csspart buyer - Checkout: the buyer's name and e-mail.
 * @csspart terms - Checkout: the terms checkbox with its link and message.
 * @csspart payment-note - Checkout and confirmation: how and when the booking is paid.
 * @csspart payment - Checkout: the online payment under way, or why it did not go through;
 *   confirmation: paid online, with the provider's reference.
 * @csspart privacy - Details: the privacy note and link.
 * @csspart booking-number - Confirmation: the booking number.
 * @csspart tickets - Confirmation: the table of tickets.
 */
export class TicketBooking extends LitElement {
  static override styles = styles;

  /**
   * Loads and defines the elements of the steps after the show list. Set by the script-tag
   * build, which loads them as a chunk of their own once the show list is on screen (or at once
   * when a resumed booking starts past it); unset, they are defined with this element.
   * @internal
   */
  static loadSteps?: StepsLoader;

  private readonly localize = new LocaleController(this);
  private readonly steps = new StepsController(this, () => TicketBooking.loadSteps);
  private readonly focusing = new FocusController(this, () => ({
    view: this.currentView(),
    challenge:
      this.booking?.challenge ??
      // The payment form's frame takes the focus once its chunk is there to draw it.
      (this.payingInPage() && this.lazy.paymentSlot ? 'payment' : null),
  }));
  private readonly link = new FlowLink(this, {
    state: (state) => (this.booking = state),
    failed: () => (this.failed = true),
  });
  private readonly lazy = new LazyParts(
    this,
    () => ({
      on: this.history,
      event: this.booking?.event?.pid ?? this.event,
      flow: this.current,
      state: this.booking,
      back: (step) => this.back(step),
    }),
    () => (this.options.now ?? Date.now)(),
  );

  @provide({ context: flowContext }) @state() private current?: BookingFlow;
  @provide({ context: stateContext }) @state() private booking?: Readonly<BookingState>;
  @provide({ context: localeContext }) @state() private locale?: Locale;

  /** The pid of the event on sale. */
  @property() event?: string;

  /** The root of the site owner's gateway, e.g. `/api/tickets`. */
  @property({ attribute: 'api-base' }) apiBase?: string;

  /** `light`, `dark`, or `auto` (follows the OS). Unset: the page's `color-scheme`. */
  @property({ reflect: true }) theme?: Theme;

  /**
   * Counts of what is left (of a show, a sector, a limited extra or answer) show only from this
   * many down, so a buyer sees "2 left" where it matters and no count where plenty are
   * (default 10). `options.fewLeft` says the same and wins over the attribute.
   */
  @property({ type: Number, attribute: 'few-left' }) fewLeft?: number;

  /**
   * Further flow settings: `maxTickets`, `fewLeft`, `timeoutMs`, `storage`, `fetch`, `now`, …
   * Compared by value: an equal object set again (a parent's re-render) keeps the booking.
   */
  @property({ attribute: false, hasChanged: optionsChanged }) options: TicketBookingOptions = {};

  /**
   * Address of the venue's terms and conditions. When set, the checkout shows them with a
   * required "I accept" checkbox. Also `options.termsUrl`.
   */
  @property({ attribute: 'terms-url' }) termsUrl?: string;

  /** Address of the venue's privacy policy, linked beside the personal data. Also `options.privacyUrl`. */
  @property({ attribute: 'privacy-url' }) privacyUrl?: string;

  /**
   * How and when the booking is paid, in the venue's words ("Payment at the box office",
   * "Invoice by e-mail"): at the checkout, on the receipt and in `tb-booking-confirm`. Also
   * `options.paymentNote`.
   */
  @property({ attribute: 'payment-note' }) paymentNote?: string;

  /**
   * How long a show lasts, in minutes: the "Add to calendar" file ends that long after the
   * start (the service gives no end; without it the file has none). Also `options.showMinutes`.
   */
  @property({ type: Number, attribute: 'show-minutes' }) showMinutes?: number;

  /**
   * The browser's Back and Forward move between the steps: each step the buyer moves on to is an
   * entry of the page's history; Back does what the step's Back button does (asking before held
   * tickets are given back), Forward only what its main button does (never confirming). Off by
   * default, because a single-page app owns its history. Several widgets on one page each keep
   * their own steps.
   */
  @property({ type: Boolean }) history = false;

  /** A flow created and started by the page, used instead of `event` and `api-base`. */
  @property({ attribute: false }) flow?: BookingFlow;

  /** The flow could not even start (an unexpected failure): the fallback content shows. */
  @state() private failed = false;

  protected override willUpdate(changed: PropertyValues<this>): void {
    const locale = this.localize.locale;
    if (locale.lang !== this.locale?.lang || locale.tag !== this.locale.tag) {
      this.locale = locale;
      if (this.current?.state.lang !== locale.lang) this.current?.setLang(locale.lang);
    }
    const inputs = ['event', 'apiBase', 'flow', 'options', 'fewLeft'] as const;
    // A removed element still updates when something asks it to (its language arriving, a
    // controller): it makes no flow then, or the flow would read and retry with nobody to stop
    // it. Put back, it is stale and makes its flow at the next update.
    if (this.isConnected && (this.link.stale || inputs.some((name) => changed.has(name)))) this.setUp();
    this.current?.setFrame(venueFrame(this, this.options));
    this.lazy.update(this.history, Boolean(this.booking?.queue), this.payingInPage());
  }

  /** The booking as the buyer sees it now (read-only); undefined without a flow. */
  get state(): Readonly<BookingState> | undefined {
    return this.booking;
  }

  /**
   * Tells the widget that the site owner's form in the `payment` slot sent the payment (with
   * Stripe: `stripe.confirmPayment()` resolved without an error). The widget then waits for the
   * provider's word at the gateway and shows the receipt once the gateway has confirmed the
   * booking. Does nothing unless the widget shows the form.
   */
  paymentSubmitted(): Promise<void> {
    return this.current?.paymentSubmitted().catch(() => undefined) ?? Promise.resolve();
  }

  private setUp(): void {
    this.link.reset();
    this.failed = false;
    const { event, apiBase } = this;
    const lang = this.locale?.lang;
    const flow =
      this.flow ??
      (event && apiBase
        ? createBookingFlow({ ...flowSettings(this.options, this.fewLeft), event, apiBase, lang })
        : undefined);
    this.current = flow;
    this.booking = flow?.state;
    this.focusing.reset();
    if (flow) this.link.attach(flow, flow !== this.flow);
  }

  /** Whether the buyer pays in the page now: the checkout waits for the site owner's form. */
  private payingInPage(): boolean {
    return this.booking?.step === 'checkout' && this.booking.payment?.state === 'form';
  }

  private currentView(): string | undefined {
    const state = this.booking;
    if (!state) return undefined;
    if (views.isExpired(state)) return 'expired';
    // A step whose element is still loading has not arrived: its heading takes the focus once it has.
    return state.step === 'shows' || this.steps.defined ? state.step : this.focusing.view;
  }

  /** The service's time: the page's clock corrected by the service's `Date` (see the flow). */
  private readonly serviceNow = (): number =>
    (this.options.now ?? Date.now)() + (this.booking?.clockOffset ?? 0);

  /** What the current step's Back button does (the browser's Back, with `history` on). */
  private async back(step: StepName): Promise<boolean> {
    const flow = this.current;
    if (!flow || this.booking?.busy) return false;
    const element = this.renderRoot.querySelector('[part~="step"] > *');
    if (element && 'back' in element) return (element as { back(s: StepName): Promise<boolean> }).back(step);
    // The expiry message: nothing is held any more.
    await flow.goTo(step).catch(() => undefined);
    return flow.state.step === step;
  }

  /** The countdown hands its expiry to the flow, which tells the page (once). */
  private readonly handleTimerExpire = (event: Event): void => {
    event.stopPropagation();
    this.current?.checkExpiry();
  };

  /** What the alert region's button does: repeat the failed action, or start again. */
  private readonly act = (retry: boolean): void =>
    this.run((flow) => (retry ? flow.retry() : flow.restart()));

  private run(action: (flow: BookingFlow) => Promise<unknown>): void {
    if (this.current && !this.booking?.busy) action(this.current).catch(() => undefined);
  }

  override render() {
    const t = this.localize.t;
    const state = this.booking;
    // Before the page's language is at hand (a chunk of the script-tag build), the fallback shows.
    if (!state || this.failed || !this.localize.ready) return views.renderFallback(t, state, this.act);
    if (!state.event && !state.busy && state.error) return views.renderFallback(t, state, this.act);
    const reservation = state.reservation;
    const expired = views.isExpired(state);
    const steps = this.steps.defined;
    /** The current step's element is defined (the show picker always is). */
    const arrived = state.step === 'shows' || steps;
    this.steps.request(state.step, state.shows.length);
    // A countdown only while something is held: nothing held is nothing that runs out.
    const held =
      reservation && !reservation.expired && reservation.tickets.length > 0 && state.step !== 'done';
    const label = state.event?.name
      ? t.text('booking.label-event', { event: state.event.name })
      : t.text('booking.label');
    return html`<section part="base" class="base" aria-label=${label}>
      ${state.step === 'done' ? nothing : views.renderProgress(t, state)}
      ${
        held && steps
          ? views.renderTimer(reservation.expires, this.serviceNow, this.handleTimerExpire)
          : nothing
      }
      ${
        this.steps.failed && !steps
          ? views.renderStepsFailed(t, () => this.steps.load())
          : views.renderAlert(t, state, this.act)
      }
      ${views.renderChallenge(t, state)}
      ${
        // Its messages come with the later steps' (the script-tag build), so it waits for them too.
        steps && this.lazy.queueView ? this.lazy.queueView.render(t, state) : nothing
      }
      ${reservation && !expired && views.HELD.has(state.step) && steps ? views.renderSeatSummary() : nothing}
      <div part="step" class="step" aria-busy=${state.busy || !arrived ? 'true' : 'false'}>
        ${
          expired
            ? views.renderExpired(t, {
                reserveAgain: () => this.run((flow) => flow.reserveAgain()),
                anotherDate: () => this.run((flow) => flow.goTo('shows')),
              })
            : arrived
              ? views.renderStep(state.step)
              : nothing
        }
      </div>
      ${steps && this.lazy.paymentSlot ? this.lazy.paymentSlot(t, state) : nothing}
      ${views.renderStatus(t, state, arrived, steps ? (this.lazy.queueView?.announce(t, state) ?? null) : null)}
    </section>`;
  }
}
