/**
 * The generic record routes of each resource (§4.2 of the interface description) and its child
 * collections (§4.3), derived from the resource registry as far as the resource's verbs allow:
 * the collection (`GET`/`HEAD` with `X-Count`, `POST` one or many, `PATCH` many), the record
 * (`GET`, `PATCH`, `DELETE`; for bookings also `POST` as a read) and the child collections
 * (`/events/{pid}/bookings/`). Each entry pairs the OpenAPI config with its handler from
 * `record-handlers.ts`.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { RouteConfig } from '@hono/zod-openapi';
import { EXTENSION, MAX_BATCH_ITEMS, querySchemas, resources } from '../schemas';
import type { Resource } from '../schemas';
import {
  createRecords,
  deleteRecord,
  listChildren,
  listRecords,
  readBookingByPost,
  readRecord,
  updateRecord,
  updateRecords,
} from './record-handlers';
import {
  CREATE_DESCRIPTION,
  LIST_DESCRIPTION,
  UPDATE_MANY_DESCRIPTION,
  bearerSecurity,
  headResponseRef,
  headerRef,
  pidParam,
  plural,
  responseRef,
  tagOf,
  withArticle,
  words,
} from './route-docs';
import type { RouteEntry, RouteKind } from './route-entry';

/** The child collections that §4.3 of the interface description names. */
const DESCRIBED_CHILD_COLLECTIONS = new Set([
  'events.bookings',
  'shows.bookings',
  'hosts.bookings',
  'bookings.tickets',
]);

const countHeaders = { 'X-Count': headerRef('XCount') };
const locationHeaders = { Location: headerRef('Location') };
const json = (schema: z.ZodType) => ({ 'application/json': { schema } });
const unauthorized = responseRef('Unauthorized');
const notFound = responseRef('NotFound');
const conflict = responseRef('Conflict');
const tooLarge = responseRef('PayloadTooLarge');

/** The generic record routes of one resource, as far as its verbs allow. */
export function resourceRoutes(resource: Resource): RouteEntry[] {
  const { name, title, schemas, verbs } = resource;
  const collection = `/${name}/`;
  const record = `/${name}/{pid}`;
  const params = z.object({ pid: pidParam(resource.pidKind, title) });
  const many = plural(title);
  const one = withArticle(title);
  const query = querySchemas(resource);
  const readRequest = { params, ...(query.read ? { query: query.read } : {}) };
  const common = {
    tags: [tagOf(resource)],
    security: bearerSecurity,
    ...(resource.extension ? EXTENSION : {}),
  };
  const entries: RouteEntry[] = [];
  const add = (kind: RouteKind, serve: RouteEntry['serve'], route: Omit<RouteConfig, 'tags' | 'security'>) =>
    entries.push({
      key: `${name}.${kind}`,
      kind,
      auth: 'bearer',
      resource: name,
      route: createRoute({ ...common, ...route }),
      ...(serve ? { serve } : {}),
    });

  add('list', listRecords(name), {
    method: 'get',
    path: collection,
    operationId: `list${many}`,
    summary: `List ${words(many)}`,
    description: LIST_DESCRIPTION,
    request: { query: query.list },
    responses: {
      200: {
        description: `The ${words(many)}.`,
        headers: countHeaders,
        content: json(z.array(schemas.read)),
      },
      401: unauthorized,
      409: conflict,
    },
  });
  add('count', undefined, {
    method: 'head',
    path: collection,
    operationId: `count${many}`,
    summary: `Count ${words(many)}`,
    description: 'Like the list read, without a body: `X-Count` holds the number of matching records.',
    request: { query: query.list },
    responses: {
      200: { description: 'The count.', headers: countHeaders },
      401: headResponseRef('Unauthorized'),
      409: headResponseRef('Conflict'),
    },
    ...EXTENSION,
  });
  add('read', readRecord(name), {
    method: 'get',
    path: record,
    operationId: `get${title}`,
    summary: `Read ${one}`,
    request: readRequest,
    responses: {
      200: { description: `The ${words(title)}.`, content: json(schemas.read) },
      401: unauthorized,
      404: notFound,
      409: conflict,
    },
  });
  add('readHead', undefined, {
    method: 'head',
    path: record,
    operationId: `check${title}`,
    summary: `Check ${one}`,
    description: 'Like the record read, without a body: 200 when the record exists for the token.',
    request: readRequest,
    responses: {
      200: { description: `The ${words(title)} exists.` },
      401: headResponseRef('Unauthorized'),
      404: headResponseRef('NotFound'),
      409: headResponseRef('Conflict'),
    },
    ...EXTENSION,
  });
  if (name === 'bookings') {
    add('readByPost', readBookingByPost, {
      method: 'post',
      path: record,
      operationId: 'getBookingByPost',
      summary: 'Read a booking (POST)',
      description:
        'The same as `GET /bookings/{pid}`, which the interface description also shows as POST. ' +
        'It takes no body: none, `{}` or `[]`. Any field in the body (such as `confirmation`) ' +
        'answers 409 `validation_failed` naming it, since this request never changes the ' +
        'booking: `PATCH /bookings/{pid}` does.',
      request: readRequest,
      responses: {
        200: { description: 'The booking.', content: json(schemas.read) },
        401: unauthorized,
        404: notFound,
        409: conflict,
      },
    });
  }
  if (verbs.create && schemas.create) {
    const body = z.union([schemas.create, z.array(schemas.create).min(1).max(MAX_BATCH_ITEMS)]);
    add('create', createRecords(name), {
      method: 'post',
      path: collection,
      operationId: `create${many}`,
      summary: `Create ${words(many)}`,
      description: CREATE_DESCRIPTION,
      request: { body: { required: true, content: json(body) } },
      responses: {
        201: { description: 'Created; empty body.', headers: locationHeaders },
        401: unauthorized,
        409: conflict,
        413: tooLarge,
      },
    });
  }
  if (verbs.update && schemas.patch && schemas.patchItem) {
    add('update', updateRecord(name), {
      method: 'patch',
      path: record,
      operationId: `update${title}`,
      summary: `Edit ${one}`,
      description:
        'Changes the fields given. Answers 204 with `Location` of the record. An empty array ' +
        '(`[]`, what PHP’s `json_encode([])` sends) is read as `{}`, an edit of no field.',
      request: {
        params,
        body: {
          required: true,
          content: json(
            z.union([
              schemas.patch,
              z.array(z.unknown()).max(0).openapi({ description: 'An edit of no field.' }),
            ]),
          ),
        },
      },
      responses: {
        204: { description: 'Changed; empty body.', headers: locationHeaders },
        401: unauthorized,
        404: notFound,
        409: conflict,
        413: tooLarge,
      },
    });
    add('updateMany', updateRecords(name), {
      method: 'patch',
      path: collection,
      operationId: `update${many}`,
      summary: `Edit several ${words(many)}`,
      description: UPDATE_MANY_DESCRIPTION,
      request: {
        body: { required: true, content: json(z.array(schemas.patchItem).max(MAX_BATCH_ITEMS)) },
      },
      responses: {
        204: {
          description:
            'Changed; empty body. `Location` lists the edited records in request order ' +
            '(absent for an empty array, which edits nothing).',
          headers: locationHeaders,
        },
        401: unauthorized,
        409: conflict,
        413: tooLarge,
      },
    });
  }
  if (verbs.delete) {
    add('delete', deleteRecord(name), {
      method: 'delete',
      path: record,
      operationId: `delete${title}`,
      summary: `Delete ${one}`,
      description:
        'Deletes the record and all its child records. Answers 409 `record_in_use` while a record ' +
        'outside that set still refers to one of them.',
      request: { params },
      responses: {
        204: { description: 'Deleted; empty body.' },
        401: unauthorized,
        404: notFound,
        409: conflict,
      },
    });
  }
  return entries;
}

/** The child collections of one parent: `GET` and `HEAD /<parent>/{pid}/<relation>/`. */
export function childRoutes(parent: Resource): RouteEntry[] {
  return parent.childCollections.flatMap((relationName): RouteEntry[] => {
    const relation = parent.relations[relationName];
    if (relation?.kind !== 'children')
      throw new Error(`${parent.name}.${relationName} is not a child relation`);
    const child: Resource = resources[relation.resource];
    const children = words(plural(child.title));
    const name = `${parent.title}${plural(child.title)}`;
    const described = DESCRIBED_CHILD_COLLECTIONS.has(`${parent.name}.${relationName}`);
    const common = {
      path: `/${parent.name}/{pid}/${relationName}/`,
      tags: [tagOf(child)],
      security: bearerSecurity,
      request: {
        params: z.object({ pid: pidParam(parent.pidKind, parent.title) }),
        query: querySchemas(child).list,
      },
    };
    const link: Pick<RouteEntry, 'auth' | 'resource' | 'parent' | 'relation'> = {
      auth: 'bearer',
      resource: child.name,
      parent: parent.name,
      relation: relationName,
    };
    const list = createRoute({
      ...common,
      method: 'get',
      operationId: `list${name}`,
      summary: `List the ${children} of ${withArticle(parent.title)}`,
      description: `${LIST_DESCRIPTION} Filters apply as on \`/${child.name}/\`.`,
      responses: {
        200: {
          description: `The ${children}.`,
          headers: countHeaders,
          content: json(z.array(child.schemas.read)),
        },
        401: unauthorized,
        404: notFound,
        409: conflict,
      },
      ...(described ? {} : EXTENSION),
    });
    const count = createRoute({
      ...common,
      method: 'head',
      operationId: `count${name}`,
      summary: `Count the ${children} of ${withArticle(parent.title)}`,
      responses: {
        200: { description: 'The count.', headers: countHeaders },
        401: headResponseRef('Unauthorized'),
        404: headResponseRef('NotFound'),
        409: headResponseRef('Conflict'),
      },
      ...EXTENSION,
    });
    return [
      {
        key: `${parent.name}.${relationName}.list`,
        kind: 'childList',
        ...link,
        route: list,
        serve: listChildren(parent.name, relationName, child.name),
      },
      { key: `${parent.name}.${relationName}.count`, kind: 'childCount', ...link, route: count },
    ];
  });
}
