/**
 * Creating records. The service answers a create with an empty body and the new record's
 * address in `Location` (`<base>/<collection>/<pid>`); an array create answers with a list
 * link (`<base>/<collection>/?filters%5BbatchId%5D=<id>&orderBy%5BbatchOrder%5D=asc`) that reads the
 * new records in the order they were sent.
 *
 * Pids are returned in the type the record's `pid` has in read output: booking pids are
 * integers (12 digits, well within the safe range) and come back as numbers, every other pid
 * is a string. So a created pid compares equal to the `pid` of the record read later.
 */
import type { FetchOptions } from 'openapi-fetch';
import type { ApiClient, PathsWith, ResponseData } from './client.js';
import { ResponseFormatError, unwrap } from './errors.js';
import type { paths } from './schema.js';

/** Collection paths that accept a POST. */
export type CreatePath = Extract<PathsWith<'post'>, `${string}/`>;

type BodyOf<P extends CreatePath> = NonNullable<FetchOptions<paths[P]['post']>['body']>;
/** The body of a single-record create on `P`. */
export type CreateBody<P extends CreatePath> = Exclude<BodyOf<P>, readonly unknown[]>;
/** The pid type of records of the collection `P`. */
export type PidOf<P extends string> = P extends `${string}/bookings/` ? number : string;

/** Collection paths that can be read, with the type of one record. */
export type ListPath = Extract<PathsWith<'get'>, `${string}/`>;
export type RecordOf<P extends ListPath> = ResponseData<P, 'get'> extends readonly (infer T)[] ? T : never;

/**
 * Per-request options besides the body: a signal, headers. (No collection that takes a create
 * has path parameters.)
 */
export interface CreateInit {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

// Booking pids are integers in read output (DESIGN §4 pids); every other pid is a string.
const INTEGER_PID_COLLECTIONS = new Set(['bookings']);

/** A base that resolves relative `Location` values against the collection, as a client would. */
const relativeTo = (collectionPath: string): string =>
  `http://service.invalid/${collectionPath.replace(/^\/+|\/+$/g, '')}/`;

const lastSegment = (path: string): string => path.replace(/\/+$/, '').split('/').pop() ?? '';

/**
 * Reads the pid from a `Location` value: absolute (`https://host/api/events/ABC`),
 * root-relative (`/events/ABC`) or relative to the collection (`ABC`), with or without a
 * trailing slash. The segment before the pid must name the collection.
 */
export function pidFromLocation<P extends string>(location: string | null, collectionPath: P): PidOf<P> {
  const collection = lastSegment(collectionPath);
  if (!location) throw new ResponseFormatError(`The create on ${collectionPath} answered without a Location`);
  const url = new URL(location, relativeTo(collectionPath));
  const segments = url.pathname.replace(/\/+$/, '').split('/');
  const pid = decodeURIComponent(segments.pop() ?? '');
  if (url.search || !pid || segments.pop() !== collection) {
    throw new ResponseFormatError(
      `Location ${JSON.stringify(location)} does not name a record of ${collectionPath}`,
    );
  }
  if (!INTEGER_PID_COLLECTIONS.has(collection)) return pid as PidOf<P>;
  const numeric = /^\d+$/.test(pid) ? Number(pid) : NaN;
  if (!Number.isSafeInteger(numeric)) {
    throw new ResponseFormatError(`Location ${JSON.stringify(location)} has a non-integer ${collection} pid`);
  }
  return numeric as PidOf<P>;
}

/**
 * Creates one record and returns its pid, e.g. `await createRecord(client, '/events/', {...})`.
 * Throws `ApiError` for a non-2xx answer and `ResponseFormatError` when `Location` is unusable.
 */
export async function createRecord<P extends CreatePath>(
  client: ApiClient,
  path: P,
  body: CreateBody<P>,
  init?: CreateInit,
): Promise<PidOf<P>>;
// The implementation is checked against every create operation of the contract at once: the
// checker cannot resolve the contract's conditional types for a path still generic, and the
// signature above already ties the body to the path for callers.
export async function createRecord(
  client: ApiClient,
  path: CreatePath,
  body: CreateBody<CreatePath>,
  init: CreateInit = {},
): Promise<PidOf<CreatePath>> {
  const result = await client.POST(path, { ...init, body });
  unwrap(result);
  return pidFromLocation(result.response.headers.get('Location'), path);
}

/**
 * Creates several records in one atomic request and returns them as read back, in the order
 * given, by following the batch list link in `Location`.
 */
export async function createRecords<P extends CreatePath & ListPath>(
  client: ApiClient,
  path: P,
  bodies: readonly CreateBody<P>[],
  init?: CreateInit,
): Promise<RecordOf<P>[]>;
export async function createRecords(
  client: ApiClient,
  path: CreatePath & ListPath,
  bodies: readonly CreateBody<CreatePath & ListPath>[],
  init: CreateInit = {},
): Promise<RecordOf<CreatePath & ListPath>[]> {
  if (bodies.length === 0) return [];
  const created = await client.POST(path, { ...init, body: [...bodies] });
  unwrap(created);
  const location = created.response.headers.get('Location');
  const url = location ? new URL(location, relativeTo(path)) : undefined;
  if (!url?.search || lastSegment(url.pathname) !== lastSegment(path)) {
    throw new ResponseFormatError(
      `The batch create on ${path} answered without a list link in Location (got ${JSON.stringify(location)})`,
    );
  }
  // Read the link as given: its query is the service's own, so it is sent back verbatim.
  const search = url.search.slice(1);
  const read = await client.GET(path, { ...init, querySerializer: () => search });
  const records = unwrap(read);
  if (!Array.isArray(records) || records.length !== bodies.length) {
    throw new ResponseFormatError(
      `The batch create on ${path} sent ${bodies.length} records but its list link read ${
        Array.isArray(records) ? records.length : 'no list'
      }`,
    );
  }
  return records;
}
