import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property } from 'lit/decorators/property.js';
import { state } from 'lit/decorators/state.js';
import { classMap } from 'lit/directives/class-map.js';
import { formatCountdown } from '../../i18n/format.js';
import { LocaleController } from '../../i18n/locale-controller.js';
import type { Translator } from '../../i18n/translate.js';
import type { Theme } from '../../styles/tokens.js';
import { TbReservationExpireEvent } from '../events.js';
import { styles } from './reservation-timer.styles.js';

const MINUTE = 60_000;
/** From here on the last minutes are marked: words, a sign and the warning colours. */
const ENDING = 5 * MINUTE;
/** Remaining times announced to screen readers, largest first. */
const ANNOUNCE_AT = [5 * MINUTE, MINUTE] as const;
/** `announced` value meaning "the reservation has expired". */
const EXPIRED = 0;

function toEpoch(value: string | Date | undefined | null): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

/**
 * Counts down the time a booking's tickets stay reserved, as `mm:ss`.
 *
 * Screen readers hear a polite announcement at 5 minutes and at 1 minute left, and at expiry,
 * never every second. In the last five minutes the label says so, with a warning sign and the
 * warning colours (never colour alone); in the last minute the box is drawn stronger. After the
 * deadline it shows an expired message and fires `tb-reservation-expire` once per deadline.
 * Renders nothing while `expires` is unset or not a date.
 *
 * @summary Reservation countdown with accessible announcements.
 *
 * @event {TbReservationExpireEvent} tb-reservation-expire - The deadline has passed (once per deadline). `detail: { expires: Date }`.
 *
 * @csspart base - The box around label and time.
 * @csspart label - "Reservation expires in" (in the last minutes with a sign), or the expired message.
 * @csspart timer - The `mm:ss` countdown (`role="timer"`).
 *
 * @cssprop --tb-color-surface - Background.
 * @cssprop --tb-color-text - Text colour.
 * @cssprop --tb-color-border - Border colour.
 * @cssprop --tb-color-warning - Text and border in the last minute.
 * @cssprop --tb-color-warning-surface - Background in the last minute.
 * @cssprop --tb-color-danger - Text and border once expired.
 * @cssprop --tb-color-danger-surface - Background once expired.
 * @cssprop --tb-radius-m - Corner radius.
 * @cssprop --tb-font-family - Font.
 *
 * @cssstate ending - At most five minutes are left.
 * @cssstate warning - At most a minute is left.
 * @cssstate expired - The deadline has passed.
 */
export class TbReservationTimer extends LitElement {
  static override styles = styles;

  private readonly localize = new LocaleController(this);
  private readonly internals = this.attachInternals();

  /** The deadline: an ISO 8601 string (attribute) or a `Date`. */
  @property() expires?: string | Date;

  /** `light`, `dark`, or `auto` (follows the OS). Unset: the page's `color-scheme`. */
  @property({ reflect: true }) theme?: Theme;

  /** The clock in epoch milliseconds; replace it to test or to follow a server clock. */
  @property({ attribute: false }) now: () => number = () => Date.now();

  /** Milliseconds left, or `undefined` without a valid deadline. Computed before each render. */
  @state() private remaining?: number;

  /** The last announced threshold in ms (`EXPIRED` at expiry), rendered into the live region. */
  @state() private announced?: number;

  private deadline?: number;
  /** `remaining` at the previous update for the same deadline, to detect crossed thresholds. */
  private previous?: number;
  /** The deadline whose expire event has been sent, so it is sent once. */
  private expiredFor?: number;
  private tick?: ReturnType<typeof setTimeout>;

  override connectedCallback(): void {
    super.connectedCallback();
    // Lit does not update on re-connection; the update restarts the tick stopped on disconnect.
    if (this.hasUpdated) this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopTick();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('expires')) {
      // A new deadline starts afresh: thresholds already behind it are not announced.
      this.deadline = toEpoch(this.expires);
      this.previous = undefined;
      this.announced = undefined;
    }
    if (this.deadline === undefined) {
      this.remaining = undefined;
      return;
    }
    const remaining = this.deadline - this.now();
    const previous = this.previous;
    if (remaining <= 0) {
      this.announced = EXPIRED;
    } else if (previous !== undefined) {
      // If several thresholds passed at once (a sleeping tab), only the latest is worth saying.
      const crossed = ANNOUNCE_AT.filter((at) => previous > at && remaining <= at).at(-1);
      if (crossed !== undefined) this.announced = crossed;
      else if (previous <= 0) this.announced = undefined; // the deadline moved back into the future
    }
    this.remaining = remaining;
    this.previous = remaining;
  }

  protected override updated(): void {
    const expired = this.remaining !== undefined && this.remaining <= 0;
    this.setState('expired', expired);
    this.setState('warning', !expired && this.remaining !== undefined && this.remaining <= MINUTE);
    this.setState('ending', !expired && this.remaining !== undefined && this.remaining <= ENDING);
    if (expired && this.expiredFor !== this.deadline && this.deadline !== undefined) {
      this.expiredFor = this.deadline;
      this.dispatchEvent(new TbReservationExpireEvent({ expires: new Date(this.deadline) }));
    }
    this.scheduleTick();
  }

  /** One pending timeout at most, due when the displayed second changes. */
  private scheduleTick(): void {
    this.stopTick();
    if (!this.isConnected || this.remaining === undefined || this.remaining <= 0) return;
    this.tick = setTimeout(
      () => {
        this.tick = undefined;
        this.requestUpdate();
      },
      this.remaining % 1000 || 1000,
    );
  }

  private stopTick(): void {
    clearTimeout(this.tick);
    this.tick = undefined;
  }

  private setState(name: string, on: boolean): void {
    try {
      if (on) this.internals.states.add(name);
      else this.internals.states.delete(name);
    } catch {
      // Browsers before custom-state support (or with the old `--name` syntax): styling only.
    }
  }

  private renderAnnouncement(t: Translator) {
    if (this.announced === undefined) return nothing;
    if (this.announced === EXPIRED) return t.text('timer.expired');
    return t.plural('timer.expires-in', this.announced / MINUTE);
  }

  private renderTimer(t: Translator, remaining: number) {
    if (remaining <= 0) {
      return html`<div part="base" class="expired">
        <span part="label">${t.text('timer.expired')}</span>
      </div>`;
    }
    const ending = remaining <= ENDING;
    return html`
      <div part="base" class=${classMap({ ending, warning: remaining <= MINUTE })}>
        <span part="label" id="label"
          >${ending ? html`<span class="sign" aria-hidden="true">&#x26a0;</span> ` : nothing}${t.text(
            ending ? 'timer.ending' : 'timer.label',
          )}</span
        >
        <span part="timer" role="timer" aria-labelledby="label">${formatCountdown(remaining)}</span>
      </div>
    `;
  }

  override render() {
    const t = this.localize.t;
    return html`
      ${this.remaining === undefined ? nothing : this.renderTimer(t, this.remaining)}
      <div class="visually-hidden" role="status">${this.renderAnnouncement(t)}</div>
    `;
  }
}
