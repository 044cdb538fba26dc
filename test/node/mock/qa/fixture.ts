/**
 * A fresh mock per test with a booking worth a confirmation e-mail (two tickets with a ticket
 * option, a booking option, postal or digital delivery), made through the record service, and
 * small HTTP helpers for the in-process app.
 */
import assert from 'node:assert/strict';
import { createApp, createMock, type Actor, type Mock } from '../../../../mock-server/index';
import type { AppOptions } from '../../../../mock-server/http/app';

export const ORIGIN = 'http://mock.test';
export const BASE = `${ORIGIN}/api`;

export interface Booked {
  mock: Mock;
  demo: Actor;
  booking: number;
  readable: string;
  person: string;
  tickets: { code: string; seat: string }[];
}

export interface BookingOptions {
  locale?: 'de' | 'fr' | 'it' | 'en' | null;
  salutation?: 'm' | 'f' | null;
  postal?: boolean;
  /** Venue zone; the host's is Europe/Zurich. */
  timezone?: string;
  /** Confirm the booking (default true). */
  confirmed?: boolean;
}

const pidOf = (result: { pids: (string | number)[] }) => String(result.pids[0]);

/**
 * "Hamlet" on 2026-12-31 19:30 at the Globe (London time unless `timezone` says otherwise):
 * an adult ticket (CHF 49.50) with "Wheelchair space?: Yes" (+ CHF 5.00) in the Stalls, a child
 * ticket (CHF 20.00) in the Circle, 2 × Programme (CHF 4.00 each), and postal delivery
 * (CHF 7.50) or digital. Total: 49.50 + 5.00 + 20.00 + 8.00 (+ 7.50).
 */
export function bookedMock(options: BookingOptions = {}): Booked {
  const mock = createMock();
  const demo = mock.actor('demo');
  const host = demo.hosts[0]!;
  const create = (resource: Parameters<Mock['records']['create']>[1], body: unknown) =>
    pidOf(mock.records.create(demo, resource, body));
  const venue = create('venues', {
    host,
    name: 'The Globe',
    city: 'London',
    timezone: options.timezone ?? 'Europe/London',
  });
  const stalls = create('sectors', { host: venue, name: 'Stalls', price_category: 1, capacity: 100 });
  const circle = create('sectors', { host: venue, name: 'Circle', price_category: 2, capacity: 50 });
  const event = create('events', { host, name: 'Hamlet', currency: 'CHF' });
  const show = create('shows', { event, venue, start: '2026-12-31 19:30:00' });
  const adult = create('prices', { event, name: 'Adult', price_category: 1, price: 49.5 });
  const child = create('prices', { event, name: 'Child', price_category: 2, price: 20 });
  const group = create('ticketoptiongroups', { event, name: 'Wheelchair space?', required: false });
  const yes = create('ticketoptions', { ticket_option_group: group, name: 'Yes', price: 5 });
  const programme = create('options', { event, name: 'Programme', items_per_booking: 3, price: 4 });
  create('deliveryrates', { host, name: 'Royal Mail', price: 7.5 });
  const person = create('persons', {
    salutation: options.salutation === undefined ? 'f' : options.salutation,
    firstname: 'Anna',
    lastname: 'Muster',
    email: 'anna.muster@example.ch',
    locale: options.locale === undefined ? 'de' : options.locale,
    address: { address1: 'Bahnhofstrasse 1', zip: '3011', city: 'Bern', country: 'CH' },
  });
  const booking = Number(
    mock.records.create(demo, 'bookings', { customer: person, options: [{ option: programme, quantity: 2 }] })
      .pids[0],
  );
  const first = create('tickets', { booking, show, price: adult, sector: stalls, ticket_options: [yes] });
  const second = create('tickets', { booking, show, price: child, sector: circle });
  if (options.confirmed !== false) confirm(mock, booking, options.postal ?? true);
  const record = mock.store.get('bookings', booking)!;
  return {
    mock,
    demo,
    booking,
    readable: String(record.pid_readable),
    person,
    tickets: [first, second].map((pid) => {
      const ticket = mock.store.get('tickets', pid)!;
      return { code: String(ticket.code), seat: String(ticket.seat_string) };
    }),
  };
}

/** Confirms a booking through the record service, with postal delivery or digitally. */
export function confirm(mock: Mock, booking: number, postal: boolean): void {
  mock.records.update(mock.actor('demo'), 'bookings', booking, {
    confirmation: true,
    ...(postal ? { delivery: true } : {}),
  });
}

export interface Client {
  fetch(path: string, init?: RequestInit): Promise<Response>;
  json(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  token(user?: string, headers?: Record<string, string>): Promise<string>;
}

/** Requests to a Fetch handler at `BASE` (or another base address). */
export function client(handler: (request: Request) => Response | Promise<Response>, base = BASE): Client {
  const fetch = async (path: string, init?: RequestInit) => handler(new Request(`${base}${path}`, init));
  return {
    fetch,
    json: (method, path, body, headers = {}) =>
      fetch(path, {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    async token(user = 'demo', headers = {}) {
      const response = await fetch('/oauth/v2/token', {
        method: 'POST',
        headers: {
          authorization: `Basic ${btoa('demo-client:demo-secret')}`,
          'content-type': 'application/x-www-form-urlencoded',
          ...headers,
        },
        body: new URLSearchParams({ grant_type: 'password', username: user, password: user }).toString(),
      });
      return ((await response.json()) as { access_token: string }).access_token;
    },
  };
}

/** The in-process app of `mock` at `BASE`, with a client. */
export function appClient(mock: Mock, options: Omit<AppOptions, 'basePath'> = {}): Client {
  const app = createApp(mock, { basePath: '/api', ...options });
  return client((request) => app.fetch(request));
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Headers of the mock session `name`. */
export const session = (name: string) => ({ 'X-Mock-Session': name });

/** A venue named `name` in the session, with a token of that session. */
export async function addVenue(api: Client, name: string, headers: Record<string, string>) {
  const token = await api.token('demo', headers);
  const hosts = (await (
    await api.fetch('/hosts/', { headers: { ...bearer(token), ...headers } })
  ).json()) as {
    pid: string;
  }[];
  const response = await api.json(
    'POST',
    '/venues/',
    { host: hosts[0]!.pid, name, city: 'Bern' },
    {
      ...bearer(token),
      ...headers,
    },
  );
  assert.equal(response.status, 201);
  return token;
}

export async function venues(api: Client, token: string, headers: Record<string, string>) {
  const response = await api.fetch('/venues/', { headers: { ...bearer(token), ...headers } });
  return ((await response.json()) as { name: string }[]).map((venue) => venue.name);
}
