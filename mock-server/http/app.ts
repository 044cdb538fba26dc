/**
 * The mock's HTTP face: one Hono app whose `fetch(request)` serves the whole API under an
 * optional base path (`/api`), so the base address is whatever the adapter mounts it at. The
 * browser worker, MSW in Node and the localhost server all hand their requests to this app.
 *
 * Order of the pipeline: the session switch (`X-Mock-Session` hands the request to that
 * session's own app), the fault gate (latency, delays, dropped connections), journal (one entry
 * per request: `request` when answered 2xx/3xx, `rejection` with the problem code and reason
 * when 4xx/5xx; reads of the journal, snapshots and the other admin lists are left out so they
 * do not bury what QA looks for), CORS, injected statuses, the routes without a bearer token
 * (token endpoint, admin controls, the contract), the bearer check, then the record routes and
 * `POST /email/send`. Unknown paths answer 404 and wrong verbs 405, as problems.
 */
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { MiddlewareHandler } from 'hono';
import { DomainError } from '../domain/errors';
import type { Mock } from '../domain/mock';
import { Sessions, DEFAULT_SESSION_LIMIT, SESSION_HEADER } from '../domain/sessions';
import { ADMIN_PREFIX, adminRoutes } from './admin-routes';
import { sessionCheck, sessionDispatch, type SessionEntry } from './admin-sessions';
import { bearerAuth } from './auth';
import { emailRoutes } from './email-routes';
import type { AppEnv } from './env';
import { problemResponse } from './errors';
import { faultGate, faultResponder } from './faults-middleware';
import { oauthRoutes } from './oauth-routes';
import { openapiRoute, type OpenApiLoader } from './openapi';
import { recordRoutes } from './record-routes';

export interface AppOptions {
  /** Path prefix of the API (`/api`); default: none, the API at the root. */
  readonly basePath?: string;
  /** Where `GET /openapi.json` takes the contract from; default: the generated file (Node). */
  readonly openapi?: OpenApiLoader;
  /**
   * `X-Mock-Session` isolation: at most `limit` sessions (default 50), each a `mock.fork()`;
   * `false` serves every request from `mock` (what a session's own app does).
   */
  readonly sessions?: false | { readonly limit?: number };
}

/** `api/` → `/api`; `/` → ``. */
export function normaliseBasePath(path = ''): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

const MAX_JOURNAL_PATH = 500;

function journal(mock: Mock, basePath: string): MiddlewareHandler<AppEnv> {
  const quiet = new Set(
    ['journal', 'snapshot', 'outbox', 'webhooks', 'webhooks/events', 'faults', 'sessions'].map(
      (control) => `${basePath}${ADMIN_PREFIX}/${control}`,
    ),
  );
  return async (c, next) => {
    await next();
    const url = new URL(c.req.url);
    // Reading the journal or a snapshot would only bury the entries one is looking for.
    if (c.req.method === 'GET' && quiet.has(url.pathname.replace(/\/+$/, ''))) return;
    const path = `${url.pathname}${url.search}`.slice(0, MAX_JOURNAL_PATH);
    const status = c.res.status;
    const rejection = c.get('rejection');
    const session = c.get('actor')?.username;
    mock.journal.record({
      kind: status >= 400 ? 'rejection' : 'request',
      method: c.req.method,
      path,
      status,
      message: rejection ? rejection.detail : `${c.req.method} ${path} → ${status}`,
      ...(rejection ? { code: rejection.code } : {}),
      ...(session ? { session } : {}),
    });
  };
}

export function createApp(mock: Mock, options: AppOptions = {}): Hono<AppEnv> {
  const basePath = normaliseBasePath(options.basePath);
  const root = new Hono<AppEnv>({ strict: false });
  root.notFound((c) =>
    problemResponse(
      c,
      new DomainError('not_found', `There is no resource at ${new URL(c.req.url).pathname}.`),
    ),
  );
  root.onError((error, c) => problemResponse(c, error));
  const app = basePath === '' ? root : root.basePath(basePath);
  const sessions =
    options.sessions === false
      ? undefined
      : new Sessions<SessionEntry>(
          () => {
            const forked = mock.fork();
            const sessionApp = createApp(forked, { ...options, sessions: false });
            return { mock: forked, fetch: (request) => sessionApp.fetch(request) };
          },
          options.sessions?.limit ?? DEFAULT_SESSION_LIMIT,
          (entry) => entry.mock.webhooks.stop(),
        );

  if (sessions) root.use('*', sessionDispatch(sessions));
  root.use('*', faultGate(mock, basePath));
  app.use('*', journal(mock, basePath));
  app.use(
    '*',
    cors({
      // Any page may call the mock (a demo, a test page, QA tools): echo the origin.
      origin: (origin) => origin || '*',
      allowMethods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
      allowHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language', SESSION_HEADER],
      exposeHeaders: ['Location', 'X-Count', 'WWW-Authenticate'],
      maxAge: 600,
    }),
  );
  app.use('*', sessionCheck());
  app.use('*', faultResponder());
  oauthRoutes(app, mock);
  adminRoutes(app, mock, sessions);
  openapiRoute(app, options.openapi);
  app.use('*', bearerAuth(mock));
  recordRoutes(app, mock, basePath);
  emailRoutes(app, mock);
  return root;
}
