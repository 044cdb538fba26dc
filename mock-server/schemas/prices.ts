/** Price: an amount of an event for the sectors of one price category. */
import { z } from '@hono/zod-openapi';
import {
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

const PRICE_DESCRIPTION =
  "A price of an event. It applies to the sectors with the same `price_category`, in the event's currency.";

const priceWriteShape = {
  event: uuidRef('The event.'),
  name: nameField('Name of the price, such as "Adult" or "Child".'),
  price_category: count('Price category: the sectors of this category can be sold at this price.'),
  price: moneyWrite('Amount in the event’s currency.'),
};

const {
  create: PriceCreateSchema,
  patch: PricePatchSchema,
  patchItem: PricePatchItemSchema,
} = writeSchemas('Price', priceWriteShape, uuidRef('The price to edit.'), 'a price');
export { PriceCreateSchema };

export const PriceRecordSchema = z
  .object({
    pid: uuidPid(),
    event: uuidPid('The event.'),
    name: nameField('Name of the price.'),
    price_category: count('Price category.'),
    price: moneyReadNumber('Amount in the event’s currency.'),
    ...timestamps,
  })
  .openapi('Price', { description: PRICE_DESCRIPTION });

export const priceDefinition = defineResource({
  name: 'prices',
  title: 'Price',
  description: PRICE_DESCRIPTION,
  pidKind: 'uuid',
  extension: false,
  verbs: { create: true, update: true, delete: true },
  schemas: {
    create: PriceCreateSchema,
    patch: PricePatchSchema,
    patchItem: PricePatchItemSchema,
    record: PriceRecordSchema,
  },
  fields: {
    ...recordFields,
    event: field.reference('events'),
    name: field.string(),
    price_category: field.integer(),
    price: field.money({ numberOnRead: true }),
  },
  references: [{ field: 'event', resource: 'events', many: false, onDelete: 'cascade' }],
  relations: { event: { kind: 'reference', field: 'event', resource: 'events' } },
  childCollections: [],
  expand: {},
});
