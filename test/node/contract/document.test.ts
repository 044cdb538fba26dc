import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createOpenApiDocument } from '../../../mock-server/http/openapi-document';
import { DEFAULT_PORT } from '../../../mock-server/serve';
import { canonicalPath, routeTable } from '../../../mock-server/http/route-table';
import { resourceList } from '../../../mock-server/schemas';
import { generateFiles, serializeDocument } from '../../../scripts/generate';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { $ref?: string; headers?: Record<string, unknown> }>;
  parameters?: { name: string; in: string; style?: string; 'x-extension'?: boolean }[];
  'x-extension'?: boolean;
}
type PathItem = Record<string, Operation>;
interface SchemaObject {
  properties?: Record<string, SchemaObject & { 'x-extension'?: boolean }>;
  'x-extension'?: boolean;
}

const document = createOpenApiDocument() as unknown as {
  openapi: string;
  info: { description: string };
  servers: { url: string; description?: string; variables: Record<string, { default: string }> }[];
  paths: Record<string, PathItem>;
  components: { schemas: Record<string, SchemaObject>; securitySchemes: Record<string, { type: string }> };
  webhooks: Record<string, PathItem>;
};

function operation(path: string, method: string): Operation {
  const found = document.paths[path]?.[method];
  assert.ok(found, `${method.toUpperCase()} ${path} is missing`);
  return found;
}

/** The operations of the service; the mock's controls (`/__admin/…`) are tested on their own. */
const allOperations = Object.entries(document.paths)
  .filter(([path]) => !path.startsWith('/__admin/'))
  .flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })));
const everyOperation = Object.values(document.paths).flatMap((item) => Object.values(item));

const property = (schema: string, field: string) => document.components.schemas[schema]?.properties?.[field];

/** Whether a field is marked, on the property or on the component it refers to. */
function isExtension(schema: string, field: string): boolean {
  const found = property(schema, field) as (SchemaObject & { $ref?: string }) | undefined;
  if (found?.['x-extension'] === true) return true;
  const target = found?.$ref?.replace('#/components/schemas/', '');
  return target !== undefined && document.components.schemas[target]?.['x-extension'] === true;
}

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 with the base address as a server variable', () => {
    assert.equal(document.openapi, '3.1.0');
    assert.equal(document.servers[0]?.url, '{base_url}');
    assert.ok(document.servers[0]?.variables.base_url?.default);
  });

  it("names the mock's own default address as the server", () => {
    const server = document.servers[0]!;
    const address = `http://127.0.0.1:${DEFAULT_PORT}`;
    assert.equal(server.variables.base_url?.default, address);
    assert.ok(server.description?.includes(address), server.description);
  });

  it('has the workflow endpoints of §4.1', () => {
    for (const collection of [
      'persons',
      'bookings',
      'tickets',
      'venues',
      'sectors',
      'events',
      'shows',
      'prices',
    ]) {
      operation(`/${collection}/`, 'post');
    }
    for (const collection of ['ticketoptiongroups', 'ticketoptions', 'ticketoptionlimitations', 'options']) {
      operation(`/${collection}/`, 'post');
    }
    operation('/bookings/{pid}', 'patch');
    operation('/email/send', 'post');
    assert.ok(operation('/email/send', 'post').responses['202']);
  });

  it('has the generic record requests of §4.2 on every writable resource', () => {
    for (const resource of resourceList) {
      const collection = `/${resource.name}/`;
      const record = `/${resource.name}/{pid}`;
      operation(collection, 'get');
      operation(collection, 'head');
      operation(record, 'get');
      if (resource.verbs.create) assert.ok(operation(collection, 'post').responses['201']);
      if (resource.verbs.update) {
        assert.ok(operation(record, 'patch').responses['204']);
        assert.ok(operation(collection, 'patch').responses['204']);
      }
      if (resource.verbs.delete) assert.ok(operation(record, 'delete').responses['204']);
    }
  });

  it('reads bookings by POST and has the child collections of §4.3 and of the registry', () => {
    operation('/bookings/{pid}', 'post');
    for (const path of [
      '/events/{pid}/bookings/',
      '/shows/{pid}/bookings/',
      '/hosts/{pid}/bookings/',
      '/bookings/{pid}/tickets/',
    ]) {
      operation(path, 'get');
      assert.equal(operation(path, 'get')['x-extension'], undefined, path);
    }
    for (const resource of resourceList) {
      for (const child of resource.childCollections) operation(`/${resource.name}/{pid}/${child}/`, 'get');
    }
  });

  it('has the token endpoint with client credentials and 400 errors', () => {
    const token = operation('/oauth/v2/token', 'post');
    assert.deepEqual(token.security, [{ clientBasic: [] }]);
    assert.ok(token.responses['200']);
    assert.ok(token.responses['400']);
    assert.equal(document.components.securitySchemes.oauth2?.type, 'oauth2');
  });

  it('protects every other operation with the bearer token and documents 401', () => {
    for (const { path, method, op } of allOperations) {
      if (path === '/oauth/v2/token') continue;
      assert.deepEqual(op.security, [{ bearerAuth: [] }, { oauth2: [] }], `${method} ${path}`);
      // A HEAD answer has no body, so its 401 is documented without one.
      const unauthorized = method === 'head' ? 'UnauthorizedHead' : 'Unauthorized';
      assert.equal(op.responses['401']?.$ref, `#/components/responses/${unauthorized}`, `${method} ${path}`);
    }
  });

  it('documents Location on creates and edits, and X-Count on collection reads', () => {
    for (const { path, method, op } of allOperations) {
      if (method === 'post' && op.responses['201']) assert.ok(op.responses['201'].headers?.Location, path);
      if (method === 'patch') assert.ok(op.responses['204']?.headers?.Location, path);
      if ((method === 'get' || method === 'head') && path.endsWith('/')) {
        assert.ok(op.responses['200']?.headers?.['X-Count'], `${method} ${path}`);
      }
    }
  });

  it('documents the query parameters of collection reads as deepObject', () => {
    const list = operation('/events/', 'get');
    const byName = new Map((list.parameters ?? []).map((parameter) => [parameter.name, parameter]));
    for (const name of ['properties', 'filters', 'orderBy'])
      assert.equal(byName.get(name)?.style, 'deepObject', name);
    assert.ok(byName.get('page'));
    assert.ok(byName.get('maxResults'));
    assert.equal(byName.get('orderBy')?.['x-extension'], true);
  });

  it('marks additions beyond the interface description with x-extension', () => {
    for (const { path, method, op } of allOperations) {
      if (method === 'head') assert.equal(op['x-extension'], true, `HEAD ${path}`);
      if (/^\/(deliveries|deliveryrates)\//.test(path))
        assert.equal(op['x-extension'], true, `${method} ${path}`);
    }
    assert.equal(operation('/hosts/', 'get')['x-extension'], true);
    assert.equal(operation('/events/', 'get')['x-extension'], undefined);
    assert.equal(operation('/persons/{pid}/bookings/', 'get')['x-extension'], true);
    const extensionFields: [string, string][] = [
      ['Booking', 'expires'],
      ['Booking', 'released'],
      ['Booking', 'host'],
      ['Booking', 'options'],
      ['Booking', 'deliveries'],
      ['BookingCreate', 'options'],
      ['Ticket', 'ticket_options'],
      ['TicketCreate', 'ticket_options'],
      ['Person', 'host'],
      ['PersonCreate', 'host'],
      ['Venue', 'timezone'],
      ['VenueCreate', 'timezone'],
      ['Show', 'capacity'],
      ['Option', 'price'],
      ['OptionCreate', 'price'],
    ];
    for (const [schema, field] of extensionFields) {
      assert.equal(isExtension(schema, field), true, `${schema}.${field}`);
    }
    for (const schema of ['Host', 'DeliveryRate', 'Delivery']) {
      assert.equal(document.components.schemas[schema]?.['x-extension'], true, schema);
    }
    for (const [schema, field] of [
      ['Booking', 'customer'],
      ['Booking', 'tickets'],
      ['Ticket', 'seat_string'],
      ['Event', 'shows'],
    ] as const) {
      assert.equal(isExtension(schema, field), false, `${schema}.${field}`);
    }
  });

  it('keeps every denormalized ticket field of the description', () => {
    const fields = Object.keys(document.components.schemas.Ticket?.properties ?? {});
    for (const suffix of [
      'host_name',
      'event_name',
      'show_start',
      'venue_name',
      'sector_name',
      'price_name',
      'price_including_vat',
      'currency_pid',
    ]) {
      assert.ok(fields.includes(`denormalized_${suffix}`), suffix);
    }
  });

  it('lists the contract decisions in the top-level description', () => {
    for (const topic of [
      'Create',
      'Edit and delete',
      'Pagination',
      'Errors',
      'OAuth',
      'Pids',
      'Dates',
      'Money',
      'Release',
      'Confirmation',
      'Webhooks',
      'Seats',
    ]) {
      assert.ok(document.info.description.includes(`**${topic}`), topic);
    }
    assert.deepEqual(Object.keys(document.webhooks).sort(), [
      'booking-cancelled',
      'booking-tickets-deleted',
      'new-booking',
      'new-person',
    ]);
  });

  it('gives every operation a unique operationId', () => {
    const ids = everyOperation.map((op) => op.operationId);
    assert.equal(new Set(ids).size, ids.length);
    assert.ok(ids.every(Boolean));
    assert.equal(routeTable.length, allOperations.length);
  });
});

describe('route table', () => {
  it('maps both spellings of a path to the documented one', () => {
    assert.equal(canonicalPath('/events'), '/events/');
    assert.equal(canonicalPath('/events/'), '/events/');
    assert.equal(canonicalPath('/events/ABC/'), '/events/ABC');
    assert.equal(canonicalPath('/bookings/123456789012/tickets'), '/bookings/123456789012/tickets/');
    assert.equal(canonicalPath('/oauth/v2/token/'), '/oauth/v2/token');
    assert.equal(canonicalPath('/nowhere'), '/nowhere');
  });

  it('has unique keys', () => {
    const keys = routeTable.map((entry) => entry.key);
    assert.equal(new Set(keys).size, keys.length);
  });
});

describe('generated files', () => {
  it('writes the document with two-space indentation and a trailing newline', () => {
    const text = serializeDocument({ a: [1] });
    assert.equal(text, '{\n  "a": [\n    1\n  ]\n}\n');
  });

  it('generates the same content twice', async () => {
    const [first, second] = [await generateFiles(), await generateFiles()];
    assert.deepEqual(first, second);
  });
});
