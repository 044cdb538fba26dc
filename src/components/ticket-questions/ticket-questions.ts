import { html, nothing, type TemplateResult } from 'lit';
import { state } from 'lit/decorators.js';
import type { TicketOptionGroupInfo } from '../../booking/types.js';
import { TbStepElement } from '../shared/step-element.js';
import { styles } from './ticket-questions.styles.js';
import { ticketName } from '../shared/ticket-name.js';

/**
 * Step 3: the questions asked per ticket ("Ticket 1 – Adult, Balcony"). Each ticket option
 * group is a radio group in a `<fieldset>` with a `<legend>`; the arrow keys move between its
 * choices. Required groups are marked and must be answered to continue (the first unanswered
 * one takes the focus); others offer "No answer". Each choice shows its surcharge, and limited
 * choices what is left; a choice with none left is disabled.
 *
 * @summary Answers the ticket option groups of every ticket.
 *
 * @csspart heading - The step heading (focused on arrival).
 * @csspart ticket - The fieldset of one ticket.
 * @csspart group - The fieldset of one question.
 * @csspart choice - One answer (radio and label).
 * @csspart actions - Back and continue.
 * @csspart button - Every action button.
 * @csspart primary - The main action button.
 * @csspart back - The button back to the previous step.
 *
 * @cssprop --tb-color-danger - Unanswered required questions.
 */
export class TbTicketQuestions extends TbStepElement {
  static override styles = styles;

  /** Whether "continue" was pressed: unanswered required questions show their error. */
  @state() private submitted = false;

  /** Ticket index → names of the reserved ticket (or of the chosen lines before). */
  private tickets(): { price: string; sector: string }[] {
    const state = this.state;
    if (!state) return [];
    const sectors = state.catalogue?.sectors ?? [];
    const name = (sector: string, price: string) => {
      const info = sectors.find((s) => s.pid === sector);
      return { sector: info?.name ?? '', price: info?.prices.find((p) => p.pid === price)?.name ?? '' };
    };
    if (state.reservation?.tickets.length)
      return state.reservation.tickets.map((t) => name(t.sector, t.price));
    return state.lines.flatMap((line) =>
      Array.from({ length: line.quantity }, () => name(line.sector, line.price)),
    );
  }

  private handleContinue(): void {
    const missing = this.flow?.missingAnswers() ?? {};
    const first = Object.entries(missing)[0];
    if (!first) {
      this.act((flow) => flow.next());
      return;
    }
    this.submitted = true;
    const [ticket, groups] = first;
    void this.updateComplete.then(() =>
      this.renderRoot
        .querySelector<HTMLInputElement>(`input[name="q-${ticket}-${groups[0]}"]:not(:disabled)`)
        ?.focus(),
    );
  }

  private renderGroup(ticket: number, group: TicketOptionGroupInfo, missing: boolean): TemplateResult {
    const t = this.t;
    const name = `q-${ticket}-${group.pid}`;
    const chosen = this.state?.answers[ticket]?.[group.pid];
    const choices = this.flow?.choices(ticket, group.pid) ?? [];
    const error = `${name}-error`;
    const radio = (value: string, label: TemplateResult, disabled = false) =>
      html`<label part="choice" class="choice ${disabled ? 'disabled' : ''}">
        <input
          type="radio"
          name=${name}
          .value=${value}
          .checked=${(chosen ?? '') === value}
          ?disabled=${disabled}
          ?required=${group.required}
          aria-describedby=${missing ? error : nothing}
          @change=${() => this.flow?.answer(ticket, group.pid, value || null)}
        />
        <span>${label}</span>
      </label>`;
    return html`<fieldset
      part="group"
      role="radiogroup"
      aria-required=${group.required ? 'true' : 'false'}
      aria-invalid=${missing ? 'true' : 'false'}
    >
      <legend>
        ${group.name}
        ${group.required ? html`<span class="required">(${t.text('common.required')})</span>` : nothing}
      </legend>
      ${missing ? html`<p class="error" id=${error}>${t.text('questions.missing')}</p>` : nothing}
      ${group.required ? nothing : radio('', html`${t.text('questions.none')}`)}
      ${choices.map((choice) =>
        radio(
          choice.pid,
          html`${choice.name}
          ${choice.amount ? html`<span class="amount">${t.text('common.surcharge', { amount: this.money(choice.amount) })}</span>` : nothing}
          ${this.fewLeft(choice.left) ? html`<span class="muted">${t.plural('common.left', choice.left)}</span>` : nothing}`,
          choice.disabled,
        ),
      )}
    </fieldset>`;
  }

  override render() {
    const t = this.t;
    const groups = (this.state?.catalogue?.groups ?? []).filter((g) => g.options.length > 0);
    const missing = this.submitted ? (this.flow?.missingAnswers() ?? {}) : {};
    return html`
      ${this.renderHeading(t.text('questions.heading'))}
      ${this.tickets().map(
        (ticket, index) =>
          html`<fieldset part="ticket" class="ticket">
            <legend>
              ${t.text('questions.ticket', { number: index + 1, name: ticketName(t, ticket.price, ticket.sector) })}
            </legend>
            ${groups.map((group) => this.renderGroup(index, group, missing[index]?.includes(group.pid) ?? false))}
          </fieldset>`,
      )}
      ${this.renderActions('questions', { label: t.text('action.continue'), run: () => this.handleContinue() })}
    `;
  }
}
