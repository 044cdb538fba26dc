/**
 * The confirmation e-mail of a booking, in the customer's language: the readable booking number,
 * per show the event, the start in the venue's zone and the venue, each ticket with its code,
 * seat, price and ticket options, the booking's options, the delivery (postal with its fee and
 * the address, or digital) and the totals per currency. Plain text, and HTML with every value
 * escaped.
 *
 * Amounts are written `CHF 49.50` in every language, the way the service writes money (a decimal
 * with two places), so a mail and the API agree to the cent.
 */
import type { Locale } from '../../schemas/persons';
import { hostZone } from '../access';
import { locationText } from '../rules/seat-string';
import type { Store, StoredRecord } from '../store';
import { formatMoney } from '../time';
import { catalog, mailLocale, type Messages } from './catalog';

export interface MailContent {
  readonly locale: Locale;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

interface Amount {
  readonly minor: number;
  readonly currency: string;
}

interface TicketLine {
  readonly code: string;
  readonly seat: string;
  readonly price: Amount;
  readonly options: readonly string[];
}

interface ShowBlock {
  readonly event: string;
  readonly start: string;
  readonly venue: string;
  readonly tickets: TicketLine[];
}

interface Line {
  readonly label: string;
  readonly amount: Amount | null;
}

interface Content {
  readonly m: Messages;
  readonly locale: Locale;
  readonly greeting: string;
  readonly number: string;
  readonly shows: readonly ShowBlock[];
  readonly options: readonly Line[];
  readonly delivery: string;
  readonly fees: readonly Line[];
  readonly totals: readonly Amount[];
  readonly host: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const minor = (value: unknown): number => (typeof value === 'number' ? value : 0);
const money = (amount: Amount): string => `${amount.currency} ${formatMoney(amount.minor)}`;

function greeting(m: Messages, person: StoredRecord | undefined): string {
  const first = text(person?.firstname);
  const last = text(person?.lastname);
  if (last && person?.salutation === 'f') return m.greetingFemale(last);
  if (last && person?.salutation === 'm') return m.greetingMale(last);
  const name = [first, last].filter(Boolean).join(' ');
  return name ? m.greeting(name) : m.hello;
}

function showBlocks(store: Store, m: Messages, locale: Locale, booking: StoredRecord): ShowBlock[] {
  const blocks = new Map<string, ShowBlock>();
  for (const ticket of store.children('bookings', 'tickets', booking.pid)) {
    const showPid = text(ticket.show);
    let block = blocks.get(showPid);
    if (!block) {
      const show = store.get('shows', showPid);
      const venue = show && store.get('venues', text(show.venue));
      const zone = text(venue?.timezone) || hostZone(store, booking._host);
      const instant = minor(ticket.denormalized_show_start ?? show?.start);
      const start = new Intl.DateTimeFormat(m.intlLocale, {
        dateStyle: 'full',
        timeStyle: 'short',
        timeZone: zone,
      }).format(instant);
      block = {
        event: text(ticket.denormalized_event_name),
        start,
        venue: text(ticket.denormalized_venue_name),
        tickets: [],
      };
      blocks.set(showPid, block);
    }
    const chosen = (ticket.ticket_options as string[] | undefined) ?? [];
    // What the ticket costs: its price (the ticket's copy of it) and each chosen ticket option.
    const surcharges = chosen.reduce((sum, pid) => sum + minor(store.get('ticketoptions', pid)?.price), 0);
    const options = chosen.map((pid) => {
      const option = store.get('ticketoptions', pid);
      const group = option && store.get('ticketoptiongroups', text(option.ticket_option_group));
      return group ? `${text(group.name)}: ${text(option.name)}` : text(option?.name);
    });
    block.tickets.push({
      code: text(ticket.code),
      // A seat reads in the language of the mail; a standing ticket as its sector.
      seat:
        typeof ticket.seat === 'string'
          ? locationText(store.get('sectors', text(ticket.sector)), store.get('seats', ticket.seat), locale)
          : text(ticket.seat_string),
      price: {
        minor: minor(ticket.denormalized_price_including_vat) + surcharges,
        currency: text(ticket.denormalized_currency_pid),
      },
      options,
    });
  }
  return [...blocks.values()];
}

function addressOf(person: StoredRecord | undefined): string {
  const address = (person?.address ?? {}) as Record<string, unknown>;
  const name = [text(person?.company), [text(person?.firstname), text(person?.lastname)].join(' ').trim()];
  const place = [text(address.zip), text(address.city)].filter(Boolean).join(' ');
  return [...name, text(address.address1), text(address.address2), place, text(address.country)]
    .filter(Boolean)
    .join(', ');
}

function gather(store: Store, booking: StoredRecord): Content & { to: string } {
  const person = store.get('persons', text(booking.customer));
  const locale = mailLocale(person?.locale);
  const m = catalog[locale];
  const shows = showBlocks(store, m, locale, booking);
  const currency = shows[0]?.tickets[0]?.price.currency ?? 'CHF';
  const options = ((booking.options as { option: string; quantity: number }[] | undefined) ?? []).map(
    (item): Line => {
      const option = store.get('options', item.option);
      const event = option && store.get('events', text(option.event));
      const price = option?.price;
      return {
        label: `${item.quantity} × ${text(option?.name)}`,
        amount:
          typeof price === 'number'
            ? { minor: price * item.quantity, currency: text(event?.currency) || currency }
            : null,
      };
    },
  );
  const postal = booking.delivery_method === 'postal';
  const fees = postal
    ? store.children('bookings', 'deliveries', booking.pid).map((delivery): Line => ({
        label: `${m.deliveryFee} (${text(delivery.name)})`,
        amount: { minor: minor(delivery.price), currency: text(delivery.currency) || currency },
      }))
    : [];
  const sums = new Map<string, number>();
  const add = (amount: Amount | null) => {
    if (amount) sums.set(amount.currency, (sums.get(amount.currency) ?? 0) + amount.minor);
  };
  shows.forEach((show) => show.tickets.forEach((ticket) => add(ticket.price)));
  options.forEach((line) => add(line.amount));
  fees.forEach((line) => add(line.amount));
  return {
    m,
    locale,
    to: text(person?.email),
    greeting: greeting(m, person),
    number: text(booking.pid_readable),
    shows,
    options,
    delivery: postal ? `${m.deliveryPostal} ${addressOf(person)}` : m.deliveryDigital,
    fees,
    totals:
      sums.size > 0
        ? [...sums].map(([code, sum]) => ({ currency: code, minor: sum }))
        : [{ currency, minor: 0 }],
    host: text(store.get('hosts', booking._host)?.name),
  };
}

function plainText(c: Content): string {
  const { m } = c;
  const kv = (label: string, value: string) => `${label}${m.colon}${value}`;
  const lines = [`${c.greeting},`, '', m.intro, '', kv(m.bookingNumber, c.number)];
  for (const show of c.shows) {
    lines.push('', kv(m.event, show.event), kv(m.show, show.start), kv(m.venue, show.venue));
    lines.push('', m.tickets);
    for (const t of show.tickets) {
      lines.push(`- ${m.ticket} ${t.code} · ${kv(m.seat, t.seat)} · ${kv(m.price, money(t.price))}`);
      if (t.options.length > 0) lines.push(`  ${kv(m.ticketOptions, t.options.join('; '))}`);
    }
  }
  if (c.options.length > 0) {
    lines.push('', m.bookingOptions);
    for (const line of c.options)
      lines.push(`- ${line.amount ? kv(line.label, money(line.amount)) : line.label}`);
  }
  lines.push('', kv(m.delivery, c.delivery));
  for (const fee of c.fees) lines.push(kv(fee.label, fee.amount ? money(fee.amount) : ''));
  lines.push('', kv(m.total, c.totals.map(money).join(' + ')), '', m.closing, '', m.regards, c.host);
  return `${lines.join('\n')}\n`;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

function html(c: Content): string {
  const { m } = c;
  const e = escapeHtml;
  const kv = (label: string, value: string) => `${e(label)}${e(m.colon)}${e(value)}`;
  const out = [
    `<p>${e(c.greeting)},</p>`,
    `<p>${e(m.intro)}</p>`,
    `<p><strong>${kv(m.bookingNumber, c.number)}</strong></p>`,
  ];
  for (const show of c.shows) {
    const head = [m.ticket, m.seat, m.price, m.ticketOptions].map((h) => `<th>${e(h)}</th>`).join('');
    const rows = show.tickets.map((t) =>
      [t.code, t.seat, money(t.price), t.options.join('; ')].map((v) => `<td>${e(v)}</td>`).join(''),
    );
    out.push(
      `<h2>${e(show.event)}</h2>`,
      `<p>${kv(m.show, show.start)}<br>${kv(m.venue, show.venue)}</p>`,
      `<table><thead><tr>${head}</tr></thead><tbody>`,
      ...rows.map((row) => `<tr>${row}</tr>`),
      '</tbody></table>',
    );
  }
  if (c.options.length > 0) {
    const items = c.options.map((l) => `<li>${l.amount ? kv(l.label, money(l.amount)) : e(l.label)}</li>`);
    out.push(`<h3>${e(m.bookingOptions)}</h3>`, `<ul>${items.join('')}</ul>`);
  }
  out.push(`<p>${kv(m.delivery, c.delivery)}</p>`);
  for (const fee of c.fees) out.push(`<p>${kv(fee.label, fee.amount ? money(fee.amount) : '')}</p>`);
  out.push(
    `<p><strong>${kv(m.total, c.totals.map(money).join(' + '))}</strong></p>`,
    `<p>${e(m.closing)}</p>`,
    `<p>${e(m.regards)}<br>${e(c.host)}</p>`,
  );
  return `<!doctype html><html lang="${c.locale}"><body>${out.join('\n')}</body></html>`;
}

/** The confirmation e-mail of a (confirmed) booking as stored. */
export function renderConfirmation(store: Store, booking: StoredRecord): MailContent {
  const content = gather(store, booking);
  const subjectEvent = [...new Set(content.shows.map((show) => show.event))].join(', ');
  return {
    locale: content.locale,
    to: content.to,
    subject: content.m.subject(subjectEvent, content.number),
    text: plainText(content),
    html: html(content),
  };
}
