/**
 * A concert across the border: two nights in Konstanz (Germany), sold in euros, with one large
 * standing sector and a seated balcony. The venue keeps its own zone (Europe/Berlin), so show
 * times read with the venue's offset.
 */
import { addDays, tickets, type SeedWriter } from './demo-build';
import type { DemoPeople } from './demo-people';

const STANDING_CAPACITY = 1200;

export interface Concert {
  readonly venue: string;
  readonly sectors: { readonly standing: string; readonly balcony: string };
  readonly event: string;
  readonly shows: readonly string[];
  readonly prices: {
    readonly standing: string;
    readonly standingReduced: string;
    readonly balcony: string;
    readonly balconyReduced: string;
  };
  readonly bookings: readonly number[];
}

export function createConcert(w: SeedWriter, people: DemoPeople): Concert {
  const venue = w.create('venues', {
    host: w.host,
    name: 'Kulturhalle am Seerhein',
    city: 'Konstanz',
    timezone: 'Europe/Berlin',
  });
  const [standing, balcony] = w.createAll('sectors', [
    { host: venue, name: 'Stehplatz', price_category: 1, capacity: STANDING_CAPACITY },
    { host: venue, name: 'Balkon (Sitzplätze)', price_category: 2, capacity: 180 },
  ]) as [string, string];
  const event = w.create('events', {
    host: w.host,
    name: 'The Lakeside Lights – Live in Konstanz',
    currency: 'EUR',
    allow_digital_dispatch: true,
  });
  const friday = w.nextWeekday(5, 21);
  const shows = w.createAll('shows', [
    { event, venue, start: w.wallTime(friday, '20:00') },
    { event, venue, start: w.wallTime(addDays(friday, 1), '20:00') },
  ]);
  const [standingPrice, standingReduced, balconyPrice, balconyReduced] = w.createAll('prices', [
    { event, name: 'Stehplatz', price_category: 1, price: 49 },
    { event, name: 'Stehplatz ermäßigt (Schüler, Studierende)', price_category: 1, price: 39.5 },
    { event, name: 'Sitzplatz Balkon', price_category: 2, price: 69 },
    { event, name: 'Sitzplatz Balkon ermäßigt', price_category: 2, price: 59.5 },
  ]) as [string, string, string, string];

  const { persons } = people;
  const [first, second] = shows as [string, string];
  const bookings = [
    w.book({
      customer: persons.hannah,
      tickets: tickets(2, { show: first, sector: standing, price: standingPrice }),
    }),
    w.book({
      customer: persons.james,
      tickets: [
        { show: second, sector: balcony, price: balconyPrice },
        { show: second, sector: balcony, price: balconyReduced },
      ],
    }),
  ];
  return {
    venue,
    sectors: { standing, balcony },
    event,
    shows,
    prices: {
      standing: standingPrice,
      standingReduced,
      balcony: balconyPrice,
      balconyReduced,
    },
    bookings,
  };
}
