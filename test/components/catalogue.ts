/**
 * Events set up in the mock as a back office would, for the widget tests. The default is a
 * small, complete one: two sectors (Balkon has 3 places), three prices, a required question
 * with a limited answer, a question that is not required, two booking options, a delivery
 * rate for Switzerland; variations switch parts off or add shows.
 */
import { SHOW_STARTS, theatreAsync, type TheatreChanges } from '../fixtures/theatre.js';
import type { Chain } from './mock-chain.js';

export interface EventSpec {
  name?: string;
  allowDigital?: boolean;
  /** Wall times in Europe/Zurich; default two shows in December. */
  shows?: string[];
  /** Ticket option groups (default true). */
  questions?: boolean;
  /** Booking options (default true). */
  options?: boolean;
  /** A show in a second venue whose only sector is fully reserved. */
  soldOutShow?: boolean;
  /** The venue's IANA zone (default Europe/Zurich). */
  timeZone?: string;
  /** The event's currency (default CHF). */
  currency?: string;
  /** The currency of the delivery rate for Switzerland (default CHF, whatever the event's). */
  rateCurrency?: string;
}

export interface Catalogue {
  event: string;
  host: string;
  shows: string[];
  soldOutShow?: string;
  parkett: string;
  balkon: string;
  adult: string;
  child: string;
  balcony: string;
  menu?: { group: string; meat: string; veggie: string };
  wheelchair?: { group: string; yes: string };
  parking?: string;
  booklet?: string;
}

export const DEFAULT_SHOWS = [...SHOW_STARTS];

/** The theatre with English names, a dinner question before the wheelchair one, one delivery rate. */
const ENGLISH: TheatreChanges = {
  prices: { adult: { name: 'Adult' }, child: { name: 'Child', price: 20 }, balcony: { name: 'Balcony' } },
  questions: {
    wheelchair: null,
    menu: {
      name: 'Dinner',
      answers: { meat: { name: 'Meat', price: 15 }, veggie: { name: 'Veggie', price: 15 } },
      limit: { answer: 'veggie', limitation: 1, scope: 'show' },
    },
    chair: { name: 'Wheelchair space', required: false, answers: { yes: { name: 'Yes' } } },
  },
  options: {
    parking: { name: 'Parking', limitation: undefined },
    programme: { name: 'Programme', items_per_booking: 5, limitation: 100 },
  },
  deliveryRates: [{ name: 'Post', price: 5, country: 'CH' }],
};

/** `count` evening shows from 2026-12-02 on, every other day. */
export function manyShows(count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(2026, 11, 2 + 2 * i));
    return `${date.toISOString().slice(0, 10)} 19:30:00`;
  });
}

export async function createEvent(chain: Chain, spec: EventSpec = {}): Promise<Catalogue> {
  const hosts = (await (await chain.backOffice('GET', '/hosts/')).json()) as { pid: string }[];
  const host = hosts[0]!.pid;
  const t = await theatreAsync(host, (resource, body) => chain.create(resource, body), {
    ...ENGLISH,
    venue: spec.timeZone ? { timezone: spec.timeZone } : {},
    event: {
      ...(spec.name ? { name: spec.name } : {}),
      ...(spec.currency ? { currency: spec.currency } : {}),
      ...(spec.allowDigital === undefined ? {} : { allow_digital_dispatch: spec.allowDigital }),
    },
    shows: spec.shows ?? DEFAULT_SHOWS,
    questions: (spec.questions ?? true) ? ENGLISH.questions : null,
    options: (spec.options ?? true) ? ENGLISH.options : null,
    ...(spec.rateCurrency
      ? { deliveryRates: ENGLISH.deliveryRates!.map((rate) => ({ ...rate, currency: spec.rateCurrency })) }
      : {}),
  });
  const adult = t.prices.adult!;
  const catalogue: Catalogue = {
    event: t.event,
    host,
    shows: t.shows,
    parkett: t.parkett,
    balkon: t.balkon,
    adult,
    child: t.prices.child!,
    balcony: t.prices.balcony!,
  };
  const { menu, chair } = t.questions;
  if (menu) catalogue.menu = { group: menu.group, meat: menu.answers.meat!, veggie: menu.answers.veggie! };
  if (chair) catalogue.wheelchair = { group: chair.group, yes: chair.answers.yes! };
  if (t.options.parking) catalogue.parking = t.options.parking;
  if (t.options.programme) catalogue.booklet = t.options.programme;
  if (spec.soldOutShow) {
    const cellar = await chain.create('venues', { host, name: 'Kellerbühne', city: 'Bern' });
    const seats = await chain.create('sectors', {
      host: cellar,
      name: 'Saal',
      price_category: 1,
      capacity: 2,
    });
    const show = await chain.create('shows', { event: t.event, venue: cellar, start: '2026-12-20 20:00:00' });
    await reserve(chain, show, seats, adult, 2);
    catalogue.soldOutShow = show;
  }
  return catalogue;
}

/** Another buyer reserves `count` tickets (through the back office). */
export async function reserve(chain: Chain, show: string, sector: string, price: string, count: number) {
  const customer = await chain.create('persons', { firstname: 'Other', lastname: 'Buyer' });
  const booking = await chain.create('bookings', { customer });
  const tickets = Array.from({ length: count }, () => ({ booking: Number(booking), show, sector, price }));
  const response = await chain.backOffice('POST', '/tickets/', tickets);
  if (response.status !== 201) throw new Error(`reserving: ${await response.text()}`);
  return booking;
}
