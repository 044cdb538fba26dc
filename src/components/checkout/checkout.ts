import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { BookingState, PaymentStatus } from '../../booking/types.js';
import { addressLines, namedLines, renderLineRow, type NamedLine } from '../shared/bill.js';
import { showDateTime, venueText } from '../shared/dates.js';
import { renderPaymentNote, venueLink } from '../shared/frame.js';
import { seatWords } from '../shared/seats.js';
import { TbStepElement } from '../shared/step-element.js';
import { styles } from './checkout.styles.js';

/**
 * Step 6: what is bought (tickets, ticket options, extras), the delivery fee and the total; how
 * the tickets travel, as chosen with the details (to the e-mail address, or by post to the
 * address shown in full, which adds the fee for its country, read when post was chosen), with
 * the way back to change it; the venue's payment note; the venue's terms with a required "I
 * accept" checkbox, when the site owner set them (confirming without it is refused with a
 * message tied to the checkbox, which takes the focus); and "confirm booking", held while the
 * postal fee is being read. When the site owner's gateway takes payment, the main action is
 * "Continue to payment" (the buyer is sent to the payment provider's page, and the reservation
 * timer keeps counting); back from it, the step says the payment is awaited (with "Check
 * again"), or that it was declined, cancelled or refunded and why, the tickets still held, with
 * "Pay again". A provider that takes the payment in the page: the step says to pay in the form
 * below it (the root element's `payment` slot), which has its own button to pay.
 *
 * @summary Reviews the booking, picks the delivery method and confirms.
 *
 * @csspart heading - The step heading (focused on arrival).
 * @csspart summary - The table of what is bought.
 * @csspart total - The total row.
 * @csspart delivery-apart - The delivery fee's row after the total, when the fee is in another
 *   currency than the event's and so not in the total.
 * @csspart seats - The held seats, per row.
 * @csspart delivery - How the tickets travel: e-mail or postal address.
 * @csspart buyer - The buyer's name and e-mail.
 * @csspart payment-note - How and when the booking is paid (the venue's note).
 * @csspart payment - The online payment (a gateway that takes payment): on the way to the
 *   provider, waiting for its word, or why it did not go through.
 * @csspart terms - The terms checkbox with its link and message.
 * @csspart actions - Back and confirm.
 * @csspart button - Every action button.
 * @csspart primary - The main action button.
 * @csspart back - The button back to the previous step.
 */
export class TbCheckout extends TbStepElement {
  static override styles = styles;

  /**
   * Confirming waits for the postal fee, so the buyer sees what is charged, and for the
   * payment's start while the buyer is sent to the provider.
   */
  protected override get busy(): boolean {
    const payment = this.state?.payment?.state;
    return (
      super.busy ||
      (this.postal && this.state?.postage.status === 'loading') ||
      payment === 'starting' ||
      payment === 'redirecting'
    );
  }

  /** The checkout's main action: confirm, or (a gateway that takes payment) pay first. */
  private get confirmLabel(): string {
    const t = this.t;
    const state = this.state;
    if (!state?.payments) return t.text('checkout.confirm');
    const unpaid = ['failed', 'cancelled', 'refunded'].includes(state.payment?.state ?? '');
    return t.text(unpaid ? 'payment.again' : 'payment.pay');
  }

  /** Why a refunded payment was given back. */
  private refundText(payment: PaymentStatus): string {
    const t = this.t;
    switch (payment.reason) {
      case 'booking_changed':
        return t.text('payment.refundChanged');
      case 'paid_twice':
        return t.text('payment.refundTwice');
      case 'amount_mismatch':
        return t.text('payment.refundMismatch');
      case 'expired':
        return t.text('payment.refundExpired');
      default:
        return t.text('payment.refundRefused', { detail: payment.detail ?? '' }).trim();
    }
  }

  /**
   * The online payment: on the way to the provider, waiting for its word (with "Check
   * again"), or why it did not go through (the tickets still held; the main button pays again).
   * The region is always there, so a change is announced.
   */
  private renderPayment(state: Readonly<BookingState>): TemplateResult {
    const t = this.t;
    const payment = state.payment;
    let content: TemplateResult | typeof nothing = nothing;
    if (payment?.state === 'starting' || payment?.state === 'redirecting') {
      content = html`<p>${t.text('payment.redirecting')}</p>`;
    } else if (payment?.state === 'form') {
      content = html`<p>${t.text('payment.form')}</p>`;
    } else if (payment?.state === 'pending') {
      content = html`<p>${t.text('payment.pending')}</p>
        <button type="button" part="button" class="button" @click=${() => this.act((f) => f.checkPayment())}>
          ${t.text('payment.check')}
        </button>`;
    } else if (payment) {
      const text =
        payment.state === 'refunded'
          ? this.refundText(payment)
          : t.text(payment.state === 'failed' ? 'payment.failed' : 'payment.cancelled');
      content = html`<p class="error" role="alert">${text}</p>`;
    }
    return html`<div part="payment" class=${payment ? 'notice' : ''} role="status">${content}</div>`;
  }

  private get postal(): boolean {
    return this.state?.delivery === 'postal' || this.state?.event?.allowDigital === false;
  }

  private get addressMissing(): boolean {
    const buyer = this.state?.buyer;
    return !buyer?.address1 || !buyer.zip || !buyer.city || !buyer.country;
  }

  /** The delivery fee as the summary shows it. */
  private renderFee(state: Readonly<BookingState>): string {
    const t = this.t;
    if (!this.postal) return t.text('common.free');
    const { status, fee } = state.postage;
    if (status === 'known' && fee !== null) {
      return fee ? this.moneyIn(fee, state.totals.deliveryCurrency) : t.text('common.free');
    }
    if (status === 'loading') return t.text('checkout.feeLoading');
    if (status === 'unavailable' && !this.addressMissing) return t.text('checkout.feeUnavailable');
    return t.text('checkout.feeLater');
  }

  /** Why postal delivery cannot be confirmed now, with the way to the address. */
  private renderAddressNotice(state: Readonly<BookingState>): TemplateResult | typeof nothing {
    const t = this.t;
    let message: string;
    if (this.addressMissing) message = t.text('checkout.needsAddress');
    else if (state.postage.reason === 'currency') {
      message = t.text('checkout.postalNoCurrency', { currency: state.totals.currency });
    } else if (state.postage.status === 'unavailable') {
      const code = state.buyer.country.toUpperCase();
      const country = new Intl.DisplayNames(t.locale.tag, { type: 'region' }).of(code) ?? code;
      message = t.text('checkout.postalUnavailable', { country });
    } else return nothing;
    return html`<div class="notice"><p>${message}</p></div>`;
  }

  private renderRows(caption: string, lines: NamedLine[]): TemplateResult | typeof nothing {
    if (lines.length === 0) return nothing;
    const t = this.t;
    return html`<tbody>
      <tr class="group">
        <th scope="rowgroup" colspan="2">${caption}</th>
      </tr>
      ${lines.map((line) => renderLineRow(line, t, (minor) => this.money(minor)))}
    </tbody>`;
  }

  /** How the tickets travel (chosen with the details): to the e-mail address, or the postal address in full. */
  private renderDelivery(state: Readonly<BookingState>): TemplateResult {
    const t = this.t;
    const buyer = state.buyer;
    const lines = addressLines(buyer, t);
    return html`<div part="delivery" class="delivery">
      <p><strong>${t.text('checkout.delivery')}</strong></p>
      ${
        this.postal
          ? html`<p>${t.text('checkout.byPost')}</p>
              <address>${lines.map((line, i) => html`${i ? html`<br />` : nothing}${line}`)}</address>`
          : html`<p>${t.text('checkout.byEmail', { email: buyer.email })}</p>`
      }
      ${this.postal ? this.renderAddressNotice(state) : nothing}
      <button type="button" part="button" class="button" @click=${() => this.act((f) => f.goTo('buyer'))}>
        ${t.text('checkout.change')}
      </button>
    </div>`;
  }

  /** Confirms; refused until the venue's terms are accepted, with the focus on their checkbox. */
  private async handleConfirm(): Promise<void> {
    if (!this.flow || this.busy) return;
    await this.flow.confirm().catch(() => undefined);
    if (this.state?.error?.key !== 'error.terms') return;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLInputElement>('#terms')?.focus();
  }

  /** "I accept the terms and conditions" (a link to them), required when the venue has terms. */
  private renderTerms(state: Readonly<BookingState>): TemplateResult | typeof nothing {
    const href = state.frame.termsUrl;
    if (!href) return nothing;
    const t = this.t;
    const refused = state.error?.key === 'error.terms';
    const [before = '', after = ''] = t.text('frame.accept').split('{terms}');
    return html`<div part="terms" class="terms">
      <div class="choice">
        <input
          id="terms"
          type="checkbox"
          name="terms"
          required
          aria-invalid=${refused ? 'true' : 'false'}
          aria-describedby=${refused ? 'terms-error' : nothing}
          .checked=${live(state.termsAccepted)}
          @change=${(e: Event) => this.flow?.acceptTerms((e.target as HTMLInputElement).checked)}
        />
        <label for="terms">${before}${venueLink(href, t.text('frame.terms'), t)}${after}</label>
      </div>
      ${refused ? html`<p class="error" id="terms-error">${t.text('error.terms')}</p>` : nothing}
    </div>`;
  }

  override render() {
    const t = this.t;
    const state = this.state;
    if (!state) return this.renderHeading(t.text('checkout.heading'));
    const show = state.shows.find((s) => s.pid === state.show);
    const lines = namedLines(state.bill, t);
    const buyer = state.buyer;
    // A fee in another currency than the event's is not in the total: it follows it, in words.
    const apart = this.feeApart(state.totals);
    return html`
      ${this.renderHeading(t.text('checkout.heading'))}
      ${show ? html`<p class="muted">${state.event?.name}<br />${showDateTime(show, t)}<br />${venueText(show)}</p>` : nothing}
      <table part="summary">
        <caption class="visually-hidden">
          ${t.text('checkout.heading')}
        </caption>
        ${this.renderRows(t.text('checkout.tickets'), lines.tickets)}
        ${this.renderRows(t.text('checkout.ticketOptions'), lines.ticketOptions)}
        ${this.renderRows(t.text('checkout.options'), lines.options)}
        ${
          apart
            ? nothing
            : html`<tbody>
                <tr>
                  <th scope="row">${t.text('checkout.delivery')}</th>
                  <td class="amount" aria-live="polite">${this.renderFee(state)}</td>
                </tr>
              </tbody>`
        }
        <tfoot>
          <tr part="total">
            <th scope="row">${t.text('checkout.total')}</th>
            <td class="amount">${this.money(state.totals.total)}</td>
          </tr>
          ${
            apart
              ? html`<tr part="delivery-apart">
                  <th scope="row">
                    ${t.text('checkout.deliveryApart', { currency: state.totals.deliveryCurrency })}
                  </th>
                  <td class="amount" aria-live="polite">${this.renderFee(state)}</td>
                </tr>`
              : nothing
          }
        </tfoot>
      </table>
      ${
        state.seating.length > 0
          ? html`<div part="seats" class="seats">
              <h3>${t.text('seats.heading')}</h3>
              <ul>
                ${state.seating.map((group) => html`<li>${seatWords(t, group)}</li>`)}
              </ul>
            </div>`
          : nothing
      }
      ${this.renderDelivery(state)}
      <p part="buyer">
        <strong>${t.text('checkout.buyer')}</strong><br />${buyer.firstname} ${buyer.lastname}<br />${buyer.email}
      </p>
      ${renderPaymentNote(state.frame.paymentNote, t)} ${this.renderTerms(state)} ${this.renderPayment(state)}
      ${this.renderActions(
        'checkout',
        // Paying in the site owner's form below: its own button pays.
        state.payment?.state === 'form'
          ? undefined
          : { label: this.confirmLabel, run: () => void this.handleConfirm() },
      )}
    `;
  }
}
