import { html, LitElement, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { InspectorEvent } from './events.js';
import { formatDateTime, formatDuration, MOCK_TIME_ZONE } from './format.js';
import { panelStyles } from './styles.js';
import type { ClockMove } from './view-types.js';

const MINUTE = 60_000;
/** The steps QA uses most: past a minute, past a warning, past the 30-minute release. */
const STEPS = [1, 5, 30] as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One item of what a clock move expired, in words: the mock reports released bookings. */
export function describeExpired(item: unknown): string {
  if (!isObject(item)) return String(item);
  const name = item.pid_readable ?? item.booking ?? item.pid;
  const tickets = item.ticket_count ?? (Array.isArray(item.tickets) ? item.tickets.length : item.tickets);
  const count =
    typeof tickets === 'number' ? ` (${tickets} ${tickets === 1 ? 'ticket' : 'tickets'} released)` : '';
  const what = typeof item.resource === 'string' ? item.resource.replace(/s$/, '') : 'booking';
  return name === undefined ? JSON.stringify(item) : `${what} ${String(name)}${count}`;
}

/**
 * The mock's clock: its time (ticking on while it follows real time), buttons that move it on,
 * what the last move expired, and the release period of unconfirmed bookings.
 *
 * @event tb-inspector-clock-advance - Move the clock on by `detail.ms`.
 * @event tb-inspector-config-change - Change settings (`detail.patch.releasePeriod` in ms).
 */
export class TbInspectorClock extends LitElement {
  static override styles = panelStyles;

  /** The mock's time, epoch ms; undefined until read. */
  @property({ type: Number }) now?: number;
  @property({ type: Boolean }) following = false;
  @property({ attribute: false }) lastMove?: ClockMove;
  /** Release period in ms, from the mock's settings. */
  @property({ type: Number, attribute: 'release-period' }) releasePeriod?: number;
  @property({ type: Boolean }) busy = false;

  private handleAdvance(minutes: number): void {
    this.dispatchEvent(new InspectorEvent('tb-inspector-clock-advance', { ms: minutes * MINUTE }));
  }

  private handleReleasePeriod(event: SubmitEvent): void {
    event.preventDefault();
    const input = (event.target as HTMLFormElement).elements.namedItem('minutes') as HTMLInputElement;
    if (!input.reportValidity()) return;
    const patch = { releasePeriod: Math.round(Number(input.value) * MINUTE) };
    this.dispatchEvent(new InspectorEvent('tb-inspector-config-change', { patch }));
  }

  private renderMove() {
    const move = this.lastMove;
    if (!move) return nothing;
    const expired = move.expired.map(describeExpired);
    return html`Advanced ${formatDuration(move.byMs)}:
    ${
      expired.length === 0
        ? 'nothing expired.'
        : html`${expired.length} expired.
            <ul part="expired">
              ${expired.map((item) => html`<li>${item}</li>`)}
            </ul>`
    }`;
  }

  override render() {
    const now = this.now;
    const minutes = this.releasePeriod === undefined ? '' : String(this.releasePeriod / MINUTE);
    return html`
      <h3 id="time-heading">Mock time</h3>
      <p>
        ${
          now === undefined
            ? html`<span class="muted">Reading the clock…</span>`
            : html`<time part="time" class="mono" datetime=${new Date(now).toISOString()}
                >${formatDateTime(now)}</time
              >`
        }
        <span class="muted">${MOCK_TIME_ZONE} · ${this.following ? 'running' : 'stopped'}</span>
      </p>
      <div class="row" role="group" aria-labelledby="time-heading">
        ${STEPS.map(
          (step) =>
            html`<button type="button" ?disabled=${this.busy} @click=${() => this.handleAdvance(step)}>
              +${step} ${step === 1 ? 'minute' : 'minutes'}
            </button>`,
        )}
      </div>
      <div role="status" part="move">${this.renderMove()}</div>
      <h3 id="release-heading">Release period</h3>
      <p class="muted" id="release-hint">How long an unconfirmed booking keeps its tickets.</p>
      <form class="row" aria-labelledby="release-heading" @submit=${this.handleReleasePeriod}>
        <label>
          Minutes
          <input
            name="minutes"
            type="number"
            min="1"
            max="43200"
            step="any"
            required
            aria-describedby="release-hint"
            .value=${minutes}
          />
        </label>
        <button type="submit" ?disabled=${this.busy}>Save</button>
      </form>
    `;
  }
}
