import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { PaymentView } from '../../../../src/gateway/index';
import { PaymentSetup } from './harness';

const view = (reply: { body: unknown }) => reply.body as PaymentView;

for (const kind of ['test', 'stripe', 'stripe-element'] as const) {
  describe(`payments: the provider's word does not match (${kind} provider)`, () => {
    // Stripe keeps a Checkout Session open when the buyer goes back from it (the gateway then
    // offers the same one again), so two payments of one booking need the test provider's
    // "cancel", which ends its payment and still lets its page be paid late.
    test(
      'a cancelled payment paid late, after another payment confirmed the booking, is refunded (paid twice)',
      {
        skip:
          (kind === 'stripe' && 'a cancelled Checkout Session stays open: the next try reuses it') ||
          (kind === 'stripe-element' &&
            'a PaymentIntent the buyer gave up on stays open: the next try reuses it'),
      },
      async () => {
        const setup = await new PaymentSetup().start(kind);
        const { booking, session } = await setup.bookTwo();
        const first = view(await setup.pay(booking, session));
        assert.equal((await setup.paying.page(first, 'cancel')).status, 303);
        await setup.paying.delivered();
        const second = view(await setup.pay(booking, session));
        assert.notEqual(second.attempt, first.attempt, 'a cancelled payment is not reused');
        await setup.paying.page(second, 'pay');
        await setup.paying.delivered();
        assert.equal(view(await setup.status(booking, session)).state, 'confirmed');
        // The first payment's page, still open in another tab, is paid after all.
        await setup.paying.page(first, 'pay');
        await setup.paying.delivered();
        assert.equal(setup.paying.refunded(first), first.amount, 'the second payment is given back in full');
        assert.equal(setup.paying.refunded(second), 0);
        assert.equal((await setup.serviceBooking(booking)).confirmation, true);
        assert.equal(setup.mails(booking), 1, 'one e-mail');
      },
    );

    test('a payment the provider reports for another amount never confirms: it is refunded (amount mismatch)', async () => {
      const setup = await new PaymentSetup().start(kind);
      const { booking, session } = await setup.bookTwo();
      const started = view(await setup.pay(booking, session));
      setup.paying.misreport(started, started.amount - 100);
      await setup.paying.page(started, 'pay');
      await setup.paying.delivered();
      const status = view(await setup.status(booking, session));
      assert.equal(status.state, 'refunded');
      assert.equal(status.reason, 'amount_mismatch');
      assert.equal(setup.paying.refunded(started), started.amount - 100, 'what was paid is given back');
      const held = await setup.serviceBooking(booking);
      assert.equal(held.confirmation, false);
      assert.equal(held.tickets.length, 2, 'the tickets stay held: the buyer may pay again');
      assert.equal(setup.mails(booking), 0);
    });
  });
}
