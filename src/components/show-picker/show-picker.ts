import { html, nothing, svg, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators/property.js';
import { state } from 'lit/decorators/state.js';
import type { BookingFlow, ShowInfo } from '../../booking/types.js';
import { formatDateTime } from '../../i18n/format.js';
import {
  dayKey,
  firstDayOfWeek,
  formatDayKey,
  keyToDate,
  monthWeeks,
  showTime,
  venueText,
  weekdays,
} from '../shared/dates.js';
import { TbStepElement } from '../shared/step-element.js';
import { styles } from './show-picker.styles.js';

const SKELETON_ROWS = 3;
const arrow = (d: string) =>
  html`<svg class="icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    ${svg`<path d=${d} />`}
  </svg>`;

/**
 * Step 1: the event's shows, by date. Each show reads its date and start time in the venue's
 * zone (the zone is named when it differs from the visitor's), the venue, and whether tickets
 * are available, few are left, or it is sold out (not selectable). With more than `list-limit`
 * shows, a month view picks the day first; its days are one tab stop, moved with the arrow
 * keys, Home and End. While the shows load, skeleton rows of the final height hold the space.
 *
 * Coming back to this step (the shows already known), it reads their availability again: the
 * badges hold their place as skeletons until the answer is in. The read stops when the step
 * leaves the page, and only the latest one counts.
 *
 * @summary Picks a show.
 *
 * @csspart heading - The step heading (focused on arrival).
 * @csspart event - The event's name.
 * @csspart list - A list of shows.
 * @csspart day - The heading of a day in the list.
 * @csspart show - A show's button.
 * @csspart calendar - The month view.
 * @csspart calendar-day - A day with shows in the month view.
 *
 * @cssprop --tb-color-primary - Selected day and focus.
 * @cssprop --tb-color-surface-alt - Skeleton rows.
 */
export class TbShowPicker extends TbStepElement {
  static override styles = styles;

  /** Above this many shows, a month view replaces the plain list. */
  @property({ type: Number, attribute: 'list-limit' }) listLimit = 12;

  /** The month shown in the month view, `YYYY-MM`. */
  @state() private month?: string;
  /** The day picked in the month view, `YYYY-MM-DD`. */
  @state() private day?: string;

  /**
   * The availability read again, when the buyer comes back to the step: aborted when the step
   * leaves the page, and only the latest read counts. (Its one read, so @lit/task stays out of
   * the script-tag build's first render.)
   */
  private refresh?: AbortController;
  @state() private refreshing = false;
  /** Connected since the last update: the step has (re)appeared. */
  private arrived = false;

  private days = new Map<string, ShowInfo[]>();
  /** Focus the picked day after the next render (it moved by keyboard). */
  private focusDay = false;

  override connectedCallback(): void {
    super.connectedCallback();
    this.arrived = true;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.refresh?.abort(new DOMException('The show step left the page.', 'AbortError'));
    this.refresh = undefined;
    this.refreshing = false;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (this.arrived) {
      this.arrived = false;
      // Shown again with the shows known and one picked before: a return to the step. (On the
      // first load the flow is still busy reading them, or has just read them while the page's
      // language loaded; after a lost session its error offers the read instead.)
      const state = this.state;
      if (this.flow && state && !state.busy && !state.error && state.shows.length > 0 && state.show) {
        void this.readAvailability(this.flow);
      }
    }
    if (!changed.has('state')) return;
    this.days = new Map();
    for (const show of this.state?.shows ?? []) {
      const key = dayKey(show);
      this.days.set(key, [...(this.days.get(key) ?? []), show]);
    }
    if (this.day === undefined || !this.days.has(this.day)) {
      const shows = this.state?.shows ?? [];
      const first = shows.find((show) => show.availability !== 'soldOut') ?? shows[0];
      this.pickDay(first ? dayKey(first) : undefined);
    }
  }

  protected override updated(): void {
    if (!this.focusDay) return;
    this.focusDay = false;
    this.renderRoot.querySelector<HTMLElement>('[part~="calendar-day"][aria-pressed="true"]')?.focus();
  }

  /** Reads the availability again; a read left behind (the step left, a newer read) changes nothing. */
  private async readAvailability(flow: BookingFlow): Promise<void> {
    this.refresh?.abort(new DOMException('A newer read replaced this one.', 'AbortError'));
    const refresh = (this.refresh = new AbortController());
    this.refreshing = true;
    try {
      await flow.refreshShows(refresh.signal);
    } finally {
      if (this.refresh === refresh) {
        this.refresh = undefined;
        this.refreshing = false;
      }
    }
  }

  private pickDay(key: string | undefined): void {
    this.day = key;
    this.month = key?.slice(0, 7);
  }

  private handleDayKey(event: KeyboardEvent, keys: string[]): void {
    const index = keys.indexOf(this.day ?? '');
    const target = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: keys.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const key = keys[Math.max(0, Math.min(keys.length - 1, target))];
    if (key && key !== this.day) {
      this.day = key;
      this.focusDay = true;
    }
  }

  /**
   * Picks a show, also while the flow is busy reading the list again (the list stays usable
   * meanwhile): the flow takes the pick once the read is in, and ignores it during other work.
   */
  private handleSelect(pid: string): void {
    this.flow?.selectShow(pid).catch(() => {
      // The flow reports failures through `state.error`.
    });
  }

  private handleMonth(to: string | undefined): void {
    if (!to) return;
    this.pickDay([...this.days.keys()].find((key) => key.startsWith(to)));
  }

  private renderShow(show: ShowInfo, withDate: boolean): TemplateResult {
    const t = this.t;
    const soldOut = show.availability === 'soldOut';
    const refreshing = this.refreshing;
    // Only what sets a show apart is said: few left or sold out, never "Available" on each.
    const badge =
      show.availability === 'available'
        ? null
        : show.availability === 'few' && show.available !== null
          ? t.plural('common.left', show.available)
          : t.text(`availability.${show.availability}` as const);
    return html`<li>
      <button
        type="button"
        part="show"
        class="show"
        ?disabled=${soldOut}
        @click=${() => this.handleSelect(show.pid)}
      >
        <span class="when">
          ${withDate ? html`<span class="visually-hidden">${formatDayKey(dayKey(show), t.locale.tag)},</span>` : nothing}
          <span class="time">${showTime(show, t)}</span>
          ${
            badge === null
              ? nothing
              : html`<span
                  class="badge ${refreshing ? 'refreshing' : show.availability}"
                  aria-hidden=${refreshing ? 'true' : nothing}
                  >${badge}</span
                >`
          }
        </span>
        <span class="venue">${venueText(show)}</span>
      </button>
    </li>`;
  }

  private renderDay(key: string, shows: ShowInfo[], heading: string): TemplateResult {
    return html`<li>
      <h3 part="day" id="day-${key}">${heading}</h3>
      <ul part="list" aria-labelledby="day-${key}">
        ${shows.map((show) => this.renderShow(show, true))}
      </ul>
    </li>`;
  }

  private renderSkeleton(): TemplateResult {
    return html`<div class="skeleton" aria-hidden="true">
      <div class="skeleton-day"></div>
      ${Array.from({ length: SKELETON_ROWS }, () => html`<div class="show"></div>`)}
    </div>`;
  }

  private renderCalendar(month: string): TemplateResult {
    const t = this.t;
    const tag = t.locale.tag;
    const firstDay = firstDayOfWeek(tag);
    const months = [...new Set([...this.days.keys()].map((key) => key.slice(0, 7)))];
    const index = months.indexOf(month);
    const inMonth = [...this.days.keys()].filter((key) => key.startsWith(month));
    const caption = formatDateTime(keyToDate(`${month}-01`), tag, 'UTC', { month: 'long', year: 'numeric' });
    const nav = (label: string, to: string | undefined, path: string) =>
      html`<button
        type="button"
        class="button"
        aria-label=${label}
        aria-disabled=${to ? 'false' : 'true'}
        @click=${() => this.handleMonth(to)}
      >
        ${arrow(path)}
      </button>`;
    const cell = (day: number | null) => {
      if (day === null) return html`<td></td>`;
      const key = `${month}-${String(day).padStart(2, '0')}`;
      const shows = this.days.get(key);
      if (!shows) return html`<td><span class="date muted">${day}</span></td>`;
      const label = t.plural('shows.day', shows.length, { date: formatDayKey(key, tag) });
      const picked = key === this.day;
      return html`<td>
        <button
          type="button"
          part="calendar-day"
          class="button date"
          aria-label=${label}
          aria-pressed=${picked ? 'true' : 'false'}
          tabindex=${picked ? 0 : -1}
          @click=${() => (this.day = key)}
          @keydown=${(event: KeyboardEvent) => this.handleDayKey(event, inMonth)}
        >
          ${day}
        </button>
      </td>`;
    };
    return html`<div part="calendar" class="calendar">
      <div class="month">
        ${nav(t.text('shows.previousMonth'), months[index - 1], 'M10 3 5 8l5 5')}
        <h3 id="month" aria-live="polite">${caption}</h3>
        ${nav(t.text('shows.nextMonth'), months[index + 1], 'M6 3l5 5-5 5')}
      </div>
      <table aria-labelledby="month">
        <thead>
          <tr>
            ${weekdays(tag, firstDay).map((name) => html`<th scope="col" abbr=${name.long}>${name.short}</th>`)}
          </tr>
        </thead>
        <tbody>
          ${monthWeeks(month, firstDay).map(
            (week) =>
              html`<tr>
                ${week.map(cell)}
              </tr>`,
          )}
        </tbody>
      </table>
    </div>`;
  }

  private renderShows(): TemplateResult {
    const t = this.t;
    const shows = this.state?.shows ?? [];
    if (shows.length === 0) return html`<p>${t.text('shows.empty')}</p>`;
    if (shows.length > this.listLimit && this.month && this.day) {
      return html`${this.renderCalendar(this.month)}
        <ul class="days">
          ${this.renderDay(
            this.day,
            this.days.get(this.day) ?? [],
            t.text('shows.on', { date: formatDayKey(this.day, t.locale.tag) }),
          )}
        </ul>`;
    }
    return html`<ul class="days">
      ${[...this.days].map(([key, list]) => this.renderDay(key, list, formatDayKey(key, t.locale.tag)))}
    </ul>`;
  }

  override render() {
    const loading = !this.state?.event && (this.state?.busy ?? true) && !this.state?.shows.length;
    return html`
      ${this.renderHeading(this.t.text('shows.heading'))}
      ${this.state?.event ? html`<p class="event" part="event">${this.state.event.name}</p>` : nothing}
      <div aria-busy=${loading || this.refreshing ? 'true' : 'false'}>
        ${loading ? this.renderSkeleton() : this.renderShows()}
      </div>
    `;
  }
}
