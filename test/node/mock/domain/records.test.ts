import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RecordRules } from '../../../../mock-server/index';
import { parseListQuery } from '../../../../mock-server/http/query-parse';
import { catalogue, codeOf, errorOf, fixture } from './fixture';

const query = (search: string) => parseListQuery(new URLSearchParams(search));

describe('record service: hosts', () => {
  it("answers not_found for another host's record, as for a pid that does not exist", () => {
    const { mock, demo, other } = fixture();
    const c = catalogue(mock, demo);
    assert.equal(
      codeOf(() => mock.records.get(other, 'events', c.event)),
      'not_found',
    );
    assert.equal(
      codeOf(() => mock.records.update(other, 'events', c.event, { name: 'Mine' })),
      'not_found',
    );
    assert.equal(
      codeOf(() => mock.records.delete(other, 'events', c.event)),
      'not_found',
    );
    assert.equal(
      codeOf(() =>
        mock.records.list(other, 'bookings', {}, { parent: 'events', pid: c.event, relation: 'bookings' }),
      ),
      'not_found',
    );
    assert.equal(mock.records.list(other, 'events').total, 0);
    assert.equal(mock.records.list(other, 'hosts').items.length, 1);
    assert.equal(mock.records.list(demo, 'events').total, 1);
  });

  it("refuses a reference to another host's record exactly like a missing one", () => {
    const { mock, demo, other, otherHost } = fixture();
    const c = catalogue(mock, demo);
    const event = String(
      mock.records.create(other, 'events', { host: otherHost, name: 'Carmen', currency: 'CHF' }).pids[0],
    );
    const foreign = errorOf(() =>
      mock.records.create(other, 'shows', { event, venue: c.venue, start: '2026-12-01 20:00:00' }),
    );
    const missing = errorOf(() =>
      mock.records.create(other, 'shows', {
        event,
        venue: '00000000-0000-4000-8000-000000000000',
        start: '2026-12-01 20:00:00',
      }),
    );
    assert.equal(foreign.code, 'reference_not_found');
    assert.deepEqual(
      foreign.errors.map((e) => e.property_path),
      ['venue'],
    );
    assert.equal(missing.code, foreign.code);
    assert.equal(
      codeOf(() => mock.records.create(demo, 'events', { host: otherHost, name: 'X', currency: 'CHF' })),
      'reference_not_found',
    );
  });

  it('refuses a record that would link records of two hosts, even for a user of both', () => {
    const { mock, demo, other, otherHost } = fixture();
    const c = catalogue(mock, demo);
    const event = String(
      mock.records.create(other, 'events', { host: otherHost, name: 'Carmen', currency: 'CHF' }).pids[0],
    );
    const both = { username: 'both', hosts: [...demo.hosts, ...other.hosts] };
    const error = errorOf(() =>
      mock.records.create(both, 'shows', { event, venue: c.venue, start: '2026-12-01 20:00:00' }),
    );
    assert.equal(error.code, 'validation_failed');
    assert.equal(error.errors[0]?.property_path, 'venue');
  });

  it('gives a person the first host of the user unless the body names one', () => {
    const { mock, demo, host } = fixture();
    const pid = mock.records.create(demo, 'persons', {}).pids[0]!;
    assert.equal(mock.records.get(demo, 'persons', pid).host, host);
  });
});

describe('record service: rendering', () => {
  it('reads instants with the offset of the zone on each side of the spring change', () => {
    const { mock, demo } = fixture();
    const c = catalogue(mock, demo, '2026-03-28 20:00:00');
    const after = String(
      mock.records.create(demo, 'shows', { event: c.event, venue: c.venue, start: '2026-03-29 20:00:00' })
        .pids[0],
    );
    const gap = String(
      mock.records.create(demo, 'shows', { event: c.event, venue: c.venue, start: '2026-03-29 02:30:00' })
        .pids[0],
    );
    const twice = String(
      mock.records.create(demo, 'shows', { event: c.event, venue: c.venue, start: '2026-10-25 02:30:00' })
        .pids[0],
    );
    assert.equal(mock.records.get(demo, 'shows', c.show).start, '2026-03-28T20:00:00+01:00');
    assert.equal(mock.records.get(demo, 'shows', after).start, '2026-03-29T20:00:00+02:00');
    // A wall time in the gap moves forward by the gap; a repeated one means the earlier instant.
    assert.equal(mock.records.get(demo, 'shows', gap).start, '2026-03-29T03:30:00+02:00');
    assert.equal(mock.records.get(demo, 'shows', twice).start, '2026-10-25T02:30:00+02:00');
    assert.equal(mock.records.get(demo, 'hosts', demo.hosts[0]!).created, '2026-06-01T10:00:00+02:00');
  });

  it('filters datetimes as wall times of the host zone', () => {
    const { mock, demo } = fixture();
    const c = catalogue(mock, demo, '2026-03-28 20:00:00');
    mock.records.create(demo, 'shows', { event: c.event, venue: c.venue, start: '2026-03-29 20:00:00' });
    const later = mock.records.list(
      demo,
      'shows',
      query('filters[start][_comp]=gte&filters[start][_value]=2026-03-29 00:00:00'),
    );
    assert.deepEqual(
      later.items.map((s) => s.start),
      ['2026-03-29T20:00:00+02:00'],
    );
  });

  it('reads a price as the number written, and its copy on a ticket as a two-place string without ticket option surcharges', () => {
    const { mock, demo } = fixture();
    const c = catalogue(mock, demo);
    const odd = String(
      mock.records.create(demo, 'prices', { event: c.event, name: 'Odd', price_category: 1, price: 19.99 })
        .pids[0],
    );
    const group = String(
      mock.records.create(demo, 'ticketoptiongroups', { event: c.event, name: 'Meal' }).pids[0],
    );
    const meal = String(
      mock.records.create(demo, 'ticketoptions', { ticket_option_group: group, name: 'Dinner', price: 0.1 })
        .pids[0],
    );
    assert.equal(mock.records.get(demo, 'prices', c.prices[0]!).price, 49.5);
    assert.equal(mock.records.get(demo, 'prices', odd).price, 19.99);
    assert.equal(mock.records.get(demo, 'ticketoptions', meal).price, 0.1);
    const ticket = mock.records.create(demo, 'tickets', {
      booking: c.booking,
      show: c.show,
      price: odd,
      sector: c.sectors[0],
      ticket_options: [meal],
    }).pids[0]!;
    const read = mock.records.get(demo, 'tickets', ticket);
    assert.equal(read.denormalized_price_including_vat, '19.99');
    assert.equal(read.code, String(ticket).toUpperCase());
    assert.equal(read.seat_string, 'Parkett');
    assert.equal(read.denormalized_event_name, 'Hamlet');
    assert.equal(read.denormalized_venue_name, 'Main Hall');
    assert.equal(read.denormalized_host_name, 'Demo Theater');
    assert.equal(read.denormalized_currency_pid, 'CHF');
    assert.equal(read.denormalized_show_start, '2026-12-31T19:30:00+01:00');
    const filtered = mock.records.list(
      demo,
      'prices',
      query('filters[price][_comp]=lte&filters[price][_value]=20'),
    );
    assert.deepEqual(
      filtered.items.map((p) => p.name),
      ['Child', 'Odd'],
    );
  });

  it('reads a booking with pid_readable, expiry and its expansions', () => {
    const { mock, demo } = fixture();
    const c = catalogue(mock, demo);
    mock.records.create(demo, 'tickets', [
      { booking: c.booking, show: c.show, price: c.prices[0], sector: c.sectors[0] },
      { booking: c.booking, show: c.show, price: c.prices[1], sector: c.sectors[0] },
    ]);
    const read = mock.records.get(demo, 'bookings', c.booking, ['customer', 'tickets']);
    assert.equal(read.pid_readable, String(c.booking).replace(/(\d{4})(\d{4})(\d{4})/, '$1-$2-$3'));
    assert.equal(read.expires, '2026-06-01T10:30:00+02:00');
    assert.equal((read.customer as { lastname: string }).lastname, 'Muster');
    assert.deepEqual(
      (read.tickets as { price: string }[]).map((t) => t.price),
      c.prices,
    );
    assert.equal(
      mock.records.get(demo, 'bookings', c.booking.toString().replace(/(\d{4})(\d{4})(\d{4})/, '$1-$2-$3'))
        .pid,
      c.booking,
    );
  });

  it('refuses unknown properties and a computed one no rule provides, and adds one that a rule provides', () => {
    const capacity: RecordRules = {
      name: 'capacity',
      properties: { shows: { capacity: () => ({ total: 150 }) } },
    };
    const plain = fixture({ rules: [] });
    const c = catalogue(plain.mock, plain.demo);
    assert.equal(
      codeOf(() => plain.mock.records.get(plain.demo, 'shows', c.show, ['capacity'])),
      'invalid_query',
    );
    assert.equal(
      codeOf(() => plain.mock.records.get(plain.demo, 'shows', c.show, ['nonsense'])),
      'invalid_query',
    );
    const ruled = fixture({ rules: [capacity] });
    const d = catalogue(ruled.mock, ruled.demo);
    assert.deepEqual(ruled.mock.records.get(ruled.demo, 'shows', d.show, ['capacity']).capacity, {
      total: 150,
    });
  });
});

describe('record service: relations and edits', () => {
  it('lists the bookings of an event and of a show through their tickets, and filters through children', () => {
    const { mock, demo } = fixture();
    const c = catalogue(mock, demo);
    const second = Number(mock.records.create(demo, 'bookings', { customer: c.person }).pids[0]);
    mock.records.create(demo, 'tickets', {
      booking: second,
      show: c.show,
      price: c.prices[0],
      sector: c.sectors[0],
    });
    const scope = { parent: 'events' as const, pid: c.event, relation: 'bookings' };
    assert.deepEqual(
      mock.records.list(demo, 'bookings', {}, scope).items.map((b) => b.pid),
      [second],
    );
    assert.deepEqual(
      mock.records.list(demo, 'bookings', query(`filters[tickets][show]=${c.show}`)).items.map((b) => b.pid),
      [second],
    );
    assert.equal(mock.records.list(demo, 'bookings').total, 2);
  });

  it('edits only the fields sent and merges a partial address', () => {
    const { mock, demo } = fixture();
    const c = catalogue(mock, demo);
    mock.records.update(demo, 'persons', c.person, { address: { city: 'Bern', country: 'CH' } });
    mock.records.update(demo, 'persons', c.person, { address: { zip: '3000' }, email: 'anna@example.com' });
    const person = mock.records.get(demo, 'persons', c.person);
    assert.deepEqual(
      { ...(person.address as object), pid: undefined },
      { pid: undefined, address1: null, address2: '', zip: '3000', city: 'Bern', country: 'CH' },
    );
    assert.equal(person.firstname, 'Anna');
    assert.equal(
      codeOf(() => mock.records.update(demo, 'persons', c.person, { host: demo.hosts[0] })),
      'validation_failed',
    );
  });

  it('edits many records or none when one item names a missing record', () => {
    const { mock, demo } = fixture();
    const c = catalogue(mock, demo);
    const before = JSON.stringify(mock.snapshot());
    const error = errorOf(() =>
      mock.records.updateMany(demo, 'sectors', [
        { pid: c.sectors[0], capacity: 10 },
        { pid: '00000000-0000-4000-8000-000000000000', capacity: 10 },
      ]),
    );
    assert.equal(error.code, 'reference_not_found');
    assert.equal(error.errors[0]?.property_path, '[1].pid');
    assert.equal(JSON.stringify(mock.snapshot()), before);
    mock.records.updateMany(
      demo,
      'sectors',
      c.sectors.map((pid) => ({ pid, capacity: 7 })),
    );
    assert.deepEqual(
      mock.records.list(demo, 'sectors').items.map((s) => s.capacity),
      [7, 7],
    );
  });

  it('confirms a booking with its tickets and allows no way back', () => {
    const { mock, demo } = fixture();
    const c = catalogue(mock, demo);
    const ticket = mock.records.create(demo, 'tickets', {
      booking: c.booking,
      show: c.show,
      price: c.prices[0],
      sector: c.sectors[0],
    }).pids[0]!;
    mock.records.update(demo, 'persons', c.person, { email: 'anna@example.ch' });
    mock.records.update(demo, 'bookings', c.booking, { confirmation: true });
    const booking = mock.records.get(demo, 'bookings', c.booking);
    assert.equal(booking.confirmation, true);
    assert.equal(booking.delivery_method, 'digital');
    assert.equal(booking.expires, null);
    assert.equal(mock.records.get(demo, 'tickets', ticket).confirmation, true);
    assert.equal(
      codeOf(() => mock.records.update(demo, 'bookings', c.booking, { confirmation: false })),
      'booking_confirmed',
    );
    assert.equal(
      codeOf(() => mock.records.update(demo, 'bookings', c.booking, { confirmation: true })),
      undefined,
    );
  });
});
