/**
 * `X-Mock-Session: <name>`: the request, admin controls included, is served by the session's own
 * mock and app (see `domain/sessions.ts`). Without the header the main mock answers.
 *
 * - `GET /__admin/sessions` (main mock only): `{limit, sessions: [name, …]}`, least recently
 *   used first;
 * - `DELETE /__admin/sessions` drops every session, `DELETE /__admin/sessions/<name>` one (its
 *   next request starts it afresh from the seed).
 */
import type { Hono, MiddlewareHandler } from 'hono';
import type { Mock } from '../domain/mock';
import { SESSION_HEADER, sessionName, type Sessions } from '../domain/sessions';
import { adminPath, unknownId } from './admin-shared';
import type { AppEnv } from './env';
import { handle, methodNotAllowed, problemResponse } from './errors';

export interface SessionEntry {
  readonly mock: Mock;
  fetch(request: Request): Response | Promise<Response>;
}

export type SessionRegistry = Sessions<SessionEntry>;

/** First middleware of the main app: hands a request with a valid session name to its session. */
export function sessionDispatch(sessions: SessionRegistry): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let name: string | undefined;
    try {
      name = sessionName(c.req.header(SESSION_HEADER));
    } catch {
      // `sessionCheck` answers it, after CORS, so that a browser can read why.
      return next();
    }
    if (name === undefined) return next();
    return sessions.get(name).fetch(c.req.raw);
  };
}

/** Refuses a malformed session name (409) rather than serving the request from the main mock. */
export function sessionCheck(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    try {
      sessionName(c.req.header(SESSION_HEADER));
    } catch (error) {
      return problemResponse(c, error);
    }
    return next();
  };
}

export function adminSessionRoutes(app: Hono<AppEnv>, sessions: SessionRegistry): void {
  app.get(
    adminPath('/sessions'),
    handle((c) => c.json({ limit: sessions.limit, sessions: sessions.names() })),
  );
  app.delete(
    adminPath('/sessions'),
    handle((c) => {
      sessions.clear();
      return c.body(null, 204);
    }),
  );
  app.all(adminPath('/sessions'), methodNotAllowed(['GET', 'DELETE']));
  app.delete(
    adminPath('/sessions/:name'),
    handle((c) => {
      const name = c.req.param('name') ?? '';
      if (!sessions.delete(name)) throw unknownId('session', name);
      return c.body(null, 204);
    }),
  );
  app.all(adminPath('/sessions/:name'), methodNotAllowed(['DELETE']));
}
