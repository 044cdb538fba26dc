/**
 * The confirmation e-mail, sent by the gateway as soon as the service has confirmed one of the
 * visitor's bookings. The buyer gets the e-mail even when the page closes right after confirming
 * (the gateway finishes the request whatever the browser does), and the page saves the round
 * trip of `POST /email/send`.
 *
 * The answer's `X-Confirmation-Email` header says `sent` or `failed`; on `failed`, or without
 * the header (the answer was lost, the booking read instead), the page asks for the e-mail
 * itself with `POST /email/send` marked `X-Confirmation-Email: missing`. One e-mail per
 * confirmed booking whichever of these meet, on whichever instances: each takes the booking's
 * e-mail claim (email-claim.ts) first, so a repeated confirmation (the service answers it 204
 * again) or the page's marked request for an e-mail a request already sent sends nothing and
 * says `sent`; one that finds another sending it waits for how that went (and sends after a
 * failed send or a stopped holder's lapse: never none). Only a holder stopped between the
 * service taking the e-mail and the claim saying so leaves a second e-mail possible.
 *
 * An unmarked `POST /email/send` is the buyer's "send again" from the receipt: it always sends,
 * within the booking's hourly e-mail budget. The mark can only make a request send less.
 */
import { CONFIRMATION_EMAIL_MISSING } from '../api/gateway-headers.js';
import type { Context } from './context.js';
import { CONFIRMATION_EMAIL_HEADER } from './cors.js';
import { awaitEmailClaim, emailSent } from './email-claim.js';

type EmailOutcome = 'sent' | 'failed';

/** Asks the service for the confirmation e-mail of `booking` (12 digits). */
function askService(ctx: Context, booking: string): Promise<Response> {
  return ctx.upstream.answer(
    ctx.upstream.client.POST('/email/send', { body: { booking: Number(booking), type: 'confirmation' } }),
  );
}

/**
 * Sends the e-mail of `booking` unless a request did already: `send` runs at most once, under
 * the booking's claim. Its result, or null when the e-mail was sent before.
 */
async function sendOnce<T>(
  ctx: Context,
  booking: string,
  send: () => Promise<T>,
  took: (result: T) => boolean,
): Promise<T | null> {
  const store = ctx.guard.store;
  const claim = await awaitEmailClaim(store, booking);
  if (claim.state === 'sent') return null;
  try {
    const result = await send();
    // A holder still busy after its claim's life: sent anyway, rather than not at all.
    if (claim.state === 'mine') await (took(result) ? claim.sent() : claim.failed());
    else if (took(result)) await emailSent(store, booking);
    return result;
  } catch (error) {
    if (claim.state === 'mine') await claim.failed().catch(() => undefined);
    throw error;
  }
}

/** Sends the confirmation e-mail of `booking` through the service, once per booking. */
async function sendConfirmationEmail(ctx: Context, booking: string): Promise<EmailOutcome> {
  try {
    const outcome = await sendOnce(
      ctx,
      booking,
      async (): Promise<EmailOutcome> => {
        // The e-mail sent on confirmation counts against the booking's hourly e-mail budget too.
        const budget = await ctx.guard.emails.take(booking).catch(() => ({ ok: true }));
        if (!budget.ok) return 'failed';
        const response = await askService(ctx, booking);
        await response.body?.cancel().catch(() => undefined);
        return response.ok ? 'sent' : 'failed';
      },
      (outcome) => outcome === 'sent',
    );
    return outcome ?? 'sent';
  } catch {
    // Transport, timeout, sign-in and store failures: the confirmation itself stands.
    return 'failed';
  }
}

/**
 * After the visitor's `PATCH /bookings/<booking>`: when it asked for `confirmation: true` and the
 * service answered 2xx, sends the e-mail (unless a request did already) and marks `answer` with
 * the outcome. The answer keeps the service's status whatever the e-mail does.
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

/**
 * `POST /email/send` of the confirmation e-mail of `booking` (its budget already taken), relayed.
 * Marked `X-Confirmation-Email: missing` (the page's own request after a confirmation whose
 * answer did not say `sent`), it sends only when no request sent it: else 202 with
 * `X-Confirmation-Email: sent` and nothing sent. Unmarked (the buyer's "send again"), it sends.
 */
export async function sendEmailRequested(ctx: Context, booking: string): Promise<Response> {
  const relay = (response: Response) => ctx.upstream.relay(response, ctx.publicBase);
  if (ctx.request.headers.get(CONFIRMATION_EMAIL_HEADER) !== CONFIRMATION_EMAIL_MISSING) {
    const response = await askService(ctx, booking);
    if (response.ok) await emailSent(ctx.guard.store, booking).catch(() => undefined);
    return relay(response);
  }
  const response = await sendOnce(
    ctx,
    booking,
    () => askService(ctx, booking),
    (sent) => sent.ok,
  );
  if (response && !response.ok) return relay(response);
  const answer = response ? await relay(response) : new Response(null, { status: 202 });
  answer.headers.set(CONFIRMATION_EMAIL_HEADER, 'sent');
  return answer;
}
