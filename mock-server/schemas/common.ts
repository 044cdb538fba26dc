/**
 * Shared building blocks of the contract: record identifiers, dates, money and the helpers that
 * turn a field list into the create, edit and read shapes of a resource.
 *
 * Scalars are deliberately not registered as OpenAPI components: a field-level description on a
 * `$ref` would become an `allOf`, and a nullable `$ref` would not accept null.
 */
import { z } from '@hono/zod-openapi';
import { CURRENCIES } from './currencies';

/** Marks a field, parameter or operation that the interface description does not name. */
export const EXTENSION = { 'x-extension': true } as const;

// No `i` flag: JSON Schema patterns carry no flags, so the documented pattern must say it all.
export const UUID_PATTERN = /^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/;
export const UUID_PATTERN_ANY_CASE =
  /^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/;
const TICKET_PID_PATTERN = /^[0-9a-f]{16}$/;
export const TICKET_PID_PATTERN_ANY_CASE = /^[0-9a-fA-F]{16}$/;
export const BOOKING_PID_MIN = 100_000_000_000;
export const BOOKING_PID_MAX = 999_999_999_999;
/** Accepted spellings of a booking pid given as a string: `123456789012` or `1234-5678-9012`. */
export const BOOKING_PID_STRING_PATTERN = /^\d{4}-?\d{4}-?\d{4}$/;
const WALL_DATETIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
export const ISO_DATETIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?[+-]\d{2}:\d{2}$/;
const MONEY_STRING_PATTERN = /^\d+\.\d{2}$/;
export const MONEY_MAX = 99_999_999.99;

export const EXAMPLE_UUID = '3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C';
export const EXAMPLE_BOOKING_PID = 123456789012;
export const EXAMPLE_TICKET_PID = '9f86d081884c7d65';

// ---------------------------------------------------------------------------------------------
// Identifiers

/** Upper-case UUID as written by the service (persons, addresses and every other record). */
export const uuidPid = (description = 'Record identifier: an upper-case UUID.') =>
  z
    .string()
    .regex(UUID_PATTERN)
    .openapi({ description, examples: [EXAMPLE_UUID] });

/** A reference to a record by its UUID pid; lower-case input is accepted and upper-cased. */
export const uuidRef = (description: string) =>
  z
    .string()
    .regex(UUID_PATTERN_ANY_CASE, 'Expected the pid of a record (a UUID).')
    .transform((value) => value.toUpperCase())
    .openapi({ description, examples: [EXAMPLE_UUID] });

/** Booking pid on read: a 12-digit integer. */
export const bookingPid = (description = 'Booking identifier: a 12-digit integer.') =>
  z
    .int()
    .min(BOOKING_PID_MIN)
    .max(BOOKING_PID_MAX)
    .openapi({ description, examples: [EXAMPLE_BOOKING_PID] });

/**
 * A reference to a booking: the integer pid, or the same digits as a string (also in the
 * hyphenated `pid_readable` form). Always parsed to the integer.
 */
export const bookingRef = (description: string) =>
  z
    .union([
      z.int().min(BOOKING_PID_MIN).max(BOOKING_PID_MAX),
      z
        .string()
        .regex(BOOKING_PID_STRING_PATTERN, 'Expected a booking pid (12 digits).')
        .openapi({ examples: ['1234-5678-9012', '123456789012'] }),
    ])
    .transform((value) => (typeof value === 'number' ? value : Number(value.replaceAll('-', ''))))
    .openapi({ description, examples: [EXAMPLE_BOOKING_PID] });

/** Ticket pid on read: 16 lower-case hexadecimal digits. */
export const ticketPid = (description = 'Ticket identifier: 16 lower-case hexadecimal digits.') =>
  z
    .string()
    .regex(TICKET_PID_PATTERN)
    .openapi({ description, examples: [EXAMPLE_TICKET_PID] });

/** A reference to a ticket by its pid; the upper-case `code` is accepted too. */
export const ticketRef = (description: string) =>
  z
    .string()
    .regex(TICKET_PID_PATTERN_ANY_CASE, 'Expected a ticket pid (16 hexadecimal digits).')
    .transform((value) => value.toLowerCase())
    .openapi({ description, examples: [EXAMPLE_TICKET_PID] });

// ---------------------------------------------------------------------------------------------
// Dates and times

/** True when `YYYY-MM-DD HH:MM:SS` names a real calendar date and a valid time of day. */
export function isRealWallDateTime(value: string): boolean {
  const match = WALL_DATETIME_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (year < 1 || month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return false;
  // Day 0 of the next month is the last day of this one (leap years included).
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day >= 1 && day <= daysInMonth;
}

/**
 * A date and time as written and filtered: `YYYY-MM-DD HH:MM:SS`, wall time of the host's zone
 * (Europe/Zurich by default; a show's `start` uses its venue's zone).
 */
export const wallDateTime = (description: string) =>
  z
    .string()
    .regex(WALL_DATETIME_PATTERN, 'Expected a date and time as YYYY-MM-DD HH:MM:SS.')
    // Only judged when the format is right, so a malformed value gets one message.
    .refine(
      (value) => !WALL_DATETIME_PATTERN.test(value) || isRealWallDateTime(value),
      'Expected a real calendar date and time of day.',
    )
    .openapi({
      description:
        `${description} Format \`YYYY-MM-DD HH:MM:SS\`, wall time of the zone that applies. ` +
        'A wall time that the zone skips (daylight-saving gap) is moved forward by the gap; ' +
        'an ambiguous one (repeated hour) means the earlier instant.',
      examples: ['2026-12-31 19:30:00'],
    });

/** A date and time as read: ISO 8601 with a numeric UTC offset. */
export const isoDateTime = (description: string) =>
  z
    .string()
    .regex(ISO_DATETIME_PATTERN)
    .openapi({
      description: `${description} ISO 8601 with a numeric UTC offset (never \`Z\`).`,
      format: 'date-time',
      examples: ['2026-12-31T19:30:00+01:00'],
    });

// ---------------------------------------------------------------------------------------------
// Money

/** Money on write: a number ≥ 0 with at most two decimals, VAT included. */
export const moneyWrite = (description: string) =>
  z
    .number()
    .min(0)
    .max(MONEY_MAX)
    .multipleOf(0.01, 'Expected an amount with at most two decimals.')
    .openapi({
      description: `${description} A number ≥ 0 with at most two decimals, VAT included.`,
      multipleOf: 0.01,
      examples: [49.5],
    });

/** Money on read: a decimal string with exactly two places, VAT included. */
export const moneyRead = (description: string) =>
  z
    .string()
    .regex(MONEY_STRING_PATTERN)
    .openapi({
      description: `${description} A decimal string with two places, VAT included.`,
      examples: ['49.50'],
    });

/**
 * Money on read as a number, where the interface description types the field so (`price` of
 * Price, Ticket option and Option): the amount with at most two decimals, VAT included. No
 * `multipleOf`: 19.95 is not a multiple of 0.01 in binary floating point, and validators would
 * refuse it.
 */
export const moneyReadNumber = (description: string) =>
  z
    .number()
    .min(0)
    .max(MONEY_MAX)
    .openapi({
      description: `${description} A number with at most two decimals, VAT included.`,
      examples: [49.5],
    });

// ---------------------------------------------------------------------------------------------
// Other scalars

const NAME_MAX = 255;

/** A required, non-empty name (at most 255 characters). */
export const nameField = (description: string) => z.string().min(1).max(NAME_MAX).openapi({ description });

/** Free text of a person or an address: may be empty, at most 255 characters. */
export const textField = (description: string) => z.string().max(NAME_MAX).openapi({ description });

export const countryCode = (description: string) =>
  z
    .string()
    .regex(/^[A-Z]{2}$/, 'Expected a two-letter upper-case country code (ISO 3166-1 alpha-2).')
    .openapi({ description: `${description} ISO 3166-1 alpha-2, upper case.`, examples: ['CH'] });

export const currencyCode = (description: string) =>
  z
    .enum(CURRENCIES, { error: 'Expected a currency code of ISO 4217 in upper case, such as CHF or EUR.' })
    .openapi({ description: `${description} An ISO 4217 code in use, upper case.`, examples: ['CHF'] });

/** True when the runtime knows the IANA time zone name. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const timeZone = (description: string) =>
  z
    .string()
    .min(1)
    .refine(
      (value) => value === '' || isTimeZone(value),
      'Expected an IANA time zone name such as Europe/Zurich.',
    )
    .openapi({ description: `${description} An IANA time zone name.`, examples: ['Europe/Zurich'] });

export const count = (description: string) => z.int().min(0).openapi({ description });

// ---------------------------------------------------------------------------------------------
// Shapes

type Shape = Readonly<Record<string, z.ZodType>>;

/** The edit shape: every field of the create shape becomes optional. */
export type PartialShape<S extends Shape> = { [K in keyof S]: z.ZodOptional<S[K]> };

export function partialShape<S extends Shape>(shape: S): PartialShape<S> {
  const entries = Object.entries(shape).map(([key, schema]) => [key, schema.optional()]);
  return Object.fromEntries(entries) as PartialShape<S>;
}

/** `created` and `updated`, which every record reads with. */
export const timestamps = {
  created: isoDateTime('When the record was created.'),
  updated: isoDateTime('When the record was last changed.'),
};

/**
 * The three write schemas of a resource: create (`POST`), edit (`PATCH` one record: every field
 * optional) and the item of an array edit (`PATCH` the collection: the edit shape plus `pid`).
 * All three are strict: an unknown or read-only field is rejected with its property path.
 */
export function writeSchemas<const T extends string, S extends Shape, P extends z.ZodType>(
  title: T,
  shape: S,
  pid: P,
  resource: string,
) {
  const strictNote = 'Unknown and read-only fields are rejected (409 `validation_failed`, with their paths).';
  const editShape = partialShape(shape);
  return {
    create: z.strictObject(shape).openapi(`${title}Create`, {
      description: `Creates ${resource}. ${strictNote}`,
    }),
    patch: z.strictObject(editShape).openapi(`${title}Patch`, {
      description: `Edits ${resource}: only the fields given change. ${strictNote}`,
    }),
    patchItem: z.strictObject({ pid, ...editShape }).openapi(`${title}PatchItem`, {
      description: `One item of an array edit of ${resource}: \`pid\` names the record, the other fields change. ${strictNote}`,
    }),
  };
}
