/**
 * Webhook controls:
 *
 * - `GET /__admin/webhooks`: the subscriptions `{id, url, types, signed, created}`;
 * - `POST /__admin/webhooks {url, types?, secret?}`: subscribes (201 with the subscription);
 * - `DELETE /__admin/webhooks` removes every subscription, `DELETE /__admin/webhooks/<id>` one;
 * - `GET /__admin/webhooks/events`: every emitted call `{id, at, type, payload, deliveries}`,
 *   oldest first, with each delivery's id, state and attempts; `DELETE` empties the list;
 * - `GET /__admin/webhooks/dead-letters`: the deliveries given up (attempts used up, or the
 *   subscription's queue full), oldest first; `POST` sends them again under the same delivery
 *   ids (202 `{queued}`); `DELETE` empties the list.
 */
import type { Hono } from 'hono';
import type { z } from 'zod';
import type { MockDeadLetterSchema, MockWebhookCallSchema, MockWebhookSchema } from '../schemas';
import type { Mock } from '../domain/mock';
import { adminPath, unknownId } from './admin-shared';
import { readJson } from './body';
import type { AppEnv, HonoContext } from './env';
import { handle, methodNotAllowed } from './errors';
import { empty, json } from './reply';

/**
 * Which list the request names rather than a subscription: `/__admin/webhooks/events` or
 * `/__admin/webhooks/dead-letters` as written (a subscription id never reads either). One `:id`
 * route serves all, because a fixed segment beside a parameter would make Hono fall back from
 * its one-regex router to a slower one for every request.
 */
function namedList(c: HonoContext): 'events' | 'dead-letters' | undefined {
  const match = /\/(events|dead-letters)\/?$/.exec(c.req.path);
  return match ? (match[1] as 'events' | 'dead-letters') : undefined;
}

export function adminWebhookRoutes(app: Hono<AppEnv>, mock: Mock): void {
  const { webhooks } = mock;
  const subscription = adminPath('/webhooks/:id');
  const eventsNotAllowed = methodNotAllowed(['GET', 'DELETE']);
  const lettersNotAllowed = methodNotAllowed(['GET', 'POST', 'DELETE']);
  const subscriptionNotAllowed = methodNotAllowed(['DELETE']);

  app.get(
    subscription,
    handle((c: HonoContext) => {
      const list = namedList(c);
      if (list === 'events')
        return json(c, webhooks.events() satisfies z.infer<typeof MockWebhookCallSchema>[]);
      if (list === 'dead-letters')
        return json(c, webhooks.deadLetters() satisfies z.infer<typeof MockDeadLetterSchema>[]);
      return subscriptionNotAllowed(c);
    }),
  );
  app.post(
    subscription,
    handle((c: HonoContext) => {
      if (namedList(c) !== 'dead-letters')
        return namedList(c) ? eventsNotAllowed(c) : subscriptionNotAllowed(c);
      const queued = webhooks.redeliver();
      mock.journal.record({ kind: 'admin', message: `${queued} dead letter(s) queued to be sent again.` });
      return json(c, { queued }, 202);
    }),
  );
  app.delete(
    subscription,
    handle((c: HonoContext) => {
      const list = namedList(c);
      if (list === 'events') {
        webhooks.clearEvents();
        return empty(c, 204);
      }
      if (list === 'dead-letters') {
        webhooks.clearDeadLetters();
        return empty(c, 204);
      }
      const id = c.req.param('id') ?? '';
      if (!webhooks.unsubscribe(id)) throw unknownId('webhook', id);
      mock.journal.record({ kind: 'admin', message: `Webhook ${id} removed.` });
      return empty(c, 204);
    }),
  );
  app.all(subscription, (c) => {
    const list = namedList(c);
    if (list === 'events') return eventsNotAllowed(c);
    return list === 'dead-letters' ? lettersNotAllowed(c) : subscriptionNotAllowed(c);
  });

  app.get(
    adminPath('/webhooks'),
    handle((c) => json(c, webhooks.subscriptions() satisfies z.infer<typeof MockWebhookSchema>[])),
  );
  app.post(
    adminPath('/webhooks'),
    handle(async (c) =>
      json(c, webhooks.subscribe(await readJson(c)) satisfies z.infer<typeof MockWebhookSchema>, 201),
    ),
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
