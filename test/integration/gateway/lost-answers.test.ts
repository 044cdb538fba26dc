import assert from 'node:assert/strict';
import { before, describe, it, type TestContext } from 'node:test';
import type { BookingFlow } from '../../../src/booking/types';
import { chooseTickets, demoFlow, useDemoServer } from './demo-server';

/**
 * The widget's flow over real HTTP against `npm run mock` (the gateway in front of the mock),
 * whose faults let a tickets POST land and lose or delay its answer: the buyer ends up holding
 * exactly the tickets asked for, however the answer went missing.
 */
describe('lost answers over HTTP: nothing is booked twice', () => {
  const demo = useDemoServer();
  let festival: string;

  before(() => {
    const events = demo.server.mock.records.list(demo.server.mock.actor('demo'), 'events')
      .items as unknown as {
      pid: string;
      name: string;
    }[];
    festival = events.find((event) => event.name.startsWith('Lago'))!.pid;
  });

  async function choose(timeoutMs: number): Promise<BookingFlow> {
    const flow = await demoFlow(demo.server, festival, { timeoutMs });
    await chooseTickets(flow, 2);
    return flow;
  }

  const ticketsOf = (booking: number) =>
    (
      demo.server.mock.records.get(demo.server.mock.actor('demo'), 'bookings', booking, [
        'tickets',
      ]) as unknown as {
        tickets: unknown[];
      }
    ).tickets.length;

  it('holds 2 tickets when the service carried the POST out and the answer was lost', async () => {
    const flow = await choose(5_000);
    demo.server.mock.faults.add({
      method: 'POST',
      path: '/tickets',
      networkError: true,
      landed: true,
      count: 1,
    });
    await flow.reserve();
    assert.equal(flow.state.error, null, JSON.stringify(flow.state.error));
    assert.equal(flow.state.reservation?.tickets.length, 2);
    assert.equal(ticketsOf(flow.state.reservation!.booking), 2);
    flow.dispose();
  });

  /**
   * Resolves once the mock has carried out the request it delayed (`fault-gate.ts` journals the
   * delay before the route runs, the pipeline journals each request once answered).
   */
  function delayedRequestDone(t: TestContext, method: string, path: string): Promise<void> {
    const journal = demo.server.mock.journal;
    const record = journal.record.bind(journal);
    return new Promise((resolve) => {
      let delayed = false;
      t.mock.method(journal, 'record', (entry: Parameters<typeof record>[0]) => {
        const recorded = record(entry);
        if (entry.method === method && entry.path?.startsWith(path)) {
          if (/ delayed by /.test(entry.message)) delayed = true;
          else if (delayed) resolve();
        }
        return recorded;
      });
    });
  }

  it('holds 2 tickets, not 4, when the POST commits after the widget’s timeout and the buyer retries', async (t) => {
    const flow = await choose(600);
    const delayedDone = delayedRequestDone(t, 'POST', '/tickets');
    // The service is slow: it writes 1.2 s after the request, when the widget has given up and
    // its reconciling read has found nothing yet.
    demo.server.mock.faults.add({ method: 'POST', path: '/tickets', delayMs: 1_200, count: 1 });
    await flow.reserve();
    assert.equal(flow.state.error?.code, 'timeout', 'the buyer is told it did not go through');
    await flow.retry();
    assert.equal(flow.state.error, null, JSON.stringify(flow.state.error));
    assert.equal(flow.state.reservation?.tickets.length, 2);
    await delayedDone;
    assert.equal(ticketsOf(flow.state.reservation!.booking), 2, 'exactly the tickets asked for');
    flow.dispose();
  });
});
