/** `POST /email/send`: have the confirmation e-mail of a booking sent. */
import { z } from '@hono/zod-openapi';
import { bookingRef } from './common';

export const EMAIL_TYPES = ['confirmation'] as const;

export const EmailSendSchema = z
  .strictObject({
    booking: bookingRef('The booking; it must be confirmed (409 `booking_not_confirmed`).'),
    type: z.enum(EMAIL_TYPES).openapi({ description: 'Kind of e-mail; only `confirmation` exists.' }),
  })
  .openapi('EmailSend', {
    description:
      "Sends the booking's confirmation e-mail to the customer, in the customer's locale. The " +
      'request is accepted (202) and the mail is queued.',
  });

export type EmailType = (typeof EMAIL_TYPES)[number];
