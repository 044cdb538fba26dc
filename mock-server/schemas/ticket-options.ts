/** Ticket option: one answer of a ticket option group, optionally with a price. */
import { z } from '@hono/zod-openapi';
import { moneyReadNumber, moneyWrite, nameField, timestamps, uuidPid, uuidRef, writeSchemas } from './common';
import { defineResource, field, recordFields } from './registry-types';

const OPTION_DESCRIPTION =
  'An option of a ticket option group (for a yes/no question, one option each). Its price, if ' +
  'any, is added per ticket. Limitations may bound how many tickets choose it.';

const ticketOptionWriteShape = {
  ticket_option_group: uuidRef('The group.'),
  name: nameField('Name of the option, for example an answer.'),
  price: moneyWrite('Surcharge per ticket; null or absent for none.').nullable().optional(),
};

const {
  create: TicketOptionCreateSchema,
  patch: TicketOptionPatchSchema,
  patchItem: TicketOptionPatchItemSchema,
} = writeSchemas(
  'TicketOption',
  ticketOptionWriteShape,
  uuidRef('The ticket option to edit.'),
  'a ticket option',
);

export const TicketOptionRecordSchema = z
  .object({
    pid: uuidPid(),
    ticket_option_group: uuidPid('The group.'),
    name: nameField('Name of the option.'),
    price: moneyReadNumber('Surcharge per ticket; null for none.').nullable(),
    ...timestamps,
  })
  .openapi('TicketOptionRecord', { description: OPTION_DESCRIPTION });

export const ticketOptionDefinition = defineResource({
  name: 'ticketoptions',
  title: 'TicketOption',
  description: OPTION_DESCRIPTION,
  pidKind: 'uuid',
  extension: false,
  verbs: { create: true, update: true, delete: true },
  schemas: {
    create: TicketOptionCreateSchema,
    patch: TicketOptionPatchSchema,
    patchItem: TicketOptionPatchItemSchema,
    record: TicketOptionRecordSchema,
  },
  fields: {
    ...recordFields,
    ticket_option_group: field.reference('ticketoptiongroups'),
    name: field.string(),
    price: field.money({ nullable: true, numberOnRead: true }),
  },
  references: [
    { field: 'ticket_option_group', resource: 'ticketoptiongroups', many: false, onDelete: 'cascade' },
  ],
  relations: {
    ticket_option_group: { kind: 'reference', field: 'ticket_option_group', resource: 'ticketoptiongroups' },
    ticketoptionlimitations: {
      kind: 'children',
      resource: 'ticketoptionlimitations',
      via: ['ticket_options'],
      extension: true,
    },
  },
  childCollections: ['ticketoptionlimitations'],
  expand: {
    ticketoptionlimitations: {
      kind: 'children',
      relation: 'ticketoptionlimitations',
      resource: 'ticketoptionlimitations',
    },
  },
});
