import { Task } from '@lit/task';
import { html, nothing, type TemplateResult } from 'lit';
import { query, state } from 'lit/decorators.js';
import type { SeatNotice } from '../../booking/types.js';
import { formatTime } from '../../i18n/format.js';
import type { overviewPicture } from '../seat-map/overview.js';
import type { TbSeatSelectEvent } from '../events.js';
import { seatWords } from '../shared/seats.js';
import { TbStepElement } from '../shared/step-element.js';
import { styles } from './seat-summary.styles.js';

/** How often the open map reads the seats' availability again. */
const SEAT_REFRESH_MS = 20_000;

/** The small plan's module: `overviewOf` draws it. */
export type OverviewModule = () => Promise<{ overviewPicture: typeof overviewPicture }>;

/**
 * The seats a reservation in a seated sector holds, in words ("Parkett, Reihe 7, Platz 11–14,
 * nebeneinander") and on a small plan of the sector beside them (a picture only: the words say
 * the same to a screen reader; its drawing is a small chunk loaded once seats are held), with
 * "Choose other seats", which opens the seat map of the show. The map is a chunk of its own,
 * loaded the first time it opens (`loadSeatMap`, set by `defineElements()`).
 *
 * While the map is open, the seats' availability is read when it opens and every 20 s (a
 * `@lit/task`: the latest read wins, closing the map aborts it); the focus stays where it is.
 * Choosing a free seat moves one of the tickets there (`flow.moveTicket`, the hold is kept); a
 * seat taken meanwhile is explained in an alert. Escape or "Done" closes the map and returns
 * the focus to "Choose other seats".
 *
 * @summary The held seats in words, and the way to the seat map.
 *
 * @csspart seats - The box.
 * @csspart seat-overview - The small plan of the held seats' sector (a picture: the words say the same).
 * @csspart seat-notice - Why the last seat change did not happen.
 * @csspart button - Its buttons.
 */
export class TbSeatSummary extends TbStepElement {
  static override styles = styles;

  /** Loads the seat map's chunk and registers `<tb-seat-map>` (given by `defineElements()`). */
  static loadSeatMap?: () => Promise<unknown>;

  /**
   * Loads the small plan's drawing (given by `defineElements()`): a chunk of its own, loaded
   * once seats are held, never part of the first render.
   */
  static loadOverview?: OverviewModule;
  private static overviewModule: ReturnType<OverviewModule> | null = null;

  @query('#choose') private chooseButton?: HTMLButtonElement;

  /** The map is open. */
  @state() private open = false;
  /** Bumped every 20 s while open: the refresh task's argument. */
  @state() private tick = 0;

  private timer: ReturnType<typeof setInterval> | undefined;
  /** The small plan's drawing, once its chunk has loaded. */
  @state() private overviewPicture: typeof overviewPicture | null = null;
  /** The small plan, and what it was drawn from. */
  private overview: TemplateResult | null = null;
  private overviewKey: unknown[] = [];
  private chunk: Promise<unknown> | null = null;

  private readonly seats = new Task(this, {
    task: async ([open], { signal }) => {
      if (!open) return false;
      this.chunk ??= (TbSeatSummary.loadSeatMap?.() ?? Promise.reject(new Error('No seat map'))).catch(
        (error: unknown) => {
          this.chunk = null;
          throw error;
        },
      );
      await Promise.all([this.chunk, this.flow?.refreshSeats(signal)]);
      return true;
    },
    args: () => [this.open, this.tick] as const,
  });

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopTimer();
  }

  private stopTimer(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private async handleOpen(): Promise<void> {
    if (this.open) return this.close();
    this.open = true;
    this.timer = setInterval(() => (this.tick += 1), SEAT_REFRESH_MS);
    // The task starts in the update that `open` asks for: its `taskComplete` before that update
    // is the last run's (already settled). After the data, the map renders in an update of its
    // own; until it has, it has no seat to take the focus.
    await this.updateComplete;
    await this.seats.taskComplete.catch(() => undefined);
    await this.updateComplete;
    const map = this.renderRoot.querySelector<HTMLElement & { updateComplete?: Promise<unknown> }>(
      'tb-seat-map',
    );
    await map?.updateComplete;
    if (this.open && map?.isConnected) map.focus();
  }

  private close(): void {
    this.open = false;
    this.stopTimer();
    this.flow?.dismissSeatNotice();
    void this.updateComplete.then(() => this.chooseButton?.focus());
  }

  private handleKeydown(event: KeyboardEvent): void {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    this.close();
  }

  private handleSelect(event: TbSeatSelectEvent): void {
    event.stopPropagation();
    const { ticket, seat } = event.detail;
    this.act((flow) => flow.moveTicket(ticket, seat));
  }

  private noticeText(notice: SeatNotice): string {
    const { sectorName: sector, row, number } = notice;
    return this.t.text(notice.key, { sector, row, number });
  }

  private renderMap(): TemplateResult {
    const t = this.t;
    const state = this.state!;
    const plan = state.seatPlan;
    const map = plan
      ? html`<tb-seat-map
          exportparts="seat-map, seat, legend"
          .seats=${plan.seats}
          .sectors=${state.catalogue?.sectors ?? []}
          .tickets=${state.reservation?.tickets ?? []}
          .currency=${state.event?.currency ?? ''}
          @tb-seat-select=${this.handleSelect}
        ></tb-seat-map>`
      : nothing;
    const zone = state.shows.find((s) => s.pid === plan?.show)?.venue.timeZone ?? 'UTC';
    return html`<div class="map" @keydown=${this.handleKeydown}>
      ${this.seats.render({
        initial: () => nothing,
        pending: () =>
          this.seats.value ? map : html`<p class="muted" role="status">${t.text('seats.loading')}</p>`,
        complete: () => map,
        error: () =>
          html`${this.seats.value ? map : nothing}
            <p class="muted" role="status">${t.text('seats.loadFailed')}</p>`,
      })}
      ${
        plan
          ? html`<p class="muted updated">
              ${t.text('seatmap.updated', { time: formatTime(plan.read, t.locale.tag, zone) })}
            </p>`
          : nothing
      }
      <button type="button" part="button" class="button" @click=${() => this.close()}>
        ${t.text('seats.close')}
      </button>
    </div>`;
  }

  /** The small plan of the held seats' sectors, drawn again only when the plan or the seats change. */
  private renderOverview(): TemplateResult | typeof nothing {
    const state = this.state!;
    if (!state.seatPlan) return nothing;
    const draw = this.overviewPicture;
    if (!draw) {
      // Without the picture the words say it all: a chunk that fails to load leaves them alone.
      const load = TbSeatSummary.loadOverview;
      if (!load) return nothing;
      TbSeatSummary.overviewModule ??= load().catch((error: unknown) => {
        TbSeatSummary.overviewModule = null;
        throw error;
      });
      TbSeatSummary.overviewModule.then(
        (module) => (this.overviewPicture = module.overviewPicture),
        () => undefined,
      );
      return nothing;
    }
    const held = (state.reservation?.tickets ?? []).flatMap((ticket) => (ticket.seat ? [ticket.seat] : []));
    const key = [state.seatPlan.seats, held.join(' ')];
    if (key.some((part, i) => part !== this.overviewKey[i])) {
      this.overviewKey = key;
      this.overview = draw(state.seatPlan.seats, new Set(held));
    }
    return this.overview ?? nothing;
  }

  override render() {
    const t = this.t;
    const state = this.state;
    if (!state || state.seating.length === 0) return nothing;
    return html`<section part="seats" class="seats" aria-labelledby="seats-heading">
      <h3 id="seats-heading">${t.text('seats.heading')}</h3>
      <div class="assigned">
        <ul class="words">
          ${state.seating.map((group) => html`<li>${seatWords(t, group)}</li>`)}
        </ul>
        ${this.renderOverview()}
      </div>
      <div part="seat-notice" class="notice" role="alert">
        ${state.seatNotice ? html`<p>${this.noticeText(state.seatNotice)}</p>` : nothing}
      </div>
      <button
        id="choose"
        type="button"
        part="button"
        class="button"
        aria-expanded=${this.open ? 'true' : 'false'}
        @click=${this.handleOpen}
      >
        ${t.text('seats.choose')}
      </button>
      ${this.open ? this.renderMap() : nothing}
    </section>`;
  }
}
