import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { capacity, booking, confirm, refused, reserve, sectorOf, setup, ticket } from './fixture';

describe('rules: capacity', () => {
  it('answers sector_sold_out saying how many are left, in the documented form', () => {
    const s = setup();
    const b = booking(s);
    const balkon = { sector: s.balkon, price: s.balconyPrice };
    reserve(s, ticket(s, b, balkon));
    const error = refused(
      s,
      () => reserve(s, ticket(s, b, balkon), ticket(s, b), ticket(s, b, balkon)),
      'sector_sold_out',
      ['[0].sector', '[2].sector'],
    );
    assert.match(
      error.message,
      new RegExp(
        `^Could not reserve 2 tickets: sector Balkon has 1 left for show Die Zauberflöte on 2026-12-31 19:30 \\(${s.shows[0]}\\)\\.$`,
      ),
    );
    assert.equal(error.errors[0]!.message, 'Sector Balkon has 1 left; 2 asked.');
  });

  it('reserves an array completely or not at all, counting it per show and sector', () => {
    const s = setup();
    const b = booking(s);
    const balkon = (show: string) => ticket(s, b, { sector: s.balkon, price: s.balconyPrice, show });
    refused(
      s,
      () => reserve(s, balkon(s.shows[0]), balkon(s.shows[0]), balkon(s.shows[0])),
      'sector_sold_out',
    );
    assert.equal(sectorOf(s, s.balkon).reserved, 0);
    reserve(s, balkon(s.shows[0]), balkon(s.shows[0]), balkon(s.shows[1]), balkon(s.shows[1]));
    assert.deepEqual([sectorOf(s, s.balkon).available, sectorOf(s, s.balkon, s.shows[1]).available], [0, 0]);
    refused(s, () => reserve(s, balkon(s.shows[1])), 'sector_sold_out', ['sector']);
  });

  it('counts sold and reserved tickets separately and gives places back when tickets go', () => {
    const s = setup();
    const first = booking(s);
    const second = booking(s);
    reserve(s, ticket(s, first), ticket(s, first, { price: s.child }));
    const [third] = reserve(s, ticket(s, second));
    confirm(s, first);
    assert.deepEqual(sectorOf(s, s.parkett), {
      sector: s.parkett,
      total: 100,
      sold: 2,
      reserved: 1,
      available: 97,
    });
    s.mock.records.delete(s.demo, 'tickets', third!);
    assert.deepEqual(capacity(s).total, { total: 102, sold: 2, reserved: 0, available: 100 });
    s.mock.records.delete(s.demo, 'bookings', first);
    assert.deepEqual(capacity(s).total, { total: 102, sold: 0, reserved: 0, available: 102 });
  });

  it('checks moving tickets on the net change of each show and sector', () => {
    const s = setup();
    const b = booking(s);
    const balkon = { sector: s.balkon, price: s.balconyPrice };
    const [a, c] = reserve(s, ticket(s, b, balkon), ticket(s, b, { ...balkon, show: s.shows[1] }));
    const [d] = reserve(s, ticket(s, b, balkon));
    refused(s, () => s.mock.records.update(s.demo, 'tickets', c!, { show: s.shows[0] }), 'sector_sold_out', [
      'sector',
    ]);
    s.mock.records.updateMany(s.demo, 'tickets', [
      { pid: a, show: s.shows[1] },
      { pid: c, show: s.shows[0] },
    ]);
    s.mock.records.update(s.demo, 'tickets', d!, { show: s.shows[1] });
    assert.equal(sectorOf(s, s.balkon).reserved, 1);
    assert.equal(sectorOf(s, s.balkon, s.shows[1]).reserved, 2);
  });

  it('answers the capacity of every show of an event in one collection read', () => {
    const s = setup();
    reserve(s, ticket(s, booking(s), { show: s.shows[1] }));
    const { items } = s.mock.records.list(s.demo, 'shows', {
      filter: {
        kind: 'condition',
        field: ['event'],
        comp: 'eq',
        value: s.event,
        at: { fields: ['filters[event]'], comp: 'filters[event]', value: 'filters[event]' },
      },
      properties: ['capacity'],
    });
    assert.deepEqual(
      items.map((show) => [show.pid, (show.capacity as { total: { reserved: number } }).total.reserved]),
      [
        [s.shows[0], 0],
        [s.shows[1], 1],
      ],
    );
  });

  it('refuses a sector capacity below the tickets a show holds in it, and moves of sold sectors and shows', () => {
    const s = setup();
    const b = booking(s);
    reserve(
      s,
      ticket(s, b, { sector: s.balkon, price: s.balconyPrice }),
      ticket(s, b, { sector: s.balkon, price: s.balconyPrice }),
    );
    const error = refused(
      s,
      () => s.mock.records.update(s.demo, 'sectors', s.balkon, { capacity: 1 }),
      'validation_failed',
      ['capacity'],
    );
    assert.match(error.message, /has 2 tickets in sector Balkon; its capacity cannot be less than 2/);
    s.mock.records.update(s.demo, 'sectors', s.balkon, { capacity: 2 });
    const venue = String(
      s.mock.records.create(s.demo, 'venues', { host: s.host, name: 'Kulturhalle', city: 'Thun' }).pids[0],
    );
    refused(
      s,
      () => s.mock.records.update(s.demo, 'sectors', s.balkon, { host: venue }),
      'validation_failed',
      ['host'],
    );
    refused(s, () => s.mock.records.update(s.demo, 'shows', s.shows[0], { venue }), 'validation_failed', [
      'venue',
    ]);
    s.mock.records.update(s.demo, 'shows', s.shows[1], { venue });
  });
});
