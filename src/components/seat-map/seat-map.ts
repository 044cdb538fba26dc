import { consume } from '@lit/context';
import { html, LitElement, nothing, svg, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { unsafeSVG } from 'lit/directives/unsafe-svg.js';
import type { PlanSeat, ReservedTicket, SectorInfo } from '../../booking/types.js';
import { formatMoney } from '../../i18n/format.js';
import { resolveLocale, type Locale } from '../../i18n/locale.js';
import { translator, type Translator } from '../../i18n/translate.js';
import { localeContext } from '../context.js';
import { TbSeatSelectEvent } from '../events.js';
import { SeatGridController } from './grid-controller.js';
import {
  layoutOf,
  patchSeat,
  planMarkup,
  SEAT_RADIUS,
  seatShape,
  type Layout,
  type SeatDrawing,
  type SeatLook,
} from './plan.js';
import { ZoomController } from './zoom.js';
import { styles } from './seat-map.styles.js';

/** Where the buyer's choice of view is remembered. */
const VIEW_KEY = 'tb-seat-map-view';

function rememberedView(): 'map' | 'list' {
  try {
    return globalThis.localStorage?.getItem(VIEW_KEY) === 'list' ? 'list' : 'map';
  } catch {
    return 'map';
  }
}

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
 * choose. Choosing one of the booking's seats picks that ticket; choosing a free seat then asks
 * to move it there (`tb-seat-select`); a live region says what happened. Escape is left to the
 * container (it closes the map). Zoom with the buttons, pinch or double-tap; the plan fits a
 * 320 px wide container.
 *
 * The element only shows what it is given and asks for changes with events; new `seats` (a
 * refresh) update the seats in place without moving the focus.
 *
 * @summary A seat map with a list view, for choosing seats by mouse, touch, keyboard or screen reader.
 *
 * @event {TbSeatSelectEvent} tb-seat-select - The buyer chose a free seat for one of the tickets: `{ ticket, seat }`.
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

  /** `map` or `list`; the buyer's last choice is remembered on this device. */
  @property({ reflect: true }) view: 'map' | 'list' = rememberedView();

  /** The ticket the buyer picked to move (one of the booking's seats). */
  @state() private moving: string | null = null;
  /** The live region's text. */
  @state() private message = '';

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
    // The markup is made again only when the plan itself or the language changes; a refresh
    // patches the seats (`updated`), so the focused element stays.
    const names = this.sectors.map((s) => s.name).join('\n');
    const key = [this.grid.grid, names, this.t.locale.tag, this.currency];
    if (key.some((part, i) => part !== this.markupKey[i])) {
      this.markupKey = key;
      this.shown.clear();
      this.markup = this.layout
        ? planMarkup(
            this.grid.grid,
            this.layout,
            (seat) => this.remember(seat),
            (s, r) => this.rowName(s, r),
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
    if (plan) plan.style.inlineSize = `${this.zoom.value * 100}%`;
    for (const seat of this.seats) {
      const drawing = this.drawing(seat);
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

  private remember(seat: PlanSeat): SeatDrawing {
    const drawing = this.drawing(seat);
    this.shown.set(seat.pid, `${drawing.look}|${drawing.name}`);
    return drawing;
  }

  private sector(pid: string): SectorInfo | undefined {
    return this.sectors.find((s) => s.pid === pid);
  }

  /** The ticket that would move to `seat`: the picked one if its price fits, else one that fits. */
  private moverFor(seat: PlanSeat): ReservedTicket | undefined {
    const prices = new Set(this.sector(seat.sector)?.prices.map((p) => p.pid));
    const fits = this.tickets.filter((t) => t.seat && prices.has(t.price));
    return fits.find((t) => t.pid === this.moving) ?? fits.find((t) => t.sector === seat.sector) ?? fits[0];
  }

  private look(seat: PlanSeat): SeatLook {
    if (seat.status === 'held') {
      return this.tickets.some((t) => t.pid === this.moving && t.seat === seat.pid) ? 'moving' : 'held';
    }
    if (seat.status !== 'free') return 'taken';
    return this.moverFor(seat) ? 'free' : 'other';
  }

  private drawing(seat: PlanSeat): SeatDrawing {
    const t = this.t;
    const look = this.look(seat);
    const sector = this.sector(seat.sector);
    const index = sector ? this.sectors.indexOf(sector) : 3;
    const ticket =
      this.tickets.find((x) => x.seat === seat.pid) ?? (look === 'free' ? this.moverFor(seat) : undefined);
    const price = sector?.prices.find((p) => p.pid === ticket?.price) ?? sector?.prices[0];
    const parts = [
      t.text('seatmap.seat', {
        sector: sector?.name ?? '',
        row: seat.row,
        number: seat.number,
        price: price ? `${price.name} ${this.money(price.amount)}` : t.text('seatmap.noPrice'),
        state: t.text(`seatmap.${look === 'other' ? 'unavailable' : look}`),
      }),
    ];
    if (seat.accessible) parts.push(t.text('seatmap.wheelchair'));
    if (this.layout?.companions.has(seat.pid)) parts.push(t.text('seatmap.companion'));
    return { look, category: (index % 4) + 1, name: parts.join(', ') };
  }

  private money(amount: number): string {
    return this.currency ? formatMoney(amount, this.currency, this.t.locale.tag) : '';
  }

  private rowName(sector: string, row: string): string {
    return `${this.sector(sector)?.name ?? ''}, ${this.t.text('seatmap.row', { row })}`;
  }

  private choose(seat: PlanSeat): void {
    const t = this.t;
    const own = this.tickets.find((ticket) => ticket.seat === seat.pid);
    if (own) {
      this.moving = own.pid;
      this.message = t.text('seatmap.picked', { row: seat.row, number: seat.number });
      return;
    }
    const mover = seat.status === 'free' ? this.moverFor(seat) : undefined;
    if (!mover) {
      this.message = this.drawing(seat).name;
      return;
    }
    this.target = seat.pid;
    this.message = '';
    this.dispatchEvent(new TbSeatSelectEvent({ ticket: mover.pid, seat: seat.pid }));
  }

  private handlePlanClick(event: MouseEvent): void {
    if (this.zoom.takeDoubleTapClick()) return;
    const cell = (event.target as Element).closest?.('[data-pid]');
    const seat = this.seats.find((s) => s.pid === cell?.getAttribute('data-pid'));
    if (!seat) return;
    this.grid.focus(seat.pid);
    this.choose(seat);
  }

  private setView(view: 'map' | 'list'): void {
    this.view = view;
    try {
      globalThis.localStorage?.setItem(VIEW_KEY, view);
    } catch {
      // Not remembered where storage is off; the switch still works.
    }
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

  private renderLegend(): TemplateResult {
    const t = this.t;
    const swatch = (look: SeatLook, category = 1, accessible = false, companion = false) =>
      html`<svg class="swatch cell ${look} cat-${category}" viewBox="-1 -1 2 2" aria-hidden="true">
        ${seatShape(look, accessible, companion, 0.7).map(([tag, a]) =>
          tag === 'circle'
            ? svg`<circle class=${a.class} r=${a.r}></circle>`
            : tag === 'rect'
              ? svg`<rect class=${a.class} x=${a.x} y=${a.y} width=${a.width} height=${a.height} rx=${a.rx}></rect>`
              : svg`<path class=${a.class} d=${a.d}></path>`,
        )}
      </svg>`;
    const prices = (sector: SectorInfo) =>
      sector.prices.map((p) => `${p.name} ${this.money(p.amount)}`).join(', ');
    return html`<ul part="legend" class="legend" aria-label=${t.text('seatmap.legend')}>
      ${this.sectors
        .filter((s) => this.seats.some((seat) => seat.sector === s.pid))
        .map(
          (s, i) =>
            html`<li>${swatch('free', (i % 4) + 1)}${s.name}: ${t.text('seatmap.free')}, ${prices(s)}</li>`,
        )}
      <li>${swatch('held')}${t.text('seatmap.held')}</li>
      <li>${swatch('moving')}${t.text('seatmap.moving')}</li>
      <li>${swatch('taken')}${t.text('seatmap.taken')}</li>
      <li>${swatch('other')}${t.text('seatmap.unavailable')}</li>
      <li>${swatch('free', 1, true)}${t.text('seatmap.wheelchair')}</li>
      <li>${swatch('free', 1, false, true)}${t.text('seatmap.companion')}</li>
    </ul>`;
  }

  private renderToolbar(): TemplateResult {
    const t = this.t;
    const map = this.view === 'map';
    return html`<div part="toolbar" class="toolbar">
      <div role="group" aria-label=${t.text('seatmap.view')} class="views">
        <button
          type="button"
          part="button"
          class="button"
          aria-pressed=${map ? 'true' : 'false'}
          @click=${() => this.setView('map')}
        >
          ${t.text('seatmap.mapView')}
        </button>
        <button
          type="button"
          part="button"
          class="button"
          aria-pressed=${map ? 'false' : 'true'}
          @click=${() => this.setView('list')}
        >
          ${t.text('seatmap.listView')}
        </button>
      </div>
      ${
        map
          ? html`<div class="zoom">
              <button
                type="button"
                part="button"
                class="button"
                aria-label=${t.text('seatmap.zoomOut')}
                @click=${() => this.zoom.by(1 / 1.5)}
              >
                &minus;
              </button>
              <button
                type="button"
                part="button"
                class="button"
                aria-label=${t.text('seatmap.zoomIn')}
                @click=${() => this.zoom.by(1.5)}
              >
                +
              </button>
              <button type="button" part="button" class="button" @click=${() => this.zoom.set(1)}>
                ${t.text('seatmap.zoomReset')}
              </button>
            </div>`
          : nothing
      }
    </div>`;
  }

  private renderMap(): TemplateResult {
    const layout = this.layout!;
    const t = this.t;
    const zoom = this.zoom;
    // The seats' clicks, focus and keys are handled on the viewport, not the <svg>: Chromium
    // makes an SVG element with a focus listener focusable itself, a second tab stop in front
    // of the seats.
    return html`<div
      part="seat-map"
      class="viewport"
      @pointerdown=${zoom.handlePointerDown}
      @pointermove=${zoom.handlePointerMove}
      @pointerup=${zoom.handlePointerUp}
      @pointercancel=${zoom.handlePointerUp}
      @dblclick=${zoom.handleDoubleClick}
      @click=${this.handlePlanClick}
      @keydown=${this.grid.handleKeydown}
      @focusin=${this.grid.handleFocusIn}
    >
      <svg
        part="plan"
        class="plan"
        viewBox=${layout.viewBox}
        role="grid"
        aria-label=${t.text('seatmap.label')}
        aria-describedby="help"
      >
        <g aria-hidden="true">
          <rect
            class="stage"
            x=${layout.stage.x}
            y=${layout.stage.y}
            width=${layout.stage.width}
            height=${layout.stage.height}
            rx=${layout.pitch * 0.3}
          ></rect>
          <text
            class="stage-label"
            x=${layout.stage.x + layout.stage.width / 2}
            y=${layout.stage.y + layout.stage.height / 2}
            font-size=${layout.pitch * 0.7}
            text-anchor="middle"
            dominant-baseline="central"
          >
            ${t.text('seatmap.stage')}
          </text>
          ${layout.sectors.map(
            (
              s,
            ) => svg`<rect class="sector" x=${s.x} y=${s.y} width=${s.width} height=${s.height} rx=${layout.pitch * 0.5}></rect>
              <text class="sector-label" x=${s.x + layout.pitch * 0.4} y=${s.y + layout.pitch * 0.6} font-size=${layout.pitch * 0.6} dominant-baseline="central">${this.sector(s.pid)?.name ?? ''}</text>`,
          )}
        </g>
        ${unsafeSVG(this.markup)}
      </svg>
    </div>`;
  }

  private renderList(): TemplateResult {
    const grid = this.grid.grid;
    return html`<div part="list" class="list">
      ${grid.sectors.map(
        ({ sector, rows }) =>
          html`<section aria-label=${this.sector(sector)?.name ?? ''}>
            <h4>${this.sector(sector)?.name ?? ''}</h4>
            ${rows.map((r) => {
              const row = grid.rows[r]!;
              return html`<div role="group" class="list-row" aria-label=${this.rowName(sector, row.row)}>
                <span class="list-row-label" aria-hidden="true">${row.row}</span>
                ${row.seats.map((i) => {
                  // Same places as the grid's seats, with the latest states.
                  const seat = this.seats[i]!;
                  const drawing = this.drawing(seat);
                  return html`<button
                    type="button"
                    part="seat"
                    class="seat-button ${drawing.look}"
                    aria-label=${drawing.name}
                    aria-disabled=${drawing.look === 'taken' ? 'true' : 'false'}
                    @click=${() => this.choose(seat)}
                  >
                    ${seat.number}
                  </button>`;
                })}
              </div>`;
            })}
          </section>`,
      )}
    </div>`;
  }

  override render() {
    const t = this.t;
    return html`
      ${this.renderToolbar()}
      <p id="help" class="help">${t.text('seatmap.help')}</p>
      ${this.view === 'map' && this.layout ? this.renderMap() : this.renderList()}
      <p part="status" class="status" role="status">${this.message}</p>
      ${this.renderLegend()}
    `;
  }
}
