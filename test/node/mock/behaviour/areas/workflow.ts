import assert from 'node:assert/strict';
import { it } from 'node:test';
import {
  ADULT,
  ANNA,
  BALKON,
  CHILD,
  EVENT,
  GROUP,
  NO,
  OPTION,
  PARKETT,
  VENUE,
  YES,
  firstHost,
  pick,
  removeDeliveryRates,
  setUpCatalogue,
  setUpEvent,
} from '../catalogue';
import {
  ISO_WITH_OFFSET,
  TICKET_PID,
  UUID,
  assertProblem,
  assertStatus,
  assertUnchanged,
  behaviour,
} from '../harness';

behaviour('workflow endpoints (§4.1)', (api) => {
  it('POST /persons/ creates a customer with a nested address', async () => {
    const host = await firstHost(api());
    const pid = await api().create('persons', ANNA);
    assert.match(String(pid), UUID);
    const person = await api().read('persons', pid);
    const { address, ...fields } = ANNA;
    assert.deepEqual(pick(person, fields), fields);
    const readAddress = person.address as Record<string, unknown>;
    assert.match(String(readAddress.pid), UUID);
    assert.deepEqual(pick(readAddress as never, address), address);
    assert.equal(person.pid, pid);
    assert.equal(person.host, host);
  });

  it('POST /persons/ accepts a person without any field (details may follow)', async () => {
    const pid = await api().create('persons', {});
    const person = await api().read('persons', pid);
    assert.equal(person.firstname, null);
    assert.equal(person.email, null);
    assert.equal(person.newsletter, false);
  });

  it('POST /bookings/ creates an unconfirmed booking of the customer that expires 30 minutes later', async () => {
    const customer = await api().create('persons', ANNA);
    const pid = await api().create('bookings', { customer });
    const booking = await api().read('bookings', pid);
    assert.equal(booking.pid, pid);
    assert.equal(booking.customer, customer);
    assert.equal(booking.confirmation, false);
    assert.equal(booking.delivery_method, null);
    assert.match(String(booking.expires), ISO_WITH_OFFSET);
    assert.equal(Date.parse(String(booking.expires)) - Date.parse(String(booking.created)), 30 * 60_000);
  });

  it('POST /bookings/ answers 409 when the creation requests delivery (rule 1)', async () => {
    const customer = await api().create('persons', ANNA);
    await assertUnchanged(api(), async () => {
      const reply = await api().post('/bookings/', { customer, delivery: true });
      assertProblem(reply, { status: 409, code: 'validation_failed', paths: ['delivery'] });
    });
  });

  it('POST /tickets/ with one object reserves one ticket', async () => {
    const setup = await setUpEvent(api());
    const customer = await api().create('persons', ANNA);
    const booking = await api().create('bookings', { customer });
    const body = { booking, show: setup.shows[0], price: setup.adult, sector: setup.parkett };
    const pid = await api().create('tickets', body);
    assert.match(String(pid), TICKET_PID);
    const ticket = await api().read('tickets', pid);
    assert.deepEqual(pick(ticket, body), body);
    assert.equal(ticket.confirmation, false);
  });

  it('POST /tickets/ with an array reserves several tickets in one request, in order', async () => {
    const setup = await setUpEvent(api());
    const customer = await api().create('persons', ANNA);
    const booking = await api().create('bookings', { customer });
    const bodies = [
      { booking, show: setup.shows[0], price: setup.adult, sector: setup.parkett },
      { booking, show: setup.shows[0], price: setup.child, sector: setup.parkett },
      { booking, show: setup.shows[1], price: setup.balconyPrice, sector: setup.balkon },
    ];
    const reply = await api().post('/tickets/', bodies);
    assertStatus(reply, 201);
    const records = await api().followBatch(reply, 'tickets');
    assert.deepEqual(
      records.map((record) => pick(record, bodies[0]!)),
      bodies,
    );
    const { count } = await api().list(`/bookings/${booking}/tickets/`);
    assert.equal(count, 3);
  });

  it('PATCH /bookings/<pid> with confirmation true confirms the booking for digital delivery', async () => {
    const c = await setUpCatalogue(api());
    const reply = await api().patch(`/bookings/${c.booking}`, { confirmation: true });
    assertStatus(reply, 204);
    assert.equal(reply.text, '');
    assert.equal(api().recordLocation(reply, 'bookings'), c.booking);
    const booking = await api().read('bookings', c.booking);
    assert.equal(booking.confirmation, true);
    assert.equal(booking.delivery_method, 'digital');
    assert.equal(booking.expires, null);
    for (const ticket of c.tickets) assert.equal((await api().read('tickets', ticket)).confirmation, true);
  });

  it('PATCH /bookings/<pid> with confirmation and delivery true applies the delivery rate and adds a delivery', async () => {
    const c = await setUpCatalogue(api());
    await removeDeliveryRates(api());
    const rate = await api().create('deliveryrates', {
      host: c.host,
      name: 'Post Schweiz',
      country: 'CH',
      price: 8.5,
    });
    assertStatus(await api().patch(`/bookings/${c.booking}`, { confirmation: true, delivery: true }), 204);
    const booking = await api().read('bookings', c.booking);
    assert.equal(booking.confirmation, true);
    assert.equal(booking.delivery_method, 'postal');
    const { items } = await api().list(`/bookings/${c.booking}/deliveries/`);
    assert.equal(items.length, 1);
    assert.deepEqual(pick(items[0]!, { booking: 0, delivery_rate: 0, name: 0, price: 0 }), {
      booking: c.booking,
      delivery_rate: rate,
      name: 'Post Schweiz',
      price: '8.50',
    });
  });

  it('POST /email/send answers 202 and queues the confirmation mail of a confirmed booking', async () => {
    const c = await setUpCatalogue(api());
    assertStatus(await api().patch(`/bookings/${c.booking}`, { confirmation: true }), 204);
    const reply = await api().post('/email/send', { booking: c.booking, type: 'confirmation' });
    assertStatus(reply, 202);
    const outbox = await api().get('/__admin/outbox', { token: null });
    assertStatus(outbox, 200);
    assert.ok(outbox.text.includes(ANNA.email), `the outbox holds a mail to the customer: ${outbox.text}`);
  });

  it('POST /email/send answers 409 booking_not_confirmed for an unconfirmed booking', async () => {
    const c = await setUpCatalogue(api());
    const reply = await api().post('/email/send', { booking: c.booking, type: 'confirmation' });
    assertProblem(reply, { status: 409, code: 'booking_not_confirmed' });
  });

  it("POST /email/send answers 409 reference_not_found at booking for an unknown or another host's booking", async () => {
    const c = await setUpCatalogue(api());
    assertStatus(await api().patch(`/bookings/${c.booking}`, { confirmation: true }), 204);
    const unknown = await api().post('/email/send', { booking: 100000000001, type: 'confirmation' });
    assertProblem(unknown, { status: 409, code: 'reference_not_found', paths: ['booking'] });
    const other = (await api().tokenFor('other')).access_token;
    const foreign = await api().post(
      '/email/send',
      { booking: c.booking, type: 'confirmation' },
      { token: other },
    );
    assertProblem(foreign, { status: 409, code: 'reference_not_found', paths: ['booking'] });
  });

  it('POST /venues/ creates a venue in the host zone', async () => {
    const host = await firstHost(api());
    const pid = await api().create('venues', { host, ...VENUE });
    const venue = await api().read('venues', pid);
    assert.deepEqual(pick(venue, { host, ...VENUE }), { host, ...VENUE });
    assert.equal(venue.timezone, 'Europe/Zurich');
  });

  it('POST /sectors/ creates one sector, and several from an array', async () => {
    const host = await firstHost(api());
    const venue = await api().create('venues', { host, ...VENUE });
    const one = await api().create('sectors', { host: venue, ...PARKETT });
    assert.deepEqual(pick(await api().read('sectors', one), { host: venue, ...PARKETT }), {
      host: venue,
      ...PARKETT,
    });
    const bodies = [
      { host: venue, ...BALKON },
      { host: venue, name: 'Loge', price_category: 3, capacity: 8 },
    ];
    const pids = await api().createMany('sectors', bodies);
    for (const [index, pid] of pids.entries()) {
      assert.deepEqual(pick(await api().read('sectors', pid), bodies[index]!), bodies[index]);
    }
  });

  it('POST /events/ creates an event', async () => {
    const host = await firstHost(api());
    const pid = await api().create('events', { host, ...EVENT });
    assert.deepEqual(pick(await api().read('events', pid), { host, ...EVENT }), { host, ...EVENT });
  });

  it('POST /shows/ creates a show whose start reads as ISO 8601 with the Zurich offset', async () => {
    const setup = await setUpEvent(api());
    const winter = await api().create('shows', {
      event: setup.event,
      venue: setup.venue,
      start: '2026-12-31 19:30:00',
    });
    const summer = await api().create('shows', {
      event: setup.event,
      venue: setup.venue,
      start: '2026-07-01 20:00:00',
    });
    const show = await api().read('shows', winter);
    assert.deepEqual(pick(show, { event: 0, venue: 0, start: 0 }), {
      event: setup.event,
      venue: setup.venue,
      start: '2026-12-31T19:30:00+01:00',
    });
    assert.equal((await api().read('shows', summer)).start, '2026-07-01T20:00:00+02:00');
  });

  it('POST /prices/ creates prices from an array, read as two-place decimal strings', async () => {
    const setup = await setUpEvent(api());
    const pids = await api().createMany('prices', [
      { event: setup.event, ...ADULT },
      { event: setup.event, ...CHILD },
    ]);
    assert.deepEqual(pick(await api().read('prices', pids[0]!), ADULT), { ...ADULT, price: 49.5 });
    assert.deepEqual(pick(await api().read('prices', pids[1]!), CHILD), { ...CHILD, price: 25 });
  });

  it('POST /ticketoptiongroups/ creates a ticket option group', async () => {
    const setup = await setUpEvent(api());
    const pid = await api().create('ticketoptiongroups', {
      event: setup.event,
      name: 'Menü?',
      required: true,
    });
    assert.deepEqual(pick(await api().read('ticketoptiongroups', pid), { event: 0, name: 0, required: 0 }), {
      event: setup.event,
      name: 'Menü?',
      required: true,
    });
    const group = await api().read('ticketoptiongroups', setup.group);
    assert.deepEqual(pick(group, GROUP), GROUP);
  });

  it('POST /ticketoptions/ creates ticket options with and without a price', async () => {
    const setup = await setUpEvent(api());
    const withPrice = await api().read('ticketoptions', setup.yes);
    assert.deepEqual(pick(withPrice, { ticket_option_group: 0, ...YES }), {
      ticket_option_group: setup.group,
      name: YES.name,
      price: 5,
    });
    const withoutPrice = await api().read('ticketoptions', setup.no);
    assert.deepEqual(pick(withoutPrice, { ticket_option_group: 0, name: 0, price: 0 }), {
      ticket_option_group: setup.group,
      name: NO.name,
      price: null,
    });
  });

  it('POST /ticketoptionlimitations/ creates a limitation shared by several ticket options', async () => {
    const setup = await setUpEvent(api());
    const body = { ticket_options: [setup.yes, setup.no], limitation: 12, scope: 'event' };
    const pid = await api().create('ticketoptionlimitations', body);
    assert.deepEqual(pick(await api().read('ticketoptionlimitations', pid), body), body);
  });

  it('POST /options/ creates options with and without the optional bounds', async () => {
    const setup = await setUpEvent(api());
    assert.deepEqual(pick(await api().read('options', setup.option), { event: 0, ...OPTION }), {
      event: setup.event,
      ...OPTION,
    });
    const bare = await api().create('options', { event: setup.event, name: 'Programmheft' });
    assert.deepEqual(
      pick(await api().read('options', bare), { name: 0, items_per_booking: 0, limitation: 0 }),
      {
        name: 'Programmheft',
        items_per_booking: null,
        limitation: null,
      },
    );
  });
});
