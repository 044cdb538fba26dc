import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { SectorInfo, Shortfall } from '../../booking/types.js';
import { showDateTime, venueText } from '../shared/dates.js';
import { TbStepElement } from '../shared/step-element.js';
import { renderStepper } from '../shared/stepper.js';
import { styles } from './ticket-picker.styles.js';
import { ticketName } from '../shared/ticket-name.js';

/**
 * Step 2: the picked show's sectors, each with the prices of its category and a quantity per
 * price. Quantities are bounded by what the sector has left and by the per-booking maximum; the
 * total runs in the event's currency. "Reserve tickets" holds them. When fewer can be held than
 * chosen (another buyer was faster), the step says how many ("2 of 3 tickets could be held")
 * and offers to take those or to choose again. "Wheelchair space with the companion seat beside
 * it" asks best available for a wheelchair user: once ticked, the step says where the show's
 * wheelchair spaces are (or that it has none), and reserving holds the best free wheelchair space
 * for the first ticket in such a sector and the seat beside it for the second, or says that none
 * is left.
 *
 * @summary Picks sectors, prices and quantities, and reserves.
 *
 * @csspart heading - The step heading (focused on arrival).
 * @csspart show - Date, time and venue of the picked show.
 * @csspart sector - A sector with its prices.
 * @csspart price - A price row: name, amount, quantity.
 * @csspart stepper - A quantity: buttons and input.
 * @csspart stepper-button - The − and + buttons.
 * @csspart stepper-input - The number input.
 * @csspart wheelchair - "Wheelchair space with the companion seat beside it".
 * @csspart total - The running total.
 * @csspart shortfall - The message after a lost race, with its two choices.
 * @csspart actions - Back and reserve.
 * @csspart button - Every action button.
 * @csspart primary - The main action button.
 * @csspart back - The button back to the previous step.
 *
 * @cssprop --tb-color-warning - Few left; the lost-race message.
 * @cssprop --tb-color-warning-surface - Background of the lost-race message.
 */
export class TbTicketPicker extends TbStepElement {
  static override styles = styles;

  /** Whether "reserve" was pressed with nothing chosen (shows the hint as an error). */
  private triedEmpty = false;
  private hadShortfall = false;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('state') && this.count() > 0) this.triedEmpty = false;
  }

  protected override updated(): void {
    const shortfall = Boolean(this.state?.shortfall);
    if (shortfall && !this.hadShortfall) {
      this.renderRoot.querySelector<HTMLElement>('#shortfall-heading')?.focus();
    }
    this.hadShortfall = shortfall;
  }

  private count(): number {
    return (this.state?.lines ?? []).reduce((sum, line) => sum + line.quantity, 0);
  }

  private quantity(sector: string, price: string): number {
    return this.state?.lines.find((l) => l.sector === sector && l.price === price)?.quantity ?? 0;
  }

  private handleReserve(): void {
    if (this.count() === 0) {
      this.triedEmpty = true;
      this.requestUpdate();
      return;
    }
    this.act((flow) => flow.reserve());
  }

  private renderSector(sector: SectorInfo, index: number): TemplateResult {
    const t = this.t;
    const soldOut = sector.availability === 'soldOut';
    const badge =
      sector.availability === 'few' && sector.available !== null
        ? t.plural('common.left', sector.available)
        : t.text(`availability.${sector.availability}` as const);
    return html`<section part="sector" class="sector" aria-labelledby="sector-${index}">
      <h3 id="sector-${index}">
        ${sector.name}
        ${
          sector.availability === 'available'
            ? nothing
            : html`<span class="badge ${sector.availability}">${badge}</span>`
        }
      </h3>
      <ul>
        ${sector.prices.map((price, i) => {
          const name = ticketName(t, price.name, sector.name);
          const max = soldOut ? 0 : (this.flow?.maxQuantity(sector.pid, price.pid) ?? 0);
          return html`<li part="price" class="price">
            <span class="name">${price.name}</span>
            <span class="amount">${this.money(price.amount)}</span>
            ${renderStepper(t, {
              id: `q-${index}-${i}`,
              name,
              value: this.quantity(sector.pid, price.pid),
              max,
              set: (quantity) => this.flow?.setQuantity(sector.pid, price.pid, quantity) ?? 0,
            })}
          </li>`;
        })}
      </ul>
    </section>`;
  }

  /**
   * Best available asked for as a wheelchair space with the companion seat beside it; once
   * asked, where the show's wheelchair spaces are (or that it has none), said as it is known.
   */
  private renderWheelchair(): TemplateResult | typeof nothing {
    const state = this.state;
    if (!state?.catalogue?.sectors.length) return nothing;
    const t = this.t;
    const known = state.wheelchairSectors;
    const names = (known ?? [])
      .map((pid) => state.catalogue!.sectors.find((sector) => sector.pid === pid)?.name)
      .filter(Boolean)
      .join(', ');
    const hint = !state.wheelchair
      ? t.text('tickets.wheelchairHint')
      : known?.length === 0
        ? t.text('tickets.noWheelchair')
        : known
          ? `${t.text('tickets.wheelchairWhere', { sectors: names })} ${t.text('tickets.wheelchairHint')}`
          : t.text('tickets.wheelchairHint');
    return html`<label part="wheelchair" class="choice wheelchair">
        <input
          type="checkbox"
          .checked=${live(state.wheelchair)}
          aria-describedby="wheelchair-hint"
          @change=${(event: Event) => void this.flow?.setWheelchair((event.target as HTMLInputElement).checked)}
        />
        <span>${t.text('tickets.wheelchair')}</span>
      </label>
      <p id="wheelchair-hint" class="muted hint" role="status">${hint}</p>`;
  }

  private renderShortfall(shortfall: Shortfall): TemplateResult {
    const t = this.t;
    const { requested, available } = shortfall;
    return html`<div part="shortfall" class="shortfall" role="group" aria-labelledby="shortfall-heading">
      <h3 id="shortfall-heading" tabindex="-1">${t.text('shortfall.heading')}</h3>
      <p>${t.plural('shortfall.text', requested, { available })}</p>
      <div class="actions">
        <button
          type="button"
          part="button"
          class="button"
          @click=${() => this.act((f) => f.dismissShortfall())}
        >
          ${t.text('shortfall.dismiss')}
        </button>
        ${
          available > 0
            ? html`<button
                type="button"
                part="button primary"
                class="button primary"
                @click=${() => this.act((f) => f.acceptShortfall())}
              >
                ${t.plural('shortfall.accept', available)}
              </button>`
            : nothing
        }
      </div>
    </div>`;
  }

  override render() {
    const t = this.t;
    const state = this.state;
    const show = state?.shows.find((s) => s.pid === state.show);
    const count = this.count();
    return html`
      ${this.renderHeading(t.text('tickets.heading'))}
      ${
        show
          ? html`<p part="show" class="muted">${showDateTime(show, t)} <br />${venueText(show)}</p>`
          : nothing
      }
      ${(state?.catalogue?.sectors ?? []).map((sector, i) => this.renderSector(sector, i))}
      ${this.renderWheelchair()}
      <p class="muted">${t.plural('tickets.maxPerBooking', state?.maxTickets ?? 0)}</p>
      <p part="total" class="total" role="status">
        <span>${t.text('tickets.total')}</span>
        <span>${t.plural('tickets.count', count)}</span>
        <strong class="amount">${this.money(state?.totals.tickets ?? 0)}</strong>
      </p>
      ${this.triedEmpty ? html`<p class="error" role="alert">${t.text('tickets.noneChosen')}</p>` : nothing}
      ${
        state?.shortfall
          ? this.renderShortfall(state.shortfall)
          : this.renderActions('tickets', {
              label: t.text('tickets.reserve'),
              run: () => this.handleReserve(),
            })
      }
    `;
  }
}
