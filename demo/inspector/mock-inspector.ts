import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import type { Theme } from '../../src/styles/tokens.js';
import type { InspectorEvent } from './events.js';
import { formatTime } from './format.js';
import type { Slice } from './journal.js';
import { InspectorModel } from './model.js';
import { styles } from './mock-inspector.styles.js';

const TABS = [
  { id: 'clock', label: 'Clock', slices: [] },
  { id: 'faults', label: 'Faults', slices: [] },
  { id: 'records', label: 'Records', slices: ['events', 'shows', 'bookings', 'tickets'] },
  { id: 'outbox', label: 'Outbox', slices: ['outbox'] },
  { id: 'log', label: 'Log', slices: ['webhooks'] },
] as const satisfies readonly { id: string; label: string; slices: readonly Slice[] }[];

type TabId = (typeof TABS)[number]['id'];

/** Where `remember` keeps the panel's layout. */
const STORAGE_KEY = 'tb-mock-inspector';

/**
 * A panel over the mock service for developers and QA: move the mock's clock, inject faults and
 * latency, watch records, e-mails, webhooks and the journal change as a page uses the API, and
 * reset to a seed. It talks to the mock over HTTP only (its admin controls and the API as the
 * demo user), so it inspects a mock in the page as well as one on localhost. Docked at the side
 * or the bottom of the page; collapsed to one button when closed.
 *
 * @summary Inspector and controls of the mock service.
 *
 * @csspart base - The panel.
 * @csspart header - The bar with the open/close button and the connection status.
 * @csspart toggle - The open/close button.
 * @csspart body - Everything below the header while open.
 *
 * @cssprop --tb-color-surface - Background.
 * @cssprop --tb-color-text - Text colour.
 * @cssprop --tb-color-primary - The selected tab.
 */
export class TbMockInspector extends LitElement {
  static override styles = styles;
  /** Seeds offered when the `seeds` attribute is not given. */
  static defaultSeeds: readonly string[] = ['empty', 'demo', 'large'];

  private readonly model = new InspectorModel(this, {
    apiBase: () => this.apiBase,
    interval: () => this.pollInterval,
  });

  @query('dialog') private dialog!: HTMLDialogElement;

  /** Base address of the API the mock answers, relative to the page or absolute. */
  @property({ attribute: 'api-base' }) apiBase = '/api';
  @property({ type: Boolean, reflect: true }) open = false;
  @property({ reflect: true }) dock: 'side' | 'bottom' = 'side';
  /** `light`, `dark`, or `auto` (follows the OS). Unset: the page's `color-scheme`. */
  @property({ reflect: true }) theme?: Theme;
  /** How often the journal is read, in ms. */
  @property({ type: Number, attribute: 'poll-interval' }) pollInterval = 1000;
  /** Seeds offered for a reset (`seeds="empty,demo"`). */
  @property({
    converter: (value) =>
      (value ?? '')
        .split(',')
        .map((seed) => seed.trim())
        .filter(Boolean),
  })
  seeds: readonly string[] = TbMockInspector.defaultSeeds;
  /** Keep open/closed, the tab and the dock across reloads (in localStorage). */
  @property({ type: Boolean }) remember = false;

  @state() private tab: TabId = 'clock';
  @state() private seed?: string;
  @state() private tick = 0;

  private ticker?: ReturnType<typeof setInterval>;

  override connectedCallback(): void {
    if (this.remember) this.restoreLayout();
    super.connectedCallback();
    // The mock's time moves on between reads; so do the clock and the countdowns shown.
    this.ticker = setInterval(() => this.tick++, 1000);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearInterval(this.ticker);
  }

  protected override willUpdate(changed: PropertyValues): void {
    if (changed.has('open') || changed.has('tab'))
      this.model.show(this.open ? TABS.find((tab) => tab.id === this.tab)!.slices : []);
    if (changed.has('apiBase') && changed.get('apiBase') !== undefined && this.isConnected)
      this.model.start();
    if (this.remember && (changed.has('open') || changed.has('tab') || changed.has('dock')))
      this.saveLayout();
  }

  /** Reads everything again from the mock. */
  refresh(): void {
    this.model.start();
  }

  private restoreLayout(): void {
    try {
      const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>;
      if (typeof saved.open === 'boolean') this.open = saved.open;
      if (saved.dock === 'side' || saved.dock === 'bottom') this.dock = saved.dock;
      if (TABS.some((tab) => tab.id === saved.tab)) this.tab = saved.tab as TabId;
    } catch {
      // Unreadable or blocked storage: start with the attributes.
    }
  }

  private saveLayout(): void {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify({ open: this.open, tab: this.tab, dock: this.dock }));
    } catch {
      // Storage may be full or blocked; the layout is a convenience.
    }
  }

  private get selectedSeed(): string {
    return this.seed ?? (this.seeds.includes('demo') ? 'demo' : (this.seeds[0] ?? 'empty'));
  }

  private handleTabKey(event: KeyboardEvent): void {
    const index = TABS.findIndex((tab) => tab.id === this.tab);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: -1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = TABS.at(moves[event.key]! % TABS.length)!;
    this.tab = next.id;
    void this.updateComplete.then(() =>
      this.renderRoot.querySelector<HTMLElement>(`#tab-${next.id}`)?.focus(),
    );
  }

  private handleResetOpen(): void {
    // Escape keeps the previous answer; start each question blank.
    this.dialog.returnValue = '';
    this.dialog.showModal();
  }

  private handleResetClose(): void {
    if (this.dialog.returnValue === 'reset') void this.model.reset(this.selectedSeed);
  }

  private renderTabs() {
    return html`<div role="tablist" aria-label="Inspector panels" @keydown=${this.handleTabKey}>
      ${TABS.map(
        (tab) =>
          html`<button
            type="button"
            role="tab"
            id="tab-${tab.id}"
            aria-controls="panel"
            aria-selected=${tab.id === this.tab ? 'true' : 'false'}
            tabindex=${tab.id === this.tab ? '0' : '-1'}
            @click=${() => (this.tab = tab.id)}
          >
            ${tab.label}
          </button>`,
      )}
    </div>`;
  }

  private renderPanel() {
    const s = this.model.state;
    const now = s.clock ? this.model.now() : undefined;
    switch (this.tab) {
      case 'clock':
        return html`<tb-inspector-clock
            .now=${now}
            .following=${s.clock?.following ?? false}
            .lastMove=${s.lastMove}
            .releasePeriod=${s.config?.releasePeriod}
            .busy=${s.busy}
            @tb-inspector-clock-advance=${(e: InspectorEvent<'tb-inspector-clock-advance'>) => this.model.advanceClock(e.detail.ms)}
            @tb-inspector-config-change=${(e: InspectorEvent<'tb-inspector-config-change'>) => this.model.updateConfig(e.detail.patch)}
          ></tb-inspector-clock>
          <tb-inspector-sale
            .now=${now}
            .sale=${s.config?.waitingRoom}
            .busy=${s.busy}
            @tb-inspector-config-change=${(e: InspectorEvent<'tb-inspector-config-change'>) => this.model.updateConfig(e.detail.patch)}
          ></tb-inspector-sale>`;
      case 'faults':
        return html`<tb-inspector-faults
          .faults=${s.faults}
          .latencyMs=${typeof s.config?.latencyMs === 'number' ? s.config.latencyMs : undefined}
          .visitorCheck=${s.config?.visitorCheck === true}
          .payments=${s.config?.payments === 'test'}
          .busy=${s.busy}
          @tb-inspector-fault-add=${(e: InspectorEvent<'tb-inspector-fault-add'>) => this.model.addFault(e.detail.fault)}
          @tb-inspector-fault-remove=${(e: InspectorEvent<'tb-inspector-fault-remove'>) => this.model.removeFaults(e.detail.ids)}
          @tb-inspector-config-change=${(e: InspectorEvent<'tb-inspector-config-change'>) => this.model.updateConfig(e.detail.patch)}
        ></tb-inspector-faults>`;
      case 'records':
        return html`<tb-inspector-records
          .events=${s.events}
          .shows=${s.shows}
          .capacity=${s.capacity}
          .bookings=${s.bookings}
          .selectedBooking=${s.selectedBooking}
          .tickets=${s.tickets}
          .now=${now ?? Date.now()}
          .readsHeld=${s.readsHeld}
          @tb-inspector-booking-select=${(e: InspectorEvent<'tb-inspector-booking-select'>) => this.model.selectBooking(e.detail.pid)}
          @tb-inspector-countdown-end=${() => this.model.reloadBookings()}
        ></tb-inspector-records>`;
      case 'outbox':
        return html`<tb-inspector-outbox .mails=${s.outbox}></tb-inspector-outbox>`;
      case 'log':
        return html`<tb-inspector-log .entries=${s.log} .webhooks=${s.webhooks}></tb-inspector-log>`;
    }
  }

  private renderStatus() {
    const s = this.model.state;
    const text =
      s.connection === 'connecting'
        ? 'connecting…'
        : s.connection === 'offline'
          ? 'mock not reachable, retrying'
          : s.clock
            ? `mock time ${formatTime(this.model.now())}`
            : 'connected';
    return html`<span class="status ${s.connection}">${text}</span>`;
  }

  override render() {
    const s = this.model.state;
    void this.tick;
    return html`<section part="base" aria-label="Mock inspector">
      <div part="header">
        <button
          type="button"
          part="toggle"
          aria-expanded=${this.open ? 'true' : 'false'}
          aria-controls="body"
          @click=${() => (this.open = !this.open)}
        >
          ${this.open ? '▾' : '▸'} Mock inspector
        </button>
        ${this.renderStatus()}
        ${
          this.open
            ? html`<button
                type="button"
                @click=${() => (this.dock = this.dock === 'side' ? 'bottom' : 'side')}
              >
                Dock at the ${this.dock === 'side' ? 'bottom' : 'side'}
              </button>`
            : nothing
        }
      </div>
      <div part="body" id="body" ?hidden=${!this.open}>
        <div class="toolbar">
          <label
            >Seed
            <select @change=${(e: Event) => (this.seed = (e.target as HTMLSelectElement).value)}>
              ${this.seeds.map((seed) => html`<option ?selected=${seed === this.selectedSeed}>${seed}</option>`)}
            </select>
          </label>
          <button type="button" class="danger" @click=${this.handleResetOpen}>Reset…</button>
          <span role="status">${s.resetTo ? `Reset to seed ${s.resetTo}.` : ''}</span>
        </div>
        <div role="alert" class=${s.error ? 'alert' : ''}>
          ${
            s.error
              ? html`<span>${s.error}</span
                  ><button type="button" @click=${() => this.model.dismissError()}>Dismiss</button>`
              : nothing
          }
        </div>
        ${this.open ? this.renderTabs() : nothing}
        <div role="tabpanel" id="panel" aria-labelledby="tab-${this.tab}" tabindex="0">
          ${this.open ? this.renderPanel() : nothing}
        </div>
      </div>
      <dialog aria-labelledby="reset-title" @close=${this.handleResetClose}>
        <h2 id="reset-title">Reset the mock to “${this.selectedSeed}”?</h2>
        <p>Every record, setting and fault changed since is replaced by the seed's data.</p>
        <form method="dialog" class="row">
          <!-- The dialog focuses the first button: the safe answer. -->
          <button value="cancel">Cancel</button>
          <button value="reset" class="danger">Reset to ${this.selectedSeed}</button>
        </form>
      </dialog>
    </section>`;
  }
}
