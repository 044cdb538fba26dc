/**
 * `npm run mock` for a suite: the HTTP server with the demo seed and the gateway under
 * `/widget-api/`, started before the suite and closed after it, and the widget's booking flow
 * against that gateway with the buyer's first choices made.
 */
import { after, before } from 'node:test';
import { startServer, type RunningServer } from '../../../mock-server/serve';
import { createBookingFlow } from '../../../src/booking/index';
import type { BookingFlow, BookingFlowOptions } from '../../../src/booking/types';
import { MemoryStorage } from '../../fixtures/memory-storage';

/** Starts the server (demo seed) before the suite and closes it after; read `server` in tests. */
export function useDemoServer(): { readonly server: RunningServer } {
  const holder = {} as { server: RunningServer };
  before(async () => {
    holder.server = await startServer({ port: 0, seed: 'demo' });
  });
  after(() => holder.server.close());
  return holder;
}

/** The widget's flow for `event` through the server's gateway, on the service's clock, started. */
export async function demoFlow(
  server: RunningServer,
  event: string,
  options: Partial<BookingFlowOptions> = {},
): Promise<BookingFlow> {
  const flow = createBookingFlow({
    event,
    apiBase: server.gateway!.url,
    storage: new MemoryStorage(),
    now: () => server.mock.clock.now(),
    schedule: () => () => undefined,
    lang: 'de',
    ...options,
  });
  await flow.start();
  return flow;
}

/** Picks the first show not sold out and `count` tickets of the first sector with room for them. */
export async function chooseTickets(flow: BookingFlow, count: number): Promise<void> {
  const show = flow.state.shows.find((s) => s.availability !== 'soldOut')!;
  await flow.selectShow(show.pid);
  const sector = flow.state.catalogue!.sectors.find((s) => (s.available ?? 0) >= count)!;
  flow.setQuantity(sector.pid, sector.prices[0]!.pid, count);
}
