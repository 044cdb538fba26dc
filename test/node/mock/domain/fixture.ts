/** A fresh mock per test and a small catalogue made through the record service. */
import { createMock, type Actor, type Mock, type MockOptions } from '../../../../mock-server/index';
import { theatre } from '../../../fixtures/theatre';

export interface Fixture {
  mock: Mock;
  demo: Actor;
  other: Actor;
  /** Pid of the host of `demo`. */
  host: string;
  otherHost: string;
}

export function fixture(options: MockOptions = {}): Fixture {
  const mock = createMock(options);
  const demo = mock.actor('demo');
  const other = mock.actor('other');
  return { mock, demo, other, host: demo.hosts[0]!, otherHost: other.hosts[0]! };
}

export interface Catalogue {
  venue: string;
  sectors: string[];
  event: string;
  show: string;
  prices: string[];
  person: string;
  booking: number;
}

/** Venue with two sectors, an event with one show and two prices, a person and a booking. */
export function catalogue(mock: Mock, actor: Actor, start = '2026-12-31 19:30:00'): Catalogue {
  const create = (resource: string, body: object) =>
    String(mock.records.create(actor, resource as Parameters<Mock['records']['create']>[1], body).pids[0]);
  const t = theatre(actor.hosts[0]!, create, {
    venue: { name: 'Main Hall', city: 'Zürich' },
    balkon: { capacity: 50 },
    event: { name: 'Hamlet', allow_digital_dispatch: undefined },
    shows: [start],
    prices: { adult: { name: 'Adult' }, child: { name: 'Child', price: 20 }, balcony: null },
    questions: null,
    options: null,
    deliveryRates: null,
  });
  const person = create('persons', { firstname: 'Anna', lastname: 'Muster' });
  const booking = Number(create('bookings', { customer: person }));
  return {
    venue: t.venue,
    sectors: [t.parkett, t.balkon],
    event: t.event,
    show: t.shows[0]!,
    prices: [t.prices.adult!, t.prices.child!],
    person,
    booking,
  };
}

/** The DomainError code a call throws. */
export function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
}

/** The thrown error of a call (asserting that it throws). */
export function errorOf(fn: () => unknown): {
  code: string;
  message: string;
  errors: { property_path: string; message: string }[];
} {
  try {
    fn();
  } catch (error) {
    return error as never;
  }
  throw new Error('expected the call to throw');
}
