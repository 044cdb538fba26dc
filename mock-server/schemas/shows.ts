/** Show: one performance of an event at a venue. */
import { z } from '@hono/zod-openapi';
import {
  EXTENSION,
  count,
  isoDateTime,
  timestamps,
  uuidPid,
  uuidRef,
  wallDateTime,
  writeSchemas,
} from './common';
import { defineResource, field, recordFields } from './registry-types';

const SHOW_DESCRIPTION =
  'A show (performance) of an event at a venue. Deleting it deletes its tickets. ' +
  '`properties[capacity]=1` adds the remaining quantities (an extension).';

const showWriteShape = {
  event: uuidRef('The event.'),
  venue: uuidRef('The venue (of the same host).'),
  start: wallDateTime("Start of the show, in the venue's zone."),
};

const {
  create: ShowCreateSchema,
  patch: ShowPatchSchema,
  patchItem: ShowPatchItemSchema,
} = writeSchemas('Show', showWriteShape, uuidRef('The show to edit.'), 'a show');
export { ShowCreateSchema };

export const ShowRecordSchema = z
  .object({
    pid: uuidPid(),
    event: uuidPid('The event.'),
    venue: uuidPid('The venue.'),
    start: isoDateTime('Start of the show.'),
    ...timestamps,
  })
  .openapi('ShowRecord', { description: SHOW_DESCRIPTION });

const quantities = {
  total: count('Capacity.'),
  sold: count('Tickets in confirmed bookings.'),
  reserved: count('Tickets in unconfirmed bookings that have not expired.'),
  available: count('total − sold − reserved.'),
};

const limitationUse = {
  limitation: uuidPid('The ticket option limitation.'),
  ticket_options: z.array(uuidPid('A ticket option.')).openapi({ description: 'Options sharing the limit.' }),
  scope: z.enum(['show', 'event']).openapi({ description: 'Where the limit applies.' }),
  limitation_total: count('The limit.'),
  used: count(
    'Choices of the listed options on tickets of this show (scope `show`) or of all shows of the event ' +
      '(scope `event`); a ticket counts once for each listed option it carries.',
  ),
  available: count('limitation_total − used, never below 0.'),
};

export const ShowCapacitySchema = z
  .object({
    total: z.object(quantities).openapi({ description: 'The whole show.' }),
    sectors: z
      .array(z.object({ sector: uuidPid('The sector.'), ...quantities }))
      .openapi({ description: "Each sector of the show's venue." }),
    ticket_options: z
      .array(z.object(limitationUse))
      .openapi({ description: 'Each ticket option limitation of the event.' }),
    options: z
      .array(
        z.object({
          option: uuidPid('The option.'),
          limitation: count('The limit.'),
          used: count('Quantity held by confirmed bookings and by unconfirmed ones not released.'),
          available: count('limitation − used, never below 0.'),
        }),
      )
      .openapi({ description: 'Each option of the event that has a `limitation`.' }),
  })
  .openapi('ShowCapacity', {
    description:
      'Remaining quantities of a show, added by `properties[capacity]=1`. Reserved tickets of ' +
      'expired bookings count as released.',
    ...EXTENSION,
  });

export type ShowCapacity = z.output<typeof ShowCapacitySchema>;

export const showDefinition = defineResource({
  name: 'shows',
  title: 'Show',
  description: SHOW_DESCRIPTION,
  pidKind: 'uuid',
  extension: false,
  verbs: { create: true, update: true, delete: true },
  schemas: {
    create: ShowCreateSchema,
    patch: ShowPatchSchema,
    patchItem: ShowPatchItemSchema,
    record: ShowRecordSchema,
  },
  fields: {
    ...recordFields,
    event: field.reference('events'),
    venue: field.reference('venues'),
    start: field.datetime(),
  },
  references: [
    { field: 'event', resource: 'events', many: false, onDelete: 'cascade' },
    { field: 'venue', resource: 'venues', many: false, onDelete: 'restrict' },
  ],
  relations: {
    event: { kind: 'reference', field: 'event', resource: 'events' },
    venue: { kind: 'reference', field: 'venue', resource: 'venues' },
    tickets: { kind: 'children', resource: 'tickets', via: ['show'], extension: true },
    // Bookings with at least one ticket for the show (§4.3 of the description).
    bookings: { kind: 'children', resource: 'bookings', via: ['tickets', 'show'] },
  },
  childCollections: ['tickets', 'bookings'],
  expand: {
    event: { kind: 'reference', field: 'event', resource: 'events' },
    venue: { kind: 'reference', field: 'venue', resource: 'venues' },
    tickets: { kind: 'children', relation: 'tickets', resource: 'tickets' },
    capacity: { kind: 'computed' },
  },
});
