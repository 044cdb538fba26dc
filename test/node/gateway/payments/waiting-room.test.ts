/**
 * A sale with a waiting room and payments: the booking is confirmed in the payment flow (the
 * provider's notification), not by the buyer's PATCH, and the buyer's place must go to the next
 * one in line at once, not when the hold lapses.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PaymentView } from '../../../../src/gateway/index';
import { PaymentSetup } from './harness';

class RoomSetup extends PaymentSetup {
  override restart(): void {
    this.useGateway({
      events: { pids: [this.theatre.event] },
      payments: this.paying.provider,
      store: this.store,
      waitingRoom: { maxActive: 1 },
    });
  }
}

describe('gateway: payments in a sale with a waiting room', () => {
  it('admits the next buyer as soon as the payment confirmed the booking', async () => {
    const setup = await new RoomSetup().start('test');
    const { booking, session } = await setup.bookTwo();
    const joined = await setup.visit('POST', `/queue/${setup.theatre.event}`, {
      headers: { 'x-test-address': '198.51.100.2' },
    });
    assert.equal(joined.status, 200, joined.text);
    assert.equal((joined.body as { state: string }).state, 'waiting');

    const started = (await setup.pay(booking, session)).body as PaymentView;
    await setup.paying.page(started, 'pay');
    await setup.paying.delivered();
    assert.equal(((await setup.status(booking, session)).body as PaymentView).state, 'confirmed');

    const poll = await setup.visit('GET', `/queue/${setup.theatre.event}`, { session: joined.session });
    assert.equal((poll.body as { state: string }).state, 'admitted', poll.text);
  });
});
