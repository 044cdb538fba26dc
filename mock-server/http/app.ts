/**
 * The mock's HTTP face: one Hono app whose `fetch(request)` serves the whole API under an
 * optional base path (`/api`), so the base address is whatever the adapter mounts it at. The
 * browser worker, MSW in Node and the localhost server all hand their requests to this app.
 *
 * Order: the request pipeline (`pipeline.ts`: the session switch, faults, the journal, CORS,
 * injected statuses), the routes without a bearer token (the token endpoint of the route table,
 * admin controls, the contract), the bearer check, then the rest of the route table (records,
 * child collections, seat statuses, `POST /email/send`). Unknown paths answer 404 and wrong
 * verbs 405, as problems. A request to a bearer route that the pipeline has nothing else to do
 * for (no session, no fault) is answered in the same steps without Hono's chain
 * (`direct-routes.ts`).
 */
import { Hono } from 'hono';
import { DomainError } from '../domain/errors';
import type { Mock } from '../domain/mock';
import { Sessions, DEFAULT_SESSION_LIMIT, type SessionKeeper } from '../domain/sessions';
import { adminRoutes } from './admin-routes';
import type { SessionEntry } from './admin-sessions';
import { bearerAuth } from './auth';
import { urlParts, type AppEnv } from './env';
import { directRoutes } from './direct-routes';
import { problemResponse } from './errors';
import type { Delay } from './fault-gate';
import { openapiRoute, type OpenApiLoader } from './openapi';
import { requestPipeline } from './pipeline';
import { requestJournal } from './request-journal';
import { serveRoutes } from './route-entry';
import { routeTable } from './route-table';

export interface AppOptions {
  /** Path prefix of the API (`/api`); default: none, the API at the root. */
  readonly basePath?: string;
  /** Where `GET /openapi.json` takes the contract from; default: the generated file (Node). */
  readonly openapi?: OpenApiLoader;
  /**
   * `X-Mock-Session` isolation: at most `limit` sessions (default 50), each a `mock.fork()`;
   * `false` serves every request from `mock` (what a session's own app does). A `keeper` keeps
   * them across restarts: the sessions it names are opened at once.
   */
  readonly sessions?: false | { readonly limit?: number; readonly keeper?: SessionKeeper };
  /**
   * How the app waits the configured latency and a fault's `delayMs` before going on with
   * `request`; default: a timer. A test passes its own to decide when a delayed request goes on
   * (`test/fixtures/held-delays.ts`) instead of sleeping.
   */
  readonly delay?: Delay;
}

/** `api/` → `/api`; `/` → ``. */
export function normaliseBasePath(path = ''): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

export function createApp(mock: Mock, options: AppOptions = {}): Hono<AppEnv> {
  const basePath = normaliseBasePath(options.basePath);
  const root = new Hono<AppEnv>({ strict: false });
  root.notFound((c) =>
    problemResponse(
      c,
      new DomainError('not_found', `There is no resource at ${urlParts(c.req.url).pathname}.`),
    ),
  );
  root.onError((error, c) => problemResponse(c, error));
  const app = basePath === '' ? root : root.basePath(basePath);
  const keeper = options.sessions === false ? undefined : options.sessions?.keeper;
  const sessions =
    options.sessions === false
      ? undefined
      : new Sessions<SessionEntry>(
          (name) => {
            const forked = keeper ? keeper.open(name, () => mock.fork()) : mock.fork();
            const sessionApp = createApp(forked, { ...options, sessions: false });
            return { mock: forked, fetch: (request) => sessionApp.fetch(request) };
          },
          options.sessions?.limit ?? DEFAULT_SESSION_LIMIT,
          (entry, name) => {
            entry.mock.webhooks.stop();
            keeper?.drop(name);
          },
        );
  if (sessions && keeper) for (const name of keeper.names()) sessions.get(name);

  root.use('*', requestPipeline(mock, basePath, sessions, options.delay));
  const deps = { mock, basePath };
  serveRoutes(
    app,
    routeTable.filter((entry) => entry.auth === 'client'),
    deps,
  );
  adminRoutes(app, mock, sessions);
  openapiRoute(app, basePath, options.openapi);
  app.use('*', bearerAuth(mock));
  const bearerRoutes = routeTable.filter((entry) => entry.auth === 'bearer');
  serveRoutes(app, bearerRoutes, deps);
  // The bearer routes are answered straight when the pipeline has nothing else to do for the
  // request (`direct-routes.ts`), in the same steps; everything else goes through the app.
  const direct = directRoutes(mock, basePath, bearerRoutes, deps, requestJournal(mock, basePath));
  const viaApp = root.fetch;
  root.fetch = (request, env, executionCtx) => direct(request) ?? viaApp(request, env, executionCtx);
  return root;
}
