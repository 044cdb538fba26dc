/**
 * The main stage of Demo Theater: "Die Dreigroschenoper" with 24 shows over twelve weeks
 * (Friday evenings and Sunday matinées) in three seated price categories, and a jubilee gala in
 * the same house whose tickets are sent by post only. The house has a seat plan
 * (`demo-plan.ts`): each sector's capacity is its number of seats, and a ticket sent without a
 * seat gets the best available one, as a buyer's would.
 *
 * The premiere's Loge is nearly sold out: 10 of its 12 places are in confirmed bookings.
 */
import { addDays, tickets, type SeedWriter } from './demo-build';
import type { DemoPeople } from './demo-people';
import { theatrePlan, type PlanSeat, type TheatrePlan } from './demo-plan';

const THEATRE_SHOW_COUNT = 24;
const LOGE_CAPACITY = 12;

type Category = 'parkett' | 'balkon' | 'loge';

export interface TheatreHouse {
  readonly venue: string;
  readonly sectors: Readonly<Record<Category, string>>;
  readonly plan: TheatrePlan;
}

/** The seats of the house by sector, in the plan's order, each with its pid. */
export type TheatreSeats = Readonly<Record<Category, readonly (PlanSeat & { readonly pid: string })[]>>;

export interface Theatre extends TheatreHouse {
  readonly event: string;
  /** In date order; the first is the premiere. */
  readonly shows: readonly string[];
  readonly prices: Readonly<Record<Category, { adult: string; reduced: string; child: string }>>;
  readonly bookings: readonly number[];
}

export interface Gala {
  readonly event: string;
  readonly show: string;
  readonly prices: Readonly<Record<Category, string>>;
  readonly bookings: readonly number[];
}

/**
 * The house: Parkett, Balkon and Loge are price categories 1, 2 and 3, each as large as its part
 * of the plan. Its seats come from `createTheatreSeats`.
 */
export function createTheatreHouse(w: SeedWriter): TheatreHouse {
  const plan = theatrePlan();
  if (plan.loge.length !== LOGE_CAPACITY) throw new Error('The Loge has 12 seats.');
  const venue = w.create('venues', { host: w.host, name: 'Theater am Seefeld', city: 'Zürich' });
  const [parkett, balkon, loge] = w.createAll('sectors', [
    { host: venue, name: 'Parkett', price_category: 1, capacity: plan.parkett.length },
    { host: venue, name: 'Balkon', price_category: 2, capacity: plan.balkon.length },
    { host: venue, name: 'Loge', price_category: 3, capacity: plan.loge.length },
  ]) as [string, string, string];
  return { venue, sectors: { parkett, balkon, loge }, plan };
}

/** The seats of the plan, one array request per sector. */
export function createTheatreSeats(w: SeedWriter, house: TheatreHouse): TheatreSeats {
  const seats = (category: Category) => {
    const plan = house.plan[category];
    const pids = w.createAll(
      'seats',
      plan.map((seat) => ({ sector: house.sectors[category], ...seat })),
    );
    return plan.map((seat, i) => ({ ...seat, pid: pids[i]! }));
  };
  return { parkett: seats('parkett'), balkon: seats('balkon'), loge: seats('loge') };
}

/** Friday 19:30 and Sunday 15:00 (matinée) for twelve weeks, starting in a week's time. */
function schedule(w: SeedWriter): string[] {
  const firstFriday = w.nextWeekday(5, 7);
  const starts: string[] = [];
  for (let week = 0; week < THEATRE_SHOW_COUNT / 2; week++) {
    const friday = addDays(firstFriday, week * 7);
    starts.push(w.wallTime(friday, '19:30'), w.wallTime(addDays(friday, 2), '15:00'));
  }
  return starts;
}

const PRICE_NAMES = {
  adult: 'Erwachsene',
  reduced: 'Ermässigt (AHV, Studierende, Legi)',
  child: 'Kinder bis 16 Jahre',
} as const;

const AMOUNTS: Record<Category, Record<keyof typeof PRICE_NAMES, number>> = {
  parkett: { adult: 89, reduced: 65, child: 35 },
  balkon: { adult: 69, reduced: 49, child: 25 },
  loge: { adult: 120, reduced: 95, child: 60 },
};

const CATEGORY: Record<Category, number> = { parkett: 1, balkon: 2, loge: 3 };
const CATEGORIES = Object.keys(CATEGORY) as Category[];

export function createTheatre(w: SeedWriter, house: TheatreHouse, people: DemoPeople): Theatre {
  const event = w.create('events', {
    host: w.host,
    name: 'Die Dreigroschenoper',
    currency: 'CHF',
    allow_digital_dispatch: true,
  });
  const shows = w.createAll(
    'shows',
    schedule(w).map((start) => ({ event, venue: house.venue, start })),
  );
  const kinds = Object.keys(PRICE_NAMES) as (keyof typeof PRICE_NAMES)[];
  const pids = w.createAll(
    'prices',
    CATEGORIES.flatMap((category) =>
      kinds.map((kind) => ({
        event,
        name: PRICE_NAMES[kind],
        price_category: CATEGORY[category],
        price: AMOUNTS[category][kind],
      })),
    ),
  );
  const prices = Object.fromEntries(
    CATEGORIES.map((category, c) => [
      category,
      Object.fromEntries(kinds.map((kind, k) => [kind, pids[c * kinds.length + k]!])),
    ]),
  ) as unknown as Theatre['prices'];

  const { persons } = people;
  const { sectors } = house;
  const [premiere, , third, , fifth] = shows as [string, string, string, string, string];
  const loge = (price: string) => ({ show: premiere, sector: sectors.loge, price });
  const bookings = [
    // The premiere's Loge: 4 + 4 + 2 of 12 places.
    w.book({
      customer: persons.anna,
      tickets: [...tickets(2, loge(prices.loge.adult)), ...tickets(2, loge(prices.loge.reduced))],
    }),
    w.book({ customer: persons.reto, tickets: tickets(4, loge(prices.loge.adult)) }),
    w.book({ customer: persons.james, tickets: tickets(2, loge(prices.loge.adult)), postal: true }),
    w.book({
      customer: persons.thomas,
      tickets: tickets(2, { show: third, sector: sectors.parkett, price: prices.parkett.adult }),
    }),
    w.book({
      customer: persons.sophie,
      tickets: [
        { show: fifth, sector: sectors.balkon, price: prices.balkon.adult },
        ...tickets(2, { show: fifth, sector: sectors.balkon, price: prices.balkon.child }),
      ],
    }),
  ];
  return { ...house, event, shows, prices, bookings };
}

/** The jubilee gala: printed commemorative tickets, so postal delivery only. */
export function createGala(w: SeedWriter, house: TheatreHouse, people: DemoPeople): Gala {
  const event = w.create('events', {
    host: w.host,
    name: 'Jubiläumsgala – 50 Jahre Theater am Seefeld',
    currency: 'CHF',
    allow_digital_dispatch: false,
  });
  const show = w.create('shows', {
    event,
    venue: house.venue,
    start: w.wallTime(w.nextWeekday(6, 42), '19:00'),
  });
  const [parkett, balkon, loge] = w.createAll('prices', [
    { event, name: 'Gala-Ticket Parkett', price_category: 1, price: 150 },
    { event, name: 'Gala-Ticket Balkon', price_category: 2, price: 110 },
    { event, name: 'Gala-Ticket Loge mit Apéro', price_category: 3, price: 220 },
  ]) as [string, string, string];
  const bookings = [
    w.book({
      customer: people.persons.luca,
      tickets: tickets(2, { show, sector: house.sectors.parkett, price: parkett }),
      postal: true,
    }),
  ];
  return { event, show, prices: { parkett, balkon, loge }, bookings };
}
