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
import type { AppContext, AppEnv } from './env';
import { handle, methodNotAllowed } from './errors';
import { empty, json } from './reply';

/**
 * Whether the request names the event list rather than a subscription: `/__admin/webhooks/events`
 * as written (a subscription id never reads `events`). One `:id` route serves both, because a
 * fixed segment beside a parameter would make Hono fall back from its one-regex router to a slower
 * one for every request.
 */
const namesEvents = (c: AppContext): boolean => /\/events\/?$/.test(c.req.path);

export function adminWebhookRoutes(app: Hono<AppEnv>, mock: Mock): void {
  const { webhooks } = mock;
  const subscription = adminPath('/webhooks/:id');
  const eventsNotAllowed = methodNotAllowed(['GET', 'DELETE']);
  const subscriptionNotAllowed = methodNotAllowed(['DELETE']);

  app.get(
    subscription,
    handle((c) => (namesEvents(c) ? json(c, webhooks.events()) : subscriptionNotAllowed(c))),
  );
  app.delete(
    subscription,
    handle((c) => {
      if (namesEvents(c)) {
        webhooks.clearEvents();
        return empty(c, 204);
      }
      const id = c.req.param('id') ?? '';
      if (!webhooks.unsubscribe(id)) throw unknownId('webhook', id);
      mock.journal.record({ kind: 'admin', message: `Webhook ${id} removed.` });
      return empty(c, 204);
    }),
  );
  app.all(subscription, (c) => (namesEvents(c) ? eventsNotAllowed(c) : subscriptionNotAllowed(c)));

  app.get(
    adminPath('/webhooks'),
    handle((c) => json(c, webhooks.subscriptions())),
  );
  app.post(
    adminPath('/webhooks'),
    handle(async (c) => json(c, webhooks.subscribe(await readJson(c)), 201)),
  );
  app.delete(
    adminPath('/webhooks'),
    handle((c) => {
      webhooks.clearSubscriptions();
      mock.journal.record({ kind: 'admin', message: 'Every webhook removed.' });
      return empty(c, 204);
    }),
  );
  app.all(adminPath('/webhooks'), methodNotAllowed(['GET', 'POST', 'DELETE']));
}
