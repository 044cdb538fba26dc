/**
 * One confirmation e-mail for a paid booking when its payment's reports reach gateways whose
 * locks do not exclude each other: the in-page demo's pages (pages.ts), the notification settled
 * by the provider's page while the shop's page settles the buyer's return. Before the e-mail's
 * claim, both found the booking confirmed and not yet e-mailed, and both sent it.
 */
import assert from 'node:assert/strict';
import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import type { Gateway, PaymentView } from '../../../../src/gateway/index';
import { EMAIL_CLAIM_MS } from '../../../../src/gateway/email-claim';
import { createTestPayments } from '../../../../mock-server/payments/test-provider';
import { PaymentSetup } from './harness';
import { holdEmail, MemoryKeep, pageGateway, pageStore, routed, stoppable } from './pages';

/** The page gateway a report goes to (the provider's notification and the buyer's page alike). */
const reporting = new AsyncLocalStorage<Gateway>();

const view = (reply: { body: unknown }) => reply.body as PaymentView;

/** A booking paid on the provider's page, its notification not delivered yet. */
async function paid(keep: MemoryKeep) {
  const setup = new PaymentSetup();
  setup.store = pageStore(setup, keep);
  await setup.start('test');
  const { booking, session } = await setup.bookTwo();
  const started = view(await setup.pay(booking, session));
  setup.paying.mute(true);
  await setup.paying.page(started, 'pay');
  setup.paying.mute(false);
  return { setup, booking, session, started };
}

/** The statuses the notifications were answered with. */
/**
 * A paid booking whose reports reach two page gateways over one kept store, the first one's
 * e-mail held at the service's door; the second one's requests go through.
 */
async function paidOnTwoPages() {
  const keep = new MemoryKeep();
  const { setup, booking, session } = await paid(keep);
  const held = holdEmail(setup);
  setup.gateway = routed(
    pageGateway(setup, pageStore(setup, keep), held.fetch),
    pageGateway(setup, pageStore(setup, keep)),
  );
  return { setup, booking, session, held, keep };
}

function answers(gateway: Gateway, statuses: number[]): Gateway {
  return async (request, connection) => {
    const response = await gateway(request, connection);
    statuses.push(response.status);
    return response;
  };
}

describe('the confirmation e-mail of a paid booking, across gateways whose locks do not meet', () => {
  test('the return settled while the notification’s gateway sends the e-mail: one e-mail', async () => {
    const { setup, booking, session, held } = await paidOnTwoPages();
    const notified = setup.paying.replay();
    // The provider's page confirmed the booking and asks the service for the e-mail.
    await held.atService;
    const back = view(await setup.status(booking, session));
    held.release();
    await notified;
    const final = view(await setup.status(booking, session));
    assert.equal(setup.mails(booking), 1);
    assert.equal(final.state, 'confirmed');
    assert.equal(final.detail, null);
    // The shop's page left the e-mail to the report that was sending it, and read again.
    assert.equal(back.state, 'paid');
    assert.equal((await setup.serviceBooking(booking)).confirmation, true);
  });

  test('a gateway that stops before the service took the e-mail: the next report sends it, once its claim lapsed', async () => {
    const keep = new MemoryKeep();
    const { setup, booking, session } = await paid(keep);
    const held = holdEmail(setup);
    let stopped = false;
    const provider = pageGateway(
      setup,
      stoppable(pageStore(setup, keep), () => stopped),
      held.fetch,
    );
    const shop = pageGateway(setup, pageStore(setup, keep));
    const statuses: number[] = [];
    setup.gateway = routed(provider, shop);
    void setup.paying.replay();
    await held.atService;
    // The provider's page goes away before its request reaches the service: nothing was sent.
    stopped = true;
    assert.equal(view(await setup.status(booking, session)).state, 'paid');
    // The provider sends its notification again (to the shop's page): not settled yet, 409.
    setup.gateway = routed(answers(shop, statuses), shop);
    await setup.paying.replay();
    assert.deepEqual(statuses, [409]);
    assert.equal(setup.mails(booking), 0);
    setup.clock.advance(EMAIL_CLAIM_MS + 1);
    const final = view(await setup.status(booking, session));
    assert.equal(final.state, 'confirmed');
    assert.equal(final.detail, null);
    assert.equal(setup.mails(booking), 1);
    await setup.paying.replay();
    assert.deepEqual(statuses, [409, 200]);
    assert.equal(setup.mails(booking), 1);
  });

  test('a failed send lets go of the claim and says so; no report sends it behind the buyer’s back', async () => {
    const { setup, booking, session, held, keep } = await paidOnTwoPages();
    const notified = setup.paying.replay();
    await held.atService;
    held.release(true);
    await notified;
    const final = view(await setup.status(booking, session));
    assert.equal(final.state, 'confirmed');
    assert.equal(final.detail, 'email_failed');
    assert.equal(setup.mails(booking), 0);
    assert.equal(keep.getItem(`tb-mock-gateway:payment:email:${booking}`), null);
  });

  type Report = {
    kind: 'notification' | 'return';
    /** The gateway stops before its n-th request to the service reaches it. */
    stopsAt: number | null;
    /** Its `POST /email/send` fails on the way (the service never gets it). */
    sendFails: boolean;
  };
  const report = fc.record<Report>({
    kind: fc.constantFrom('notification', 'return'),
    stopsAt: fc.option(fc.nat({ max: 24 }), { freq: 3 }),
    sendFails: fc.nat({ max: 4 }).map((n) => n === 0),
  });

  test('whatever reports reach whichever page gateways, stopping or failing anywhere: one e-mail, or none said', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(report, { minLength: 2, maxLength: 4 }),
        async (s, reports) => {
          const keep = new MemoryKeep();
          const { setup, booking, session, started } = await paid(keep);
          setup.gateway = (request, connection) => reporting.getStore()!(request, connection);
          // Each report on a page gateway of its own (a killed page's answer is a dropped connection).
          const runs = reports.map((report, index) => {
            let calls = 0;
            let stopped = false;
            let stop!: () => void;
            const gone = new Promise<Response>((resolve) => {
              stop = () => resolve(new Response(null, { status: 502 }));
            });
            const fetch = async (request: Request): Promise<Response> => {
              const path = new URL(request.url).pathname;
              if (report.stopsAt !== null && calls++ >= report.stopsAt) {
                stopped = true;
                stop();
                return new Promise<never>(() => undefined);
              }
              await s.schedule(Promise.resolve(), `${index} ${report.kind} ${request.method} ${path}`);
              if (report.sendFails && path.endsWith('/email/send')) throw new TypeError('fetch failed');
              return setup.upstreamFetch(request);
            };
            const gateway = pageGateway(
              setup,
              stoppable(pageStore(setup, keep), () => stopped),
              fetch,
            );
            const page: Gateway = (request, connection) => Promise.race([gateway(request, connection), gone]);
            return reporting.run(page, () =>
              report.kind === 'return' ? setup.status(booking, session) : setup.paying.replay(),
            );
          });
          await s.waitFor(Promise.all(runs));
          // Whatever stopped has lapsed; the buyer's page reads the payment once more.
          setup.clock.advance(EMAIL_CLAIM_MS + 1);
          setup.gateway = pageGateway(setup, pageStore(setup, keep));
          const final = view(await setup.status(booking, session));
          const mails = setup.mails(booking);
          assert.equal(final.state, 'confirmed', String(s));
          assert.ok(mails <= 1, `${mails} e-mails\n${String(s)}`);
          if (mails === 0) assert.equal(final.detail, 'email_failed', String(s));
          if (!reports.some((r) => r.sendFails)) assert.equal(mails, 1, String(s));
          assert.equal(setup.paying.refunded(started), 0);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('the in-page test provider', () => {
  test('sends the buyer back once the gateway answered its notification (the page that leaves takes both along)', async () => {
    const order: string[] = [];
    const payments = createTestPayments({
      origin: () => 'https://shop.example',
      gatewayPath: '/widget-api',
      keep: new MemoryKeep(),
      notify: async (request) => {
        order.push('notified');
        // The gateway settles: a few round trips to the service.
        for (let trip = 0; trip < 5; trip++) await new Response(await request.clone().text()).text();
        order.push('answered');
        return new Response(null, { status: 200 });
      },
      passRelease: () => undefined,
    });
    const started = await payments.provider.start({
      attempt: 'a1',
      booking: '123412341234',
      bookingNumber: '1234-1234-1234',
      amount: 17800,
      currency: 'CHF',
      description: 'Booking 1234-1234-1234',
      email: null,
      locale: 'de',
      returnUrl: 'https://shop.example/theatre?tb-payment=return',
      cancelUrl: 'https://shop.example/theatre',
      idempotencyKey: 'tb-pay-a1',
    });
    const back = await payments.fetch(
      new Request(started.redirectUrl!, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'action=pay',
      }),
    );
    order.push('sent back');
    assert.equal(back.status, 303);
    assert.deepEqual(order, ['notified', 'answered', 'sent back']);
  });
});
