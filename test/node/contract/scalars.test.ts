import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  ISO_DATETIME_PATTERN,
  MONEY_MAX,
  PriceCreateSchema,
  EventRecordSchema,
  PriceRecordSchema,
  ShowCreateSchema,
  ShowRecordSchema,
  TicketRecordSchema,
  UUID_PATTERN,
  VenueCreateSchema,
  isRealWallDateTime,
  isTimeZone,
} from '../../../mock-server/schemas';
import { EVENT, paths } from './helpers';

const show = (start: unknown) => ({ event: EVENT, venue: EVENT, start });
const price = (amount: unknown) => ({ event: EVENT, name: 'Adult', price_category: 1, price: amount });
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

describe('dates', () => {
  it('accepts a wall time as YYYY-MM-DD HH:MM:SS', () => {
    assert.equal(ShowCreateSchema.safeParse(show('2026-12-31 19:30:00')).success, true);
  });

  it('rejects other spellings of a date and time', () => {
    for (const start of [
      '2026-12-31T19:30:00',
      '2026-12-31 19:30',
      '31.12.2026 19:30:00',
      '2026-12-31 19:30:00+01:00',
    ]) {
      assert.deepEqual(paths(ShowCreateSchema, show(start)), ['start'], start);
    }
  });

  it('rejects dates and times that do not exist', () => {
    for (const start of [
      '2026-02-29 10:00:00',
      '2026-04-31 10:00:00',
      '2026-13-01 10:00:00',
      '2026-01-01 24:00:00',
      '2026-01-01 10:60:00',
      '0000-01-01 10:00:00',
    ]) {
      assert.deepEqual(paths(ShowCreateSchema, show(start)), ['start'], start);
    }
  });

  it('accepts 29 February in a leap year only', () => {
    assert.equal(isRealWallDateTime('2028-02-29 00:00:00'), true);
    assert.equal(isRealWallDateTime('2000-02-29 00:00:00'), true);
    assert.equal(isRealWallDateTime('2100-02-29 00:00:00'), false);
  });

  it('agrees with the calendar for every generated date and time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (year, month, day, hour, minute) => {
          const text = `${pad(year, 4)}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}:00`;
          const date = new Date(0);
          date.setUTCFullYear(year, month - 1, day);
          const exists = date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
          assert.equal(isRealWallDateTime(text), exists, text);
        },
      ),
    );
  });

  it('reads date-times as ISO 8601 with a numeric offset', () => {
    assert.match('2026-12-31T19:30:00+01:00', ISO_DATETIME_PATTERN);
    assert.match('2026-06-30T19:30:00.250-04:00', ISO_DATETIME_PATTERN);
    assert.doesNotMatch('2026-12-31T18:30:00Z', ISO_DATETIME_PATTERN);
    assert.doesNotMatch('2026-12-31 19:30:00', ISO_DATETIME_PATTERN);
    const record = ShowRecordSchema.safeParse({
      pid: EVENT,
      event: EVENT,
      venue: EVENT,
      start: '2026-12-31 19:30:00',
      created: '2026-01-01T00:00:00+01:00',
      updated: '2026-01-01T00:00:00+01:00',
    });
    assert.equal(record.success, false);
  });
});

describe('money', () => {
  it('accepts amounts with at most two decimals', () => {
    for (const amount of [0, 1, 0.5, 19.99, 0.07, 1.1, 45.3, MONEY_MAX]) {
      assert.equal(PriceCreateSchema.safeParse(price(amount)).success, true, String(amount));
    }
  });

  it('rejects negative amounts, more decimals, strings and amounts over the maximum', () => {
    for (const amount of [-0.01, 0.001, 12.345, '12.50', null, MONEY_MAX + 1]) {
      assert.deepEqual(paths(PriceCreateSchema, price(amount)), ['price'], String(amount));
    }
  });

  it('accepts every amount of whole cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Math.round(MONEY_MAX * 100) }), (cents) => {
        assert.equal(PriceCreateSchema.safeParse(price(cents / 100)).success, true, String(cents / 100));
      }),
    );
  });

  it('rejects every amount with a third decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999 }), fc.integer({ min: 1, max: 9 }), (cents, mills) => {
        const amount = Number(`${Math.floor(cents / 100)}.${pad(cents % 100)}${mills}`);
        assert.equal(PriceCreateSchema.safeParse(price(amount)).success, false, String(amount));
      }),
    );
  });

  it('reads the price of a price as a number, as the interface description types it', () => {
    const base = {
      pid: EVENT,
      event: EVENT,
      name: 'Adult',
      price_category: 1,
      created: '2026-01-01T00:00:00+01:00',
      updated: '2026-01-01T00:00:00+01:00',
    };
    for (const amount of [45, 45.5, 19.95, 0]) {
      assert.equal(PriceRecordSchema.safeParse({ ...base, price: amount }).success, true, String(amount));
    }
    for (const amount of ['45.00', '45', -1]) {
      assert.equal(PriceRecordSchema.safeParse({ ...base, price: amount }).success, false, String(amount));
    }
  });
});

describe('identifiers and codes', () => {
  it('takes a currency of ISO 4217 only: a made-up code is refused', () => {
    const currency = EventRecordSchema.shape.currency;
    for (const code of ['CHF', 'EUR', 'GBP', 'JPY'])
      assert.equal(currency.safeParse(code).success, true, code);
    for (const code of ['KLC', 'ABC', 'chf', 'EURO'])
      assert.equal(currency.safeParse(code).success, false, code);
  });

  it('reads UUID pids in upper case only', () => {
    assert.match(EVENT, UUID_PATTERN);
    assert.doesNotMatch(EVENT.toLowerCase(), UUID_PATTERN);
  });

  it('reads ticket pids as 16 lower-case hex digits and codes in upper case', () => {
    const shape = TicketRecordSchema.shape;
    assert.equal(shape.pid.safeParse('9f86d081884c7d65').success, true);
    assert.equal(shape.pid.safeParse('9F86D081884C7D65').success, false);
    assert.equal(shape.code.safeParse('9F86D081884C7D65').success, true);
    assert.equal(shape.code.safeParse('9f86d081884c7d65').success, false);
    assert.equal(shape.denormalized_currency_pid.safeParse('CHF').success, true);
    assert.equal(shape.denormalized_currency_pid.safeParse('chf').success, false);
  });

  it('knows IANA time zones', () => {
    assert.equal(isTimeZone('Europe/Zurich'), true);
    assert.equal(isTimeZone('America/New_York'), true);
    assert.equal(isTimeZone('Mars/Olympus'), false);
    assert.deepEqual(
      paths(VenueCreateSchema, { host: EVENT, name: 'Hall', city: 'Bern', timezone: 'CET+99' }),
      ['timezone'],
    );
  });
});
