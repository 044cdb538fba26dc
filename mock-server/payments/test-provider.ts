/**
 * The test payment provider of the demo and of QA: a hosted payment page served by the mock at
 * `/__payments/test/pay/<id>`, where the buyer pays, is declined, cancels, or (for QA) pays
 * twice or pays after the booking's release. Abandoning is closing the page. Each outcome is
 * notified to the gateway at `<gateway>/payments/notifications`, signed with this run's
 * secret in `X-Test-Signature` (`t=<ms>,v1=<hex HMAC-SHA256 of "t.body">`), as a real provider
 * signs its notifications; an unsigned or tampered one is refused by the gateway.
 *
 * The mock's own gateway takes payments with it while the mock's config says
 * `payments: "test"` (`PATCH /__admin/config`, or the inspector); off by default and after a
 * reset.
 */
import { PaymentSignatureError, type PaymentProvider, type ProviderPayment } from '../../src/gateway/index';
import { hostedPage, pageAction, seeOther, type PageAction } from './hosted-page';
import { Ledger, LedgerError, type LedgerPayment } from './ledger';
import type { Keep } from './keep';
import { hmacHex } from './stripe-wire';

const TEST_PAGE_PATH = '/__payments/test/pay';
const SIGNATURE_HEADER = 'x-test-signature';
const ACTIONS: readonly PageAction[] = ['pay', 'decline', 'cancel', 'pay-twice', 'pay-late'];
/** How far a signed notification may lag behind its signature. */
const TOLERANCE_MS = 5 * 60_000;

export interface TestPaymentsOptions {
  /** The origin the hosted page is reached at (`''` for the page's own origin). */
  readonly origin: () => string;
  /** Posts a notification to the gateway (in-process). */
  readonly notify: (request: Request) => Promise<Response>;
  /** Path of the gateway, e.g. `/widget-api`. */
  readonly gatewayPath: string;
  /** Moves the ticketing service's clock past the booking's release ("pay after the release"). */
  readonly passRelease: () => void;
  /**
   * Keeps the ledger across page loads (the in-page mock: `keep.ts`), under `keepKey`; default:
   * in memory only. With a keep, the hosted page sends the buyer back once its notification was
   * answered (the page that leaves takes the provider and the gateway with it).
   */
  readonly keep?: Keep;
  readonly keepKey?: string;
  /**
   * The address the buyer is sent to for payment `id`, relative to `origin`; default the hosted
   * page itself (`/__payments/test/pay/<id>`). The in-page mock cannot answer a page's own
   * navigation (the leaving page lets go of the worker first), so the demo sends the buyer to a
   * page of its own that starts the mock and shows the hosted page through it.
   */
  readonly pageUrl?: (id: string) => string;
}

export interface TestPayments {
  readonly ledger: Ledger;
  readonly provider: PaymentProvider;
  /** Whether a request is the hosted page's. */
  handles(pathname: string): boolean;
  /** Answers the hosted page (GET) and its form (POST). */
  fetch(request: Request): Promise<Response>;
  /** Resolves once every notification sent so far was answered. */
  delivered(): Promise<void>;
  /** Notifies the payment's state once more (a provider's retry; QA's "send again"). */
  resend(id: string): Promise<void>;
  /** Forgets every payment (a reset of the mock whose ledger is kept across page loads). */
  forget(): void;
}

const STATUS: Record<LedgerPayment['status'], ProviderPayment['status']> = {
  open: 'pending',
  declined: 'failed',
  cancelled: 'cancelled',
  expired: 'cancelled',
  paid: 'paid',
};

export function createTestPayments(options: TestPaymentsOptions): TestPayments {
  const ledger = new Ledger({ payment: 'tp', reference: 'TEST', refund: 'tr' });
  const keepKey = options.keepKey ?? 'tb-mock-test-payments';
  const save = () => options.keep?.setItem(keepKey, JSON.stringify(ledger.snapshot()));
  try {
    const kept = options.keep?.getItem(keepKey);
    if (kept) ledger.restore(JSON.parse(kept) as LedgerPayment[]);
  } catch {
    // An unreadable keep starts empty.
  }
  const secret = `tps_${crypto.randomUUID()}`;
  const pending = new Set<Promise<unknown>>();
  const delivered = async () => {
    while (pending.size > 0) await Promise.all([...pending]);
  };

  async function send(id: string): Promise<void> {
    const body = JSON.stringify({ payment: id });
    const t = Date.now();
    const request = new Request(`http://mock.internal${options.gatewayPath}/payments/notifications`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Test-Signature': `t=${t},v1=${await hmacHex(secret, `${t}.${body}`)}`,
      },
      body,
    });
    await options.notify(request).then((response) => response.body?.cancel());
  }

  function notify(id: string): void {
    const delivery = send(id).catch(() => undefined);
    pending.add(delivery);
    void delivery.finally(() => pending.delete(delivery));
  }
  ledger.onEvent((event) => {
    save();
    if (event.type !== 'refunded') notify(event.payment);
  });

  const provider: PaymentProvider = {
    name: 'test',
    async start(payment) {
      const created = ledger.create({
        amount: payment.amount,
        currency: payment.currency.toLowerCase(),
        description: payment.description,
        metadata: { attempt: payment.attempt, booking: payment.booking },
        returnUrl: payment.returnUrl,
        cancelUrl: payment.cancelUrl,
      });
      save();
      return {
        id: created.id,
        redirectUrl: `${options.origin()}${options.pageUrl?.(created.id) ?? `${TEST_PAGE_PATH}/${created.id}`}`,
        clientSecret: null,
      };
    },
    async read(id) {
      const payment = ledger.get(id);
      return {
        id,
        status: STATUS[payment.status],
        amount: payment.amount,
        currency: payment.currency.toUpperCase(),
        attempt: payment.metadata.attempt ?? null,
        reference: payment.reference,
      };
    },
    async cancel(id) {
      if (ledger.get(id).status !== 'paid') ledger.expire(id);
    },
    async refund(id, refund) {
      return { id: ledger.refund(id, refund.amount).id };
    },
    async notification(request, body) {
      const header = request.headers.get(SIGNATURE_HEADER) ?? '';
      const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
      const t = Number(match?.[1]);
      if (
        !match ||
        Math.abs(Date.now() - t) > TOLERANCE_MS ||
        (await hmacHex(secret, `${t}.${body}`)) !== match[2]
      ) {
        throw new PaymentSignatureError('The notification is not signed by the test provider.');
      }
      const parsed = JSON.parse(body) as { payment?: unknown };
      return typeof parsed.payment === 'string' && ledger.payments.has(parsed.payment)
        ? { id: parsed.payment }
        : null;
    },
  };

  return {
    ledger,
    provider,
    handles: (pathname) => pathname.startsWith(`${TEST_PAGE_PATH}/`),
    async fetch(request) {
      const url = new URL(request.url);
      const payment = ledger.payments.get(url.pathname.slice(TEST_PAGE_PATH.length + 1));
      if (!payment) return new Response('No such payment.', { status: 404 });
      const render = (message?: string) =>
        hostedPage({
          title: 'Test payment',
          payment,
          actionUrl: url.pathname,
          actions: ACTIONS,
          message,
        });
      if (request.method !== 'POST') return render();
      const action = await pageAction(request, ACTIONS);
      try {
        if (action === 'pay' || action === 'pay-twice' || action === 'pay-late') {
          if (action === 'pay-late') options.passRelease();
          ledger.pay(payment.id);
          if (action === 'pay-twice') notify(payment.id);
          // In the page (the ledger kept across page loads), the provider and the gateway it
          // notifies go away with the page the buyer leaves: sent back before the notification
          // was answered, its settling stopped anywhere, as a killed server's does (between the
          // e-mail and its record: a second e-mail from the buyer's return). A provider's server
          // goes on delivering once the buyer has left; here the buyer leaves once it delivered.
          if (options.keep) await delivered();
          return seeOther(payment.returnUrl);
        }
        if (action === 'decline')
          return render(`The card was declined (decline ${ledger.decline(payment.id).declines}).`);
        if (action === 'cancel') {
          ledger.cancel(payment.id);
          return seeOther(payment.cancelUrl);
        }
      } catch (error) {
        if (error instanceof LedgerError) return render(error.message);
        throw error;
      }
      return render('Choose one of the buttons.');
    },
    resend: (id) => send(id),
    forget() {
      ledger.payments.clear();
      options.keep?.removeItem(keepKey);
    },
    delivered,
  };
}
