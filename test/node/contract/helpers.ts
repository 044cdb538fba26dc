import assert from 'node:assert/strict';
import type { z } from '@hono/zod-openapi';
import { routesByKey } from '../../../mock-server/http/route-table';
import { toViolations } from '../../../mock-server/schemas';
import type { Violation } from '../../../mock-server/schemas';

/** The JSON body schema of a route of the route table, such as `prices.create`. */
export function bodySchema(key: string): z.ZodType {
  const entry = routesByKey.get(key);
  assert.ok(entry, `no route ${key}`);
  const content = entry.route.request?.body?.content['application/json'];
  const schema = content && 'schema' in content ? content.schema : undefined;
  assert.ok(schema && typeof schema === 'object' && 'safeParse' in schema, `${key} has no zod JSON body`);
  return schema as z.ZodType;
}

/** The violations of a value the schema must reject. */
export function violations(schema: z.ZodType, value: unknown, readOnly?: ReadonlySet<string>): Violation[] {
  const result = schema.safeParse(value);
  assert.equal(result.success, false, `expected ${JSON.stringify(value)} to be rejected`);
  return toViolations(result.error, readOnly ? { readOnly } : {});
}

/** The property paths of the violations of a value the schema must reject. */
export function paths(schema: z.ZodType, value: unknown): string[] {
  return violations(schema, value).map((violation) => violation.property_path);
}

export const HOST = '0B7C5E52-2D7A-4C5B-9E1F-6A3B4C5D6E7F';
export const EVENT = 'A1B2C3D4-E5F6-4A7B-8C9D-0E1F2A3B4C5D';
