/**
 * The catalogue and booking fixtures of the gateway suites: an event set up as the back office
 * would (venue, sectors, event, shows, prices, a question, an option), and a visitor's start of
 * a booking through the gateway.
 */
import assert from 'node:assert/strict';
import { mainPids, theatreAsync } from '../../fixtures/theatre';
import type { GatewayStore } from '../../../src/gateway/index';
import { Setup, USERNAME, type Reply } from './harness';

export const pidOf = (reply: Reply): string =>
  decodeURIComponent(new URL(reply.headers.get('location')!).pathname.split('/').pop()!);

export interface Catalogue {
  host: string;
  venue: string;
  parkett: string;
  balkon: string;
  event: string;
  shows: [string, string];
  adult: string;
  balcony: string;
  group: string;
  yes: string;
  option: string;
}

/**
 * A fresh service with the event of `setUpEvent()`, sold by gateway instances on `stores` (one
 * instance per store, sharing what the stores share).
 */
export async function eventOnSale(stores: GatewayStore[]): Promise<{ setup: Setup; catalogue: Catalogue }> {
  const setup = new Setup();
  const catalogue = await setUpEvent(setup);
  setup.useInstances({ events: { pids: [catalogue.event] } }, stores);
  return { setup, catalogue };
}

/** An event with a venue, two sectors, two shows, prices, a question and an option. */
export async function setUpEvent(
  setup: Setup,
  username = USERNAME,
  name = 'Die Zauberflöte',
): Promise<Catalogue> {
  const hosts = (await (await setup.backOffice('GET', '/hosts/', undefined, username)).json()) as {
    pid: string;
  }[];
  const host = hosts[0]!.pid;
  const t = await theatreAsync(host, (resource, body) => setup.create(resource, body, username), {
    balkon: { capacity: 2 },
    event: { name },
    prices: { child: null },
    questions: { wheelchair: { answers: { yes: { name: 'Ja' } } }, menu: null },
    options: { parking: { price: undefined }, programme: null },
    deliveryRates: null,
  });
  const { group, answers } = t.questions.wheelchair!;
  // This theatre sells no child tickets.
  const { child: _noChildPrice, ...main } = mainPids(t);
  return {
    host,
    ...main,
    balcony: t.prices.balcony!,
    group,
    yes: answers.yes!,
    option: t.options.parking!,
  };
}

export const ANNA = {
  salutation: 'f',
  firstname: 'Anna',
  lastname: 'Muster',
  email: 'anna.muster@example.ch',
  locale: 'de',
  address: { address1: 'Bahnhofstrasse 1', zip: '3011', city: 'Bern', country: 'CH' },
} as const;

/** A visitor's person and booking; returns the pids and the session token that holds them. */
export async function startBooking(setup: Setup, person: object = ANNA) {
  const created = await setup.visit('POST', '/persons/', { body: person });
  assert.equal(created.status, 201, created.text);
  assert.ok(created.session, 'a session is issued with the person');
  const personPid = pidOf(created);
  const booking = await setup.visit('POST', '/bookings/', {
    body: { customer: personPid },
    session: created.session,
  });
  assert.equal(booking.status, 201, booking.text);
  assert.ok(booking.session);
  return { person: personPid, booking: pidOf(booking), session: booking.session };
}

/** `startBooking`, then one adult ticket in the first show's Parkett; also returns the ticket pid. */
export async function startBookingWithTicket(setup: Setup, catalogue: Catalogue) {
  const started = await startBooking(setup);
  const ticket = await setup.visit('POST', '/tickets/', {
    session: started.session,
    body: {
      booking: started.booking,
      show: catalogue.shows[0],
      price: catalogue.adult,
      sector: catalogue.parkett,
    },
  });
  assert.equal(ticket.status, 201, ticket.text);
  return { ...started, ticket: pidOf(ticket) };
}
