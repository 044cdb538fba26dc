/**
 * Wire formats of the ticketing service.
 *
 * - Datetimes are read as ISO 8601 with a numeric offset (`2026-05-01T19:30:00+02:00`, also
 *   `+0200` and `Z`), and written and filtered as `YYYY-MM-DD HH:MM:SS`, the wall time of the
 *   host's zone (Europe/Zurich unless the host says otherwise).
 * - Money is read as a decimal string with two places, VAT included (`"12.50"`). It is handled
 *   as integer minor units, converted with string arithmetic so no binary rounding creeps in.
 */

import { wallFields, wallTimeToEpoch } from '../time/zoned-time.js';
import { validFields } from './date-time.js';

// Reading the service's datetimes is a module of its own (the show list needs only that).
export { parseDateTime } from './date-time.js';

/** The host zone the service uses unless configured otherwise. */
export const DEFAULT_TIME_ZONE = 'Europe/Zurich';

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})$/;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/**
 * Formats an instant as the service writes and filters datetimes: `YYYY-MM-DD HH:MM:SS`, the
 * wall time in `timeZone`. Milliseconds are dropped (the format has none).
 */
export function formatWallTime(date: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Cannot format an invalid Date');
  const [y, mo, d, h, mi, s] = wallFields(date.getTime(), timeZone);
  if (y < 0 || y > 9999) throw new RangeError(`Year ${y} does not fit the YYYY-MM-DD HH:MM:SS format`);
  return `${pad(y, 4)}-${pad(mo)}-${pad(d)} ${pad(h)}:${pad(mi)}:${pad(s)}`;
}

/**
 * Reads a `YYYY-MM-DD HH:MM:SS` wall time in `timeZone` back into an instant. Like Temporal's
 * `compatible` disambiguation, a time repeated when clocks go back resolves to the earlier
 * instant, and a time skipped when clocks go forward moves forward by the gap.
 */
export function parseWallTime(value: string, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const m = WALL_TIME.exec(value.trim());
  const fields = m ? m.slice(1, 7).map(Number) : [];
  const [y, mo, d, h, mi, s] = fields as [number, number, number, number, number, number];
  if (!m || !validFields(y, mo, d, h, mi, s)) {
    throw new RangeError(`Invalid wall time ${JSON.stringify(value)}: expected YYYY-MM-DD HH:MM:SS`);
  }
  return new Date(wallTimeToEpoch(timeZone, y, mo, d, h, mi, s));
}

const MONEY = /^(-)?(\d+)(?:\.(\d+))?$/;

/**
 * Converts a decimal amount (`"12.50"`, `"1234.5"`, `"-3.00"`, `"0.07"`, or a number such as
 * `12.5`) to integer minor units (`1250`). Digits beyond `fractionDigits` must be zeros: an
 * amount that cannot be represented exactly is an error, never silently rounded.
 */
export function toMinorUnits(value: string | number, fractionDigits = 2): number {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const m = MONEY.exec(text);
  const fraction = m?.[3] ?? '';
  if (!m || /[^0]/.test(fraction.slice(fractionDigits))) {
    throw new RangeError(
      `Invalid amount ${JSON.stringify(value)}: expected a decimal with at most ${fractionDigits} places, e.g. "12.50"`,
    );
  }
  const minor = Number(m[2] + fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0'));
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Amount ${JSON.stringify(value)} is too large`);
  return m[1] && minor !== 0 ? -minor : minor;
}

/** Converts integer minor units to the decimal string the service uses (`1250` → `"12.50"`). */
export function fromMinorUnits(minor: number, fractionDigits = 2): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Minor units must be a safe integer, got ${minor}`);
  const digits = String(Math.abs(minor)).padStart(fractionDigits + 1, '0');
  const whole = digits.slice(0, digits.length - fractionDigits);
  const fraction = fractionDigits > 0 ? `.${digits.slice(digits.length - fractionDigits)}` : '';
  return `${minor < 0 ? '-' : ''}${whole}${fraction}`;
}

const moneyFormatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats minor units for display, e.g. `formatMoney(1250, 'CHF', 'de-CH')` → `CHF 12.50`.
 * The amount goes to Intl as a decimal string, so even large amounts are exact.
 */
export function formatMoney(minor: number, currency: string, locale?: string, fractionDigits = 2): string {
  const key = `${locale ?? ''}|${currency}`;
  let formatter = moneyFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    moneyFormatters.set(key, formatter);
  }
  return formatter.format(fromMinorUnits(minor, fractionDigits) as `${number}`);
}
