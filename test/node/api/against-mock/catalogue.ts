/**
 * A small catalogue created through the typed client on a fresh mock: two venues, three events
 * with shows in summer (UTC+2) and winter (UTC+1) time, prices on both sides of a few
 * thresholds, two customers and two bookings with tickets. The expected values of the tests are
 * these definitions, never what the mock answered.
 */
import type { ApiClient } from '../../../../src/api/client.js';
import { createRecord, createRecords } from '../../../../src/api/create.js';
import { unwrap } from '../../../../src/api/errors.js';

export const SHOW_STARTS = {
  /** 19:30 in Zurich, summer time: 17:30 UTC. */
  hamletSummer: '2026-07-01 19:30:00',
  /** 19:30 in Zurich, winter time: 18:30 UTC. */
  hamletWinter: '2026-12-05 19:30:00',
  faust: '2026-07-15 20:00:00',
  carmen: '2026-08-01 18:00:00',
} as const;

export const HAMLET_PRICES = [
  { name: 'Normal', price_category: 1, price: 35.5 },
  { name: 'Reduced', price_category: 1, price: 20 },
  { name: 'Balcony', price_category: 2, price: 50 },
  { name: 'Box', price_category: 3, price: 120 },
] as const;

export interface Catalogue {
  host: string;
  venues: { bern: string; zurich: string };
  sectors: { stalls: string; balcony: string; box: string; hall: string };
  events: { hamlet: string; faust: string; carmen: string };
  shows: { hamletSummer: string; hamletWinter: string; faust: string; carmen: string };
  /** Hamlet's prices by name; Faust's and Carmen's single price. */
  prices: { normal: string; reduced: string; balcony: string; box: string; faust: string; carmen: string };
  persons: { anna: string; beat: string };
  bookings: { anna: number; beat: number };
}

export async function buildCatalogue(client: ApiClient): Promise<Catalogue> {
  const [host] = unwrap(await client.GET('/hosts/'));
  if (!host) throw new Error('The user has no host');
  const venue = (name: string, city: string) =>
    createRecord(client, '/venues/', { host: host.pid, name, city });
  const venues = {
    bern: await venue('Stadttheater', 'Bern'),
    zurich: await venue('Schauspielhaus', 'Zürich'),
  };

  const [stalls, balcony, box] = await createRecords(client, '/sectors/', [
    { host: venues.bern, name: 'Stalls', price_category: 1, capacity: 100 },
    { host: venues.bern, name: 'Balcony', price_category: 2, capacity: 50 },
    { host: venues.bern, name: 'Box', price_category: 3, capacity: 2 },
  ]);
  const [hall] = await createRecords(client, '/sectors/', [
    { host: venues.zurich, name: 'Hall', price_category: 1, capacity: 200 },
  ]);

  const event = (name: string, allowDigital: boolean, currency: 'CHF' | 'EUR') =>
    createRecord(client, '/events/', {
      host: host.pid,
      name,
      allow_digital_dispatch: allowDigital,
      currency,
    });
  const events = {
    hamlet: await event('Hamlet', true, 'CHF'),
    faust: await event('Faust', false, 'CHF'),
    carmen: await event('Carmen', true, 'EUR'),
  };
  const show = (eventPid: string, venuePid: string, start: string) =>
    createRecord(client, '/shows/', { event: eventPid, venue: venuePid, start });
  const shows = {
    hamletSummer: await show(events.hamlet, venues.bern, SHOW_STARTS.hamletSummer),
    hamletWinter: await show(events.hamlet, venues.bern, SHOW_STARTS.hamletWinter),
    faust: await show(events.faust, venues.zurich, SHOW_STARTS.faust),
    carmen: await show(events.carmen, venues.bern, SHOW_STARTS.carmen),
  };

  const [normal, reduced, balconyPrice, boxPrice] = await createRecords(
    client,
    '/prices/',
    HAMLET_PRICES.map((price) => ({ event: events.hamlet, ...price })),
  );
  const [faustPrice, carmenPrice] = await createRecords(client, '/prices/', [
    { event: events.faust, name: 'Normal', price_category: 1, price: 42 },
    { event: events.carmen, name: 'Normal', price_category: 1, price: 60 },
  ]);

  const persons = {
    anna: await createRecord(client, '/persons/', {
      firstname: 'Anna',
      lastname: 'Muster',
      email: 'anna@example.ch',
    }),
    beat: await createRecord(client, '/persons/', {
      firstname: 'Beat',
      lastname: 'Keller',
      company: 'Keller AG',
    }),
  };
  const bookings = {
    anna: await createRecord(client, '/bookings/', { customer: persons.anna }),
    beat: await createRecord(client, '/bookings/', { customer: persons.beat }),
  };
  await createRecords(client, '/tickets/', [
    { booking: bookings.anna, show: shows.hamletSummer, price: normal!.pid, sector: stalls!.pid },
    { booking: bookings.anna, show: shows.hamletSummer, price: reduced!.pid, sector: stalls!.pid },
  ]);
  await createRecords(client, '/tickets/', [
    { booking: bookings.beat, show: shows.hamletWinter, price: balconyPrice!.pid, sector: balcony!.pid },
  ]);

  return {
    host: host.pid,
    venues,
    sectors: { stalls: stalls!.pid, balcony: balcony!.pid, box: box!.pid, hall: hall!.pid },
    events,
    shows,
    prices: {
      normal: normal!.pid,
      reduced: reduced!.pid,
      balcony: balconyPrice!.pid,
      box: boxPrice!.pid,
      faust: faustPrice!.pid,
      carmen: carmenPrice!.pid,
    },
    persons,
    bookings,
  };
}
