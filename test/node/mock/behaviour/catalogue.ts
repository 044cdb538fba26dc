/**
 * Builds a small event set-up and a booking through the public interface, in the typical orders
 * of the interface description (§4.1 rule 2): venue, sectors, event, shows, prices; then
 * person, booking, tickets.
 */
import assert from 'node:assert/strict';
import { theatreAsync, theatreSpec, type TheatreChanges, mainPids } from '../../../fixtures/theatre';
import type { Api, JsonObject } from './harness';

export const HOST_NAME = 'Demo Theater';

/** The theatre as this suite sets it up: a large Balkon, a limited "Ja", no menu, no extras. */
const CHANGES: TheatreChanges = {
  balkon: { capacity: 50 },
  questions: {
    wheelchair: {
      answers: { yes: { name: 'Ja', price: 5 }, no: { name: 'Nein' } },
      limit: { answer: 'yes', limitation: 4, scope: 'show' },
    },
    menu: null,
  },
  options: { parking: { price: undefined }, programme: null },
  deliveryRates: null,
};
const SPEC = theatreSpec(CHANGES);
const WHEELCHAIR = SPEC.questions.wheelchair!;

export const VENUE = SPEC.venue;
export const PARKETT = SPEC.parkett;
export const BALKON = SPEC.balkon;
export const EVENT = SPEC.event;
export const SHOW_STARTS = SPEC.shows;
export const ADULT = SPEC.prices.adult!;
export const CHILD = SPEC.prices.child!;
export const BALCONY_PRICE = SPEC.prices.balcony!;
export const GROUP = { name: WHEELCHAIR.name, required: WHEELCHAIR.required };
export const YES = WHEELCHAIR.answers.yes!;
export const NO = WHEELCHAIR.answers.no!;
export const OPTION = SPEC.options.parking!;

export const ANNA = {
  salutation: 'f',
  firstname: 'Anna',
  lastname: 'Muster',
  company: 'Muster AG',
  email: 'anna.muster@example.ch',
  newsletter: true,
  mailing: false,
  locale: 'de',
  address: { address1: 'Bahnhofstrasse 1', address2: '', zip: '3011', city: 'Bern', country: 'CH' },
} as const;

export const BRUNO = { firstname: 'Bruno', lastname: 'Beispiel', email: 'bruno@example.ch' } as const;

export interface EventSetup {
  host: string;
  venue: string;
  parkett: string;
  balkon: string;
  event: string;
  shows: [string, string];
  adult: string;
  child: string;
  balconyPrice: string;
  group: string;
  yes: string;
  no: string;
  limitation: string;
  option: string;
}

export interface Catalogue extends EventSetup {
  anna: string;
  bruno: string;
  booking: number;
  /** Anna's booking: an adult and a child ticket in the Parkett of the first show. */
  tickets: [string, string];
}

/** The pid of the token user's first host (`GET /hosts/`). */
export async function firstHost(api: Api, token?: string): Promise<string> {
  const { items } = await api.list('/hosts/', token === undefined ? undefined : { token });
  assert.ok(items.length >= 1, 'the user has a host');
  return items[0]!.pid as string;
}

/** The event set-up of the demo host; call it first in a test. */
export function setUpEvent(api: Api): Promise<EventSetup> {
  return api.fixture('event', () => buildEvent(api));
}

async function buildEvent(api: Api): Promise<EventSetup> {
  const host = await firstHost(api);
  const t = await theatreAsync(
    host,
    async (resource, body) => (await api.create(resource, body)) as string,
    CHANGES,
  );
  const { group, answers, limitation } = t.questions.wheelchair!;
  return {
    host,
    ...mainPids(t),
    balconyPrice: t.prices.balcony!,
    group,
    yes: answers.yes!,
    no: answers.no!,
    limitation: limitation!,
    option: t.options.parking!,
  };
}

/**
 * Deletes the token's hosts' delivery rates (every seed has default ones), for a test that sets
 * up exactly the rates it needs.
 */
export async function removeDeliveryRates(api: Api): Promise<void> {
  for (const rate of (await api.list('/deliveryrates/')).items) {
    const reply = await api.delete(`/deliveryrates/${String(rate.pid)}`);
    assert.equal(reply.status, 204, `delete rate ${String(rate.pid)}`);
  }
}

/** The event set-up plus Anna's booking with two tickets and Bruno; call it first in a test. */
export function setUpCatalogue(api: Api): Promise<Catalogue> {
  return api.fixture('catalogue', () => buildCatalogue(api));
}

async function buildCatalogue(api: Api): Promise<Catalogue> {
  const setup = await buildEvent(api);
  const anna = (await api.create('persons', ANNA)) as string;
  const bruno = (await api.create('persons', BRUNO)) as string;
  const booking = (await api.create('bookings', { customer: anna })) as number;
  const tickets = (await api.createMany('tickets', [
    { booking, show: setup.shows[0], price: setup.adult, sector: setup.parkett },
    { booking, show: setup.shows[0], price: setup.child, sector: setup.parkett },
  ])) as [string, string];
  return { ...setup, anna, bruno, booking, tickets };
}

/** A booking of `customer` with one ticket per entry of `shows` (Parkett, adult price). */
export async function bookShows(
  api: Api,
  setup: EventSetup,
  customer: string,
  shows: readonly string[],
): Promise<{ booking: number; tickets: string[] }> {
  const booking = (await api.create('bookings', { customer })) as number;
  const tickets: string[] = [];
  for (const show of shows) {
    tickets.push(
      (await api.create('tickets', { booking, show, price: setup.adult, sector: setup.parkett })) as string,
    );
  }
  return { booking, tickets };
}

/** The fields of `expected` as `record` has them. */
export function pick(record: JsonObject, expected: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(expected).map((key) => [key, key in record ? record[key] : '(missing)']),
  );
}
