/**
 * Checks write bodies against the contract's zod schemas. Every fault of the whole body is
 * reported at once, each with its path (`name`, `address.country`, `[2].price`); unknown and
 * read-only fields are refused with their own wording. Nothing is written before this passes.
 */
import type { z } from 'zod';
import { isObject } from '../../schemas/json-object';
import { MAX_BATCH_ITEMS } from '../../schemas/problem';
import type { ResourceName } from '../../schemas/registry-types';
import { readOnlyFields, getResource } from '../../schemas/resources';
import { toViolations } from '../../schemas/violations';
import { DomainError, describeViolations, type PropertyError } from '../errors';
import { noun } from './context';

type WriteKind = 'create' | 'patch' | 'patchItem';
type Issue = z.core.$ZodIssue;

const readOnlyCache = new Map<string, ReadonlySet<string>>();

function readOnly(name: ResourceName, kind: WriteKind): ReadonlySet<string> {
  const key = `${name}:${kind}`;
  let set = readOnlyCache.get(key);
  if (!set) readOnlyCache.set(key, (set = readOnlyFields(name, kind)));
  return set;
}

export function validationError(what: string, errors: PropertyError[]): DomainError {
  return new DomainError('validation_failed', describeViolations(what, errors), errors);
}

const isParsed = (item: Record<string, unknown> | undefined): item is Record<string, unknown> =>
  item !== undefined;

/** Parses one item; returns its value or adds its violations (prefixed with `[index]`). */
function parseItem(
  name: ResourceName,
  kind: WriteKind,
  body: unknown,
  index: number | undefined,
  errors: PropertyError[],
): Record<string, unknown> | undefined {
  const schema = getResource(name).schemas[kind];
  if (!schema) return undefined;
  const result = schema.safeParse(body);
  if (result.success) {
    if (isObject(result.data)) return result.data;
    throw new DomainError('internal_error', `The ${kind} schema of ${name} did not parse to an object.`);
  }
  const issues: Issue[] =
    index === undefined
      ? result.error.issues
      : result.error.issues.map((issue) => ({ ...issue, path: [index, ...issue.path] }));
  errors.push(...toViolations(issues, { readOnly: readOnly(name, kind) }));
  return undefined;
}

/**
 * The body of `POST /<collection>/`: one object, or a non-empty array of at most
 * `MAX_BATCH_ITEMS` objects. Returns the parsed items and whether the body was an array.
 */
export function parseCreate(
  name: ResourceName,
  body: unknown,
): { items: Record<string, unknown>[]; many: boolean } {
  const title = noun(getResource(name).title);
  if (Array.isArray(body)) {
    checkBatch(body, `Could not create ${title} records`);
    const errors: PropertyError[] = [];
    const items = body.map((item, i) => parseItem(name, 'create', item, i, errors));
    if (errors.length > 0) throw validationError(`Could not create ${title} records`, errors);
    return { items: items.filter(isParsed), many: true };
  }
  if (!isObject(body)) {
    throw validationError(`Could not create the ${title}`, [
      { property_path: '', message: 'Expected an object, or an array of objects.' },
    ]);
  }
  const errors: PropertyError[] = [];
  const item = parseItem(name, 'create', body, undefined, errors);
  if (!item) throw validationError(`Could not create the ${title}`, errors);
  return { items: [item], many: false };
}

/**
 * The body of `PATCH /<collection>/<pid>`: one object. An empty array is read as the empty
 * object: PHP's `json_encode([])`, what a PHP client sends for an edit without fields, is `[]`.
 */
export function parsePatch(name: ResourceName, body: unknown): Record<string, unknown> {
  const title = noun(getResource(name).title);
  if (Array.isArray(body) && body.length === 0) return {};
  if (!isObject(body)) {
    throw validationError(`Could not edit the ${title}`, [
      { property_path: '', message: 'Expected an object.' },
    ]);
  }
  const errors: PropertyError[] = [];
  const item = parseItem(name, 'patch', body, undefined, errors);
  if (!item) throw validationError(`Could not edit the ${title}`, errors);
  return item;
}

/**
 * The body of `PATCH /<collection>/`: an array of at most `MAX_BATCH_ITEMS` objects, each with
 * its `pid`. An empty array edits nothing (as PHP's `json_encode([])` sends it).
 */
export function parsePatchMany(name: ResourceName, body: unknown): Record<string, unknown>[] {
  const what = `Could not edit ${noun(getResource(name).title)} records`;
  if (!Array.isArray(body)) {
    throw validationError(what, [
      {
        property_path: '',
        message: 'Expected an array of objects, each with the pid of the record to edit.',
      },
    ]);
  }
  checkBatch(body, what, true);
  const errors: PropertyError[] = [];
  const items = body.map((item, i) => parseItem(name, 'patchItem', item, i, errors));
  if (errors.length > 0) throw validationError(what, errors);
  return items.filter(isParsed);
}

function checkBatch(body: readonly unknown[], what: string, allowEmpty = false): void {
  if (body.length === 0 && !allowEmpty) {
    throw validationError(what, [{ property_path: '', message: 'Expected at least one item.' }]);
  }
  if (body.length > MAX_BATCH_ITEMS) {
    throw validationError(what, [
      { property_path: '', message: `Expected at most ${MAX_BATCH_ITEMS} items; got ${body.length}.` },
    ]);
  }
}
