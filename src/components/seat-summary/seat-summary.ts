import { Task } from '@lit/task';
import { html, nothing, type TemplateResult } from 'lit';
import { query } from 'lit/decorators/query.js';
import { state } from 'lit/decorators/state.js';
import type { SeatNotice } from '../../booking/types.js';
import { formatTime } from '../../i18n/format.js';
import type { overviewPicture } from '../seat-map/overview.js';
import type { TbSeatSelectEvent, TbSeatsMoveEvent } from '../events.js';
import { planWidthNeeded } from '../shared/plan-size.js';
import { seatWords } from '../shared/seats.js';
import { TbStepElement } from '../shared/step-element.js';
import { styles } from './seat-summary.styles.js';

/** How often the open map reads the seats' availability again. */
const SEAT_REFRESH_MS = 20_000;

/** The key of the open map's entry in `history.state` (the page's own data beside it stays). */
const MAP_KEY = 'tb-seat-map';

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
 * Choosing a free seat moves one of the tickets there (`flow.moveTicket`, the hold is kept);
 * taking a run of seats side by side (or a seat of another price category) moves them all at
 * once (`flow.moveTickets`); a seat taken meanwhile is explained in an alert. Escape or "Done" closes the map and returns
 * the focus to "Choose other seats".
 *
 * Where the summary is narrower than the plan needs to draw its seats at full size (24 CSS px
 * apart: `planWidthNeeded`), the map opens in a modal `<dialog>` over the whole viewport instead
 * of in place: the page behind is inert and the focus stays inside; Escape, "Done" and the
 * browser's Back close it (opening adds an entry to the page's history, closing otherwise goes
 * back over it), and the focus returns to "Choose other seats". The reservation's countdown
 * shows in the dialog's head (the widget's own is behind it).
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
  @query('dialog') private dialog?: HTMLDialogElement;

  /** The map is open. */
  @state() private open = false;
  /** The open map is in a modal dialog (the summary is narrower than the plan needs). */
  @state() private modal = false;
  /** The history entry the open dialog added, while it is the current one. */
  private historyToken: string | null = null;
  /** The browser going back over the entry of a dialog closed otherwise, until it has. */
  private leaving: Promise<void> | null = null;
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
    window.removeEventListener('popstate', this.handlePop);
    this.historyToken = null;
  }

  private stopTimer(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private async handleOpen(): Promise<void> {
    if (this.open) return this.close();
    this.modal = this.needsDialog();
    this.open = true;
    this.timer = setInterval(() => (this.tick += 1), SEAT_REFRESH_MS);
    // The task starts in the update that `open` asks for: its `taskComplete` before that update
    // is the last run's (already settled). After the data, the map renders in an update of its
    // own; until it has, it has no seat to take the focus.
    await this.updateComplete;
    if (this.modal && this.dialog && !this.dialog.open) {
      this.dialog.showModal();
      // A Back the last closing asked for goes first: it would otherwise take this entry.
      await this.leaving;
      if (this.open) this.addHistoryEntry();
    }
    await this.seats.taskComplete.catch(() => undefined);
    await this.updateComplete;
    const map = this.renderRoot.querySelector<HTMLElement & { updateComplete?: Promise<unknown> }>(
      'tb-seat-map',
    );
    await map?.updateComplete;
    if (this.open && map?.isConnected) map.focus();
  }

  /**
   * Whether the map needs a dialog: the summary's box is narrower than the plan at full size.
   * Without the plan yet, it does (the plan of a seated show is rarely small).
   */
  private needsDialog(): boolean {
    const seats = this.state?.seatPlan?.seats;
    const box = this.renderRoot.querySelector<HTMLElement>('.seats');
    if (!seats?.length || !box) return true;
    const style = getComputedStyle(box);
    const width = box.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
    // The map's viewport has a border of its own.
    return planWidthNeeded(seats) + 2 > width;
  }

  private close(): void {
    if (!this.open) return;
    this.open = false;
    this.stopTimer();
    this.flow?.dismissSeatNotice();
    if (this.dialog?.open) this.dialog.close();
    this.leaveHistoryEntry();
    void this.updateComplete.then(() => this.chooseButton?.focus());
  }

  /** An entry of the page's history for the open dialog: the browser's Back closes it. */
  private addHistoryEntry(): void {
    const token = `${Date.now()}-${Math.random()}`;
    const current = (window.history.state ?? {}) as Record<string, unknown>;
    window.history.pushState({ ...current, [MAP_KEY]: token }, '');
    this.historyToken = token;
    window.addEventListener('popstate', this.handlePop);
  }

  /** Closed otherwise than by Back: the entry it added goes, so Back then leaves the step as before. */
  private leaveHistoryEntry(): void {
    window.removeEventListener('popstate', this.handlePop);
    const token = this.historyToken;
    this.historyToken = null;
    const current = window.history.state as Record<string, unknown> | null;
    if (!token || current?.[MAP_KEY] !== token) return;
    this.leaving = new Promise<void>((resolve) =>
      window.addEventListener('popstate', () => resolve(), { once: true }),
    ).finally(() => (this.leaving = null));
    window.history.back();
  }

  private readonly handlePop = (): void => {
    const current = window.history.state as Record<string, unknown> | null;
    if (current?.[MAP_KEY] === this.historyToken) return;
    window.removeEventListener('popstate', this.handlePop);
    this.historyToken = null;
    this.close();
  };

  private handleKeydown(event: KeyboardEvent): void {
    if (event.key === 'Tab' && this.modal) return this.keepFocusInside(event);
    if (event.key !== 'Escape') return;
    event.preventDefault();
    this.close();
  }

  /**
   * Tab from the dialog's last control ("Done") goes round to its first ("Close"), Shift+Tab the
   * other way: a modal dialog alone lets the focus out to the browser's own controls.
   */
  private keepFocusInside(event: KeyboardEvent): void {
    const from = event.composedPath()[0];
    const [first, last] = ['#map-close', '#map-done'].map((id) =>
      this.renderRoot.querySelector<HTMLElement>(id),
    );
    const to = event.shiftKey ? (from === first ? last : null) : from === last ? first : null;
    if (!to) return;
    event.preventDefault();
    to.focus();
  }

  /**
   * The dialog closed some other way (the browser's own means). Its `close` event comes a task
   * later: one from a dialog already closed and replaced by the next opening's is not this one's.
   */
  private handleDialogClose(event: Event): void {
    if (event.target === this.dialog) this.close();
  }

  /** Escape on the dialog itself: closed here, so the history entry goes too. */
  private handleCancel(event: Event): void {
    event.preventDefault();
    this.close();
  }

  private handleSelect(event: TbSeatSelectEvent): void {
    event.stopPropagation();
    const { ticket, seat } = event.detail;
    this.act((flow) => flow.moveTicket(ticket, seat));
  }

  private handleMove(event: TbSeatsMoveEvent): void {
    event.stopPropagation();
    const moves = event.detail.moves;
    this.act((flow) => flow.moveTickets(moves));
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
          .total=${state.totals.total}
          @tb-seat-select=${this.handleSelect}
          @tb-seats-move=${this.handleMove}
        ></tb-seat-map>`
      : nothing;
    const zone = state.shows.find((s) => s.pid === plan?.show)?.venue.timeZone ?? 'UTC';
    const content = html`${this.seats.render({
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
      <button id="map-done" type="button" part="button" class="button" @click=${() => this.close()}>
        ${t.text('seats.close')}
      </button>`;
    if (!this.modal) return html`<div class="map" @keydown=${this.handleKeydown}>${content}</div>`;
    return html`<dialog
      class="map-dialog"
      aria-labelledby="map-heading"
      @keydown=${this.handleKeydown}
      @cancel=${this.handleCancel}
      @close=${this.handleDialogClose}
    >
      <div class="dialog-head">
        <h3 id="map-heading">${t.text('seats.choose')}</h3>
        ${this.renderTimer()}
        <button id="map-close" type="button" part="button" class="button" @click=${() => this.close()}>
          ${t.text('seats.closeMap')}
        </button>
      </div>
      ${this.renderNotice()} ${content}
    </dialog>`;
  }

  /**
   * The reservation's countdown inside the dialog: the widget's own is behind the modal, out of
   * sight and inert (so its announcements are not heard twice). Its expiry is the widget's
   * countdown's to report, so this one's event goes no further.
   */
  private renderTimer(): TemplateResult | typeof nothing {
    const reservation = this.state?.reservation;
    if (!reservation || reservation.expired) return nothing;
    return html`<tb-reservation-timer
      class="dialog-timer"
      .expires=${reservation.expires}
      .now=${this.serviceNow}
      @tb-reservation-expire=${(event: Event) => event.stopPropagation()}
    ></tb-reservation-timer>`;
  }

  /** The service's clock: the countdown runs on it, as the widget's own does. */
  private readonly serviceNow = (): number => Date.now() + (this.state?.clockOffset ?? 0);

  /** Why the last change of seat did not happen (inside the dialog while it is open). */
  private renderNotice(): TemplateResult {
    const notice = this.state?.seatNotice;
    return html`<div part="seat-notice" class="notice" role="alert">
      ${notice ? html`<p>${this.noticeText(notice)}</p>` : nothing}
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
      ${this.open && this.modal ? nothing : this.renderNotice()}
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
