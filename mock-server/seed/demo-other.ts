/**
 * Second Stage, the host of user `other`: a small theatre in Bern with one production, a
 * customer and a confirmed booking of its own, so that isolation can be seen from both sides.
 */
import { addDays, tickets, type SeedWriter } from './demo-build';

export interface SecondStage {
  readonly deliveryRate: string;
  readonly venue: string;
  readonly sector: string;
  readonly event: string;
  readonly shows: readonly string[];
  readonly prices: { readonly regular: string; readonly reduced: string };
  readonly person: string;
  readonly bookings: readonly number[];
}

export function createSecondStage(w: SeedWriter): SecondStage {
  const deliveryRate = w.create('deliveryrates', {
    host: w.host,
    name: 'Postversand Schweiz',
    country: 'CH',
    price: 7,
    currency: 'CHF',
  });
  const venue = w.create('venues', { host: w.host, name: 'Kleintheater Marktgasse', city: 'Bern' });
  const sector = w.create('sectors', { host: venue, name: 'Saal', price_category: 1, capacity: 80 });
  const event = w.create('events', {
    host: w.host,
    name: 'Warten auf Godot',
    currency: 'CHF',
    allow_digital_dispatch: true,
  });
  const thursday = w.nextWeekday(4, 14);
  const shows = w.createAll(
    'shows',
    [0, 1, 2].map((day) => ({ event, venue, start: w.wallTime(addDays(thursday, day), '20:00') })),
  );
  const [regular, reduced] = w.createAll('prices', [
    { event, name: 'Normalpreis', price_category: 1, price: 38 },
    { event, name: 'AHV / Legi', price_category: 1, price: 28 },
  ]) as [string, string];
  const person = w.create('persons', {
    salutation: 'm',
    firstname: 'Beat',
    lastname: 'Zaugg',
    email: 'beat.zaugg@example.com',
    locale: 'de',
    address: { address1: 'Kramgasse 9', zip: '3011', city: 'Bern', country: 'CH' },
  });
  const bookings = [
    w.book({ customer: person, tickets: tickets(2, { show: shows[0]!, sector, price: regular }) }),
  ];
  return { deliveryRate, venue, sector, event, shows, prices: { regular, reduced }, person, bookings };
}
