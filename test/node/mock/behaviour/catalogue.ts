/**
 * Builds a small event set-up and a booking through the public interface, in the typical orders
 * of the interface description (§4.1 rule 2): venue, sectors, event, shows, prices; then
 * person, booking, tickets.
 */
import assert from 'node:assert/strict';
import type { Api, JsonObject } from './harness';

export const HOST_NAME = 'Demo Theater';

export const VENUE = { name: 'Stadttheater', city: 'Bern' };
export const PARKETT = { name: 'Parkett', price_category: 1, capacity: 100 };
export const BALKON = { name: 'Balkon', price_category: 2, capacity: 50 };
export const EVENT = { name: 'Die Zauberflöte', allow_digital_dispatch: true, currency: 'CHF' };
export const SHOW_STARTS = ['2026-12-31 19:30:00', '2027-01-02 17:00:00'] as const;
export const ADULT = { name: 'Erwachsene', price_category: 1, price: 49.5 };
export const CHILD = { name: 'Kinder', price_category: 1, price: 25 };
export const BALCONY_PRICE = { name: 'Balkon', price_category: 2, price: 30 };
export const GROUP = { name: 'Rollstuhlplatz?', required: false };
export const YES = { name: 'Ja', price: 5 };
export const NO = { name: 'Nein' };
export const OPTION = { name: 'Parkplatz', items_per_booking: 1, limitation: 10 };

export const ANNA = {
  salutation: 'f',
  firstname: 'Anna',
  lastname: 'Muster',
  company: 'Muster AG',
  email: 'anna.muster@example.ch',
  newsletter: true,
  mailing: false,
  locale: 'de',
  address: { address1: 'Bahnhofstrasse 1', address2: '', zip: '3011', city: 'Bern', country: 'CH' },
} as const;

export const BRUNO = { firstname: 'Bruno', lastname: 'Beispiel', email: 'bruno@example.ch' } as const;

export interface EventSetup {
  host: string;
  venue: string;
  parkett: string;
  balkon: string;
  event: string;
  shows: [string, string];
  adult: string;
  child: string;
  balconyPrice: string;
  group: string;
  yes: string;
  no: string;
  limitation: string;
  option: string;
}

export interface Catalogue extends EventSetup {
  anna: string;
  bruno: string;
  booking: number;
  /** Anna's booking: an adult and a child ticket in the Parkett of the first show. */
  tickets: [string, string];
}

/** The pid of the token user's first host (`GET /hosts/`). */
export async function firstHost(api: Api, token?: string): Promise<string> {
  const { items } = await api.list('/hosts/', token === undefined ? undefined : { token });
  assert.ok(items.length >= 1, 'the user has a host');
  return items[0]!.pid as string;
}

/** The event set-up of the demo host; call it first in a test. */
export function setUpEvent(api: Api): Promise<EventSetup> {
  return api.fixture('event', () => buildEvent(api));
}

async function buildEvent(api: Api): Promise<EventSetup> {
  const host = await firstHost(api);
  const venue = (await api.create('venues', { host, ...VENUE })) as string;
  const [parkett, balkon] = (await api.createMany('sectors', [
    { host: venue, ...PARKETT },
    { host: venue, ...BALKON },
  ])) as [string, string];
  const event = (await api.create('events', { host, ...EVENT })) as string;
  const shows = [
    (await api.create('shows', { event, venue, start: SHOW_STARTS[0] })) as string,
    (await api.create('shows', { event, venue, start: SHOW_STARTS[1] })) as string,
  ] as [string, string];
  const [adult, child, balconyPrice] = (await api.createMany('prices', [
    { event, ...ADULT },
    { event, ...CHILD },
    { event, ...BALCONY_PRICE },
  ])) as [string, string, string];
  const group = (await api.create('ticketoptiongroups', { event, ...GROUP })) as string;
  const yes = (await api.create('ticketoptions', { ticket_option_group: group, ...YES })) as string;
  const no = (await api.create('ticketoptions', { ticket_option_group: group, ...NO })) as string;
  const limitation = (await api.create('ticketoptionlimitations', {
    ticket_options: [yes],
    limitation: 4,
    scope: 'show',
  })) as string;
  const option = (await api.create('options', { event, ...OPTION })) as string;
  return {
    host,
    venue,
    parkett,
    balkon,
    event,
    shows,
    adult,
    child,
    balconyPrice,
    group,
    yes,
    no,
    limitation,
    option,
  };
}

/** The event set-up plus Anna's booking with two tickets and Bruno; call it first in a test. */
export function setUpCatalogue(api: Api): Promise<Catalogue> {
  return api.fixture('catalogue', () => buildCatalogue(api));
}

async function buildCatalogue(api: Api): Promise<Catalogue> {
  const setup = await buildEvent(api);
  const anna = (await api.create('persons', ANNA)) as string;
  const bruno = (await api.create('persons', BRUNO)) as string;
  const booking = (await api.create('bookings', { customer: anna })) as number;
  const tickets = (await api.createMany('tickets', [
    { booking, show: setup.shows[0], price: setup.adult, sector: setup.parkett },
    { booking, show: setup.shows[0], price: setup.child, sector: setup.parkett },
  ])) as [string, string];
  return { ...setup, anna, bruno, booking, tickets };
}

/** A booking of `customer` with one ticket per entry of `shows` (Parkett, adult price). */
export async function bookShows(
  api: Api,
  setup: EventSetup,
  customer: string,
  shows: readonly string[],
): Promise<{ booking: number; tickets: string[] }> {
  const booking = (await api.create('bookings', { customer })) as number;
  const tickets: string[] = [];
  for (const show of shows) {
    tickets.push(
      (await api.create('tickets', { booking, show, price: setup.adult, sector: setup.parkett })) as string,
    );
  }
  return { booking, tickets };
}

/** The fields of `expected` as `record` has them. */
export function pick(record: JsonObject, expected: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(expected).map((key) => [key, key in record ? record[key] : '(missing)']),
  );
}
