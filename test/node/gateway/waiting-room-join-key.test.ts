/**
 * A place in line taken with an Idempotency-Key: the room records the key with the place, and a
 * repeat of the join (its answer was lost) answers for the same session and place, as the line
 * stands now.
 */
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { ANNA, pidOf, setUpEvent, type Catalogue } from './fixtures';
import { Setup, type Reply } from './harness';

const view = (reply: Reply) => reply.body as { state: string; position: number | null };
const code = (reply: Reply) => (reply.body as { code?: string } | undefined)?.code;

describe('gateway: a join with an Idempotency-Key', () => {
  let setup: Setup;
  let catalogue: Catalogue;
  /** The one buyer let in, who keeps the room full until they confirm. */
  let first: { session: string; booking: string };

  const join = (address: string, key: string, options: { session?: string | null; raw?: string } = {}) =>
    setup.visit('POST', `/queue/${catalogue.event}`, {
      ...options,
      headers: { 'x-test-address': address, 'Idempotency-Key': key },
    });

  beforeEach(async () => {
    setup = new Setup();
    catalogue = await setUpEvent(setup);
    setup.useGateway({ events: { pids: [catalogue.event] }, waitingRoom: { maxActive: 1 } });
    const person = await setup.visit('POST', '/persons/', { body: ANNA });
    const booking = await setup.visit('POST', '/bookings/', {
      body: { customer: pidOf(person) },
      session: person.session,
    });
    assert.equal(booking.status, 201, booking.text);
    const item = {
      booking: pidOf(booking),
      show: catalogue.shows[0],
      price: catalogue.adult,
      sector: catalogue.parkett,
    };
    const tickets = await setup.visit('POST', '/tickets/', { body: [item], session: booking.session });
    assert.equal(tickets.status, 201, tickets.text);
    first = { session: tickets.session ?? booking.session!, booking: pidOf(booking) };
  });

  it('answers a repeat with the session the first answer issued and the place as it stands now', async () => {
    const ahead = await join('198.51.100.2', 'key-a');
    const joined = await join('198.51.100.3', 'key-b');
    assert.deepEqual([joined.status, view(joined).position], [200, 2], joined.text);
    assert.equal(joined.headers.get('idempotency-replayed'), null);
    const repeat = await join('198.51.100.3', 'key-b');
    assert.deepEqual([repeat.status, repeat.session, view(repeat).position], [200, joined.session, 2]);
    assert.equal(repeat.headers.get('idempotency-replayed'), 'true');
    // The buyer ahead is let in: the repeat tells the place as it is, not as it was.
    const confirmed = await setup.visit('PATCH', `/bookings/${first.booking}`, {
      body: { confirmation: true },
      session: first.session,
    });
    assert.equal(confirmed.status, 204, confirmed.text);
    assert.equal(
      view(await setup.visit('GET', `/queue/${catalogue.event}`, { session: ahead.session })).state,
      'admitted',
    );
    const later = await join('198.51.100.3', 'key-b');
    assert.deepEqual([later.status, later.session, view(later).position], [200, joined.session, 1]);
    // The session holds the place: its poll says so.
    const poll = await setup.visit('GET', `/queue/${catalogue.event}`, { session: joined.session });
    assert.deepEqual([view(poll).state, view(poll).position], ['waiting', 1]);
  });

  it('refuses the key with another request (422) and a join with a body (again on its repeat)', async () => {
    const joined = await join('198.51.100.4', 'key-c');
    assert.equal(joined.status, 200, joined.text);
    const other = await join('198.51.100.4', 'key-c', { raw: '{}' });
    assert.deepEqual([other.status, code(other)], [422, 'idempotency_key_reused']);
    const withBody = await join('198.51.100.5', 'key-d', { raw: '{}' });
    assert.deepEqual([withBody.status, code(withBody)], [409, 'validation_failed'], withBody.text);
    const again = await join('198.51.100.5', 'key-d', { raw: '{}' });
    assert.deepEqual([again.status, code(again)], [409, 'validation_failed']);
    const without = await join('198.51.100.5', 'key-d');
    assert.deepEqual([without.status, code(without)], [422, 'idempotency_key_reused']);
  });

  it('keeps a key of a session to that session, and answers its repeat without a new session', async () => {
    const joined = await join('198.51.100.6', 'key-e');
    const mine = await join('198.51.100.6', 'key-f', { session: joined.session });
    assert.deepEqual([mine.status, mine.session, view(mine).position], [200, null, 1]);
    const repeat = await join('198.51.100.6', 'key-f', { session: joined.session });
    assert.deepEqual([repeat.status, repeat.session], [200, null]);
    assert.equal(repeat.headers.get('idempotency-replayed'), 'true');
    // The same key from another visitor (no session, another address) is their own join.
    const stranger = await join('198.51.100.7', 'key-f');
    assert.equal(stranger.status, 200, stranger.text);
    assert.ok(stranger.session && stranger.session !== joined.session);
    assert.equal(stranger.headers.get('idempotency-replayed'), null);
  });
});
