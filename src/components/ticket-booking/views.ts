// The parts of `<ticket-booking>` that depend only on the state: the list of steps, the element
// of the current step with the parts each step exports to the page, the countdown, the alert
// region and the fallback.
import { html, nothing, type TemplateResult } from 'lit';
import type { BookingState, FlowError, StepName } from '../../booking/types.js';

import type { Translator } from '../../i18n/translate.js';

/** Steps after which the reservation can run out (earlier ones reserve anew anyway). */
export const HELD: ReadonlySet<StepName> = new Set(['questions', 'options', 'buyer', 'checkout']);
/** Errors the questions and details steps show in place, not in the alert region. */
const INLINE: ReadonlySet<string> = new Set(['error.questions', 'error.buyer', 'error.terms']);

/** The reservation ran out at a step that holds it: the expiry message shows instead of the step. */
export function isExpired(state: Readonly<BookingState>): boolean {
  return Boolean(state.reservation?.expired) && HELD.has(state.step);
}

/** Parts every step exports, so `ticket-booking::part(button)` styles them all. */
const PARTS = 'heading, button, primary, back, actions, stepper, stepper-button, stepper-input';

/**
 * The list of steps. Which steps apply is known with the event (read alongside the shows), so
 * until then a placeholder of the list's one line holds its place: the list appears once, at
 * its final length, instead of growing from four steps to six.
 */
export function renderProgress(t: Translator, state: Readonly<BookingState>): TemplateResult {
  if (!state.event) return html`<div class="progress pending" aria-hidden="true"></div>`;
  const steps = state.steps.filter((step): step is Exclude<StepName, 'done'> => step !== 'done');
  const at = (steps as StepName[]).indexOf(state.step);
  return html`<ol part="progress" class="progress" aria-label=${t.text('booking.progress')}>
    ${steps.map(
      (step, i) =>
        html`<li class=${i < at ? 'completed' : ''} aria-current=${i === at ? 'step' : 'false'}>
          <span class="label">${t.text(`step.${step}`)}</span>${
            i < at ? html`<span class="visually-hidden"> ${t.text('step.completed')}</span>` : nothing
          }
        </li>`,
    )}
  </ol>`;
}

export function renderStep(step: StepName): TemplateResult {
  switch (step) {
    case 'shows':
      return html`<tb-show-picker
        exportparts=${`${PARTS}, event, list, day, show, calendar, calendar-day`}
      ></tb-show-picker>`;
    case 'tickets':
      return html`<tb-ticket-picker
        exportparts=${`${PARTS}, sector, price, total, shortfall`}
      ></tb-ticket-picker>`;
    case 'questions':
      return html`<tb-ticket-questions
        exportparts=${`${PARTS}, ticket, group, choice, same`}
      ></tb-ticket-questions>`;
    case 'options':
      return html`<tb-booking-options exportparts=${`${PARTS}, option`}></tb-booking-options>`;
    case 'buyer':
      return html`<tb-buyer-form
        exportparts=${`${PARTS}, delivery, form, field, error-summary, privacy`}
      ></tb-buyer-form>`;
    case 'checkout':
      return html`<tb-checkout
        exportparts=${`${PARTS}, summary, total, delivery, buyer, terms, payment-note, payment`}
      ></tb-checkout>`;
    case 'done':
      return html`<tb-confirmation
        exportparts=${`${PARTS}, booking-number, tickets, payment-note, payment`}
      ></tb-confirmation>`;
  }
}

/**
 * The alert region, with the flow's error unless it shows elsewhere. `act(true)` repeats the
 * failed action, `act(false)` starts again.
 */
export function renderAlert(
  t: Translator,
  state: Readonly<BookingState> | undefined,
  act: (retry: boolean) => void,
): TemplateResult {
  const error = state ? renderError(t, state, act) : nothing;
  return html`<div part="error" class="alert" role="alert">${error}</div>`;
}

function renderError(
  t: Translator,
  state: Readonly<BookingState>,
  act: (retry: boolean) => void,
): TemplateResult | typeof nothing {
  const error = state.error;
  // Expiry has its own message; the questions and details steps show their errors in place.
  if (!error || INLINE.has(error.key) || (error.key === 'error.expired' && isExpired(state))) return nothing;
  // The receipt states an unsent e-mail itself, once, with its own "send the e-mail again".
  if (state.step === 'done' && state.confirmation && !state.confirmation.emailSent) return nothing;
  // A write's error whose message comes with the later steps (the script-tag build): said once
  // they are in (the root renders again then), never as its bare key.
  if (!t.has(error.key)) return nothing;
  return renderErrorMessage(t, error, act);
}

/**
 * The fallback: the element's children (the page's own content), with the alert region and,
 * once the flow has a state, a line saying the widget is unavailable.
 */
export function renderFallback(
  t: Translator,
  state: Readonly<BookingState> | undefined,
  act: (retry: boolean) => void,
): TemplateResult {
  return html`<div part="base" class="base unavailable">
    ${state ? html`<p>${t.text('booking.unavailable')}</p>` : nothing} ${renderAlert(t, state, act)}
    <slot></slot>
  </div>`;
}

/** The reservation's countdown, on the service's clock (`now`). */
export function renderTimer(
  expires: Date,
  now: () => number,
  expire: (event: Event) => void,
): TemplateResult {
  return html`<tb-reservation-timer
    part="timer"
    exportparts="base: timer-base, label: timer-label, timer: timer-countdown"
    .expires=${expires}
    .now=${now}
    @tb-reservation-expire=${expire}
  ></tb-reservation-timer>`;
}

/** The held seats of a seated reservation, with the seat map's parts. */
export function renderSeatSummary(): TemplateResult {
  return html`<tb-seat-summary
    exportparts="seats, seat-overview, seat-notice, seat-map, seat, legend"
  ></tb-seat-summary>`;
}

/**
 * An error in the alert region, with its way forward: "Try again" when the action may be
 * repeated, "Start again" when only a new start helps (a lost session, an unexpected failure).
 * `act(true)` repeats, `act(false)` starts again.
 */
function renderErrorMessage(t: Translator, error: FlowError, act: (retry: boolean) => void): TemplateResult {
  const restart = !error.retryable && (error.key === 'error.session' || error.key === 'error.unknown');
  return html`<p>${t.text(error.key)}</p>
    ${
      error.retryable || restart
        ? html`<button type="button" class="button" part="error-button" @click=${() => act(error.retryable)}>
            ${t.text(error.retryable ? 'action.retry' : 'action.restart')}
          </button>`
        : nothing
    }`;
}

/** The message after the reservation ran out: reserve again (every choice kept), or another date. */
export function renderExpired(
  t: Translator,
  on: { reserveAgain: () => void; anotherDate: () => void },
): TemplateResult {
  return html`<div part="expired" class="expired">
    <h2 part="heading" tabindex="-1">${t.text('expired.heading')}</h2>
    <p>${t.text('expired.text')}</p>
    <div class="actions">
      <button type="button" part="button primary" class="button primary" @click=${on.reserveAgain}>
        ${t.text('expired.action')}
      </button>
      <button type="button" part="button back" class="button" @click=${on.anotherDate}>
        ${t.text('expired.another')}
      </button>
    </div>
  </div>`;
}

/**
 * The site owner's human check while the flow waits for its token: a line asking the buyer to
 * complete it, and the page's own challenge (`<div slot="challenge">`). Only rendered while
 * waiting, so the slotted challenge is hidden before and after.
 */
export function renderChallenge(
  t: Translator,
  state: Readonly<BookingState>,
): TemplateResult | typeof nothing {
  if (!state.challenge) return nothing;
  return html`<div
    part="challenge"
    class="challenge"
    role="group"
    aria-labelledby="challenge-text"
    tabindex="-1"
  >
    <p id="challenge-text">${t.text('status.challenge')}</p>
    <slot name="challenge"></slot>
  </div>`;
}

/**
 * What a screen reader hears of the wait: the human check to complete, the place in the sale's
 * line (`queue`, from the waiting room's view), or that the widget works.
 */
export function renderStatus(
  t: Translator,
  state: Readonly<BookingState>,
  arrived: boolean,
  queue: string | null = null,
): TemplateResult {
  const text = state.challenge
    ? t.text('status.challenge')
    : (queue ?? (state.busy || !arrived ? t.text('status.busy') : null));
  return html`<div class="visually-hidden" role="status">${text ?? nothing}</div>`;
}

/** The later steps' chunk could not be loaded: say so, and load it again on "Try again". */
export function renderStepsFailed(t: Translator, retry: () => void): TemplateResult {
  return html`<div part="error" class="alert" role="alert">
    <p>${t.text('error.network')}</p>
    <button type="button" class="button" part="error-button" @click=${retry}>
      ${t.text('action.retry')}
    </button>
  </div>`;
}
