import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { state } from 'lit/decorators/state.js';
import { live } from 'lit/directives/live.js';
import type { QuestionChoice, TicketAnswers, TicketOptionGroupInfo } from '../../booking/types.js';
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
 * With two or more tickets, "Same answers for every ticket" gives the first ticket's answers to
 * all of them and shows one set of questions for all while it is ticked (the per-ticket ones
 * are not rendered, so no error can hide in them); an answer of which fewer are left than there
 * are tickets is not offered, and one the first ticket held is dropped with a word why.
 *
 * @summary Answers the ticket option groups of every ticket.
 *
 * @csspart heading - The step heading (focused on arrival).
 * @csspart ticket - The fieldset of one ticket (or of all, with the same answers).
 * @csspart same - "Same answers for every ticket": the checkbox with its label.
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

  /** "Same answers for every ticket" is ticked: one set of questions answers all tickets. */
  @state() private same = false;

  /** Group pid → the first ticket's answer that could not be given to every ticket (too few left). */
  @state() private dropped: Record<string, string> = {};

  /** `same` was set from the answers the step found (on its first state). */
  private sameFound = false;

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (this.sameFound || !this.state) return;
    this.sameFound = true;
    // Back at the questions (or after a reload), the box is as the buyer left it: ticked when
    // every ticket has the first one's answers.
    const answers = this.state.answers;
    const count = this.tickets().length;
    const [first] = answers;
    const alike = (a: TicketAnswers | undefined) =>
      a !== undefined &&
      Object.keys(a).length === Object.keys(first!).length &&
      Object.entries(first!).every(([group, option]) => a[group] === option);
    this.same =
      count > 1 &&
      first !== undefined &&
      Object.keys(first).length > 0 &&
      Array.from({ length: count }, (_, i) => answers[i]).every(alike);
  }

  /** The groups asked (those with answers to choose from). */
  private groups(): TicketOptionGroupInfo[] {
    return (this.state?.catalogue?.groups ?? []).filter((g) => g.options.length > 0);
  }

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

  /** Ticked: every ticket takes the first one's answers (where enough are left) and keeps them. */
  private handleSame(event: Event): void {
    const flow = this.flow;
    const on = (event.target as HTMLInputElement).checked;
    this.same = on;
    this.dropped = {};
    if (!on || !flow) return;
    const first = this.state?.answers[0] ?? {};
    const dropped: Record<string, string> = {};
    for (const group of this.groups()) {
      const option = first[group.pid] ?? null;
      const offered = option && flow.choicesForAll(group.pid).find((c) => c.pid === option);
      if (offered && offered.disabled) dropped[group.pid] = offered.name;
      flow.answerAll(group.pid, offered && !offered.disabled ? option : null);
    }
    this.dropped = dropped;
  }

  private handleAnswer(ticket: number, group: string, option: string | null): void {
    if (!this.same) return this.flow?.answer(ticket, group, option);
    const { [group]: _done, ...dropped } = this.dropped;
    this.dropped = dropped;
    this.flow?.answerAll(group, option);
  }

  private handleContinue(): void {
    const missing = this.flow?.missingAnswers() ?? {};
    const first = Object.entries(missing)[0];
    if (!first) {
      this.act((flow) => flow.next());
      return;
    }
    this.submitted = true;
    // With the same answers, the one set of questions shown is the first ticket's.
    const [ticket, groups] = this.same ? ['0', first[1]] : first;
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
    const choices: QuestionChoice[] =
      (this.same ? this.flow?.choicesForAll(group.pid) : this.flow?.choices(ticket, group.pid)) ?? [];
    const dropped = this.same ? this.dropped[group.pid] : undefined;
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
          @change=${() => this.handleAnswer(ticket, group.pid, value || null)}
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
      ${dropped ? html`<p class="error">${t.text('questions.notEnough', { option: dropped })}</p>` : nothing}
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

  /**
   * "Same answers for every ticket", after the first ticket's questions (whose answers it
   * copies), offered where there are several tickets to answer for.
   */
  private renderSame(count: number): TemplateResult | typeof nothing {
    if (count < 2) return nothing;
    return html`<label part="same" class="choice same">
      <input type="checkbox" .checked=${live(this.same)} @change=${this.handleSame} />
      <span>${this.t.text('questions.same')}</span>
    </label>`;
  }

  override render() {
    const t = this.t;
    const groups = this.groups();
    const missing = this.submitted ? (this.flow?.missingAnswers() ?? {}) : {};
    const tickets = this.tickets();
    const same = this.same && tickets.length > 1;
    // The same answers: one set of questions, unanswered where any ticket is.
    const open = (index: number, group: string) =>
      same
        ? Object.values(missing).some((g) => g.includes(group))
        : (missing[index]?.includes(group) ?? false);
    const legend = (index: number) => {
      const ticket = tickets[index]!;
      return same
        ? t.text('questions.all', { count: tickets.length })
        : t.text('questions.ticket', { number: index + 1, name: ticketName(t, ticket.price, ticket.sector) });
    };
    return html`
      ${this.renderHeading(t.text('questions.heading'))}
      ${(same ? tickets.slice(0, 1) : tickets).map(
        (_ticket, index) =>
          html`<fieldset part="ticket" class="ticket">
              <legend>${legend(index)}</legend>
              ${groups.map((group) => this.renderGroup(index, group, open(index, group.pid)))}
            </fieldset>
            ${index === 0 && groups.length > 0 ? this.renderSame(tickets.length) : nothing}`,
      )}
      ${this.renderActions('questions', { label: t.text('action.continue'), run: () => this.handleContinue() })}
    `;
  }
}
