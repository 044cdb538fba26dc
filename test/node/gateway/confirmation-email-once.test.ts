/**
 * One confirmation e-mail per booking confirmed without payment, whichever of the confirmation,
 * its repeats after a lost answer, and the page's own request for the e-mail (marked
 * `X-Confirmation-Email: missing`) meet, on one instance or several over one store. The buyer's
 * "send again" (unmarked) still sends. Before the booking's e-mail claim, a repeated
 * confirmation or the page's request after a lost answer sent a second e-mail.
 */
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import fc from 'fast-check';
import { memoryStore, type Gateway } from '../../../src/gateway/index';
import { startBookingWithTicket, setUpEvent, type Catalogue } from './fixtures';
import { holdAt, watched } from './email-holds';
import { Setup } from './harness';

const MISSING = { 'X-Confirmation-Email': 'missing' };

describe('gateway: one confirmation e-mail per confirmed booking', () => {
  let setup: Setup;
  let catalogue: Catalogue;

  const mails = () => setup.mock.outbox.list().length;
  const confirm = (booking: string, session: string) =>
    setup.visit('PATCH', `/bookings/${booking}`, { session, body: { confirmation: true } });
  const sendEmail = (booking: string, session: string, headers: Record<string, string> = {}) =>
    setup.visit('POST', '/email/send', { session, body: { booking, type: 'confirmation' }, headers });

  /**
   * Instances A and B over one store (one Redis behind a load balancer), A's first `method`
   * request to `path` held at the service's door.
   */
  function twoInstances(method: string, path: RegExp) {
    const store = memoryStore({ now: setup.clock.now });
    const held = holdAt(setup, method, path);
    const b = watched(store);
    const events = { pids: [catalogue.event] };
    const a = setup.useGateway({ events, store, upstream: { fetch: held.fetch } });
    const onB = setup.useGateway({ events, store: b.store });
    return {
      store,
      held,
      /** Resolves once B found the e-mail claim taken. */
      bWaits: b.taken,
      onA: () => (setup.gateway = a),
      onB: () => (setup.gateway = onB),
    };
  }

  /**
   * A confirms and its e-mail is held at the service's door; the page's own request reaches B,
   * which waits on the claim; then A's send goes through or `fails`. Both answers.
   */
  async function pageAsksWhileASends(fails: boolean) {
    const { booking, session } = await startBookingWithTicket(setup, catalogue);
    const { held, bWaits, onA, onB } = twoInstances('POST', /\/email\/send$/);
    onA();
    const first = confirm(booking, session);
    await held.atService;
    onB();
    const missing = sendEmail(booking, session, MISSING);
    await bWaits;
    held.release(fails);
    return Promise.all([first, missing]);
  }

  beforeEach(async () => {
    setup = new Setup();
    catalogue = await setUpEvent(setup);
    setup.useGateway({ events: { pids: [catalogue.event] } });
  });

  it('a repeated confirmation sends nothing more and says sent', { timeout: 15_000 }, async () => {
    const { booking, session } = await startBookingWithTicket(setup, catalogue);
    const first = await confirm(booking, session);
    assert.equal(first.status, 204, first.text);
    assert.equal(first.headers.get('x-confirmation-email'), 'sent');
    assert.equal(mails(), 1);
    // Confirmed again (a second press, a repeat that went another way): nothing more.
    const again = await confirm(booking, first.session!);
    assert.equal(again.status, 204, again.text);
    assert.equal(again.headers.get('x-confirmation-email'), 'sent');
    assert.equal(mails(), 1);
  });

  it(
    'the page’s own request after a lost answer sends nothing more and says sent',
    { timeout: 15_000 },
    async () => {
      const { booking, session } = await startBookingWithTicket(setup, catalogue);
      assert.equal((await confirm(booking, session)).status, 204);
      const missing = await sendEmail(booking, session, MISSING);
      assert.equal(missing.status, 202, missing.text);
      assert.equal(missing.headers.get('x-confirmation-email'), 'sent');
      assert.equal(mails(), 1);
      // The buyer's "send again" from the receipt sends.
      const again = await sendEmail(booking, session);
      assert.equal(again.status, 202, again.text);
      assert.equal(mails(), 2);
    },
  );

  it('the page’s own request after a failed send sends it', { timeout: 15_000 }, async () => {
    const fault = await setup.admin('faults', { method: 'POST', path: '/email/send', status: 500, count: 1 });
    assert.equal(fault.status, 201, await fault.text());
    const { booking, session } = await startBookingWithTicket(setup, catalogue);
    const confirmed = await confirm(booking, session);
    assert.equal(confirmed.headers.get('x-confirmation-email'), 'failed');
    assert.equal(mails(), 0);
    const missing = await sendEmail(booking, session, MISSING);
    assert.equal(missing.status, 202, missing.text);
    assert.equal(missing.headers.get('x-confirmation-email'), 'sent');
    assert.equal(mails(), 1);
  });

  it(
    'a confirmation without the gateway’s e-mail: the page’s request sends it, once',
    { timeout: 15_000 },
    async () => {
      setup.useGateway({ events: { pids: [catalogue.event] }, confirmationEmail: false });
      const { booking, session } = await startBookingWithTicket(setup, catalogue);
      assert.equal((await confirm(booking, session)).headers.get('x-confirmation-email'), null);
      assert.equal((await sendEmail(booking, session, MISSING)).status, 202);
      assert.equal((await sendEmail(booking, session, MISSING)).status, 202);
      assert.equal(mails(), 1);
    },
  );

  it(
    'two instances confirm at once, the booking’s lock lapsing: one e-mail',
    { timeout: 15_000 },
    async () => {
      const { booking, session } = await startBookingWithTicket(setup, catalogue);
      const { store, held, onA, onB } = twoInstances('PATCH', /\/bookings\/\d+$/);
      onA();
      const first = confirm(booking, session);
      await held.atService;
      // A stalls while the service confirms; its lock on the booking lapses meanwhile.
      await store.delete(`lock:booking:${booking}`);
      onB();
      const second = await confirm(booking, session);
      assert.equal(second.status, 204, second.text);
      assert.equal(second.headers.get('x-confirmation-email'), 'sent');
      held.release();
      const answer = await first;
      assert.equal(answer.status, 204, answer.text);
      assert.equal(answer.headers.get('x-confirmation-email'), 'sent');
      assert.equal(mails(), 1);
    },
  );

  it(
    'the page’s request reaches another instance while the first sends: it waits, one e-mail',
    { timeout: 15_000 },
    async () => {
      const [confirmed, asked] = await pageAsksWhileASends(false);
      assert.equal(confirmed.headers.get('x-confirmation-email'), 'sent');
      assert.equal(asked.status, 202, asked.text);
      assert.equal(asked.headers.get('x-confirmation-email'), 'sent');
      assert.equal(mails(), 1);
    },
  );

  it(
    'the page’s request while the first send fails: it waits, then sends it',
    { timeout: 15_000 },
    async () => {
      const [confirmed, asked] = await pageAsksWhileASends(true);
      assert.equal(confirmed.headers.get('x-confirmation-email'), 'failed');
      assert.equal(asked.status, 202, asked.text);
      assert.equal(asked.headers.get('x-confirmation-email'), 'sent');
      assert.equal(mails(), 1);
    },
  );

  type Asked = { kind: 'confirm' | 'missing'; sendFails: boolean };
  const asked = fc.record<Asked>({
    kind: fc.constantFrom('confirm', 'missing'),
    sendFails: fc.nat({ max: 3 }).map((n) => n === 0),
  });

  it(
    'confirmations and the page’s requests on instances over one store, in any order, sends failing: at most one e-mail, one after the page’s last request, none said sent that did not go',
    { timeout: 120_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.scheduler(), asked, fc.array(asked, { maxLength: 3 }), async (s, first, more) => {
          setup = new Setup();
          catalogue = await setUpEvent(setup);
          const store = memoryStore({ now: setup.clock.now });
          const events = { pids: [catalogue.event] };
          // The hourly e-mail budget is not what this is about: enough for every request.
          const caps = { emailsPerBooking: 20 };
          setup.useGateway({ events, store, caps });
          const { booking, session } = await startBookingWithTicket(setup, catalogue);
          const requests = [{ ...first, kind: 'confirm' as const }, ...more];
          // Each request on an instance of its own over one store, the service's answers in the
          // scheduler's order.
          const answers = await s.waitFor(
            Promise.all(
              requests.map((request, index) => {
                const fetch = async (upstream: Request): Promise<Response> => {
                  const path = new URL(upstream.url).pathname;
                  await s.schedule(Promise.resolve(), `${index} ${request.kind} ${upstream.method} ${path}`);
                  if (request.sendFails && path.endsWith('/email/send')) throw new TypeError('fetch failed');
                  return setup.upstreamFetch(upstream);
                };
                const gateway: Gateway = setup.useGateway({ events, store, caps, upstream: { fetch } });
                setup.gateway = gateway;
                return request.kind === 'confirm'
                  ? confirm(booking, session)
                  : sendEmail(booking, session, MISSING);
              }),
            ),
          );
          const sent = mails();
          assert.ok(sent <= 1, `${sent} e-mails\n${String(s)}`);
          if (answers.some((answer) => answer.headers.get('x-confirmation-email') === 'sent'))
            assert.equal(sent, 1, `said sent, none went\n${String(s)}`);
          // The page's own request once it knows the booking confirmed: one e-mail, whatever came before.
          setup.useGateway({ events, store, caps });
          const last = await sendEmail(booking, session, MISSING);
          assert.equal(last.status, 202, last.text);
          assert.equal(last.headers.get('x-confirmation-email'), 'sent');
          assert.equal(mails(), 1, String(s));
        }),
        { numRuns: 30 },
      );
    },
  );
});
