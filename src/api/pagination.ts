/**
 * Reading a whole collection page by page. The service numbers pages from 0, answers each page
 * as a bare JSON array and puts the total number of matching records in `X-Count`.
 */
import type { ApiClient, ClientPaths } from './client.js';
import type { ListPath, RecordOf } from './create.js';
import { ResponseFormatError, unwrap } from './errors.js';

/** The query parameters of the list operation on `P`. */
export type ListQuery<P extends ListPath> = NonNullable<
  NonNullable<ClientPaths[P]['get']>['parameters']['query']
>;

/** The path parameters of the list operation on `P` (`never` for a top-level collection). */
export type PathParams<P extends ListPath> = NonNullable<ClientPaths[P]['get']>['parameters']['path'];

export interface PaginateOptions<P extends ListPath = ListPath> {
  /** Filters, properties and order; `page` and `maxResults` are set by the iterator. */
  query?: Omit<ListQuery<P>, 'page' | 'maxResults'>;
  /** Records per request (`maxResults`), 100 unless given. */
  pageSize?: number;
  /** Path parameters of nested collections such as `/bookings/{pid}/tickets/`. */
  params?: { path?: PathParams<P> };
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** Parses `X-Count`; absent or malformed counts are ignored and short pages end the read instead. */
function countOf(response: Response): number | undefined {
  const raw = response.headers.get('X-Count');
  return raw !== null && /^\s*\d+\s*$/.test(raw) ? Number(raw) : undefined;
}

/**
 * Iterates over every record of a collection, requesting pages as the loop consumes them:
 *
 *   for await (const show of paginate(client, '/shows/', { query: { filters: { event } } })) …
 *
 * Stops at the first empty page, or once `X-Count` records were read (without `X-Count`, at
 * the first page shorter than `pageSize`). Breaking out of the loop sends no further request.
 */
export function paginate<P extends ListPath>(
  client: ApiClient,
  path: P,
  options?: PaginateOptions<P>,
): AsyncGenerator<RecordOf<P>, void, undefined>;
// The implementation is checked against every list operation of the contract at once: the
// checker cannot resolve the contract's conditional types for a path still generic, and the
// signature above already ties the query to the path for callers.
export async function* paginate(
  client: ApiClient,
  path: ListPath,
  options: PaginateOptions = {},
): AsyncGenerator<RecordOf<ListPath>, void, undefined> {
  const pageSize = options.pageSize ?? 100;
  if (!Number.isSafeInteger(pageSize) || pageSize < 1) {
    throw new RangeError(`pageSize must be a positive integer, got ${pageSize}`);
  }
  const { query, pageSize: _pageSize, params, ...init } = options;
  const pid = params?.path?.pid;
  // One call per form of path parameter, so each is checked against the list operations that
  // take that form: none, a booking's integer pid, or a UUID.
  const request = (page: number) => {
    const pageQuery = { ...query, page, maxResults: pageSize };
    if (pid === undefined) return client.GET(path, { ...init, params: { query: pageQuery } });
    if (typeof pid === 'number')
      return client.GET(path, { ...init, params: { path: { pid }, query: pageQuery } });
    return client.GET(path, { ...init, params: { path: { pid }, query: pageQuery } });
  };
  let read = 0;
  for (let page = 0; ; page += 1) {
    options.signal?.throwIfAborted();
    const result = await request(page);
    const records = unwrap(result);
    if (!Array.isArray(records)) {
      throw new ResponseFormatError(`${path} page ${page} is not a JSON array`);
    }
    const total = countOf(result.response);
    yield* records;
    read += records.length;
    if (records.length === 0 || (total !== undefined ? read >= total : records.length < pageSize)) return;
  }
}

/** Reads every record of a collection into an array (see `paginate`). */
export async function readAll<P extends ListPath>(
  client: ApiClient,
  path: P,
  options: PaginateOptions<P> = {},
): Promise<RecordOf<P>[]> {
  const records: RecordOf<P>[] = [];
  for await (const record of paginate(client, path, options)) records.push(record);
  return records;
}
