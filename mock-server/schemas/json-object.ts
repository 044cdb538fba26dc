/** A JSON object (not an array, not null): a record, a request body, a field of either. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
