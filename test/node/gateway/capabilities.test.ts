/**
 * Session tokens bound to their purpose: a booking create and a confirmation issue the session's
 * next token, and the older tokens may then only read (403 `session_superseded` on a write). An
 * idempotency record belongs to its session (or, for the write that creates the session, to the
 * client address): another visitor who repeats the key gets a write of their own, never the
 * first visitor's session token.
 */
import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import { memoryStore } from '../../../src/gateway/store';
import { ANNA, pidOf, setUpEvent, type Catalogue } from './fixtures';
import { Setup, type Reply } from './harness';

const code = (reply: Reply) => (reply.body as { code?: string } | undefined)?.code;

describe('gateway: older session tokens lose their write rights', () => {
  const setup = new Setup();
  let catalogue: Catalogue;

  before(async () => {
    catalogue = await setUpEvent(setup);
  });
  beforeEach(() => {
    setup.useGateway({ events: { pids: [catalogue.event] }, store: memoryStore({ now: setup.clock.now }) });
  });

  it('after the booking is created, the token of the person may read but no longer write', async () => {
    const person = await setup.visit('POST', '/persons/', { body: ANNA });
    const personToken = person.session!;
    const booking = await setup.visit('POST', '/bookings/', {
      body: { customer: pidOf(person) },
      session: personToken,
    });
    assert.equal(booking.status, 201, booking.text);
    assert.notEqual(booking.session, personToken);

    const patched = await setup.visit('PATCH', `/persons/${pidOf(person)}`, {
      session: personToken,
      body: { email: 'mallory@example.org' },
    });
    assert.equal(patched.status, 403, patched.text);
    assert.equal(code(patched), 'session_superseded');
    const second = await setup.visit('POST', '/bookings/', {
      body: { customer: pidOf(person) },
      session: personToken,
    });
    assert.equal(code(second), 'session_superseded', 'no second open booking through the old token');
    const read = await setup.visit('GET', `/persons/${pidOf(person)}`, { session: personToken });
    assert.equal(read.status, 200, 'reads still work');
    const stored = (await (await setup.backOffice('GET', `/persons/${pidOf(person)}`)).json()) as {
      email: string;
    };
    assert.equal(stored.email, ANNA.email, 'the e-mail address is unchanged');

    const own = await setup.visit('PATCH', `/persons/${pidOf(person)}`, {
      session: booking.session,
      body: { firstname: 'Anna-Lena' },
    });
    assert.equal(own.status, 204, own.text);
  });

  it('after the confirmation, the earlier tokens can change neither the customer nor open bookings', async () => {
    const person = await setup.visit('POST', '/persons/', { body: ANNA });
    const customer = pidOf(person);
    const booking = await setup.visit('POST', '/bookings/', { body: { customer }, session: person.session });
    const pid = pidOf(booking);
    const ticket = await setup.visit('POST', '/tickets/', {
      session: booking.session,
      body: { booking: pid, show: catalogue.shows[0], price: catalogue.adult, sector: catalogue.parkett },
    });
    assert.equal(ticket.status, 201, ticket.text);
    const confirmed = await setup.visit('PATCH', `/bookings/${pid}`, {
      session: booking.session,
      body: { confirmation: true },
    });
    assert.equal(confirmed.status, 204, confirmed.text);
    assert.ok(confirmed.session, 'the confirmation issues the next token');

    for (const token of [person.session!, booking.session!]) {
      const writes = [
        await setup.visit('PATCH', `/persons/${customer}`, {
          session: token,
          body: { email: 'x@example.org' },
        }),
        await setup.visit('POST', '/bookings/', { session: token, body: { customer } }),
      ];
      for (const reply of writes) assert.equal(code(reply), 'session_superseded', reply.text);
      const read = await setup.visit('GET', `/persons/${customer}`, { session: token });
      assert.equal(read.status, 200, 'reads still work');
    }
    const settled = await setup.visit('PATCH', `/persons/${customer}`, {
      session: confirmed.session,
      body: { email: 'x@example.org' },
    });
    assert.equal(code(settled), 'booking_settled', 'the newest token meets the settled booking');
    const bookings = (await (
      await setup.backOffice('GET', `/bookings/?filters[customer]=${customer}`)
    ).json()) as unknown[];
    assert.equal(bookings.length, 1, 'no further booking was opened');
  });
});

describe('gateway: idempotency records belong to their session', () => {
  const setup = new Setup();
  let catalogue: Catalogue;

  before(async () => {
    catalogue = await setUpEvent(setup);
    setup.useGateway({ events: { pids: [catalogue.event] }, store: memoryStore({ now: setup.clock.now }) });
  });

  it("another visitor repeating a visitor's key and body gets a person and a session of their own", async () => {
    const key = '5d7a1e7c-3f0b-4a7e-9c55-1b2f0c3d4e5f';
    const first = await setup.visit('POST', '/persons/', {
      body: ANNA,
      headers: { 'Idempotency-Key': key, 'X-Test-Address': '198.51.100.1' },
    });
    assert.equal(first.status, 201, first.text);
    const replay = await setup.visit('POST', '/persons/', {
      body: ANNA,
      headers: { 'Idempotency-Key': key, 'X-Test-Address': '198.51.100.1' },
    });
    assert.equal(replay.headers.get('idempotency-replayed'), 'true', 'the same visitor gets the replay');
    assert.equal(replay.session, first.session);

    const other = await setup.visit('POST', '/persons/', {
      body: ANNA,
      headers: { 'Idempotency-Key': key, 'X-Test-Address': '192.0.2.200' },
    });
    assert.equal(other.status, 201, other.text);
    assert.equal(other.headers.get('idempotency-replayed'), null);
    assert.notEqual(other.session, first.session, "never the first visitor's token");
    assert.notEqual(pidOf(other), pidOf(first));
  });
});
