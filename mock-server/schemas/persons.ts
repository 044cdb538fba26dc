/** Person (customer) with its nested Address. */
import { z } from '@hono/zod-openapi';
import { EXTENSION, countryCode, partialShape, textField, timestamps, uuidPid, uuidRef } from './common';
import { defineResource, field, recordFields } from './registry-types';

const SALUTATIONS = ['m', 'f'] as const;
export const LOCALES = ['de', 'fr', 'it', 'en'] as const;

const PERSON_DESCRIPTION =
  'A customer. No field is required at creation, so a booking can be reserved before the buyer ' +
  "types their details; confirming a booking requires the customer's `firstname`, `lastname` " +
  'and a valid `email`, and for postal delivery a full address (`address1`, `zip`, `city`, ' +
  '`country`). Text fields read as null while unset.';

const ADDRESS_DESCRIPTION =
  'Postal address, nested in its person. It is part of the person: it has its own `pid` but no ' +
  "timestamps of its own; changing it changes the person's `updated`.";

const addressShape = {
  address1: textField('First address line (street and number).').nullable(),
  address2: textField('Second address line; may be empty. Reads "" when empty, never null.'),
  zip: textField('Postal code.').nullable(),
  city: textField('City.').nullable(),
  country: countryCode('Country.').nullable(),
};

const AddressWriteSchema = z
  .strictObject(
    partialShape({
      ...addressShape,
      address2: textField('Second address line; may be empty (null clears it to "").').nullable(),
    }),
  )
  .openapi('AddressWrite', {
    description: `${ADDRESS_DESCRIPTION} Every field is optional; on edit only the fields given change, null clears one.`,
  });

const AddressSchema = z
  .object({ pid: uuidPid('Address identifier: an upper-case UUID.'), ...addressShape })
  .openapi('Address', { description: ADDRESS_DESCRIPTION });

const personFields = {
  salutation: z
    .enum(SALUTATIONS)
    .nullable()
    .openapi({ description: 'Single-letter salutation code: `m`, `f`, or null for none.' }),
  firstname: textField('Given name.').nullable(),
  lastname: textField('Family name.').nullable(),
  company: textField('Company name.').nullable(),
  // The HTML definition of a valid e-mail address, so that the widget's `type=email` input and
  // the service agree on what is valid.
  email: z
    .email({ pattern: z.regexes.html5Email, error: 'Expected an e-mail address.' })
    .max(255)
    .nullable()
    .openapi({ description: 'E-mail address (valid as the HTML specification defines it).' }),
  newsletter: z.boolean().openapi({ description: 'Wants the newsletter (false unless set).' }),
  mailing: z.boolean().openapi({ description: 'Accepts postal mailings (false unless set).' }),
  locale: z.enum(LOCALES).nullable().openapi({
    description:
      "Language of the person's e-mails: `de`, `fr`, `it` or `en` (null: the host's default, `de`).",
  }),
};

const personWriteShape = { ...partialShape(personFields), address: AddressWriteSchema.optional() };
const strictNote = 'Unknown and read-only fields are rejected (409 `validation_failed`, with their paths).';

export const PersonCreateSchema = z
  .strictObject({
    host: uuidRef(
      "The host the person belongs to; defaults to the first host of the token's user. Read-only afterwards.",
    )
      .optional()
      .openapi(EXTENSION),
    ...personWriteShape,
  })
  .openapi('PersonCreate', {
    description: `Creates a person; no field is required. ${strictNote}`,
  });

export const PersonPatchSchema = z.strictObject(personWriteShape).openapi('PersonPatch', {
  description: `Edits a person: only the fields given change (also inside \`address\`). ${strictNote}`,
});

const PersonPatchItemSchema = z
  .strictObject({ pid: uuidRef('The person to edit.'), ...personWriteShape })
  .openapi('PersonPatchItem', { description: `One item of an array edit of persons. ${strictNote}` });

export const PersonRecordSchema = z
  .object({
    pid: uuidPid(),
    host: uuidPid('The host the person belongs to.').openapi(EXTENSION),
    ...personFields,
    address: AddressSchema,
    ...timestamps,
  })
  .openapi('PersonRecord', { description: PERSON_DESCRIPTION });

export type Locale = (typeof LOCALES)[number];

const textFilter = field.string({ nullable: true });

export const personDefinition = defineResource({
  name: 'persons',
  title: 'Person',
  description: PERSON_DESCRIPTION,
  pidKind: 'uuid',
  extension: false,
  verbs: { create: true, update: true, delete: true },
  schemas: {
    create: PersonCreateSchema,
    patch: PersonPatchSchema,
    patchItem: PersonPatchItemSchema,
    record: PersonRecordSchema,
  },
  fields: {
    ...recordFields,
    host: field.reference('hosts', { extension: true }),
    salutation: field.enum(SALUTATIONS, { nullable: true }),
    firstname: textFilter,
    lastname: textFilter,
    company: textFilter,
    email: textFilter,
    newsletter: field.boolean(),
    mailing: field.boolean(),
    locale: field.enum(LOCALES, { nullable: true }),
  },
  references: [{ field: 'host', resource: 'hosts', many: false, onDelete: 'cascade' }],
  relations: {
    host: { kind: 'reference', field: 'host', resource: 'hosts' },
    address: {
      kind: 'embedded',
      field: 'address',
      fields: {
        pid: field.pid(),
        address1: textFilter,
        address2: textFilter,
        zip: textFilter,
        city: textFilter,
        country: textFilter,
      },
    },
    bookings: { kind: 'children', resource: 'bookings', via: ['customer'], extension: true },
  },
  childCollections: ['bookings'],
  expand: { bookings: { kind: 'children', relation: 'bookings', resource: 'bookings' } },
});
