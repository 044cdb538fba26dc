import assert from 'node:assert/strict';
import { it } from 'node:test';
import { BALKON, EVENT, HOST_NAME, PARKETT, VENUE, setUpCatalogue } from '../catalogue';
import {
  ISO_WITH_OFFSET,
  TICKET_PID,
  UUID,
  assertProblem,
  assertStatus,
  assertUnchanged,
  behaviour,
  type JsonObject,
} from '../harness';

/** The readable form the interface description gives: the digits in groups of four. */
const readable = (pid: number) => String(pid).replace(/^(\d{4})(\d{4})(\d{4})$/, '$1-$2-$3');

behaviour('formats (DESIGN.md §4)', (api) => {
  it('a booking pid is a 12-digit integer and pid_readable groups its digits by four', async () => {
    const c = await setUpCatalogue(api());
    const reply = await api().get(`/bookings/${c.booking}`);
    assert.match(reply.text, new RegExp(`"pid":\\s*${c.booking}[,}]`), 'the pid is a JSON number');
    const booking = reply.body as JsonObject;
    assert.equal(typeof booking.pid, 'number');
    assert.ok(Number.isInteger(booking.pid));
    assert.match(String(booking.pid), /^[1-9]\d{11}$/);
    assert.equal(booking.pid_readable, readable(booking.pid as number));
    assert.match(String(booking.pid_readable), /^\d{4}-\d{4}-\d{4}$/);
  });

  it('a ticket pid is 16 lower-case hex digits and its code is the same in upper case', async () => {
    const c = await setUpCatalogue(api());
    for (const pid of c.tickets) {
      assert.match(pid, TICKET_PID);
      const ticket = await api().read('tickets', pid);
      assert.equal(ticket.pid, pid);
      assert.equal(ticket.code, pid.toUpperCase());
      assert.equal(ticket.booking, c.booking);
    }
  });

  it('every other record and its references read as upper-case UUIDs', async () => {
    const c = await setUpCatalogue(api());
    const uuids: [string, string, string[]][] = [
      ['hosts', c.host, []],
      ['persons', c.anna, []],
      ['venues', c.venue, ['host']],
      ['sectors', c.parkett, ['host']],
      ['events', c.event, ['host']],
      ['shows', c.shows[0], ['event', 'venue']],
      ['prices', c.adult, ['event']],
      ['ticketoptiongroups', c.group, ['event']],
      ['ticketoptions', c.yes, ['ticket_option_group']],
      ['options', c.option, ['event']],
      ['ticketoptionlimitations', c.limitation, []],
    ];
    for (const [collection, pid, references] of uuids) {
      const record = await api().read(collection, pid);
      assert.match(String(record.pid), UUID, `${collection} pid`);
      for (const field of references) assert.match(String(record[field]), UUID, `${collection}.${field}`);
    }
    const person = await api().read('persons', c.anna);
    assert.match(String((person.address as JsonObject).pid), UUID, 'address pid');
    const limitation = await api().read('ticketoptionlimitations', c.limitation);
    for (const pid of limitation.ticket_options as string[]) assert.match(pid, UUID);
    const ticket = await api().read('tickets', c.tickets[0]);
    for (const field of ['show', 'price', 'sector'])
      assert.match(String(ticket[field]), UUID, `ticket.${field}`);
    assert.match(String((await api().read('bookings', c.booking)).customer), UUID);
  });

  it('a reference written as a lower-case UUID reads back in upper case', async () => {
    const c = await setUpCatalogue(api());
    const pid = await api().create('shows', {
      event: c.event.toLowerCase(),
      venue: c.venue.toLowerCase(),
      start: '2027-04-01 19:00:00',
    });
    const show = await api().read('shows', pid);
    assert.equal(show.event, c.event);
    assert.equal(show.venue, c.venue);
  });

  it('a booking reference in its readable form is accepted', async () => {
    const c = await setUpCatalogue(api());
    const pid = await api().create('tickets', {
      booking: readable(c.booking),
      show: c.shows[1],
      price: c.adult,
      sector: c.parkett,
    });
    assert.equal((await api().read('tickets', pid)).booking, c.booking);
  });

  it('created and updated read as ISO 8601 with a numeric offset on every record', async () => {
    const c = await setUpCatalogue(api());
    const records: [string, string | number][] = [
      ['hosts', c.host],
      ['persons', c.anna],
      ['bookings', c.booking],
      ['tickets', c.tickets[0]],
      ['venues', c.venue],
      ['sectors', c.balkon],
      ['events', c.event],
      ['shows', c.shows[1]],
      ['prices', c.child],
      ['ticketoptiongroups', c.group],
      ['ticketoptions', c.no],
      ['ticketoptionlimitations', c.limitation],
      ['options', c.option],
    ];
    for (const [collection, pid] of records) {
      const record = await api().read(collection, pid);
      assert.match(String(record.created), ISO_WITH_OFFSET, `${collection}.created`);
      assert.match(String(record.updated), ISO_WITH_OFFSET, `${collection}.updated`);
    }
  });

  it('refuses a currency that ISO 4217 does not know, naming the field', async () => {
    const c = await setUpCatalogue(api());
    await assertUnchanged(api(), async () =>
      assertProblem(await api().post('/events/', { host: c.host, name: 'Gala', currency: 'KLC' }), {
        status: 409,
        code: 'validation_failed',
        paths: ['currency'],
      }),
    );
    assertStatus(await api().post('/events/', { host: c.host, name: 'Gala', currency: 'EUR' }), 201);
  });

  it('reads an empty second address line as an empty string, never null', async () => {
    const untouched = await api().create('persons', { firstname: 'Anna' });
    assert.equal(((await api().read('persons', untouched)).address as Record<string, unknown>).address2, '');
    const cleared = await api().create('persons', { address: { address1: 'Gasse 1', address2: null } });
    const address = (await api().read('persons', cleared)).address as Record<string, unknown>;
    assert.equal(address.address2, '');
    assert.equal(address.address1, 'Gasse 1');
  });

  it('reads a price as the number written (a ticket’s amount stays a two-place decimal string)', async () => {
    const c = await setUpCatalogue(api());
    const amounts = [49.5, 25, 0, 0.1, 19.95, 1234567.89];
    for (const price of amounts) {
      const pid = await api().create('prices', {
        event: c.event,
        name: `CHF ${price}`,
        price_category: 1,
        price,
      });
      const record = await api().read('prices', pid);
      assert.equal(record.price, price, 'the interface description types price as a number');
    }
  });

  it('a ticket reads with the denormalized names, show start, price and currency', async () => {
    const c = await setUpCatalogue(api());
    const ticket = await api().read('tickets', c.tickets[0]);
    const show = await api().read('shows', c.shows[0]);
    assert.deepEqual(
      {
        host: ticket.denormalized_host_name,
        event: ticket.denormalized_event_name,
        start: ticket.denormalized_show_start,
        venue: ticket.denormalized_venue_name,
        sector: ticket.denormalized_sector_name,
        price: ticket.denormalized_price_name,
        amount: ticket.denormalized_price_including_vat,
        currency: ticket.denormalized_currency_pid,
      },
      {
        host: HOST_NAME,
        event: EVENT.name,
        start: '2026-12-31T19:30:00+01:00',
        venue: VENUE.name,
        sector: PARKETT.name,
        price: 'Erwachsene',
        amount: '49.50',
        currency: 'CHF',
      },
    );
    assert.equal(ticket.denormalized_show_start, show.start);
    assert.ok(
      String(ticket.seat_string).includes(PARKETT.name),
      `seat_string names the sector: ${ticket.seat_string}`,
    );
    assert.ok(!String(ticket.seat_string).includes(BALKON.name));
  });

  it('answers 409 for money with more than two decimals and for dates that do not exist', async () => {
    const c = await setUpCatalogue(api());
    await assertUnchanged(api(), async () => {
      assertProblem(
        await api().post('/prices/', { event: c.event, name: 'Odd', price_category: 1, price: 12.345 }),
        {
          status: 409,
          code: 'validation_failed',
          paths: ['price'],
        },
      );
      assertProblem(
        await api().post('/shows/', { event: c.event, venue: c.venue, start: '2027-02-30 20:00:00' }),
        {
          status: 409,
          code: 'validation_failed',
          paths: ['start'],
        },
      );
      assertProblem(
        await api().post('/shows/', { event: c.event, venue: c.venue, start: '2027-02-01T20:00:00+01:00' }),
        {
          status: 409,
          code: 'validation_failed',
          paths: ['start'],
        },
      );
    });
  });
});
