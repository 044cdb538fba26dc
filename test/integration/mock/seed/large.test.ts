import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { createMock, type Mock, type StoredRecord } from '../../../../mock-server/index';
import { DEFAULT_DELIVERY_RATES } from '../../../../mock-server/seed/delivery-rates';
import { LARGE_OTHER_SIZE, LARGE_SIZE } from '../../../../mock-server/seed/large';
import {
  ARENA_EVENT_NAME,
  ARENA_NAME,
  ARENA_ROW_SEATS,
  ARENA_ROWS,
  ARENA_SEATS,
  ARENA_SHOWS,
} from '../../../../mock-server/seed/large-arena';
import { readEverything, storeFingerprint, timed } from '../../../node/mock/seed/helpers';

let mock: Mock;
let loadMs: number;

before(() => {
  loadMs = timed(() => {
    mock = createMock({ seed: 'large' });
  });
});

const get = (name: 'shows' | 'sectors' | 'prices' | 'bookings', pid: unknown): StoredRecord =>
  mock.store.get(name, pid as string)!;

describe('large seed', () => {
  it('loads in a few seconds (printed, not asserted)', (t) => {
    t.diagnostic(
      `large seed: new mock in ${loadMs.toFixed(0)} ms ` +
        `(${mock.store.count('tickets')} tickets, ${mock.store.count('shows')} shows)`,
    );
    assert.equal(mock.seed, 'large');
  });

  it('holds the promised numbers of records for each host', () => {
    for (const [user, size, arenas] of [
      ['demo', LARGE_SIZE, 1],
      ['other', LARGE_OTHER_SIZE, 0],
    ] as const) {
      const actor = mock.actor(user);
      const total = (name: 'events' | 'shows' | 'tickets' | 'persons' | 'venues' | 'seats') =>
        mock.records.list(actor, name, { maxResults: 1 }).total;
      assert.equal(total('events'), size.events + arenas, `${user} events`);
      assert.equal(total('shows'), size.events * size.showsPerEvent + arenas * ARENA_SHOWS, `${user} shows`);
      assert.equal(total('tickets'), size.tickets, `${user} tickets`);
      assert.equal(total('persons'), size.persons, `${user} persons`);
      assert.equal(total('venues'), size.venues + arenas, `${user} venues`);
      assert.equal(total('seats'), arenas * ARENA_SEATS, `${user} seats`);
    }
    assert.ok(mock.store.count('events') >= 1_000);
    assert.ok(mock.store.count('shows') >= 10_000);
    assert.ok(mock.store.count('tickets') >= 100_000);
  });

  it('seats an arena of 10,000 in blocks of numbered rows, each sector as large as its seats, nothing sold', () => {
    const demo = mock.actor('demo');
    const venue = mock.records.list(demo, 'venues').items.find((v) => v.name === ARENA_NAME)!;
    const event = mock.records.list(demo, 'events').items.find((e) => e.name === ARENA_EVENT_NAME)!;
    assert.ok(venue && event);
    assert.equal(ARENA_SEATS, 10_000);
    const sectors = mock.records.list(
      demo,
      'sectors',
      {},
      { parent: 'venues', pid: String(venue.pid), relation: 'sectors' },
    ).items;
    let seats = 0;
    for (const sector of sectors) {
      const own = mock.store.lookup('seats', 'sector', String(sector.pid));
      assert.equal(sector.capacity, own.size, String(sector.name));
      const rows = new Map<string, number[]>();
      for (const pid of own) {
        const seat = mock.store.get('seats', pid)!;
        rows.set(String(seat.row), [...(rows.get(String(seat.row)) ?? []), Number(seat.number)]);
      }
      assert.equal(rows.size, ARENA_ROWS);
      for (const numbers of rows.values()) {
        assert.equal(numbers.length, ARENA_ROW_SEATS);
        // The aisle: one number left out in the middle of the row.
        assert.ok(!numbers.includes(ARENA_ROW_SEATS / 2 + 1) && numbers.includes(ARENA_ROW_SEATS + 1));
      }
      seats += own.size;
    }
    assert.equal(seats, ARENA_SEATS);
    const shows = mock.records.list(
      demo,
      'shows',
      {},
      { parent: 'events', pid: String(event.pid), relation: 'shows' },
    ).items;
    assert.equal(shows.length, ARENA_SHOWS);
    for (const show of shows) {
      assert.equal(show.venue, venue.pid);
      assert.equal(mock.store.lookup('tickets', 'show', String(show.pid)).size, 0);
    }
  });

  it('gives each host one delivery rate per country and currency of the default groups', () => {
    const key = (country: unknown, currency: unknown) => `${String(country)} ${String(currency)}`;
    const keys = DEFAULT_DELIVERY_RATES.flatMap((group) =>
      group.countries.map((country) => key(country, group.currency)),
    ).sort();
    for (const user of ['demo', 'other']) {
      const rates = mock.records.list(mock.actor(user), 'deliveryrates').items;
      assert.deepEqual(rates.map((rate) => key(rate.country, rate.currency)).sort(), keys, user);
      const byKey = new Map(rates.map((rate) => [key(rate.country, rate.currency), rate.price]));
      for (const group of DEFAULT_DELIVERY_RATES) {
        for (const country of group.countries)
          assert.equal(
            byKey.get(key(country, group.currency)),
            group.price.toFixed(2),
            `${user} ${String(country)} ${group.currency}`,
          );
      }
    }
  });

  it('gives the same data on every load', (t) => {
    let again: Mock | undefined;
    const ms = timed(() => {
      again = createMock({ seed: 'large' });
    });
    t.diagnostic(`second load in ${ms.toFixed(0)} ms`);
    assert.equal(storeFingerprint(again!), storeFingerprint(mock));
  });

  it('reads every record back through the record service, valid against its read schema', (t) => {
    const ms = timed(() => readEverything(mock, [mock.actor('demo'), mock.actor('other')]));
    t.diagnostic(`read and checked every record in ${ms.toFixed(0)} ms`);
  });

  it('keeps the store indexes consistent with the records', () => {
    assert.deepEqual(mock.store.verifyIndexes(), []);
  });

  it('sells each ticket at a price of its event and category, in a sector of its venue, within capacity', () => {
    const sold = new Map<string, number>();
    for (const ticket of mock.store.all('tickets')) {
      const show = get('shows', ticket.show);
      const sector = get('sectors', ticket.sector);
      const price = get('prices', ticket.price);
      assert.equal(sector.host, show.venue);
      assert.equal(price.event, show.event);
      assert.equal(price.price_category, sector.price_category);
      assert.equal(ticket._host, show._host);
      assert.equal(ticket.confirmation, true);
      const key = `${String(show.pid)} ${String(sector.pid)}`;
      const count = (sold.get(key) ?? 0) + 1;
      assert.ok(count <= (sector.capacity as number), `sector ${sector.pid} of show ${show.pid} oversold`);
      sold.set(key, count);
    }
  });

  it('confirms every booking, with tickets of one show and a customer of its host', () => {
    const tickets = new Map<unknown, StoredRecord[]>();
    for (const ticket of mock.store.all('tickets')) {
      const list = tickets.get(ticket.booking) ?? [];
      list.push(ticket);
      tickets.set(ticket.booking, list);
    }
    for (const booking of mock.store.all('bookings')) {
      assert.equal(booking.confirmation, true);
      assert.equal(booking.expires, null);
      assert.equal(booking.released, false);
      assert.equal(booking.delivery_method, 'digital');
      assert.equal(mock.store.get('persons', booking.customer as string)?._host, booking._host);
      const own = tickets.get(booking.pid) ?? [];
      assert.ok(own.length >= 1 && own.length <= 6, `booking ${booking.pid} has ${own.length} tickets`);
      assert.equal(new Set(own.map((ticket) => ticket.show)).size, 1);
    }
  });

  it('answers at most one ticket option per group and books options within their bounds', () => {
    for (const ticket of mock.store.all('tickets')) {
      const options = ticket.ticket_options as string[];
      assert.ok(options.length <= 1);
      for (const option of options) {
        const group = mock.store.get(
          'ticketoptiongroups',
          mock.store.get('ticketoptions', option)!.ticket_option_group as string,
        )!;
        assert.equal(group.event, get('shows', ticket.show).event);
      }
    }
    for (const booking of mock.store.all('bookings')) {
      for (const item of booking.options as { option: string; quantity: number }[]) {
        const option = mock.store.get('options', item.option)!;
        assert.ok(item.quantity >= 1 && item.quantity <= (option.items_per_booking as number));
      }
    }
  });

  it('schedules every show after the clock start, within the following year and a half', () => {
    const now = mock.clock.now();
    for (const show of mock.store.all('shows')) {
      const start = show.start as number;
      assert.ok(start > now && start < now + 550 * 86_400_000, `show ${show.pid}`);
    }
  });
});
