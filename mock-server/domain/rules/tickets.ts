/**
 * What makes a ticket valid (§2 "Ticket"): it is reserved in a booking that is still open
 * (not confirmed: 409 `booking_confirmed`; not released: 409 `booking_expired`), its sector is a
 * sector of the show's venue (409 `validation_failed` at `sector`), and its price is a price of
 * the show's event with the sector's price category (409 `price_not_applicable` at `price`).
 *
 * An edit is checked on what it changes: moving a ticket to another booking, show, sector or
 * price checks the new combination; a ticket of a confirmed booking cannot change at all. A ticket
 * can always be deleted, also one of a confirmed booking (a cancellation): its place comes back.
 */
import type { PropertyError } from '../errors';
import type { Store, Stored } from '../store';
import type { RecordChange, RecordRules } from './types';
import { bookingLabel, createPath, nameOf, refuse, showLabel, summarise, ticketAction } from './support';

type Ticket = Stored<'tickets'>;

interface Faults {
  readonly confirmed: PropertyError[];
  readonly expired: PropertyError[];
  readonly invalid: PropertyError[];
  readonly price: PropertyError[];
}

const noFaults = (): Faults => ({ confirmed: [], expired: [], invalid: [], price: [] });

/** Faults of the booking a ticket is written into. */
function checkBooking(store: Store, ticket: Ticket, at: string, faults: Faults): void {
  const booking = store.get('bookings', ticket.booking);
  if (!booking) return;
  const label = bookingLabel(booking, ticket.booking);
  if (booking.confirmation === true) {
    faults.confirmed.push({
      property_path: `${at}booking`,
      message: `Booking ${label} is confirmed and takes no more tickets.`,
    });
  } else if (booking.released === true) {
    faults.expired.push({
      property_path: `${at}booking`,
      message: `Booking ${label} expired: its tickets were released and it takes no more tickets.`,
    });
  }
}

/** Faults of the show, sector and price combination of a ticket. */
function checkPlace(store: Store, ticket: Ticket, at: string, faults: Faults): void {
  const show = store.get('shows', ticket.show);
  const sector = store.get('sectors', ticket.sector);
  const price = store.get('prices', ticket.price);
  if (!show || !sector || !price) return;
  if (sector.host !== show.venue) {
    const venue = store.get('venues', show.venue);
    faults.invalid.push({
      property_path: `${at}sector`,
      message: `Sector ${nameOf(sector, sector.pid)} is not a sector of venue ${nameOf(venue, show.venue)}, where show ${showLabel(store, show.pid)} takes place.`,
    });
  }
  if (price.event !== show.event) {
    const event = store.get('events', show.event);
    faults.price.push({
      property_path: `${at}price`,
      message: `Price ${nameOf(price, price.pid)} is not a price of event ${nameOf(event, show.event)} of show ${showLabel(store, show.pid)}.`,
    });
  } else if (price.price_category !== sector.price_category) {
    faults.price.push({
      property_path: `${at}price`,
      message: `Price ${nameOf(price, price.pid)} has price category ${String(price.price_category)}; sector ${nameOf(sector, sector.pid)} has price category ${String(sector.price_category)}.`,
    });
  }
}

function throwFaults(what: string, faults: Faults): void {
  const order = [
    ['booking_confirmed', faults.confirmed],
    ['booking_expired', faults.expired],
    ['validation_failed', faults.invalid],
    ['price_not_applicable', faults.price],
  ] as const;
  for (const [code, errors] of order) {
    if (errors.length > 0) throw refuse(code, `${what}: ${summarise(errors)}`, errors);
  }
}

function beforeCreateTickets(store: Store, records: readonly Ticket[]): void {
  const faults = noFaults();
  for (const ticket of records) {
    const at = createPath(ticket);
    checkBooking(store, ticket, at, faults);
    checkPlace(store, ticket, at, faults);
  }
  throwFaults(ticketAction(true, records), faults);
}

const PLACE_FIELDS = ['show', 'sector', 'price'] as const;

function beforeUpdateTickets(store: Store, changes: readonly RecordChange<'tickets'>[]): void {
  const faults = noFaults();
  for (const { before, after, path } of changes) {
    const current = store.get('bookings', before.booking);
    if (current?.confirmation === true) {
      faults.confirmed.push({
        property_path: path.replace(/\.$/, ''),
        message: `Ticket ${before.pid} belongs to booking ${bookingLabel(current, before.booking)}, which is confirmed and cannot change.`,
      });
      continue;
    }
    if (after.booking !== before.booking) checkBooking(store, after, path, faults);
    if (PLACE_FIELDS.some((field) => after[field] !== before[field])) checkPlace(store, after, path, faults);
  }
  const tickets = changes.map((change) => change.before);
  throwFaults(ticketAction(false, tickets), faults);
}

export const ticketRules: RecordRules = {
  name: 'tickets',
  beforeCreate(ctx, resource, records) {
    if (resource === 'tickets') beforeCreateTickets(ctx.store, records);
  },
  beforeUpdate(ctx, resource, changes) {
    if (resource === 'tickets') beforeUpdateTickets(ctx.store, changes);
  },
};
