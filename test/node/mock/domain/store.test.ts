import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createMock, type RecordRules } from '../../../../mock-server/index';
import { Store } from '../../../../mock-server/domain/store';
import { catalogue, codeOf, errorOf, fixture } from './fixture';

describe('store writes', () => {
  it('creates every item of an array or none when one item names a missing record', () => {
    const { mock, demo } = fixture();
    const c = catalogue(mock, demo);
    const before = JSON.stringify(mock.snapshot());
    const error = errorOf(() =>
      mock.records.create(demo, 'tickets', [
        { booking: c.booking, show: c.show, price: c.prices[0], sector: c.sectors[0] },
        {
          booking: c.booking,
          show: '00000000-0000-4000-8000-000000000000',
          price: c.prices[0],
          sector: c.sectors[0],
        },
      ]),
    );
    assert.equal(error.code, 'reference_not_found');
    assert.deepEqual(
      error.errors.map((e) => e.property_path),
      ['[1].show'],
    );
    assert.equal(JSON.stringify(mock.snapshot()), before);
  });

  it('rolls back records, indexes, ids and sequence when a rule refuses after the first inserts', () => {
    const refuse: RecordRules = {
      name: 'refuse-second-ticket',
      afterCreate(_ctx, resource, records) {
        if (resource === 'tickets' && records.length > 1) throw new Error('refused by rule');
      },
    };
    const { mock, demo } = fixture({ rules: [refuse] });
    const c = catalogue(mock, demo);
    const before = JSON.stringify(mock.snapshot());
    const ticket = { booking: c.booking, show: c.show, price: c.prices[0], sector: c.sectors[0] };
    assert.throws(() => mock.records.create(demo, 'tickets', [ticket, ticket]), /refused by rule/);
    assert.equal(JSON.stringify(mock.snapshot()), before);
    assert.deepEqual(mock.store.verifyIndexes(), []);
    const created = mock.records.create(demo, 'tickets', ticket);
    assert.equal(created.pids.length, 1);
  });

  it('puts deleted records back in creation order when a rule refuses a delete', () => {
    const refuse: RecordRules = {
      name: 'refuse-deletes',
      afterDelete() {
        throw new Error('no deletes today');
      },
    };
    const { mock, demo } = fixture({ rules: [refuse] });
    const c = catalogue(mock, demo);
    const order = () => [...mock.store.all('prices')].map((p) => p.pid);
    const before = order();
    const snapshot = JSON.stringify(mock.snapshot());
    assert.throws(() => mock.records.delete(demo, 'events', c.event), /no deletes today/);
    assert.deepEqual(order(), before);
    assert.equal(JSON.stringify(mock.snapshot()), snapshot);
    assert.deepEqual(mock.store.verifyIndexes(), []);
  });

  it('refuses changes outside store.write()', () => {
    const store = new Store(1);
    const code = codeOf(() =>
      store.insert('hosts', {
        pid: 'A',
        _host: 'A',
        _seq: 1,
        name: 'A',
        timezone: 'Europe/Zurich',
        locale: 'de',
        created: 0,
        updated: 0,
      }),
    );
    assert.equal(code, 'internal_error');
  });
});

describe('store deletes', () => {
  it('cascades from an event to shows, prices, groups, ticket options, limitations, options and tickets', () => {
    const { mock, demo } = fixture();
    const c = catalogue(mock, demo);
    const group = String(
      mock.records.create(demo, 'ticketoptiongroups', { event: c.event, name: 'Meal?' }).pids[0],
    );
    const yes = String(
      mock.records.create(demo, 'ticketoptions', { ticket_option_group: group, name: 'Yes', price: 5 })
        .pids[0],
    );
    mock.records.create(demo, 'ticketoptionlimitations', {
      ticket_options: [yes],
      limitation: 10,
      scope: 'show',
    });
    mock.records.create(demo, 'options', { event: c.event, name: 'Parking' });
    mock.records.create(demo, 'tickets', {
      booking: c.booking,
      show: c.show,
      price: c.prices[0],
      sector: c.sectors[0],
      ticket_options: [yes],
    });

    const result = mock.records.delete(demo, 'events', c.event);
    const counts: Record<string, number> = {};
    for (const { resource } of result.deleted) counts[resource] = (counts[resource] ?? 0) + 1;
    assert.deepEqual(counts, {
      events: 1,
      shows: 1,
      prices: 2,
      ticketoptiongroups: 1,
      options: 1,
      tickets: 1,
      ticketoptions: 1,
      ticketoptionlimitations: 1,
    });
    for (const name of [
      'events',
      'shows',
      'prices',
      'ticketoptiongroups',
      'ticketoptions',
      'ticketoptionlimitations',
      'options',
      'tickets',
    ] as const) {
      assert.equal(mock.store.count(name), 0, name);
    }
    assert.equal(mock.store.count('venues'), 1);
    assert.equal(mock.store.count('sectors'), 2);
    assert.equal(mock.store.count('bookings'), 1);
    assert.deepEqual(mock.store.verifyIndexes(), []);
  });

  it('cascades from a venue to its sectors and from a booking to its tickets', () => {
    const { mock, demo } = fixture();
    const c = catalogue(mock, demo);
    mock.records.create(demo, 'tickets', {
      booking: c.booking,
      show: c.show,
      price: c.prices[0],
      sector: c.sectors[0],
    });
    mock.records.delete(demo, 'bookings', c.booking);
    assert.equal(mock.store.count('tickets'), 0);
    mock.records.delete(demo, 'shows', c.show);
    mock.records.delete(demo, 'venues', c.venue);
    assert.equal(mock.store.count('sectors'), 0);
    assert.deepEqual(mock.store.verifyIndexes(), []);
  });

  it('answers record_in_use naming the show that still uses a venue, and changes nothing', () => {
    const { mock, demo } = fixture();
    const c = catalogue(mock, demo);
    const before = JSON.stringify(mock.snapshot());
    const error = errorOf(() => mock.records.delete(demo, 'venues', c.venue));
    assert.equal(error.code, 'record_in_use');
    assert.match(error.message, new RegExp(`show ${c.show}`));
    assert.equal(JSON.stringify(mock.snapshot()), before);
  });

  it('answers record_in_use for a price that a ticket outside the cascade uses', () => {
    const { mock, demo } = fixture();
    const c = catalogue(mock, demo);
    const ticket = mock.records.create(demo, 'tickets', {
      booking: c.booking,
      show: c.show,
      price: c.prices[0],
      sector: c.sectors[0],
    });
    const error = errorOf(() => mock.records.delete(demo, 'prices', c.prices[0]!));
    assert.equal(error.code, 'record_in_use');
    assert.match(error.message, new RegExp(`ticket ${ticket.pids[0]}`));
    assert.equal(
      codeOf(() => mock.records.delete(demo, 'prices', c.prices[1]!)),
      undefined,
    );
  });

  it('clears a nullify reference instead of deleting the record that holds it', () => {
    const { mock, demo, host } = fixture();
    const c = catalogue(mock, demo);
    const rate = String(
      mock.records.create(demo, 'deliveryrates', { host, name: 'Post CH', country: 'CH', price: 8 }).pids[0],
    );
    mock.store.write(() =>
      mock.store.insert('deliveries', {
        pid: mock.store.ids.uuid(),
        _host: host,
        _seq: mock.store.nextSeq(),
        booking: c.booking,
        delivery_rate: rate,
        name: 'Post CH',
        price: 800,
        currency: 'CHF',
        created: 0,
        updated: 0,
      }),
    );
    mock.records.delete(demo, 'deliveryrates', rate);
    const [delivery] = [...mock.store.all('deliveries')];
    assert.equal(delivery?.delivery_rate, null);
    assert.deepEqual(mock.store.verifyIndexes(), []);
  });
});

describe('store snapshots', () => {
  it('round-trips through JSON: same data, same next ids, same reads', () => {
    const { mock, demo } = fixture();
    const c = catalogue(mock, demo);
    const json = JSON.stringify(mock.snapshot());
    const copy = createMock();
    copy.restore(JSON.parse(json));
    assert.equal(JSON.stringify(copy.snapshot()), json);
    assert.deepEqual(
      copy.records.get(demo, 'bookings', c.booking, ['customer']),
      mock.records.get(demo, 'bookings', c.booking, ['customer']),
    );
    const next = { host: demo.hosts[0], name: 'Studio', city: 'Bern' };
    assert.deepEqual(copy.records.create(demo, 'venues', next), mock.records.create(demo, 'venues', next));
    assert.deepEqual(copy.store.verifyIndexes(), []);
  });

  it('refuses a snapshot with a dangling reference and keeps its content', () => {
    const { mock, demo } = fixture();
    catalogue(mock, demo);
    const good = mock.snapshot();
    const bad = JSON.parse(JSON.stringify(good)) as { store: { tables: { shows: { venue: string }[] } } };
    bad.store.tables.shows[0]!.venue = '00000000-0000-4000-8000-000000000000';
    const error = errorOf(() => mock.restore(bad));
    assert.equal(error.code, 'validation_failed');
    assert.ok(error.errors.some((e) => e.property_path === 'tables.shows[0].venue'));
    assert.equal(JSON.stringify(mock.snapshot()), JSON.stringify(good));
  });
});
