/**
 * Webhook controls:
 *
 * - `GET /__admin/webhooks`: the subscriptions `{id, url, types, signed, created}`;
 * - `POST /__admin/webhooks {url, types?, secret?}`: subscribes (201 with the subscription);
 * - `DELETE /__admin/webhooks` removes every subscription, `DELETE /__admin/webhooks/<id>` one;
 * - `GET /__admin/webhooks/events`: every emitted call `{id, at, type, payload, deliveries}`,
 *   oldest first, with each delivery's state and attempts; `DELETE` empties the list.
 */
import type { Hono } from 'hono';
import type { Mock } from '../domain/mock';
import { adminPath, unknownId } from './admin-shared';
import { readJson } from './body';
import type { AppEnv } from './env';
import { handle, methodNotAllowed } from './errors';

export function adminWebhookRoutes(app: Hono<AppEnv>, mock: Mock): void {
  const { webhooks } = mock;
  app.get(
    adminPath('/webhooks/events'),
    handle((c) => c.json(webhooks.events())),
  );
  app.delete(
    adminPath('/webhooks/events'),
    handle((c) => {
      webhooks.clearEvents();
      return c.body(null, 204);
    }),
  );
  app.all(adminPath('/webhooks/events'), methodNotAllowed(['GET', 'DELETE']));

  app.get(
    adminPath('/webhooks'),
    handle((c) => c.json(webhooks.subscriptions())),
  );
  app.post(
    adminPath('/webhooks'),
    handle(async (c) => c.json(webhooks.subscribe(await readJson(c)), 201)),
  );
  app.delete(
    adminPath('/webhooks'),
    handle((c) => {
      webhooks.clearSubscriptions();
      mock.journal.record({ kind: 'admin', message: 'Every webhook removed.' });
      return c.body(null, 204);
    }),
  );
  app.all(adminPath('/webhooks'), methodNotAllowed(['GET', 'POST', 'DELETE']));

  app.delete(
    adminPath('/webhooks/:id'),
    handle((c) => {
      const id = c.req.param('id') ?? '';
      if (!webhooks.unsubscribe(id)) throw unknownId('webhook', id);
      mock.journal.record({ kind: 'admin', message: `Webhook ${id} removed.` });
      return c.body(null, 204);
    }),
  );
  app.all(adminPath('/webhooks/:id'), methodNotAllowed(['DELETE']));
}
