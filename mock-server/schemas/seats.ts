/**
 * Seat: one place of a seated sector, with its row, its number and its position on the plan.
 * The seat statuses of a show (`GET /shows/<pid>/seats/`) read the same fields plus `status`.
 */
import { z } from '@hono/zod-openapi';
import { EXTENSION, timestamps, uuidPid, uuidRef, writeSchemas } from './common';
import { defineResource, field, recordFields } from './registry-types';

export const SEAT_STATUSES = ['free', 'reserved', 'sold'] as const;
export type SeatStatus = (typeof SEAT_STATUSES)[number];

/** Longest row or seat label ("Loge links", "12a"). */
const SEAT_LABEL_MAX = 40;
/** Plan coordinates are bounded so that sums and distances stay exact. */
const PLAN_COORDINATE_MAX = 1_000_000;

const SEAT_DESCRIPTION =
  'A seat of a sector (the interface description defines a ticket as "a price, a show, and a ' +
  'sector or a seat" and `seat_string` as "sector, row, seat"). A sector with seats is ' +
  '*seated*: its `capacity` is its number of seats, kept in step as seats are added, moved and ' +
  'deleted. `row` and `number` are labels (strings); a sector has each row and number once. ' +
  '`x` and `y` place the seat on the plan: the stage is towards small `y` (front rows first), ' +
  'and two seats of a row are side by side when nothing wider than one and a half seat widths ' +
  'separates them in `x` (an aisle is a gap in `x`, usually also in the numbering). ' +
  '`accessible` marks a wheelchair space. A seat that tickets hold cannot move to another ' +
  'sector or be deleted (409 `record_in_use`).';

const label = (description: string) =>
  z
    .string()
    .min(1)
    .max(SEAT_LABEL_MAX)
    .regex(/^\S(?:[\s\S]*\S)?$/, 'Expected a label without leading or trailing spaces.')
    .openapi({ description, examples: ['12'] });

const coordinate = (description: string) =>
  z
    .number()
    .min(-PLAN_COORDINATE_MAX)
    .max(PLAN_COORDINATE_MAX)
    .openapi({ description: `${description} Any unit, the same for every seat of the venue.` });

const seatWriteShape = {
  sector: uuidRef('The sector of the seat.'),
  row: label('Row label, as printed on the ticket ("3", "Loge links").'),
  number: label('Seat number within the row, as printed on the ticket ("12", "12a").'),
  x: coordinate('Horizontal position on the plan.'),
  y: coordinate('Vertical position on the plan; the stage is towards small values.'),
  accessible: z.boolean().optional().openapi({ description: 'A wheelchair space (default false).' }),
};

const {
  create: SeatCreateSchema,
  patch: SeatPatchSchema,
  patchItem: SeatPatchItemSchema,
} = writeSchemas('Seat', seatWriteShape, uuidRef('The seat to edit.'), 'a seat');

const seatRecordShape = {
  pid: uuidPid(),
  sector: uuidPid('The sector of the seat.'),
  row: z.string().openapi({ description: 'Row label.' }),
  number: z.string().openapi({ description: 'Seat number within the row.' }),
  x: z.number().openapi({ description: 'Horizontal position on the plan.' }),
  y: z.number().openapi({ description: 'Vertical position on the plan; the stage is towards small values.' }),
  accessible: z.boolean().openapi({ description: 'A wheelchair space.' }),
  ...timestamps,
};

const SeatRecordSchema = z
  .object(seatRecordShape)
  .openapi('Seat', { description: SEAT_DESCRIPTION, ...EXTENSION });

const SHOW_SEAT_DESCRIPTION =
  'A seat of the venue of a show with its status for that show: `free`, `reserved` (a ticket ' +
  'of an unconfirmed booking that has not expired holds it) or `sold` (a ticket of a confirmed ' +
  'booking holds it). It carries no booking, person or ticket data.';

export const ShowSeatSchema = z
  .object({
    ...seatRecordShape,
    status: z.enum(SEAT_STATUSES).openapi({
      description:
        'For this show: `free`, `reserved` (held by an unconfirmed booking that has not expired) ' +
        'or `sold` (held by a confirmed booking). Read-only; filter with `filters[status]=free`.',
    }),
  })
  .openapi('ShowSeat', { description: SHOW_SEAT_DESCRIPTION, ...EXTENSION });

export const seatDefinition = defineResource({
  name: 'seats',
  title: 'Seat',
  description: SEAT_DESCRIPTION,
  pidKind: 'uuid',
  extension: true,
  verbs: { create: true, update: true, delete: true },
  schemas: {
    create: SeatCreateSchema,
    patch: SeatPatchSchema,
    patchItem: SeatPatchItemSchema,
    record: SeatRecordSchema,
  },
  fields: {
    ...recordFields,
    sector: field.reference('sectors'),
    row: field.string(),
    number: field.string(),
    x: field.number(),
    y: field.number(),
    accessible: field.boolean(),
  },
  references: [{ field: 'sector', resource: 'sectors', many: false, onDelete: 'cascade' }],
  relations: { sector: { kind: 'reference', field: 'sector', resource: 'sectors' } },
  childCollections: [],
  expand: {},
});
