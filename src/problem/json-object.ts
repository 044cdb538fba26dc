/**
 * A JSON object (not an array, not null): the shape of a problem body, a record, a request body.
 * The client, the gateway and the mock test what they read with it.
 */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
