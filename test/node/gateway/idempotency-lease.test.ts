/**
 * The claim on an Idempotency-Key while its write is carried out: renewed by the instance while it
 * works, it lapses within seconds once the instance stopped, and the repeat then reads the write's
 * intent, or waits until a request of the stopped instance could no longer land. The instances'
 * shared real-time clock and the renewal timer are the test's; the store is a memory store shared
 * by two instances.
 */
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { createIdempotency, type IdempotentWrite } from '../../../src/gateway/idempotency';
import { memoryStore, type GatewayStore } from '../../../src/gateway/index';
import { GatewayError } from '../../../src/gateway/problem';

const REQUEST = { scope: 'session:s1', key: 'k1', fingerprint: 'POST /tickets/' };
const INTENT = { kind: 'customer' as const, customer: 'C' };

describe('the claim on a key whose instance stopped', () => {
  let store: GatewayStore;
  let wall: number;
  const instance = () =>
    createIdempotency({
      store,
      // The gateway's own clock stands still: only the claims' renewals tell a stopped instance.
      now: () => 0,
      ttlMs: 3_600_000,
      pendingMs: 70_000,
      lock: (_name, fn) => fn(),
      settled: async () => undefined,
      waitMs: 0,
      leaseMs: 5_000,
      beatMs: 1_000,
      landMs: 15_000,
      clock: () => wall,
    });

  beforeEach(() => {
    store = memoryStore();
    wall = 1_000_000;
  });

  /** Instance A claims the key, records its intent and stops there (its write never ends). */
  async function stoppedMidWrite(): Promise<void> {
    let intended!: () => void;
    const recorded = new Promise<void>((resolve) => (intended = resolve));
    void instance().run(REQUEST, {
      async execute(intend) {
        await intend(INTENT);
        intended();
        return new Promise<Response>(() => undefined);
      },
      reconcile: () => assert.fail('the first request reads nothing'),
    });
    await recorded;
  }

  /** The repeat on instance B: what it answers, whether it read the intent, whether it sent again. */
  async function repeat(landed: boolean) {
    const seen = { read: 0, sent: 0 };
    const write: IdempotentWrite = {
      async execute() {
        seen.sent += 1;
        return new Response(null, { status: 201, headers: { Location: '/bookings/2' } });
      },
      async reconcile(intent) {
        assert.deepEqual(intent, INTENT);
        seen.read += 1;
        return landed ? new Response(null, { status: 201, headers: { Location: '/bookings/1' } }) : null;
      },
    };
    try {
      const response = await instance().run(REQUEST, write);
      return { ...seen, status: response.status, location: response.headers.get('location') };
    } catch (error) {
      assert.ok(error instanceof GatewayError);
      return { ...seen, code: error.code, retryAfter: error.headers?.['Retry-After'] };
    }
  }

  it('answers idempotency_in_progress while the claim is renewed, and the landed write once it lapsed', async (t) => {
    t.mock.timers.enable({ apis: ['setInterval'] });
    await stoppedMidWrite();
    // A lives on for 4 s, renewing its claim each second.
    for (let second = 1; second <= 4; second += 1) {
      wall += 1_000;
      t.mock.timers.tick(1_000);
    }
    await new Promise((resolve) => setImmediate(resolve));
    wall += 4_000;
    assert.deepEqual(await repeat(true), {
      read: 0,
      sent: 0,
      code: 'idempotency_in_progress',
      retryAfter: '1',
    });
    // A stopped (no renewal since): 5 s after its last one the claim lapsed, long before 70 s.
    wall += 1_000;
    assert.deepEqual(await repeat(true), { read: 1, sent: 0, status: 201, location: '/bookings/1' });
  });

  it('sends the write again only once a request of the stopped instance could no longer land', async () => {
    await stoppedMidWrite();
    wall += 6_000;
    // Lapsed, but the read does not show the write: it may still land for 14 s more.
    assert.deepEqual(await repeat(false), {
      read: 1,
      sent: 0,
      code: 'idempotency_in_progress',
      retryAfter: '14',
    });
    wall += 14_000;
    assert.deepEqual(await repeat(false), { read: 1, sent: 1, status: 201, location: '/bookings/2' });
  });
});
