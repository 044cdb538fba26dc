/**
 * The write bodies a ticket buyer may send, and nothing more: strict objects (an unknown or
 * read-only field is rejected with its path), the service's formats for pids, and small bounds.
 * The service checks the business rules; the gateway checks who may write what. The body sent
 * on is the parsed value re-serialized, never the visitor's text (so duplicate keys or other
 * parser differences cannot smuggle a field past these checks).
 */
import { z } from 'zod';
import { bookingPid } from './pids.js';
import { propertyPath } from '../problem/property-path.js';
import { GatewayError, type FieldError } from './problem.js';

const UUID_ANY_CASE = /^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/;
const TICKET_PID = /^[0-9a-fA-F]{16}$/;

/** Most tickets in one array create or array edit. */
const MAX_TICKETS_PER_REQUEST = 50;

const uuid = z
  .string()
  .regex(UUID_ANY_CASE, 'Expected the pid of a record (a UUID).')
  .transform((value) => value.toUpperCase());

/**
 * A booking pid as the integer, or the digits as text (any spelling `bookingPid` reads, such as
 * `1234-5678-9012`); sent as the integer.
 */
const bookingRef = z.union([z.int(), z.string().max(40)]).transform((value, ctx) => {
  const pid = bookingPid(value);
  if (pid !== null) return Number(pid);
  ctx.addIssue({ code: 'custom', message: 'Expected the pid of a booking (12 digits).' });
  return z.NEVER;
});

const text = z.string().max(255).nullable().optional();

const AddressSchema = z.strictObject({
  address1: text,
  address2: text,
  zip: text,
  city: text,
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'Expected a two-letter country code.')
    .nullable()
    .optional(),
});

const personShape = {
  salutation: z.enum(['m', 'f']).nullable().optional(),
  firstname: text,
  lastname: text,
  company: text,
  email: text,
  newsletter: z.boolean().optional(),
  mailing: z.boolean().optional(),
  locale: z.enum(['de', 'fr', 'it', 'en']).nullable().optional(),
  address: AddressSchema.optional(),
};

export const PersonCreateSchema = z.strictObject({ host: uuid.optional(), ...personShape });
export const PersonPatchSchema = z.strictObject(personShape);

const optionsWrite = z.array(z.strictObject({ option: uuid, quantity: z.int().min(0).max(10_000) })).max(100);

/**
 * What a payment's start may carry of the writes a page would send just before it
 * (payment-writes.ts): the booking's extras, as `PATCH /bookings/<pid>` takes them, and the
 * buyer's details on their person (`pid`), as `PATCH /persons/<pid>` takes them.
 */
export const paymentWrites = {
  options: optionsWrite.optional(),
  person: z.strictObject({ pid: uuid, ...personShape }).optional(),
};

export const BookingCreateSchema = z.strictObject({ customer: uuid, options: optionsWrite.optional() });

/**
 * Setting options, changing the customer, or confirming. A confirmation carries only
 * `confirmation`, `delivery` and `options`.
 */
export const BookingPatchSchema = z
  .strictObject({
    confirmation: z.boolean().optional(),
    delivery: z.boolean().optional(),
    options: optionsWrite.optional(),
    customer: uuid.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.confirmation !== undefined && value.customer !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['customer'],
        message: 'A confirmation may carry only confirmation, delivery and options.',
      });
    }
  });

const ticketShape = {
  booking: bookingRef,
  show: uuid,
  price: uuid,
  // A seated sector's ticket may name its seat, or leave it to the service's best available.
  sector: uuid.optional(),
  seat: uuid.optional(),
  ticket_options: z.array(uuid).max(100).optional(),
};

export const TicketCreateSchema = z.strictObject(ticketShape);
export const TicketCreateManySchema = z.array(TicketCreateSchema).min(1).max(MAX_TICKETS_PER_REQUEST);
const ticketPatchShape = {
  booking: bookingRef.optional(),
  show: uuid.optional(),
  price: uuid.optional(),
  sector: uuid.optional(),
  // Moves the visitor's own reserved ticket to another free seat.
  seat: uuid.optional(),
  ticket_options: z.array(uuid).max(100).optional(),
};

export const TicketPatchSchema = z.strictObject(ticketPatchShape);

/** A ticket pid in a body: 16 hex digits, sent in lower case as the service writes them. */
const ticketRef = z
  .string()
  .regex(TICKET_PID, 'Expected the pid of a ticket (16 hexadecimal digits).')
  .transform((value) => value.toLowerCase());

/** The array edit `PATCH /tickets/`: each item names its ticket and carries the same fields. */
export const TicketPatchManySchema = z
  .array(z.strictObject({ pid: ticketRef, ...ticketPatchShape }))
  .min(1)
  .max(MAX_TICKETS_PER_REQUEST);

export const EmailSendSchema = z.strictObject({ booking: bookingRef, type: z.literal('confirmation') });

/** Parses a body, or throws 409 `validation_failed` naming every offending field. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const errors: FieldError[] = [];
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        errors.push({
          property_path: propertyPath([...issue.path, key]),
          message: 'This field may not be set through this gateway.',
        });
      }
    } else {
      errors.push({ property_path: propertyPath(issue.path), message: issue.message });
    }
  }
  const first = errors[0];
  const detail = first
    ? `${first.property_path || 'The body'}: ${first.message}`
    : 'The request body is not valid.';
  throw new GatewayError('validation_failed', detail, errors.slice(0, 100));
}

/** The error for a reference to a record the visitor may not use (as the service answers for unknown pids). */
export function foreignReference(path: string, what: string): GatewayError {
  return new GatewayError('reference_not_found', `${path}: no such ${what} in this session.`, [
    { property_path: path, message: `No such ${what} in this session.` },
  ]);
}
