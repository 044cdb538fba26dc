/** Plain tests of the JSON the service answers with: an object (the client's test), a reference field. */
import { isObject } from '../problem/json-object.js';

export { isObject };

/** A reference field as read: a pid, or the record when it was expanded with `properties`. */
export function refOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (isObject(value)) return refOf(value.pid);
  return null;
}
