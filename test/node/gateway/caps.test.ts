import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { memoryStore } from '../../../src/gateway/index';
import { setUpEvent } from './fixtures';
import { Setup } from './harness';
import { capsSuite } from './caps';

capsSuite('one instance, memory', () => [memoryStore()]);

describe('gateway ticket limit for the widget', () => {
  it('announces caps.ticketsPerBooking in X-Ticket-Limit, readable across origins', async () => {
    const setup = new Setup();
    const catalogue = await setUpEvent(setup);
    setup.useGateway({ events: { pids: [catalogue.event] } });
    const read = await setup.visit('GET', `/events/${catalogue.event}`);
    assert.equal(read.status, 200, read.text);
    assert.equal(read.headers.get('x-ticket-limit'), '10', 'the default');
    assert.match(read.headers.get('access-control-expose-headers') ?? '', /X-Ticket-Limit/);
    setup.useGateway({ events: { pids: [catalogue.event] }, caps: { ticketsPerBooking: 4 } });
    const capped = await setup.visit('GET', `/events/${catalogue.event}`);
    assert.equal(capped.headers.get('x-ticket-limit'), '4');
    const refused = await setup.visit('POST', '/persons/', { body: 'not json' });
    assert.equal(refused.headers.get('x-ticket-limit'), '4', 'on refusals too');
  });
});
