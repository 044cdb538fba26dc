// Dates of shows as the buyer reads them: always the wall time of the venue's zone, with the
// zone named when the visitor's own clock reads another time. Calendar days are `YYYY-MM-DD` keys of that
// wall time, so a show at 23:30 in Zurich sits on its Zurich day wherever the visitor is.
import type { ShowInfo } from '../../booking/types.js';
import { dateTimeFormat, formatDate, formatDateTime, formatTime } from '../../i18n/format.js';
import type { Translator } from '../../i18n/translate.js';

const DAY_KEY: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

/** The visitor's IANA zone (read once: a list of shows asks for it at every show). */
let visitor: string | undefined;
function visitorZone(): string {
  return (visitor ??= Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** `YYYY-MM-DD` of the show's start in the venue's zone. */
export function dayKey(show: ShowInfo): string {
  return formatDateTime(show.start, 'en-CA', show.venue.timeZone, DAY_KEY);
}

/** Noon UTC of a day key: formatting it in UTC gives back that calendar day in any locale. */
export function keyToDate(key: string): Date {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day, 12));
}

/** "Friday, 31 December 2026" for a day key. */
export function formatDayKey(key: string, tag: string): string {
  return formatDate(keyToDate(key), tag, 'UTC', 'full');
}

/** The long name of `timeZone` at `date` in `tag`, e.g. "Central European Time". */
function zoneName(date: Date, timeZone: string, tag: string): string {
  const parts = dateTimeFormat(tag, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(date);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** Minutes `timeZone` is ahead of UTC at `date` (from its "GMT+02:00" name; 0 for "GMT"). */
function offsetAt(date: Date, timeZone: string): number {
  const parts = dateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(date);
  const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * The start time in the venue's zone, with the zone named only when the visitor's clock reads
 * another time at that moment: Konstanz seen from Zurich needs no "(Central European Time)",
 * New York does (and so does London in summer, though not in winter).
 */
export function showTime(show: ShowInfo, t: Translator, zone = visitorZone()): string {
  const { tag } = t.locale;
  const venueZone = show.venue.timeZone;
  const time = formatTime(show.start, tag, venueZone);
  if (zone === venueZone || offsetAt(show.start, zone) === offsetAt(show.start, venueZone)) return time;
  return t.text('shows.timeInZone', { time, zone: zoneName(show.start, venueZone, tag) });
}

/** Date and time of a show, for summaries: "Friday, 31 December 2026, 19:30". */
export function showDateTime(show: ShowInfo, t: Translator): string {
  return `${formatDate(show.start, t.locale.tag, show.venue.timeZone)}, ${showTime(show, t)}`;
}

/** "Stadttheater, Bern". */
export function venueText(show: ShowInfo): string {
  return [show.venue.name, show.venue.city].filter(Boolean).join(', ');
}

/** 1 = Monday … 7 = Sunday: the first day of the week in `tag` (Monday where unknown). */
export function firstDayOfWeek(tag: string): number {
  try {
    const locale = new Intl.Locale(tag) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    return locale.getWeekInfo?.().firstDay ?? locale.weekInfo?.firstDay ?? 1;
  } catch {
    return 1;
  }
}

/** Weeks of a month (`YYYY-MM`) as rows of seven day numbers, `null` outside the month. */
export function monthWeeks(month: string, firstDay: number): (number | null)[][] {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, index, 0)).getUTCDate();
  const weekday = new Date(Date.UTC(year, index - 1, 1)).getUTCDay() || 7; // 1 = Monday … 7 = Sunday
  const cells: (number | null)[] = Array.from({ length: (weekday - firstDay + 7) % 7 }, () => null);
  for (let day = 1; day <= days; day++) cells.push(day);
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** Names of the weekdays from `firstDay`, short and long. */
export function weekdays(tag: string, firstDay: number): { short: string; long: string }[] {
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => {
    const date = new Date(Date.UTC(2024, 0, ((firstDay - 1 + i) % 7) + 1, 12));
    return {
      short: formatDateTime(date, tag, 'UTC', { weekday: 'short' }),
      long: formatDateTime(date, tag, 'UTC', { weekday: 'long' }),
    };
  });
}
