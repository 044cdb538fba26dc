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
  'A ticket: a price, a show and a sector, reserved in a booking. Its pid is 16 lower-case ' +
  'hexadecimal digits and `code` is the same in upper case. Seats are not modelled: the ' +
  'interface description does not name the field that references a seat, so every ticket is ' +
  'for a sector and `seat_string` names the sector. The price must belong to the event of the ' +
  "show and have the sector's `price_category`; a sold-out sector answers 409 `sector_sold_out`.";

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
  sector: uuidRef('The sector (of the show’s venue).'),
  ticket_options: ticketOptionsWrite.optional(),
};

export const {
  create: TicketCreateSchema,
  patch: TicketPatchSchema,
  patchItem: TicketPatchItemSchema,
} = writeSchemas('Ticket', ticketWriteShape, ticketRef('The ticket to edit.'), 'a ticket (reserves it)');

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
    ticket_options: z.array(uuidPid('A ticket option.')).openapi({
      description: 'The chosen ticket options, at most one per group.',
      ...EXTENSION,
    }),
    confirmation: z.boolean().openapi({ description: 'True once the booking is confirmed.' }),
    seat_string: z
      .string()
      .openapi({ description: 'Human-readable location: the sector name (seats are not modelled).' }),
    denormalized_host_name: denormalized('host name'),
    denormalized_event_name: denormalized('event name'),
    denormalized_show_start: isoDateTime('Copy of the show start.'),
    denormalized_venue_name: denormalized('venue name'),
    denormalized_sector_name: denormalized('sector name'),
    denormalized_price_name: denormalized('price name'),
    denormalized_price_including_vat: moneyRead('Copy of the price amount.'),
    denormalized_currency_pid: currencyCode('Currency of the event.'),
    ...timestamps,
  })
  .openapi('Ticket', { description: TICKET_DESCRIPTION });

export type TicketCreate = z.output<typeof TicketCreateSchema>;
export type TicketPatch = z.output<typeof TicketPatchSchema>;
export type TicketPatchItem = z.output<typeof TicketPatchItemSchema>;
export type TicketRecord = z.output<typeof TicketRecordSchema>;

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
    code: field.string(),
    booking: field.reference('bookings'),
    show: field.reference('shows'),
    price: field.reference('prices'),
    sector: field.reference('sectors'),
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
    { field: 'ticket_options', resource: 'ticketoptions', many: true, onDelete: 'restrict' },
  ],
  relations: {
    booking: { kind: 'reference', field: 'booking', resource: 'bookings' },
    show: { kind: 'reference', field: 'show', resource: 'shows' },
    price: { kind: 'reference', field: 'price', resource: 'prices' },
    sector: { kind: 'reference', field: 'sector', resource: 'sectors' },
    ticket_options: { kind: 'reference', field: 'ticket_options', resource: 'ticketoptions' },
  },
  childCollections: [],
  expand: {},
});
