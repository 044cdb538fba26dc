import { html, LitElement } from 'lit';
import { property } from 'lit/decorators.js';
import { formatDateTime } from './format.js';
import { panelStyles } from './styles.js';
import type { Loadable, Mail } from './view-types.js';

/** Newest first: by time where the mails have one, else the reverse of the outbox's order. */
export function newestFirst(mails: readonly Mail[]): Mail[] {
  const indexed = mails.map((mail, index) => ({ mail, index, time: mail.at ? Date.parse(mail.at) : NaN }));
  indexed.sort((a, b) =>
    Number.isFinite(a.time) && Number.isFinite(b.time) && a.time !== b.time
      ? b.time - a.time
      : b.index - a.index,
  );
  return indexed.map(({ mail }) => mail);
}

/**
 * The mock's outbox: every e-mail it rendered (the confirmation sent with `POST /email/send`),
 * newest first, with subject, recipient and text.
 */
export class TbInspectorOutbox extends LitElement {
  static override styles = panelStyles;

  @property({ attribute: false }) mails: Loadable<readonly Mail[]>;

  override render() {
    const mails = this.mails;
    if (mails === 'unsupported') return html`<p class="muted">This mock has no outbox.</p>`;
    if (mails === undefined) return html`<p class="muted">Reading the outbox…</p>`;
    if (mails.length === 0) return html`<p class="muted">No e-mails sent yet.</p>`;
    return html`<ul class="plain" part="mails">
      ${newestFirst(mails).map(
        (mail, index) =>
          html`<li>
            <article aria-labelledby="mail-${index}">
              <h3 id="mail-${index}">${mail.subject || '(no subject)'}</h3>
              <p>
                To <span class="mono">${mail.to || '—'}</span>
                ${mail.at ? html`<span class="muted">· ${formatDateTime(mail.at)}</span>` : ''}
              </p>
              <details ?open=${index === 0}>
                <summary>Text</summary>
                <pre>${mail.text}</pre>
              </details>
            </article>
          </li>`,
      )}
    </ul>`;
  }
}
