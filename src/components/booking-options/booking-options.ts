import { html, nothing, type TemplateResult } from 'lit';
import type { BookingOptionInfo } from '../../booking/types.js';
import { TbStepElement } from '../shared/step-element.js';
import { renderStepper } from '../shared/stepper.js';
import { styles } from './booking-options.styles.js';

/**
 * Step 4: options of the whole booking (parking, a programme booklet). An option of at most one
 * per booking is a checkbox, any other a quantity, bounded by the per-booking maximum and by
 * what is left; each shows its price and, when limited, what is left.
 *
 * @summary Picks the booking's options.
 *
 * @csspart heading - The step heading (focused on arrival).
 * @csspart option - One option.
 * @csspart stepper - A quantity: buttons and input.
 * @csspart stepper-button - The − and + buttons.
 * @csspart stepper-input - The number input.
 * @csspart actions - Back and continue.
 * @csspart button - Every action button.
 * @csspart primary - The main action button.
 * @csspart back - The button back to the previous step.
 */
export class TbBookingOptions extends TbStepElement {
  static override styles = styles;

  private renderOption(option: BookingOptionInfo, index: number): TemplateResult {
    const t = this.t;
    const quantity = this.state?.options[option.pid] ?? 0;
    const price = option.amount ? this.money(option.amount) : t.text('common.free');
    const left = this.fewLeft(option.left)
      ? html`<span class="muted">${t.plural('common.left', option.left)}</span>`
      : nothing;
    if (option.kind === 'boolean') {
      const disabled = quantity === 0 && option.max < 1;
      return html`<li part="option" class="option">
        <label class="choice ${disabled ? 'disabled' : ''}">
          <input
            type="checkbox"
            .checked=${quantity > 0}
            ?disabled=${disabled}
            @change=${(event: Event) =>
              this.flow?.setOption(option.pid, (event.target as HTMLInputElement).checked ? 1 : 0)}
          />
          <span class="name">${option.name}</span>
        </label>
        <span class="amount">${price}</span>
        ${left}
      </li>`;
    }
    return html`<li part="option" class="option">
      <span class="name">${option.name}</span>
      <span class="amount">${price}</span>
      ${left}
      ${renderStepper(t, {
        id: `o-${index}`,
        name: option.name,
        value: quantity,
        max: Math.max(option.max, quantity),
        set: (value) => this.flow?.setOption(option.pid, value) ?? 0,
      })}
    </li>`;
  }

  override render() {
    const t = this.t;
    return html`
      ${this.renderHeading(t.text('options.heading'))}
      <ul>
        ${(this.state?.catalogue?.options ?? []).map((option, i) => this.renderOption(option, i))}
      </ul>
      ${this.renderActions('options', { label: t.text('action.continue'), run: () => this.act((f) => f.next()) })}
    `;
  }
}
