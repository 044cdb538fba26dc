import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import type { GatewayStore } from '../../../src/gateway/index';
import { ANNA, setUpEvent, startBooking, type Catalogue } from './fixtures';
import { Setup, type Reply } from './harness';

const code = (reply: Reply) => (reply.body as { code?: string } | undefined)?.code;

/** `store`, telling `onRead` of every record it reads (a delegating spy; it changes nothing). */
function watched(store: GatewayStore, onRead: (key: string, value: string | null) => void): GatewayStore {
  return new Proxy(store, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (property === 'get') {
        return async (key: string) => {
          const read = await target.get(key);
          onRead(key, read);
          return read;
        };
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Idempotent writes through the gateway in front of the in-process mock, whose faults carry a
 * write out and then lose or delay its answer; in one instance, and in two sharing one Redis.
 */
export function idempotencySuite(name: string, stores: () => GatewayStore[]) {
  describe(`idempotent writes (${name})`, () => {
    let setup: Setup;
    let catalogue: Catalogue;
    let visitor: { booking: string; session: string };
    let reads: ((key: string, value: string | null) => void)[];

    beforeEach(async () => {
      setup = new Setup();
      catalogue = await setUpEvent(setup);
      reads = [];
      const onRead = (key: string, value: string | null) => reads.forEach((read) => read(key, value));
      setup.useInstances(
        { events: { pids: [catalogue.event] }, upstream: { timeoutMs: 300 } },
        stores().map((store) => watched(store, onRead)),
      );
      visitor = await startBooking(setup);
    });

    const two = () =>
      Array.from({ length: 2 }, () => ({
        booking: visitor.booking,
        show: catalogue.shows[0],
        price: catalogue.adult,
        sector: catalogue.parkett,
      }));
    const reserve = (key: string, body: unknown = two()) =>
      setup.visit('POST', '/tickets/', {
        session: visitor.session,
        body,
        headers: { 'Idempotency-Key': key },
      });
    const fault = (body: object) =>
      setup.admin('faults', { method: 'POST', path: '/tickets', count: 1, ...body });
    const postsOfTickets = () =>
      setup.calls.filter((c) => c.method === 'POST' && c.path === '/tickets/').length;

    /**
     * Repeats the request with `key` while the mock still holds the first one (its fault's delay),
     * lets the first go on once the repeat has found it pending, and answers the repeat.
     */
    async function retryWhileHeld(key: string): Promise<Reply> {
      const first = await setup.delays.next();
      const foundPending = new Promise<void>((resolve) =>
        reads.push((name, value) => {
          if (name.includes(key) && value?.includes('"state":"pending"')) resolve();
        }),
      );
      const retry = reserve(key);
      await foundPending;
      first.release();
      return retry;
    }

    async function held(): Promise<number> {
      const response = await setup.backOffice('GET', `/tickets/?filters[booking]=${visitor.booking}`);
      return ((await response.json()) as unknown[]).length;
    }

    it('replays a repeated key from its record, sending nothing to the service', async () => {
      const first = await reserve('key-1');
      assert.equal(first.status, 201, first.text);
      assert.equal(first.headers.get('idempotency-replayed'), null);
      const again = await reserve('key-1');
      assert.equal(again.status, 201);
      assert.equal(again.headers.get('idempotency-replayed'), 'true');
      assert.equal(again.headers.get('location'), first.headers.get('location'));
      assert.equal(postsOfTickets(), 1);
      assert.equal(await held(), 2);
      assert.equal((await reserve('key-2')).status, 201, 'a new key is a new request');
      assert.equal(await held(), 4);
    });

    it('dates a replay when it is sent, not when the write was first answered', async () => {
      const first = await reserve('key-date');
      assert.equal(first.status, 201, first.text);
      assert.ok(first.headers.get('date'));
      setup.clock.advance(7 * 60_000);
      const again = await reserve('key-date');
      assert.equal(again.headers.get('idempotency-replayed'), 'true');
      assert.equal(again.headers.get('date'), new Date(setup.clock.now()).toUTCString());
      assert.notEqual(again.headers.get('date'), first.headers.get('date'));
    });

    it('replays a refusal too, and the session token of a created person', async () => {
      const person = await setup.visit('POST', '/persons/', {
        body: ANNA,
        headers: { 'Idempotency-Key': 'p-1' },
      });
      const again = await setup.visit('POST', '/persons/', {
        body: ANNA,
        headers: { 'Idempotency-Key': 'p-1' },
      });
      assert.equal(again.status, 201);
      assert.equal(again.headers.get('location'), person.headers.get('location'));
      assert.equal(again.session, person.session, 'the same session');
      const eleven = Array.from({ length: 11 }, () => two()[0]);
      const refused = await reserve('k-11', eleven);
      assert.equal(code(refused), 'ticket_limit_reached');
      const replayed = await reserve('k-11', eleven);
      assert.equal(code(replayed), 'ticket_limit_reached');
      assert.equal(replayed.headers.get('idempotency-replayed'), 'true');
    });

    it('answers 422 to a key reused with another body, and 400 to a malformed key', async () => {
      assert.equal((await reserve('same')).status, 201);
      const other = await reserve('same', two().slice(0, 1));
      assert.equal(other.status, 422, other.text);
      assert.equal(code(other), 'idempotency_key_reused');
      const bad = await reserve('has space');
      assert.equal(bad.status, 400);
      assert.equal(code(bad), 'idempotency_key_invalid');
      assert.equal(await held(), 2);
    });

    it('answers a write that landed but whose answer was lost, on its retry, without booking twice', async () => {
      await fault({ networkError: true, landed: true });
      const lost = await reserve('lost-1');
      assert.equal(lost.status, 502, lost.text);
      assert.equal(await held(), 2, 'it landed');
      const retry = await reserve('lost-1');
      assert.equal(retry.status, 201, retry.text);
      assert.equal(retry.headers.get('idempotency-replayed'), 'true');
      assert.equal(await held(), 2, 'exactly the tickets asked for');
      assert.equal(postsOfTickets(), 1, 'never sent again');
    });

    it(
      'answers the retry of a write the service carried out after the gateway’s timeout',
      { timeout: 20_000 },
      async () => {
        // The service carries the write out and holds its answer until the repeat has come.
        await fault({ delayMs: 900, landed: true });
        const late = await reserve('late-1');
        assert.equal(late.status, 504, late.text);
        assert.equal(code(late), 'upstream_timeout');
        const retry = await retryWhileHeld('late-1');
        assert.equal(retry.status, 201, retry.text);
        assert.equal(retry.headers.get('idempotency-replayed'), 'true');
        assert.equal(await held(), 2);
        assert.equal(postsOfTickets(), 1);
      },
    );

    it(
      'waits for a request it gave up on to settle before reading, whatever that request did',
      { timeout: 20_000 },
      async () => {
        // The service is slow before it writes: the retry comes while the first is still running.
        await fault({ delayMs: 900 });
        const late = await reserve('slow-1');
        assert.equal(late.status, 504, late.text);
        const retry = await retryWhileHeld('slow-1');
        assert.equal(retry.status, 201, retry.text);
        // Whatever the first request was still to do at the service is done now.
        await setup.settled();
        assert.equal(await held(), 2, 'exactly the tickets asked for');
      },
    );

    it('sends a write again when the read shows it did not land', async () => {
      await fault({ networkError: true });
      assert.equal((await reserve('dropped-1')).status, 502);
      assert.equal(await held(), 0);
      const retry = await reserve('dropped-1');
      assert.equal(retry.status, 201, retry.text);
      assert.equal(retry.headers.get('idempotency-replayed'), null);
      assert.equal(await held(), 2);
    });

    it('confirms once and sends one e-mail when the confirmation’s answer was lost', async () => {
      assert.equal((await reserve('t')).status, 201);
      await setup.admin('faults', {
        method: 'PATCH',
        path: '/bookings/*',
        networkError: true,
        landed: true,
        count: 1,
      });
      const confirm = () =>
        setup.visit('PATCH', `/bookings/${visitor.booking}`, {
          session: visitor.session,
          body: { confirmation: true },
          headers: { 'Idempotency-Key': 'confirm-1' },
        });
      assert.equal((await confirm()).status, 502);
      const retry = await confirm();
      assert.equal(retry.status, 204, retry.text);
      assert.equal(retry.headers.get('x-confirmation-email'), 'sent');
      assert.equal((await confirm()).headers.get('idempotency-replayed'), 'true');
      assert.equal(setup.mock.outbox.list().length, 1, 'one e-mail');
    });
  });
}
