/**
 * The mock against its published contract: the generated OpenAPI document (`src/api/openapi.json`)
 * and the zod schemas it is generated from. Every documented read is served, and every body
 * the service answers has the documented shape and no undocumented field.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { it } from 'node:test';
import type { z } from '@hono/zod-openapi';
import {
  OAuthErrorSchema,
  ProblemSchema,
  ShowSeatSchema,
  TokenResponseSchema,
  isResourceName,
  resources,
} from '../../../../../mock-server/schemas/index';
import { setUpCatalogue, type Catalogue } from '../catalogue';
import {
  COLLECTIONS,
  assertProblem,
  assertStatus,
  basic,
  behaviour,
  describeReply,
  randomUuid,
  type Api,
  type Reply,
} from '../harness';

interface SchemaObject {
  $ref?: string;
  type?: string;
  properties?: Record<string, SchemaObject>;
  patternProperties?: Record<string, SchemaObject>;
  additionalProperties?: boolean | SchemaObject;
  anyOf?: SchemaObject[];
  minimum?: number;
  maximum?: number;
}

interface Operation {
  parameters?: { name: string; in: string; schema: SchemaObject }[];
  responses: Record<string, { $ref?: string; content?: unknown }>;
}

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  servers: { url: string; variables?: Record<string, { default: string }> }[];
  components: {
    schemas: Record<string, SchemaObject>;
    responses: Record<string, { content?: unknown }>;
  };
}

const componentOf = (ref: string | undefined) => ref?.replace('#/components/schemas/', '');

/** The component behind a `$ref`, or behind the `$ref` alternative of an `anyOf`. */
function target(schema: SchemaObject | undefined): string | undefined {
  if (!schema) return undefined;
  if (schema.$ref) return componentOf(schema.$ref);
  const refs = (schema.anyOf ?? []).map((item) => componentOf(item.$ref)).filter((name) => name);
  return refs.find((name) => name !== 'FieldFilter');
}

/** Names of the `filters`, `orderBy` and `properties` keys a list operation documents. */
function documentedKeys(operation: Operation, family: string): { names: string[]; schema?: SchemaObject } {
  const parameter = operation.parameters?.find((p) => p.name === family);
  const component = componentOf(parameter?.schema.$ref);
  const schema = component ? contract.components.schemas[component] : undefined;
  return { names: Object.keys(schema?.properties ?? {}), schema };
}

const contract = JSON.parse(
  readFileSync(new URL('../../../../../src/api/openapi.json', import.meta.url), 'utf8'),
) as OpenApiDocument;

/** The paths the interface description names (§4, §5). */
const DESCRIBED_PATHS = [
  '/oauth/v2/token',
  '/persons/',
  '/bookings/',
  '/bookings/{pid}',
  '/tickets/',
  '/email/send',
  '/venues/',
  '/sectors/',
  '/events/',
  '/events/{pid}',
  '/shows/',
  '/prices/',
  '/ticketoptiongroups/',
  '/ticketoptions/',
  '/ticketoptionlimitations/',
  '/options/',
  '/events/{pid}/bookings/',
  '/shows/{pid}/bookings/',
  '/hosts/{pid}/bookings/',
  '/bookings/{pid}/tickets/',
];

/** Asserts that `value` parses with `schema` and carries no field the schema does not name. */
function assertConforms(schema: z.ZodType, value: unknown, context: string): void {
  const parsed = schema.safeParse(value);
  assert.ok(
    parsed.success,
    `${context}: ${parsed.success ? '' : JSON.stringify(parsed.error.issues).slice(0, 800)}`,
  );
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  if (shape && value && typeof value === 'object') {
    const extra = Object.keys(value).filter((key) => !(key in shape));
    assert.deepEqual(extra, [], `${context}: fields the contract does not document`);
  }
}

/** Runs the assertions of `block`; answers the first failure's message, or undefined. */
function check(block: () => void): string | undefined {
  try {
    block();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message.split('\n')[0] : String(error);
  }
}

function readSchema(collection: string): z.ZodType {
  assert.ok(isResourceName(collection), `${collection} is a resource`);
  return resources[collection].schemas.read as z.ZodType;
}

/** A catalogue with every kind of record: options on the booking, ticket options, a delivery. */
async function setUpEverything(api: Api): Promise<Catalogue & { rate: string }> {
  const c = await setUpCatalogue(api);
  const rate = (await api.create('deliveryrates', {
    host: c.host,
    name: 'Post',
    country: 'CH',
    price: 7,
  })) as string;
  const loge = (await api.create('sectors', {
    host: c.venue,
    name: 'Loge',
    price_category: 2,
    capacity: 0,
  })) as string;
  await api.createMany('seats', [
    { sector: loge, row: '1', number: '1', x: 1, y: 1, accessible: true },
    { sector: loge, row: '1', number: '2', x: 2, y: 1 },
  ]);
  await api.create('tickets', { booking: c.booking, show: c.shows[0], price: c.balconyPrice, sector: loge });
  assertStatus(await api.patch(`/tickets/${c.tickets[0]}`, { ticket_options: [c.yes] }), 204);
  assertStatus(
    await api.patch(`/bookings/${c.booking}`, { options: [{ option: c.option, quantity: 1 }] }),
    204,
  );
  assertStatus(await api.patch(`/bookings/${c.booking}`, { confirmation: true, delivery: true }), 204);
  return { ...c, rate };
}

async function firstPid(api: Api, collection: string): Promise<string | number | undefined> {
  return (await api.pids(`/${collection}/`))[0];
}

/** A value each kind of filtered field takes without a 409: a comparison with null. */
const IS_NOT_NULL = '[_comp]=isNotNull';

behaviour('the published contract', (api) => {
  it('the filters, orderBy and properties schemas list exactly the keys the service accepts', async () => {
    const failures: string[] = [];
    for (const collection of COLLECTIONS) {
      const operation = contract.paths[`/${collection}/`]!.get!;
      const filters = documentedKeys(operation, 'filters');
      const orderBy = documentedKeys(operation, 'orderBy');
      const properties = documentedKeys(operation, 'properties');
      for (const { schema } of [filters, orderBy, properties]) {
        if (schema && schema.additionalProperties !== false)
          failures.push(`${collection}: a schema allows any key`);
      }
      const accepted = async (search: string, what: string) => {
        const reply = await api().get(`/${collection}/?${search}`);
        if (reply.status !== 200) failures.push(`${what} is documented but refused: ${describeReply(reply)}`);
      };
      const refused = async (search: string, what: string) => {
        const reply = await api().get(`/${collection}/?${search}`);
        if (reply.status !== 409)
          failures.push(`${what} is not documented but accepted: ${describeReply(reply)}`);
      };
      const fields = filters.names.filter((name) => name !== '_logic');
      await accepted(
        fields.map((name) => `filters[${name}]${IS_NOT_NULL}`).join('&'),
        `/${collection}/ filters`,
      );
      // One step through each relation: the related record's first documented field (after _logic).
      for (const name of fields) {
        const related = target(filters.schema?.properties?.[name]);
        const first = related && Object.keys(contract.components.schemas[related]?.properties ?? {})[1];
        if (first) await accepted(`filters[${name}][${first}]${IS_NOT_NULL}`, `filters[${name}][${first}]`);
      }
      for (let i = 0; i < orderBy.names.length; i += 10) {
        const chunk = orderBy.names.slice(i, i + 10);
        await accepted(
          chunk.map((name) => `orderBy[${name}]=asc`).join('&'),
          `/${collection}/ orderBy ${chunk}`,
        );
      }
      if (properties.names.length > 0) {
        await accepted(
          properties.names.map((name) => `properties[${name}]=1`).join('&'),
          `/${collection}/ properties`,
        );
      }
      await refused('filters[nosuchfield]=1', `/${collection}/ filters[nosuchfield]`);
      await refused('orderBy[nosuchfield]=asc', `/${collection}/ orderBy[nosuchfield]`);
      await refused('properties[nosuchfield]=1', `/${collection}/ properties[nosuchfield]`);
    }
    assert.deepEqual(failures, []);
  });

  it('bounds every documented integer by 2^53−1, and the service refuses what lies beyond', async () => {
    const unbounded: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (node === null || typeof node !== 'object') return;
      const schema = node as SchemaObject;
      if (
        schema.type === 'integer' &&
        (schema.maximum === undefined || schema.maximum > Number.MAX_SAFE_INTEGER)
      ) {
        unbounded.push(at);
      }
      for (const [key, value] of Object.entries(node)) walk(value, `${at}/${key}`);
    };
    walk(contract, '');
    assert.deepEqual(unbounded, []);
    const c = await setUpCatalogue(api());
    const tooBig = 2 ** 53;
    const reply = await api().post('/prices/', {
      event: c.event,
      name: 'Gross',
      price_category: tooBig,
      price: 1,
    });
    assertProblem(reply, { status: 409, code: 'validation_failed', paths: ['price_category'] });
    for (const parameter of ['maxResults', 'page']) {
      const search = parameter === 'page' ? `maxResults=1&page=${tooBig}` : `maxResults=${tooBig}`;
      const list = await api().get(`/events/?${search}`);
      assertProblem(list, { status: 409, code: 'invalid_query', paths: [parameter] });
      const message = (list.body as { errors: { message: string }[] }).errors[0]!.message;
      assert.match(message, new RegExp(String(Number.MAX_SAFE_INTEGER)), `${parameter}: ${message}`);
    }
  });

  it('documents HEAD errors without a body, as the service answers them', async () => {
    for (const [path, operations] of Object.entries(contract.paths)) {
      const head = operations.head;
      if (!head) continue;
      for (const [status, response] of Object.entries(head.responses)) {
        const resolved = response.$ref
          ? contract.components.responses[response.$ref.replace('#/components/responses/', '')]
          : response;
        assert.equal(resolved?.content, undefined, `HEAD ${path} ${status} is documented with a body`);
      }
    }
    for (const reply of [
      await api().head('/events/?filters[nosuchfield]=1'),
      await api().head('/events/', { token: null }),
      await api().head(`/events/${randomUuid()}/shows/`),
    ]) {
      assert.ok(reply.status >= 400, describeReply(reply));
      assert.equal(reply.text, '');
    }
  });

  it('GET /openapi.json names the address it was requested at as the server', async () => {
    const reply = await api().get('/openapi.json', { token: null });
    assertStatus(reply, 200);
    const served = reply.body as OpenApiDocument;
    const [server] = served.servers;
    assert.ok(server);
    const url = server.url.replace(
      /\{(\w+)\}/g,
      (_all, name: string) => server.variables?.[name]?.default ?? '',
    );
    assert.equal(url, api().baseUrl);
  });

  it('GET /openapi.json serves the contract with every path of the interface description', async () => {
    const reply = await api().get('/openapi.json', { token: null });
    assertStatus(reply, 200);
    const served = reply.body as OpenApiDocument;
    assert.match(served.openapi, /^3\./);
    assert.deepEqual(Object.keys(served.paths).sort(), Object.keys(contract.paths).sort());
    for (const path of DESCRIBED_PATHS) assert.ok(path in served.paths, `the contract documents ${path}`);
  });

  it('serves every documented GET with 200 and a body of the documented shape', async () => {
    await setUpEverything(api());
    const failures: string[] = [];
    for (const [template, operations] of Object.entries(contract.paths)) {
      // The mock's controls are records of nothing; the validator checks each of their answers.
      if (!('get' in operations) || template.startsWith('/__admin/')) continue;
      const [, collection, , child] = template.split('/');
      assert.ok(collection);
      const pid = template.includes('{pid}') ? await firstPid(api(), collection) : undefined;
      if (template.includes('{pid}') && pid === undefined) {
        failures.push(`${template}: no ${collection} record to read`);
        continue;
      }
      const path = template.replace('{pid}', String(pid));
      const reply = await api().get(path);
      const failure = check(() => {
        assertStatus(reply, 200);
        const items = child || pid === undefined ? (reply.body as unknown[]) : [reply.body];
        assert.ok(Array.isArray(items), `${path} answers an array`);
        // The seats of a show read with their status for the show (ShowSeat).
        const schema =
          collection === 'shows' && child === 'seats' ? ShowSeatSchema : readSchema(child ?? collection);
        for (const item of items) assertConforms(schema, item, path);
      });
      if (failure) failures.push(failure);
    }
    assert.deepEqual(failures, []);
  });

  it('every record read with all its properties conforms to its read schema', async () => {
    await setUpEverything(api());
    const failures: string[] = [];
    for (const collection of COLLECTIONS) {
      const expansions = Object.keys(resources[collection].expand);
      const search = expansions.map((name) => `properties[${name}]=1`).join('&');
      const path = `/${collection}/${search ? `?${search}` : ''}`;
      const reply = await api().get(path);
      const failure = check(() => {
        assertStatus(reply, 200);
        const items = reply.body as Record<string, unknown>[];
        assert.ok(items.length > 0, `there are ${collection} to check`);
        for (const item of items) {
          assertConforms(readSchema(collection), item, path);
          for (const name of expansions) assert.ok(name in item, `${collection} carry the requested ${name}`);
        }
      });
      if (failure) failures.push(failure);
    }
    assert.deepEqual(failures, []);
  });

  it('problem bodies conform to the Problem schema', async () => {
    const c = await setUpCatalogue(api());
    const replies: Reply[] = [
      await api().get('/events/00000000-0000-4000-8000-000000000000'),
      await api().post('/events/', { name: '' }),
      await api().get('/events/?filters[nosuch]=1'),
      await api().get('/events/', { token: null }),
      await api().delete(`/venues/${c.venue}`),
      await api().post('/events/', { name: 'x'.repeat(1_100_000) }),
      await api().request('PUT', `/events/${c.event}`, { body: {} }),
      await api().request('POST', '/events/', { raw: '{}', contentType: 'text/plain' }),
    ];
    for (const reply of replies) {
      assert.ok(reply.status >= 400 && reply.status < 500, describeReply(reply));
      assertConforms(ProblemSchema, reply.body, describeReply(reply));
      assert.equal(
        (reply.body as { type: string }).type,
        `/problems/${(reply.body as { code: string }).code}`,
      );
    }
  });

  it('token responses and token errors conform to their schemas', async () => {
    const tokens = await api().tokenRequest({ grant_type: 'password', username: 'demo', password: 'demo' });
    assertConforms(TokenResponseSchema, tokens.body, describeReply(tokens));
    const refreshed = await api().tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: (tokens.body as { refresh_token: string }).refresh_token,
    });
    assertConforms(TokenResponseSchema, refreshed.body, describeReply(refreshed));
    for (const reply of [
      await api().tokenRequest({ grant_type: 'password', username: 'demo', password: 'x' }),
      await api().tokenRequest(
        { grant_type: 'password', username: 'demo', password: 'demo' },
        basic('a', 'b'),
      ),
      await api().tokenRequest({ grant_type: 'implicit' }),
      await api().tokenRequest({ grant_type: 'password' }),
    ]) {
      assert.equal(reply.status, 400, describeReply(reply));
      assertConforms(OAuthErrorSchema, reply.body, describeReply(reply));
    }
  });
});
