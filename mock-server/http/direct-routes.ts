/**
 * The bearer routes answered without Hono's router and middleware chain. Hono's dispatch (its
 * router, a context with a dozen closures, the composed chain of the pipeline, the bearer check
 * and the route, each a promise) cost more per request than most routes' own work. Here each
 * path of the route table is matched once by its first segment and a pattern, and the route is
 * answered by the same steps in the same order as through the app's middlewares:
 *
 * CORS headers of the answer (`cors.ts`), the bearer check (`auth.ts`), the route's handler, a
 * problem for anything thrown, then the journal entry (`request-journal.ts`).
 *
 * Only requests to which the other steps of the pipeline (`pipeline.ts`) do nothing are taken:
 * no `X-Mock-Session` header, no latency and no fault set, not `OPTIONS` (a preflight) or
 * `HEAD`, a path without percent-escapes that a bearer route serves with that method. Every
 * other request (also a wrong verb's 405 and an unknown path's 404) goes through the Hono app
 * as before: `dispatch` answers `undefined` for it.
 */
import type { Mock } from '../domain/mock';
import { SESSION_HEADER } from '../domain/sessions';
import { checkBearer } from './auth';
import { corsHeaders, corsOrigin, withCorsHeaders } from './cors';
import { urlParts, type AppContext, type AppEnv } from './env';
import { problemResponse } from './errors';
import { isReply } from './reply';
import type { RequestJournal } from './request-journal';
import type { RouteDeps, RouteEntry, RouteHandler } from './route-entry';

type Variables = AppEnv['Variables'];

/** The request as the routes read it, without Hono's. */
class DirectRequest {
  readonly url: string;
  readonly method: string;

  constructor(
    readonly raw: Request,
    private readonly params: Readonly<Record<string, string>>,
  ) {
    this.url = raw.url;
    this.method = raw.method;
  }

  header(name: string): string | undefined {
    return this.raw.headers.get(name) ?? undefined;
  }

  /** A parameter of the path (which holds no percent-escapes to decode). */
  param(name: string): string | undefined {
    return this.params[name];
  }
}

class DirectContext implements AppContext {
  readonly req: DirectRequest;
  private readonly vars: Partial<Variables> = {};

  constructor(raw: Request, params: Readonly<Record<string, string>>) {
    this.req = new DirectRequest(raw, params);
  }

  get<K extends keyof Variables>(key: K): Variables[K] {
    return this.vars[key] as Variables[K];
  }

  set<K extends keyof Variables>(key: K, value: Variables[K]): void {
    this.vars[key] = value;
  }
}

/** One documented path: its pattern, the names of its parameters, its handler per method. */
interface DirectPath {
  readonly pattern: RegExp;
  readonly names: readonly string[];
  readonly handlers: Map<string, RouteHandler>;
}

const NO_PARAMS: Readonly<Record<string, string>> = Object.freeze({});

/**
 * `/events/{pid}/bookings/` → `^/api/events/([^/]+)/bookings/?$`: the route's path below the
 * base address, with or without its trailing slash (the app is not strict either).
 */
function directPath(basePath: string, documented: string): { first: string; path: DirectPath } {
  const segments = documented.split('/').filter(Boolean);
  const first = segments[0];
  if (first === undefined || first.startsWith('{')) {
    throw new Error(`The route path ${documented} does not start with a fixed segment.`);
  }
  const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
  const names: string[] = [];
  const source = segments
    .map((segment) => {
      const name = /^\{([^}]+)\}$/.exec(segment)?.[1];
      if (name === undefined) return escape(segment);
      names.push(name);
      return '([^/]+)';
    })
    .join('/');
  return {
    first,
    path: { pattern: new RegExp(`^${escape(basePath)}/${source}/?$`), names, handlers: new Map() },
  };
}

export type DirectDispatch = (request: Request) => Response | Promise<Response> | undefined;

/** The dispatch of `entries`: bearer routes, in the order the app registers them. */
export function directRoutes(
  mock: Mock,
  basePath: string,
  entries: readonly RouteEntry[],
  deps: RouteDeps,
  journal: RequestJournal,
): DirectDispatch {
  // Paths by their first segment, each list in the app's order: the first path that matches
  // decides, as in the app, where a path answers 405 for a method none of its routes serves.
  const byFirst = new Map<string, DirectPath[]>();
  const byDocumented = new Map<string, DirectPath>();
  for (const entry of entries) {
    const documented = entry.route.path.replace(/(.)\/$/, '$1');
    let path = byDocumented.get(documented);
    if (!path) {
      const made = directPath(basePath, documented);
      path = made.path;
      byDocumented.set(documented, path);
      const list = byFirst.get(made.first);
      if (list) list.push(path);
      else byFirst.set(made.first, [path]);
    }
    // `HEAD` is the app's (it runs the `GET` route and drops the body).
    const method = entry.route.method.toUpperCase();
    if (method !== 'HEAD' && entry.serve) path.handlers.set(method, entry.serve(deps));
  }
  const prefix = `${basePath}/`;

  return (request) => {
    const method = request.method;
    if (method === 'OPTIONS' || method === 'HEAD') return undefined;
    if (mock.latencyMs > 0 || mock.faults.size > 0) return undefined;
    const { pathname } = urlParts(request.url);
    if (!pathname.startsWith(prefix) || pathname.includes('%')) return undefined;
    const end = pathname.indexOf('/', prefix.length);
    const paths = byFirst.get(pathname.slice(prefix.length, end < 0 ? undefined : end));
    if (!paths) return undefined;
    for (const path of paths) {
      const match = path.pattern.exec(pathname);
      if (!match) continue;
      const handler = path.handlers.get(method);
      if (!handler || request.headers.has(SESSION_HEADER)) return undefined;
      let params = NO_PARAMS;
      if (path.names.length > 0) {
        const values: Record<string, string> = {};
        for (let i = 0; i < path.names.length; i++) values[path.names[i]!] = match[i + 1]!;
        params = values;
      }
      return answer(request, handler, params);
    }
    return undefined;
  };

  // Declared here, not as arrow functions per request: each named closure made per request
  // costs its allocation (and, compiled by tsx, a call naming it).
  function answer(request: Request, handler: RouteHandler, params: Readonly<Record<string, string>>) {
    const c = new DirectContext(request, params);
    const origin = corsOrigin(c);
    c.set('cors', corsHeaders(origin, mock.clock.now()));
    let response: Response | Promise<Response>;
    try {
      response = checkBearer(mock, c) ?? handler(c);
    } catch (error) {
      response = problemResponse(c, error);
    }
    if (!(response instanceof Promise)) return finish(c, origin, response);
    return response.then(
      (settled) => finish(c, origin, settled),
      (error: unknown) => finish(c, origin, problemResponse(c, error)),
    );
  }

  function finish(c: DirectContext, origin: string, response: Response): Response {
    const answered = isReply(c, response) ? response : withCorsHeaders(response, origin, mock.clock.now());
    journal(c, answered.status);
    return answered;
  }
}
