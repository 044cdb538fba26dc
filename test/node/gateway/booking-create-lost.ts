import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import type { GatewayStore } from '../../../src/gateway/index';
import { ANNA, pidOf, setUpEvent, type Catalogue } from './fixtures';
import { Setup } from './harness';

const TIMEOUT_MS = 300;
/** Longer than a pending record is taken for its instance still writing (4 × timeout + 10 s). */
const PAST_PENDING_MS = 4 * TIMEOUT_MS + 10_000 + 1_000;

/**
 * `store` as an instance that stops (SIGKILL) once the service made a booking and the instance
 * stored the session's next token: its record of the answer is never written, and its visitor
 * never hears the answer. `stopped` resolves when it has stopped.
 */
function dyingAfterRenewal(store: GatewayStore) {
  let renewed = false;
  let stop!: () => void;
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  const dying = new Proxy(store, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (property === 'set') {
        return async (key: string, record: string, ...rest: unknown[]) => {
          if (renewed && key.startsWith('idem:') && record.includes('"state":"done"')) {
            stop();
            return new Promise<never>(() => undefined);
          }
          const set = target.set as (...args: unknown[]) => Promise<unknown>;
          const result = await set.call(target, key, record, ...rest);
          if (key.startsWith('generation:')) renewed = true;
          return result;
        };
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { dying, stopped };
}

/**
 * `store` as an instance that stops at its first write of an idempotency record that names the
 * booking the service just made: the service made it, the instance never records it (the write
 * never completes; the gateway's store timeout then fails the request, which leaves the create's
 * outcome to be read from the customer it was for). `stopped` resolves when it has stopped. The
 * same with a real SIGKILL: test/integration/gateway/killed-writes.test.ts.
 */
function dyingAfterCreate(store: GatewayStore) {
  let stop!: () => void;
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  const dying = new Proxy(store, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (property === 'set') {
        return async (key: string, record: string, ...rest: unknown[]) => {
          if (key.startsWith('idem:') && record.includes('"kind":"booking"')) {
            stop();
            return new Promise<never>(() => undefined);
          }
          const set = target.set as (...args: unknown[]) => Promise<unknown>;
          return set.call(target, key, record, ...rest);
        };
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { dying, stopped };
}

/**
 * A keyed booking create on one instance that stops once the service made the booking, and its
 * repeat on another instance; `stores` gives the two instances' stores (one shared state).
 */
export function lostBookingCreateSuite(name: string, stores: () => GatewayStore[]) {
  describe(`a keyed booking create whose instance stopped before it answered (${name})`, () => {
    let setup: Setup;
    let catalogue: Catalogue;

    beforeEach(async () => {
      setup = new Setup();
      catalogue = await setUpEvent(setup);
    });

    /**
     * Two instances on `instanceStores`, the first one serving: Anna's person made there, and her
     * booking create under `key`, not yet sent.
     */
    async function annaCreating(instanceStores: [GatewayStore, GatewayStore], key: string) {
      const [first, second] = setup.useInstances(
        { events: { pids: [catalogue.event] }, upstream: { timeoutMs: TIMEOUT_MS } },
        instanceStores,
      );
      setup.gateway = first!;
      const person = await setup.visit('POST', '/persons/', { body: ANNA });
      const create = {
        body: { customer: pidOf(person) },
        session: person.session,
        headers: { 'Idempotency-Key': key },
      };
      return { person, create, second: second! };
    }

    /**
     * Anna's booking create under `key` sent to an instance whose store `stopping` makes stop
     * partway, once it has stopped; the repeat goes to the second instance.
     */
    async function annaCreateStopped(
      stopping: (store: GatewayStore) => { dying: GatewayStore; stopped: Promise<unknown> },
      key: string,
    ) {
      const [one, two = one] = stores();
      const { dying, stopped } = stopping(one!);
      const creating = await annaCreating([dying, two!], key);
      assert.equal(creating.person.status, 201, creating.person.text);
      void setup.visit('POST', '/bookings/', creating.create);
      await stopped;
      return creating;
    }

    it('answers its repeat on another instance with the booking made, and its renewed token writes', async () => {
      const { create, second } = await annaCreateStopped(
        dyingAfterRenewal,
        'e1c7a0f4-5b7e-4f0c-9d55-0b6f3c1d2a11',
      );

      setup.clock.advance(PAST_PENDING_MS);
      setup.gateway = second;
      const repeat = await setup.visit('POST', '/bookings/', create);

      const creates = setup.calls.filter((call) => call.method === 'POST' && call.path === '/bookings/');
      assert.equal(creates.length, 1, 'the service made one booking');
      assert.equal(repeat.status, 201, repeat.text);
      assert.ok(repeat.session, 'the repeat carries the session token the booking issued');
      const booking = pidOf(repeat);
      const read = await setup.visit('GET', `/bookings/${booking}`, { session: repeat.session });
      assert.equal(read.status, 200, read.text);
      const ticket = await setup.visit('POST', '/tickets/', {
        session: repeat.session,
        body: { booking, show: catalogue.shows[0], price: catalogue.adult, sector: catalogue.parkett },
      });
      assert.equal(ticket.status, 201, ticket.text);

      // The outcome is recorded: a further repeat replays it and makes nothing more.
      const again = await setup.visit('POST', '/bookings/', create);
      assert.equal(again.status, 201, again.text);
      assert.equal(pidOf(again), booking);
      assert.equal(again.headers.get('idempotency-replayed'), 'true');
      assert.equal(
        setup.calls.filter((call) => call.method === 'POST' && call.path === '/bookings/').length,
        1,
      );
    });
    it('answers its repeat with the booking made when the instance stopped before it recorded the booking', async () => {
      const { person, create, second } = await annaCreateStopped(
        dyingAfterCreate,
        '7d2e4b1a-0c9f-4e3d-8a6b-2f1e0d9c8b77',
      );

      setup.clock.advance(PAST_PENDING_MS);
      setup.gateway = second;
      const repeat = await setup.visit('POST', '/bookings/', create);
      const creates = () => setup.calls.filter((c) => c.method === 'POST' && c.path === '/bookings/');
      assert.equal(creates().length, 1, 'the service made one booking');
      assert.equal(repeat.status, 201, repeat.text);
      const booking = pidOf(repeat);
      const ticket = await setup.visit('POST', '/tickets/', {
        session: repeat.session,
        body: { booking, show: catalogue.shows[0], price: catalogue.adult, sector: catalogue.parkett },
      });
      assert.equal(ticket.status, 201, ticket.text);
      const stale = await setup.visit('POST', '/persons/', { session: person.session, body: ANNA });
      assert.equal(stale.status, 403, 'the token the booking superseded may no longer write');
    });

    it('answers 409 idempotency_outcome_unknown, creating nothing, when the customer has two bookings the session never heard of', async () => {
      const { create, second } = await annaCreateStopped(
        dyingAfterCreate,
        '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
      );
      // The stopped instance's request fails at its store timeout and lets the session's lock go;
      // a create under another key makes a second booking whose answer the page that repeats the
      // first key never had.
      setup.clock.advance(PAST_PENDING_MS);
      setup.gateway = second;
      const other = await setup.visit('POST', '/bookings/', {
        ...create,
        headers: { 'Idempotency-Key': '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9' },
      });
      assert.equal(other.status, 201, other.text);
      const repeat = await setup.visit('POST', '/bookings/', create);
      assert.equal(repeat.status, 409, repeat.text);
      assert.equal((repeat.body as { code?: string }).code, 'idempotency_outcome_unknown');
      const creates = setup.calls.filter((c) => c.method === 'POST' && c.path === '/bookings/');
      assert.equal(creates.length, 2, 'nothing created by the repeat');
    });

    it('answers its repeat with the booking made when the store failed after the booking', async () => {
      const [one, two = one] = stores();
      let renewed = false;
      let failed = 0;
      const failing = new Proxy(one!, {
        get(target, property) {
          const value: unknown = Reflect.get(target, property, target);
          if (property === 'set') {
            return async (key: string, ...rest: unknown[]) => {
              if (renewed && failed === 0 && key.startsWith('booking-state:')) {
                failed += 1;
                throw new Error('connection lost');
              }
              const set = target.set as (...args: unknown[]) => Promise<unknown>;
              const result = await set.call(target, key, ...rest);
              if (key.startsWith('generation:')) renewed = true;
              return result;
            };
          }
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
      const { create, second } = await annaCreating([failing, two!], '3f0d9b52-8a7c-4c1e-b6a2-5e9d7f1c0b33');
      const lost = await setup.visit('POST', '/bookings/', create);
      assert.equal(lost.status, 503, lost.text);
      assert.equal(failed, 1);

      setup.gateway = second;
      const repeat = await setup.visit('POST', '/bookings/', create);
      const creates = setup.calls.filter((call) => call.method === 'POST' && call.path === '/bookings/');
      assert.equal(creates.length, 1, 'the service made one booking');
      assert.equal(repeat.status, 201, repeat.text);
      const booking = pidOf(repeat);
      const read = await setup.visit('GET', `/bookings/${booking}`, { session: repeat.session });
      assert.equal(read.status, 200, read.text);
    });
  });
}
