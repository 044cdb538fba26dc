/** Ticket: one admission to a show, in a sector, at a price, reserved in a booking. */
import { z } from '@hono/zod-openapi';
import {
  EXTENSION,
  bookingPid,
  bookingRef,
  currencyCode,
  isoDateTime,
  moneyRead,
  ticketPid,
  ticketRef,
  timestamps,
  uuidPid,
  uuidRef,
  writeSchemas,
} from './common';
import { defineResource, field, recordFields } from './registry-types';

const TICKET_DESCRIPTION =
  'A ticket: a price, a show and a sector or a seat, reserved in a booking. Its pid is 16 ' +
  'lower-case hexadecimal digits and `code` is the same in upper case. A ticket needs `sector` ' +
  'or `seat` (with both, the seat must be of the sector); the sector must be of the show’s ' +
  "venue and the price of the show's event with the sector's `price_category` (409 " +
  '`price_not_applicable`). A ticket for a seated sector always holds a seat: sent without ' +
  '`seat`, it gets the best available one (the tickets of one array request in one sector get ' +
  'adjacent seats of one row when such a block is free: front rows first, then the block ' +
  "nearest the row's centre; else seats in the fewest rows; wheelchair spaces only when the " +
  'other free seats are too few). One seat holds at most one ticket ' +
  'per show among confirmed and unexpired unconfirmed bookings (409 `seat_taken`). `PATCH ' +
  "{seat}` moves a reserved ticket to another free seat; the price must fit the new seat's " +
  'sector. A sold-out sector answers 409 `sector_sold_out`.\n\n`seat_string` is the location in ' +
  "the host's language: `Parkett, Reihe 3, Platz 12` (de), `Parkett, Row 3, Seat 12` (en), " +
  '`Parkett, Rang 3, Place 12` (fr), `Parkett, Fila 3, Posto 12` (it); the sector name alone ' +
  'for a standing sector.';

const ticketOptionsWrite = z
  .array(uuidRef('A ticket option.'))
  .max(100)
  .refine((pids) => new Set(pids).size === pids.length, 'Each ticket option may appear only once.')
  .openapi({
    description:
      "The answers to the event's ticket option groups: at most one option per group. Every " +
      'required group must be answered before the booking is confirmed. Limited by ticket ' +
      'option limitations (409 `ticket_option_limit_reached`).',
    ...EXTENSION,
  });

const ticketWriteShape = {
  booking: bookingRef('The booking (unconfirmed, not expired) that reserves the ticket.'),
  show: uuidRef('The show.'),
  price: uuidRef('The price (of the show’s event, with the sector’s price category).'),
  sector: uuidRef(
    'The sector (of the show’s venue). Required unless `seat` is given; with `seat` it must be the seat’s sector.',
  ).optional(),
  seat: uuidRef(
    'The seat (of a sector of the show’s venue, free for the show). Left out for a seated sector, the ' +
      'best available seat is assigned; on an edit, moves the ticket to that seat.',
  )
    .optional()
    .openapi(EXTENSION),
  ticket_options: ticketOptionsWrite.optional(),
};

const ticketWrites = writeSchemas(
  'Ticket',
  ticketWriteShape,
  ticketRef('The ticket to edit.'),
  'a ticket (reserves it)',
);

/** A new ticket needs `sector` or `seat` (§2: "sector or seat is required on creation"). */
export const TicketCreateSchema = ticketWrites.create
  .refine(
    (value: unknown) => {
      if (value === null || typeof value !== 'object') return true;
      const { sector, seat } = value as { sector?: unknown; seat?: unknown };
      return sector !== undefined || seat !== undefined;
    },
    // Judged even when other fields are wrong, so every fault of the body is reported at once.
    { path: ['sector'], message: 'A ticket needs a sector or a seat.', when: () => true },
  )
  .openapi('TicketCreate', {
    description:
      'Creates a ticket (reserves it). `sector` or `seat` is required. Unknown and read-only fields ' +
      'are rejected (409 `validation_failed`, with their paths).',
  });
const { patch: TicketPatchSchema, patchItem: TicketPatchItemSchema } = ticketWrites;
export { TicketPatchItemSchema };

const denormalized = (what: string) =>
  z.string().openapi({ description: `Copy of the ${what}, for display without further requests.` });

export const TicketRecordSchema = z
  .object({
    pid: ticketPid(),
    code: z
      .string()
      .regex(/^[0-9A-F]{16}$/)
      .openapi({
        description: 'The pid in upper case, printed on the ticket.',
        examples: ['9F86D081884C7D65'],
      }),
    booking: bookingPid('The booking.'),
    show: uuidPid('The show.'),
    price: uuidPid('The price.'),
    sector: uuidPid('The sector.'),
    seat: uuidPid('The seat; null for a ticket of a standing sector.')
      .nullable()
      .openapi({ description: 'The seat; null for a ticket of a standing sector.', ...EXTENSION }),
    ticket_options: z.array(uuidPid('A ticket option.')).openapi({
      description: 'The chosen ticket options, at most one per group.',
      ...EXTENSION,
    }),
    confirmation: z.boolean().openapi({ description: 'True once the booking is confirmed.' }),
    seat_string: z.string().openapi({
      description:
        "Human-readable location in the host's language: sector, row and seat (`Parkett, Reihe 3, " +
        'Platz 12`), or the sector name alone for a standing sector.',
    }),
    denormalized_host_name: denormalized('host name'),
    denormalized_event_name: denormalized('event name'),
    denormalized_show_start: isoDateTime('Copy of the show start.'),
    denormalized_venue_name: denormalized('venue name'),
    denormalized_sector_name: denormalized('sector name'),
    denormalized_price_name: denormalized('price name'),
    denormalized_price_including_vat: moneyRead(
      'Copy of the `price` of its Price record, as the other denormalized fields copy a name; ' +
        'the chosen ticket options are not added (each is priced on its own record).',
    ),
    denormalized_currency_pid: currencyCode('Currency of the event.'),
    ...timestamps,
  })
  .openapi('Ticket', { description: TICKET_DESCRIPTION });

const denormalizedField = field.string();

export const ticketDefinition = defineResource({
  name: 'tickets',
  title: 'Ticket',
  description: TICKET_DESCRIPTION,
  pidKind: 'ticket',
  extension: false,
  verbs: { create: true, update: true, delete: true },
  schemas: {
    create: TicketCreateSchema,
    patch: TicketPatchSchema,
    patchItem: TicketPatchItemSchema,
    record: TicketRecordSchema,
  },
  fields: {
    ...recordFields,
    code: field.string({ upperCase: true }),
    booking: field.reference('bookings'),
    show: field.reference('shows'),
    price: field.reference('prices'),
    sector: field.reference('sectors'),
    seat: field.reference('seats', { nullable: true, extension: true }),
    ticket_options: field.references('ticketoptions', { extension: true }),
    confirmation: field.boolean(),
    seat_string: field.string(),
    denormalized_host_name: denormalizedField,
    denormalized_event_name: denormalizedField,
    denormalized_show_start: field.datetime(),
    denormalized_venue_name: denormalizedField,
    denormalized_sector_name: denormalizedField,
    denormalized_price_name: denormalizedField,
    denormalized_price_including_vat: field.money(),
    denormalized_currency_pid: denormalizedField,
  },
  references: [
    { field: 'booking', resource: 'bookings', many: false, onDelete: 'cascade' },
    { field: 'show', resource: 'shows', many: false, onDelete: 'cascade' },
    { field: 'price', resource: 'prices', many: false, onDelete: 'restrict' },
    { field: 'sector', resource: 'sectors', many: false, onDelete: 'restrict' },
    { field: 'seat', resource: 'seats', many: false, onDelete: 'restrict' },
    { field: 'ticket_options', resource: 'ticketoptions', many: true, onDelete: 'restrict' },
  ],
  relations: {
    booking: { kind: 'reference', field: 'booking', resource: 'bookings' },
    show: { kind: 'reference', field: 'show', resource: 'shows' },
    price: { kind: 'reference', field: 'price', resource: 'prices' },
    sector: { kind: 'reference', field: 'sector', resource: 'sectors' },
    seat: { kind: 'reference', field: 'seat', resource: 'seats' },
    ticket_options: { kind: 'reference', field: 'ticket_options', resource: 'ticketoptions' },
  },
  childCollections: [],
  expand: {},
});
