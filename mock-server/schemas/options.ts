/** Option: an extra for a whole booking (for example parking), bounded per booking and overall. */
import { z } from '@hono/zod-openapi';
import {
  EXTENSION,
  count,
  moneyReadNumber,
  moneyWrite,
  nameField,
  timestamps,
  uuidPid,
  uuidRef,
  writeSchemas,
} from './common';
import { defineResource, field, recordFields } from './registry-types';

const OPTION_DESCRIPTION =
  'An option of an event that applies to a whole booking. Chosen with `options: [{option, ' +
  'quantity}]` on the booking, at most `items_per_booking` per booking (1 makes it a yes/no ' +
  'choice) and `limitation` overall (409 `option_limit_reached`).';

const optionWriteShape = {
  event: uuidRef('The event.'),
  name: nameField('Name of the option.'),
  items_per_booking: z
    .int()
    .min(1)
    .nullable()
    .optional()
    .openapi({ description: 'Maximum quantity per booking; null or absent for no maximum.' }),
  limitation: count('Maximum quantity over all bookings; null or absent for no limit.').nullable().optional(),
  price: moneyWrite('Price per item; null or absent for free.').nullable().optional().openapi(EXTENSION),
};

const {
  create: OptionCreateSchema,
  patch: OptionPatchSchema,
  patchItem: OptionPatchItemSchema,
} = writeSchemas('Option', optionWriteShape, uuidRef('The option to edit.'), 'an option');

export const OptionRecordSchema = z
  .object({
    pid: uuidPid(),
    event: uuidPid('The event.'),
    name: nameField('Name of the option.'),
    items_per_booking: z
      .int()
      .min(1)
      .nullable()
      .openapi({ description: 'Maximum per booking; null for none.' }),
    limitation: count('Maximum overall; null for none.').nullable(),
    price: moneyReadNumber('Price per item; null for free.').nullable().openapi(EXTENSION),
    ...timestamps,
  })
  .openapi('Option', { description: OPTION_DESCRIPTION });

export const optionDefinition = defineResource({
  name: 'options',
  title: 'Option',
  description: OPTION_DESCRIPTION,
  pidKind: 'uuid',
  extension: false,
  verbs: { create: true, update: true, delete: true },
  schemas: {
    create: OptionCreateSchema,
    patch: OptionPatchSchema,
    patchItem: OptionPatchItemSchema,
    record: OptionRecordSchema,
  },
  fields: {
    ...recordFields,
    event: field.reference('events'),
    name: field.string(),
    items_per_booking: field.integer({ nullable: true }),
    limitation: field.integer({ nullable: true }),
    price: field.money({ nullable: true, extension: true, numberOnRead: true }),
  },
  references: [{ field: 'event', resource: 'events', many: false, onDelete: 'cascade' }],
  relations: { event: { kind: 'reference', field: 'event', resource: 'events' } },
  childCollections: [],
  expand: {},
});
