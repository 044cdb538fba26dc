/**
 * The studio stage: a French-language guest performance of "Le Petit Prince" with four shows.
 * The first is sold out: every place of both sectors is in a confirmed booking (a school class
 * and several families), so availability and the "sold out" paths can be shown on real data.
 */
import { addDays, tickets, type SeedWriter } from './demo-build';
import type { DemoPeople } from './demo-people';

const STUDIO_CAPACITY = { salle: 36, galerie: 12 } as const;

export interface Studio {
  readonly venue: string;
  readonly sectors: { readonly salle: string; readonly galerie: string };
  readonly event: string;
  /** In date order; the first is sold out. */
  readonly shows: readonly string[];
  readonly bookings: readonly number[];
}

export function createStudio(w: SeedWriter, people: DemoPeople): Studio {
  const venue = w.create('venues', { host: w.host, name: 'Studiobühne am Seefeld', city: 'Zürich' });
  const [salle, galerie] = w.createAll('sectors', [
    { host: venue, name: 'Saal', price_category: 1, capacity: STUDIO_CAPACITY.salle },
    { host: venue, name: 'Galerie', price_category: 2, capacity: STUDIO_CAPACITY.galerie },
  ]) as [string, string];
  const event = w.create('events', {
    host: w.host,
    name: 'Le Petit Prince (en français)',
    currency: 'CHF',
    allow_digital_dispatch: true,
  });
  const firstWednesday = w.nextWeekday(3, 10);
  const shows = w.createAll(
    'shows',
    [0, 7, 14, 21].map((days) => ({
      event,
      venue,
      start: w.wallTime(addDays(firstWednesday, days), days === 14 ? '14:30' : '19:00'),
    })),
  );
  const [full, reduced, child, galleryFull, galleryReduced] = w.createAll('prices', [
    { event, name: 'Plein tarif', price_category: 1, price: 42 },
    { event, name: 'Tarif réduit (AVS, étudiants)', price_category: 1, price: 28 },
    { event, name: 'Enfants jusqu’à 16 ans', price_category: 1, price: 18 },
    { event, name: 'Plein tarif', price_category: 2, price: 32 },
    { event, name: 'Tarif réduit (AVS, étudiants)', price_category: 2, price: 22 },
  ]) as [string, string, string, string, string];

  const { persons } = people;
  const show = shows[0]!;
  const hall = (price: string) => ({ show, sector: salle, price });
  const gallery = (price: string) => ({ show, sector: galerie, price });
  // 36 in the hall: a class of 22 with 2 teachers, then three families of four.
  const bookings = [
    w.book({
      customer: persons.camille,
      tickets: [...tickets(22, hall(child)), ...tickets(2, hall(reduced))],
    }),
    w.book({
      customer: persons.claire,
      tickets: [...tickets(2, hall(full)), ...tickets(2, hall(child))],
    }),
    w.book({ customer: persons.sophie, tickets: tickets(4, hall(full)) }),
    w.book({
      customer: persons.nina,
      tickets: [...tickets(3, hall(full)), hall(reduced)],
    }),
    // 12 in the gallery.
    w.book({ customer: persons.anna, tickets: tickets(6, gallery(galleryFull)) }),
    w.book({
      customer: persons.thomas,
      tickets: [...tickets(2, gallery(galleryFull)), ...tickets(2, gallery(galleryReduced))],
    }),
    w.book({ customer: persons.james, tickets: tickets(2, gallery(galleryReduced)) }),
    // A later show, so the others are not all empty.
    w.book({
      customer: persons.claire,
      tickets: tickets(2, { show: shows[2]!, sector: salle, price: full }),
    }),
  ];
  return { venue, sectors: { salle, galerie }, event, shows, bookings };
}
