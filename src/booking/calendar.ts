/**
 * "Add to calendar": the show as an RFC 5545 iCalendar file, made in the browser. The start is
 * the venue's wall time with its zone (`DTSTART;TZID=…`), and the zone is described in the file
 * itself (a VTIMEZONE with the venue's UTC offset at the show, which RFC 5545 requires for every
 * TZID used), so any calendar shows the time the venue means wherever the buyer is.
 */
export interface CalendarShow {
  /** Booking pid: the event's UID, so adding it twice updates one entry. */
  booking: number;
  bookingNumber: string;
  event: string;
  start: Date;
  /** The show's end, when known (the site owner's show length): `DTEND`; else none. */
  end?: Date | null;
  timeZone: string;
  venue: string;
  city: string;
  /** Extra lines for the description (tickets, seats). */
  details?: string[];
  /** The host name for the UID (the page's host), default `ticket-booking`. */
  domain?: string;
}

/** Text escaped as RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma, newline. */
export function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (§3.1), never inside a UTF-8 character. */
export function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    // The first line holds 75 octets; continuation lines 74 after their leading space.
    if (size + bytes > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYYMMDDTHHMMSS` of `date` as wall time in `timeZone`. */
function wallTime(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
}

/** `YYYYMMDDTHHMMSSZ`. */
function utcTime(date: Date): string {
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(
    date.getUTCHours(),
  )}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
}

/** The zone's offset from UTC at `date`, as `+0100`. */
function offsetAt(date: Date, timeZone: string): string {
  const wall = wallTime(date, timeZone);
  const asUtc = Date.UTC(
    Number(wall.slice(0, 4)),
    Number(wall.slice(4, 6)) - 1,
    Number(wall.slice(6, 8)),
    Number(wall.slice(9, 11)),
    Number(wall.slice(11, 13)),
    Number(wall.slice(13, 15)),
  );
  const minutes = Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/** The iCalendar file of the show (CRLF line ends, folded lines). */
export function showCalendar(show: CalendarShow, now: Date): string {
  const offset = offsetAt(show.start, show.timeZone);
  const location = [show.venue, show.city].filter(Boolean).join(', ');
  const description = [show.bookingNumber, ...(show.details ?? [])].join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//ticket-booking//widget//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${show.timeZone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:booking-${show.booking}@${show.domain ?? 'ticket-booking'}`,
    `DTSTAMP:${utcTime(now)}`,
    `DTSTART;TZID=${show.timeZone}:${wallTime(show.start, show.timeZone)}`,
    ...(show.end ? [`DTEND;TZID=${show.timeZone}:${wallTime(show.end, show.timeZone)}`] : []),
    `SUMMARY:${escapeText(show.event)}`,
    `LOCATION:${escapeText(location)}`,
    `DESCRIPTION:${escapeText(description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
