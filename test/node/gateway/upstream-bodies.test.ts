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
import { memoryStore } from '../../../src/gateway/index';
import { collecting, keyedBookingCreate } from './collecting-store';
import { pidOf, setUpEvent } from './fixtures';
import { Setup } from './harness';

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
    const { person, booking } = await keyedBookingCreate(setup, () => (armed = true));
    assert.equal(person.status, 201, person.text);
    assert.equal(booking.status, 201, `${booking.text} ${String(reported[0])}`);
    assert.match(pidOf(booking), /^\d+$/);
    assert.ok(booking.session, 'the booking issues the session’s next token');
    assert.deepEqual(reported, []);
  });
});
