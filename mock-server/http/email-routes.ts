/**
 * `POST /email/send {booking, type: "confirmation"}`: 202 with an empty body once the mail is
 * in the mock's outbox (`GET /__admin/outbox`). The booking must be the caller's (409
 * `reference_not_found` otherwise, as for every reference in a body) and confirmed (409 `booking_not_confirmed`); an unknown `type` is 409 `validation_failed`.
 */
import { createRoute } from '@hono/zod-openapi';
import { EmailSendSchema } from '../schemas';
import { readJson } from './body';
import { handle } from './errors';
import { empty } from './reply';
import { bearerSecurity, responseRef } from './route-docs';
import type { RouteEntry } from './route-entry';

const emailSendRoute = createRoute({
  method: 'post',
  path: '/email/send',
  operationId: 'sendEmail',
  summary: 'Send the confirmation e-mail of a booking',
  description:
    "Queues the e-mail in the customer's locale and answers 202 with an empty body. The booking " +
    'is a reference in the body: one that does not exist (or belongs to another host) answers 409 ' +
    '`reference_not_found` at `booking`; an unconfirmed one 409 `booking_not_confirmed`; a ' +
    'customer without an e-mail address 409 `customer_incomplete`.',
  tags: ['E-mail'],
  security: bearerSecurity,
  request: { body: { required: true, content: { 'application/json': { schema: EmailSendSchema } } } },
  responses: {
    202: { description: 'Accepted; empty body.' },
    401: responseRef('Unauthorized'),
    409: responseRef('Conflict'),
    413: responseRef('PayloadTooLarge'),
  },
});

/** The route table's entry for sending a booking's e-mail. */
export const emailRoutes: readonly RouteEntry[] = [
  {
    key: 'email.send',
    kind: 'emailSend',
    auth: 'bearer',
    route: emailSendRoute,
    serve: ({ mock }) =>
      handle(async (c) => {
        mock.outbox.send(c.get('actor'), await readJson(c));
        return empty(c, 202);
      }),
  },
];
