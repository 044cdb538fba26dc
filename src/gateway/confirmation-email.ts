/**
 * The confirmation e-mail, sent by the gateway as soon as the service has confirmed one of the
 * visitor's bookings. The buyer gets the e-mail even when the page closes right after confirming
 * (the gateway finishes the request whatever the browser does), and the page saves the round
 * trip of `POST /email/send`.
 *
 * The answer's `X-Confirmation-Email` header says `sent` or `failed`; on `failed`, or without
 * the header, the page sends the e-mail itself. A page that lost the answer cannot know it was
 * sent and may send it once more: a possible duplicate e-mail, never a missing one. The service
 * answers a repeated confirmation of a confirmed booking 204 as well, so that sends it again too.
 */
import type { Context } from './context.js';
import { CONFIRMATION_EMAIL_HEADER } from './cors.js';

type EmailOutcome = 'sent' | 'failed';

/** Sends the confirmation e-mail of `booking` (12 digits) through the service. */
async function sendConfirmationEmail(ctx: Context, booking: string): Promise<EmailOutcome> {
  // The e-mail sent on confirmation counts against the booking's hourly e-mail budget too.
  const budget = await ctx.guard.emails.take(booking).catch(() => ({ ok: true }));
  if (!budget.ok) return 'failed';
  try {
    const response = await ctx.upstream.answer(
      ctx.upstream.client.POST('/email/send', { body: { booking: Number(booking), type: 'confirmation' } }),
    );
    await response.body?.cancel().catch(() => undefined);
    return response.ok ? 'sent' : 'failed';
  } catch {
    // Transport, timeout and sign-in failures: the confirmation itself stands.
    return 'failed';
  }
}

/**
 * After the visitor's `PATCH /bookings/<booking>`: when it asked for `confirmation: true` and the
 * service answered 2xx, sends the e-mail and marks `answer` with the outcome. The answer keeps
 * the service's status whatever the e-mail does.
 */
export async function afterConfirmation(
  ctx: Context,
  booking: string,
  confirmation: boolean | undefined,
  answer: Response,
): Promise<Response> {
  if (!ctx.confirmationEmail || confirmation !== true || !answer.ok) return answer;
  answer.headers.set(CONFIRMATION_EMAIL_HEADER, await sendConfirmationEmail(ctx, booking));
  return answer;
}
