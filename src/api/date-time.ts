/**
 * Reading the service's datetimes (ISO 8601 with `Z` or a numeric offset): see format.ts, which
 * re-exports it. A module of its own so that the widget's show list carries only this.
 */
import { utc } from '../time/zoned-time.js';

const READ_DATETIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:([Zz])|([+-])(\d{2})(?::?(\d{2}))?)$/;

// Day 0 of the next month is the last of this one; `utc` keeps years 0–99 as written
// (Date.UTC would read 0000 as 1900, which is no leap year).
const daysInMonth = (year: number, month: number): number => new Date(utc(year, month + 1, 0)).getUTCDate();

/** Whether the fields name a date and time that exist (seconds without leap seconds). */
export function validFields(y: number, mo: number, d: number, h: number, mi: number, s: number): boolean {
  return mo >= 1 && mo <= 12 && d >= 1 && d <= daysInMonth(y, mo) && h <= 23 && mi <= 59 && s <= 59;
}

/**
 * Parses a datetime as the service reads it out (ISO 8601 with `Z` or a numeric offset).
 * A value without an offset is rejected: it would silently depend on the runtime's zone.
 */
export function parseDateTime(value: string): Date {
  const m = READ_DATETIME.exec(value.trim());
  const fail = () =>
    new RangeError(
      `Invalid date-time ${JSON.stringify(value)}: expected ISO 8601 with an offset, e.g. 2026-05-01T19:30:00+02:00`,
    );
  if (!m) throw fail();
  const [y, mo, d, h, mi, s = 0] = m.slice(1, 7).map((part) => Number(part ?? 0)) as number[];
  const ms = Number((m[7] ?? '').slice(0, 3).padEnd(3, '0'));
  const offsetH = Number(m[10] ?? 0);
  const offsetM = Number(m[11] ?? 0);
  if (!validFields(y!, mo!, d!, h!, mi!, s) || offsetH > 23 || offsetM > 59) throw fail();
  const offsetMs = (m[9] === '-' ? -1 : 1) * (offsetH * 60 + offsetM) * 60_000;
  return new Date(utc(y!, mo!, d!, h!, mi!, s, ms) - offsetMs);
}
