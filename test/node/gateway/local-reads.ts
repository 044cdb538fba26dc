/**
 * Two gateway instances on one store: a catalogue read each answers from its memory counts in
 * that instance's own budget, without a command to the store; misses and writes count in the
 * store, shared. Run on a memory store shared by name (local-reads.test.ts) and on Redis
 * (test/integration/gateway/local-reads-redis.test.ts).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GatewayStore } from '../../../src/gateway/index';
import { counted } from './counted-store';
import { ANNA, setUpEvent } from './fixtures';
import { Setup } from './harness';

const b = (name: string, key: string) => `${name}%5B${key}%5D`;
/** The widget's first reads (src/booking/first-reads.ts). */
export const showsPath = (event: string) =>
  `/shows/?${b('filters', 'event')}=${event}&${b('properties', 'capacity')}=1&` +
  `${b('properties', 'event')}=1&${b('properties', 'venue')}=1&${b('orderBy', 'start')}=asc`;
export const eventPath = (event: string) =>
  `/events/${event}?${b('properties', 'options')}=1&${b('properties', 'prices')}=1&` +
  `${b('properties', 'ticketoptiongroups')}=1`;

export function localReadsSuite(name: string, stores: () => GatewayStore[]) {
  describe(`gateway: reads from an instance's memory, two instances (${name})`, () => {
    it('gives each instance its own budget for reads from memory, and one shared budget for the rest', async () => {
      const setup = new Setup();
      const catalogue = await setUpEvent(setup);
      const [one, two] = stores().map(counted) as [ReturnType<typeof counted>, ReturnType<typeof counted>];
      const [first, second] = setup.useInstances(
        { events: { pids: [catalogue.event] }, limits: { perAddress: 3, windowMs: 60_000 } },
        [one.store, two.store],
      );
      const address = '198.51.100.30';
      const visit = async (instance: typeof first, path: string, init: RequestInit = {}) =>
        instance!(new Request(`https://shop.example/tickets${path}`, init), { clientAddress: address });
      const read = async (instance: typeof first) =>
        (await visit(instance, showsPath(catalogue.event))).status;
      // Each instance's first read takes the answer from the store (a miss there, counted there).
      assert.deepEqual([await read(first), await read(second)], [200, 200]);
      assert.deepEqual(
        [one.takes(), two.takes()],
        [[`take address ${address}`], [`take address ${address}`]],
      );
      const cached = [];
      for (let i = 0; i < 4; i += 1) cached.push(await read(first), await read(second));
      assert.deepEqual(cached, [200, 200, 200, 200, 200, 200, 429, 429], '3 from memory at each instance');
      assert.deepEqual([one.calls, two.calls], [[], []], 'not one command to the store for them');
      const limited = await visit(first, showsPath(catalogue.event));
      assert.equal((limited.headers.get('content-type') ?? '').split(';')[0], 'application/problem+json');
      assert.equal(((await limited.json()) as { code: string }).code, 'rate_limited');
      const wait = Number(limited.headers.get('retry-after'));
      assert.ok(wait >= 1 && wait <= 60, `Retry-After ${wait}`);
      // Writes count in the store, whichever instance takes them: one left of 3 for both.
      const write = async (instance: typeof first) =>
        (
          await visit(instance, '/persons/', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Origin: 'https://shop.example' },
            body: JSON.stringify(ANNA),
          })
        ).status;
      assert.deepEqual([await write(second), await write(first)], [201, 429]);
      assert.equal(one.takes().length + two.takes().length, 2);
    });
  });
}
