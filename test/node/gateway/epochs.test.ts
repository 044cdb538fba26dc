import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createEpochs } from '../../../src/gateway/epochs';
import { memoryStore } from '../../../src/gateway/index';

describe('the gateway store’s epoch', () => {
  it('keeps its epoch while the clock runs on, and reports a store that lost it', async () => {
    let time = 1_000_000;
    const store = memoryStore({ now: () => time });
    const lost: number[] = [];
    const epochs = createEpochs(
      store,
      () => time,
      (current) => lost.push(current),
    );
    assert.equal(await epochs.since(), 1_000_000);
    time += 60_000;
    assert.equal(await epochs.since(), 1_000_000);
    await store.delete('epoch');
    assert.equal(await epochs.since(), 1_060_000);
    assert.deepEqual(lost, [1_060_000]);
  });

  it('reports a loss even when the new epoch began in the same millisecond as the old', async () => {
    const time = 2_000_000;
    const store = memoryStore({ now: () => time });
    const lost: number[] = [];
    const epochs = createEpochs(
      store,
      () => time,
      (current) => lost.push(current),
    );
    await epochs.since();
    await store.delete('epoch');
    await epochs.since();
    assert.deepEqual(lost, [2_000_000]);
  });

  it('moves back with a clock set back, so sessions begun since are not taken for older ones', async () => {
    let time = 5_000_000;
    const store = memoryStore({ now: () => time });
    const lost: number[] = [];
    const epochs = createEpochs(
      store,
      () => time,
      (current) => lost.push(current),
    );
    // Another instance on the same store.
    const other = createEpochs(
      store,
      () => time,
      (current) => lost.push(current),
    );
    assert.equal(await epochs.since(), 5_000_000);
    assert.equal(await other.since(), 5_000_000);
    // A test clock reset to the seed's start: 31 minutes back.
    time -= 31 * 60_000;
    assert.equal(await epochs.since(), time);
    assert.equal(await epochs.since(), time);
    assert.equal(await other.since(), time, 'the other instance takes the moved epoch');
    assert.deepEqual(lost, [], 'the state was not lost');
  });
});
