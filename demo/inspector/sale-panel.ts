import { html, LitElement, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { InspectorEvent } from './events.js';
import { formatDateTime } from './format.js';
import { panelStyles } from './styles.js';
import type { MockConfig } from './types.js';

/** What the form starts with: a sale opening in 20 s, 25 buyers ahead, one let in every 2 s. */
const DEFAULTS = { seconds: 20, crowd: 25, admitPerMinute: 30 } as const;

const field = (form: HTMLFormElement, name: string): HTMLInputElement =>
  form.elements.namedItem(name) as HTMLInputElement;

/**
 * An on-sale rush at the gateway in front of the mock: opens a sale at a chosen moment (the
 * mock's config `waitingRoom`), with a crowd of simulated buyers already in line and the rate at
 * which buyers are let in, or ends it. Before the opening, buyers wait in the pre-queue (their
 * order drawn at the opening); after it, they are let in in order, at the rate.
 *
 * @event tb-inspector-config-change - Set `detail.patch.waitingRoom` (a sale, or `off`).
 */
export class TbInspectorSale extends LitElement {
  static override styles = panelStyles;

  /** The mock's time, epoch ms; undefined until read. */
  @property({ type: Number }) now?: number;
  /** The mock's `waitingRoom` setting; undefined or `off` while no sale runs. */
  @property({ attribute: false }) sale?: MockConfig['waitingRoom'];
  @property({ type: Boolean }) busy = false;

  private handleOpen(event: SubmitEvent): void {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    if (!form.reportValidity() || this.now === undefined) return;
    const seconds = Number(field(form, 'seconds').value);
    const waitingRoom = {
      opensAt: new Date(this.now + Math.round(seconds * 1000)).toISOString(),
      crowd: Number(field(form, 'crowd').value),
      admitPerMinute: Number(field(form, 'rate').value),
    };
    this.dispatchEvent(new InspectorEvent('tb-inspector-config-change', { patch: { waitingRoom } }));
  }

  private handleEnd(): void {
    this.dispatchEvent(new InspectorEvent('tb-inspector-config-change', { patch: { waitingRoom: 'off' } }));
  }

  private renderState() {
    const sale = this.sale;
    if (!sale || sale === 'off') return html`No sale: every event is on sale without a waiting room.`;
    const opensAt = Date.parse(sale.opensAt);
    const when =
      this.now !== undefined && opensAt > this.now
        ? html`opens in ${Math.ceil((opensAt - this.now) / 1000)} s`
        : html`open since`;
    return html`Sale ${when} <time class="mono" datetime=${sale.opensAt}>${formatDateTime(opensAt)}</time>:
      ${sale.crowd} simulated buyers per event, ${sale.admitPerMinute} let in per minute.`;
  }

  override render() {
    const running = this.sale !== undefined && this.sale !== 'off';
    return html`
      <h3 id="sale-heading">On-sale rush</h3>
      <p class="muted" id="sale-hint">
        The gateway's waiting room for every event: buyers who come before the opening are drawn into random
        order at it, later ones queue in order.
      </p>
      <p role="status" part="sale">${this.renderState()}</p>
      <form
        class="row"
        aria-labelledby="sale-heading"
        aria-describedby="sale-hint"
        @submit=${this.handleOpen}
      >
        <label>
          Opens in (seconds)
          <input
            name="seconds"
            type="number"
            min="0"
            max="86400"
            step="1"
            required
            .value=${String(DEFAULTS.seconds)}
          />
        </label>
        <label>
          Simulated buyers ahead
          <input
            name="crowd"
            type="number"
            min="0"
            max="1000"
            step="1"
            required
            .value=${String(DEFAULTS.crowd)}
          />
        </label>
        <label>
          Let in per minute
          <input
            name="rate"
            type="number"
            min="1"
            max="6000"
            step="1"
            required
            .value=${String(DEFAULTS.admitPerMinute)}
          />
        </label>
        <button type="submit" ?disabled=${this.busy || this.now === undefined}>Open the sale</button>
        ${
          running
            ? html`<button type="button" ?disabled=${this.busy} @click=${this.handleEnd}>
                End the sale
              </button>`
            : nothing
        }
      </form>
    `;
  }
}
