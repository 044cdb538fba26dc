/** Webhook calls: `{type, payload}` with pids only, optionally signed with HMAC-SHA256. */
import { z } from '@hono/zod-openapi';
import { EXTENSION, bookingPid, ticketPid, uuidPid } from './common';

export const WEBHOOK_SIGNATURE_HEADER = 'X-Webhook-Signature';

export const WEBHOOK_TYPES = [
  'new-booking',
  'new-person',
  'booking-cancelled',
  'booking-tickets-deleted',
] as const;

const host = uuidPid('The host.');

export const NewBookingWebhookSchema = z
  .object({
    type: z.literal('new-booking'),
    payload: z.object({
      booking: bookingPid('The confirmed booking.'),
      customer: uuidPid('The customer.'),
      host,
    }),
  })
  .openapi('NewBookingWebhook', { description: 'A booking was confirmed.' });

export const NewPersonWebhookSchema = z
  .object({ type: z.literal('new-person'), payload: z.object({ person: uuidPid('The new person.'), host }) })
  .openapi('NewPersonWebhook', { description: 'A person was created.', ...EXTENSION });

export const BookingCancelledWebhookSchema = z
  .object({
    type: z.literal('booking-cancelled'),
    payload: z.object({ booking: bookingPid('The deleted booking.'), host }),
  })
  .openapi('BookingCancelledWebhook', { description: 'A booking was deleted.', ...EXTENSION });

export const BookingTicketsDeletedWebhookSchema = z
  .object({
    type: z.literal('booking-tickets-deleted'),
    payload: z.object({
      booking: bookingPid('The booking.'),
      tickets: z
        .array(ticketPid('A deleted ticket.'))
        .openapi({ description: 'The deleted or released tickets.' }),
      host,
    }),
  })
  .openapi('BookingTicketsDeletedWebhook', {
    description: 'Tickets of a booking were deleted, or released because the booking expired.',
    ...EXTENSION,
  });

/** The body of a webhook call (a JSON `POST` to the registered URL). */
export type WebhookCall =
  | z.output<typeof NewBookingWebhookSchema>
  | z.output<typeof NewPersonWebhookSchema>
  | z.output<typeof BookingCancelledWebhookSchema>
  | z.output<typeof BookingTicketsDeletedWebhookSchema>;
export type WebhookType = (typeof WEBHOOK_TYPES)[number];
