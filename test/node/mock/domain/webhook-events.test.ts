import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createMock } from '../../../../mock-server/index';
import { MAX_EVENTS } from '../../../../mock-server/domain/webhooks/model';

const PERSON = '0EAFF6FD-A251-4FE6-A7D8-6499A907E804';

describe('webhook events', () => {
  it(`keeps the last ${MAX_EVENTS} calls, oldest first, each stamped with the mock clock`, () => {
    const mock = createMock({ seed: 'empty' });
    const stamps: string[] = [];
    for (let i = 0; i < MAX_EVENTS + 20; i++) {
      if (i % 7 === 0) mock.clock.advance(1500);
      stamps.push(new Date(mock.clock.now()).toISOString());
      mock.webhooks.emit({ type: 'new-person', payload: { person: PERSON, host: `host-${i}` } });
    }
    const events = mock.webhooks.events();
    assert.equal(events.length, MAX_EVENTS);
    const first = events[0]!.id;
    assert.deepEqual(
      events.map((e) => e.id),
      Array.from({ length: MAX_EVENTS }, (_, i) => first + i),
    );
    assert.equal(events.at(-1)!.payload.host, `host-${MAX_EVENTS + 19}`);
    assert.equal(events[0]!.payload.host, 'host-20');
    assert.deepEqual(
      events.map((e) => e.at),
      stamps.slice(20),
    );
  });
});
