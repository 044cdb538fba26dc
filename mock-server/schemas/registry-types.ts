/**
 * Types of the resource registry: what the route table, the store and the query engine need to
 * know about each resource besides its zod schemas.
 */
import type { z } from '@hono/zod-openapi';

/** Collection names, which are also the path segments (`/events/`). */
export const resourceNames = [
  'hosts',
  'persons',
  'bookings',
  'tickets',
  'events',
  'venues',
  'sectors',
  'seats',
  'shows',
  'prices',
  'ticketoptiongroups',
  'ticketoptions',
  'ticketoptionlimitations',
  'options',
  'deliveryrates',
  'deliveries',
] as const;

export type ResourceName = (typeof resourceNames)[number];

/** How a resource's pids look: upper-case UUID, 12-digit integer booking pid, 16-hex ticket pid. */
export type PidKind = 'uuid' | 'booking' | 'ticket';

/**
 * Value kinds for filtering and ordering. `reference` holds one pid of `references`,
 * `references` an array of them; `money` filters compare as numbers (`12.5`), `datetime` filters
 * take `YYYY-MM-DD HH:MM:SS` in the host's zone, `boolean` filters take `1`/`0`/`true`/`false`,
 * `enum` filters one of `values`. A `pid` field is an integer for bookings, a string otherwise.
 */
export type FieldKind =
  | 'pid'
  | 'string'
  | 'integer'
  | 'number'
  | 'money'
  | 'boolean'
  | 'datetime'
  | 'enum'
  | 'reference'
  | 'references';

export interface FieldSpec {
  readonly kind: FieldKind;
  /** May read as null; `filters[<field>][_comp]=isNull` is meaningful. */
  readonly nullable: boolean;
  readonly filterable: boolean;
  readonly orderable: boolean;
  /** The referenced resource for `reference` and `references` fields. */
  readonly references?: ResourceName;
  /** The allowed values of an `enum` field. */
  readonly values?: readonly string[];
  /** Not named by the interface description. */
  readonly extension?: boolean;
  /**
   * Read in upper case and compared case-insensitively in filters (a ticket's `code`, the upper
   * case of its pid, so `filters[code]=<pid>` finds the ticket as `GET /tickets/<pid>` does).
   */
  readonly upperCase?: boolean;
  /**
   * Money read as a number where the interface description types it so (`price` of Price and
   * Ticket option, and Option's), rather than as a decimal string with two places.
   */
  readonly numberOnRead?: boolean;
}

/** What deleting the referenced record does to a record that references it. */
type OnDelete = 'cascade' | 'restrict' | 'nullify';

export interface ReferenceSpec {
  /** Field of this resource that holds the pid (for arrays of objects, the array field). */
  readonly field: string;
  /** For arrays of objects (`options: [{option, quantity}]`), the key inside each item. */
  readonly itemKey?: string;
  readonly resource: ResourceName;
  /** The field holds an array of pids (or of objects with `itemKey`). */
  readonly many: boolean;
  /**
   * `cascade`: the referenced record is a parent, deleting it deletes this record;
   * `restrict`: deleting the referenced record answers 409 `record_in_use` while this exists;
   * `nullify`: the field becomes null.
   */
  readonly onDelete: OnDelete;
}

/**
 * A named relation, used by `filters[<relation>][<field>]`, child collections
 * (`/<parent>/<pid>/<relation>/`) and `properties[<relation>]`.
 *
 * - `reference`: the record this record's `field` points to;
 * - `children`: the records of `resource` whose path `via` leads back to this record. `via` is
 *   read on the child: `['event']` means `child.event === parent.pid`; `['tickets', 'show',
 *   'event']` means some ticket of the booking has a show whose event is the parent;
 * - `embedded`: a nested object of this record (the person's address).
 */
type RelationSpec =
  | { readonly kind: 'reference'; readonly field: string; readonly resource: ResourceName }
  | {
      readonly kind: 'children';
      readonly resource: ResourceName;
      readonly via: readonly string[];
      readonly extension?: boolean;
    }
  | {
      readonly kind: 'embedded';
      readonly field: string;
      readonly fields: Readonly<Record<string, FieldSpec>>;
    };

/** `properties[<name>]=1` on a read. */
type ExpansionSpec =
  /** Replaces the pid in `field` by the referenced record. */
  | { readonly kind: 'reference'; readonly field: string; readonly resource: ResourceName }
  /** Adds the records of a `children` relation as an array. */
  | { readonly kind: 'children'; readonly relation: string; readonly resource: ResourceName }
  /** A value the service computes (a show's `capacity`). */
  | { readonly kind: 'computed' };

interface VerbSpec {
  /** `POST /<collection>/` with one object or an array. */
  readonly create: boolean;
  /** `PATCH /<collection>/<pid>` and `PATCH /<collection>/` with an array. */
  readonly update: boolean;
  /** `DELETE /<collection>/<pid>`. */
  readonly delete: boolean;
}

/** The zod schemas of one resource. Read-only resources have no write schemas. */
export interface ResourceSchemas {
  readonly create?: z.ZodType;
  readonly patch?: z.ZodType;
  /** Item of the array `PATCH /<collection>/`: the edit shape plus `pid`. */
  readonly patchItem?: z.ZodType;
  /** The record as stored and nested in other records' expansions. */
  readonly record: z.ZodType;
  /** The record as `GET` returns it, with the optional expansions. */
  readonly read: z.ZodType;
}

/** What each resource module declares about itself. */
export interface ResourceDefinition {
  readonly name: ResourceName;
  /** Singular, capitalised: the component name of the read schema and the operation noun. */
  readonly title: string;
  readonly description: string;
  readonly pidKind: PidKind;
  /** The resource is not named by the interface description. */
  readonly extension: boolean;
  readonly verbs: VerbSpec;
  /** Fields that filters and `orderBy` can name. */
  readonly fields: Readonly<Record<string, FieldSpec>>;
  readonly references: readonly ReferenceSpec[];
  readonly relations: Readonly<Record<string, RelationSpec>>;
  /** Relations of kind `children` served as `/<collection>/<pid>/<relation>/`. */
  readonly childCollections: readonly string[];
  readonly expand: Readonly<Record<string, ExpansionSpec>>;
}

// ---------------------------------------------------------------------------------------------
// Helpers for declaring field specs tersely.

interface FieldOptions {
  nullable?: boolean;
  /** Money only: read as a number (`89.5`) rather than a decimal string (`"89.50"`). */
  numberOnRead?: boolean;
  filterable?: boolean;
  orderable?: boolean;
  extension?: boolean;
  upperCase?: boolean;
}

/** A field spec that keeps its literal `kind`, so types can be derived from the field lists. */
export type FieldSpecOf<K extends FieldKind> = FieldSpec & { readonly kind: K };

function spec<K extends FieldKind>(
  kind: K,
  options: FieldOptions = {},
  extra: { references?: ResourceName; values?: readonly string[] } = {},
): FieldSpecOf<K> {
  return {
    kind,
    nullable: options.nullable ?? false,
    filterable: options.filterable ?? true,
    orderable: options.orderable ?? kind !== 'references',
    ...extra,
    ...(options.extension ? { extension: true } : {}),
    ...(options.upperCase ? { upperCase: true } : {}),
    ...(options.numberOnRead ? { numberOnRead: true } : {}),
  };
}

export const field = {
  pid: (options?: FieldOptions) => spec('pid', options),
  string: (options?: FieldOptions) => spec('string', options),
  integer: (options?: FieldOptions) => spec('integer', options),
  number: (options?: FieldOptions) => spec('number', options),
  money: (options?: FieldOptions) => spec('money', options),
  boolean: (options?: FieldOptions) => spec('boolean', options),
  datetime: (options?: FieldOptions) => spec('datetime', options),
  enum: (values: readonly string[], options?: FieldOptions) => spec('enum', options, { values }),
  reference: (resource: ResourceName, options?: FieldOptions) =>
    spec('reference', options, { references: resource }),
  references: (resource: ResourceName, options?: FieldOptions) =>
    spec('references', options, { references: resource }),
} as const;

/** `pid`, `created` and `updated`, which every record has. */
export const recordFields = {
  pid: field.pid(),
  created: field.datetime(),
  updated: field.datetime(),
} as const;

/** Declares a resource, keeping the literal types of its schemas and relation names. */
export function defineResource<
  const D extends ResourceDefinition & { readonly schemas: Omit<ResourceSchemas, 'read'> },
>(definition: D): D {
  return definition;
}
