/**
 * The gateway's waiting room through the real flow, gateway and mock: a buyer who arrives while
 * the sale's places are all taken waits in line (`state.queue`, `tb-queue-*` events), asks again
 * at the gateway's interval, and once admitted the reservation goes on by itself.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FlowEventMap } from '../../../src/booking/types';
import { chosen } from './steps';
import { World } from './support';

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
});
