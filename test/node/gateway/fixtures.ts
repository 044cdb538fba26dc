/**
 * The catalogue and booking fixtures of the gateway suites: an event set up as the back office
 * would (venue, sectors, event, shows, prices, a question, an option), and a visitor's start of
 * a booking through the gateway.
 */
import assert from 'node:assert/strict';
import { USERNAME, type Reply, type Setup } from './harness';

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
  const venue = await setup.create('venues', { host, name: 'Stadttheater', city: 'Bern' }, username);
  const parkett = await setup.create(
    'sectors',
    { host: venue, name: 'Parkett', price_category: 1, capacity: 100 },
    username,
  );
  const balkon = await setup.create(
    'sectors',
    { host: venue, name: 'Balkon', price_category: 2, capacity: 2 },
    username,
  );
  const event = await setup.create(
    'events',
    { host, name, allow_digital_dispatch: true, currency: 'CHF' },
    username,
  );
  const shows: [string, string] = [
    await setup.create('shows', { event, venue, start: '2026-12-31 19:30:00' }, username),
    await setup.create('shows', { event, venue, start: '2027-01-02 17:00:00' }, username),
  ];
  const adult = await setup.create(
    'prices',
    { event, name: 'Erwachsene', price_category: 1, price: 49.5 },
    username,
  );
  const balcony = await setup.create(
    'prices',
    { event, name: 'Balkon', price_category: 2, price: 30 },
    username,
  );
  const group = await setup.create(
    'ticketoptiongroups',
    { event, name: 'Rollstuhlplatz?', required: false },
    username,
  );
  const yes = await setup.create('ticketoptions', { ticket_option_group: group, name: 'Ja' }, username);
  const option = await setup.create(
    'options',
    { event, name: 'Parkplatz', items_per_booking: 1, limitation: 10 },
    username,
  );
  return { host, venue, parkett, balkon, event, shows, adult, balcony, group, yes, option };
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
