/**
 * What a route of the service is: an entry of the route table (`route-table.ts`) that holds both
 * its OpenAPI config, from which the contract is generated, and the handler that serves it; and
 * `serveRoutes`, which registers a list of entries on the app. A route cannot be documented
 * without being served, nor served without being documented.
 */
import type { RouteConfig } from '@hono/zod-openapi';
import type { Hono } from 'hono';
import type { Mock } from '../domain/mock';
import type { ResourceName } from '../schemas/registry-types';
import type { AppContext, AppEnv } from './env';
import { methodNotAllowed } from './errors';

export type RouteKind =
  | 'list'
  | 'count'
  | 'read'
  | 'readHead'
  | 'readByPost'
  | 'create'
  | 'update'
  | 'updateMany'
  | 'delete'
  | 'childList'
  | 'childCount'
  | 'showSeats'
  | 'showSeatsCount'
  | 'token'
  | 'emailSend';

/** What a route's handler is made with, once per app. */
export interface RouteDeps {
  readonly mock: Mock;
  /** The API's path prefix (`/api`, or empty), for the links in `Location`. */
  readonly basePath: string;
}

export type RouteHandler = (c: AppContext) => Response | Promise<Response>;

export interface RouteEntry {
  /** Unique key: `events.list`, `events.bookings.list`, `oauth.token`. */
  readonly key: string;
  readonly kind: RouteKind;
  /**
   * `client`: the token endpoint, where the OAuth client authenticates itself, served before the
   * bearer check; `bearer`: every other route, served after it.
   */
  readonly auth: 'client' | 'bearer';
  /** The resource whose records the route reads or writes (for a child list: the child). */
  readonly resource?: ResourceName;
  /** For a child list: the parent resource, whose pid is in the path. */
  readonly parent?: ResourceName;
  /** For a child list: the relation of the parent that it lists (also the last path segment). */
  readonly relation?: string;
  /** The OpenAPI config: method, documented path, parameters, bodies and responses. */
  readonly route: RouteConfig;
  /**
   * Makes the handler. `HEAD` routes have none: Hono answers `HEAD` by running the `GET` handler
   * of the same path and dropping the body, so a count is the list's `X-Count`.
   */
  readonly serve?: (deps: RouteDeps) => RouteHandler;
}

/**
 * The documented path in Hono's syntax: `/events/{pid}` → `/events/:pid`, and `/events/` →
 * `/events`. The app is created with `strict: false`, so a path with and without its trailing
 * slash reaches the same route.
 */
function appPath(documented: string): string {
  return documented.replace(/\{([^}]+)\}/g, ':$1').replace(/(.)\/$/, '$1');
}

/**
 * Registers the handlers of `entries`, and for each of their paths a 405 with `Allow` for every
 * other method.
 */
export function serveRoutes(app: Hono<AppEnv>, entries: readonly RouteEntry[], deps: RouteDeps): void {
  const byPath = new Map<string, RouteEntry[]>();
  for (const entry of entries) {
    const path = appPath(entry.route.path);
    const group = byPath.get(path);
    if (group) group.push(entry);
    else byPath.set(path, [entry]);
  }
  for (const [path, group] of byPath) {
    const allowed: string[] = [];
    for (const entry of group) {
      const method = entry.route.method.toUpperCase();
      if (method === 'HEAD') continue;
      if (!entry.serve) throw new Error(`The route ${entry.key} has no handler.`);
      app.on(method, path, entry.serve(deps));
      allowed.push(method);
    }
    app.all(path, methodNotAllowed(allowed));
  }
}
