/**
 * Events set up in the mock as a back office would, for the widget tests. The default is a
 * small, complete one: two sectors (Balkon has 3 places), three prices, a required question
 * with a limited answer, a question that is not required, two booking options, a delivery
 * rate for Switzerland; variations switch parts off or add shows.
 */
import type { Chain } from './mock-chain.js';

export interface EventSpec {
  name?: string;
  allowDigital?: boolean;
  /** Wall times in Europe/Zurich; default two shows in December. */
  shows?: string[];
  /** Ticket option groups (default true). */
  questions?: boolean;
  /** Booking options (default true). */
  options?: boolean;
  /** A show in a second venue whose only sector is fully reserved. */
  soldOutShow?: boolean;
  /** The venue's IANA zone (default Europe/Zurich). */
  timeZone?: string;
}

export interface Catalogue {
  event: string;
  host: string;
  shows: string[];
  soldOutShow?: string;
  parkett: string;
  balkon: string;
  adult: string;
  child: string;
  balcony: string;
  menu?: { group: string; meat: string; veggie: string };
  wheelchair?: { group: string; yes: string };
  parking?: string;
  booklet?: string;
}

export const DEFAULT_SHOWS = ['2026-12-31 19:30:00', '2027-01-02 17:00:00'];

/** `count` evening shows from 2026-12-02 on, every other day. */
export function manyShows(count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(2026, 11, 2 + 2 * i));
    return `${date.toISOString().slice(0, 10)} 19:30:00`;
  });
}

export async function createEvent(chain: Chain, spec: EventSpec = {}): Promise<Catalogue> {
  const hosts = (await (await chain.backOffice('GET', '/hosts/')).json()) as { pid: string }[];
  const host = hosts[0]!.pid;
  const venue = await chain.create('venues', {
    host,
    name: 'Stadttheater',
    city: 'Bern',
    ...(spec.timeZone ? { timezone: spec.timeZone } : {}),
  });
  const parkett = await chain.create('sectors', {
    host: venue,
    name: 'Parkett',
    price_category: 1,
    capacity: 100,
  });
  const balkon = await chain.create('sectors', {
    host: venue,
    name: 'Balkon',
    price_category: 2,
    capacity: 3,
  });
  const event = await chain.create('events', {
    host,
    name: spec.name ?? 'Die Zauberflöte',
    allow_digital_dispatch: spec.allowDigital ?? true,
    currency: 'CHF',
  });
  const shows: string[] = [];
  for (const start of spec.shows ?? DEFAULT_SHOWS)
    shows.push(await chain.create('shows', { event, venue, start }));
  const adult = await chain.create('prices', { event, name: 'Adult', price_category: 1, price: 49.5 });
  const child = await chain.create('prices', { event, name: 'Child', price_category: 1, price: 20 });
  const balcony = await chain.create('prices', { event, name: 'Balcony', price_category: 2, price: 30 });
  await chain.create('deliveryrates', { host, name: 'Post', price: 5, country: 'CH' });
  const catalogue: Catalogue = { event, host, shows, parkett, balkon, adult, child, balcony };

  if (spec.questions ?? true) {
    const menuGroup = await chain.create('ticketoptiongroups', { event, name: 'Dinner', required: true });
    const meat = await chain.create('ticketoptions', {
      ticket_option_group: menuGroup,
      name: 'Meat',
      price: 15,
    });
    const veggie = await chain.create('ticketoptions', {
      ticket_option_group: menuGroup,
      name: 'Veggie',
      price: 15,
    });
    await chain.create('ticketoptionlimitations', { ticket_options: [veggie], limitation: 1, scope: 'show' });
    const chair = await chain.create('ticketoptiongroups', {
      event,
      name: 'Wheelchair space',
      required: false,
    });
    const yes = await chain.create('ticketoptions', { ticket_option_group: chair, name: 'Yes' });
    catalogue.menu = { group: menuGroup, meat, veggie };
    catalogue.wheelchair = { group: chair, yes };
  }
  if (spec.options ?? true) {
    catalogue.parking = await chain.create('options', {
      event,
      name: 'Parking',
      items_per_booking: 1,
      price: 10,
    });
    catalogue.booklet = await chain.create('options', {
      event,
      name: 'Programme',
      items_per_booking: 5,
      limitation: 100,
      price: 5,
    });
  }
  if (spec.soldOutShow) {
    const cellar = await chain.create('venues', { host, name: 'Kellerbühne', city: 'Bern' });
    const seats = await chain.create('sectors', {
      host: cellar,
      name: 'Saal',
      price_category: 1,
      capacity: 2,
    });
    const show = await chain.create('shows', { event, venue: cellar, start: '2026-12-20 20:00:00' });
    await reserve(chain, show, seats, adult, 2);
    catalogue.soldOutShow = show;
  }
  return catalogue;
}

/** Another buyer reserves `count` tickets (through the back office). */
export async function reserve(chain: Chain, show: string, sector: string, price: string, count: number) {
  const customer = await chain.create('persons', { firstname: 'Other', lastname: 'Buyer' });
  const booking = await chain.create('bookings', { customer });
  const tickets = Array.from({ length: count }, () => ({ booking: Number(booking), show, sector, price }));
  const response = await chain.backOffice('POST', '/tickets/', tickets);
  if (response.status !== 201) throw new Error(`reserving: ${await response.text()}`);
  return booking;
}
