/**
 * The gateway's relayed answers over real HTTP, with Node's own `fetch` to the mock's HTTP
 * server: an answer of `fetch` cancels its body once its `Response` object is garbage-collected,
 * and a keyed booking create's answer, read for its idempotency record after a few store round
 * trips, must still have its body then (see test/node/gateway/upstream-bodies.test.ts).
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { serve, type ServerType } from '@hono/node-server';
import { memoryStore } from '../../../src/gateway/index';
import { collecting, keyedBookingCreate } from '../../node/gateway/collecting-store';
import { pidOf, setUpEvent } from '../../node/gateway/fixtures';
import { Setup } from '../../node/gateway/harness';

/** As a store over the network would: the event loop turns, and the service's answer (its empty body included) has arrived in full. */
const networkTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 50));

describe('relayed answers of the service over HTTP', () => {
  const setup = new Setup();
  let server: ServerType;
  let armed = false;
  const reported: unknown[] = [];

  before(async () => {
    const catalogue = await setUpEvent(setup);
    const port = await new Promise<number>((resolve) => {
      server = serve(
        { fetch: setup.app.fetch, port: 0, hostname: '127.0.0.1', overrideGlobalObjects: false },
        (info: AddressInfo) => resolve(info.port),
      );
    });
    setup.useGateway({
      events: { pids: [catalogue.event] },
      store: collecting(memoryStore(), () => armed, networkTurn),
      upstream: { baseUrl: `http://127.0.0.1:${port}/api`, fetch: (request) => fetch(request) },
      onError: (error, { kind }) => void (kind === 'internal' && reported.push(error)),
    });
  });

  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('a keyed booking create answers 201 when garbage is collected before its answer is read', async () => {
    const { person, booking } = await keyedBookingCreate(setup, () => (armed = true));
    assert.equal(person.status, 201, person.text);
    assert.equal(booking.status, 201, `${booking.text} ${String(reported[0])}`);
    assert.match(pidOf(booking), /^\d+$/);
    assert.deepEqual(reported, []);
  });
});
