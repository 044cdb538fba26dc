import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { createMock, type Actor, type Mock, type ReadRecord } from '../../../../mock-server/index';
import type { ResourceName } from '../../../../mock-server/schemas';
import { DEFAULT_DELIVERY_RATES } from '../../../../mock-server/seed/delivery-rates';
import { DEMO_PIDS } from '../../../../mock-server/seed/demo-pids';

let mock: Mock;
let demo: Actor;

before(() => {
  mock = createMock({ seed: 'demo' });
  demo = mock.actor('demo');
});

const children = (resource: ResourceName, parent: ResourceName, pid: string, relation = resource) =>
  mock.records.list(demo, resource, {}, { parent, pid, relation }).items;
const event = (pid: string) => mock.records.get(demo, 'events', pid);
const venueOf = (show: string) => String(mock.records.get(demo, 'shows', show).venue);
const sectorsOf = (venue: string) => children('sectors', 'venues', venue);
const byName = (items: ReadRecord[], pattern: RegExp) =>
  items.filter((item) => pattern.test(String(item.name)));
const dayMs = 86_400_000;

describe('demo seed: the theatre production', () => {
  it('plays Die Dreigroschenoper 24 times over about three months, in CHF', () => {
    assert.equal(event(DEMO_PIDS.theatre.event).currency, 'CHF');
    const shows = children('shows', 'events', DEMO_PIDS.theatre.event);
    assert.equal(shows.length, 24);
    const starts = shows.map((show) => Date.parse(String(show.start)));
    assert.deepEqual(
      starts,
      [...starts].sort((a, b) => a - b),
    );
    const span = (starts.at(-1)! - starts[0]!) / dayMs;
    assert.ok(span >= 75 && span <= 100, `the run spans ${span} days`);
    assert.ok(starts[0]! > mock.clock.now());
  });

  it('has evening shows and matinées', () => {
    const times = children('shows', 'events', DEMO_PIDS.theatre.event).map((show) =>
      String(show.start).slice(11, 16),
    );
    assert.equal(times.filter((time) => time === '19:30').length, 12);
    assert.equal(times.filter((time) => time === '15:00').length, 12);
  });

  it('seats Parkett, Balkon and Loge as price categories 1–3, each with adult, reduced and child prices', () => {
    const sectors = sectorsOf(DEMO_PIDS.theatre.venue);
    assert.deepEqual(
      sectors.map((sector) => [sector.name, sector.price_category]),
      [
        ['Parkett', 1],
        ['Balkon', 2],
        ['Loge', 3],
      ],
    );
    const prices = children('prices', 'events', DEMO_PIDS.theatre.event);
    for (const category of [1, 2, 3]) {
      const names = prices.filter((price) => price.price_category === category).map((price) => price.name);
      assert.equal(names.length, 3, `category ${category}`);
      assert.match(String(names[0]), /Erwachsene/);
      assert.match(String(names[1]), /Ermässigt/);
      assert.match(String(names[2]), /Kinder/);
    }
  });
});

describe('demo seed: the concert', () => {
  it('sells a large standing sector and a seated balcony in EUR, digital dispatch allowed', () => {
    const concert = event(DEMO_PIDS.concert.event);
    assert.equal(concert.currency, 'EUR');
    assert.equal(concert.allow_digital_dispatch, true);
    const venue = venueOf(DEMO_PIDS.concert.shows[0]);
    assert.notEqual(venue, DEMO_PIDS.theatre.venue);
    const sectors = sectorsOf(venue);
    const [standing] = byName(sectors, /^Stehplatz$/);
    const [balcony] = byName(sectors, /Balkon/);
    assert.ok(standing && Number(standing.capacity) >= 1000);
    assert.ok(balcony && balcony.price_category !== standing.price_category);
    const prices = children('prices', 'events', DEMO_PIDS.concert.event);
    for (const sector of [standing, balcony])
      assert.ok(prices.some((price) => price.price_category === sector.price_category));
  });
});

describe('demo seed: the festival', () => {
  it('runs on three consecutive days', () => {
    const days = children('shows', 'events', DEMO_PIDS.festival.event).map((show) =>
      Date.parse(String(show.start).slice(0, 10)),
    );
    assert.deepEqual(
      days.map((day) => (day - days[0]!) / dayMs),
      [0, 1, 2],
    );
  });

  it('asks a yes/no shuttle question and a required meal question with prices', () => {
    const groups = children('ticketoptiongroups', 'events', DEMO_PIDS.festival.event);
    const [shuttle] = byName(groups, /Shuttle/);
    const [meal] = byName(groups, /Meal/);
    assert.ok(shuttle && meal);
    assert.equal(shuttle.required, false);
    assert.equal(meal.required, true);
    const options = (group: ReadRecord) =>
      children('ticketoptions', 'ticketoptiongroups', String(group.pid), 'ticketoptions');
    assert.deepEqual(
      options(shuttle).map((option) => option.name),
      ['Sì / Yes', 'No'],
    );
    const meals = options(meal);
    assert.deepEqual(
      meals.map((option) => String(option.name).split(' / ')[1]),
      ['Vegetarian', 'Vegan', 'Regular'],
    );
    for (const option of meals) {
      assert.equal(typeof option.price, 'number', 'a meal has a price');
      assert.ok((option.price as number) > 0);
    }
  });

  it('limits the shuttle per show and the plant-based meals together over the event', () => {
    const options = mock.records.list(demo, 'ticketoptions').items;
    const pidOf = (pattern: RegExp) => String(byName(options, pattern)[0]!.pid);
    const yes = pidOf(/^Sì \/ Yes$/);
    const plantBased = [pidOf(/Vegetarian/), pidOf(/Vegan/)];
    const limitations = mock.records.list(demo, 'ticketoptionlimitations').items;
    const shuttle = limitations.find((l) => (l.ticket_options as string[]).includes(yes));
    assert.ok(shuttle);
    assert.deepEqual(shuttle.ticket_options, [yes]);
    assert.equal(shuttle.scope, 'show');
    const shared = limitations.find((l) => (l.ticket_options as string[]).length === 2);
    assert.ok(shared);
    assert.deepEqual(shared.ticket_options, plantBased);
    assert.equal(shared.scope, 'event');
  });

  it('offers parking once per booking from 40 spaces and up to four programme booklets, both priced', () => {
    const options = children('options', 'events', DEMO_PIDS.festival.event);
    const [parking] = byName(options, /Parking/);
    const [booklet] = byName(options, /Programme booklet/);
    assert.ok(parking && booklet);
    assert.equal(parking.items_per_booking, 1);
    assert.equal(parking.limitation, 40);
    assert.notEqual(parking.price, null);
    assert.equal(booklet.items_per_booking, 4);
    assert.equal(booklet.limitation, null);
    assert.notEqual(booklet.price, null);
  });
});

describe('demo seed: delivery', () => {
  it('has an event that allows postal delivery only', () => {
    const gala = event(DEMO_PIDS.gala.event);
    assert.equal(gala.allow_digital_dispatch, false);
    const others = mock.records
      .list(demo, 'events')
      .items.filter((e) => e.pid !== DEMO_PIDS.gala.event)
      .map((e) => e.allow_digital_dispatch);
    assert.ok(others.every((allowed) => allowed === true));
  });

  it('has its own delivery rates for Switzerland and every other country, and the default groups in CHF and EUR', () => {
    const rates = mock.records.list(demo, 'deliveryrates').items;
    const key = (country: unknown, currency: unknown) => `${String(country ?? '*')} ${String(currency)}`;
    const byKey = new Map(rates.map((rate) => [key(rate.country, rate.currency), rate]));
    assert.equal(byKey.get('CH CHF')?.name, 'Postversand Schweiz (A-Post)');
    assert.equal(byKey.get('* CHF')?.name, 'Postversand Ausland / International mail');
    assert.equal(byKey.get('DE CHF')?.name, 'Postversand Europa');
    // The concert in Konstanz is sold in euros: its postal fee is in euros, for every country.
    assert.equal(event(DEMO_PIDS.concert.event).currency, 'EUR');
    assert.deepEqual(
      ['CH', 'DE', '*'].map((country) => byKey.get(`${country} EUR`)?.price),
      ['7.00', '11.00', '14.00'],
    );
    const expected = DEFAULT_DELIVERY_RATES.flatMap((group) =>
      group.countries.map((country) => key(country, group.currency)),
    );
    assert.deepEqual(
      rates.map((rate) => key(rate.country, rate.currency)).sort(),
      [...expected].sort(),
      "one rate per country and currency of the default groups, the demo's own in place of a default",
    );
    for (const rate of rates) assert.ok(Number(rate.price) > 0);
  });
});

describe('demo seed: venues and texts', () => {
  it('uses several venues, one of them abroad in its own zone', () => {
    const venues = mock.records.list(demo, 'venues').items;
    assert.ok(venues.length >= 4);
    const konstanz = venues.find((venue) => venue.city === 'Konstanz');
    assert.equal(konstanz?.timezone, 'Europe/Berlin');
  });

  it('names prices in German, French and Italian where the event is', () => {
    const names = mock.records.list(demo, 'prices').items.map((price) => String(price.name));
    assert.ok(names.some((name) => /Erwachsene/.test(name)));
    assert.ok(names.some((name) => /Plein tarif/.test(name)));
    assert.ok(names.some((name) => /Adulti/.test(name)));
  });
});
