import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  formatMoney,
  formatWallTime,
  fromMinorUnits,
  parseDateTime,
  parseWallTime,
  toMinorUnits,
} from '../../../src/api/format.js';

describe('parseDateTime', () => {
  it('reads offsets written with a colon, without one, and Z', () => {
    const expected = Date.UTC(2026, 4, 1, 17, 30, 0);
    assert.equal(parseDateTime('2026-05-01T19:30:00+02:00').getTime(), expected);
    assert.equal(parseDateTime('2026-05-01T19:30:00+0200').getTime(), expected);
    assert.equal(parseDateTime('2026-05-01T17:30:00Z').getTime(), expected);
    assert.equal(parseDateTime('2026-05-01T12:00:00-05:30').getTime(), Date.UTC(2026, 4, 1, 17, 30, 0));
  });

  it('keeps milliseconds and accepts a space between date and time', () => {
    assert.equal(parseDateTime('2026-05-01 17:30:00.125Z').getTime(), Date.UTC(2026, 4, 1, 17, 30, 0, 125));
  });

  it('rejects garbage, missing offsets and impossible dates with a clear error', () => {
    for (const bad of [
      '',
      'tomorrow',
      '2026-05-01T19:30:00',
      '2026-05-01',
      '2026-02-30T10:00:00Z',
      '2026-13-01T10:00:00Z',
      '2026-05-01T24:00:00Z',
      '2026-05-01T19:30:00+25:00',
      '2026-05-01T19:30:00+02:00 trailing',
    ]) {
      assert.throws(() => parseDateTime(bad), { name: 'RangeError', message: /Invalid date-time/ }, bad);
    }
  });
});

describe('formatWallTime', () => {
  it('writes the wall time of Europe/Zurich by default, in summer and in winter', () => {
    assert.equal(formatWallTime(new Date(Date.UTC(2026, 4, 1, 17, 30, 5))), '2026-05-01 19:30:05');
    assert.equal(formatWallTime(new Date(Date.UTC(2026, 0, 15, 18, 0, 0))), '2026-01-15 19:00:00');
  });

  it('writes midnight as 00, never 24', () => {
    assert.equal(formatWallTime(new Date(Date.UTC(2026, 0, 14, 23, 0, 0))), '2026-01-15 00:00:00');
  });

  it('writes the wall time of another zone when asked', () => {
    assert.equal(
      formatWallTime(new Date(Date.UTC(2026, 6, 1, 12, 0, 0)), 'America/New_York'),
      '2026-07-01 08:00:00',
    );
  });

  it('rejects an invalid Date and an unknown zone', () => {
    assert.throws(() => formatWallTime(new Date(NaN)), RangeError);
    assert.throws(() => formatWallTime(new Date(), 'Mars/Olympus_Mons'), RangeError);
  });
});

describe('parseWallTime', () => {
  it('reads a wall time in the zone', () => {
    assert.equal(parseWallTime('2026-05-01 19:30:00').getTime(), Date.UTC(2026, 4, 1, 17, 30, 0));
  });

  it('moves a time skipped by the spring change forward by the gap', () => {
    // 02:30 does not exist on 2026-03-29 in Zurich; it is read as 03:30 CEST.
    assert.equal(parseWallTime('2026-03-29 02:30:00').getTime(), Date.UTC(2026, 2, 29, 1, 30, 0));
  });

  it('resolves a time repeated by the autumn change to the earlier instant', () => {
    assert.equal(parseWallTime('2026-10-25 02:30:00').getTime(), Date.UTC(2026, 9, 25, 0, 30, 0));
  });

  it('rejects other formats', () => {
    assert.throws(() => parseWallTime('2026-05-01T19:30:00+02:00'), /Invalid wall time/);
    assert.throws(() => parseWallTime('2026-02-29 10:00:00'), /Invalid wall time/);
  });

  it('knows the leap days of the years 0–99 as written (0000 and 0096 are leap years, 0097 is not)', () => {
    assert.equal(formatWallTime(parseWallTime('0000-02-29 12:00:00', 'UTC'), 'UTC'), '0000-02-29 12:00:00');
    assert.equal(formatWallTime(parseWallTime('0096-02-29 12:00:00', 'UTC'), 'UTC'), '0096-02-29 12:00:00');
    assert.throws(() => parseWallTime('0097-02-29 12:00:00', 'UTC'), /Invalid wall time/);
  });

  it('round-trips any instant through the wall time of a zone', () => {
    const zones = ['Europe/Zurich', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.constantFrom(...zones),
        (ms, zone) => {
          const seconds = Math.floor(ms / 1000) * 1000;
          const wall = formatWallTime(new Date(ms), zone);
          const back = parseWallTime(wall, zone);
          assert.equal(formatWallTime(back, zone), wall);
          // Equal, except in a repeated hour, where the earlier of the two instants is chosen.
          assert.ok(back.getTime() <= seconds, `${wall} in ${zone}`);
          if (back.getTime() !== seconds) assert.ok(seconds - back.getTime() <= 3_600_000);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('money', () => {
  it('converts decimal strings to minor units exactly', () => {
    assert.equal(toMinorUnits('12.50'), 1250);
    assert.equal(toMinorUnits('1234.5'), 123450);
    assert.equal(toMinorUnits('-3.00'), -300);
    assert.equal(toMinorUnits('0.07'), 7);
    assert.equal(toMinorUnits('0.29'), 29); // 0.29 * 100 is 28.999999999999996 in floating point
    assert.equal(toMinorUnits('1.10'), 110);
    assert.equal(toMinorUnits('42'), 4200);
    assert.equal(toMinorUnits('12.500'), 1250);
    assert.equal(toMinorUnits(12.5), 1250);
  });

  it('never produces a negative zero', () => {
    assert.ok(Object.is(toMinorUnits('-0.00'), 0));
  });

  it('rejects amounts it cannot represent exactly', () => {
    for (const bad of [
      '12.505',
      'abc',
      '',
      '1e3',
      '12.',
      '.5',
      '+1.00',
      '1,00',
      '1 000.00',
      '99999999999999999.00',
    ]) {
      assert.throws(() => toMinorUnits(bad), RangeError, bad);
    }
    assert.throws(() => toMinorUnits(0.1 + 0.2), RangeError);
  });

  it('writes minor units as a decimal string with two places', () => {
    assert.equal(fromMinorUnits(1250), '12.50');
    assert.equal(fromMinorUnits(7), '0.07');
    assert.equal(fromMinorUnits(-300), '-3.00');
    assert.equal(fromMinorUnits(0), '0.00');
    assert.equal(fromMinorUnits(5, 0), '5');
    assert.throws(() => fromMinorUnits(1.5), RangeError);
  });

  it('round-trips any safe integer through the decimal string', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 0, max: 3 }),
        (minor, digits) => {
          assert.equal(toMinorUnits(fromMinorUnits(minor, digits), digits), minor);
        },
      ),
    );
  });

  it('agrees with exact integer arithmetic on any decimal string', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.stringMatching(/^\d{0,2}$/),
        (negative, whole, fraction) => {
          const text = `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
          const expected = (whole * 100n + BigInt(fraction.padEnd(2, '0'))) * (negative ? -1n : 1n);
          assert.equal(toMinorUnits(text), Number(expected));
        },
      ),
    );
  });

  it('formats minor units for display with Intl', () => {
    const chf = new Intl.NumberFormat('de-CH', { style: 'currency', currency: 'CHF' });
    assert.equal(formatMoney(1250, 'CHF', 'de-CH'), chf.format(12.5));
    const eur = new Intl.NumberFormat('fr-CH', { style: 'currency', currency: 'EUR' });
    assert.equal(formatMoney(-300, 'EUR', 'fr-CH'), eur.format(-3));
  });

  it('formats large amounts without losing cents', () => {
    assert.match(formatMoney(900719925474099, 'USD', 'en-US'), /9,007,199,254,740\.99/);
  });
});
