import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createMock } from '../../../../mock-server/index';
import {
  MINUTE,
  advance,
  booking,
  capacity,
  confirm,
  refused,
  reserve,
  sectorOf,
  setup,
  ticket,
} from './fixture';

const SECOND = 1000;

describe('rules: release of unconfirmed bookings', () => {
  it('keeps the tickets one second before the release period and releases them at it', () => {
    const s = setup();
    const b = booking(s);
    const tickets = reserve(s, ticket(s, b), ticket(s, b, { price: s.child }));
    const created = s.mock.clock.now();
    assert.deepEqual(advance(s, 30 * MINUTE - SECOND).expired, []);
    assert.equal(s.mock.records.list(s.demo, 'tickets').total, 2);
    assert.equal(sectorOf(s, s.parkett).reserved, 2);

    const report = advance(s, SECOND);
    const readable = String(s.mock.records.get(s.demo, 'bookings', b).pid_readable);
    assert.deepEqual(report.expired, [
      {
        booking: b,
        pid_readable: readable,
        expired_at: new Date(created + 30 * MINUTE).toISOString(),
        ticket_count: 2,
        tickets,
        options: [],
      },
    ]);
    assert.deepEqual(advance(s, MINUTE).expired, [], 'a release is reported once');
  });

  it('leaves the booking unconfirmed, released, with its expires and no tickets', () => {
    const s = setup();
    const b = booking(s);
    reserve(s, ticket(s, b));
    const expires = s.mock.records.get(s.demo, 'bookings', b).expires;
    advance(s, 31 * MINUTE);
    const read = s.mock.records.get(s.demo, 'bookings', b, ['tickets']);
    assert.deepEqual(
      [read.confirmation, read.released, read.expires, read.tickets, read.delivery_method],
      [false, true, expires, [], null],
    );
    assert.equal(read.updated, expires, 'the booking changed at its expiry');
  });

  it('gives places back and answers booking_expired to tickets and confirmation afterwards', () => {
    const s = setup();
    const b = booking(s);
    reserve(
      s,
      ticket(s, b, { sector: s.balkon, price: s.balconyPrice }),
      ticket(s, b, { sector: s.balkon, price: s.balconyPrice }),
    );
    assert.equal(sectorOf(s, s.balkon).available, 0);
    advance(s, 30 * MINUTE);
    assert.deepEqual(capacity(s).total, { total: 102, sold: 0, reserved: 0, available: 102 });
    refused(s, () => reserve(s, ticket(s, b)), 'booking_expired', ['booking']);
    const error = refused(s, () => confirm(s, b), 'booking_expired', ['confirmation']);
    assert.match(
      error.message,
      /^Could not confirm booking .*: Booking .* expired and its tickets were released\.$/,
    );
    const other = booking(s);
    reserve(
      s,
      ticket(s, other, { sector: s.balkon, price: s.balconyPrice }),
      ticket(s, other, { sector: s.balkon, price: s.balconyPrice }),
    );
  });

  it('journals each release with the instant the booking expired', () => {
    const s = setup();
    const b = booking(s);
    reserve(s, ticket(s, b));
    const expires = Date.parse(String(s.mock.records.get(s.demo, 'bookings', b).expires));
    advance(s, 45 * MINUTE);
    const entries = s.mock.journal.list({ kinds: ['release'] });
    assert.equal(entries.length, 1);
    assert.equal(entries[0]!.pid, b);
    assert.match(
      entries[0]!.message,
      new RegExp(`^Released 1 ticket of booking .*: not confirmed by ${new Date(expires).toISOString()}\\.$`),
    );
  });

  it('releases lazily on the next request when time passed without a clock move', () => {
    const s = setup();
    const b = booking(s);
    reserve(s, ticket(s, b));
    s.mock.clock.advance(30 * MINUTE);
    assert.equal(s.mock.journal.list({ kinds: ['release'] }).length, 0, 'nothing runs on timers');
    assert.equal(s.mock.records.get(s.demo, 'bookings', b).released, true);
    assert.equal(s.mock.journal.list({ kinds: ['release'] }).length, 1);
  });

  it('keeps confirmed bookings, and expires new bookings after the release period in force at creation', () => {
    const s = setup();
    const confirmed = booking(s);
    reserve(s, ticket(s, confirmed));
    confirm(s, confirmed);
    const early = booking(s);
    s.mock.updateConfig({ releasePeriod: MINUTE });
    const short = booking(s);
    reserve(s, ticket(s, short), ticket(s, early));
    assert.deepEqual(
      advance(s, MINUTE).expired.map((entry) => (entry as { booking: number }).booking),
      [short],
    );
    assert.deepEqual(
      advance(s, 29 * MINUTE).expired.map((entry) => (entry as { booking: number }).booking),
      [early],
    );
    advance(s, 600 * MINUTE);
    assert.equal(sectorOf(s, s.parkett).sold, 1);
  });

  it('emits booking-tickets-deleted with the released tickets once the release is written', () => {
    const s = setup();
    const b = booking(s);
    const tickets = reserve(s, ticket(s, b));
    booking(s);
    advance(s, 30 * MINUTE);
    assert.deepEqual(s.events, [
      { type: 'booking-tickets-deleted', payload: { booking: b, tickets, host: s.host } },
    ]);
  });

  it('releases bookings of a snapshot put back into another mock', () => {
    const s = setup();
    const b = booking(s);
    reserve(s, ticket(s, b));
    const copy = createMock();
    copy.restore(s.mock.snapshot());
    assert.deepEqual(
      copy
        .moveClock({ advanceMs: 30 * MINUTE })
        .expired.map((entry) => (entry as { booking: number }).booking),
      [b],
    );
    const show = copy.records.get(copy.actor('demo'), 'shows', s.shows[0], ['capacity']);
    assert.equal((show.capacity as { total: { reserved: number } }).total.reserved, 0);
  });
});
