/** Ticket option group: a per-ticket question; the buyer picks exactly one of its options. */
import { z } from '@hono/zod-openapi';
import { nameField, timestamps, uuidPid, uuidRef, writeSchemas } from './common';
import { defineResource, field, recordFields } from './registry-types';

const GROUP_DESCRIPTION =
  'A group of ticket options of an event, such as a question. A ticket carries at most one ' +
  'option per group; a `required` group must be answered on every ticket of the event before ' +
  'the booking is confirmed (409 `ticket_option_required`).';

const groupWriteShape = {
  event: uuidRef('The event.'),
  name: nameField('Name of the group, for example a question text.'),
  required: z
    .boolean()
    .optional()
    .openapi({ description: 'Every ticket must answer the group. Defaults to false.' }),
};

const {
  create: TicketOptionGroupCreateSchema,
  patch: TicketOptionGroupPatchSchema,
  patchItem: TicketOptionGroupPatchItemSchema,
} = writeSchemas(
  'TicketOptionGroup',
  groupWriteShape,
  uuidRef('The group to edit.'),
  'a ticket option group',
);

export const TicketOptionGroupRecordSchema = z
  .object({
    pid: uuidPid(),
    event: uuidPid('The event.'),
    name: nameField('Name of the group.'),
    required: z.boolean().openapi({ description: 'Every ticket must answer the group.' }),
    ...timestamps,
  })
  .openapi('TicketOptionGroupRecord', { description: GROUP_DESCRIPTION });

export const ticketOptionGroupDefinition = defineResource({
  name: 'ticketoptiongroups',
  title: 'TicketOptionGroup',
  description: GROUP_DESCRIPTION,
  pidKind: 'uuid',
  extension: false,
  verbs: { create: true, update: true, delete: true },
  schemas: {
    create: TicketOptionGroupCreateSchema,
    patch: TicketOptionGroupPatchSchema,
    patchItem: TicketOptionGroupPatchItemSchema,
    record: TicketOptionGroupRecordSchema,
  },
  fields: {
    ...recordFields,
    event: field.reference('events'),
    name: field.string(),
    required: field.boolean(),
  },
  references: [{ field: 'event', resource: 'events', many: false, onDelete: 'cascade' }],
  relations: {
    event: { kind: 'reference', field: 'event', resource: 'events' },
    ticketoptions: {
      kind: 'children',
      resource: 'ticketoptions',
      via: ['ticket_option_group'],
      extension: true,
    },
  },
  childCollections: ['ticketoptions'],
  expand: { ticketoptions: { kind: 'children', relation: 'ticketoptions', resource: 'ticketoptions' } },
});
