// The venue's frame as the steps show it: a link to the venue's own page (terms, privacy) that
// opens in a new tab and says so, and the payment note, at the checkout and on the receipt.
import { html, nothing, type TemplateResult } from 'lit';
import type { Translator } from '../../i18n/translate.js';

/** A link to one of the venue's pages, in a new tab so the booking stays where it is. */
export function venueLink(href: string, label: string, t: Translator): TemplateResult {
  return html`<a href=${href} target="_blank" rel="noopener"
    >${label}<span class="visually-hidden"> ${t.text('frame.newTab')}</span></a
  >`;
}

/** "Payment: …" in the venue's words; nothing when the site owner set no note. */
export function renderPaymentNote(
  note: string | null | undefined,
  t: Translator,
): TemplateResult | typeof nothing {
  if (!note) return nothing;
  return html`<p part="payment-note" class="payment-note">
    <strong>${t.text('frame.payment')}</strong><br />${note}
  </p>`;
}
