import { html, nothing } from 'lit';
import { state } from 'lit/decorators.js';
import type { ReservedTicket } from '../../booking/types.js';
import { TbStepElement } from '../shared/step-element.js';
import { styles } from './confirmation.styles.js';

/**
 * The success screen after confirmation: the booking number in large, readable groups; the
 * tickets with their code and seat; how they are delivered; whether the confirmation e-mail
 * went out, and "send the e-mail again".
 *
 * @summary Shows the confirmed booking.
 *
 * @csspart heading - The heading (focused on arrival).
 * @csspart booking-number - The booking number.
 * @csspart tickets - The table of tickets.
 * @csspart button - Every action button.
 *
 * @cssprop --tb-color-success - Accent of the booking number.
 */
export class TbConfirmation extends TbStepElement {
  static override styles = styles;

  /** The e-mail was sent again at the buyer's request (announced). */
  @state() private resent = false;

  private async handleResend(): Promise<void> {
    if (!this.flow || this.busy) return;
    this.resent = false;
    await this.flow.resendEmail().catch(() => undefined);
    this.resent = !this.state?.error;
  }

  private ticketName(ticket: ReservedTicket): string {
    const sector = this.state?.catalogue?.sectors.find((s) => s.pid === ticket.sector);
    const price = sector?.prices.find((p) => p.pid === ticket.price);
    return this.t.text('tickets.name', { price: price?.name ?? '', sector: sector?.name ?? '' });
  }

  /** Sector, row and seat in the widget's language; the service's wording when the plan is unknown. */
  private seatName(ticket: ReservedTicket): string {
    if (ticket.row === null || ticket.number === null) return ticket.seatString;
    const sector = this.state?.catalogue?.sectors.find((s) => s.pid === ticket.sector)?.name ?? '';
    return this.t.text('seats.one', { sector, row: ticket.row, number: ticket.number });
  }

  override render() {
    const t = this.t;
    const confirmation = this.state?.confirmation;
    if (!confirmation) return this.renderHeading(t.text('done.heading'));
    const email = this.state?.buyer.email ?? '';
    return html`
      ${this.renderHeading(t.text('done.heading'))}
      <p class="number">
        <span>${t.text('done.number')}</span>
        <strong part="booking-number">${confirmation.bookingNumber}</strong>
      </p>
      <p>${t.text(confirmation.deliveryMethod === 'postal' ? 'done.postal' : 'done.digital')}</p>
      <table part="tickets">
        <caption>
          ${t.text('done.tickets')}
        </caption>
        <thead>
          <tr>
            <th scope="col">${t.text('done.code')}</th>
            <th scope="col">${t.text('done.ticket')}</th>
            <th scope="col">${t.text('done.seat')}</th>
          </tr>
        </thead>
        <tbody>
          ${confirmation.tickets.map(
            (ticket) =>
              html`<tr>
                <td class="code">${ticket.code}</td>
                <td>${this.ticketName(ticket)}</td>
                <td>${this.seatName(ticket)}</td>
              </tr>`,
          )}
        </tbody>
        <tfoot>
          ${
            confirmation.totals.delivery
              ? html`<tr>
                  <th scope="row" colspan="2">${t.text('checkout.delivery')}</th>
                  <td class="amount">${this.money(confirmation.totals.delivery)}</td>
                </tr>`
              : nothing
          }
          <tr>
            <th scope="row" colspan="2">${t.text('checkout.total')}</th>
            <td class="amount">${this.money(confirmation.totals.total)}</td>
          </tr>
        </tfoot>
      </table>
      <p>${confirmation.emailSent ? t.text('done.emailSent', { email }) : t.text('done.emailPending')}</p>
      <div class="actions">
        <button
          type="button"
          part="button"
          class="button"
          aria-disabled=${this.busy ? 'true' : 'false'}
          @click=${this.handleResend}
        >
          ${t.text('done.resend')}
        </button>
        <button type="button" part="button" class="button" @click=${() => this.act((f) => f.restart())}>
          ${t.text('done.again')}
        </button>
      </div>
      <p role="status" class="status">${this.resent ? t.text('done.resent') : nothing}</p>
    `;
  }
}
