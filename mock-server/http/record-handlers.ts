/**
 * The handlers of the generic record routes (`record-routes.ts` pairs each with its OpenAPI
 * config): each parses the query or body, makes one call of the record service and answers.
 * Collections answer bare arrays with `X-Count`; creates and edits answer with `Location`.
 */
import { DomainError } from '../domain/errors';
import { isObject } from '../schemas/json-object';
import type { ResourceName } from '../schemas/registry-types';
import { BATCH_ID_FILTER, BATCH_ORDER } from '../schemas/query';
import { readJson, readText } from './body';
import { baseUrl, urlParts, type AppContext } from './env';
import { handle } from './errors';
import { parseListQuery, parseListSearch } from './query-parse';
import { empty, jsonText } from './reply';
import type { RouteDeps, RouteHandler } from './route-entry';

const COLLECTION_FAMILIES = ['filters', 'orderBy', 'page', 'maxResults'];

/** The query of a collection read. */
function listQuery(c: AppContext) {
  return parseListSearch(urlParts(c.req.url).search);
}

/** The `properties` of a single-record read; collection parameters are refused there. */
function recordProperties(c: AppContext): string[] {
  const { search } = urlParts(c.req.url);
  // Most reads have no query at all; an empty one holds neither properties nor mistakes.
  if (search === '') return [];
  const params = new URLSearchParams(search);
  const query = parseListQuery(params);
  const misplaced = [...params.keys()].filter((key) =>
    COLLECTION_FAMILIES.some((family) => key === family || key.startsWith(`${family}[`)),
  );
  if (misplaced.length > 0) {
    throw new DomainError(
      'invalid_query',
      `Could not read the record: ${misplaced.join(', ')} apply to collection reads only.`,
      misplaced.map((key) => ({ property_path: key, message: 'applies to collection reads only' })),
    );
  }
  return query.properties;
}

type Serve = (deps: RouteDeps) => RouteHandler;

/** The address of a record of `name`. */
function recordUrl(c: AppContext, basePath: string, name: ResourceName, pid: string | number): string {
  return `${baseUrl(c, basePath)}/${name}/${encodeURIComponent(String(pid))}`;
}

/** `GET /<name>/`: the records that match the query, the total in `X-Count`. */
export const listRecords =
  (name: ResourceName): Serve =>
  ({ mock }) =>
    handle((c) => {
      const result = mock.records.listJson(c.get('actor'), name, listQuery(c));
      return jsonText(c, result.body, 200, { 'X-Count': String(result.total) });
    });

/**
 * `POST /<name>/`: one record (`Location` of the record) or an array of them (`Location` of the
 * list link that reads them in order).
 */
export const createRecords =
  (name: ResourceName): Serve =>
  ({ mock, basePath }) =>
    handle(async (c) => {
      const result = mock.records.create(c.get('actor'), name, await readJson(c));
      const link =
        result.batchId === undefined
          ? recordUrl(c, basePath, name, result.pids[0]!)
          : batchUrl(c, basePath, name, result.batchId);
      return empty(c, 201, { Location: link });
    });

/** The list link of the records of one array request (create or edit), in request order. */
function batchUrl(c: AppContext, basePath: string, name: ResourceName, batchId: string): string {
  // Brackets percent-encoded: RFC 3986 allows a raw `[` or `]` only in an IP literal, so a
  // `format: uri` check (and every strict URL parser) refuses them in a query.
  return `${baseUrl(c, basePath)}/${name}/?filters%5B${BATCH_ID_FILTER}%5D=${encodeURIComponent(batchId)}&orderBy%5B${BATCH_ORDER}%5D=asc`;
}

/**
 * `PATCH /<name>/`: an array of edits, all or none; `Location` lists the edited records in
 * request order, like an array create's (none for `[]`, which edits nothing).
 */
export const updateRecords =
  (name: ResourceName): Serve =>
  ({ mock, basePath }) =>
    handle(async (c) => {
      const { batchId } = mock.records.updateMany(c.get('actor'), name, await readJson(c));
      return batchId === undefined
        ? empty(c, 204)
        : empty(c, 204, { Location: batchUrl(c, basePath, name, batchId) });
    });

/** `GET /<name>/<pid>` (and `POST` for bookings): one record with its `properties`. */
export const readRecord =
  (name: ResourceName): Serve =>
  ({ mock }) =>
    handle((c) =>
      jsonText(c, mock.records.getJson(c.get('actor'), name, c.req.param('pid') ?? '', recordProperties(c))),
    );

/**
 * The POST form of a booking read takes no body: none, or an empty JSON object or array, pass;
 * anything else (a `confirmation`, a `delivery`, …) answers 409 `validation_failed` naming each
 * field, so a client that meant to edit learns that PATCH does it.
 */
async function refuseReadBody(c: AppContext): Promise<void> {
  const text = await readText(c);
  if (text.trim() === '') return;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  if (Array.isArray(body) && body.length === 0) return;
  const keys = isObject(body) ? Object.keys(body) : [];
  if (isObject(body) && keys.length === 0) return;
  const pid = c.req.param('pid') ?? '';
  const message = `is not read: the POST form of a booking read takes no body; PATCH /bookings/${pid} edits the booking`;
  throw new DomainError(
    'validation_failed',
    `Could not read booking ${pid}: the POST form of the read takes no body (send PATCH to edit the booking, or GET to read it).`,
    keys.length > 0 ? keys.map((key) => ({ property_path: key, message })) : [{ property_path: '', message }],
  );
}

/** `POST /bookings/<pid>`: the read as the description also shows it; a body is refused. */
export const readBookingByPost: Serve = ({ mock }) =>
  handle(async (c) => {
    await refuseReadBody(c);
    return jsonText(
      c,
      mock.records.getJson(c.get('actor'), 'bookings', c.req.param('pid') ?? '', recordProperties(c)),
    );
  });

/** `PATCH /<name>/<pid>`: the fields given; `Location` of the record. */
export const updateRecord =
  (name: ResourceName): Serve =>
  ({ mock, basePath }) =>
    handle(async (c) => {
      const pid = mock.records.update(c.get('actor'), name, c.req.param('pid') ?? '', await readJson(c));
      return empty(c, 204, { Location: recordUrl(c, basePath, name, pid) });
    });

/** `DELETE /<name>/<pid>`: the record and what cascades from it. */
export const deleteRecord =
  (name: ResourceName): Serve =>
  ({ mock }) =>
    handle((c) => {
      mock.records.delete(c.get('actor'), name, c.req.param('pid') ?? '');
      return empty(c, 204);
    });

/** `GET /<parent>/<pid>/<relation>/`: the parent's children that match the query. */
export const listChildren =
  (parent: ResourceName, relation: string, child: ResourceName): Serve =>
  ({ mock }) =>
    handle((c) => {
      const scope = { parent, pid: c.req.param('pid') ?? '', relation };
      const result = mock.records.listJson(c.get('actor'), child, listQuery(c), scope);
      return jsonText(c, result.body, 200, { 'X-Count': String(result.total) });
    });
