/**
 * The bracket query parameters of reads (§4.4 of the interface description): `properties`,
 * `filters` and `orderBy` as deepObject parameters, plus `page` and `maxResults`.
 *
 * These schemas document the grammar and type clients; the service parses the raw query string
 * itself (nested brackets such as `filters[show][start][_comp]` are beyond deepObject).
 */
import { z } from '@hono/zod-openapi';
import { EXTENSION } from './common';
import type { FieldSpec, ResourceName } from './registry-types';
import { getResource as resourceOf, type Resource } from './resources';

const FILTER_COMPARISONS = ['eq', 'gt', 'gte', 'lt', 'lte', 'neq', 'isNull', 'isNotNull'] as const;
const FILTER_LOGIC = ['AND', 'OR'] as const;
export const ORDER_DIRECTIONS = ['asc', 'desc'] as const;
/** Filter on the records of one array create (`Location` of its 201 response). */
export const BATCH_ID_FILTER = 'batchId';
/** Order of the records of one array create, as in the request. */
export const BATCH_ORDER = 'batchOrder';

export const FilterValueSchema = z.union([z.string(), z.number(), z.boolean()]).openapi('FilterValue', {
  description:
    'A value compared against: text; a number (money as `12.5`); a boolean as `1` or `0`; a ' +
    'date and time as `YYYY-MM-DD HH:MM:SS` in the host’s zone; a pid for a reference.',
});

/**
 * An index of alternatives or of a top-level group: `0` to `9999`, without leading zeros. Keys
 * beyond the named ones must be such indexes; the service refuses any other key with 409
 * `invalid_query`, and the schemas say so (`additionalProperties: false`).
 */
const INDEX_KEY_PATTERN = '^(?:0|[1-9][0-9]{0,3})$';

const ref = (component: string) => ({ $ref: `#/components/schemas/${component}` });

/** OpenAPI metadata: indexed keys (`[0]`, `[1]`, …) holding the given schema. */
const indexed = (schema: object) => ({ patternProperties: { [INDEX_KEY_PATTERN]: schema } }) as object;

export const FilterComparisonSchema = z
  .object({
    _comp: z.enum(FILTER_COMPARISONS).optional().openapi({
      description: 'Comparison: `eq` (default), `gt`, `gte`, `lt`, `lte`, `neq`, `isNull`, `isNotNull`.',
    }),
    _value: FilterValueSchema.optional(),
  })
  .strict()
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
      .strict()
      .openapi({
        description:
          'A comparison, or several conditions indexed 0, 1, …: `filters[status][0]=a&' +
          'filters[status][1]=b&filters[status][_logic]=OR`, or a range: `filters[start][0][_comp]=gte&' +
          'filters[start][0][_value]=…&filters[start][1][_comp]=lt&filters[start][1][_value]=…`.',
        ...indexed({ anyOf: [ref('FilterValue'), ref('FilterComparison')] }),
      }),
  ])
  .openapi('FieldFilter', { description: 'Conditions on one field: a value (equality) or comparisons.' });

/** `properties[<name>]` flag: `1` or `true` adds the property. */
const FlagSchema = z
  .union([z.boolean(), z.literal(1), z.literal(0), z.enum(['1', '0', 'true', 'false'])])
  .openapi('Flag', {
    description: '`1` or `true` to add the property; `0` or `false` (or leaving it out) not to.',
  });

const FILTER_GRAMMAR =
  '`filters[<field>]=<value>` (equality; booleans as 1/0, date-times as ' +
  '`YYYY-MM-DD HH:MM:SS` in the host’s zone); `filters[<reference>]=<pid>` (related record by ' +
  'pid, in either case: pids compare case-insensitively, and a ticket’s `code` names its ticket); ' +
  '`filters[<relation>][<field>]=<value>` (field of a related record, whose filters the ' +
  'relation’s schema lists); `filters[<field>][_comp]=<eq|gt|gte|lt|lte|neq|isNull|isNotNull>` with ' +
  '`filters[<field>][_value]=<value>`; several values or conditions on one field indexed ' +
  '`filters[<field>][0]…`, combined by `filters[<field>][_logic]=AND|OR`; plain filters combine ' +
  'with AND unless `filters[_logic]=OR`; indexes at the top level group whole filters ' +
  '(`filters[0][a]=1&filters[0][b]=2&filters[1][a]=3&filters[_logic]=OR`). Any other key, an ' +
  'unknown field or a malformed condition answers 409 `invalid_query` naming the parameter.';

const capitalise = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

// One instance per component name, so that each (`EventFilters`, …) is defined once and the
// relations between resources refer to one another by component name.
const componentCache = new Map<string, z.ZodType>();

function cached(name: string, build: () => z.ZodType): z.ZodType {
  let schema = componentCache.get(name);
  if (!schema) {
    schema = build();
    componentCache.set(name, schema);
  }
  return schema;
}

/**
 * The document stays acyclic (tools that dereference it, such as Prism, expand every `$ref`), so
 * the filter components form three tiers, each referring only to the tiers below:
 *
 * 1. `<Resource>Filters`, the `filters` of a list: every field, and for each reference or
 *    relation a pid or the related record's `<Related>RelationFilters`;
 * 2. `<Related>RelationFilters`: the fields of the related record, one step away
 *    (`filters[show][start][_comp]=gte`); a reference there takes a pid or `FurtherFilters`;
 * 3. `FurtherFilters` and `FilterGroup`: open objects for what lies beyond (a second step,
 *    `filters[show][event][name]`, and the indexed groups `filters[0][…]`), which the service
 *    checks as it checks every key, answering 409 `invalid_query` naming the parameter.
 */
const FilterGroupSchema = z.record(z.string(), z.unknown()).openapi('FilterGroup', {
  description:
    'A group of conditions under an index (`filters[0][a]=1&filters[0][b]=2`): the keys of the ' +
    'object that holds the index, combined by its `_logic`. Open here so that the document stays ' +
    'acyclic; the service checks each key and answers 409 `invalid_query` naming the parameter.',
  ...EXTENSION,
});

const FurtherFiltersSchema = z.record(z.string(), z.unknown()).openapi('FurtherFilters', {
  description:
    'Conditions on a record two or more relations away (`filters[show][event][name]=Gala`): the ' +
    'keys of that resource’s own `…Filters`. Open here so that the document stays acyclic; the ' +
    'service checks each key and answers 409 `invalid_query` naming the parameter.',
});

/**
 * A pid (or conditions on it), or the conditions on the related record: the component `name`.
 * Written as a raw `anyOf` of the two components, so each stays one `$ref` in the document (a
 * zod union would inline the alternatives of `FieldFilter`); {@link filterComponents} lists the
 * components so that the document registers them.
 */
const referenceFilter = (name: string) =>
  z
    .unknown()
    .optional()
    .openapi({ anyOf: [ref('FieldFilter'), ref(name)] });

/** The filter components referred to by raw `$ref` only, for the document to register. */
export function filterComponents(): [string, z.ZodType][] {
  const named = [...componentCache].filter(([name]) => name.endsWith('RelationFilters'));
  return [['FilterGroup', FilterGroupSchema], ['FurtherFilters', FurtherFiltersSchema], ...named];
}

/**
 * `filters[<relation>][…]`: the fields of a record of `target`, one relation away. Builds the
 * component once and answers its name.
 */
function relationFilters(target: ResourceName): string {
  const resource = resourceOf(target);
  const name = `${resource.title}RelationFilters`;
  cached(name, () => {
    const shape: Record<string, z.ZodType> = { _logic: z.enum(FILTER_LOGIC).optional() };
    for (const [field, spec] of Object.entries(resource.fields)) {
      if (!spec.filterable) continue;
      shape[field] = spec.references ? referenceFilter('FurtherFilters') : FieldFilterSchema.optional();
    }
    for (const [relationName, relation] of Object.entries(resource.relations)) {
      if (relationName in shape) continue;
      shape[relationName] =
        relation.kind === 'embedded'
          ? embeddedFilters(resource, relationName, relation.fields).optional()
          : referenceFilter('FurtherFilters');
    }
    return z
      .object(shape)
      .strict()
      .openapi(name, {
        description: `Filters on the related ${resource.name}: \`filters[<relation>][<field>]=<value>\`, with the grammar of \`${resource.title}Filters\`.`,
        ...indexed(ref('FilterGroup')),
      });
  });
  return name;
}

function embeddedFilters(owner: Resource, relation: string, fields: Readonly<Record<string, FieldSpec>>) {
  const name = `${owner.title}${capitalise(relation)}Filters`;
  return cached(name, () => {
    const shape: Record<string, z.ZodType> = {
      _logic: z.enum(FILTER_LOGIC).optional(),
    };
    for (const [field, spec] of Object.entries(fields)) {
      if (spec.filterable) shape[field] = FieldFilterSchema.optional();
    }
    return z
      .object(shape)
      .strict()
      .openapi(name, {
        description: `Filters on the ${relation} of ${owner.name}.`,
        ...indexed(ref('FilterGroup')),
      });
  });
}

/** Fields a list adds to its resource's own (the seat statuses of a show add `status`). */
export interface ListVariant {
  /** Component names: `${name}Filters` and `${name}OrderBy`. */
  readonly name: string;
  readonly description: string;
  readonly filters: Readonly<Record<string, z.ZodType>>;
  readonly orderBy: Readonly<Record<string, z.ZodType>>;
}

/** `filters` of a collection read of `resource` (also what a relation to it allows). */
function filtersSchema(resource: Resource, variant?: ListVariant): z.ZodType {
  const name = `${variant?.name ?? resource.title}Filters`;
  return cached(name, () => {
    const shape: Record<string, z.ZodType> = {
      _logic: z
        .enum(FILTER_LOGIC)
        .optional()
        .openapi({ description: 'How the filters combine: `AND` (default) or `OR`.' }),
    };
    for (const [field, spec] of Object.entries(resource.fields)) {
      if (!spec.filterable) continue;
      shape[field] = spec.references
        ? referenceFilter(relationFilters(spec.references))
        : FieldFilterSchema.optional();
    }
    for (const [relationName, relation] of Object.entries(resource.relations)) {
      if (relationName in shape) continue;
      shape[relationName] =
        relation.kind === 'embedded'
          ? embeddedFilters(resource, relationName, relation.fields).optional()
          : referenceFilter(relationFilters(relation.resource));
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
    Object.assign(shape, variant?.filters);
    return z
      .object(shape)
      .strict()
      .openapi(name, {
        description: `Filters on ${variant?.description ?? resource.name}. ${FILTER_GRAMMAR}`,
        ...indexed(ref('FilterGroup')),
      });
  });
}

const direction = () => z.enum(ORDER_DIRECTIONS).optional();

function embeddedOrderBy(owner: Resource, relation: string, fields: Readonly<Record<string, FieldSpec>>) {
  const name = `${owner.title}${capitalise(relation)}OrderBy`;
  return cached(name, () => {
    const shape: Record<string, z.ZodType> = {};
    for (const [field, spec] of Object.entries(fields)) if (spec.orderable) shape[field] = direction();
    return z
      .object(shape)
      .strict()
      .openapi(name, { description: `Sort keys on the ${relation} of ${owner.name}.`, ...EXTENSION });
  });
}

/** `orderBy` of a collection read of `resource` (also what a reference to it allows). */
function orderBySchema(resource: Resource, variant?: ListVariant): z.ZodType {
  const name = `${variant?.name ?? resource.title}OrderBy`;
  return cached(name, () => {
    const shape: Record<string, z.ZodType> = {};
    for (const [field, spec] of Object.entries(resource.fields)) {
      if (!spec.orderable) continue;
      const target = spec.kind === 'reference' ? spec.references : undefined;
      shape[field] = target
        ? z
            .unknown()
            .optional()
            .openapi({
              anyOf: [
                { type: 'string', enum: [...ORDER_DIRECTIONS] },
                ref(`${resourceOf(target).title}OrderBy`),
              ],
            })
        : direction();
    }
    for (const [relationName, relation] of Object.entries(resource.relations)) {
      if (relationName in resource.fields) continue;
      // Lists (child records, a list of references) cannot order records; one related record can.
      if (relation.kind === 'reference' && resource.fields[relation.field]?.kind === 'references') continue;
      if (relation.kind === 'embedded') {
        shape[relationName] = embeddedOrderBy(resource, relationName, relation.fields).optional();
      } else if (relation.kind === 'reference') {
        shape[relationName] = z
          .unknown()
          .optional()
          .openapi(ref(`${resourceOf(relation.resource).title}OrderBy`));
      }
    }
    if (resource.verbs.create) {
      shape[BATCH_ORDER] = direction().openapi({
        description: 'Order of an array create’s records as in its request.',
        ...EXTENSION,
      });
    }
    Object.assign(shape, variant?.orderBy);
    return z
      .object(shape)
      .strict()
      .openapi(name, {
        description:
          `Sort order of ${variant?.description ?? resource.name}: \`orderBy[<field>]=asc|desc\`, or a field of a single ` +
          'related record (`orderBy[customer][lastname]=asc`); several keys sort by the first, then ' +
          'the next. Without it, records come in creation order. Any other key answers 409 `invalid_query`.',
        ...EXTENSION,
      });
  });
}

/** `properties` of a read of `resource`, or undefined when it has no expansions. */
function propertiesSchema(resource: Resource) {
  const names = Object.keys(resource.expand);
  if (names.length === 0) return undefined;
  const shape = Object.fromEntries(names.map((name) => [name, FlagSchema.optional()]));
  return z
    .object(shape)
    .strict()
    .openapi(`${resource.title}Properties`, {
      description:
        `Properties to add to each ${resource.title} read: ${names.map((name) => `\`${name}\``).join(', ')}. ` +
        'Any other name answers 409 `invalid_query`.',
    });
}

const toInteger = (value: unknown) =>
  typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;

const pageParam = z
  .preprocess(toInteger, z.int().min(0).max(Number.MAX_SAFE_INTEGER))
  .optional()
  .openapi({
    param: { description: 'Page number, from 0 to 2^53−1. Needs `maxResults`.' },
    examples: [0],
  });

const maxResultsParam = z
  .preprocess(toInteger, z.int().min(1).max(Number.MAX_SAFE_INTEGER))
  .optional()
  .openapi({
    param: { description: 'Page size, from 1 to 2^53−1. Without it, all records are returned.' },
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

// One instance per resource (or list variant), so that each component is defined once.
const queryCache = new Map<string, QuerySchemas>();

/**
 * The query parameters of the reads of a resource, as route `request.query` schemas. The
 * object is not strict: bracket keys (`filters[name]`) reach it as separate keys and are
 * ignored here, since the service parses them from the raw query string.
 */
export function querySchemas(resource: Resource, variant?: ListVariant): QuerySchemas {
  const key = variant?.name ?? resource.name;
  const cachedSchemas = queryCache.get(key);
  if (cachedSchemas) return cachedSchemas;
  const properties = variant
    ? undefined
    : propertiesSchema(resource)
        ?.optional()
        .openapi(deepObject('Properties to add to each record: `properties[<name>]=1`.'));
  const list = z.object({
    ...(properties ? { properties } : {}),
    filters: filtersSchema(resource, variant)
      .optional()
      .openapi(deepObject('Filters; the schema explains the grammar and lists every field.')),
    orderBy: orderBySchema(resource, variant)
      .optional()
      .openapi(deepObject('Sort order: `orderBy[<field>]=asc|desc`.', true)),
    page: pageParam,
    maxResults: maxResultsParam,
  });
  const result = { list, ...(properties ? { read: z.object({ properties }) } : {}) };
  queryCache.set(key, result);
  return result;
}
