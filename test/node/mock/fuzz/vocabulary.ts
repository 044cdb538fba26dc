/** The vocabulary of the fuzz test: methods, paths, fields, operators and values, and valid bodies. */
import type { Catalogue } from '../behaviour/catalogue';
import { COLLECTIONS } from '../behaviour/harness';

export interface FuzzRequest {
  method: string;
  path: string;
  body?: string;
  contentType?: string;
  /** `demo` (default), `other` or none. */
  as: 'demo' | 'other' | 'nobody';
}

export const METHODS = ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'PUT', 'OPTIONS'] as const;
export const RESOURCE_PATHS = [
  ...COLLECTIONS,
  'oauth/v2/token',
  'email/send',
  'email',
  'openapi.json',
] as const;
export const CHILDREN = [
  'bookings',
  'tickets',
  'shows',
  'prices',
  'sectors',
  'deliveries',
  'ticketoptions',
  'events',
  'persons',
  'seats',
];
export const FIELDS = [
  'pid',
  'name',
  'host',
  'event',
  'venue',
  'start',
  'price',
  'price_category',
  'capacity',
  'customer',
  'booking',
  'show',
  'sector',
  'confirmation',
  'newsletter',
  'lastname',
  'firstname',
  'email',
  'address',
  'city',
  'created',
  'updated',
  'ticket_options',
  'limitation',
  'scope',
  'required',
  'currency',
  'batchId',
  'batchOrder',
  'expires',
  'shows',
  'tickets',
  'capacity',
  'code',
  'pid_readable',
  'delivery_method',
  'released',
  'seat',
  'row',
  'number',
  'x',
  'y',
  'accessible',
  'status',
  'constructor',
  '__proto__',
];
export const OPERATORS = [
  '_comp',
  '_value',
  '_logic',
  '0',
  '1',
  '2',
  '10',
  '99999',
  '-1',
  '',
  '[',
  ']',
  '%5B',
];
export const VALUES = [
  'eq',
  'gt',
  'gte',
  'lt',
  'lte',
  'neq',
  'isNull',
  'isNotNull',
  'AND',
  'OR',
  'or',
  'asc',
  'desc',
  '1',
  '0',
  'true',
  'false',
  '',
  '2026-12-31 19:30:00',
  '2026-02-30 25:61:61',
  '1e400',
  '-0',
  'NaN',
  'Infinity',
  '-1',
  '0.5',
  '9'.repeat(40),
  '1234-5678-9012',
  'null',
  '%00',
  '[]',
  '{}',
];

/**
 * Per collection: fields and relation paths that filters can name, and the expansions; `path`
 * when the list is not `/<collection>/` (the seat statuses of a show).
 */
export const QUERYABLE: Record<
  string,
  { fields: string[]; expand: string[]; path?: (c: Catalogue) => string }
> = {
  persons: {
    fields: [
      'pid',
      'lastname',
      'firstname',
      'email',
      'company',
      'newsletter',
      'salutation',
      'locale',
      'created',
      'address.city',
      'address.country',
      'host.name',
    ],
    expand: ['bookings'],
  },
  bookings: {
    fields: [
      'pid',
      'pid_readable',
      'customer',
      'confirmation',
      'delivery_method',
      'expires',
      'released',
      'created',
      'customer.lastname',
      'customer.address.city',
      'tickets.price',
      'tickets.show.start',
      'host.name',
    ],
    expand: ['customer', 'tickets', 'deliveries'],
  },
  shows: {
    fields: ['pid', 'start', 'event', 'venue', 'updated', 'event.name', 'venue.city', 'event.host.name'],
    expand: ['event', 'venue', 'tickets', 'capacity'],
  },
  sectors: {
    fields: ['capacity', 'price_category', 'name', 'host', 'host.name', 'host.city'],
    expand: ['x'],
  },
  tickets: {
    fields: [
      'booking',
      'show',
      'price',
      'sector',
      'confirmation',
      'code',
      'denormalized_price_including_vat',
      'ticket_options',
      'booking.confirmation',
      'show.start',
      'price.price',
    ],
    expand: ['x'],
  },
  events: {
    fields: ['name', 'allow_digital_dispatch', 'currency', 'host', 'shows.start', 'prices.price'],
    expand: ['shows', 'prices', 'ticketoptiongroups', 'options'],
  },
  seats: {
    fields: ['sector', 'row', 'number', 'x', 'y', 'accessible', 'sector.name', 'sector.host.city'],
    expand: ['x', 'sector'],
  },
  showSeats: {
    fields: ['status', 'sector', 'row', 'number', 'x', 'y', 'accessible', 'sector.price_category'],
    expand: ['x', 'status'],
    path: (c) => `/shows/${c.shows[0]}/seats/`,
  },
};

export function pidsOf(c: Catalogue): string[] {
  return [
    c.host,
    c.venue,
    c.parkett,
    c.balkon,
    c.event,
    ...c.shows,
    c.adult,
    c.child,
    c.balconyPrice,
    c.group,
    c.yes,
    c.no,
    c.limitation,
    c.option,
    c.anna,
    c.bruno,
    String(c.booking),
    ...c.tickets,
  ];
}

/** Valid creation bodies, by collection, for the mutations to start from. */
export function validBodies(c: Catalogue): Record<string, Record<string, unknown>> {
  return {
    persons: {
      firstname: 'Eva',
      lastname: 'Fuzz',
      email: 'eva@example.ch',
      address: { city: 'Bern', country: 'CH' },
    },
    bookings: { customer: c.bruno },
    tickets: { booking: c.booking, show: c.shows[1], price: c.adult, sector: c.parkett },
    events: { host: c.host, name: 'Fuzz', allow_digital_dispatch: true, currency: 'CHF' },
    venues: { host: c.host, name: 'Fuzz', city: 'Bern' },
    sectors: { host: c.venue, name: 'Fuzz', price_category: 1, capacity: 3 },
    shows: { event: c.event, venue: c.venue, start: '2027-05-01 20:00:00' },
    prices: { event: c.event, name: 'Fuzz', price_category: 2, price: 12.5 },
    ticketoptiongroups: { event: c.event, name: 'Fuzz?', required: false },
    ticketoptions: { ticket_option_group: c.group, name: 'Fuzz', price: 1 },
    ticketoptionlimitations: { ticket_options: [c.no], limitation: 2, scope: 'event' },
    options: { event: c.event, name: 'Fuzz', items_per_booking: 2, limitation: 5 },
    seats: { sector: c.balkon, row: 'Z', number: '1', x: 1, y: 9, accessible: true },
  };
}

export function recordOf(c: Catalogue, extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...extra,
    persons: c.anna,
    bookings: String(c.booking),
    tickets: c.tickets[0],
    events: c.event,
    venues: c.venue,
    sectors: c.parkett,
    shows: c.shows[0],
    prices: c.adult,
    ticketoptiongroups: c.group,
    ticketoptions: c.yes,
    ticketoptionlimitations: c.limitation,
    options: c.option,
  };
}

/** JSON.stringify that never throws (fc.anything may produce values JSON cannot hold). */
export function toJson(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}
