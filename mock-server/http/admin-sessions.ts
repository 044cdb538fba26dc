/**
 * `X-Mock-Session: <name>`: the request, admin controls included, is served by the session's own
 * mock and app (see `domain/sessions.ts`, and `pipeline.ts` for the switch). Without the header
 * the main mock answers.
 *
 * - `GET /__admin/sessions` (main mock only): `{limit, sessions: [name, …]}`, least recently
 *   used first;
 * - `DELETE /__admin/sessions` drops every session, `DELETE /__admin/sessions/<name>` one (its
 *   next request starts it afresh from the seed).
 */
import type { Hono } from 'hono';
import type { z } from 'zod';
import type { MockSessionsSchema } from '../schemas';
import type { Mock } from '../domain/mock';
import type { Sessions } from '../domain/sessions';
import { adminPath, unknownId } from './admin-shared';
import type { AppEnv } from './env';
import { handle, methodNotAllowed } from './errors';
import { empty, json } from './reply';

export interface SessionEntry {
  readonly mock: Mock;
  fetch(request: Request): Response | Promise<Response>;
}

export type SessionRegistry = Sessions<SessionEntry>;

export function adminSessionRoutes(app: Hono<AppEnv>, sessions: SessionRegistry): void {
  app.get(
    adminPath('/sessions'),
    handle((c) =>
      json(c, { limit: sessions.limit, sessions: sessions.names() } satisfies z.infer<
        typeof MockSessionsSchema
      >),
    ),
  );
  app.delete(
    adminPath('/sessions'),
    handle((c) => {
      sessions.clear();
      return empty(c, 204);
    }),
  );
  app.all(adminPath('/sessions'), methodNotAllowed(['GET', 'DELETE']));
  app.delete(
    adminPath('/sessions/:name'),
    handle((c) => {
      const name = c.req.param('name') ?? '';
      if (!sessions.delete(name)) throw unknownId('session', name);
      return empty(c, 204);
    }),
  );
  app.all(adminPath('/sessions/:name'), methodNotAllowed(['DELETE']));
}
