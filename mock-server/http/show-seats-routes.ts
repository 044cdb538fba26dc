/**
 * `GET /shows/<pid>/seats/` (and `HEAD`): the seat statuses of a show, an extension. The handler
 * parses the list query, makes one call of the record service and answers the bare array with
 * `X-Count`.
 */
import { createRoute, z } from '@hono/zod-openapi';
import {
  EXTENSION,
  FieldFilterSchema,
  ORDER_DIRECTIONS,
  SEAT_STATUSES,
  querySchemas,
  resources,
  ShowSeatSchema,
  type ListVariant,
} from '../schemas';
import { urlParts } from './env';
import { handle } from './errors';
import { parseListSearch } from './query-parse';
import { text } from './reply';
import {
  LIST_DESCRIPTION,
  bearerSecurity,
  headResponseRef,
  headerRef,
  pidParam,
  responseRef,
} from './route-docs';
import type { RouteDeps, RouteEntry, RouteHandler } from './route-entry';

const SHOW_SEATS_DESCRIPTION =
  "The seats of the show's venue, each with its `status` for this show: `free`, `reserved` " +
  '(held by an unconfirmed booking that has not expired) or `sold` (held by a confirmed ' +
  'booking). No booking, person or ticket data. Every filter of `/seats/` applies, plus ' +
  '`filters[status]` (`free`, `reserved`, `sold`): `filters[status]=free&maxResults=50`, ' +
  '`filters[sector]=<pid>`, `filters[accessible]=1`. ' +
  LIST_DESCRIPTION;

/** The seats' own filters and sort keys, plus the show's `status` of each seat. */
const SHOW_SEAT_LIST: ListVariant = {
  name: 'ShowSeat',
  description: 'the seats of a show',
  filters: {
    status: FieldFilterSchema.optional().openapi({
      description: `The seat's status for the show: ${SEAT_STATUSES.map((s) => `\`${s}\``).join(', ')}.`,
    }),
  },
  orderBy: { status: z.enum(ORDER_DIRECTIONS).optional() },
};

const common = {
  path: '/shows/{pid}/seats/',
  tags: ['Seats'],
  security: bearerSecurity,
  request: {
    params: z.object({ pid: pidParam('uuid', 'Show') }),
    query: querySchemas(resources.seats, SHOW_SEAT_LIST).list,
  },
  ...EXTENSION,
};

const listRoute = createRoute({
  ...common,
  method: 'get',
  operationId: 'listShowSeats',
  summary: 'List the seats of a show with their status',
  description: SHOW_SEATS_DESCRIPTION,
  responses: {
    200: {
      description: 'The seats with their status.',
      headers: { 'X-Count': headerRef('XCount') },
      content: { 'application/json': { schema: z.array(ShowSeatSchema) } },
    },
    401: responseRef('Unauthorized'),
    404: responseRef('NotFound'),
    409: responseRef('Conflict'),
  },
});

const countRoute = createRoute({
  ...common,
  method: 'head',
  operationId: 'countShowSeats',
  summary: 'Count the seats of a show',
  description: 'Like the list read, without a body: `X-Count` holds the number of matching seats.',
  responses: {
    200: { description: 'The count.', headers: { 'X-Count': headerRef('XCount') } },
    401: headResponseRef('Unauthorized'),
    404: headResponseRef('NotFound'),
    409: headResponseRef('Conflict'),
  },
});

function listShowSeats({ mock }: RouteDeps): RouteHandler {
  return handle((c) => {
    const query = parseListSearch(urlParts(c.req.url).search);
    const result = mock.records.showSeatsJson(c.get('actor'), c.req.param('pid') ?? '', query);
    return text(c, result.body, 200, 'application/json', { 'X-Count': String(result.total) });
  });
}

/** The route table's entries for the seat statuses of a show. */
export const showSeatRoutes: readonly RouteEntry[] = [
  {
    key: 'shows.seats.list',
    kind: 'showSeats',
    auth: 'bearer',
    resource: 'seats',
    parent: 'shows',
    route: listRoute,
    serve: listShowSeats,
  },
  {
    key: 'shows.seats.count',
    kind: 'showSeatsCount',
    auth: 'bearer',
    resource: 'seats',
    parent: 'shows',
    route: countRoute,
  },
];
