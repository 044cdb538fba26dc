/**
 * Turns validated write input into stored records: defaults for what was left out, wire values
 * into stored ones (wall times into instants in the right zone, amounts into minor units), and
 * the fields the service derives (a booking's `pid_readable` and host, a ticket's `code`,
 * `seat_string` and denormalized copies, taken when the ticket is written).
 *
 * Decisions: denormalized ticket fields are copies as of the last write of the ticket (renaming
 * the event later does not rewrite sold tickets); a booking's `expires` is fixed at creation from
 * the `releasePeriod` in force then, so changing the setting affects new bookings only.
 */
import { DEFAULT_RATE_CURRENCY } from '../../schemas/delivery-rates';
import type { ResourceName } from '../../schemas/registry-types';
import { getResource } from '../../schemas/resources';
import { hostZone, type Actor } from '../access';
import type { MockConfig } from '../config';
import { readableBookingPid } from '../ids';
import { isFields } from '../model';
import type { Store } from '../store';
import { seatString } from '../rules/seat-string';
import { parseWallTime, toMinorUnits } from '../time';

export interface BuildContext {
  readonly store: Store;
  readonly actor: Actor;
  readonly now: number;
  readonly config: MockConfig;
}

type Data = Record<string, unknown>;

const isOptionItem = (item: unknown): item is { option: string; quantity: number } =>
  isFields(item) && typeof item.option === 'string' && typeof item.quantity === 'number';

// `address2` is "a string that may be empty" in the interface description: never null.
const EMPTY_ADDRESS = { address1: null, address2: '', zip: null, city: null, country: null };

/** Values of the fields a create may leave out, as the contract documents them. */
const DEFAULTS: { readonly [N in ResourceName]?: (b: BuildContext, input: Data) => Data } = {
  events: () => ({ allow_digital_dispatch: true }),
  venues: (b, input) => ({
    timezone: hostZone(b.store, typeof input.host === 'string' ? input.host : undefined),
  }),
  ticketoptiongroups: () => ({ required: false }),
  ticketoptions: () => ({ price: null }),
  options: () => ({ items_per_booking: null, limitation: null, price: null }),
  deliveryrates: () => ({ country: null, currency: DEFAULT_RATE_CURRENCY }),
  persons: (b) => ({
    host: b.actor.hosts[0],
    salutation: null,
    firstname: null,
    lastname: null,
    company: null,
    email: null,
    newsletter: false,
    mailing: false,
    locale: null,
  }),
  bookings: () => ({ confirmation: false, delivery_method: null, options: [], released: false }),
  tickets: () => ({ ticket_options: [] }),
  seats: () => ({ accessible: false }),
};

export function defaultsFor(b: BuildContext, name: ResourceName, input: Data): Data {
  return DEFAULTS[name]?.(b, input) ?? {};
}

/** The zone a record's written wall times are in: a show's start is in its venue's zone. */
function writeZone(b: BuildContext, name: ResourceName, merged: Data): string {
  if (name === 'shows') {
    const zone = b.store.ref('venues', merged.venue)?.timezone;
    if (typeof zone === 'string') return zone;
  }
  return hostZone(b.store, b.actor.hosts[0]);
}

/**
 * Wire values of `input` in stored form; `current` supplies what a partial edit leaves out.
 * Written into `out` (a create passes the record it builds, so the fields are not copied twice).
 */
export function storedFields(
  b: BuildContext,
  name: ResourceName,
  input: Data,
  current: Data,
  out: Data = {},
): Data {
  const fields = getResource(name).fields;
  const bookings = name === 'bookings';
  for (const key of Object.keys(input)) {
    // `delivery` only qualifies a booking's confirmation; neither is a field of the booking.
    if (bookings && (key === 'delivery' || key === 'confirmation')) continue;
    const value = input[key];
    const kind = Object.hasOwn(fields, key) ? fields[key]?.kind : undefined;
    if (kind === 'money' && typeof value === 'number') out[key] = toMinorUnits(value);
    else if (kind === 'datetime' && typeof value === 'string') {
      out[key] = parseWallTime(value, writeZone(b, name, { ...current, ...input })) ?? null;
    } else out[key] = value;
  }
  if (name === 'persons' && 'address' in input) {
    const base = isFields(current.address) ? current.address : { pid: b.store.ids.uuid(), ...EMPTY_ADDRESS };
    const address: Data = { ...base, ...(isFields(input.address) ? input.address : {}) };
    address.address2 ??= '';
    out.address = address;
  }
  if (bookings) {
    if (Array.isArray(input.options)) {
      out.options = input.options
        .filter(isOptionItem)
        .filter((item) => item.quantity > 0)
        .map((item) => ({ option: item.option, quantity: item.quantity }));
    }
  }
  return out;
}

/** Adds the derived fields to `data` (a complete record), from what it references now. */
export function derive(b: BuildContext, name: ResourceName, data: Data, creating: boolean): void {
  const { store } = b;
  if (name === 'persons' && creating && data.address === undefined) {
    data.address = { pid: store.ids.uuid(), ...EMPTY_ADDRESS };
  }
  if (name === 'bookings') {
    if (typeof data.pid === 'number') data.pid_readable = readableBookingPid(data.pid);
    data.host = store.ref('persons', data.customer)?.host ?? null;
    if (creating && typeof data.created === 'number') data.expires = data.created + b.config.releasePeriod;
  }
  if (name === 'tickets') deriveTicket(store, data);
}

function deriveTicket(store: Store, data: Data): void {
  const booking = store.ref('bookings', data.booking);
  const show = store.ref('shows', data.show);
  const event = show && store.get('events', show.event);
  const host = event && store.get('hosts', event.host);
  const venue = show && store.get('venues', show.venue);
  const sector = store.ref('sectors', data.sector);
  const price = store.ref('prices', data.price);
  data.code = String(data.pid).toUpperCase();
  data.confirmation = booking?.confirmation === true;
  data.seat = typeof data.seat === 'string' ? data.seat : null;
  data.seat_string = seatString(store, data, event?.host);
  data.denormalized_host_name = host?.name ?? '';
  data.denormalized_event_name = event?.name ?? '';
  data.denormalized_show_start = show?.start ?? null;
  data.denormalized_venue_name = venue?.name ?? '';
  data.denormalized_sector_name = sector?.name ?? '';
  data.denormalized_price_name = price?.name ?? '';
  // A copy of the price's amount, as the other denormalized fields copy a name: the interface
  // description lists it beside them. Ticket options are priced on their own records.
  data.denormalized_price_including_vat = typeof price?.price === 'number' ? price.price : 0;
  data.denormalized_currency_pid = event?.currency ?? '';
}
