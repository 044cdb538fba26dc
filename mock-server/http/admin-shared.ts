/** What the admin controls share: their path prefix and body checks. */
import type { z } from 'zod';
import { DomainError, describeViolations } from '../domain/errors';
import { toViolations } from '../schemas/violations';
import { readJson, readText } from './body';
import type { AppContext } from './env';

export const ADMIN_PREFIX = '/__admin';

/** `/outbox` → `/__admin/outbox`. */
export const adminPath = (path: string): string => `${ADMIN_PREFIX}${path}`;

/** The body checked against `schema`; a bad one throws `validation_failed` naming each field. */
export function parse<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const errors = toViolations(result.error);
  throw new DomainError('validation_failed', describeViolations(what, errors), errors);
}

/** An optional JSON body: none at all reads as `{}`. */
export async function optionalJson(c: AppContext): Promise<unknown> {
  if (c.req.header('content-type') === undefined) {
    const text = await readText(c);
    if (text.trim() === '') return {};
  }
  return readJson(c);
}

/** 404 for an id that names nothing under an admin control. */
export function unknownId(what: string, id: string): DomainError {
  return new DomainError('not_found', `There is no ${what} ${id}.`);
}
