/**
 * Every route of the ticketing service as `createRoute` configs: the token endpoint, the
 * generic record routes and child collections of each resource of the registry, and
 * `POST /email/send`. The Hono app registers them (`app.openapi(entry.route, handler)`), and the
 * OpenAPI document is generated from them.
 *
 * Collections are documented with a trailing slash (`/events/`), records without
 * (`/events/{pid}`); the service accepts both spellings of each.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { EmailSendSchema, TokenRequestSchema, TokenResponseSchema, resourceList } from '../schemas';
import { childRoutes, resourceRoutes } from './route-factory';
import type { RouteEntry } from './route-factory';
import { bearerSecurity, clientSecurity, responseRef } from './route-docs';
import { showSeatRoutes } from './show-seats-routes';

export { childRoutes, resourceRoutes } from './route-factory';
export type { RouteEntry, RouteKind } from './route-factory';

export const tokenRoute = createRoute({
  method: 'post',
  path: '/oauth/v2/token',
  operationId: 'requestToken',
  summary: 'Obtain or refresh tokens',
  description:
    'Password grant (first login) or refresh-token grant. Refresh tokens rotate: each use ' +
    'returns a new one and invalidates the old one. The response carries `Cache-Control: no-store`.',
  tags: ['Authentication'],
  security: clientSecurity,
  request: {
    body: {
      required: true,
      content: { 'application/x-www-form-urlencoded': { schema: TokenRequestSchema } },
    },
  },
  responses: {
    200: {
      description: 'The tokens.',
      headers: z.object({
        'Cache-Control': z.literal('no-store').openapi({ description: 'Always `no-store`.' }),
      }),
      content: { 'application/json': { schema: TokenResponseSchema } },
    },
    400: {
      description: 'The client, the grant or the request is invalid.',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/OAuthError' } } },
    },
  },
});

export const emailSendRoute = createRoute({
  method: 'post',
  path: '/email/send',
  operationId: 'sendEmail',
  summary: 'Send the confirmation e-mail of a booking',
  description: "Queues the e-mail in the customer's locale and answers 202 with an empty body.",
  tags: ['E-mail'],
  security: bearerSecurity,
  request: { body: { required: true, content: { 'application/json': { schema: EmailSendSchema } } } },
  responses: {
    202: { description: 'Accepted; empty body.' },
    401: responseRef('Unauthorized'),
    409: responseRef('Conflict'),
    413: responseRef('PayloadTooLarge'),
  },
});

/** Every route of the service, in document order. */
export const routeTable: readonly RouteEntry[] = [
  { key: 'oauth.token', kind: 'token', route: tokenRoute },
  ...resourceList.flatMap((resource) => [...resourceRoutes(resource), ...childRoutes(resource)]),
  ...showSeatRoutes,
  { key: 'email.send', kind: 'emailSend', route: emailSendRoute },
];

/** The routes by key (`events.list`, `bookings.tickets.list`, `oauth.token`, …). */
export const routesByKey: ReadonlyMap<string, RouteEntry> = new Map(
  routeTable.map((entry) => [entry.key, entry]),
);

const routePatterns: readonly RegExp[] = [...new Set(routeTable.map((entry) => entry.route.path))].map(
  (path) => new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
);

const isRoutePath = (pathname: string) => routePatterns.some((pattern) => pattern.test(pathname));

/**
 * The documented spelling of a request path: `/events` → `/events/`, `/events/{pid}/` →
 * `/events/{pid}`. Paths that match no route are returned unchanged. The app routes on the
 * documented paths (Hono's strict mode) after rewriting the request path with this.
 */
export function canonicalPath(pathname: string): string {
  if (isRoutePath(pathname)) return pathname;
  const toggled = pathname.endsWith('/') ? pathname.slice(0, -1) : `${pathname}/`;
  return isRoutePath(toggled) ? toggled : pathname;
}
