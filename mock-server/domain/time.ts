/**
 * Stored form ↔ wire form of instants and money. Records store instants as epoch milliseconds
 * and money as integer minor units (so sums never drift); the wire reads ISO 8601 with a
 * numeric offset and decimal strings with two places, and writes wall times and numbers.
 */
import { parseWallDateTime, zoneOffset } from './query/zoned-time';

export const DEFAULT_TIME_ZONE = 'Europe/Zurich';

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

const QUARTER_HOUR = 900_000;
const OFFSET_CACHE_LIMIT = 50_000;
const offsets = new Map<string, number | null>();

/**
 * `zoneOffset` with a cache per zone and quarter hour: reading a list renders many instants and
 * Intl is slow. A quarter hour whose two ends have different offsets holds a transition, so it
 * is never served from the cache (its instants are computed exactly).
 */
function offsetAt(epochMs: number, timeZone: string): number {
  const bucket = Math.floor(epochMs / QUARTER_HOUR);
  const key = `${timeZone}|${bucket}`;
  let cached = offsets.get(key);
  if (cached === undefined) {
    const start = zoneOffset(bucket * QUARTER_HOUR, timeZone);
    const end = zoneOffset((bucket + 1) * QUARTER_HOUR - 1000, timeZone);
    cached = start === end ? start : null;
    if (offsets.size >= OFFSET_CACHE_LIMIT) offsets.clear();
    offsets.set(key, cached);
  }
  return cached ?? zoneOffset(epochMs, timeZone);
}

const FORMAT_CACHE_LIMIT = 20_000;
/** Formatted instants per zone, by second. */
const formatted = new Map<string, Map<number, string>>();
let formattedCount = 0;

/**
 * `2026-03-29T03:00:00+02:00`: the instant as wall time of `timeZone` with its offset at that
 * instant. Seconds precision, as the service writes; never `Z` (the contract asks for a numeric
 * offset).
 *
 * Every read renders each record's instants, and records share few distinct ones (a show's
 * start on each of its tickets; `created` and `updated` stamped by a clock that stands still
 * unless moved), so the strings are kept, up to a bound after which the cache starts afresh.
 */
export function formatInstant(epochMs: number, timeZone: string): string {
  const seconds = Math.floor(epochMs / 1000) * 1000;
  let zone = formatted.get(timeZone);
  let text = zone?.get(seconds);
  if (text !== undefined) return text;
  text = format(seconds, timeZone);
  if (formattedCount >= FORMAT_CACHE_LIMIT) {
    formatted.clear();
    formattedCount = 0;
    zone = undefined;
  }
  if (!zone) formatted.set(timeZone, (zone = new Map()));
  zone.set(seconds, text);
  formattedCount++;
  return text;
}

function format(seconds: number, timeZone: string): string {
  const offset = offsetAt(seconds, timeZone);
  const wall = new Date(seconds + offset);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset) / 60_000;
  const year = wall.getUTCFullYear();
  const date = `${year < 0 ? '-' : ''}${pad(Math.abs(year), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
  const time = `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`;
  return `${date}T${time}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * A written `YYYY-MM-DD HH:MM:SS` as an instant. The schemas have already checked the format and
 * the calendar; a wall time in a daylight-saving gap moves forward by the gap, an ambiguous one
 * means the earlier instant (as the contract documents).
 */
export function parseWallTime(text: string, timeZone: string): number | undefined {
  return parseWallDateTime(text, timeZone);
}

/** 49.5 → 4950. The schemas allow at most two decimals; rounding removes binary noise. */
export function toMinorUnits(amount: number): number {
  return Math.round(amount * 100);
}

/** 4950 → "49.50". */
export function formatMoney(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${pad(abs % 100)}`;
}
