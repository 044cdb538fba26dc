/** Host: the organiser that owns events, venues, customers and bookings (an extension). */
import { z } from '@hono/zod-openapi';
import { EXTENSION, nameField, timeZone, timestamps, uuidPid, uuidRef } from './common';
import { LOCALES } from './persons';
import { defineResource, field, recordFields } from './registry-types';

const HOST_DESCRIPTION =
  'The organiser record that events, venues, persons, bookings and delivery rates belong to ' +
  '(the interface description names it but does not show its fields). `GET /hosts/` lists the ' +
  "hosts of the token's user; a user never sees another host's records (they answer 404). " +
  'Hosts are read-only except `name` and `locale`.';

const hostLocale = () =>
  z.enum(LOCALES).openapi({
    description:
      "The host's language (German unless set): the language of its tickets' `seat_string` " +
      '(`Reihe`/`Platz`, `Row`/`Seat`, `Rang`/`Place`, `Fila`/`Posto`) and of e-mails to customers ' +
      'without a locale. Tickets keep the wording of their last write.',
  });

const HostPatchSchema = z
  .strictObject({ name: nameField('Name of the organiser.').optional(), locale: hostLocale().optional() })
  .openapi('HostPatch', {
    description: 'Renames a host or sets its language; the other fields are read-only.',
    ...EXTENSION,
  });

const HostPatchItemSchema = z
  .strictObject({
    pid: uuidRef('The host to rename.'),
    name: nameField('Name of the organiser.').optional(),
    locale: hostLocale().optional(),
  })
  .openapi('HostPatchItem', { description: 'One item of an array edit of hosts.', ...EXTENSION });

export const HostRecordSchema = z
  .object({
    pid: uuidPid(),
    name: nameField('Name of the organiser.'),
    timezone: timeZone(
      'Zone of the wall times written and filtered for this host (Europe/Zurich by default). Read-only.',
    ),
    locale: hostLocale(),
    ...timestamps,
  })
  .openapi('HostRecord', { description: HOST_DESCRIPTION, ...EXTENSION });

const hostChild = (resource: 'events' | 'venues' | 'persons' | 'bookings' | 'deliveryrates') =>
  ({ kind: 'children', resource, via: ['host'] }) as const;

export const hostDefinition = defineResource({
  name: 'hosts',
  title: 'Host',
  description: HOST_DESCRIPTION,
  pidKind: 'uuid',
  extension: true,
  verbs: { create: false, update: true, delete: false },
  schemas: { patch: HostPatchSchema, patchItem: HostPatchItemSchema, record: HostRecordSchema },
  fields: {
    ...recordFields,
    name: field.string(),
    timezone: field.string(),
    locale: field.enum(LOCALES, { extension: true }),
  },
  references: [],
  relations: {
    events: hostChild('events'),
    venues: hostChild('venues'),
    persons: hostChild('persons'),
    bookings: hostChild('bookings'),
    deliveryrates: hostChild('deliveryrates'),
  },
  childCollections: ['events', 'venues', 'persons', 'bookings', 'deliveryrates'],
  expand: {
    events: { kind: 'children', relation: 'events', resource: 'events' },
    venues: { kind: 'children', relation: 'venues', resource: 'venues' },
    persons: { kind: 'children', relation: 'persons', resource: 'persons' },
    bookings: { kind: 'children', relation: 'bookings', resource: 'bookings' },
    deliveryrates: { kind: 'children', relation: 'deliveryrates', resource: 'deliveryrates' },
  },
});
