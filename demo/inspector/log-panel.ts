import { css, html, LitElement, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { token } from '../../src/styles/tokens.js';
import { formatTime } from './format.js';
import type { LogEntry } from './state.js';
import { panelStyles } from './styles.js';
import { JOURNAL_KINDS, type JournalKind } from './types.js';
import type { Loadable, WebhookEvent } from './view-types.js';

/** Entries shown at once; the inspector keeps more, the mock's journal more still. */
const SHOWN = 200;

/** What the log can leave out: a kind of entry, the webhook events, or the inspector's own requests. */
type Filter = JournalKind | 'own' | 'webhooks';

const BADGE: Partial<Record<JournalKind, string>> = {
  rejection: 'danger',
  release: 'warning',
  change: 'success',
};

/**
 * The log: webhook events and the mock's journal (requests, rejections with their reasons,
 * changes, releases, logins, admin actions, e-mails), newest first, filtered by kind. The
 * inspector's own requests (its logins and reads) are hidden unless asked for.
 */
export class TbInspectorLog extends LitElement {
  static override styles = [
    panelStyles,
    css`
      li {
        padding-block: ${token('space-2xs')};
        border-bottom: 1px solid ${token('color-surface-alt')};
        overflow-wrap: anywhere;
      }
      fieldset {
        margin: 0;
      }
      pre {
        margin: 0;
        white-space: pre-wrap;
      }
    `,
  ];

  @property({ attribute: false }) entries: readonly LogEntry[] = [];
  @property({ attribute: false }) webhooks: Loadable<readonly WebhookEvent[]>;

  @state() private filteredOut = new Set<Filter>(['own']);

  private toggle(kind: Filter, shown: boolean): void {
    const next = new Set(this.filteredOut);
    if (shown) next.delete(kind);
    else next.add(kind);
    this.filteredOut = next;
  }

  private renderFilter() {
    const counts = new Map<JournalKind, number>();
    for (const entry of this.entries)
      if (!entry.own) counts.set(entry.kind, (counts.get(entry.kind) ?? 0) + 1);
    const box = (kind: Filter, label: string) =>
      html`<label
        ><input
          type="checkbox"
          .checked=${!this.filteredOut.has(kind)}
          @change=${(event: Event) => this.toggle(kind, (event.target as HTMLInputElement).checked)}
        />${label}</label
      >`;
    return html`<fieldset class="row">
      <legend>Show</legend>
      ${this.webhooks === 'unsupported' ? nothing : box('webhooks', 'webhook events')}
      ${JOURNAL_KINDS.map((kind) => box(kind, `${kind} (${counts.get(kind) ?? 0})`))}
      ${box('own', "the inspector's own requests")}
    </fieldset>`;
  }

  private renderWebhooks() {
    const events = this.webhooks;
    if (this.filteredOut.has('webhooks') || !Array.isArray(events)) return nothing;
    return html`<h3>Webhook events</h3>
      ${
        events.length === 0
          ? html`<p class="muted">No webhook events.</p>`
          : html`<ul class="plain" part="webhooks">
              ${[...events].reverse().map(
                (event) =>
                  html`<li>
                    <span class="mono muted">${formatTime(event.at)}</span>
                    <span class="badge">${event.type}</span>
                    ${event.status ? html`<span class="muted">${event.status}</span>` : nothing}
                    <pre class="mono">${JSON.stringify(event.payload)}</pre>
                  </li>`,
              )}
            </ul>`
      }`;
  }

  private renderEntry(entry: LogEntry) {
    return html`<li data-kind=${entry.kind}>
      <span class="mono muted">${formatTime(entry.at)}</span>
      <span class="badge ${BADGE[entry.kind] ?? 'muted'}">${entry.kind}</span>
      ${entry.code ? html`<code>${entry.code}</code>` : nothing} ${entry.message}
    </li>`;
  }

  override render() {
    const shown = this.entries
      .filter((entry) => !this.filteredOut.has(entry.kind) && (!entry.own || !this.filteredOut.has('own')))
      .slice(0, SHOWN);
    return html`
      ${this.renderFilter()} ${this.renderWebhooks()}
      <h3>Journal</h3>
      ${
        shown.length === 0
          ? html`<p class="muted">Nothing to show.</p>`
          : html`<ol class="plain" part="journal" reversed>
              ${shown.map((entry) => this.renderEntry(entry))}
            </ol>`
      }
    `;
  }
}
