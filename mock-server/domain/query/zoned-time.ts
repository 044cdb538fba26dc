/**
 * Wall time in an IANA zone to an instant and back, with Intl only. The service writes and
 * filters datetimes as `YYYY-MM-DD HH:MM:SS` in the host's zone, so every comparison of a stored
 * instant with a filter value goes through here.
 */

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    // Throws a RangeError for an unknown zone: that is configuration, never request input.
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Date.UTC without its mapping of years 0–99 to 1900–1999. */
function utc(year: number, month: number, day: number, hour: number, minute: number, second: number): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  d.setUTCHours(hour, minute, second, 0);
  return d.getTime();
}

/** Offset of the zone from UTC at an instant, in milliseconds (Europe/Zurich in summer: 7,200,000). */
export function zoneOffset(epochMs: number, timeZone: string): number {
  const seconds = epochMs - (((epochMs % 1000) + 1000) % 1000);
  const p: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(seconds))) p[part.type] = part.value;
  const year = p.era === 'BC' || p.era === 'B' ? 1 - Number(p.year) : Number(p.year);
  const hour = Number(p.hour) % 24;
  return utc(year, Number(p.month), Number(p.day), hour, Number(p.minute), Number(p.second)) - seconds;
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
  const early = wall - before;
  const late = wall - after;
  const earlyFits = zoneOffset(early, timeZone) === before;
  const lateFits = zoneOffset(late, timeZone) === after;
  if (earlyFits && lateFits) return Math.min(early, late);
  if (earlyFits) return early;
  if (lateFits) return late;
  return early;
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/**
 * Parses `YYYY-MM-DD HH:MM:SS` (or `YYYY-MM-DD`, meaning midnight) as a wall time in the zone.
 * Returns undefined for any other text and for impossible dates such as 2025-02-30 or 24:00:00.
 */
export function parseWallDateTime(text: string, timeZone: string): number | undefined {
  const m = DATE_TIME.exec(text);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = m
    .slice(1)
    .map((s) => (s === undefined ? 0 : Number(s))) as [number, number, number, number, number, number];
  if (year < 1 || month < 1 || month > 12 || day < 1) return undefined;
  if (day > new Date(utc(year, month + 1, 0, 0, 0, 0)).getUTCDate()) return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  return wallTimeToEpoch(timeZone, year, month, day, hour, minute, second);
}
