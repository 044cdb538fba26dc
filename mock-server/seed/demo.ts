/**
 * The `demo` seed: the hosts and logins of `empty`, plus a season of Demo Theater (Zürich) that
 * shows every part of the widget on realistic data, and a little of Second Stage's own.
 *
 * - "Die Dreigroschenoper": 24 shows (Friday evenings, Sunday matinées) in Parkett, Balkon and
 *   Loge with adult, reduced and child prices, CHF; the premiere's Loge has 2 places left. The
 *   theatre is seated (`demo-plan.ts`): a Parkett of 20 curved rows with two aisles and
 *   wheelchair spaces, a Balkon and two Logen; its regular audience (`demo-audience.ts`) has
 *   bought much of the premiere and some of the next shows, and a few buyers are still in the
 *   checkout (their seats reserved until the release period after the load has passed).
 * - "Le Petit Prince" on the studio stage: its first show is sold out (every sector).
 * - "The Lakeside Lights" in Konstanz: a standing sector and a seated balcony, EUR.
 * - "Lago Sonoro Festival" in Locarno: three days with per-ticket questions and limits, and
 *   per-booking options.
 * - A jubilee gala with postal delivery only; delivery rates for Switzerland and abroad, and
 *   the default rates of every seed (`delivery-rates.ts`) for the other countries.
 * - Customers in four languages and confirmed bookings with tickets (two sent by post).
 *
 * Everything is made through the record service as user `demo` (or `other`), so each record is
 * valid by construction and the booking rules apply: the sold-out show is sold out because its
 * tickets exist. Dates count from the mock clock at load, so the shows are always ahead of it;
 * with the seed's own clock start, dates and pids are the same on every load (see `DEMO_PIDS`).
 */
import type { Actor } from '../domain/access';
import type { Seed, SeedContext } from '../domain/seeds';
import { createAudience, type Audience } from './demo-audience';
import { inSection, SeedWriter, startSection } from './demo-build';
import { createConcert, type Concert } from './demo-concert';
import { createFestival, type Festival } from './demo-festival';
import { createSecondStage, type SecondStage } from './demo-other';
import { createPeople, type DemoPeople } from './demo-people';
import { addDefaultDeliveryRates } from './delivery-rates';
import { createStudio, type Studio } from './demo-studio';
import {
  createGala,
  createTheatre,
  createTheatreHouse,
  createTheatreSeats,
  type Gala,
  type Theatre,
  type TheatreSeats,
} from './demo-theatre';
import { loadHostsAndUsers, SEED_USERS } from './empty';

export const DEMO_CLOCK_START = '2026-09-01T06:00:00Z';
const DEMO_ID_SEED = 0xde70;

/** Everything the demo seed made, by role. */
export interface DemoData {
  readonly hosts: { readonly demoTheater: string; readonly secondStage: string };
  readonly people: DemoPeople;
  readonly theatre: Theatre;
  readonly theatreSeats: TheatreSeats;
  readonly audience: Audience;
  readonly gala: Gala;
  readonly studio: Studio;
  readonly concert: Concert;
  readonly festival: Festival;
  readonly secondStage: SecondStage;
}

function actorOf(ctx: SeedContext, username: string): Actor {
  const user = ctx.oauth.user(username);
  if (!user) throw new Error(`The demo seed needs user ${username}.`);
  return { username: user.username, hosts: [...user.hosts] };
}

/**
 * Loads the demo data into a mock that has just been cleared (what `Seed.load` does), and
 * answers what it made. Each part starts its own id section (see `startSection`), counted from
 * the id generator's state at the start of the load.
 */
export function loadDemo(ctx: SeedContext): DemoData {
  const idSeed = ctx.store.ids.seed;
  const hosts = loadHostsAndUsers(ctx);
  const [demoUser, otherUser] = SEED_USERS;
  const w = SeedWriter.at(ctx.records, actorOf(ctx, demoUser.username), ctx.now);
  const section = (index: number) => startSection(ctx.store, idSeed, index);

  section(1);
  const people = createPeople(w);
  // The default rates for the countries the demo's own rates leave out, before any booking is
  // confirmed, in the last sections of the 4,096: a group added there moves no pid of the demo,
  // and the records made later (from section 8) would need billions of draws to reach them.
  section(4095);
  addDefaultDeliveryRates(ctx, [demoUser.username]);
  section(2);
  const house = createTheatreHouse(w);
  // The seats in a section of their own, between the sectors and the shows: the plan can change
  // without moving the production's pids.
  const theatreSeats = inSection(ctx.store, idSeed, 4092, () => createTheatreSeats(w, house));
  const theatre = createTheatre(w, house, people);
  section(3);
  const gala = createGala(w, house, people);
  section(4);
  const studio = createStudio(w, people);
  section(5);
  const concert = createConcert(w, people);
  section(6);
  const festival = createFestival(w, people);
  section(7);
  const secondStage = createSecondStage(w.as(actorOf(ctx, otherUser.username)));
  section(4093);
  const audience = createAudience(w, theatre, theatreSeats);
  section(4094);
  addDefaultDeliveryRates(ctx, [otherUser.username]);
  // Records made later (by clients of the mock) draw from a section of their own.
  section(8);
  return {
    hosts: {
      demoTheater: String(hosts.get(demoUser.host)!.pid),
      secondStage: String(hosts.get(otherUser.host)!.pid),
    },
    people,
    theatre,
    theatreSeats,
    audience,
    gala,
    studio,
    concert,
    festival,
    secondStage,
  };
}

export const demoSeed: Seed = {
  name: 'demo',
  description:
    'Demo Theater (user demo): a theatre production with 24 shows in a seated house (a seat ' +
    'plan with sold and held seats), a sold-out and a nearly ' +
    'sold-out show, a concert with standing places (EUR), a festival with per-ticket questions, ' +
    'limits and per-booking options, a postal-only gala, customers and confirmed bookings; ' +
    'Second Stage (user other) with a production of its own.',
  clockStart: DEMO_CLOCK_START,
  idSeed: DEMO_ID_SEED,
  load(ctx) {
    loadDemo(ctx);
  },
};

/** The pids a widget page or an end-to-end test starts from (`DEMO_PIDS`). */
export interface DemoPids {
  readonly hosts: DemoData['hosts'];
  readonly theatre: { venue: string; event: string; premiere: string; matinee: string };
  readonly gala: { event: string; show: string };
  readonly studio: { event: string; soldOut: string; available: string };
  readonly concert: { event: string; shows: readonly string[] };
  readonly festival: { event: string; shows: readonly string[] };
  readonly secondStage: { event: string; show: string };
}

/** Those pids out of what the seed made. */
export function demoPids(data: DemoData): DemoPids {
  return {
    hosts: data.hosts,
    theatre: {
      venue: data.theatre.venue,
      event: data.theatre.event,
      /** The premiere: its Loge has 2 places left. */
      premiere: data.theatre.shows[0]!,
      /** A matinée (Sunday 15:00). */
      matinee: data.theatre.shows[1]!,
    },
    gala: { event: data.gala.event, show: data.gala.show },
    studio: { event: data.studio.event, soldOut: data.studio.shows[0]!, available: data.studio.shows[1]! },
    concert: { event: data.concert.event, shows: data.concert.shows },
    festival: { event: data.festival.event, shows: data.festival.shows },
    secondStage: { event: data.secondStage.event, show: data.secondStage.shows[0]! },
  };
}
