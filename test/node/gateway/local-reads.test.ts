/**
 * Reads an instance answers from its own memory count against the per-address and per-session
 * budgets in limiters of that instance, without a command to the store; every other request
 * (a miss of the cache, a request forwarded to the service, a write) counts in the store, shared
 * by the instances, as before. The store here is a real memory store, every call to it counted.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it, mock } from 'node:test';
import { memoryStore } from '../../../src/gateway/index';
import { counted, sharedMemoryStores } from './counted-store';
import { ANNA, setUpEvent, type Catalogue } from './fixtures';
import { Setup } from './harness';
import { eventPath, localReadsSuite, showsPath } from './local-reads';

describe('gateway: reads answered from the instance memory count in its own budgets', () => {
  const setup = new Setup();
  let catalogue: Catalogue;

  before(async () => {
    catalogue = await setUpEvent(setup);
    // The limiters count in the system clock's time; the cache in the gateway's.
    mock.timers.enable({ apis: ['Date'], now: setup.clock.now() });
  });
  after(() => mock.timers.reset());

  const serviceReads = () => setup.calls.filter((call) => call.method === 'GET' || call.method === 'HEAD');

  it('sends the store nothing for a read from memory: only a miss counts there', async () => {
    const { store, calls, takes } = counted(memoryStore());
    setup.useGateway({ events: { pids: [catalogue.event] }, store });
    const shows = showsPath(catalogue.event);
    assert.equal((await setup.visit('GET', shows)).status, 200);
    assert.deepEqual(takes(), ['take address 203.0.113.7'], 'the miss counts in the store');
    const event = eventPath(catalogue.event);
    assert.equal((await setup.visit('GET', event)).status, 200);
    assert.deepEqual(takes(), ['take address 203.0.113.7'], "the event's ticket options were a miss");
    assert.equal((await setup.visit('HEAD', shows)).status, 200);
    assert.deepEqual(takes(), ['take address 203.0.113.7'], 'a HEAD is a read of its own');
    const before = serviceReads().length;
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      for (const [method, path] of [
        ['GET', shows],
        ['GET', event],
        ['HEAD', shows],
      ] as const) {
        answers.push((await setup.visit(method, path)).status);
      }
    }
    assert.deepEqual(new Set(answers), new Set([200]));
    assert.deepEqual(calls, [], 'not one command to the store for 15 reads from memory');
    assert.equal(serviceReads().length, before, 'nor a request to the service');
  });

  it('answers 429 with Retry-After at the instance budget, leaving the store budget untouched', async () => {
    const { store, takes } = counted(memoryStore());
    setup.useGateway({
      events: { pids: [catalogue.event] },
      limits: { perAddress: 4, windowMs: 60_000 },
      store,
    });
    const shows = showsPath(catalogue.event);
    const address = { 'X-Test-Address': '198.51.100.20' };
    assert.equal((await setup.visit('GET', shows, { headers: address })).status, 200);
    assert.deepEqual(takes(), ['take address 198.51.100.20']);
    for (let i = 0; i < 4; i += 1) {
      assert.equal((await setup.visit('GET', shows, { headers: address })).status, 200);
    }
    mock.timers.tick(15_000);
    const limited = await setup.visit('GET', shows, { headers: address });
    assert.equal(limited.status, 429);
    assert.equal((limited.body as { code: string }).code, 'rate_limited');
    assert.match((limited.body as { detail: string }).detail, /from this address/);
    assert.equal(limited.headers.get('retry-after'), '45');
    assert.deepEqual(takes(), [], 'counted and refused in the instance');
    // The store's budget (1 of 4 used) still lets the visitor do what goes beyond the instance.
    const person = await setup.visit('POST', '/persons/', { body: ANNA, headers: address });
    assert.equal(person.status, 201, person.text);
    assert.deepEqual(takes(), ['take address 198.51.100.20']);
    // The order of the answers is kept: the address's budget before the session token.
    const forged = await setup.visit('GET', shows, { headers: address, session: 'not-a-token' });
    assert.equal(forged.status, 429);
    const elsewhere = await setup.visit('GET', shows, {
      headers: { 'X-Test-Address': '198.51.100.21' },
      session: 'not-a-token',
    });
    assert.equal(elsewhere.status, 401);
    mock.timers.tick(45_000);
    assert.equal((await setup.visit('GET', shows, { headers: address })).status, 200, 'a new window');
  });

  it('counts a session in the instance too, and a lapsed answer again in the store', async () => {
    // The store's records lapse in the gateway's time, as Redis's do in the real one.
    const { store, takes } = counted(memoryStore({ now: setup.clock.now }));
    setup.useGateway({
      events: { pids: [catalogue.event] },
      limits: { perSession: 3, perAddress: 1000, windowMs: 60_000 },
      cache: { ttlMs: 10_000, availabilityTtlMs: 2_000 },
      store,
    });
    const person = await setup.visit('POST', '/persons/', { body: ANNA });
    const session = person.session!;
    const shows = showsPath(catalogue.event);
    assert.equal((await setup.visit('GET', shows, { session })).status, 200);
    assert.equal(takes().filter((call) => call.startsWith('take session')).length, 1, 'the miss');
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await setup.visit('GET', shows, { session })).status);
    assert.deepEqual(statuses, [200, 200, 200, 429]);
    assert.deepEqual(takes(), []);
    // The show list's availability lapses after 2 s: the next read is a miss, counted in the store
    // (the session's third request there), and the one after it comes from memory again (refused).
    setup.clock.advance(2_000);
    assert.equal((await setup.visit('GET', shows, { session })).status, 200);
    assert.deepEqual(
      takes().map((call) => call.split(' ').slice(0, 2).join(' ')),
      ['take address', 'take session'],
    );
    assert.equal((await setup.visit('GET', shows, { session })).status, 429);
    assert.deepEqual(takes(), []);
    // Another spelling of the same read is a request of its own: its first counts in the store.
    const spelled = shows.replace('asc', 'ASC');
    assert.equal((await setup.visit('GET', spelled, { session })).status, 200, "the store's third");
    assert.equal(takes().length, 2);
    assert.equal((await setup.visit('GET', spelled, { session })).status, 429);
    assert.deepEqual(takes(), []);
  });
});

localReadsSuite('a memory store shared by name', () => sharedMemoryStores());
