import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BookingFlow } from '../../../src/booking/types';
import { MemoryStorage } from '../../fixtures/memory-storage';
import { answerAll, confirmAs, reserveFirst } from './steps';
import { World } from './support';

/**
 * What a whole booking through the widget costs the service behind the gateway, the gateway as
 * a site owner runs it (catalogue cache on, every event of the host on sale). Each expected
 * request is derived from the flow, one widget request at a time; the counts are exact, so a
 * request added anywhere shows here.
 */

/** A request with its pids replaced, the way they are counted. */
const shape = (request: string): string =>
  request
    .replace(/[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}/g, '<pid>')
    .replace(/\b\d{12}\b/g, '<booking>')
    .replace(/\b[0-9a-f]{16}\b/g, '<ticket>');

const sorted = (requests: readonly string[]) => requests.map(shape).toSorted();

async function book(flow: BookingFlow, count: number, extras: boolean): Promise<void> {
  await reserveFirst(flow, count);
  if (flow.state.step === 'questions') {
    answerAll(flow);
    await flow.next();
  }
  if (extras && flow.state.step === 'options')
    for (const option of flow.state.catalogue!.options) flow.setOption(option.pid, 1);
  await confirmAs(flow);
}

/** The booking's writes and the reads each needs, the same cold or warm. */
const WRITES_WITH_QUESTIONS = [
  // POST /persons/: the person (the host is known from the catalogue).
  'POST /persons/',
  // POST /bookings/: the session holds no booking yet, so no open booking is read. The new
  // booking (open, no tickets, this customer) is known from its create (booking-states.ts).
  'POST /bookings/',
  // POST /tickets/: the cap counts the tickets of the booking as known from its create.
  'POST /tickets/',
  // The widget's read of the deadline and the tickets, relayed; read under the booking's lock,
  // it is also what the gateway knows of the booking's tickets from now on.
  'GET /bookings/<booking>?properties[tickets]=1',
  // PATCH /tickets/ (the answers): the tickets known from that read say which are the
  // visitor's and that their booking is not confirmed; the edit (no ticket moves: still known).
  'PATCH /tickets/',
  // PATCH /persons/<pid>: not the customer of a confirmed booking, as known; the edit.
  'PATCH /persons/<pid>',
  // PATCH /bookings/<b> (confirmation with the extras): the extras checked against the known
  // tickets' events (which the catalogue names); the confirmation; the e-mail the gateway sends
  // with it. The widget builds the receipt without a read.
  'PATCH /bookings/<booking>',
  'POST /email/send',
];

describe('requests to the service behind the gateway, a whole booking through the widget', () => {
  test('the festival (questions, extras, digital) costs 13 cold, 9 warm', async () => {
    const world = World.demo({ cached: true });
    const event = world.eventNamed('Lago Sonoro');
    await book(world.flow({ event }), 2, true);
    const catalogueCold = [
      // The first request signs in, and the catalogue reads the host's events on sale with their
      // shows, prices, ticket option groups and options: that read also answers the event read.
      'POST /oauth/v2/token',
      'GET /events/?filters[host]=<pid>&properties[options]=1&properties[prices]=1&properties[shows]=1&properties[ticketoptiongroups]=1',
      // The show list with availability.
      'GET /shows/?filters[event]=<pid>&properties[capacity]=1&properties[event]=1&properties[venue]=1&orderBy[start]=asc',
      // The event's groups come without their ticket options (one level deep): the gateway adds them.
      'GET /ticketoptiongroups/?filters[event]=<pid>&properties[ticketoptions]=1',
      // The picked show's sectors.
      'GET /venues/<pid>/sectors/',
    ];
    assert.deepEqual(sorted(world.upstream), [...catalogueCold, ...WRITES_WITH_QUESTIONS].toSorted());
    assert.equal(world.upstream.length, 13);

    // The same booking again on the warm gateway, once availability has lapsed (2 s) but the
    // catalogue (10 s) has not: only the show list is read again.
    world.upstream.length = 0;
    await world.advance('3s');
    await book(world.flow({ event, storage: new MemoryStorage() }), 2, true);
    assert.deepEqual(sorted(world.upstream), [catalogueCold[2]!, ...WRITES_WITH_QUESTIONS].toSorted());
    assert.equal(world.upstream.length, 9);
  });

  test('the seated theatre (tickets only, digital) costs 12 cold', async () => {
    const world = World.demo({ cached: true });
    await book(world.flow({ event: world.eventNamed('Die Dreigroschenoper') }), 2, false);
    const expected = [
      'POST /oauth/v2/token',
      // Also the event read: an event without ticket option groups needs no second read.
      'GET /events/?filters[host]=<pid>&properties[options]=1&properties[prices]=1&properties[shows]=1&properties[ticketoptiongroups]=1',
      'GET /shows/?filters[event]=<pid>&properties[capacity]=1&properties[event]=1&properties[venue]=1&orderBy[start]=asc',
      'GET /venues/<pid>/sectors/',
      'POST /persons/',
      'POST /bookings/',
      'POST /tickets/',
      'GET /bookings/<booking>?properties[tickets]=1',
      // The seat plan names the seats the service gave.
      'GET /shows/<pid>/seats/',
      'PATCH /persons/<pid>',
      // No extras, no waiting room: the confirmation needs no tickets, the booking is known.
      'PATCH /bookings/<booking>',
      'POST /email/send',
    ];
    assert.deepEqual(sorted(world.upstream), expected.toSorted());
    assert.equal(world.upstream.length, 12);
  });
});
