/** A fresh mock per test and a small catalogue made through the record service. */
import { createMock, type Actor, type Mock, type MockOptions } from '../../../../mock-server/index';

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

/** The last path segment of a created pid list, read back in order. */
function created(mock: Mock, actor: Actor, resource: 'sectors' | 'prices', batchId: string): string[] {
  const list = mock.records.list(actor, resource, {
    filter: {
      kind: 'condition',
      field: ['batchId'],
      comp: 'eq',
      value: batchId,
      at: { fields: ['filters[batchId]'], comp: 'filters[batchId]', value: 'filters[batchId]' },
    },
    orderBy: [{ field: 'batchOrder', direction: 'asc' }],
  });
  return list.items.map((item) => String(item.pid));
}

/** Venue with two sectors, an event with one show and two prices, a person and a booking. */
export function catalogue(mock: Mock, actor: Actor, start = '2026-12-31 19:30:00'): Catalogue {
  const host = actor.hosts[0]!;
  const venue = String(
    mock.records.create(actor, 'venues', { host, name: 'Main Hall', city: 'Zürich' }).pids[0],
  );
  const sectorBatch = mock.records.create(actor, 'sectors', [
    { host: venue, name: 'Parkett', price_category: 1, capacity: 100 },
    { host: venue, name: 'Balkon', price_category: 2, capacity: 50 },
  ]);
  const event = String(
    mock.records.create(actor, 'events', { host, name: 'Hamlet', currency: 'CHF' }).pids[0],
  );
  const show = String(mock.records.create(actor, 'shows', { event, venue, start }).pids[0]);
  const priceBatch = mock.records.create(actor, 'prices', [
    { event, name: 'Adult', price_category: 1, price: 49.5 },
    { event, name: 'Child', price_category: 1, price: 20 },
  ]);
  const person = String(
    mock.records.create(actor, 'persons', { firstname: 'Anna', lastname: 'Muster' }).pids[0],
  );
  const booking = Number(mock.records.create(actor, 'bookings', { customer: person }).pids[0]);
  return {
    venue,
    sectors: created(mock, actor, 'sectors', sectorBatch.batchId!),
    event,
    show,
    prices: created(mock, actor, 'prices', priceBatch.batchId!),
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
