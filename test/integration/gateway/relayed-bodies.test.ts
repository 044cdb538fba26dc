/**
 * The gateway's relayed answers over real HTTP, with Node's own `fetch` to the mock's HTTP
 * server: an answer of `fetch` cancels its body once its `Response` object is garbage-collected,
 * and a keyed booking create's answer, read for its idempotency record after a few store round
 * trips, must still have its body then (see test/node/gateway/upstream-bodies.test.ts).
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { serve, type ServerType } from '@hono/node-server';
import { memoryStore, type GatewayStore } from '../../../src/gateway/index';
import { ANNA, pidOf, setUpEvent } from '../../node/gateway/fixtures';
import { Setup } from '../../node/gateway/harness';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** `store`, collecting garbage when a session's lock is let go (`armed`); a delegating spy. */
function collecting(store: GatewayStore, armed: () => boolean): GatewayStore {
  return new Proxy(store, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (property === 'delete') {
        return async (key: string) => {
          await target.delete(key);
          if (!armed() || !key.startsWith('lock:session:')) return;
          // As a store over the network would: the event loop turns, and the service's answer
          // (its empty body included) has arrived in full.
          await new Promise((resolve) => setTimeout(resolve, 50));
          collectGarbage();
          for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
        };
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

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
      store: collecting(memoryStore(), () => armed),
      upstream: { baseUrl: `http://127.0.0.1:${port}/api`, fetch: (request) => fetch(request) },
      onError: (error, { kind }) => void (kind === 'internal' && reported.push(error)),
    });
  });

  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('a keyed booking create answers 201 when garbage is collected before its answer is read', async () => {
    const person = await setup.visit('POST', '/persons/', { body: ANNA });
    assert.equal(person.status, 201, person.text);
    armed = true;
    const booking = await setup.visit('POST', '/bookings/', {
      body: { customer: pidOf(person) },
      session: person.session,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    assert.equal(booking.status, 201, `${booking.text} ${String(reported[0])}`);
    assert.match(pidOf(booking), /^\d+$/);
    assert.deepEqual(reported, []);
  });
});
