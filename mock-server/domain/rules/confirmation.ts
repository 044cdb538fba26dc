/**
 * Confirmation (§3, DESIGN.md §4): `PATCH {confirmation: true}` moves a booking to confirmed
 * when, in this order,
 *
 * 1. its tickets were not released (409 `booking_expired`);
 * 2. it has at least one ticket (409 `booking_empty`);
 * 3. the customer has `firstname`, `lastname`, a valid `email`, and for postal delivery a full
 *    address (409 `customer_incomplete` naming `customer.firstname`, `customer.address.zip`, …);
 * 4. every ticket answers every required ticket option group of its event (409
 *    `ticket_option_required`, one error per ticket and group at `tickets[i].ticket_options`,
 *    `i` being the ticket's place in the booking's tickets in creation order);
 * 5. every option of the booking is an option of an event of its tickets (409
 *    `validation_failed` at `options[i].option`);
 * 6. with `delivery: true` a delivery rate of the host applies: one in the booking's currency
 *    (its tickets' events' currency) for the customer's country, else the one in that currency
 *    without a country; the first created wins. A rate in another currency never applies: the
 *    fee is part of the booking's total, so it is charged in the tickets' currency. With none,
 *    409 `delivery_not_available`; without `delivery` every event of the tickets allows digital
 *    dispatch, else 409 `digital_dispatch_not_allowed`.
 *
 * Postal confirmation adds one Delivery record with the rate's name, price and currency as they
 * are now.
 */
import { z } from 'zod';
import { DEFAULT_RATE_CURRENCY } from '../../schemas/delivery-rates';
import type { PropertyError } from '../errors';
import type { Pid } from '../model';
import type { Store, Stored, StoredData } from '../store';
import { newPid } from '../pids';
import { optionItems, ticketOptionsOf } from './counters';
import type { RecordChange, RecordRules } from './types';
import { bookingLabel, nameOf, refuse, summarise } from './support';

type Person = Stored<'persons'>;

const isEmail = (value: unknown): boolean =>
  typeof value === 'string' && z.email({ pattern: z.regexes.html5Email }).safeParse(value).success;
const filled = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

const ADDRESS_FIELDS = ['address1', 'zip', 'city', 'country'] as const;

/** The currencies of a booking's tickets (their events'): one, unless it mixes events. */
function currenciesOf(store: Store, tickets: readonly Stored<'tickets'>[]): Set<string> {
  const currencies = new Set<string>();
  for (const ticket of tickets) {
    const currency = store.ref('events', store.get('shows', ticket.show)?.event)?.currency;
    if (typeof currency === 'string') currencies.add(currency);
  }
  return currencies;
}

/**
 * The host's delivery rate for a country in one of the booking's currencies: the country's own,
 * else the one for every country.
 */
function deliveryRate(
  store: Store,
  host: string,
  country: string | null | undefined,
  currencies: ReadonlySet<string>,
): Stored<'deliveryrates'> | undefined {
  const rates = store
    .select('deliveryrates', 'host', host)
    // A rate restored from state written before rates had a currency is in the default one.
    .filter((rate) =>
      currencies.has(typeof rate.currency === 'string' ? rate.currency : DEFAULT_RATE_CURRENCY),
    );
  return rates.find((rate) => rate.country === country) ?? rates.find((rate) => rate.country === null);
}

function customerFaults(person: Person | undefined, postal: boolean): PropertyError[] {
  const faults: PropertyError[] = [];
  for (const field of ['firstname', 'lastname'] as const) {
    if (!filled(person?.[field]))
      faults.push({ property_path: `customer.${field}`, message: `The customer has no ${field}.` });
  }
  if (!isEmail(person?.email)) {
    faults.push({
      property_path: 'customer.email',
      message: filled(person?.email)
        ? 'The customer’s e-mail address is not valid.'
        : 'The customer has no e-mail address.',
    });
  }
  if (postal) {
    for (const field of ADDRESS_FIELDS) {
      // `?.`: a restored snapshot may hold a person without an address.
      if (!filled(person?.address?.[field])) {
        faults.push({
          property_path: `customer.address.${field}`,
          message: `Postal delivery needs the customer's ${field === 'address1' ? 'street address (address1)' : field}.`,
        });
      }
    }
  }
  return faults;
}

function unanswered(store: Store, tickets: readonly Stored<'tickets'>[]): PropertyError[] {
  const required = new Map<Pid, Stored<'ticketoptiongroups'>[]>();
  const groupsOf = (event: Pid): Stored<'ticketoptiongroups'>[] => {
    let groups = required.get(event);
    if (!groups) {
      groups = store.select('ticketoptiongroups', 'event', event).filter((group) => group.required === true);
      required.set(event, groups);
    }
    return groups;
  };
  const faults: PropertyError[] = [];
  tickets.forEach((ticket, i) => {
    const event = store.get('shows', ticket.show)?.event;
    if (event === undefined) return;
    const answered = new Set(
      ticketOptionsOf(ticket).map((option) => store.get('ticketoptions', option)?.ticket_option_group),
    );
    for (const group of groupsOf(event)) {
      if (answered.has(group.pid)) continue;
      faults.push({
        property_path: `tickets[${i}].ticket_options`,
        message: `Ticket ${ticket.pid} does not answer the required group "${nameOf(group, group.pid)}" (${group.pid}).`,
      });
    }
  });
  return faults;
}

function confirmable(store: Store, change: RecordChange<'bookings'>): void {
  const { before, after, input, path } = change;
  const label = bookingLabel(before, before.pid);
  const what = `Could not confirm booking ${label}`;
  const at = (errors: PropertyError[]) =>
    errors.map((e) => ({ ...e, property_path: `${path}${e.property_path}` }));
  const fail = (code: Parameters<typeof refuse>[0], errors: PropertyError[]) => {
    throw refuse(code, `${what}: ${summarise(errors)}`, at(errors));
  };
  if (before.released === true) {
    fail('booking_expired', [
      { property_path: 'confirmation', message: `Booking ${label} expired and its tickets were released.` },
    ]);
  }
  const tickets = store.select('tickets', 'booking', before.pid);
  if (tickets.length === 0) {
    fail('booking_empty', [{ property_path: 'confirmation', message: `Booking ${label} has no tickets.` }]);
  }
  const postal = input.delivery === true;
  const person = store.get('persons', after.customer);
  const incomplete = customerFaults(person, postal);
  if (incomplete.length > 0) fail('customer_incomplete', incomplete);
  const missing = unanswered(store, tickets);
  if (missing.length > 0) fail('ticket_option_required', missing);

  const events = new Map<Pid, Stored<'events'>>();
  for (const ticket of tickets) {
    const event = store.ref('events', store.get('shows', ticket.show)?.event);
    if (event) events.set(event.pid, event);
  }
  const strays: PropertyError[] = [];
  optionItems(after).forEach((item, i) => {
    const option = store.get('options', item.option);
    if (option && !events.has(option.event)) {
      strays.push({
        property_path: `options[${i}].option`,
        message: `Option ${nameOf(option, item.option)} is of event ${nameOf(store.get('events', option.event), option.event)}, for which the booking has no ticket.`,
      });
    }
  });
  if (strays.length > 0) fail('validation_failed', strays);

  if (postal) {
    const country = person?.address?.country;
    const currencies = currenciesOf(store, tickets);
    if (!deliveryRate(store, before._host, country, currencies)) {
      fail('delivery_not_available', [
        {
          property_path: 'delivery',
          message: `No delivery rate of the host in ${[...currencies].join(' or ')} applies to country ${String(country)}.`,
        },
      ]);
    }
  } else {
    const postalOnly = [...events.values()].filter((event) => event.allow_digital_dispatch === false);
    if (postalOnly.length > 0) {
      fail(
        'digital_dispatch_not_allowed',
        postalOnly.map((event) => ({
          property_path: 'delivery',
          message: `Event ${nameOf(event, event.pid)} does not allow digital dispatch; confirm with delivery: true.`,
        })),
      );
    }
  }
}

const confirming = ({ before, after }: RecordChange<'bookings'>): boolean =>
  before.confirmation !== true && after.confirmation === true;

function addDelivery(store: Store, booking: Stored<'bookings'>, now: number): void {
  const person = store.get('persons', booking.customer);
  const currencies = currenciesOf(store, store.select('tickets', 'booking', booking.pid));
  const rate = deliveryRate(store, booking._host, person?.address?.country, currencies);
  if (!rate) return;
  const delivery: StoredData<'deliveries'> = {
    // A delivery's pid is a UUID, which `newPid` gives as a string.
    pid: String(newPid(store, 'deliveries')),
    _host: booking._host,
    _seq: store.nextSeq(),
    booking: booking.pid,
    delivery_rate: rate.pid,
    name: rate.name,
    price: rate.price,
    currency: typeof rate.currency === 'string' ? rate.currency : DEFAULT_RATE_CURRENCY,
    created: now,
    updated: now,
  };
  store.insert('deliveries', delivery);
}

export const confirmationRules: RecordRules = {
  name: 'confirmation',
  beforeUpdate(ctx, resource, changes) {
    if (resource !== 'bookings') return;
    for (const change of changes) if (confirming(change)) confirmable(ctx.store, change);
  },
  afterUpdate(ctx, resource, changes) {
    if (resource !== 'bookings') return;
    for (const change of changes) {
      if (confirming(change) && change.input.delivery === true) {
        addDelivery(ctx.store, change.after, ctx.now);
      }
    }
  },
};
