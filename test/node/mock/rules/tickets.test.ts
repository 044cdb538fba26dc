import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MINUTE, advance, booking, confirm, refused, reserve, setup, ticket } from './fixture';

describe('rules: tickets', () => {
  it('reserves a ticket whose confirmation follows its unconfirmed booking', () => {
    const s = setup();
    const b = booking(s);
    const [pid] = reserve(s, ticket(s, b));
    assert.equal(s.mock.records.get(s.demo, 'tickets', pid!).confirmation, false);
    confirm(s, b);
    assert.equal(s.mock.records.get(s.demo, 'tickets', pid!).confirmation, true);
  });

  it('answers booking_confirmed to a ticket for a confirmed booking, at the booking path', () => {
    const s = setup();
    const b = booking(s);
    reserve(s, ticket(s, b));
    confirm(s, b);
    const error = refused(s, () => reserve(s, ticket(s, b)), 'booking_confirmed', ['booking']);
    assert.match(error.message, /^Could not reserve 1 ticket: Booking \d{4}-\d{4}-\d{4} is confirmed/);
    const open = booking(s);
    refused(s, () => reserve(s, ticket(s, open), ticket(s, b)), 'booking_confirmed', ['[1].booking']);
  });

  it('answers booking_confirmed to any edit of a ticket of a confirmed booking', () => {
    const s = setup();
    const b = booking(s);
    const [pid] = reserve(s, ticket(s, b));
    confirm(s, b);
    refused(
      s,
      () => s.mock.records.update(s.demo, 'tickets', pid!, { ticket_options: [s.yes] }),
      'booking_confirmed',
      [''],
    );
    refused(
      s,
      () => s.mock.records.updateMany(s.demo, 'tickets', [{ pid, price: s.child }]),
      'booking_confirmed',
      ['[0]'],
    );
  });

  it('answers booking_expired to a ticket for a released booking', () => {
    const s = setup();
    const b = booking(s);
    advance(s, 30 * MINUTE);
    const error = refused(s, () => reserve(s, ticket(s, b)), 'booking_expired', ['booking']);
    assert.match(error.message, /expired/);
  });

  it('answers booking_expired when an edit moves a ticket into a released booking', () => {
    const s = setup();
    const old = booking(s);
    advance(s, 20 * MINUTE);
    const fresh = booking(s);
    const [pid] = reserve(s, ticket(s, fresh));
    advance(s, 10 * MINUTE);
    refused(s, () => s.mock.records.update(s.demo, 'tickets', pid!, { booking: old }), 'booking_expired', [
      'booking',
    ]);
  });

  it('answers validation_failed at sector for a sector of another venue', () => {
    const s = setup();
    const venue = String(
      s.mock.records.create(s.demo, 'venues', { host: s.host, name: 'Kulturhalle', city: 'Thun' }).pids[0],
    );
    const foreign = String(
      s.mock.records.create(s.demo, 'sectors', { host: venue, name: 'Halle', price_category: 1, capacity: 9 })
        .pids[0],
    );
    const b = booking(s);
    const error = refused(
      s,
      () => reserve(s, ticket(s, b), ticket(s, b, { sector: foreign })),
      'validation_failed',
      ['[1].sector'],
    );
    assert.match(error.message, /Sector Halle is not a sector of venue Stadttheater/);
  });

  it('answers price_not_applicable at price for a price of another category or event', () => {
    const s = setup();
    const b = booking(s);
    const category = refused(
      s,
      () => reserve(s, ticket(s, b, { price: s.balconyPrice })),
      'price_not_applicable',
      ['price'],
    );
    assert.match(category.message, /price category 2; sector Parkett has price category 1/);
    const other = String(
      s.mock.records.create(s.demo, 'events', { host: s.host, name: 'Nabucco', currency: 'CHF' }).pids[0],
    );
    const price = String(
      s.mock.records.create(s.demo, 'prices', { event: other, name: 'Einheit', price_category: 1, price: 40 })
        .pids[0],
    );
    const event = refused(s, () => reserve(s, ticket(s, b, { price })), 'price_not_applicable', ['price']);
    assert.match(event.message, /is not a price of event Die Zauberflöte/);
  });

  it('checks an edit that changes the sector or price like a new ticket', () => {
    const s = setup();
    const b = booking(s);
    const [pid] = reserve(s, ticket(s, b));
    refused(
      s,
      () => s.mock.records.update(s.demo, 'tickets', pid!, { sector: s.balkon }),
      'price_not_applicable',
      ['price'],
    );
    s.mock.records.update(s.demo, 'tickets', pid!, { sector: s.balkon, price: s.balconyPrice });
    assert.equal(s.mock.records.get(s.demo, 'tickets', pid!).sector, s.balkon);
  });

  it('reads denormalized_price_including_vat as a copy of its price, whatever ticket options it has', () => {
    const s = setup();
    const [pid] = reserve(s, ticket(s, booking(s), { ticket_options: [s.yes, s.fish] }));
    const read = () => s.mock.records.get(s.demo, 'tickets', pid!);
    const price = s.mock.records.get(s.demo, 'prices', String(read().price)).price;
    assert.equal(price, 49.5);
    // The options cost 5 and 12.50; the interface description's copy is the price's amount.
    assert.equal(read().denormalized_price_including_vat, '49.50');
    s.mock.records.update(s.demo, 'tickets', pid!, { ticket_options: [s.no] });
    assert.equal(read().denormalized_price_including_vat, '49.50');
    s.mock.records.update(s.demo, 'tickets', pid!, { price: s.child });
    const child = s.mock.records.get(s.demo, 'prices', s.child).price as number;
    assert.equal(read().denormalized_price_including_vat, child.toFixed(2));
  });
});
