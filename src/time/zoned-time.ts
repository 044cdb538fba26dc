/**
 * Wall time in an IANA zone ↔ instant, with Intl only and no dependencies. The service writes and
 * filters datetimes as `YYYY-MM-DD HH:MM:SS` in the host's zone, so the client's wire formats and
 * the mock service's filters both convert through here.
 */

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    // Throws a RangeError for an unknown zone.
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      // hourCycle, not hour12: hour12:false prints midnight as "24" in some engines.
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/**
 * Date.UTC without its mapping of years 0–99 to 1900–1999. Other fields out of range carry over as
 * in Date.UTC: day 0 is the last day of the month before.
 */
export function utc(y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d);
  date.setUTCHours(h, mi, s, ms);
  return date.getTime();
}

/** Year (1 BC is 0), month, day, hour, minute, second. */
export type WallFields = [number, number, number, number, number, number];

/** Wall-clock fields of an instant in a zone. */
export function wallFields(epochMs: number, timeZone: string): WallFields {
  const p: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(epochMs))) p[part.type] = part.value;
  const year = p.era === 'BC' || p.era === 'B' ? 1 - Number(p.year) : Number(p.year);
  return [year, Number(p.month), Number(p.day), Number(p.hour) % 24, Number(p.minute), Number(p.second)];
}

/** Offset of the zone from UTC at an instant, in milliseconds (Europe/Zurich in summer: 7,200,000). */
export function zoneOffset(epochMs: number, timeZone: string): number {
  const seconds = epochMs - (((epochMs % 1000) + 1000) % 1000);
  return utc(...wallFields(seconds, timeZone)) - seconds;
}

/**
 * The instant of a wall time in a zone. Where the wall time occurs twice (the autumn change) the
 * earlier instant is taken; where it does not occur (the spring gap) the time is moved forward by
 * the length of the gap — the `compatible` rule of Temporal and of most databases.
 */
export function wallTimeToEpoch(
  timeZone: string,
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): number {
  const wall = utc(year, month, day, hour, minute, second);
  // Zone changes are at least days apart, so the offsets a day before and a day after are the only
  // candidates for this wall time.
  const before = zoneOffset(wall - DAY_MS, timeZone);
  const after = zoneOffset(wall + DAY_MS, timeZone);
  const fits = [wall - before, wall - after].filter((t) => zoneOffset(t, timeZone) === wall - t);
  // Neither fits only in a gap: read with the offset before it, the time lands past the gap.
  return fits.length > 0 ? Math.min(...fits) : wall - before;
}
