import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { memoryStore } from '../../../src/gateway/index';
import { createRecordJournal } from '../../../src/gateway/record-journal';

describe('the idempotency records an instance keeps to put back', () => {
  it('puts back the records a store lost, as they were, and leaves those it still has', async () => {
    let time = 1_000;
    const journal = createRecordJournal({ now: () => time });
    journal.note('idem:a', '{"state":"done"}', time + 60_000);
    journal.note('idem:b', '{"state":"pending"}', time + 60_000);
    const store = memoryStore({ now: () => time });
    await store.set('idem:b', '{"state":"done","by":"another instance"}', 60_000);
    assert.equal(await journal.restore(store), 1);
    assert.equal(await store.get('idem:a'), '{"state":"done"}');
    assert.equal(await store.get('idem:b'), '{"state":"done","by":"another instance"}');
    time += 30_000;
    await store.delete('idem:a');
    assert.equal(await journal.restore(store), 1);
    time += 30_000;
    await store.delete('idem:a');
    assert.equal(await journal.restore(store), 0, 'no longer than the store would have kept it');
    assert.equal(journal.get('idem:a'), undefined);
  });

  it('forgets, keeps no large values and no more than its bound, the oldest going first', () => {
    const journal = createRecordJournal({ now: () => 0, maxRecords: 2, maxValue: 10 });
    journal.note('one', '1', 100);
    journal.note('two', '2', 100);
    journal.note('big', 'x'.repeat(11), 100);
    assert.equal(journal.get('big'), undefined);
    journal.note('three', '3', 100);
    assert.equal(journal.get('one'), undefined);
    assert.equal(journal.get('two'), '2');
    journal.forget('two');
    assert.equal(journal.get('two'), undefined);
    assert.equal(journal.get('three'), '3');
  });
});
