/** Event: what is performed, with its shows, prices, ticket option groups and options. */
import { z } from '@hono/zod-openapi';
import { currencyCode, nameField, timestamps, uuidPid, uuidRef, writeSchemas } from './common';
import { defineResource, field, recordFields } from './registry-types';

const EVENT_DESCRIPTION =
  'An event of a host. Deleting it deletes its shows (with their tickets), prices, ticket ' +
  'option groups and options.';

const eventWriteShape = {
  host: uuidRef('The host (organiser) of the event.'),
  name: nameField('Name of the event.'),
  allow_digital_dispatch: z
    .boolean()
    .optional()
    .openapi({
      description:
        'Whether tickets may be delivered digitally. A booking with a ticket of an event that ' +
        'does not allow it can only be confirmed with `delivery: true`. Defaults to true.',
    }),
  currency: currencyCode('Currency of all prices of the event.'),
};

const {
  create: EventCreateSchema,
  patch: EventPatchSchema,
  patchItem: EventPatchItemSchema,
} = writeSchemas('Event', eventWriteShape, uuidRef('The event to edit.'), 'an event');
export { EventCreateSchema };

export const EventRecordSchema = z
  .object({
    pid: uuidPid(),
    host: uuidPid('The host (organiser).'),
    name: nameField('Name of the event.'),
    allow_digital_dispatch: z
      .boolean()
      .openapi({ description: 'Whether tickets may be delivered digitally.' }),
    currency: currencyCode('Currency of all prices of the event.'),
    ...timestamps,
  })
  .openapi('EventRecord', { description: EVENT_DESCRIPTION });

const eventChild = (resource: 'shows' | 'prices' | 'ticketoptiongroups' | 'options') =>
  ({ kind: 'children', resource, via: ['event'] }) as const;

export const eventDefinition = defineResource({
  name: 'events',
  title: 'Event',
  description: EVENT_DESCRIPTION,
  pidKind: 'uuid',
  extension: false,
  verbs: { create: true, update: true, delete: true },
  schemas: {
    create: EventCreateSchema,
    patch: EventPatchSchema,
    patchItem: EventPatchItemSchema,
    record: EventRecordSchema,
  },
  fields: {
    ...recordFields,
    host: field.reference('hosts'),
    name: field.string(),
    allow_digital_dispatch: field.boolean(),
    currency: field.string(),
  },
  references: [{ field: 'host', resource: 'hosts', many: false, onDelete: 'cascade' }],
  relations: {
    host: { kind: 'reference', field: 'host', resource: 'hosts' },
    shows: eventChild('shows'),
    prices: eventChild('prices'),
    ticketoptiongroups: eventChild('ticketoptiongroups'),
    options: eventChild('options'),
    // Bookings with at least one ticket for a show of the event (§4.3 of the description).
    bookings: { kind: 'children', resource: 'bookings', via: ['tickets', 'show', 'event'] },
  },
  childCollections: ['shows', 'prices', 'ticketoptiongroups', 'options', 'bookings'],
  expand: {
    shows: { kind: 'children', relation: 'shows', resource: 'shows' },
    prices: { kind: 'children', relation: 'prices', resource: 'prices' },
    ticketoptiongroups: { kind: 'children', relation: 'ticketoptiongroups', resource: 'ticketoptiongroups' },
    options: { kind: 'children', relation: 'options', resource: 'options' },
  },
});
