/** Venue: where shows take place; its sectors hold the capacity. */
import { z } from '@hono/zod-openapi';
import { EXTENSION, nameField, timeZone, timestamps, uuidPid, uuidRef, writeSchemas } from './common';
import { defineResource, field, recordFields } from './registry-types';

const VENUE_DESCRIPTION =
  'A venue of a host. Deleting it deletes its sectors; a venue with shows cannot be deleted.';

const venueWriteShape = {
  host: uuidRef('The host the venue belongs to.'),
  name: nameField('Name of the venue.'),
  city: nameField('City of the venue.'),
  timezone: timeZone(
    "Zone of the venue: show start times are wall times of this zone. Defaults to the host's zone.",
  )
    .optional()
    .openapi(EXTENSION),
};

const {
  create: VenueCreateSchema,
  patch: VenuePatchSchema,
  patchItem: VenuePatchItemSchema,
} = writeSchemas('Venue', venueWriteShape, uuidRef('The venue to edit.'), 'a venue');
export { VenueCreateSchema };

export const VenueRecordSchema = z
  .object({
    pid: uuidPid(),
    host: uuidPid('The host the venue belongs to.'),
    name: nameField('Name of the venue.'),
    city: nameField('City of the venue.'),
    timezone: timeZone('Zone of the venue (the host’s zone unless set).').openapi(EXTENSION),
    ...timestamps,
  })
  .openapi('VenueRecord', { description: VENUE_DESCRIPTION });

export const venueDefinition = defineResource({
  name: 'venues',
  title: 'Venue',
  description: VENUE_DESCRIPTION,
  pidKind: 'uuid',
  extension: false,
  verbs: { create: true, update: true, delete: true },
  schemas: {
    create: VenueCreateSchema,
    patch: VenuePatchSchema,
    patchItem: VenuePatchItemSchema,
    record: VenueRecordSchema,
  },
  fields: {
    ...recordFields,
    host: field.reference('hosts'),
    name: field.string(),
    city: field.string(),
    timezone: field.string({ extension: true }),
  },
  references: [{ field: 'host', resource: 'hosts', many: false, onDelete: 'cascade' }],
  relations: {
    host: { kind: 'reference', field: 'host', resource: 'hosts' },
    // A sector's field named `host` holds its venue's pid (as the description says).
    sectors: { kind: 'children', resource: 'sectors', via: ['host'], extension: true },
  },
  childCollections: ['sectors'],
  expand: { sectors: { kind: 'children', relation: 'sectors', resource: 'sectors' } },
});
