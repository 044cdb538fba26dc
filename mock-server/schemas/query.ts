/**
 * The bracket query parameters of reads (§4.4 of the interface description): `properties`,
 * `filters` and `orderBy` as deepObject parameters, plus `page` and `maxResults`.
 *
 * These schemas document the grammar and type clients; the service parses the raw query string
 * itself (nested brackets such as `filters[show][start][_comp]` are beyond deepObject).
 */
import { z } from '@hono/zod-openapi';
import { EXTENSION } from './common';
import type { ResourceName } from './registry-types';
import type { Resource } from './resources';

export const FILTER_COMPARISONS = ['eq', 'gt', 'gte', 'lt', 'lte', 'neq', 'isNull', 'isNotNull'] as const;
export const FILTER_LOGIC = ['AND', 'OR'] as const;
export const ORDER_DIRECTIONS = ['asc', 'desc'] as const;
/** Filter on the records of one array create (`Location` of its 201 response). */
export const BATCH_ID_FILTER = 'batchId';
/** Order of the records of one array create, as in the request. */
export const BATCH_ORDER = 'batchOrder';

export type FilterComparison = (typeof FILTER_COMPARISONS)[number];
export type FilterLogic = (typeof FILTER_LOGIC)[number];
export type OrderDirection = (typeof ORDER_DIRECTIONS)[number];

export const FilterValueSchema = z.union([z.string(), z.number(), z.boolean()]).openapi('FilterValue', {
  description:
    'A value compared against: text; a number (money as `12.5`); a boolean as `1` or `0`; a ' +
    'date and time as `YYYY-MM-DD HH:MM:SS` in the host’s zone; a pid for a reference.',
});

export const FilterComparisonSchema = z
  .object({
    _comp: z.enum(FILTER_COMPARISONS).optional().openapi({
      description: 'Comparison: `eq` (default), `gt`, `gte`, `lt`, `lte`, `neq`, `isNull`, `isNotNull`.',
    }),
    _value: FilterValueSchema.optional(),
  })
  .openapi('FilterComparison', {
    description:
      'One comparison on a field: `filters[start][_comp]=gte&filters[start][_value]=2026-01-01 00:00:00`.',
  });

export const FieldFilterSchema = z
  .union([
    FilterValueSchema,
    z
      .object({
        _comp: z.enum(FILTER_COMPARISONS).optional(),
        _value: FilterValueSchema.optional(),
        _logic: z.enum(FILTER_LOGIC).optional().openapi({
          description: 'How the indexed conditions of this field combine: `AND` (default) or `OR`.',
        }),
      })
      .catchall(z.union([FilterValueSchema, FilterComparisonSchema]))
      .openapi({
        description:
          'A comparison, or several conditions indexed 0, 1, …: `filters[status][0]=a&' +
          'filters[status][1]=b&filters[status][_logic]=OR`, or a range: `filters[start][0][_comp]=gte&' +
          'filters[start][0][_value]=…&filters[start][1][_comp]=lt&filters[start][1][_value]=…`.',
      }),
  ])
  .openapi('FieldFilter', { description: 'Conditions on one field: a value (equality) or comparisons.' });

export const RelationFilterSchema = z.record(z.string(), FieldFilterSchema).openapi('RelationFilter', {
  description:
    'Conditions on fields of a related record: `filters[show][start][_comp]=gte`. For a list of ' +
    'related records (such as the tickets of a booking) a record matches when any of them does.',
});

/** A `properties[<name>]` flag: `1` or `true` adds the property. */
export const FlagSchema = z
  .union([z.boolean(), z.literal(1), z.literal(0), z.enum(['1', '0', 'true', 'false'])])
  .openapi('Flag', {
    description: '`1` or `true` to add the property; `0` or `false` (or leaving it out) not to.',
  });

const FILTER_GRAMMAR =
  '`filters[<field>]=<value>` (equality; booleans as 1/0, date-times as ' +
  '`YYYY-MM-DD HH:MM:SS` in the host’s zone); `filters[<reference>]=<pid>` (related record by ' +
  'pid); `filters[<relation>][<field>]=<value>` (field of a related record); ' +
  '`filters[<field>][_comp]=<eq|gt|gte|lt|lte|neq|isNull|isNotNull>` with ' +
  '`filters[<field>][_value]=<value>`; several values or conditions on one field indexed ' +
  '`filters[<field>][0]…`, combined by `filters[<field>][_logic]=AND|OR`; plain filters combine ' +
  'with AND unless `filters[_logic]=OR`. An unknown field or a malformed condition answers 409 ' +
  '`invalid_query` naming the parameter.';

/** `filters` of a collection read of `resource`. */
export function filtersSchema(resource: Resource) {
  const shape: Record<string, z.ZodType> = {
    _logic: z
      .enum(FILTER_LOGIC)
      .optional()
      .openapi({ description: 'How the filters combine: `AND` (default) or `OR`.' }),
  };
  for (const [name, spec] of Object.entries(resource.fields)) {
    if (!spec.filterable) continue;
    const isReference = spec.kind === 'reference' || spec.kind === 'references';
    shape[name] = isReference
      ? z.union([FieldFilterSchema, RelationFilterSchema]).optional()
      : FieldFilterSchema.optional();
  }
  for (const name of Object.keys(resource.relations)) {
    if (!(name in shape)) shape[name] = RelationFilterSchema.optional();
  }
  if (resource.verbs.create) {
    shape[BATCH_ID_FILTER] = z
      .string()
      .optional()
      .openapi({
        description: 'The records of one array create (from the `Location` of its response).',
        ...EXTENSION,
      });
  }
  return z.object(shape).openapi(`${resource.title}Filters`, {
    description: `Filters on ${resource.name}. ${FILTER_GRAMMAR}`,
  });
}

/** `orderBy` of a collection read of `resource`. */
export function orderBySchema(resource: Resource) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, spec] of Object.entries(resource.fields)) {
    if (spec.orderable) shape[name] = z.enum(ORDER_DIRECTIONS).optional();
  }
  if (resource.verbs.create) {
    shape[BATCH_ORDER] = z
      .enum(ORDER_DIRECTIONS)
      .optional()
      .openapi({
        description: 'Order of an array create’s records as in its request.',
        ...EXTENSION,
      });
  }
  return z.object(shape).openapi(`${resource.title}OrderBy`, {
    description:
      `Sort order of ${resource.name}: \`orderBy[<field>]=asc|desc\`; several keys sort by the ` +
      'first, then the next. Without it, records come in creation order.',
    ...EXTENSION,
  });
}

/** `properties` of a read of `resource`, or undefined when it has no expansions. */
export function propertiesSchema(resource: Resource) {
  const names = Object.keys(resource.expand);
  if (names.length === 0) return undefined;
  const shape = Object.fromEntries(names.map((name) => [name, FlagSchema.optional()]));
  return z.object(shape).openapi(`${resource.title}Properties`, {
    description: `Properties to add to each ${resource.title} read: ${names.map((name) => `\`${name}\``).join(', ')}.`,
  });
}

const toInteger = (value: unknown) =>
  typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;

export const pageParam = z
  .preprocess(toInteger, z.int().min(0))
  .optional()
  .openapi({ param: { description: 'Page number, starting at 0. Needs `maxResults`.' }, examples: [0] });

export const maxResultsParam = z
  .preprocess(toInteger, z.int().min(1))
  .optional()
  .openapi({
    param: { description: 'Page size, at least 1. Without it, all records are returned.' },
    examples: [50],
  });

const deepObject = (description: string, extension = false) => ({
  param: { style: 'deepObject' as const, explode: true, description, ...(extension ? EXTENSION : {}) },
});

export interface QuerySchemas {
  /** Query of a record read: `properties`, when the resource has expansions. */
  readonly read?: z.ZodObject;
  /** Query of a collection read: `properties`, `filters`, `orderBy`, `page`, `maxResults`. */
  readonly list: z.ZodObject;
}

// One instance per resource, so that each component (`EventFilters`, …) is defined once.
const queryCache = new Map<ResourceName, QuerySchemas>();

/**
 * The query parameters of the reads of a resource, as route `request.query` schemas. The
 * object is not strict: bracket keys (`filters[name]`) reach it as separate keys and are
 * ignored here, since the service parses them from the raw query string.
 */
export function querySchemas(resource: Resource): QuerySchemas {
  const cached = queryCache.get(resource.name);
  if (cached) return cached;
  const properties = propertiesSchema(resource)
    ?.optional()
    .openapi(deepObject('Properties to add to each record: `properties[<name>]=1`.'));
  const list = z.object({
    ...(properties ? { properties } : {}),
    filters: filtersSchema(resource)
      .optional()
      .openapi(deepObject('Filters; the schema explains the grammar.')),
    orderBy: orderBySchema(resource)
      .optional()
      .openapi(deepObject('Sort order: `orderBy[<field>]=asc|desc`.', true)),
    page: pageParam,
    maxResults: maxResultsParam,
  });
  const result = { list, ...(properties ? { read: z.object({ properties }) } : {}) };
  queryCache.set(resource.name, result);
  return result;
}
