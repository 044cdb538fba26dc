/**
 * The one list of the service's routes: the token endpoint, the generic record routes and child
 * collections of each resource of the registry, the seat statuses of a show, and
 * `POST /email/send`. Each entry holds the route's OpenAPI config and its handler
 * (`route-entry.ts`): the app serves the list (`serveRoutes`), and the OpenAPI document is
 * generated from it (`openapi-document.ts`).
 *
 * Collections are documented with a trailing slash (`/events/`), records without
 * (`/events/{pid}`); the service accepts both spellings of each.
 */
import { resourceList } from '../schemas';
import { emailRoutes } from './email-routes';
import { tokenRoutes } from './oauth-routes';
import { childRoutes, resourceRoutes } from './record-routes';
import type { RouteEntry } from './route-entry';
import { showSeatRoutes } from './show-seats-routes';

/** Every route of the service, in document order. */
export const routeTable: readonly RouteEntry[] = [
  ...tokenRoutes,
  ...resourceList.flatMap((resource) => [...resourceRoutes(resource), ...childRoutes(resource)]),
  ...showSeatRoutes,
  ...emailRoutes,
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
 * `/events/{pid}`. Paths that match no route are returned unchanged. The app itself needs no
 * rewriting (it is not strict: both spellings reach a route); this names the route that a path
 * reaches, in the contract's terms.
 */
export function canonicalPath(pathname: string): string {
  if (isRoutePath(pathname)) return pathname;
  const toggled = pathname.endsWith('/') ? pathname.slice(0, -1) : `${pathname}/`;
  return isRoutePath(toggled) ? toggled : pathname;
}
