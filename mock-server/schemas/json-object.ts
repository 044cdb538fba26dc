/** The mock's way to `src/problem/json-object.ts` (its domain and HTTP layers reach src only through its schemas). */
export { isObject } from '../../src/problem/json-object';
