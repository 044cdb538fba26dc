/**
 * Request generators for the fuzz test: random and mutated bodies, paths, methods and query
 * strings, built from the catalogue the test sets up.
 */
import fc from 'fast-check';
import type { Catalogue } from '../behaviour/catalogue';
import {
  CHILDREN,
  FIELDS,
  METHODS,
  OPERATORS,
  QUERYABLE,
  RESOURCE_PATHS,
  VALUES,
  pidsOf,
  recordOf,
  toJson,
  validBodies,
} from './vocabulary';
import type { FuzzRequest } from './vocabulary';
import { COLLECTIONS } from '../behaviour/harness';

export type { FuzzRequest } from './vocabulary';

/** `records` adds records to edit that the catalogue lacks (a seat). */
export function arbitraries(c: Catalogue, records: Record<string, string> = {}) {
  const pids = pidsOf(c);
  const bodies = validBodies(c);
  const editable = recordOf(c, records);
  const collections = Object.keys(bodies);

  const pid = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...pids) },
    fc.uuid().map((uuid) => uuid.toUpperCase()),
    fc.uuid(),
    fc.stringMatching(/^[0-9a-f]{16}$/),
    fc.bigInt({ min: 0n, max: 10n ** 30n }).map(String),
    fc.string({ maxLength: 20 }).map(encodeURIComponent),
    fc.constantFrom(
      '..',
      '%2e%2e',
      '%00',
      '-1',
      '0',
      'null',
      'undefined',
      '1234-5678-9012',
      '%F0%9F%8E%AB',
      ' ',
    ),
  );
  const segment = fc.oneof(fc.constantFrom(...CHILDREN), pid, fc.constantFrom('', '..', 'x', '__proto__'));
  const path = fc
    .record({
      base: fc.constantFrom(...RESOURCE_PATHS),
      rest: fc.array(segment, { maxLength: 4 }),
      slash: fc.boolean(),
    })
    .map(({ base, rest, slash }) => `/${[base, ...rest].join('/')}${slash ? '/' : ''}`);

  const bracket = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...FIELDS) },
    { weight: 2, arbitrary: fc.constantFrom(...OPERATORS) },
    fc.constantFrom(...pids),
    fc.string({ maxLength: 6 }),
  );
  const key = fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'filters',
            'filters',
            'properties',
            'orderBy',
            'page',
            'maxResults',
            'filter',
            'Filters',
            '_',
            '',
          ),
          fc.array(bracket, { maxLength: 6 }),
        )
        .map(([family, parts]) => `${family}${parts.map((part) => `[${part}]`).join('')}`),
    },
    fc.integer({ min: 20, max: 400 }).map((depth) => `filters${'[a]'.repeat(depth)}`),
    fc.string({ maxLength: 12 }),
  );
  const value = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...VALUES) },
    fc.constantFrom(...pids),
    fc.integer().map(String),
    fc.double().map(String),
    fc.bigInt().map(String),
    fc.string({ maxLength: 30 }),
    fc.string({ unit: 'grapheme', maxLength: 10 }),
  );
  const encode = (text: string, raw: boolean) =>
    raw ? text.replace(/[&#=\s]/g, encodeURIComponent) : encodeURIComponent(text);
  const search = fc
    .array(fc.tuple(key, value, fc.boolean()), { minLength: 1, maxLength: 8 })
    .map((pairs) => pairs.map(([k, v, raw]) => `${encode(k, raw)}=${encode(v, raw)}`).join('&'));

  const as = fc.constantFrom<FuzzRequest['as']>('demo', 'demo', 'demo', 'demo', 'other', 'nobody');
  const contentType = fc.oneof(
    { weight: 8, arbitrary: fc.constant('application/json') },
    fc.constantFrom(
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/problem+json',
      '',
    ),
  );

  /** A random value, sometimes an unusual one. */
  const anyValue = fc.oneof(
    { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    fc.constantFrom(...pids),
    fc.constantFrom(
      1e308,
      -1,
      0,
      0.001,
      12.345,
      2 ** 53 + 1,
      '',
      ' ',
      'x'.repeat(300),
      '2026-12-31 19:30:00',
      null,
      [],
      {},
    ),
  );

  type Mutation = (body: Record<string, unknown>) => Record<string, unknown>;
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    fc
      .tuple(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 8 })), anyValue)
      .map(([k, v]) => (body: Record<string, unknown>) => ({ ...body, [k]: v })),
    fc.nat().map((n) => (body: Record<string, unknown>) => {
      const keys = Object.keys(body);
      if (keys.length === 0) return body;
      const copy = { ...body };
      delete copy[keys[n % keys.length]!];
      return copy;
    }),
    fc.tuple(fc.nat(), anyValue).map(([n, v]) => (body: Record<string, unknown>) => {
      const keys = Object.keys(body);
      return keys.length === 0 ? body : { ...body, [keys[n % keys.length]!]: v };
    }),
    anyValue.map((v) => (body: Record<string, unknown>) => ({ ...body, address: { city: v, street: v } })),
  );
  const mutated = fc
    .record({
      collection: fc.constantFrom(...collections),
      mutations: fc.array(mutation, { minLength: 1, maxLength: 4 }),
      shape: fc.constantFrom('create', 'create-array', 'patch', 'patch-array'),
      as,
    })
    .map(({ collection, mutations, shape, as }): FuzzRequest => {
      const valid = bodies[collection]!;
      const body = mutations.reduce((current, mutate) => mutate(current), valid);
      const record = editable[collection]!;
      switch (shape) {
        case 'create':
          return {
            method: 'POST',
            path: `/${collection}/`,
            body: toJson(body),
            contentType: 'application/json',
            as,
          };
        case 'create-array':
          return {
            method: 'POST',
            path: `/${collection}/`,
            body: toJson([valid, body]),
            contentType: 'application/json',
            as,
          };
        case 'patch':
          return {
            method: 'PATCH',
            path: `/${collection}/${record}`,
            body: toJson(body),
            contentType: 'application/json',
            as,
          };
        default:
          return {
            method: 'PATCH',
            path: `/${collection}/`,
            body: toJson([{ pid: record, ...body }]),
            contentType: 'application/json',
            as,
          };
      }
    });

  const randomBody = fc.oneof(
    fc.jsonValue().map(toJson),
    fc.anything({ maxDepth: 3 }).map(toJson),
    fc.string({ maxLength: 200 }),
    fc.constantFrom(
      '{',
      '[',
      '{"a":',
      'null',
      '"',
      '\u0000',
      '{"__proto__":{"x":1}}',
      `[${'['.repeat(5000)}`,
      '{}'.repeat(100),
    ),
  );
  const bodyRequest = fc
    .record({
      method: fc.constantFrom('POST', 'PATCH', 'PUT', 'DELETE'),
      collection: fc.constantFrom(...collections),
      onRecord: fc.boolean(),
      body: randomBody,
      contentType,
      as,
    })
    .map(({ method, collection, onRecord, body, contentType, as }): FuzzRequest => ({
      method,
      path: onRecord ? `/${collection}/${editable[collection]}` : `/${collection}/`,
      body,
      contentType,
      as,
    }));

  const pathRequest = fc
    .record({
      method: fc.constantFrom(...METHODS),
      path,
      body: fc.option(randomBody, { nil: undefined }),
      as,
    })
    .map(({ method, path, body, as }): FuzzRequest => ({
      method,
      path,
      ...(body === undefined || method === 'GET' || method === 'HEAD'
        ? {}
        : { body, contentType: 'application/json' }),
      as,
    }));

  const listPath = fc.oneof(
    fc.constantFrom(...COLLECTIONS).map((collection) => `/${collection}/`),
    fc.constantFrom(
      `/events/${c.event}/bookings/`,
      `/shows/${c.shows[0]}/bookings/`,
      `/hosts/${c.host}/bookings/`,
      `/bookings/${c.booking}/tickets/`,
      `/shows/${c.shows[0]}/seats/`,
      `/sectors/${c.balkon}/seats/`,
      `/bookings/${c.booking}`,
      `/events/${c.event}`,
    ),
  );
  const queryRequest = fc
    .record({ path: listPath, search, method: fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST'), as })
    .map(({ path, search, method, as }): FuzzRequest => ({ method, path: `${path}?${search}`, as }));

  // Queries made of the collection's own fields, relations and expansions, so that most of them
  // are valid and reach the query engine with odd values, depths and sizes.
  const structuredRequest = fc.constantFrom(...Object.keys(QUERYABLE)).chain((collection) => {
    const { fields, expand, path } = QUERYABLE[collection]!;
    const condition = fc
      .record({
        field: fc.constantFrom(...fields),
        index: fc.option(fc.constantFrom('0', '1', '2'), { nil: undefined }),
        comp: fc.option(fc.constantFrom('eq', 'gt', 'gte', 'lt', 'lte', 'neq', 'isNull', 'isNotNull'), {
          nil: undefined,
        }),
        value,
      })
      .map(({ field, index, comp, value }) => {
        const at = `filters${field
          .split('.')
          .map((name) => `[${name}]`)
          .join('')}${index === undefined ? '' : `[${index}]`}`;
        return comp === undefined
          ? [`${at}=${encodeURIComponent(value)}`]
          : [`${at}[_comp]=${comp}`, `${at}[_value]=${encodeURIComponent(value)}`];
      });
    const extra = fc.oneof(
      fc.constantFrom('filters[_logic]=OR', 'filters[_logic]=AND'),
      fc.constantFrom(...fields).map((field) => `filters[${field.split('.')[0]}][_logic]=OR`),
      fc
        .tuple(fc.constantFrom(...fields), fc.constantFrom('asc', 'desc'))
        .map(([field, direction]) => `orderBy[${field.split('.')[0]}]=${direction}`),
      fc.oneof(fc.nat(), fc.constantFrom(2 ** 31, 2 ** 53, 10 ** 15)).map((n) => `maxResults=${n}`),
      fc.oneof(fc.nat(), fc.constantFrom(2 ** 31, 2 ** 53, 10 ** 15)).map((n) => `page=${n}`),
      fc.constantFrom(...expand).map((name) => `properties[${name}]=1`),
    );
    return fc
      .record({
        conditions: fc.array(condition, { maxLength: 4 }),
        extras: fc.array(extra, { maxLength: 4 }),
        as,
      })
      .map(({ conditions, extras, as }): FuzzRequest => ({
        method: 'GET',
        path: `${path?.(c) ?? `/${collection}/`}?${[...conditions.flat(), ...extras].join('&')}`,
        as,
      }));
  });

  return { mutated, bodyRequest, pathRequest, queryRequest, structuredRequest };
}
