/** Delivery rate: what postal delivery costs, per country (an extension). */
import { z } from '@hono/zod-openapi';
import {
  EXTENSION,
  countryCode,
  currencyCode,
  moneyRead,
  moneyWrite,
  nameField,
  timestamps,
  uuidPid,
  uuidRef,
  writeSchemas,
} from './common';
import { defineResource, field, recordFields } from './registry-types';

const RATE_DESCRIPTION =
  "A host's price for postal delivery. When a booking is confirmed with `delivery: true`, the " +
  "rate in the booking's currency (its tickets' events' currency) for the customer's country " +
  'applies, else the rate in that currency with `country` null (every other country); with ' +
  'neither, confirmation answers 409 `delivery_not_available`. A rate in another currency never ' +
  "applies, so the fee is always part of the booking's total: a host selling events in several " +
  'currencies keeps a set of rates in each. The interface description does not show these fields.';

/**
 * Hosts carry no currency of their own (the mock's hosts are Swiss: Europe/Zurich), so a rate
 * written without one is in Swiss francs.
 */
export const DEFAULT_RATE_CURRENCY = 'CHF';

const RATE_CURRENCY =
  'Currency of `price` (an addition beyond the interface description). Written without one, ' +
  `the host's currency, which is ${DEFAULT_RATE_CURRENCY} (hosts carry no currency of their own). ` +
  'A rate applies only to bookings whose tickets are sold in this currency.';

const rateWriteShape = {
  host: uuidRef('The host.'),
  name: nameField('Name shown on the booking, such as "Postal delivery Switzerland".'),
  country: countryCode('Country the rate applies to; null or absent: every other country.')
    .nullable()
    .optional(),
  price: moneyWrite('Price per booking.'),
  currency: currencyCode(RATE_CURRENCY).optional().openapi(EXTENSION),
};

const {
  create: DeliveryRateCreateSchema,
  patch: DeliveryRatePatchSchema,
  patchItem: DeliveryRatePatchItemSchema,
} = writeSchemas('DeliveryRate', rateWriteShape, uuidRef('The delivery rate to edit.'), 'a delivery rate');

export const DeliveryRateRecordSchema = z
  .object({
    pid: uuidPid(),
    host: uuidPid('The host.'),
    name: nameField('Name of the rate.'),
    country: countryCode('Country; null: every other country.').nullable(),
    price: moneyRead('Price per booking.'),
    currency: currencyCode(RATE_CURRENCY).openapi(EXTENSION),
    ...timestamps,
  })
  .openapi('DeliveryRate', { description: RATE_DESCRIPTION, ...EXTENSION });

export const deliveryRateDefinition = defineResource({
  name: 'deliveryrates',
  title: 'DeliveryRate',
  description: RATE_DESCRIPTION,
  pidKind: 'uuid',
  extension: true,
  verbs: { create: true, update: true, delete: true },
  schemas: {
    create: DeliveryRateCreateSchema,
    patch: DeliveryRatePatchSchema,
    patchItem: DeliveryRatePatchItemSchema,
    record: DeliveryRateRecordSchema,
  },
  fields: {
    ...recordFields,
    host: field.reference('hosts'),
    name: field.string(),
    country: field.string({ nullable: true }),
    price: field.money(),
    currency: field.string({ extension: true }),
  },
  references: [{ field: 'host', resource: 'hosts', many: false, onDelete: 'cascade' }],
  relations: { host: { kind: 'reference', field: 'host', resource: 'hosts' } },
  childCollections: [],
  expand: {},
});
