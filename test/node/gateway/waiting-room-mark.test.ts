/**
 * The gateway's mark of a queueing sale (`X-Queueing`) on its answers: from the room's answers to
 * this instance, on every answer (a cached catalogue read included), fading `pollMs` after the
 * last sign, gone at once when a create finds the room free; never on a gateway whose sale does
 * not queue.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GatewayOptions } from '../../../src/gateway/index';
import { ANNA, setUpEvent, type Catalogue } from './fixtures';
import { Setup } from './harness';

describe('gateway: the mark of a queueing sale', () => {
  async function open(waitingRoom: GatewayOptions['waitingRoom'], cache = true) {
    const setup = new Setup();
    const catalogue: Catalogue = await setUpEvent(setup);
    setup.useGateway({
      events: { pids: [catalogue.event] },
      ...(waitingRoom ? { waitingRoom } : {}),
      ...(cache ? {} : { cache: false as const }),
    });
    const showList = `/shows/?filters[event]=${catalogue.event}&properties[capacity]=1`;
    const mark = async (path = showList) =>
      (await setup.visit('GET', path, { headers: { 'x-test-address': '192.0.2.9' } })).headers.get(
        'x-queueing',
      );
    return { setup, catalogue, mark };
  }

  it('names the event on every answer while its room queues, the cached show list included, and fades after pollMs', async () => {
    const { setup, catalogue, mark } = await open({ maxActive: 1, pollMs: 2000 });
    assert.equal(await mark(), null, 'a free room: no mark');
    const first = await setup.visit('POST', '/persons/', {
      body: ANNA,
      headers: { 'x-test-address': '203.0.113.7' },
    });
    assert.equal(first.status, 201);
    assert.equal(first.headers.get('x-queueing'), null, 'let in: the room was free');
    assert.equal(await mark(), null, 'full now, but nobody was refused yet');

    const refused = await setup.visit('POST', '/persons/', {
      body: ANNA,
      headers: { 'x-test-address': '198.51.100.2' },
    });
    assert.equal(refused.status, 429);
    assert.equal(refused.headers.get('x-queueing'), catalogue.event, 'the refusal itself says so');
    // The show list twice (the second from the cache) and the event: each answer carries it.
    assert.equal(await mark(), catalogue.event);
    assert.equal(await mark(), catalogue.event);
    assert.equal(await mark(`/events/${catalogue.event}`), catalogue.event);
    const joined = await setup.visit('POST', `/queue/${catalogue.event}`, {
      headers: { 'x-test-address': '198.51.100.2' },
    });
    assert.equal(joined.status, 200);

    // No sign for pollMs: gone. A poll of a buyer in line is a sign again.
    setup.clock.advance(2000);
    assert.equal(await mark(), null);
    const poll = await setup.visit('GET', `/queue/${catalogue.event}`, {
      session: joined.session,
      headers: { 'x-test-address': '198.51.100.2' },
    });
    assert.equal((poll.body as { state: string }).state, 'waiting');
    assert.equal(await mark(), catalogue.event);
  });

  it('clears the mark at once when a person create finds the room free', async () => {
    const { setup, catalogue, mark } = await open({
      maxActive: 2,
      pollMs: 60_000,
      abandonMs: 3_600_000,
      activeMs: 30_000,
    });
    await setup.visit('POST', '/persons/', { body: ANNA, headers: { 'x-test-address': '203.0.113.7' } });
    await setup.visit('POST', '/persons/', { body: ANNA, headers: { 'x-test-address': '203.0.113.8' } });
    const refused = await setup.visit('POST', '/persons/', {
      body: ANNA,
      headers: { 'x-test-address': '198.51.100.2' },
    });
    assert.equal(refused.status, 429);
    assert.equal(await mark(), catalogue.event);
    // Both active buyers' entries lapse (activeMs) well within pollMs: the room is free again.
    setup.clock.advance(31_000);
    const next = await setup.visit('POST', '/persons/', {
      body: ANNA,
      headers: { 'x-test-address': '198.51.100.3' },
    });
    assert.equal(next.status, 201, next.text);
    assert.equal(next.headers.get('x-queueing'), null);
    assert.equal(await mark(), null);
  });

  it('never marks an answer of a gateway without a waiting room', async () => {
    const { setup, mark } = await open(undefined);
    const person = await setup.visit('POST', '/persons/', {
      body: ANNA,
      headers: { 'x-test-address': '203.0.113.7' },
    });
    assert.equal(person.status, 201);
    assert.equal(person.headers.get('x-queueing'), null);
    assert.equal(await mark(), null);
  });

  it('names a sale with a configured opening from the start, before anything was seen, until pollMs after it opens', async () => {
    const setup = new Setup();
    const catalogue = await setUpEvent(setup);
    const opening = setup.clock.now() + 60_000;
    setup.useGateway({
      events: { pids: [catalogue.event] },
      waitingRoom: { opensAt: { [catalogue.event.toLowerCase()]: new Date(opening) }, pollMs: 2000 },
    });
    const mark = async () =>
      (
        await setup.visit('GET', `/events/${catalogue.event}`, { headers: { 'x-test-address': '192.0.2.9' } })
      ).headers.get('x-queueing');
    assert.equal(await mark(), catalogue.event, 'the first answer of the instance says so');
    setup.clock.advance(60_000 + 1999);
    assert.equal(await mark(), catalogue.event);
    setup.clock.advance(1);
    assert.equal(await mark(), null, 'nothing seen since: the room may be free');
  });
});
