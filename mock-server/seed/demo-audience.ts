/**
 * The theatre's audience: regular theatre-goers and what they have booked, so that the seat map
 * of a show looks like a real house's. The premiere is well sold, the first matinée and the
 * second Friday less so; groups of one to six sit together, most of them in the front and middle
 * rows, and a few buyers are still in the checkout (their seats are reserved, not sold, until
 * the release period after the load has passed).
 *
 * Every booking names its seats (`seat` on each ticket), picked by a seeded generator among the
 * seats still free for the show, so a load gives the same house every time.
 */
import { Random } from './large-data';
import type { SeedWriter, TicketSpec } from './demo-build';
import type { Theatre, TheatreSeats } from './demo-theatre';

type Category = keyof TheatreSeats;
type Seat = TheatreSeats[Category][number];

export interface Audience {
  readonly persons: readonly string[];
  readonly bookings: readonly number[];
  /** Unconfirmed bookings whose tickets hold seats. */
  readonly held: readonly number[];
}

const RANDOM_SEED = 0x5ea75;

const FIRST_NAMES = [
  'Andrea',
  'Beat',
  'Corinne',
  'Daniel',
  'Esther',
  'Fabian',
  'Gabriela',
  'Hans',
  'Irène',
  'Jonas',
  'Katrin',
  'Lorenz',
  'Monika',
  'Niklaus',
  'Olivia',
  'Peter',
  'Regula',
  'Simon',
  'Tanja',
  'Urs',
  'Vreni',
  'Walter',
  'Yvonne',
  'Ruedi',
];
const LAST_NAMES = [
  'Ammann',
  'Bachmann',
  'Egli',
  'Frey',
  'Gasser',
  'Hofmann',
  'Iseli',
  'Kunz',
  'Lüthi',
  'Marti',
  'Nussbaum',
  'Portmann',
  'Roth',
  'Suter',
  'Tanner',
  'Vogel',
  'Wyss',
  'Zürcher',
];
const PLACES = [
  { zip: '8008', city: 'Zürich' },
  { zip: '8032', city: 'Zürich' },
  { zip: '8700', city: 'Küsnacht' },
  { zip: '8703', city: 'Erlenbach' },
  { zip: '8800', city: 'Thalwil' },
  { zip: '8400', city: 'Winterthur' },
];
const CUSTOMERS = 24;

/** Group sizes and how often each occurs. */
const GROUP_SIZES = [1, 2, 3, 4, 5, 6] as const;
const GROUP_WEIGHTS = [8, 50, 10, 22, 4, 6] as const;

interface Sale {
  /** Index into the production's shows. */
  readonly show: number;
  /** Share of each sector's seats to sell. */
  readonly sold: Readonly<Record<Category, number>>;
  /** Group sizes of the bookings still in the checkout. */
  readonly held: readonly number[];
}

/** The premiere sells well, the first matinée and the second Friday less. */
const SALES: readonly Sale[] = [
  { show: 0, sold: { parkett: 0.55, balkon: 0.4, loge: 0 }, held: [2, 4, 2] },
  { show: 1, sold: { parkett: 0.2, balkon: 0.1, loge: 0.5 }, held: [3] },
  { show: 2, sold: { parkett: 0.1, balkon: 0.05, loge: 0 }, held: [] },
];

function umlautless(text: string): string {
  return text
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function createCustomers(w: SeedWriter, random: Random): string[] {
  const used = new Set<string>();
  const people: Record<string, unknown>[] = [];
  while (people.length < CUSTOMERS) {
    const firstname = random.pick(FIRST_NAMES);
    const lastname = random.pick(LAST_NAMES);
    const key = `${firstname} ${lastname}`;
    if (used.has(key)) continue;
    used.add(key);
    const place = random.pick(PLACES);
    people.push({
      firstname,
      lastname,
      email: `${umlautless(firstname)}.${umlautless(lastname)}@example.ch`,
      locale: random.chance(0.85) ? 'de' : random.pick(['fr', 'it', 'en']),
      newsletter: random.chance(0.4),
      address: {
        address1: `${random.pick(['Seestrasse', 'Bahnhofstrasse', 'Dorfstrasse', 'Kirchgasse'])} ${random.int(1, 90)}`,
        zip: place.zip,
        city: place.city,
        country: 'CH',
      },
    });
  }
  return w.createAll('persons', people);
}

/** The seats of a category by row (front to back), each row as runs of seats side by side. */
function rowsOf(seats: readonly Seat[]): Seat[][][] {
  const rows = new Map<string, Seat[][]>();
  for (const seat of seats) {
    let row = rows.get(seat.row);
    if (!row) rows.set(seat.row, (row = [[]]));
    const run = row[row.length - 1]!;
    const last = run[run.length - 1];
    // A gap in the numbering is an aisle.
    if (last && Number(seat.number) !== Number(last.number) + 1) row.push([seat]);
    else run.push(seat);
  }
  return [...rows.values()];
}

/**
 * A block of `size` free adjacent seats, drawn as buyers choose: towards the front and the middle
 * of a row more often than not; undefined when a few draws find none.
 */
function drawBlock(random: Random, rows: readonly Seat[][][], taken: ReadonlySet<string>, size: number) {
  for (let attempt = 0; attempt < 40; attempt++) {
    // The smaller of two draws leans to the front; the mean of two, to the middle.
    const row = rows[Math.min(random.int(0, rows.length - 1), random.int(0, rows.length - 1))]!;
    const seats = row.flat();
    const middle = Math.floor(((random.next() + random.next()) / 2) * seats.length);
    const run = row.find((r) => r.includes(seats[middle]!))!;
    if (run.length < size) continue;
    const at = run.indexOf(seats[middle]!);
    const from = Math.max(0, Math.min(run.length - size, at - random.int(0, size - 1)));
    const block = run.slice(from, from + size);
    if (block.every((seat) => !taken.has(seat.pid) && !seat.accessible)) return block;
  }
  return undefined;
}

/** Erwachsene mostly, some reduced, a child now and then. */
function priceOf(random: Random, prices: Theatre['prices'][Category]): string {
  const r = random.next();
  return r < 0.7 ? prices.adult : r < 0.9 ? prices.reduced : prices.child;
}

export function createAudience(w: SeedWriter, theatre: Theatre, seats: TheatreSeats): Audience {
  const random = new Random(RANDOM_SEED);
  const persons = createCustomers(w, random);
  const bookings: number[] = [];
  const held: number[] = [];
  const categories = Object.keys(seats) as Category[];
  for (const sale of SALES) {
    const show = theatre.shows[sale.show]!;
    // Seats the production's own bookings (made earlier, best available) already hold.
    const taken = new Set(
      w.records
        .showSeats(w.actor, show)
        .items.filter((seat) => seat.status !== 'free')
        .map((seat) => String(seat.pid)),
    );
    const specs: { customer: string; tickets: TicketSpec[]; held: boolean }[] = [];
    const book = (block: readonly Seat[], category: Category, hold: boolean) => {
      specs.push({
        customer: random.pick(persons),
        tickets: block.map((seat) => ({
          show,
          seat: seat.pid,
          price: priceOf(random, theatre.prices[category]),
        })),
        held: hold,
      });
      for (const seat of block) taken.add(seat.pid);
    };
    for (const category of categories) {
      const rows = rowsOf(seats[category]);
      let left = Math.round(seats[category].length * sale.sold[category]);
      let misses = 0;
      while (left > 0 && misses < 20) {
        const size = Math.min(left, GROUP_SIZES[random.weighted(GROUP_WEIGHTS)]!);
        const block = drawBlock(random, rows, taken, size);
        if (!block) {
          misses++;
          continue;
        }
        book(block, category, false);
        left -= size;
      }
    }
    for (const size of sale.held) {
      const category = random.chance(0.7) ? 'parkett' : 'balkon';
      const block = drawBlock(random, rowsOf(seats[category]), taken, size);
      if (block) book(block, category, true);
    }
    w.bookAll(specs).forEach((booking, i) => (specs[i]!.held ? held : bookings).push(booking));
  }
  return { persons, bookings, held };
}
