// The bill's lines with their names, and the delivery address, as the checkout's summary and
// the receipt show them: both render the lines of the flow's one pricing (`priceBooking()`).
import { html, type TemplateResult } from 'lit';
import type { Bill, Buyer } from '../../booking/types.js';
import type { Translator } from '../../i18n/translate.js';
import { ticketName } from './ticket-name.js';

export interface NamedLine {
  quantity: number;
  name: string;
  amount: number;
}

/** The tickets, ticket options and extras of `bill`, each line named in the widget's language. */
export function namedLines(
  bill: Bill,
  t: Translator,
): { tickets: NamedLine[]; ticketOptions: NamedLine[]; options: NamedLine[] } {
  return {
    tickets: bill.tickets.map((line) => ({
      quantity: line.quantity,
      amount: line.amount,
      name: ticketName(t, line.priceName, line.sectorName),
    })),
    ticketOptions: bill.ticketOptions.map((line) => ({
      quantity: line.quantity,
      amount: line.amount,
      name: t.text('checkout.ticketOption', { group: line.groupName, option: line.optionName }),
    })),
    options: bill.options.map(({ quantity, amount, name }) => ({ quantity, amount, name })),
  };
}

/** One line as a table row: "2 × Programme" and its amount ("Free" when it costs nothing). */
export function renderLineRow(
  line: NamedLine,
  t: Translator,
  money: (minor: number) => string,
): TemplateResult {
  return html`<tr>
    <th scope="row">${t.text('checkout.line', { quantity: line.quantity, name: line.name })}</th>
    <td class="amount">${line.amount ? money(line.amount) : t.text('common.free')}</td>
  </tr>`;
}

/** The postal address as lines: company, name, street, second line, postcode and city, country. */
export function addressLines(buyer: Buyer, t: Translator): string[] {
  const code = buyer.country.toUpperCase();
  const country = code ? (new Intl.DisplayNames(t.locale.tag, { type: 'region' }).of(code) ?? code) : '';
  return [
    [buyer.company],
    [buyer.firstname, buyer.lastname],
    [buyer.address1],
    [buyer.address2],
    [buyer.zip, buyer.city],
    [country],
  ]
    .map((parts) => parts.filter(Boolean).join(' '))
    .filter(Boolean);
}
