/**
 * The generic record routes, made from the resource registry for every resource and the verbs
 * its entry allows: the collection (`GET`/`HEAD` with `X-Count`, `POST` one or many, `PATCH`
 * many), the record (`GET`/`HEAD`, `PATCH`, `DELETE`; for bookings also `POST` as a read with
 * `properties`), and the child collections (`/events/<pid>/bookings/`). Each route parses, makes
 * one call of the record service and answers; the app is non-strict, so `/events` and
 * `/events/` (and a record with a trailing slash) are the same route.
 */
import type { Hono } from 'hono';
import { DomainError } from '../domain/errors';
import type { Mock } from '../domain/mock';
import type { ResourceName } from '../schemas/registry-types';
import { BATCH_ID_FILTER, BATCH_ORDER } from '../schemas/query';
import { resourceList } from '../schemas/resources';
import { readJson } from './body';
import { baseUrl, urlParts, type AppContext, type AppEnv } from './env';
import { handle, methodNotAllowed } from './errors';
import { parseListQuery } from './query-parse';
import { empty, json } from './reply';

const COLLECTION_FAMILIES = ['filters', 'orderBy', 'page', 'maxResults'];

/** The query of a collection read. */
function listQuery(c: AppContext) {
  return parseListQuery(new URLSearchParams(urlParts(c.req.url).search));
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

export function recordRoutes(app: Hono<AppEnv>, mock: Mock, basePath: string): void {
  const { records } = mock;
  for (const resource of resourceList) {
    const name: ResourceName = resource.name;
    const collection = `/${name}`;
    const record = `${collection}/:pid`;
    const location = (c: AppContext, pid: string | number) =>
      `${baseUrl(c, basePath)}${collection}/${encodeURIComponent(String(pid))}`;

    // Collection
    app.get(
      collection,
      handle((c) => {
        const result = records.list(c.get('actor'), name, listQuery(c));
        return json(c, result.items, 200, { 'X-Count': String(result.total) });
      }),
    );
    if (resource.verbs.create) {
      app.post(
        collection,
        handle(async (c) => {
          const result = records.create(c.get('actor'), name, await readJson(c));
          const link =
            result.batchId === undefined
              ? location(c, result.pids[0]!)
              : `${baseUrl(c, basePath)}${collection}/?filters[${BATCH_ID_FILTER}]=${result.batchId}&orderBy[${BATCH_ORDER}]=asc`;
          return empty(c, 201, { Location: link });
        }),
      );
    }
    if (resource.verbs.update) {
      app.patch(
        collection,
        handle(async (c) => {
          records.updateMany(c.get('actor'), name, await readJson(c));
          return empty(c, 204);
        }),
      );
    }
    app.all(
      collection,
      methodNotAllowed([
        'GET',
        ...(resource.verbs.create ? ['POST'] : []),
        ...(resource.verbs.update ? ['PATCH'] : []),
      ]),
    );

    // Record
    const read = handle((c) =>
      json(c, records.get(c.get('actor'), name, c.req.param('pid') ?? '', recordProperties(c))),
    );
    app.get(record, read);
    // The description shows bookings read with POST as well (§4.3); the body is not used.
    if (name === 'bookings') app.post(record, read);
    if (resource.verbs.update) {
      app.patch(
        record,
        handle(async (c) => {
          const pid = records.update(c.get('actor'), name, c.req.param('pid') ?? '', await readJson(c));
          return empty(c, 204, { Location: location(c, pid) });
        }),
      );
    }
    if (resource.verbs.delete) {
      app.delete(
        record,
        handle((c) => {
          records.delete(c.get('actor'), name, c.req.param('pid') ?? '');
          return empty(c, 204);
        }),
      );
    }
    app.all(
      record,
      methodNotAllowed([
        'GET',
        ...(name === 'bookings' ? ['POST'] : []),
        ...(resource.verbs.update ? ['PATCH'] : []),
        ...(resource.verbs.delete ? ['DELETE'] : []),
      ]),
    );

    // Child collections
    for (const relation of resource.childCollections) {
      const spec = resource.relations[relation];
      if (spec?.kind !== 'children') continue;
      const path = `${record}/${relation}`;
      app.get(
        path,
        handle((c) => {
          const scope = { parent: name, pid: c.req.param('pid') ?? '', relation };
          const result = records.list(c.get('actor'), spec.resource, listQuery(c), scope);
          return json(c, result.items, 200, { 'X-Count': String(result.total) });
        }),
      );
      app.all(path, methodNotAllowed(['GET']));
    }
  }
}
