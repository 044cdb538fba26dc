import { html, nothing, type TemplateResult } from 'lit';
import type { BookingState } from '../../booking/types.js';
import type { Translator } from '../../i18n/translate.js';

/**
 * The site owner's payment form (`<div slot="payment">`), for a provider that takes the payment
 * in the page (Stripe's Payment Element): shown below the checkout while the flow waits for the
 * buyer to pay there (`payment.state` `form`), so the slotted form is hidden before and after.
 * The page mounts its form on `tb-payment-form` and calls `paymentSubmitted()` once paid.
 */
export function renderPaymentSlot(
  t: Translator,
  state: Readonly<BookingState>,
): TemplateResult | typeof nothing {
  if (state.step !== 'checkout' || state.payment?.state !== 'form') return nothing;
  return html`<div
    part="payment-form"
    class="challenge"
    role="group"
    aria-labelledby="payment-form-label"
    tabindex="-1"
  >
    <p id="payment-form-label">${t.text('payment.formLabel')}</p>
    <slot name="payment"></slot>
  </div>`;
}
