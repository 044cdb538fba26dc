/** Booking: a customer's reservation of tickets, confirmed with one PATCH. */
import { z } from '@hono/zod-openapi';
import {
  EXTENSION,
  bookingPid,
  bookingRef,
  count,
  isoDateTime,
  timestamps,
  uuidPid,
  uuidRef,
} from './common';
import { defineResource, field, recordFields } from './registry-types';

const DELIVERY_METHODS = ['digital', 'postal'] as const;

const BOOKING_DESCRIPTION =
  'A booking of a customer. Its pid is a 12-digit integer, shown as `pid_readable` ' +
  '(`1234-5678-9012`). An unconfirmed booking keeps its tickets for 30 minutes (configurable) ' +
  'after it was created; then its tickets and options are released, it stays unconfirmed with no ' +
  'tickets, keeps `expires`, `released` is true, and further tickets, options or confirmation ' +
  'answer 409 `booking_expired`. ' +
  'Confirming is `PATCH {confirmation: true}`; there is no way back from confirmed.';

const optionItemWrite = z
  .strictObject({
    option: uuidRef(
      'The option: of an event of the host; at confirmation it must be of an event of the booking’s tickets.',
    ),
    quantity: count('How many; 0 removes the option from the booking.'),
  })
  .openapi('BookingOptionWrite', { description: 'An option chosen for the whole booking.', ...EXTENSION });

const optionsWrite = z
  .array(optionItemWrite)
  .max(100)
  .refine(
    (items) => new Set(items.map((item) => item.option)).size === items.length,
    'Each option may appear only once.',
  )
  .openapi({
    description:
      "Options for the whole booking. The list replaces the booking's options. Bounded by each " +
      "option's `items_per_booking` and remaining `limitation` (409 `option_limit_reached`).",
    ...EXTENSION,
  });

const customerRef = uuidRef('The customer: pid of a Person of the same host.');
const strictNote = 'Unknown and read-only fields are rejected (409 `validation_failed`, with their paths).';

export const BookingCreateSchema = z
  .strictObject({ customer: customerRef, options: optionsWrite.optional() })
  .openapi('BookingCreate', {
    description:
      'Creates an unconfirmed booking. Delivery cannot be requested here: it is requested with ' +
      `the confirmation PATCH. ${strictNote}`,
  });

const bookingEditShape = {
  confirmation: z
    .boolean()
    .optional()
    .openapi({
      description:
        '`true` confirms the booking. It needs at least one ticket, the customer details ' +
        '(firstname, lastname, valid email), every required ticket option group answered, and ' +
        'either `delivery: true` or events that all allow digital dispatch. `false` is accepted ' +
        'only while unconfirmed (no change); a confirmed booking cannot be unconfirmed.',
    }),
  delivery: z
    .boolean()
    .optional()
    .openapi({
      description:
        "Only meaningful together with `confirmation: true`: requests postal delivery. The host's " +
        "delivery rate for the customer's country (or its rate for every other country) is " +
        'applied and Delivery records are added; the customer needs a full address. Without it ' +
        'the booking is delivered digitally. Sent without `confirmation: true` it answers 409.',
    }),
  options: optionsWrite.optional(),
  customer: customerRef.optional().openapi({ description: 'Changes the customer while unconfirmed.' }),
};

const deliveryNeedsConfirmation = (
  value: { confirmation?: boolean; delivery?: boolean },
  ctx: z.RefinementCtx,
) => {
  if (value.delivery !== undefined && value.confirmation !== true) {
    ctx.addIssue({
      code: 'custom',
      path: ['delivery'],
      message: '`delivery` is only accepted together with `confirmation: true`.',
    });
  }
};

export const BookingPatchSchema = z
  .strictObject(bookingEditShape)
  .superRefine(deliveryNeedsConfirmation)
  .openapi('BookingPatch', {
    description: `Edits or confirms a booking. ${strictNote}`,
  });

const BookingPatchItemSchema = z
  .strictObject({ pid: bookingRef('The booking to edit.'), ...bookingEditShape })
  .superRefine(deliveryNeedsConfirmation)
  .openapi('BookingPatchItem', { description: `One item of an array edit of bookings. ${strictNote}` });

const BookingOptionSchema = z
  .object({ option: uuidPid('The option.'), quantity: z.int().min(1).openapi({ description: 'How many.' }) })
  .openapi('BookingOption', { description: 'An option chosen for the whole booking.', ...EXTENSION });

export const BookingRecordSchema = z
  .object({
    pid: bookingPid(),
    pid_readable: z
      .string()
      .regex(/^\d{4}-\d{4}-\d{4}$/)
      .openapi({ description: 'The pid as groups of four digits.', examples: ['1234-5678-9012'] }),
    customer: uuidPid('The customer (pid of a Person).'),
    confirmation: z.boolean().openapi({ description: 'True once confirmed.' }),
    delivery_method: z.enum(DELIVERY_METHODS).nullable().openapi({
      description: '`digital` or `postal` once confirmed; null while unconfirmed.',
    }),
    options: z.array(BookingOptionSchema).openapi({ description: 'Options of the booking.', ...EXTENSION }),
    expires: isoDateTime(
      'When the tickets of this unconfirmed booking are released (or were, when `released`); null once confirmed.',
    )
      .nullable()
      .openapi(EXTENSION),
    released: z.boolean().openapi({
      description: 'True once the tickets were released because the booking expired.',
      ...EXTENSION,
    }),
    host: uuidPid("The host (the customer's host).").openapi(EXTENSION),
    ...timestamps,
  })
  .openapi('BookingRecord', { description: BOOKING_DESCRIPTION });

export const bookingDefinition = defineResource({
  name: 'bookings',
  title: 'Booking',
  description: BOOKING_DESCRIPTION,
  pidKind: 'booking',
  extension: false,
  verbs: { create: true, update: true, delete: true },
  schemas: {
    create: BookingCreateSchema,
    patch: BookingPatchSchema,
    patchItem: BookingPatchItemSchema,
    record: BookingRecordSchema,
  },
  fields: {
    ...recordFields,
    pid_readable: field.string(),
    customer: field.reference('persons'),
    confirmation: field.boolean(),
    delivery_method: field.enum(DELIVERY_METHODS, { nullable: true }),
    expires: field.datetime({ nullable: true, extension: true }),
    released: field.boolean({ extension: true }),
    host: field.reference('hosts', { extension: true }),
  },
  references: [
    { field: 'customer', resource: 'persons', many: false, onDelete: 'cascade' },
    { field: 'host', resource: 'hosts', many: false, onDelete: 'cascade' },
    { field: 'options', itemKey: 'option', resource: 'options', many: true, onDelete: 'restrict' },
  ],
  relations: {
    customer: { kind: 'reference', field: 'customer', resource: 'persons' },
    host: { kind: 'reference', field: 'host', resource: 'hosts' },
    tickets: { kind: 'children', resource: 'tickets', via: ['booking'] },
    deliveries: { kind: 'children', resource: 'deliveries', via: ['booking'], extension: true },
  },
  childCollections: ['tickets', 'deliveries'],
  expand: {
    customer: { kind: 'reference', field: 'customer', resource: 'persons' },
    tickets: { kind: 'children', relation: 'tickets', resource: 'tickets' },
    deliveries: { kind: 'children', relation: 'deliveries', resource: 'deliveries' },
  },
});
