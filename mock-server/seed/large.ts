/**
 * The `large` seed, for benchmarks: Demo Theater (user `demo`) with 1,000 events of 10 shows
 * each, 12 prices per event, 20,000 customers and 100,000 tickets in confirmed bookings of one to
 * six tickets; some events ask a per-ticket question or offer parking per booking. Second Stage
 * (user `other`) holds a fiftieth of that, so host scoping has records to skip.
 *
 * Deterministic: a seeded generator picks every name, date and size, and pids come from the
 * seed's id generator, so two loads give identical snapshots. Dates count from the mock clock
 * at load (shows over the following year). The records go straight into the store through
 * `BulkWriter` (see there), which loads the set in two to three seconds; the rules then rebuild
 * their use counters from it (`RecordRules.reload`, which the mock runs after every seed).
 *
 * Bookings are confirmed (no release drops them) and no sector is sold beyond its capacity.
 *
 * Demo Theater also plays a seated arena of 10,000 seats (`large-arena.ts`), with nothing sold
 * yet; the other venues are standing (their sectors have no seats).
 */
import type { Actor } from '../domain/access';
import type { Seed, SeedContext } from '../domain/seeds';
import type { StoredRecord } from '../domain/store';
import { toMinorUnits } from '../domain/time';
import { addDefaultDeliveryRates } from './delivery-rates';
import { addDays, dayOf } from './demo-build';
import { loadHostsAndUsers, SEED_USERS } from './empty';
import { createArena } from './large-arena';
import { BulkWriter } from './large-build';
import * as data from './large-data';

export interface LargeSize {
  readonly venues: number;
  readonly events: number;
  readonly showsPerEvent: number;
  readonly persons: number;
  readonly tickets: number;
}

/** Demo Theater's share. */
export const LARGE_SIZE: LargeSize = {
  venues: 40,
  events: 1_000,
  showsPerEvent: 10,
  persons: 20_000,
  tickets: 100_000,
};

/** Second Stage's share. */
export const LARGE_OTHER_SIZE: LargeSize = {
  venues: 2,
  events: 20,
  showsPerEvent: 10,
  persons: 400,
  tickets: 2_000,
};

const PRICE_CATEGORIES = 4;
/** The arena's first show, in days from the clock start. */
const ARENA_FIRST_DAY = 30;
const RANDOM_SEED = 0x1a25e;

interface Show {
  readonly pid: string;
  readonly sectors: readonly StoredRecord[];
  /** Prices by category (index 0 = category 1). */
  readonly prices: readonly (readonly string[])[];
  readonly answers: readonly string[];
  readonly option: string | undefined;
}

function generate(w: BulkWriter, random: data.Random, host: string, today: string, size: LargeSize): void {
  const venues = Array.from({ length: size.venues }, (_, v) => {
    const place = random.pick(data.CITIES);
    const venue = w.insert('venues', {
      host,
      name: `${random.pick(data.VENUE_NAMES)} ${place.city} ${v + 1}`,
      city: place.city,
    });
    const sectors = Array.from({ length: random.int(2, PRICE_CATEGORIES) }, (_, s) =>
      w.insert('sectors', {
        host: venue.pid,
        name: data.SECTOR_NAMES[s]!,
        price_category: s + 1,
        capacity: random.int(8, 80) * 10,
      }),
    );
    return { venue, sectors };
  });

  const shows: Show[] = [];
  for (let e = 0; e < size.events; e++) {
    const event = w.insert('events', {
      host,
      name: `${random.pick(data.TITLES)} – ${random.pick(data.ENSEMBLES)}`,
      currency: random.chance(0.15) ? 'EUR' : 'CHF',
    });
    const prices = Array.from({ length: PRICE_CATEGORIES }, (_, c) =>
      data.PRICE_NAMES.map(
        (name, k) =>
          w.insert('prices', {
            event: event.pid,
            name,
            price_category: c + 1,
            price: toMinorUnits(Math.max(10, 30 + 15 * (PRICE_CATEGORIES - c) - 12 * k + random.int(0, 20))),
          }).pid as string,
      ),
    );
    let answers: string[] = [];
    if (random.chance(0.1)) {
      const group = w.insert('ticketoptiongroups', {
        event: event.pid,
        name: 'Pausengetränk?',
        required: false,
      });
      answers = ['Ja, Prosecco', 'Ja, alkoholfrei', 'Nein'].map(
        (name, k) =>
          w.insert('ticketoptions', {
            ticket_option_group: group.pid,
            name,
            price: k < 2 ? toMinorUnits(9) : null,
          }).pid as string,
      );
    }
    const option = random.chance(0.05)
      ? (w.insert('options', { event: event.pid, name: 'Parkplatz', items_per_booking: 1, price: 1500 })
          .pid as string)
      : undefined;
    const home = random.pick(venues);
    let day = random.int(1, 300);
    for (let s = 0; s < size.showsPerEvent; s++) {
      // One event in five tours to a second venue for some of its shows.
      const at = s % 3 === 2 && e % 5 === 0 ? venues[(venues.indexOf(home) + 1) % venues.length]! : home;
      const wall = `${addDays(today, day)} ${random.pick(data.SHOW_TIMES)}:00`;
      const show = w.insert('shows', {
        event: event.pid,
        venue: at.venue.pid,
        start: w.instant(wall, at.venue.timezone as string),
      });
      shows.push({ pid: show.pid as string, sectors: at.sectors, prices, answers, option });
      day += random.int(1, 6);
    }
  }

  const persons = Array.from({ length: size.persons }, (_, p) => {
    const salutation = random.chance(0.5) ? 'f' : 'm';
    const firstname = random.pick(data.FIRST_NAMES[salutation]);
    const lastname = random.pick(data.LAST_NAMES);
    const place = random.pick(data.CITIES);
    return w.insert('persons', {
      host,
      salutation,
      firstname,
      lastname,
      email: `${firstname}.${lastname}.${p}@example.com`
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase(),
      newsletter: random.chance(0.3),
      locale: random.pick(data.LOCALES),
      address: w.address({
        address1: `${random.pick(data.STREETS)} ${random.int(1, 120)}`,
        zip: place.zip,
        city: place.city,
        country: 'CH',
      }),
    }).pid as string;
  });

  const sold = new Map<string, number>();
  let left = size.tickets;
  while (left > 0) {
    const show = random.pick(shows);
    const sector = random.pick(show.sectors);
    const key = `${show.pid} ${String(sector.pid)}`;
    const room = (sector.capacity as number) - (sold.get(key) ?? 0);
    const count = Math.min(data.BOOKING_SIZES[random.weighted(data.BOOKING_SIZE_WEIGHTS)]!, room, left);
    if (count <= 0) continue;
    const options = show.option && random.chance(0.3) ? [{ option: show.option, quantity: 1 }] : [];
    const booking = w.confirmedBooking(random.pick(persons), options);
    const prices = show.prices[(sector.price_category as number) - 1]!;
    for (let t = 0; t < count; t++) {
      const answer = show.answers.length > 0 && random.chance(0.5) ? [random.pick(show.answers)] : [];
      w.insert('tickets', {
        booking: booking.pid,
        show: show.pid,
        sector: sector.pid,
        price: t === 0 ? prices[0]! : random.pick(prices),
        ticket_options: answer,
      });
    }
    sold.set(key, (sold.get(key) ?? 0) + count);
    left -= count;
  }
}

function actorOf(ctx: SeedContext, username: string): Actor {
  const user = ctx.oauth.user(username)!;
  return { username: user.username, hosts: [...user.hosts] };
}

/** Loads the large data set into a cleared mock (what `Seed.load` does). */
function loadLarge(ctx: SeedContext): void {
  loadHostsAndUsers(ctx);
  const today = dayOf(ctx.now);
  const random = new data.Random(RANDOM_SEED);
  ctx.store.write(() => {
    for (const [user, size] of [
      [SEED_USERS[0].username, LARGE_SIZE],
      [SEED_USERS[1].username, LARGE_OTHER_SIZE],
    ] as const) {
      const actor = actorOf(ctx, user);
      generate(new BulkWriter(ctx.store, actor, ctx.now), random, actor.hosts[0]!, today, size);
    }
    // After the rest, so that every other record keeps its pid.
    const demo = actorOf(ctx, SEED_USERS[0].username);
    createArena(new BulkWriter(ctx.store, demo, ctx.now), demo.hosts[0]!, today, ARENA_FIRST_DAY);
  });
  addDefaultDeliveryRates(ctx);
}

export const largeSeed: Seed = {
  name: 'large',
  description:
    'For benchmarks: Demo Theater (user demo) with 1,000 events, 10,000 shows, 20,000 customers ' +
    'and 100,000 tickets in confirmed bookings, and a seated arena of 10,000 seats; Second Stage ' +
    '(user other) with a fiftieth of that.',
  clockStart: '2026-09-01T06:00:00Z',
  idSeed: 0x1a26e,
  load: loadLarge,
};
