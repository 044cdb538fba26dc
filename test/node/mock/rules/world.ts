/**
 * The small, crowded world of the model-based test: two events at a venue of two small sectors,
 * a required question, limitations of both scopes (one shared by two options), limited options,
 * an event that allows postal delivery only, a complete and an incomplete customer, and three
 * empty bookings to start with.
 */
import { createMock, type Actor, type Mock } from '../../../../mock-server/index';

export interface World {
  mock: Mock;
  demo: Actor;
  /** [Parkett (3 places, category 1), Balkon (2 places, category 2)]. */
  sectors: [string, string];
  /** Shows 0 and 1 of the first event, show 2 of the second (postal only). */
  shows: [string, string, string];
  /** Price per show event and sector: prices[event][sector]. */
  prices: [[string, string], [string, string]];
  /** Answers per event: for each group, its options. The first group of event 0 is required. */
  answers: [string[][], string[][]];
  /** [per booking 2 and 3 overall (event 0), 2 overall (event 1)]. */
  options: [string, string];
  /** [complete with an address in CH, without e-mail]. */
  customers: [string, string];
}

export function world(): World {
  const mock = createMock();
  const demo = mock.actor('demo');
  const host = demo.hosts[0]!;
  const make = (resource: Parameters<Mock['records']['create']>[1], body: Record<string, unknown>) =>
    String(mock.records.create(demo, resource, body).pids[0]);
  const venue = make('venues', { host, name: 'Keller', city: 'Basel' });
  const sectors: [string, string] = [
    make('sectors', { host: venue, name: 'Parkett', price_category: 1, capacity: 3 }),
    make('sectors', { host: venue, name: 'Balkon', price_category: 2, capacity: 2 }),
  ];
  const events = [
    make('events', { host, name: 'Kabarett', currency: 'CHF' }),
    make('events', { host, name: 'Lesung', currency: 'CHF', allow_digital_dispatch: false }),
  ] as const;
  const shows: [string, string, string] = [
    make('shows', { event: events[0], venue, start: '2026-09-01 20:00:00' }),
    make('shows', { event: events[0], venue, start: '2026-09-02 20:00:00' }),
    make('shows', { event: events[1], venue, start: '2026-09-03 20:00:00' }),
  ];
  const prices = events.map((event) => [
    make('prices', { event, name: 'Normal', price_category: 1, price: 30 }),
    make('prices', { event, name: 'Balkon', price_category: 2, price: 20 }),
  ]) as World['prices'];
  const group = (event: string, name: string, required: boolean, names: string[]) => {
    const pid = make('ticketoptiongroups', { event, name, required });
    return names.map((option) => make('ticketoptions', { ticket_option_group: pid, name: option, price: 2 }));
  };
  const question = group(events[0], 'Rollstuhl?', true, ['Ja', 'Nein']);
  const menu = group(events[0], 'Menü', false, ['Fisch', 'Vegi']);
  const drink = group(events[1], 'Getränk', false, ['Wein', 'Wasser']);
  const limit = (ticket_options: string[], limitation: number, scope: string) =>
    make('ticketoptionlimitations', { ticket_options, limitation, scope });
  limit([question[0]!], 2, 'show');
  limit([question[0]!, menu[0]!], 3, 'event');
  limit([drink[0]!], 1, 'event');
  const options: [string, string] = [
    make('options', { event: events[0], name: 'Parkplatz', items_per_booking: 2, limitation: 3 }),
    make('options', { event: events[1], name: 'Buch', limitation: 2 }),
  ];
  const customers: [string, string] = [
    make('persons', {
      firstname: 'Anna',
      lastname: 'Muster',
      email: 'anna@example.ch',
      address: { address1: 'Rheinweg 3', zip: '4058', city: 'Basel', country: 'CH' },
    }),
    make('persons', { firstname: 'Bruno', lastname: 'Beispiel' }),
  ];
  make('deliveryrates', { host, name: 'Post', country: 'CH', price: 6 });
  for (const customer of [customers[0], customers[0], customers[1]]) make('bookings', { customer });
  return { mock, demo, sectors, shows, prices, answers: [[question, menu], [drink]], options, customers };
}

/** The event (0 or 1) of a show of the world. */
export const eventOf = (show: number): 0 | 1 => (show < 2 ? 0 : 1);

/** Ticket options from one choice per group (0: none, 1 and 2: an option), for a show's event. */
export function choose(w: World, show: number, choice: readonly number[]): string[] {
  return w.answers[eventOf(show)].flatMap((options, i) => {
    const pick = choice[i] ?? 0;
    return pick === 0 ? [] : [options[pick - 1]!];
  });
}
