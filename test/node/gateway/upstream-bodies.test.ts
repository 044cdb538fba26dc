/**
 * The service's answers the gateway relays keep their bodies until they are read. An answer of
 * Node's `fetch` (undici) cancels its body once its `Response` object is garbage-collected, even
 * when another `Response` was made from that body: a relayed answer read after a collection (a
 * keyed write's answer is read for its idempotency record after a few store round trips) then
 * failed with `TypeError: Body is unusable` and the visitor got 500 `internal_error`, although
 * the service had carried the write out.
 *
 * The mock's answers are handed to the gateway as `Response.clone()` makes them: objects of
 * Node's own `Response` that, like those of its `fetch`, cancel their body when collected. The
 * garbage is collected while the booking create's answer waits to be read.
 */
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { memoryStore, type GatewayStore } from '../../../src/gateway/index';
import { ANNA, pidOf, setUpEvent } from './fixtures';
import { Setup } from './harness';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Lets the finalizers of collected objects run (they are queued as tasks after a collection). */
async function collect(): Promise<void> {
  collectGarbage();
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * The mock's answer as Node's `fetch` hands an HTTP answer over: its body a stream (an empty one
 * when the service sent none), in a `Response` that cancels the stream once it is collected
 * (`Response.clone()` makes one of Node's own).
 */
async function asFetched(answer: Response): Promise<Response> {
  const bodiless = [101, 204, 205, 304].includes(answer.status);
  const init = { status: answer.status, statusText: answer.statusText, headers: answer.headers };
  return new Response(bodiless ? null : await answer.arrayBuffer(), init).clone();
}

/** `store`, collecting garbage when a session's lock is let go (`armed`); a delegating spy. */
function collecting(store: GatewayStore, armed: () => boolean): GatewayStore {
  return new Proxy(store, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (property === 'delete') {
        return async (key: string) => {
          await target.delete(key);
          if (armed() && key.startsWith('lock:session:')) await collect();
        };
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe('relayed answers of the service', () => {
  let setup: Setup;
  let armed: boolean;
  let reported: unknown[];

  beforeEach(async () => {
    setup = new Setup();
    const catalogue = await setUpEvent(setup);
    armed = false;
    reported = [];
    setup.useGateway({
      events: { pids: [catalogue.event] },
      store: collecting(memoryStore(), () => armed),
      upstream: { fetch: async (request) => asFetched(await setup.upstreamFetch(request)) },
      onError: (error, { kind }) => void (kind === 'internal' && reported.push(error)),
    });
  });

  it('a keyed booking create answers 201 with its body when garbage is collected before it is read', async () => {
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
    assert.ok(booking.session, 'the booking issues the session’s next token');
    assert.deepEqual(reported, []);
  });
});
