/**
 * What a booking costs, from the service's own records and never from the browser: each
 * ticket's price including VAT (its Price record), the surcharge of each ticket option on it, each extra
 * (booking option) times its quantity, and for postal delivery the host's rate in the tickets'
 * currency for the customer's country (else its rate for every other country), as the service
 * applies it on confirmation. Money is summed in minor units, never as floats.
 *
 * The charge also keeps what it priced (`items`: the tickets with their show, sector, seat,
 * price and answers; the extras; the delivery), so that the gateway can tell whether the
 * booking changed before the payment arrived, and can reserve the same tickets again when the
 * service released them.
 */
import { toMinorUnits } from '../../api/format.js';
import { isObject } from '../json-values.js';
import { GatewayError } from '../problem.js';
import type { Upstream } from '../upstream.js';

/** A ticket as it was priced: enough to reserve the same one again. */
interface TicketSpec {
  pid: string;
  show: string;
  sector: string;
  seat: string | null;
  price: string;
  ticket_options: string[];
}

interface OptionSpec {
  option: string;
  quantity: number;
}

export interface Charge {
  booking: string;
  bookingNumber: string;
  customer: string;
  email: string | null;
  locale: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  delivery: boolean;
  tickets: TicketSpec[];
  options: OptionSpec[];
  /** A digest of what was priced: equal for two reads of an unchanged booking. */
  fingerprint: string;
}

/** The booking as the service holds it, read for a payment. */
export interface BookingView {
  pid: string;
  pidReadable: string;
  confirmed: boolean;
  released: boolean;
  /** Epoch ms of the release of an unconfirmed booking, or null. */
  expires: number | null;
  host: string | null;
  customer: Record<string, unknown> | null;
  customerPid: string;
  tickets: Record<string, unknown>[];
  options: OptionSpec[];
}

const unreadable = () =>
  new GatewayError('upstream_unavailable', 'The ticketing service sent an unreadable booking.');

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Reads the booking with its tickets and customer. */
export async function readBookingView(upstream: Upstream, booking: string): Promise<BookingView> {
  const response = await upstream.answer(
    upstream.client.GET('/bookings/{pid}', {
      params: { path: { pid: Number(booking) }, query: { properties: { tickets: 1, customer: 1 } } },
    }),
  );
  const record = await upstream.json(response);
  if (!isObject(record)) throw unreadable();
  const customer = isObject(record.customer) ? record.customer : null;
  const expires = text(record.expires);
  return {
    pid: String(record.pid),
    pidReadable: text(record.pid_readable) ?? String(record.pid),
    confirmed: record.confirmation === true,
    released: record.released === true,
    expires: expires === null ? null : Date.parse(expires),
    host: text(record.host),
    customer,
    customerPid: customer ? String(customer.pid) : String(record.customer),
    tickets: Array.isArray(record.tickets) ? record.tickets.filter(isObject) : [],
    options: (Array.isArray(record.options) ? record.options.filter(isObject) : []).map((item) => ({
      option: String(item.option),
      quantity: Number(item.quantity),
    })),
  };
}

/** The price field of a record read by pid, in minor units (0 when it has none). */
async function priceOf(
  upstream: Upstream,
  path: '/prices/{pid}' | '/ticketoptions/{pid}' | '/options/{pid}',
  pid: string,
) {
  const response = await upstream.answer(upstream.client.GET(path, { params: { path: { pid } } }));
  const record = await upstream.json(response);
  if (!isObject(record)) throw unreadable();
  return record.price === null || record.price === undefined ? 0 : toMinorUnits(String(record.price));
}

/**
 * The host's postal fee for `country` in the tickets' `currency`, as the service applies it on
 * confirmation: a rate in another currency never applies.
 */
async function deliveryFee(
  upstream: Upstream,
  host: string,
  country: string | null,
  currency: string,
): Promise<number> {
  const response = await upstream.answer(
    upstream.client.GET('/deliveryrates/', { params: { query: { filters: { host } } } }),
  );
  const rates = await upstream.json(response);
  const list = (Array.isArray(rates) ? rates.filter(isObject) : []).filter(
    (candidate) => String(candidate.currency ?? 'CHF').toUpperCase() === currency,
  );
  const rate =
    list.find((candidate) => country !== null && candidate.country === country) ??
    list.find((candidate) => candidate.country === null);
  if (!rate) {
    throw new GatewayError('payment_unavailable', 'Postal delivery is not available to this address.', [
      {
        property_path: 'delivery',
        message: `No delivery rate in ${currency} applies to the customer’s country.`,
      },
    ]);
  }
  return toMinorUnits(String(rate.price));
}

function ticketSpec(ticket: Record<string, unknown>): TicketSpec {
  return {
    pid: String(ticket.pid),
    show: String(ticket.show),
    sector: String(ticket.sector),
    seat: text(ticket.seat),
    price: String(ticket.price),
    ticket_options: Array.isArray(ticket.ticket_options) ? ticket.ticket_options.map(String).sort() : [],
  };
}

async function digest(value: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(hash, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What `view` costs with the delivery chosen; 409 `payment_unavailable` when it cannot be paid. */
export async function chargeOf(upstream: Upstream, view: BookingView, delivery: boolean): Promise<Charge> {
  if (view.tickets.length === 0) {
    throw new GatewayError('payment_unavailable', 'The booking holds no tickets to pay for.');
  }
  const currencies = new Set(
    view.tickets.map((ticket) => String(ticket.denormalized_currency_pid).toUpperCase()),
  );
  if (currencies.size !== 1) {
    throw new GatewayError('payment_unavailable', 'The tickets of this booking are in several currencies.');
  }
  const currency = [...currencies][0]!;
  const tickets = view.tickets.map(ticketSpec);
  // Each price as its record says it (VAT included), as the widget's summary shows it (the
  // ticket's denormalized copy is the same amount), then the surcharge of each ticket option.
  const pricePids = [...new Set(tickets.map((ticket) => ticket.price))];
  const prices = new Map(
    await Promise.all(
      pricePids.map(async (pid) => [pid, await priceOf(upstream, '/prices/{pid}', pid)] as const),
    ),
  );
  let amount = 0;
  for (const ticket of tickets) amount += prices.get(ticket.price)!;

  const ticketOptionPids = [...new Set(tickets.flatMap((ticket) => ticket.ticket_options))];
  const ticketOptionPrices = new Map(
    await Promise.all(
      ticketOptionPids.map(
        async (pid) => [pid, await priceOf(upstream, '/ticketoptions/{pid}', pid)] as const,
      ),
    ),
  );
  for (const ticket of tickets) {
    for (const option of ticket.ticket_options) amount += ticketOptionPrices.get(option)!;
  }
  const options = view.options.filter((item) => item.quantity > 0);
  const optionPrices = await Promise.all(
    options.map((item) => priceOf(upstream, '/options/{pid}', item.option)),
  );
  options.forEach((item, i) => (amount += item.quantity * optionPrices[i]!));

  if (delivery) {
    const address = isObject(view.customer?.address) ? view.customer.address : {};
    const country = text(address.country);
    amount += await deliveryFee(upstream, view.host ?? '', country, currency);
  }
  const sortedTickets = [...tickets].sort((a, b) => a.pid.localeCompare(b.pid));
  const sortedOptions = [...options].sort((a, b) => a.option.localeCompare(b.option));
  const fingerprint = await digest({
    tickets: sortedTickets,
    options: sortedOptions,
    delivery,
    amount,
    currency,
  });
  const locale = text(view.customer?.locale);
  return {
    booking: view.pid,
    bookingNumber: view.pidReadable,
    customer: view.customerPid,
    email: text(view.customer?.email),
    locale: locale && ['de', 'fr', 'it', 'en'].includes(locale) ? locale : 'en',
    amount,
    currency,
    delivery,
    tickets,
    options,
    fingerprint,
  };
}
