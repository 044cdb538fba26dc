/** A fresh mock per test with an event set-up made through the record service, and helpers. */
import assert from 'node:assert/strict';
import { createMock, type Actor, type Mock, type MockOptions } from '../../../../mock-server/index';
import type { DomainEvent } from '../../../../mock-server/domain/events';
import { theatre, mainPids } from '../../../fixtures/theatre';

type Resource = Parameters<Mock['records']['create']>[1];

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

export function setup(options: MockOptions = {}): Setup {
  const mock = createMock(options);
  const demo = mock.actor('demo');
  const host = demo.hosts[0]!;
  const events: DomainEvent[] = [];
  mock.events.subscribe((event) => events.push(event));
  const create = (resource: Resource, body: Record<string, unknown>) =>
    String(mock.records.create(demo, resource, body).pids[0]);
  const t = theatre(host, (resource, body) => create(resource as Resource, body), {
    balkon: { capacity: 2 },
    questions: {
      wheelchair: {
        name: 'Rollstuhl?',
        required: undefined,
        answers: { yes: { name: 'Ja', price: 5 }, no: { name: 'Nein' } },
      },
      menu: {
        required: undefined,
        answers: { fish: { name: 'Fisch', price: 12.5 }, veggie: { name: 'Vegi' } },
        limit: undefined,
      },
    },
    options: { parking: { price: undefined }, programme: null },
    deliveryRates: null,
  });
  const wheelchair = t.questions.wheelchair!;
  const menu = t.questions.menu!;
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
    ...mainPids(t),
    balconyPrice: t.prices.balcony!,
    group: wheelchair.group,
    yes: wheelchair.answers.yes!,
    no: wheelchair.answers.no!,
    menu: menu.group,
    fish: menu.answers.fish!,
    veggie: menu.answers.veggie!,
    parking: t.options.parking!,
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
