import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { InspectorEvent } from './events.js';
import { panelStyles } from './styles.js';
import type { MockFault, MockFaultInput } from './types.js';
import type { Loadable } from './view-types.js';

const LATENCY_MS = 800;

interface Preset {
  readonly label: string;
  readonly fault: MockFaultInput;
}

/** The faults QA reaches for first; each is one switch. */
const PRESETS: readonly Preset[] = [
  {
    label: 'Next ticket reservation fails with 503',
    fault: { method: 'POST', path: '/tickets', status: 503, count: 1 },
  },
  {
    label: 'Next booking confirmation fails with 500',
    fault: { method: 'PATCH', path: '/bookings/*', status: 500, count: 1 },
  },
  { label: 'Next request fails with a network error', fault: { path: '/**', networkError: true, count: 1 } },
  {
    label: 'Next ticket reservation lands but its answer is lost',
    fault: { method: 'POST', path: '/tickets', networkError: true, landed: true, count: 1 },
  },
];

/** The latency switch as a fault, for a mock whose settings have no `latencyMs`. */
const LATENCY_FAULT: MockFaultInput = { path: '/**', delayMs: LATENCY_MS };

/** Whether a listed fault is the one a preset adds (how often it has hit does not matter). */
function isPreset(fault: MockFault, input: MockFaultInput): boolean {
  return (
    fault.path === input.path &&
    fault.method === (input.method ?? null) &&
    fault.status === (input.status ?? null) &&
    fault.networkError === (input.networkError ?? false) &&
    fault.delayMs === (input.delayMs ?? 0) &&
    (fault.landed ?? false) === (input.landed ?? false)
  );
}

/** `POST /tickets → 503`, `* /** → network error, +800 ms`. */
function describeFault(fault: MockFault): string {
  const outcome = [
    fault.networkError ? 'network error' : fault.status !== null ? String(fault.status) : '',
    fault.delayMs > 0 ? `+${fault.delayMs} ms` : '',
    fault.landed ? 'after the write' : '',
  ].filter(Boolean);
  return `${fault.method ?? 'any'} ${fault.path} → ${outcome.join(', ')}`;
}

/**
 * Faults and latency: switches for common faults (and for the human check of the gateway in front
 * of the mock), a form for any other, and the active faults with a way to remove each.
 *
 * @event tb-inspector-fault-add - Add `detail.fault`.
 * @event tb-inspector-fault-remove - Remove the faults `detail.ids`.
 * @event tb-inspector-config-change - Set `detail.patch.latencyMs`, `detail.patch.visitorCheck` or `detail.patch.payments`.
 */
export class TbInspectorFaults extends LitElement {
  static override styles = panelStyles;

  @property({ attribute: false }) faults: Loadable<readonly MockFault[]>;
  /** The mock's added latency in ms; undefined when its settings have none. */
  @property({ type: Number, attribute: 'latency-ms' }) latencyMs?: number;
  /** The gateway in front of the mock verifies visitors with its test provider ("I am human"). */
  @property({ type: Boolean, attribute: 'visitor-check' }) visitorCheck = false;
  /** The gateway takes payment with the test provider (`payments: "test"`). */
  @property({ type: Boolean }) payments = false;
  @property({ type: Boolean }) busy = false;

  /** Switches flipped whose change the mock has not confirmed yet, by label. */
  @state() private flipped = new Map<string, boolean>();

  protected override willUpdate(changed: PropertyValues<this>): void {
    // An action ended: the faults and settings shown are the mock's again.
    if (changed.has('busy') && !this.busy && this.flipped.size > 0) this.flipped = new Map();
  }

  private get list(): readonly MockFault[] {
    return Array.isArray(this.faults) ? this.faults : [];
  }

  private emitAdd(fault: MockFaultInput): void {
    this.dispatchEvent(new InspectorEvent('tb-inspector-fault-add', { fault }));
  }

  private emitRemove(ids: readonly string[]): void {
    if (ids.length > 0) this.dispatchEvent(new InspectorEvent('tb-inspector-fault-remove', { ids }));
  }

  private handlePreset(input: MockFaultInput, on: boolean): void {
    if (on) this.emitAdd(input);
    else this.emitRemove(this.list.filter((fault) => isPreset(fault, input)).map((fault) => fault.id));
  }

  private handleLatency(on: boolean): void {
    if (this.latencyMs === undefined) this.handlePreset(LATENCY_FAULT, on);
    else
      this.dispatchEvent(
        new InspectorEvent('tb-inspector-config-change', { patch: { latencyMs: on ? LATENCY_MS : 0 } }),
      );
  }

  private handleVisitorCheck(on: boolean): void {
    this.dispatchEvent(new InspectorEvent('tb-inspector-config-change', { patch: { visitorCheck: on } }));
  }

  private handlePayments(on: boolean): void {
    this.dispatchEvent(
      new InspectorEvent('tb-inspector-config-change', { patch: { payments: on ? 'test' : 'off' } }),
    );
  }

  private handleCustom(event: SubmitEvent): void {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const data = new FormData(form);
    const number = (name: string) => (data.get(name) === '' ? undefined : Number(data.get(name)));
    const outcome = data.get('outcome');
    const delay = form.elements.namedItem('delayMs') as HTMLInputElement;
    delay.setCustomValidity(
      outcome === 'delay' && !number('delayMs') ? 'Give a delay, or choose a status or a network error.' : '',
    );
    if (!form.reportValidity()) return;
    const method = String(data.get('method'));
    const count = number('count');
    const delayMs = number('delayMs');
    this.emitAdd({
      path: String(data.get('path')).trim(),
      ...(method === '*' ? {} : { method }),
      ...(outcome === 'status' ? { status: number('status') ?? 503 } : {}),
      ...(outcome === 'network' ? { networkError: true as const } : {}),
      ...(delayMs ? { delayMs } : {}),
      ...(count ? { count } : {}),
    });
  }

  private renderSwitch(label: string, actual: boolean, onChange: (on: boolean) => void) {
    const checked = this.flipped.get(label) ?? actual;
    return html`<li>
      <label>
        <input
          type="checkbox"
          .checked=${live(checked)}
          @change=${(event: Event) => {
            const on = (event.target as HTMLInputElement).checked;
            this.flipped = new Map(this.flipped).set(label, on);
            onChange(on);
          }}
        />
        ${label}
      </label>
    </li>`;
  }

  private renderActive() {
    const list = this.list;
    if (list.length === 0) return html`<p class="muted">No active faults.</p>`;
    return html`<ul class="plain" part="active">
        ${list.map(
          (fault) =>
            html`<li class="row">
              <code>${describeFault(fault)}</code>
              <span class="muted"
                >${fault.remaining === null ? 'every time' : `${fault.remaining} left`} · hit
                ${fault.hits}×</span
              >
              <button
                type="button"
                aria-label="Remove ${describeFault(fault)}"
                @click=${() => this.emitRemove([fault.id])}
              >
                Remove
              </button>
            </li>`,
        )}
      </ul>
      <button type="button" @click=${() => this.emitRemove(list.map((fault) => fault.id))}>
        Remove all
      </button>`;
  }

  private renderForm() {
    return html`<form @submit=${this.handleCustom} aria-labelledby="custom-heading">
      <div class="row">
        <label
          >Method
          <select name="method">
            ${['*', 'GET', 'POST', 'PATCH', 'PUT', 'DELETE'].map(
              (method) => html`<option value=${method}>${method === '*' ? 'any' : method}</option>`,
            )}
          </select>
        </label>
        <label
          >Path <input name="path" required placeholder="/bookings/*" pattern="[/^].*" size="14" />
        </label>
      </div>
      <fieldset class="row">
        <legend>Answer</legend>
        <label><input type="radio" name="outcome" value="status" checked /> Status</label>
        <input name="status" type="number" min="200" max="599" value="503" aria-label="Status code" />
        <label><input type="radio" name="outcome" value="network" /> Network error</label>
        <label><input type="radio" name="outcome" value="delay" /> Delay only</label>
      </fieldset>
      <div class="row">
        <label>Delay (ms) <input name="delayMs" type="number" min="0" max="60000" value="0" /></label>
        <label>Count <input name="count" type="number" min="1" placeholder="every" /></label>
        <button type="submit" class="primary">Add fault</button>
      </div>
    </form>`;
  }

  override render() {
    if (this.faults === 'unsupported') return html`<p class="muted">This mock has no fault controls.</p>`;
    const latencyOn =
      this.latencyMs === undefined
        ? this.list.some((fault) => isPreset(fault, LATENCY_FAULT))
        : this.latencyMs > 0;
    return html`
      <h3 id="common-heading">Common faults</h3>
      <ul class="plain" aria-labelledby="common-heading">
        ${PRESETS.map((preset) =>
          this.renderSwitch(
            preset.label,
            this.list.some((fault) => isPreset(fault, preset.fault)),
            (on) => this.handlePreset(preset.fault, on),
          ),
        )}
        ${this.renderSwitch(`All requests +${LATENCY_MS} ms latency`, latencyOn, (on) => this.handleLatency(on))}
        ${this.renderSwitch('Human check at the gateway (test provider)', this.visitorCheck, (on) =>
          this.handleVisitorCheck(on),
        )}
        ${this.renderSwitch('Payment at the gateway (test provider)', this.payments, (on) => this.handlePayments(on))}
      </ul>
      ${this.latencyMs ? html`<p class="muted">Latency now: ${this.latencyMs} ms.</p>` : nothing}
      <h3>Active faults</h3>
      ${this.faults === undefined ? html`<p class="muted">Reading…</p>` : this.renderActive()}
      <h3 id="custom-heading">Custom fault</h3>
      <p class="muted">
        Path below the API base: <code>*</code> one segment, <code>**</code> any, <code>^</code> starts a
        regular expression.
      </p>
      ${this.renderForm()}
    `;
  }
}
