/**
 * The gateway's waiting room through the real flow, gateway and mock: a buyer who arrives while
 * the sale's places are all taken waits in line (`state.queue`, `tb-queue-*` events), asks again
 * at the gateway's interval, and once admitted the reservation goes on by itself.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FlowEventMap } from '../../../src/booking/types';
import { chosen } from './steps';
import { GATEWAY, World } from './support';

/**
 * A sale that lets one buyer in at a time (a poll every second, nobody dropped for silence),
 * with a first buyer, in a tab without storage, holding one ticket: whoever comes next waits.
 */
async function saleHeldByOne() {
  const world = await World.create({ waitingRoom: { maxActive: 1, pollMs: 1000, abandonMs: 3_600_000 } });
  const first = world.flow({ storage: null });
  await chosen(world, first, 1);
  await first.reserve();
  assert.equal(first.state.step, 'questions', JSON.stringify(first.state.error));
  return { world, first };
}

/** Someone's person create, refused while the sale queues (so the gateway has seen that it does). */
async function refusedCreate(world: World) {
  const refused = await world.fetch(
    new Request(`${GATEWAY}/persons/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ locale: 'en' }),
    }),
  );
  assert.equal(refused.status, 429);
  return refused;
}

describe('the waiting room', () => {
  test(
    'waits in line while the sale is full, shows the place, and reserves once admitted',
    { timeout: 30_000 },
    async () => {
      const world = await World.create({ waitingRoom: { maxActive: 1, pollMs: 1000, abandonMs: 3_600_000 } });
      const first = world.flow();
      await chosen(world, first, 1);
      await first.reserve();
      assert.equal(first.state.step, 'questions', JSON.stringify(first.state.error));

      // A second buyer in a tab of their own.
      const second = world.flow({ storage: null });
      const events: string[] = [];
      for (const name of ['tb-queue-join', 'tb-queue-update', 'tb-queue-admit'] as const) {
        second.on(name, (detail: FlowEventMap[typeof name]) =>
          events.push(`${name} ${JSON.stringify(detail)}`),
        );
      }
      await chosen(world, second, 1);
      // The flow says where the buyer stands as soon as it has placed them in the state.
      const placed = new Promise<void>((resolve) => second.on('tb-queue-update', () => resolve()));
      const reserving = second.reserve();
      await placed;
      assert.deepEqual(
        [second.state.queue?.state, second.state.queue?.position, second.state.queue?.ahead],
        ['waiting', 1, 0],
      );
      assert.equal(world.list('persons', {}).length, 1, 'nothing is created for the waiting buyer');
      // It asks again after the gateway's interval (pollMs 1000 here), give or take 20 % so that a
      // crowd does not ask in step.
      const next = world.timers.filter((timer) => !timer.cancelled).at(-1)!;
      const delay = next.at - world.now();
      assert.ok(delay >= 800 && delay <= 1200, `asks again in ${delay} ms`);

      // The first buyer's hold lapses: the next poll admits the second, whose reservation goes on.
      await world.advance('31m');
      await reserving;
      assert.equal(second.state.error, null, JSON.stringify(second.state.error));
      assert.equal(second.state.step, 'questions');
      assert.equal(second.state.queue, null);
      assert.equal(second.state.reservation?.tickets.length, 1);
      assert.deepEqual(
        events.map((line) => line.split(' ')[0]),
        ['tb-queue-join', 'tb-queue-update', 'tb-queue-admit'],
      );
      assert.ok(
        world.requests.some((request) => request.startsWith('GET /queue/')),
        'it asked where it stands',
      );
    },
  );

  test(
    'a reload while waiting shows the same place at once, waits on without a press, and reserves once admitted',
    { timeout: 30_000 },
    async () => {
      const { world } = await saleHeldByOne();

      // The second buyer keeps their booking in the tab's storage, and reloads while in line.
      const before = world.flow();
      await chosen(world, before, 1);
      const placed = new Promise<void>((resolve) => before.on('tb-queue-update', () => resolve()));
      void before.reserve();
      await placed;
      assert.equal(before.state.queue?.position, 1);
      const joins = world.requests.filter((request) => request.startsWith('POST /queue/')).length;
      before.dispose();

      const after = world.flow();
      const events: string[] = [];
      for (const name of ['tb-queue-join', 'tb-queue-update', 'tb-queue-admit'] as const)
        after.on(name, () => events.push(name));
      const admitted = new Promise<void>((resolve) =>
        after.subscribe((state) => {
          if (state.step === 'questions' && !state.busy) resolve();
        }),
      );
      const joined = new Promise<void>((resolve) => after.on('tb-queue-join', () => resolve()));
      await after.start();
      // Back at the tickets of the same show, in line at the same place, without pressing anything.
      assert.equal(after.state.step, 'tickets');
      assert.equal(after.state.show, world.catalogue.shows[0]);
      assert.deepEqual(
        [after.state.queue?.state, after.state.queue?.position, after.state.queue?.ahead],
        ['waiting', 1, 0],
      );
      // It asks again for its place: the same one, the session's (no new place in line).
      await joined;
      assert.equal(world.requests.filter((request) => request.startsWith('POST /queue/')).length, joins + 1);
      assert.equal(after.state.queue?.position, 1);
      assert.equal(world.list('persons', {}).length, 1, 'nothing is created while waiting');

      // The first buyer's hold lapses: admitted, the chosen ticket is reserved, on to the questions.
      await world.advance('31m');
      await admitted;
      assert.equal(after.state.error, null, JSON.stringify(after.state.error));
      assert.equal(after.state.step, 'questions');
      assert.equal(after.state.queue, null);
      assert.equal(after.state.reservation?.tickets.length, 1);
      assert.equal(events.at(-1), 'tb-queue-admit');
    },
  );
  test(
    'takes a place in line at once, creating nothing first, when the gateway said the sale queues',
    { timeout: 30_000 },
    async () => {
      const { world } = await saleHeldByOne();
      // Someone is refused a person create: the gateway has seen that the sale queues.
      const refused = await refusedCreate(world);
      assert.match(refused.headers.get('X-Queueing') ?? '', new RegExp(world.catalogue.event, 'i'));

      const second = world.flow({ storage: null });
      await chosen(world, second, 1);
      const from = world.requests.length;
      const placed = new Promise<void>((resolve) => second.on('tb-queue-update', () => resolve()));
      const reserving = second.reserve();
      await placed;
      const writes = () => world.requests.slice(from).filter((request) => !request.startsWith('GET '));
      // Its first write is the place in line: no person create for the gateway to refuse.
      assert.deepEqual(writes(), [`POST /queue/${world.catalogue.event}`]);
      assert.deepEqual([second.state.queue?.state, second.state.queue?.position], ['waiting', 1]);
      assert.equal(world.list('persons', {}).length, 1, 'nothing is created while waiting');

      // Admitted when the first buyer's hold lapses: the person is created once, with the pass.
      await world.advance('31m');
      await reserving;
      assert.equal(second.state.error, null, JSON.stringify(second.state.error));
      assert.equal(second.state.step, 'questions');
      assert.equal(writes().filter((request) => request === 'POST /persons/').length, 1);
      assert.equal(writes().filter((request) => request.startsWith('POST /queue/')).length, 1);
    },
  );

  test(
    'a mark out of date costs one request: the room went free, the place in line lets the buyer in at once',
    { timeout: 30_000 },
    async () => {
      const { world, first } = await saleHeldByOne();
      await refusedCreate(world);
      const second = world.flow({ storage: null });
      await chosen(world, second, 1);
      // The first buyer gives up before the second reserves: the room is free again.
      first.dispose();
      await world.advance('31m');
      const from = world.requests.length;
      await second.reserve();
      assert.equal(second.state.error, null, JSON.stringify(second.state.error));
      assert.equal(second.state.step, 'questions');
      const writes = world.requests.slice(from).filter((request) => !request.startsWith('GET '));
      assert.deepEqual(writes.slice(0, 3), [
        `POST /queue/${world.catalogue.event}`,
        'POST /persons/',
        'POST /bookings/',
      ]);
    },
  );
  test(
    'a place in line whose answer was lost is the same place when the join is repeated (not a second one refused)',
    { timeout: 30_000 },
    async () => {
      const { world } = await saleHeldByOne();
      const second = world.flow({ storage: null });
      await chosen(world, second, 1);
      // The gateway takes the place, the answer (with the new session) never arrives.
      world.faults.push({ method: 'POST', path: /^\/queue\//, kind: 'after' });
      const placed = new Promise<void>((resolve) => second.on('tb-queue-update', () => resolve()));
      const failed = new Promise<void>((resolve) => second.on('tb-error', () => resolve()));
      void second.reserve();
      await Promise.race([placed, failed]);
      assert.equal(second.state.error, null, JSON.stringify(second.state.error));
      assert.deepEqual([second.state.queue?.state, second.state.queue?.position], ['waiting', 1]);
      assert.equal(world.requests.filter((request) => request.startsWith('POST /queue/')).length, 2);
    },
  );
});
