/** A fresh mock per test with an event set-up made through the record service, and helpers. */
import assert from 'node:assert/strict';
import { createMock, type Actor, type Mock, type MockOptions } from '../../../../mock-server/index';
import type { DomainEvent } from '../../../../mock-server/domain/events';

export interface Setup {
  mock: Mock;
  demo: Actor;
  host: string;
  venue: string;
  /** Capacity 100, price category 1. */
  parkett: string;
  /** Capacity 2, price category 2. */
  balkon: string;
  event: string;
  shows: [string, string];
  adult: string;
  child: string;
  balconyPrice: string;
  /** Group "Rollstuhl?" (not required) with options yes (5.00) and no. */
  group: string;
  yes: string;
  no: string;
  /** Group "Menü" (not required) with options fish (12.50) and veggie. */
  menu: string;
  fish: string;
  veggie: string;
  /** Items per booking 1, limitation 10. */
  parking: string;
  /** Anna: complete, with an address in CH. */
  anna: string;
  /** Bruno: names and e-mail, no address. */
  bruno: string;
  /** Events emitted so far. */
  events: DomainEvent[];
}

const pidsOf = (mock: Mock, actor: Actor, resource: 'sectors' | 'prices', body: unknown[]): string[] => {
  const { batchId } = mock.records.create(actor, resource, body);
  const list = mock.records.list(actor, resource, {
    filter: {
      kind: 'condition',
      field: ['batchId'],
      comp: 'eq',
      value: batchId!,
      at: { fields: ['filters[batchId]'], comp: 'filters[batchId]', value: 'filters[batchId]' },
    },
    orderBy: [{ field: 'batchOrder', direction: 'asc' }],
  });
  return list.items.map((item) => String(item.pid));
};

export function setup(options: MockOptions = {}): Setup {
  const mock = createMock(options);
  const demo = mock.actor('demo');
  const host = demo.hosts[0]!;
  const events: DomainEvent[] = [];
  mock.events.subscribe((event) => events.push(event));
  const create = (resource: Parameters<Mock['records']['create']>[1], body: Record<string, unknown>) =>
    String(mock.records.create(demo, resource, body).pids[0]);
  const venue = create('venues', { host, name: 'Stadttheater', city: 'Bern' });
  const [parkett, balkon] = pidsOf(mock, demo, 'sectors', [
    { host: venue, name: 'Parkett', price_category: 1, capacity: 100 },
    { host: venue, name: 'Balkon', price_category: 2, capacity: 2 },
  ]) as [string, string];
  const event = create('events', { host, name: 'Die Zauberflöte', currency: 'CHF' });
  const shows: [string, string] = [
    create('shows', { event, venue, start: '2026-12-31 19:30:00' }),
    create('shows', { event, venue, start: '2027-01-02 17:00:00' }),
  ];
  const [adult, child, balconyPrice] = pidsOf(mock, demo, 'prices', [
    { event, name: 'Erwachsene', price_category: 1, price: 49.5 },
    { event, name: 'Kinder', price_category: 1, price: 25 },
    { event, name: 'Balkon', price_category: 2, price: 30 },
  ]) as [string, string, string];
  const group = create('ticketoptiongroups', { event, name: 'Rollstuhl?' });
  const yes = create('ticketoptions', { ticket_option_group: group, name: 'Ja', price: 5 });
  const no = create('ticketoptions', { ticket_option_group: group, name: 'Nein' });
  const menu = create('ticketoptiongroups', { event, name: 'Menü' });
  const fish = create('ticketoptions', { ticket_option_group: menu, name: 'Fisch', price: 12.5 });
  const veggie = create('ticketoptions', { ticket_option_group: menu, name: 'Vegi' });
  const parking = create('options', { event, name: 'Parkplatz', items_per_booking: 1, limitation: 10 });
  const anna = create('persons', {
    firstname: 'Anna',
    lastname: 'Muster',
    email: 'anna@example.ch',
    address: { address1: 'Bahnhofstrasse 1', zip: '3011', city: 'Bern', country: 'CH' },
  });
  const bruno = create('persons', { firstname: 'Bruno', lastname: 'Beispiel', email: 'bruno@example.ch' });
  events.length = 0;
  return {
    mock,
    demo,
    host,
    venue,
    parkett,
    balkon,
    event,
    shows,
    adult,
    child,
    balconyPrice,
    group,
    yes,
    no,
    menu,
    fish,
    veggie,
    parking,
    anna,
    bruno,
    events,
  };
}

/** A new booking of `customer` (default Anna). */
export function booking(s: Setup, customer = s.anna): number {
  return Number(s.mock.records.create(s.demo, 'bookings', { customer }).pids[0]);
}

/** A ticket body: first show, Parkett, adult price, unless overridden. */
export function ticket(
  s: Setup,
  booking: number,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return { booking, show: s.shows[0], sector: s.parkett, price: s.adult, ...extra };
}

/** Reserves tickets; their pids. */
export function reserve(s: Setup, ...bodies: Record<string, unknown>[]): string[] {
  const body = bodies.length === 1 ? bodies[0] : bodies;
  return s.mock.records.create(s.demo, 'tickets', body).pids.map(String);
}

export function confirm(s: Setup, pid: number, delivery?: boolean): void {
  s.mock.records.update(s.demo, 'bookings', pid, {
    confirmation: true,
    ...(delivery === undefined ? {} : { delivery }),
  });
}

export interface Refusal {
  code: string;
  message: string;
  errors: { property_path: string; message: string }[];
}

/**
 * Runs a call that must be refused: asserts the code (and the property paths, when given) and
 * that the mock's whole state (store, counters, outbox, webhooks, clock) and the emitted events
 * are unchanged. Answers the error.
 */
export function refused(s: Setup, call: () => unknown, code: string, paths?: string[]): Refusal {
  const before = JSON.stringify(s.mock.snapshot());
  const events = s.events.length;
  let error: Refusal | undefined;
  try {
    call();
  } catch (thrown) {
    error = thrown as Refusal;
  }
  assert.ok(error, `expected the call to be refused with ${code}`);
  assert.equal(error.code, code, error.message);
  if (paths) {
    assert.deepEqual(
      error.errors.map((e) => e.property_path),
      paths,
    );
  }
  assert.equal(JSON.stringify(s.mock.snapshot()), before, 'the refused call changed the state');
  assert.equal(s.events.length, events, 'the refused call emitted events');
  return error;
}

/** The capacity read of a show, as `properties[capacity]=1` answers it. */
export function capacity(s: Setup, show = s.shows[0]) {
  return s.mock.records.get(s.demo, 'shows', show, ['capacity']).capacity as {
    total: { total: number; sold: number; reserved: number; available: number };
    sectors: { sector: string; total: number; sold: number; reserved: number; available: number }[];
    ticket_options: {
      limitation: string;
      ticket_options: string[];
      scope: string;
      limitation_total: number;
      used: number;
      available: number;
    }[];
    options: { option: string; limitation: number; used: number; available: number }[];
  };
}

export function sectorOf(s: Setup, sector: string, show = s.shows[0]) {
  return capacity(s, show).sectors.find((entry) => entry.sector === sector)!;
}

export function advance(s: Setup, ms: number) {
  return s.mock.moveClock({ advanceMs: ms });
}

export const MINUTE = 60_000;
