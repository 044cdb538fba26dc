import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startServer, type RunningServer } from '../../../mock-server/serve';
import { createBookingFlow } from '../../../src/booking/index';
import type { BookingFlow } from '../../../src/booking/types';
import { MemoryStorage } from '../booking/support';

/**
 * The widget's flow over real HTTP against `npm run mock` (the gateway in front of the mock),
 * whose faults let a tickets POST land and lose or delay its answer: the buyer ends up holding
 * exactly the tickets asked for, however the answer went missing.
 */
describe('lost answers over HTTP: nothing is booked twice', () => {
  let server: RunningServer;
  let festival: string;

  before(async () => {
    server = await startServer({ port: 0, seed: 'demo' });
    const events = server.mock.records.list(server.mock.actor('demo'), 'events').items as unknown as {
      pid: string;
      name: string;
    }[];
    festival = events.find((event) => event.name.startsWith('Lago'))!.pid;
  });
  after(() => server.close());

  async function choose(timeoutMs: number): Promise<BookingFlow> {
    const flow = createBookingFlow({
      event: festival,
      apiBase: server.gateway!.url,
      storage: new MemoryStorage(),
      timeoutMs,
      now: () => server.mock.clock.now(),
      schedule: () => () => undefined,
      lang: 'de',
    });
    await flow.start();
    const show = flow.state.shows.find((s) => s.availability !== 'soldOut')!;
    await flow.selectShow(show.pid);
    const sector = flow.state.catalogue!.sectors.find((s) => (s.available ?? 0) >= 2)!;
    flow.setQuantity(sector.pid, sector.prices[0]!.pid, 2);
    return flow;
  }

  const ticketsOf = (booking: number) =>
    (
      server.mock.records.get(server.mock.actor('demo'), 'bookings', booking, ['tickets']) as unknown as {
        tickets: unknown[];
      }
    ).tickets.length;

  it('holds 2 tickets when the service carried the POST out and the answer was lost', async () => {
    const flow = await choose(5_000);
    server.mock.faults.add({ method: 'POST', path: '/tickets', networkError: true, landed: true, count: 1 });
    await flow.reserve();
    assert.equal(flow.state.error, null, JSON.stringify(flow.state.error));
    assert.equal(flow.state.reservation?.tickets.length, 2);
    assert.equal(ticketsOf(flow.state.reservation!.booking), 2);
    flow.dispose();
  });

  it('holds 2 tickets, not 4, when the POST commits after the widget’s timeout and the buyer retries', async () => {
    const flow = await choose(600);
    // The service is slow: it writes 1.2 s after the request, when the widget has given up and
    // its reconciling read has found nothing yet.
    server.mock.faults.add({ method: 'POST', path: '/tickets', delayMs: 1_200, count: 1 });
    await flow.reserve();
    assert.equal(flow.state.error?.code, 'timeout', 'the buyer is told it did not go through');
    await flow.retry();
    assert.equal(flow.state.error, null, JSON.stringify(flow.state.error));
    assert.equal(flow.state.reservation?.tickets.length, 2);
    await new Promise((resolve) => setTimeout(resolve, 800));
    assert.equal(ticketsOf(flow.state.reservation!.booking), 2, 'exactly the tickets asked for');
    flow.dispose();
  });
});
