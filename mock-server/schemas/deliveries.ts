/** Delivery: the postal delivery of a confirmed booking (an extension, read-only). */
import { z } from '@hono/zod-openapi';
import { EXTENSION, bookingPid, currencyCode, moneyRead, nameField, timestamps, uuidPid } from './common';
import { defineResource, field, recordFields } from './registry-types';

const DELIVERY_DESCRIPTION =
  'Added to a booking when it is confirmed with `delivery: true`, from the delivery rate ' +
  "that applies to the customer's country. Read-only; `name`, `price` and `currency` are " +
  'copies of the rate at confirmation. The interface description does not show these fields.';

export const DeliveryRecordSchema = z
  .object({
    pid: uuidPid(),
    booking: bookingPid('The booking.'),
    delivery_rate: uuidPid('The delivery rate applied; null once that rate was deleted.').nullable(),
    name: nameField('Name of the rate at confirmation.'),
    price: moneyRead('Price of the rate at confirmation.'),
    currency: currencyCode(
      'Currency of `price`, the rate’s at confirmation (an addition beyond the interface description).',
    ).openapi(EXTENSION),
    ...timestamps,
  })
  .openapi('Delivery', { description: DELIVERY_DESCRIPTION, ...EXTENSION });

export const deliveryDefinition = defineResource({
  name: 'deliveries',
  title: 'Delivery',
  description: DELIVERY_DESCRIPTION,
  pidKind: 'uuid',
  extension: true,
  verbs: { create: false, update: false, delete: false },
  schemas: { record: DeliveryRecordSchema },
  fields: {
    ...recordFields,
    booking: field.reference('bookings'),
    delivery_rate: field.reference('deliveryrates', { nullable: true }),
    name: field.string(),
    price: field.money(),
    currency: field.string({ extension: true }),
  },
  references: [
    { field: 'booking', resource: 'bookings', many: false, onDelete: 'cascade' },
    { field: 'delivery_rate', resource: 'deliveryrates', many: false, onDelete: 'nullify' },
  ],
  relations: {
    booking: { kind: 'reference', field: 'booking', resource: 'bookings' },
    delivery_rate: { kind: 'reference', field: 'delivery_rate', resource: 'deliveryrates' },
  },
  childCollections: [],
  expand: {},
});
