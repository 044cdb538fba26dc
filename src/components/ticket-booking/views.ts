// The parts of `<ticket-booking>` that depend only on the state: the list of steps and the
// element of the current step, with the parts each step exports to the page.
import { html, nothing, type TemplateResult } from 'lit';
import type { BookingState, StepName } from '../../booking/types.js';
import type { Translator } from '../../i18n/translate.js';

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
        exportparts=${`${PARTS}, ticket, group, choice`}
      ></tb-ticket-questions>`;
    case 'options':
      return html`<tb-booking-options exportparts=${`${PARTS}, option`}></tb-booking-options>`;
    case 'buyer':
      return html`<tb-buyer-form
        exportparts=${`${PARTS}, delivery, form, field, error-summary, privacy`}
      ></tb-buyer-form>`;
    case 'checkout':
      return html`<tb-checkout
        exportparts=${`${PARTS}, summary, total, delivery, buyer, terms, payment-note`}
      ></tb-checkout>`;
    case 'done':
      return html`<tb-confirmation
        exportparts=${`${PARTS}, booking-number, tickets, payment-note`}
      ></tb-confirmation>`;
  }
}
