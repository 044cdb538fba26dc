import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import type { PaymentView } from '../../../../src/gateway/index';
import { PaymentSetup } from './harness';

type Report = 'return' | 'notification' | 'restart';

const view = (reply: { body: unknown }) => reply.body as PaymentView;

describe('settling a payment', () => {
  for (const kind of ['test', 'stripe', 'stripe-element'] as const) {
    test(`confirms once and sends one e-mail whatever reports arrive, in any order and at once (${kind})`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.array(fc.constantFrom<Report>('return', 'notification', 'restart'), {
              minLength: 1,
              maxLength: 4,
            }),
            {
              minLength: 1,
              maxLength: 3,
            },
          ),
          async (waves) => {
            const setup = await new PaymentSetup().start(kind);
            const { booking, session } = await setup.bookTwo();
            const started = view(await setup.pay(booking, session));
            setup.paying.mute(true);
            await setup.paying.page(started, 'pay');
            setup.paying.mute(false);
            // Each wave's reports run at once; the waves one after the other.
            for (const wave of waves) {
              await Promise.all(
                wave.map((report) => {
                  if (report === 'return') return setup.status(booking, session);
                  if (report === 'notification') return setup.paying.replay();
                  setup.restart();
                  return undefined;
                }),
              );
            }
            const final = view(await setup.status(booking, session));
            assert.equal(final.state, 'confirmed');
            assert.equal(setup.mails(booking), 1);
            assert.equal(setup.paying.refunded(started), 0);
            assert.equal((await setup.serviceBooking(booking)).confirmation, true);
          },
        ),
        { numRuns: 12 },
      );
    });
  }
});
