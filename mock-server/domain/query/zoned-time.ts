/**
 * Filter values in the host's zone to instants. The service writes and filters datetimes as
 * `YYYY-MM-DD HH:MM:SS` in the host's zone, so every comparison of a stored instant with a filter
 * value goes through here; the conversion itself is shared with the client (src/time/zoned-time.ts), so the
 * mock and the widget never disagree about a wall time.
 */
import { utc, wallTimeToEpoch } from '../../../src/time/zoned-time';

export { wallTimeToEpoch, zoneOffset } from '../../../src/time/zoned-time';

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
  if (day > new Date(utc(year, month + 1, 0)).getUTCDate()) return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  return wallTimeToEpoch(timeZone, year, month, day, hour, minute, second);
}
