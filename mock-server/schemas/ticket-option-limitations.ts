/** Ticket option limitation: a quantity shared by one or more ticket options. */
import { z } from '@hono/zod-openapi';
import { count, timestamps, uuidPid, uuidRef, writeSchemas } from './common';
import { defineResource, field, recordFields } from './registry-types';

const LIMITATION_SCOPES = ['show', 'event'] as const;

const LIMITATION_DESCRIPTION =
  'Limits how many tickets may choose the listed ticket options. Several options share one ' +
  'quantity. Scope `show`: the limit applies per show; `event`: a total over all shows of the ' +
  'event. Deleting any of its options deletes the limitation.';

const limitationWriteShape = {
  ticket_options: z
    .array(uuidRef('A ticket option.'))
    .min(1)
    .max(100)
    .refine((pids) => new Set(pids).size === pids.length, 'Each ticket option may appear only once.')
    .openapi({ description: 'The ticket options (of one event) that share the quantity; at least one.' }),
  limitation: count('Maximum quantity.'),
  scope: z.enum(LIMITATION_SCOPES).openapi({ description: '`show`: per show; `event`: over all shows.' }),
};

const {
  create: TicketOptionLimitationCreateSchema,
  patch: TicketOptionLimitationPatchSchema,
  patchItem: TicketOptionLimitationPatchItemSchema,
} = writeSchemas(
  'TicketOptionLimitation',
  limitationWriteShape,
  uuidRef('The limitation to edit.'),
  'a ticket option limitation',
);
export { TicketOptionLimitationCreateSchema };

export const TicketOptionLimitationRecordSchema = z
  .object({
    pid: uuidPid(),
    ticket_options: z
      .array(uuidPid('A ticket option.'))
      .min(1)
      .openapi({ description: 'The ticket options that share the quantity.' }),
    limitation: count('Maximum quantity.'),
    scope: z.enum(LIMITATION_SCOPES).openapi({ description: '`show`: per show; `event`: over all shows.' }),
    ...timestamps,
  })
  .openapi('TicketOptionLimitation', { description: LIMITATION_DESCRIPTION });

export const ticketOptionLimitationDefinition = defineResource({
  name: 'ticketoptionlimitations',
  title: 'TicketOptionLimitation',
  description: LIMITATION_DESCRIPTION,
  pidKind: 'uuid',
  extension: false,
  verbs: { create: true, update: true, delete: true },
  schemas: {
    create: TicketOptionLimitationCreateSchema,
    patch: TicketOptionLimitationPatchSchema,
    patchItem: TicketOptionLimitationPatchItemSchema,
    record: TicketOptionLimitationRecordSchema,
  },
  fields: {
    ...recordFields,
    ticket_options: field.references('ticketoptions'),
    limitation: field.integer(),
    scope: field.enum(LIMITATION_SCOPES),
  },
  references: [{ field: 'ticket_options', resource: 'ticketoptions', many: true, onDelete: 'cascade' }],
  relations: { ticket_options: { kind: 'reference', field: 'ticket_options', resource: 'ticketoptions' } },
  childCollections: [],
  expand: {},
});
