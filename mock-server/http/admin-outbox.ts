/**
 * `GET /__admin/outbox`: the mails `POST /email/send` put in the outbox, oldest first (the
 * newest last), each with `to`, `subject`, `text` and `html` in the customer's language.
 * `DELETE /__admin/outbox` empties it.
 */
import type { Hono } from 'hono';
import type { z } from 'zod';
import type { MockMailSchema } from '../schemas';
import type { Mock } from '../domain/mock';
import { adminPath } from './admin-shared';
import type { AppEnv } from './env';
import { handle, methodNotAllowed } from './errors';
import { empty, json } from './reply';

export function adminOutboxRoutes(app: Hono<AppEnv>, mock: Mock): void {
  app.get(
    adminPath('/outbox'),
    handle((c) => json(c, mock.outbox.list() satisfies z.infer<typeof MockMailSchema>[])),
  );
  app.delete(
    adminPath('/outbox'),
    handle((c) => {
      mock.outbox.clear();
      mock.journal.record({ kind: 'admin', message: 'Outbox emptied.' });
      return empty(c, 204);
    }),
  );
  app.all(adminPath('/outbox'), methodNotAllowed(['GET', 'DELETE']));
}
