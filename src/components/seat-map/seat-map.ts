import { consume } from '@lit/context';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property } from 'lit/decorators/property.js';
import { query } from 'lit/decorators/query.js';
import { state } from 'lit/decorators/state.js';
import type { PlanSeat, ReservedTicket, SectorInfo } from '../../booking/types.js';
import { resolveLocale, type Locale } from '../../i18n/locale.js';
import { translator, type Translator } from '../../i18n/translate.js';
import { localeContext } from '../context.js';
import { TbSeatSelectEvent, TbSeatsMoveEvent } from '../events.js';
import { renderFinder, startEntry } from './finder.js';
import { SeatGridController } from './grid-controller.js';
import { renderLegend } from './legend.js';
import { renderList } from './list-view.js';
import { layoutOf, minPlanWidth, patchSeat, planMarkup, SEAT_RADIUS, type Layout } from './plan.js';
import { renderPlan } from './plan-view.js';
import { moverFor, rowName, sectorOf, seatDrawing, type SeatContext } from './seat-drawing.js';
import { styles } from './seat-map.styles.js';
import { bestRun, freeRuns, runMoves, type SeatRun } from './runs.js';
import { offerText, renderSwitch, switchOffer, type SwitchOffer } from './switch.js';
import { renderToolbar } from './toolbar.js';
import { rememberedView, rememberView, type SeatMapView } from './view-preference.js';
import { ZoomController } from './zoom.js';

/**
 * The seat map of a show: an SVG plan drawn from the seats' positions (sectors as labelled
 * regions, row labels at both ends, the stage at the top), and a list of the same seats as an
 * equal alternative (rows as groups of buttons). The buyer's choice of view is remembered.
 *
 * Every seat has a full accessible name: sector, row, seat, price, state and attributes
 * ("Parkett, Reihe 3, Platz 12, Erwachsene CHF 89.00, frei, rollstuhlgerecht"). State is shown
 * by colour and shape: free seats in their price category's colour, the booking's own with a
 * check mark, taken ones hollow with a cross, wheelchair spaces square, companion seats dotted;
 * the legend explains them.
 *
 * The map is one tab stop (WAI-ARIA grid): arrow keys move seat by seat and between rows at the
 * nearest seat, Home/End to the row's ends, PageUp/PageDown between sectors, Enter or Space
 * choose; with the wheelchair filter on, they skip the seats it fades. Choosing one of the booking's seats picks that ticket; choosing a free seat then asks
 * to move it there (`tb-seat-select`); a live region says what happened. "Find seats together",
 * the next tab stop after the plan, lists the free runs of as many seats as the booking holds by
 * sector, row and block (the best available first; with the wheelchair filter, only runs with a
 * wheelchair space and its companion seat); it opens at the row the map's focus is in, and
 * Enter on a run moves all the tickets there at once (`tb-seats-move`). A free seat of another
 * price category says first what the ticket costs there (the price of the same name) and the
 * booking's new `total`, and moves it at that price only when the buyer says so; without such
 * a price it says plainly why not. Escape is left to the
 * container (it closes the map). Zoom with the buttons, pinch or double-tap. The plan is never
 * drawn with its seats less than 24 CSS px apart (each seat 19 px across, a 24 × 24 target;
 * labels of 14 px): a narrower viewport scrolls, and a container too narrow for it shows the
 * map in a dialog of its own (`<tb-seat-summary>`).
 *
 * The element only shows what it is given and asks for changes with events; new `seats` (a
 * refresh) update the seats in place without moving the focus.
 *
 * @summary A seat map with a list view, for choosing seats by mouse, touch, keyboard or screen reader.
 *
 * @event {TbSeatSelectEvent} tb-seat-select - The buyer chose a free seat for one of the tickets: `{ ticket, seat }`.
 * @event {TbSeatsMoveEvent} tb-seats-move - The buyer took a run of free seats side by side for all the held tickets, or a seat of another price category at the ticket's price there: `{ moves: [{ ticket, seat, price? }] }` (all move, or none).
 *
 * @csspart seat-map - The plan's scrollable viewport.
 * @csspart plan - The SVG plan.
 * @csspart seat - A seat button of the list view.
 * @csspart legend - The legend.
 * @csspart toolbar - View switch and zoom buttons.
 * @csspart button - The toolbar's buttons.
 * @csspart list - The list view.
 * @csspart status - What the last choice did (a live region).
 *
 * @cssprop --tb-color-seat-1 - Free seats of the first price category.
 * @cssprop --tb-color-seat-2 - Free seats of the second price category.
 * @cssprop --tb-color-seat-3 - Free seats of the third price category.
 * @cssprop --tb-color-seat-4 - Free seats of the fourth price category (and further ones).
 * @cssprop --tb-color-seat-taken - Taken seats.
 * @cssprop --tb-color-primary - The booking's own seats.
 */
export class TbSeatMap extends LitElement {
  static override styles = styles;

  private readonly grid = new SeatGridController(this, {
    cell: (pid) => this.renderRoot.querySelector<SVGElement>(`#s-${CSS.escape(pid)}`),
    choose: (seat) => this.choose(seat),
  });
  private readonly zoom = new ZoomController(
    this,
    () => this.viewport,
    () => this.maxZoom(),
    () => this.minZoom(),
  );

  @query('.viewport') private viewport?: HTMLElement;

  /** Language and formats; from `<ticket-booking>`, else the element's own `lang`. */
  @consume({ context: localeContext, subscribe: true })
  @property({ attribute: false })
  locale?: Locale;

  /** The seats of the show with their states (`held`: the booking's own). */
  @property({ attribute: false }) seats: readonly PlanSeat[] = [];

  /** The show's sectors with their prices, in the order they are listed. */
  @property({ attribute: false }) sectors: readonly SectorInfo[] = [];

  /** The booking's tickets: which seat each holds and at which price. */
  @property({ attribute: false }) tickets: readonly ReservedTicket[] = [];

  /** ISO 4217 code of the prices. */
  @property() currency = '';

  /**
   * The booking's total now, in minor units: a seat of another price category says the total
   * it leads to. Without it, the sum of the tickets' prices stands for it.
   */
  @property({ attribute: false }) total: number | null = null;

  /** `map` or `list`; the buyer's last choice is remembered on this device. */
  @property({ reflect: true }) view: SeatMapView = rememberedView();

  /** The ticket the buyer picked to move (one of the booking's seats). */
  @state() private moving: string | null = null;
  /** The live region's text. */
  @state() private message = '';
  /** Only wheelchair spaces and their companion seats are shown (the list) or stand out (the plan). */
  @state() private wheelchairOnly = false;
  /** A seat of another price category chosen: the price the ticket would take there, asked first. */
  @state() private offer: SwitchOffer | null = null;
  /** The list of free runs ("find seats together") is open. */
  @state() private finding = false;
  /** The run the list opens at (its index), set when it opens. */
  private findStart = 0;
  /** The seats of the run asked for last, until the tickets show them held. */
  private runTarget: readonly PlanSeat[] | null = null;

  /** The seat asked for last, until the tickets show it held. */
  private target: string | null = null;
  private layout?: Layout;
  private markup = '';
  private markupKey: unknown[] = [];
  /** Per seat, the class and name the DOM shows now. */
  private shown = new Map<string, string>();

  protected get t(): Translator {
    return translator(this.locale ?? resolveLocale(this));
  }

  /** What naming and drawing a seat depends on, now. */
  private get context(): SeatContext {
    return {
      t: this.t,
      sectors: this.sectors,
      tickets: this.tickets,
      currency: this.currency,
      moving: this.moving,
      companions: this.layout?.companions ?? new Set(),
      places: this.layout?.places ?? new Map(),
    };
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // The grid and its drawing are made anew only for other seats or sectors, not on a refresh.
    if (
      this.grid.take(
        this.seats,
        this.sectors.map((s) => s.pid),
      )
    )
      this.layout = layoutOf(this.grid.grid);
    if (this.moving && !this.tickets.some((t) => t.pid === this.moving && t.seat)) this.moving = null;
    if (changed.has('tickets') && this.target) {
      const moved = this.tickets.find((ticket) => ticket.seat === this.target);
      const seat = this.seats.find((s) => s.pid === this.target);
      if (moved && seat) {
        const count = this.tickets.filter((ticket) => ticket.seat).length;
        this.message = this.t.plural('seatmap.moved', count, { row: seat.row, number: seat.number });
        this.target = null;
        this.moving = null;
      }
    }
    const run = this.runTarget;
    if (changed.has('tickets') && run && run.every((seat) => this.tickets.some((t) => t.seat === seat.pid))) {
      const [first, last] = [run[0]!, run.at(-1)!];
      this.message = this.t.text('seatmap.movedRun', {
        row: first.row,
        first: first.number,
        last: last.number,
      });
      this.runTarget = null;
      this.moving = null;
    }
    // The markup is made again only when the plan itself or the language changes; a refresh
    // patches the seats (`updated`), so the focused element stays.
    const names = this.sectors.map((s) => s.name).join('\n');
    const key = [this.grid.grid, names, this.t.locale.tag, this.currency];
    if (key.some((part, i) => part !== this.markupKey[i])) {
      this.markupKey = key;
      this.shown.clear();
      const context = this.context;
      this.markup = this.layout
        ? planMarkup(
            this.grid.grid,
            this.layout,
            (seat) => {
              const drawing = seatDrawing(context, seat);
              this.shown.set(seat.pid, `${drawing.look}|${drawing.name}`);
              return drawing;
            },
            (s, r) => rowName(context, s, r),
            this.grid.active,
          )
        : '';
    }
  }

  protected override updated(): void {
    if (this.view !== 'map' || !this.layout) return;
    // Zoomed through the CSS object model: a style attribute would need 'unsafe-inline' in the
    // host page's Content Security Policy.
    const plan = this.renderRoot.querySelector<SVGSVGElement>('svg.plan');
    // Never narrower than its seats need (`MIN_PITCH_PX`), however narrow the viewport gets.
    if (plan) plan.style.inlineSize = `max(${this.zoom.effective() * 100}%, ${minPlanWidth(this.layout)}px)`;
    plan?.classList.toggle('wheelchair-only', this.wheelchairOnly);
    const context = this.context;
    for (const seat of this.seats) {
      const drawing = seatDrawing(context, seat);
      const key = `${drawing.look}|${drawing.name}`;
      if (this.shown.get(seat.pid) === key) continue;
      const element = this.renderRoot.querySelector(`#s-${CSS.escape(seat.pid)}`);
      if (element) patchSeat(element, seat, drawing, this.layout);
      this.shown.set(seat.pid, key);
    }
  }

  /** Moves the keyboard focus to the map's active seat (or the list's first button). */
  override focus(): void {
    if (this.view === 'list') this.renderRoot.querySelector<HTMLElement>('.list button')?.focus();
    else if (this.grid.active) this.grid.focus(this.grid.active);
  }

  private choose(seat: PlanSeat): void {
    const t = this.t;
    const own = this.tickets.find((ticket) => ticket.seat === seat.pid);
    if (own) {
      this.moving = own.pid;
      this.message = t.text('seatmap.picked', { row: seat.row, number: seat.number });
      return;
    }
    const context = this.context;
    const mover = seat.status === 'free' ? moverFor(context, seat) : undefined;
    const offer = seat.status === 'free' && !mover ? switchOffer(context, seat) : undefined;
    if (offer?.to) {
      this.offer = offer;
      this.message = '';
      void this.updateComplete.then(() =>
        this.renderRoot.querySelector<HTMLElement>('#switch-take')?.focus(),
      );
      return;
    }
    if (!mover) {
      this.message = offer ? offerText(context, offer, this.bookingTotal()) : seatDrawing(context, seat).name;
      return;
    }
    this.target = seat.pid;
    this.message = '';
    this.dispatchEvent(new TbSeatSelectEvent({ ticket: mover.pid, seat: seat.pid }));
  }

  /** The booking's total: as given, else the sum of its tickets' prices. */
  private bookingTotal(): number {
    if (this.total !== null) return this.total;
    const context = this.context;
    return this.tickets.reduce(
      (sum, ticket) =>
        sum + (sectorOf(context, ticket.sector)?.prices.find((p) => p.pid === ticket.price)?.amount ?? 0),
      0,
    );
  }

  /** The buyer's answer to a seat of another price category: taken at its price, or not. */
  private async answerOffer(take: boolean): Promise<void> {
    const offer = this.offer;
    if (!offer) return;
    this.offer = null;
    if (take && offer.to) {
      this.target = offer.seat.pid;
      const move = { ticket: offer.ticket.pid, seat: offer.seat.pid, price: offer.to.pid };
      this.dispatchEvent(new TbSeatsMoveEvent({ moves: [move] }));
    }
    await this.updateComplete;
    this.focusSeat(offer.seat.pid);
  }

  /** The focus to a seat: on the plan, or its button in the list. */
  private focusSeat(pid: string): void {
    if (this.view === 'map') this.grid.focus(pid);
    else this.renderRoot.querySelector<HTMLElement>(`.list button[data-pid="${CSS.escape(pid)}"]`)?.focus();
  }

  private handlePlanClick(event: MouseEvent): void {
    if (this.zoom.takeDoubleTapClick()) return;
    const cell = (event.target as Element).closest?.('[data-pid]');
    const seat = this.seats.find((s) => s.pid === cell?.getAttribute('data-pid'));
    if (!seat) return;
    this.grid.focus(seat.pid);
    this.choose(seat);
  }

  /** The free runs of the booking's seat count, with the latest states. */
  private runs(): SeatRun[] {
    if (!this.layout) return [];
    return freeRuns({
      grid: this.grid.grid,
      seats: this.seats,
      places: this.layout.places,
      companions: this.layout.companions,
      sectors: this.sectors,
      tickets: this.tickets,
      wheelchair: this.wheelchairOnly,
    });
  }

  private async toggleFinder(): Promise<void> {
    this.finding = !this.finding;
    if (!this.finding) return;
    const active = this.seats.findIndex((seat) => seat.pid === this.grid.active);
    const seat = this.seats[active];
    this.findStart = seat ? startEntry(this.runs(), this.grid.grid.rowIndex(active), seat.x) : 0;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('.runs button[tabindex="0"]')?.focus();
  }

  /** Moves every held ticket to the run's seats at once; the focus goes to its first seat. */
  private async takeRun(run: SeatRun): Promise<void> {
    const x = new Map(this.seats.map((seat) => [seat.pid, seat.x]));
    const moves = runMoves(run, this.tickets, (pid) => x.get(pid) ?? 0);
    this.runTarget = run.seats;
    this.target = null;
    this.message = '';
    this.finding = false;
    this.dispatchEvent(new TbSeatsMoveEvent({ moves }));
    await this.updateComplete;
    this.focusSeat(run.seats[0]!.pid);
  }

  private toggleWheelchair(): void {
    this.wheelchairOnly = !this.wheelchairOnly;
    // The arrow keys skip the seats the filter fades: wheelchair spaces and companions only.
    this.grid.setFilter(
      this.wheelchairOnly ? (seat) => seat.accessible || !!this.layout?.companions.has(seat.pid) : null,
    );
    if (!this.wheelchairOnly) {
      this.message = '';
      return;
    }
    const spaces = this.seats.filter((seat) => seat.accessible);
    const free = spaces.filter((seat) => seat.status === 'free').length;
    this.message = spaces.length
      ? this.t.text('seatmap.wheelchairCount', { count: spaces.length, free })
      : this.t.text('seatmap.noWheelchair');
  }

  private setView(view: SeatMapView): void {
    this.view = view;
    rememberView(view);
  }

  /** The zoom at which the seats are `MIN_PITCH_PX` apart, or 1 when the whole plan is that large. */
  private minZoom(): number {
    const width = this.viewport?.clientWidth ?? 0;
    if (!this.layout || !width) return 1;
    return Math.max(1, minPlanWidth(this.layout) / width);
  }

  private maxZoom(): number {
    const layout = this.layout;
    const width = this.viewport?.clientWidth ?? 0;
    if (!layout || !width) return 4;
    // Seats of at least 44 CSS pixels across (the drawn seat, not the distance between two) once
    // zoomed in fully: targets a finger hits (WCAG 2.5.5). Half a pixel more: the viewport's
    // width is rounded to whole pixels here, not where the plan is laid out.
    return Math.max(4, 44.5 / ((width * layout.pitch * 2 * SEAT_RADIUS) / layout.width));
  }

  private renderFinder() {
    const size = this.tickets.filter((ticket) => ticket.seat).length;
    if (size === 0) return nothing;
    const runs = this.finding ? this.runs() : [];
    return renderFinder(
      {
        t: this.t,
        open: this.finding,
        runs,
        best: bestRun(runs),
        size,
        wheelchair: this.wheelchairOnly,
        sectorName: (pid) => sectorOf(this.context, pid)?.name ?? '',
        toggle: () => void this.toggleFinder(),
        close: () => {
          this.finding = false;
          this.renderRoot.querySelector<HTMLElement>('#together')?.focus();
        },
        take: (run) => void this.takeRun(run),
      },
      this.findStart,
    );
  }

  override render() {
    const t = this.t;
    const context = this.context;
    return html`
      ${renderToolbar(t, this.view, (view) => this.setView(view), this.zoom, {
        on: this.wheelchairOnly,
        toggle: () => this.toggleWheelchair(),
      })}
      <p id="help" class="help">${t.text('seatmap.help')}</p>
      ${
        this.view === 'map' && this.layout
          ? renderPlan({
              t,
              layout: this.layout,
              markup: this.markup,
              sectorName: (pid) => sectorOf(context, pid)?.name ?? '',
              grid: this.grid,
              zoom: this.zoom,
              click: (event) => this.handlePlanClick(event),
            })
          : renderList(context, this.grid.grid, this.seats, (seat) => this.choose(seat), this.wheelchairOnly)
      }
      ${this.offer ? renderSwitch(context, this.offer, this.bookingTotal(), (take) => void this.answerOffer(take)) : nothing}
      ${this.renderFinder()}
      <p part="status" class="status" role="status">${this.message}</p>
      ${renderLegend(context, this.seats)}
    `;
  }
}
