/**
 * Pids as the gateway compares them, parsed once from a path segment or a body value: every
 * spelling of a pid gives the one form the session keeps, so every check sees the same pid.
 *
 * - a booking: its 12 digits as text; dashes anywhere between digits and leading zeros are
 *   dropped (`7750-9222-9122`, `0775092229122` → `775092229122`);
 * - a person or another record with a UUID: upper case;
 * - a ticket: 16 hexadecimal digits, lower case (as the service writes them).
 *
 * Path segments arrive percent-decoded (see `pathSegments`), so `%37750…` is `7750…` here.
 */

export type PidKind = 'booking' | 'uuid' | 'ticket';

const BOOKING = /^[0-9](?:-?[0-9])*$/;
const UUID = /^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/;
const TICKET = /^[0-9A-Fa-f]{16}$/;
/** The service's booking numbers: 12 digits, the first not 0. */
const BOOKING_DIGITS = /^[1-9][0-9]{11}$/;

/** The booking number of `value` as 12 digits, or null. */
export function bookingPid(value: string | number): string | null {
  const text = String(value);
  if (text.length > 40 || !BOOKING.test(text)) return null;
  const digits = text.replaceAll('-', '').replace(/^0+/, '');
  return BOOKING_DIGITS.test(digits) ? digits : null;
}

/** The upper-case UUID of `value`, or null. */
export const uuidPid = (value: string): string | null => (UUID.test(value) ? value.toUpperCase() : null);

/** The lower-case ticket pid of `value`, or null. */
const ticketPid = (value: string): string | null => (TICKET.test(value) ? value.toLowerCase() : null);

/** The pid of `kind` in `value`, in the one form the gateway compares, or null. */
export function parsePid(kind: PidKind, value: string): string | null {
  if (kind === 'booking') return bookingPid(value);
  return kind === 'uuid' ? uuidPid(value) : ticketPid(value);
}

/** Characters a decoded path segment may hold: no slashes, dots-only names or other escapes. */
const SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The path below `basePath` as decoded segments; null when the request is not for the gateway
 * or a segment holds anything but letters, digits, `-` and `_` once decoded (so `..`, an encoded
 * slash or a malformed escape never reach a route). One trailing slash is dropped.
 */
export function pathSegments(pathname: string, basePath: string): string[] | null {
  if (pathname !== basePath && !pathname.startsWith(`${basePath}/`)) return null;
  const rest = pathname.slice(basePath.length).replace(/^\/|\/$/g, '');
  if (rest === '') return null;
  const segments: string[] = [];
  for (const raw of rest.split('/')) {
    let segment: string;
    try {
      // Without an escape there is nothing to decode (the common case: no call, no copy).
      segment = raw.length > 200 ? '' : raw.includes('%') ? decodeURIComponent(raw) : raw;
    } catch {
      return null;
    }
    if (!SEGMENT.test(segment)) return null;
    segments.push(segment);
  }
  return segments;
}
