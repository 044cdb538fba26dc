/**
 * `POST /email/send {booking, type: "confirmation"}`: 202 with an empty body once the mail is
 * in the mock's outbox (`GET /__admin/outbox`). The booking must be the caller's (404 otherwise)
 * and confirmed (409 `booking_not_confirmed`); an unknown `type` is 409 `validation_failed`.
 */
import type { Hono } from 'hono';
import type { Mock } from '../domain/mock';
import { readJson } from './body';
import type { AppEnv } from './env';
import { handle, methodNotAllowed } from './errors';
import { empty } from './reply';

export function emailRoutes(app: Hono<AppEnv>, mock: Mock): void {
  app.post(
    '/email/send',
    handle(async (c) => {
      mock.outbox.send(c.get('actor'), await readJson(c));
      return empty(c, 202);
    }),
  );
  app.all('/email/send', methodNotAllowed(['POST']));
}
