/**
 * Payment of the visitor's bookings, when the site owner configured a provider (`payments`):
 *
 * - `POST /bookings/<pid>/payment` `{delivery?, returnUrl, cancelUrl?, options?, person?}`
 *   starts a payment for the booking as the service holds it (the amount from its records) and
 *   answers it, with the provider's page to send the buyer to. A repeat for an unchanged booking
 *   answers the same payment. The human check of a confirmation (`verifyVisitor` with
 *   `confirm`) is asked here. `options` and `person` (`{pid, …details}`) carry what the page
 *   would otherwise write just before (`PATCH /bookings/<pid>` with `options`,
 *   `PATCH /persons/<pid>`): checked as those are, written first (payment-writes.ts), so that
 *   paying costs one request fewer.
 * - `GET /bookings/<pid>/payment` answers where the booking's payment stands, brought up to date
 *   with the provider (the buyer's return, and the page's poll); once paid, the gateway has
 *   confirmed the booking (or refunded the payment, with the reason). A confirmed payment's
 *   answer carries the confirmed booking as the service holds it (`receipt`: with its tickets,
 *   customer and deliveries, as `GET /bookings/<pid>?properties[…]` answers it), so the page
 *   shows the receipt with this one read. When the tickets had to be reserved again in a new
 *   booking, that booking enters the session.
 * - `POST /payments/notifications` takes the provider's notifications, checked by signature
 *   (400 `payment_signature_invalid` otherwise).
 *
 * Without a provider these paths answer 404.
 */
import { z } from 'zod';
import { current, own, settledCustomer, visitor } from './checks.js';
import type { Context } from './context.js';
import type { PaymentView } from './payments/payments.js';
import { PaymentSignatureError } from './payments/provider.js';
import { GatewayError, notFound } from './problem.js';
import { route } from './route.js';
import { savePerson, saveOptions } from './payment-writes.js';
import { parseBody, paymentWrites } from './schemas.js';
import { withRecord } from './session.js';
import { fetchRequestOf } from './visitor-request.js';

const BOOKING = ['bookings', { pid: 'booking' }, 'payment'] as const;
const MAX_URL = 2048;

const url = z.string().max(MAX_URL).url('Expected an absolute http(s) address.');
const PaymentStartSchema = z.strictObject({
  delivery: z.boolean().optional(),
  returnUrl: url,
  cancelUrl: url.optional(),
  ...paymentWrites,
});

/** What the receipt shows of the confirmed booking (as the visitor's own read asks for it). */
const RECEIPT = { tickets: 1, customer: 1, deliveries: 1 } as const;

/**
 * The confirmed booking, as the service holds it now; null when it cannot be read (the page
 * then reads it itself: the payment's answer stands without it).
 */
async function receiptOf(ctx: Context, booking: string): Promise<unknown> {
  try {
    const response = await ctx.upstream.answer(
      ctx.upstream.client.GET('/bookings/{pid}', {
        params: { path: { pid: Number(booking) }, query: { properties: RECEIPT } },
      }),
    );
    return await ctx.upstream.json(response);
  } catch {
    return null;
  }
}

/** The person's details without its pid. */
function changesOf<T extends { pid: string }>(person: T): Omit<T, 'pid'> {
  const { pid: _pid, ...changes } = person;
  return changes;
}

const json = (view: PaymentView | (PaymentView & { receipt: unknown }), status = 200) =>
  new Response(JSON.stringify(view), { status, headers: { 'Content-Type': 'application/json' } });

function paymentsOf(ctx: Context) {
  if (!ctx.payments) throw notFound();
  return ctx.payments;
}

/**
 * The address the provider sends the buyer back to must be a page allowed to embed the widget
 * (an allowed origin, or the requesting page's own), so the gateway never redirects elsewhere.
 */
function checkReturn(ctx: Context, request: { origin: string | null }, address: string, at: string): string {
  const parsed = new URL(address);
  const allowed =
    (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
    (parsed.origin === request.origin ||
      parsed.origin === new URL(ctx.publicBase).origin ||
      (Array.isArray(ctx.allowedOrigins) &&
        ctx.allowedOrigins.some((origin) => new URL(origin).origin === parsed.origin)));
  if (!allowed) {
    throw new GatewayError('validation_failed', `The ${at} must be a page of this shop.`, [
      { property_path: at, message: 'Expected an address on an origin allowed to embed the widget.' },
    ]);
  }
  return parsed.href;
}

export const paymentRoutes = [
  route({
    method: 'POST',
    path: BOOKING,
    async input(ctx, [booking]) {
      paymentsOf(ctx);
      return { booking: booking!, body: parseBody(PaymentStartSchema, await ctx.body()) };
    },
    checks: ({ booking, body }) => [
      current(),
      own('bookings', booking),
      // The buyer's details are checked as PATCH /persons/<pid> checks them.
      ...(body.person
        ? [own('persons', body.person.pid, 'person.pid'), settledCustomer(body.person.pid)]
        : []),
      ...(body.person || body.options ? [visitor('reserve')] : []),
      visitor('confirm', booking),
    ],
    async run(ctx, { booking, body }) {
      const origin = ctx.request.headers.get('origin');
      const returnUrl = checkReturn(ctx, { origin }, body.returnUrl, 'returnUrl');
      const cancelUrl = checkReturn(ctx, { origin }, body.cancelUrl ?? body.returnUrl, 'cancelUrl');
      // What the page would have written just before: written first, the payment then started
      // for the booking as the service holds it.
      const refused =
        (body.options ? await saveOptions(ctx, booking, body.options) : null) ??
        (body.person ? await savePerson(ctx, body.person.pid, changesOf(body.person)) : null);
      if (refused) return { response: refused };
      const view = await paymentsOf(ctx).start({
        booking,
        ...(ctx.session ? { buyer: { session: ctx.session.id, address: ctx.clientAddress ?? null } } : {}),
        delivery: body.delivery === true,
        returnUrl,
        cancelUrl,
      });
      return { response: json(view, 201) };
    },
  }),
  route({
    method: 'GET',
    path: BOOKING,
    checks: ([booking]) => [own('bookings', booking!)],
    async run(ctx, [booking]) {
      const view = await paymentsOf(ctx).status(booking!);
      if (view === null) throw notFound('This booking has no payment.');
      const rebooked = view.confirmedBooking;
      const session =
        rebooked !== null && rebooked !== booking && ctx.session && !ctx.session.bookings.includes(rebooked)
          ? withRecord(ctx.session, 'bookings', rebooked)
          : undefined;
      const receipt = rebooked === null ? null : await receiptOf(ctx, rebooked);
      return { response: json({ ...view, receipt }), session };
    },
  }),
  route({
    method: 'POST',
    path: ['payments', 'notifications'],
    async run(ctx) {
      const payments = paymentsOf(ctx);
      try {
        await payments.notify(fetchRequestOf(ctx.request), await ctx.text());
      } catch (error) {
        if (error instanceof PaymentSignatureError) {
          throw new GatewayError(
            'payment_signature_invalid',
            'The notification’s signature does not check out.',
          );
        }
        throw error;
      }
      return {
        response: new Response(JSON.stringify({ received: true }), {
          headers: { 'Content-Type': 'application/json' },
        }),
      };
    },
  }),
];
