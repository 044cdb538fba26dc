import { html, nothing, type TemplateResult } from 'lit';
import { state } from 'lit/decorators/state.js';
import { showCalendar } from '../../booking/calendar.js';
import type { ReservedTicket } from '../../booking/types.js';
import { addressLines, namedLines, renderLineRow } from '../shared/bill.js';
import { showDateTime, venueText } from '../shared/dates.js';
import { renderPaymentNote } from '../shared/frame.js';
import { TbStepElement } from '../shared/step-element.js';
import { styles } from './confirmation.styles.js';
import { ticketName } from '../shared/ticket-name.js';

/**
 * The success screen after confirmation: the booking number in large, readable groups; the
 * event, its date and time and venue; the tickets with their code and seat; the ticket options
 * and extras bought; how they are delivered; how the booking is paid (online, with the amount and
 * the provider's reference, or the venue's note); whether the confirmation e-mail went out (a failure
 * said once, with "send the e-mail again"); and "Add to calendar", an iCalendar file made in the
 * browser with the venue's zone and place.
 *
 * @summary Shows the confirmed booking.
 *
 * @csspart heading - The heading (focused on arrival).
 * @csspart booking-number - The booking number.
 * @csspart tickets - The table of tickets.
 * @csspart total - The delivery fee and the total, after the tickets, options and extras.
 * @csspart payment-note - How and when the booking is paid (the venue's note), unless paid online.
 * @csspart payment - Paid online: the amount and the provider's reference.
 * @csspart delivery-apart - The delivery fee's row after the total, when the fee is in another
 *   currency than the event's and so not in the total.
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
    return ticketName(this.t, price?.name ?? '', sector?.name ?? '');
  }

  /**
   * Sector, row and seat in the widget's language; the service's wording when the plan is
   * unknown, unless the ticket's name says it already (a standing ticket's "Stehplatz").
   */
  private seatName(ticket: ReservedTicket): string {
    if (ticket.row === null || ticket.number === null) {
      const tag = this.t.locale.tag;
      const said = this.ticketName(ticket).toLocaleLowerCase(tag);
      return said.includes(ticket.seatString.trim().toLocaleLowerCase(tag)) ? '' : ticket.seatString;
    }
    const sector = this.state?.catalogue?.sectors.find((s) => s.pid === ticket.sector)?.name ?? '';
    return this.t.text('seats.one', { sector, row: ticket.row, number: ticket.number });
  }

  /** The show as an iCalendar file, as a `data:` address the link downloads. */
  private calendarHref(): string | undefined {
    const state = this.state;
    const confirmation = state?.confirmation;
    const show = state?.shows.find((s) => s.pid === confirmation?.show);
    if (!state || !show || !confirmation) return undefined;
    const minutes = state.frame.showMinutes;
    const text = showCalendar(
      {
        booking: confirmation.booking,
        bookingNumber: `${this.t.text('done.number')}: ${confirmation.bookingNumber}`,
        event: state.event?.name ?? '',
        start: show.start,
        end: minutes ? new Date(show.start.getTime() + minutes * 60_000) : null,
        timeZone: show.venue.timeZone,
        venue: show.venue.name,
        city: show.venue.city,
        details: confirmation.tickets.map(
          (ticket) => `${this.ticketName(ticket)} (${this.seatName(ticket)})`,
        ),
        domain: location.hostname || undefined,
      },
      new Date(),
    );
    return `data:text/calendar;charset=utf-8,${encodeURIComponent(text)}`;
  }

  /** The price of one ticket of its sector and price, from the receipt's lines. */
  private ticketPrice(ticket: ReservedTicket): string {
    const line = this.state?.confirmation?.bill.tickets.find(
      (l) => l.sector === ticket.sector && l.price === ticket.price,
    );
    if (!line) return '';
    const each = line.quantity ? line.amount / line.quantity : 0;
    return each ? this.money(each) : this.t.text('common.free');
  }

  /** Ticket options and extras as bought (the receipt's lines, named as at the checkout). */
  private renderExtras(): TemplateResult | typeof nothing {
    const confirmation = this.state?.confirmation;
    if (!confirmation) return nothing;
    const t = this.t;
    const named = namedLines(confirmation.bill, t);
    const lines = [...named.ticketOptions, ...named.options];
    if (lines.length === 0) return nothing;
    return html`<table class="extras">
      <caption>
        ${t.text('done.extras')}
      </caption>
      <tbody>
        ${lines.map((line) => renderLineRow(line, t, (minor) => this.money(minor)))}
      </tbody>
    </table>`;
  }

  /** How the tickets travel: by post to the address shown, or by e-mail. */
  private renderDelivery(): TemplateResult | typeof nothing {
    const confirmation = this.state?.confirmation;
    if (!confirmation) return nothing;
    const t = this.t;
    if (confirmation.deliveryMethod === 'postal') {
      const lines = addressLines(confirmation.customer, t);
      return html`<div class="delivery">
        <p>${t.text('done.postal')}</p>
        <address>${lines.map((line, i) => html`${i ? html`<br />` : nothing}${line}`)}</address>
      </div>`;
    }
    // Digital: where it went is said with the e-mail's outcome, once.
    return confirmation.emailSent ? html`<p>${t.text('done.digital')}</p>` : nothing;
  }

  override render() {
    const t = this.t;
    const state = this.state;
    const confirmation = state?.confirmation;
    if (!state || !confirmation) return this.renderHeading(t.text('done.heading'));
    const email = confirmation.customer.email;
    const show = state.shows.find((s) => s.pid === confirmation.show);
    const calendar = this.calendarHref();
    const emailFailed = !confirmation.emailSent;
    const apart = this.feeApart(confirmation.totals);
    return html`
      ${this.renderHeading(t.text('done.heading'))}
      <p class="number">
        <span>${t.text('done.number')}</span>
        <strong part="booking-number">${confirmation.bookingNumber}</strong>
      </p>
      ${
        show
          ? html`<p class="show">
              <strong>${state.event?.name}</strong><br />${showDateTime(show, t)}<br />${venueText(show)}
            </p>`
          : nothing
      }
      ${
        calendar
          ? html`<p>
              <a class="button calendar" href=${calendar} download="booking-${confirmation.bookingNumber}.ics"
                >${t.text('done.calendar')}</a
              >
            </p>`
          : nothing
      }
      ${this.renderDelivery()}
      <table part="tickets">
        <caption>
          ${t.text('done.tickets')}
        </caption>
        <thead>
          <tr>
            <th scope="col">${t.text('done.code')}</th>
            <th scope="col">${t.text('done.ticket')}</th>
            <th scope="col">${t.text('done.seat')}</th>
            <th scope="col" class="amount">${t.text('done.price')}</th>
          </tr>
        </thead>
        <tbody>
          ${confirmation.tickets.map(
            (ticket) =>
              html`<tr>
                <td class="code">${ticket.code}</td>
                <td>${this.ticketName(ticket)}</td>
                <td>${this.seatName(ticket)}</td>
                <td class="amount">${this.ticketPrice(ticket)}</td>
              </tr>`,
          )}
        </tbody>
      </table>
      ${this.renderExtras()}
      <table part="total" class="totals">
        <tbody>
          ${
            confirmation.totals.delivery && !apart
              ? html`<tr>
                  <th scope="row">${t.text('checkout.delivery')}</th>
                  <td class="amount">${this.money(confirmation.totals.delivery)}</td>
                </tr>`
              : nothing
          }
          <tr>
            <th scope="row">${t.text('checkout.total')}</th>
            <td class="amount">${this.money(confirmation.totals.total)}</td>
          </tr>
          ${
            apart
              ? html`<tr part="delivery-apart">
                  <th scope="row">
                    ${t.text('checkout.deliveryApart', { currency: confirmation.totals.deliveryCurrency })}
                  </th>
                  <td class="amount">
                    ${this.moneyIn(confirmation.totals.delivery ?? 0, confirmation.totals.deliveryCurrency)}
                  </td>
                </tr>`
              : nothing
          }
        </tbody>
      </table>
      ${
        confirmation.payment
          ? html`<p part="payment" class="paid">
              ${t.text('payment.paid', {
                amount: this.moneyIn(confirmation.payment.amount, confirmation.payment.currency),
              })}${
                confirmation.payment.reference
                  ? html`<br />${t.text('payment.reference', { reference: confirmation.payment.reference })}`
                  : nothing
              }
            </p>`
          : renderPaymentNote(state.frame.paymentNote, t)
      }
      <p class=${emailFailed ? 'notice' : ''}>
        ${
          !emailFailed
            ? t.text('done.emailSent', { email })
            : confirmation.deliveryMethod === 'digital'
              ? t.text('done.emailFailed', { email })
              : t.text('done.emailPending')
        }
      </p>
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
