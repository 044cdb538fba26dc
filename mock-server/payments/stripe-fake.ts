/**
 * A Stripe-compatible fake of exactly the endpoints the gateway's Stripe provider uses, so the
 * real `stripe` SDK can be tested offline (`new Stripe(key, { host, port, protocol: 'http' })`,
 * or `httpClient: Stripe.createFetchHttpClient(fake.fetch)` in-process):
 *
 * - `POST /v1/checkout/sessions` (form body; `mode=payment`, one `line_items` entry with
 *   `price_data`), `GET /v1/checkout/sessions/<id>`, `POST /v1/checkout/sessions/<id>/expire`;
 * - `POST /v1/refunds` (`payment_intent`, `amount`);
 * - the PaymentIntents of the Payment Element, created by the gateway and confirmed by Stripe.js
 *   in the page (`stripe-intents.ts`).
 *
 * Requests need `Authorization: Bearer sk_test_…`; Stripe.js's own calls about a PaymentIntent
 * (read, confirm) `Bearer pk_test_…` with the intent's client secret. A create with an `Idempotency-Key` is made
 * once: the same key answers the first answer again (`Idempotent-Replayed: true`), with another
 * body 400 `idempotency_error`, as Stripe does. The session's `url` is the fake's hosted page,
 * `/__payments/stripe/checkout/<id>` (pay, decline, cancel). Payments and expiries are sent to
 * `webhookUrl` as Stripe sends events (`checkout.session.completed`, `checkout.session.expired`,
 * `charge.refunded`), signed in the `Stripe-Signature` header (`t=<unix>,v1=<HMAC-SHA256 of
 * "t.body">`), which the SDK's `webhooks.constructEvent` checks.
 */
import { hostedPage, pageAction, seeOther, type PageAction } from './hosted-page';
import { Ledger, LedgerError, type LedgerEvent, type LedgerPayment } from './ledger';
import { StripeIntents, type StripeCaller } from './stripe-intents';
import { missingParameter, parseStripeForm, signStripePayload, stripeError } from './stripe-wire';

export const STRIPE_PAGE_PATH = '/__payments/stripe/checkout';
const PAGE_ACTIONS: readonly PageAction[] = ['pay', 'decline', 'cancel'];

export interface StripeFakeOptions {
  /** Signing secret of the notification endpoint (`whsec_…`). */
  readonly webhookSecret: string;
  /** Origin the hosted page is reached at, e.g. `http://127.0.0.1:4010`. */
  readonly publicOrigin: string;
  /** Where events are posted; none: kept in `events` only. */
  readonly webhookUrl?: string;
  /** How an event is posted (default: `fetch`); a test passes the gateway in-process. */
  readonly send?: (request: Request) => Promise<Response>;
}

interface Extras {
  clientReferenceId: string | null;
  customerEmail: string | null;
  locale: string | null;
}

export class StripeFake {
  readonly ledger = new Ledger({ payment: 'cs_test', reference: 'pi_test', refund: 're_test' });
  /** Every event, as sent: the body and its signature header. */
  readonly sent: { event: Record<string, unknown>; body: string; signature: string }[] = [];
  private readonly extras = new Map<string, Extras>();
  private readonly idempotent = new Map<
    string,
    { body: string; response: { status: number; text: string } }
  >();
  private readonly deliveries = new Set<Promise<unknown>>();
  /** The PaymentIntents (the Payment Element's payments), with their own ledger. */
  readonly intents = new StripeIntents((event, type, object) => this.send(event, type, object));

  constructor(private readonly options: StripeFakeOptions) {
    this.ledger.onEvent((event) => this.notify(event));
  }

  /** Answers the Stripe API (`/v1/…`) and the hosted page; null for any other path. */
  readonly fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    if (url.pathname.startsWith(`${STRIPE_PAGE_PATH}/`)) return this.page(request, url);
    const key = /^Bearer (sk|pk)_test_\w+$/.exec(request.headers.get('authorization') ?? '')?.[1];
    if (!key) {
      return stripeError(401, 'invalid_request_error', 'api_key_invalid', 'Invalid API Key provided.');
    }
    const caller: StripeCaller = key === 'sk' ? 'secret' : 'publishable';
    const body = request.method === 'POST' ? await request.text() : '';
    const idempotencyKey = request.headers.get('idempotency-key');
    const scope = idempotencyKey === null ? null : `${request.method} ${url.pathname} ${idempotencyKey}`;
    const known = scope === null ? undefined : this.idempotent.get(scope);
    if (known) {
      if (known.body !== body) {
        return stripeError(
          400,
          'idempotency_error',
          null,
          `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
        );
      }
      return new Response(known.response.text, {
        status: known.response.status,
        headers: { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' },
      });
    }
    const form = parseStripeForm(body);
    const response =
      this.intents.answer(request.method, url.pathname, form, url.searchParams, caller) ??
      (caller === 'secret'
        ? this.api(request.method, url.pathname, form)
        : stripeError(
            401,
            'invalid_request_error',
            'secret_key_required',
            'This API call cannot be made with a publishable API key.',
          ));
    if (scope !== null && request.method === 'POST') {
      this.idempotent.set(scope, {
        body,
        response: { status: response.status, text: await response.clone().text() },
      });
    }
    return response;
  };

  /** Resolves once every event posted so far has been answered. */
  async delivered(): Promise<void> {
    while (this.deliveries.size > 0) await Promise.all([...this.deliveries]);
  }

  /** Posts an event that was sent before once more (Stripe retries; tests reorder them). */
  resend(index: number): Promise<Response> {
    const { body, signature } = this.sent[index]!;
    return this.post(body, signature);
  }

  session(payment: LedgerPayment): Record<string, unknown> {
    const extras = this.extras.get(payment.id);
    const open = payment.status === 'open' || payment.status === 'declined' || payment.status === 'cancelled';
    return {
      id: payment.id,
      object: 'checkout.session',
      mode: 'payment',
      livemode: false,
      status: payment.status === 'paid' ? 'complete' : payment.status === 'expired' ? 'expired' : 'open',
      payment_status: payment.status === 'paid' ? 'paid' : 'unpaid',
      amount_subtotal: payment.amount,
      amount_total: payment.amount,
      currency: payment.currency,
      metadata: payment.metadata,
      client_reference_id: extras?.clientReferenceId ?? null,
      customer_email: extras?.customerEmail ?? null,
      locale: extras?.locale ?? null,
      success_url: payment.returnUrl,
      cancel_url: payment.cancelUrl,
      url: open ? `${this.options.publicOrigin}${STRIPE_PAGE_PATH}/${payment.id}` : null,
      payment_intent: payment.reference,
      created: Math.floor(payment.created / 1000),
      expires_at: Math.floor(payment.created / 1000) + 24 * 3600,
    };
  }

  private api(method: string, path: string, form: Record<string, unknown>): Response {
    try {
      if (method === 'POST' && path === '/v1/checkout/sessions') return this.createSession(form);
      const match = /^\/v1\/checkout\/sessions\/([\w-]+)(\/expire)?$/.exec(path);
      if (match && method === 'GET' && !match[2])
        return Response.json(this.session(this.ledger.get(match[1]!)));
      if (match && method === 'POST' && match[2]) {
        const payment = this.ledger.get(match[1]!);
        if (payment.status === 'paid' || payment.status === 'expired') {
          return stripeError(
            400,
            'invalid_request_error',
            'checkout_session_not_open',
            `Only Checkout Sessions with a status of open can be expired.`,
          );
        }
        return Response.json(this.session(this.ledger.expire(payment.id)));
      }
      if (method === 'POST' && path === '/v1/refunds') return this.createRefund(form);
      return stripeError(
        404,
        'invalid_request_error',
        'resource_missing',
        `Unrecognized request URL (${method}: ${path}).`,
      );
    } catch (error) {
      if (!(error instanceof LedgerError)) throw error;
      const status = error.code === 'not_found' ? 404 : 400;
      return stripeError(
        status,
        'invalid_request_error',
        error.code === 'not_found' ? 'resource_missing' : error.code,
        error.message,
      );
    }
  }

  private createSession(form: Record<string, unknown>): Response {
    const item = (form.line_items as Record<string, Record<string, unknown>> | undefined)?.['0'];
    const price = item?.price_data as Record<string, unknown> | undefined;
    const product = price?.product_data as Record<string, unknown> | undefined;
    const amount = Number(price?.unit_amount);
    const quantity = Number(item?.quantity ?? 1);
    const missing = [
      form.mode !== 'payment' && 'mode',
      !(Number.isInteger(amount) && amount > 0) && 'line_items[0][price_data][unit_amount]',
      !/^[a-z]{3}$/.test(String(price?.currency)) && 'line_items[0][price_data][currency]',
      typeof form.success_url !== 'string' && 'success_url',
      typeof form.cancel_url !== 'string' && 'cancel_url',
    ].find(Boolean);
    if (missing) return missingParameter(missing);
    const payment = this.ledger.create({
      amount: amount * quantity,
      currency: String(price!.currency),
      description: String(product?.name ?? ''),
      metadata: (form.metadata as Record<string, string> | undefined) ?? {},
      returnUrl: String(form.success_url),
      cancelUrl: String(form.cancel_url),
    });
    this.extras.set(payment.id, {
      clientReferenceId: typeof form.client_reference_id === 'string' ? form.client_reference_id : null,
      customerEmail: typeof form.customer_email === 'string' ? form.customer_email : null,
      locale: typeof form.locale === 'string' ? form.locale : null,
    });
    return Response.json(this.session(payment));
  }

  private createRefund(form: Record<string, unknown>): Response {
    const intent = String(form.payment_intent ?? '');
    // A Checkout Session's payment, or a PaymentIntent of the Payment Element.
    const session = [...this.ledger.payments.values()].find((candidate) => candidate.reference === intent);
    const ledger = session ? this.ledger : this.intents.ledger;
    const payment = session ?? this.intents.paid(intent);
    if (!payment)
      return stripeError(
        404,
        'invalid_request_error',
        'resource_missing',
        `No such payment_intent: '${intent}'`,
        'payment_intent',
      );
    const amount = form.amount === undefined ? payment.amount - payment.refunded : Number(form.amount);
    const { id } = ledger.refund(payment.id, amount);
    return Response.json({
      id,
      object: 'refund',
      amount,
      currency: payment.currency,
      payment_intent: intent,
      status: 'succeeded',
    });
  }

  private async page(request: Request, url: URL): Promise<Response> {
    const id = url.pathname.slice(STRIPE_PAGE_PATH.length + 1);
    const payment = this.ledger.payments.get(id);
    if (!payment) return new Response('No such Checkout Session.', { status: 404 });
    const render = (message?: string) =>
      hostedPage({
        title: 'Checkout (Stripe test fake)',
        payment,
        actionUrl: url.pathname,
        actions: PAGE_ACTIONS,
        message,
      });
    if (request.method !== 'POST') return render();
    const action = await pageAction(request, PAGE_ACTIONS);
    try {
      if (action === 'pay') {
        this.ledger.pay(id);
        return seeOther(payment.returnUrl);
      }
      if (action === 'decline')
        return render(`Your card was declined (decline ${this.ledger.decline(id).declines}).`);
      if (action === 'cancel') return seeOther(payment.cancelUrl);
    } catch (error) {
      if (error instanceof LedgerError) return render(error.message);
      throw error;
    }
    return render('Choose one of the buttons.');
  }

  private notify(event: LedgerEvent): void {
    const type = {
      paid: 'checkout.session.completed',
      expired: 'checkout.session.expired',
      refunded: 'charge.refunded',
    }[event.type as 'paid' | 'expired' | 'refunded'];
    if (!type) return;
    const payment = this.ledger.get(event.payment);
    const object =
      event.type === 'refunded'
        ? {
            id: payment.reference,
            object: 'charge',
            amount_refunded: payment.refunded,
            payment_intent: payment.reference,
          }
        : this.session(payment);
    this.send(event, type, object);
  }

  /** Signs and posts a Stripe event of `type` about `object`, as Stripe sends them. */
  private send(event: LedgerEvent, type: string, object: unknown): void {
    const stripeEvent = {
      id: event.id,
      object: 'event',
      api_version: '2025-01-27.acacia',
      created: Math.floor(event.created / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    };
    const body = JSON.stringify(stripeEvent, null, 2);
    const delivery = signStripePayload(body, this.options.webhookSecret).then((signature) => {
      this.sent.push({ event: stripeEvent, body, signature });
      return this.post(body, signature);
    });
    const settled = delivery.catch(() => undefined);
    this.deliveries.add(settled);
    void settled.finally(() => this.deliveries.delete(settled));
  }

  private async post(body: string, signature: string): Promise<Response> {
    if (!this.options.webhookUrl) return new Response(null, { status: 204 });
    const request = new Request(this.options.webhookUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body,
    });
    return (this.options.send ?? fetch)(request);
  }
}
