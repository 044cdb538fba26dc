/**
 * A three-day open-air festival in Locarno (CHF), one show per day. It carries every kind of
 * extra the contract knows:
 *
 * - per-ticket questions (ticket option groups): a shuttle bus from the station (yes/no, the
 *   "yes" seats limited per show) and a required meal choice with prices, where the vegetarian
 *   and vegan meals share one limit over the whole festival (scope `event`);
 * - per-booking options: parking (one per booking, 40 spaces in all) and the programme booklet
 *   (up to four per booking).
 */
import { addDays, type SeedWriter, type TicketSpec } from './demo-build';
import type { DemoPeople } from './demo-people';

const SHUTTLE_SEATS_PER_SHOW = 120;
const PLANT_BASED_MEALS = 300;
const PARKING_SPACES = 40;

export interface Festival {
  readonly venue: string;
  readonly sectors: { readonly lawn: string; readonly grandstand: string };
  readonly event: string;
  /** Friday, Saturday, Sunday. */
  readonly shows: readonly string[];
  readonly prices: {
    readonly lawnAdult: string;
    readonly lawnReduced: string;
    readonly lawnChild: string;
    readonly grandstandAdult: string;
    readonly grandstandReduced: string;
  };
  readonly groups: { readonly shuttle: string; readonly meal: string };
  readonly ticketOptions: {
    readonly shuttleYes: string;
    readonly shuttleNo: string;
    readonly vegetarian: string;
    readonly vegan: string;
    readonly regular: string;
  };
  readonly limitations: { readonly shuttle: string; readonly plantBased: string };
  readonly options: { readonly parking: string; readonly booklet: string };
  readonly bookings: readonly number[];
}

export function createFestival(w: SeedWriter, people: DemoPeople): Festival {
  const venue = w.create('venues', { host: w.host, name: 'Lido di Locarno – Open Air', city: 'Locarno' });
  const [lawn, grandstand] = w.createAll('sectors', [
    { host: venue, name: 'Prato / Wiese (Stehplatz)', price_category: 1, capacity: 2500 },
    { host: venue, name: 'Tribuna / Tribüne', price_category: 2, capacity: 400 },
  ]) as [string, string];
  const event = w.create('events', {
    host: w.host,
    name: 'Lago Sonoro Festival',
    currency: 'CHF',
    allow_digital_dispatch: true,
  });
  const friday = w.nextWeekday(5, 49);
  const shows = w.createAll(
    'shows',
    [0, 1, 2].map((day) => ({
      event,
      venue,
      start: w.wallTime(addDays(friday, day), day === 0 ? '17:00' : '14:00'),
    })),
  );
  const [lawnAdult, lawnReduced, lawnChild, grandstandAdult, grandstandReduced] = w.createAll('prices', [
    { event, name: 'Pass giornaliero / Tagespass – Adulti', price_category: 1, price: 79 },
    { event, name: 'Pass giornaliero / Tagespass – Ridotto (AVS, studenti)', price_category: 1, price: 59 },
    { event, name: 'Pass giornaliero / Tagespass – Bambini 6–15', price_category: 1, price: 25 },
    { event, name: 'Tribuna / Tribüne – Adulti', price_category: 2, price: 119 },
    { event, name: 'Tribuna / Tribüne – Ridotto (AVS, studenti)', price_category: 2, price: 95 },
  ]) as [string, string, string, string, string];

  const [shuttle, meal] = w.createAll('ticketoptiongroups', [
    { event, name: 'Navetta dalla stazione di Locarno? / Shuttle bus from the station?', required: false },
    { event, name: 'Pasto / Meal', required: true },
  ]) as [string, string];
  const [shuttleYes, shuttleNo, vegetarian, vegan, regular] = w.createAll('ticketoptions', [
    { ticket_option_group: shuttle, name: 'Sì / Yes', price: 6 },
    { ticket_option_group: shuttle, name: 'No' },
    { ticket_option_group: meal, name: 'Vegetariano / Vegetarian', price: 24 },
    { ticket_option_group: meal, name: 'Vegano / Vegan', price: 24 },
    { ticket_option_group: meal, name: 'Classico / Regular', price: 26.5 },
  ]) as [string, string, string, string, string];
  const [shuttleLimit, plantBased] = w.createAll('ticketoptionlimitations', [
    { ticket_options: [shuttleYes], limitation: SHUTTLE_SEATS_PER_SHOW, scope: 'show' },
    { ticket_options: [vegetarian, vegan], limitation: PLANT_BASED_MEALS, scope: 'event' },
  ]) as [string, string];
  const [parking, booklet] = w.createAll('options', [
    {
      event,
      name: 'Parcheggio Lido / Parking',
      items_per_booking: 1,
      limitation: PARKING_SPACES,
      price: 15,
    },
    { event, name: 'Libretto del programma / Programme booklet', items_per_booking: 4, price: 8 },
  ]) as [string, string];

  const { persons } = people;
  const [, saturday, sunday] = shows as [string, string, string];
  const onLawn = (show: string, price: string, answers: string[]): TicketSpec => ({
    show,
    sector: lawn,
    price,
    ticket_options: answers,
  });
  const bookings = [
    // A family: shuttle for the adults, a meal each; parking and two booklets.
    w.book({
      customer: persons.giulia,
      tickets: [
        onLawn(saturday, lawnAdult, [shuttleYes, vegetarian]),
        onLawn(saturday, lawnAdult, [shuttleYes, regular]),
        onLawn(saturday, lawnChild, [shuttleNo, vegan]),
      ],
      options: [
        { option: parking, quantity: 1 },
        { option: booklet, quantity: 2 },
      ],
    }),
    w.book({
      customer: persons.marco,
      tickets: [
        { show: sunday, sector: grandstand, price: grandstandAdult, ticket_options: [regular] },
        { show: sunday, sector: grandstand, price: grandstandReduced, ticket_options: [vegan] },
      ],
      options: [{ option: parking, quantity: 1 }],
    }),
  ];
  return {
    venue,
    sectors: { lawn, grandstand },
    event,
    shows,
    prices: { lawnAdult, lawnReduced, lawnChild, grandstandAdult, grandstandReduced },
    groups: { shuttle, meal },
    ticketOptions: { shuttleYes, shuttleNo, vegetarian, vegan, regular },
    limitations: { shuttle: shuttleLimit, plantBased },
    options: { parking, booklet },
    bookings,
  };
}
