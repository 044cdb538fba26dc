/** Sector: a part of a venue with a capacity and a price category. */
import { z } from '@hono/zod-openapi';
import { count, nameField, timestamps, uuidPid, uuidRef, writeSchemas } from './common';
import { defineResource, field, recordFields } from './registry-types';

const SECTOR_DESCRIPTION =
  'A sector of a venue. Its field `host` holds the venue pid (as the interface description ' +
  'says). `price_category` links it to the prices of the same category; `capacity` is the ' +
  'number of tickets a show can sell in it. A sector with seats (`/seats/`) is seated: its ' +
  '`capacity` is its number of seats, kept in step as seats change, and an edit to another ' +
  'value answers 409 `validation_failed`. Seats can be added to a standing sector only while no ' +
  'ticket is for it.';

const sectorWriteShape = {
  host: uuidRef('The venue of the sector (the field is named `host`, as in the interface description).'),
  name: nameField('Name of the sector.'),
  price_category: count('Price category: the prices of this category apply to the sector.'),
  capacity: count('Tickets available per show in this sector.'),
};

const {
  create: SectorCreateSchema,
  patch: SectorPatchSchema,
  patchItem: SectorPatchItemSchema,
} = writeSchemas('Sector', sectorWriteShape, uuidRef('The sector to edit.'), 'a sector');
export { SectorCreateSchema };

export const SectorRecordSchema = z
  .object({
    pid: uuidPid(),
    host: uuidPid('The venue of the sector.'),
    name: nameField('Name of the sector.'),
    price_category: count('Price category.'),
    capacity: count('Tickets available per show in this sector.'),
    ...timestamps,
  })
  .openapi('Sector', { description: SECTOR_DESCRIPTION });

export const sectorDefinition = defineResource({
  name: 'sectors',
  title: 'Sector',
  description: SECTOR_DESCRIPTION,
  pidKind: 'uuid',
  extension: false,
  verbs: { create: true, update: true, delete: true },
  schemas: {
    create: SectorCreateSchema,
    patch: SectorPatchSchema,
    patchItem: SectorPatchItemSchema,
    record: SectorRecordSchema,
  },
  fields: {
    ...recordFields,
    host: field.reference('venues'),
    name: field.string(),
    price_category: field.integer(),
    capacity: field.integer(),
  },
  references: [{ field: 'host', resource: 'venues', many: false, onDelete: 'cascade' }],
  relations: {
    host: { kind: 'reference', field: 'host', resource: 'venues' },
    seats: { kind: 'children', resource: 'seats', via: ['sector'], extension: true },
  },
  childCollections: ['seats'],
  expand: {},
});
