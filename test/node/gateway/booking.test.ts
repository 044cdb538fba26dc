import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { createClient } from '../../../src/api/index';
import { GATEWAY_BASE, SHOP_ORIGIN, Setup, UUID } from './harness';
import { ANNA, pidOf, setUpEvent, startBooking, type Catalogue } from './fixtures';

describe('gateway: a full booking', () => {
  let setup: Setup;
  let catalogue: Catalogue;

  beforeEach(async () => {
    setup = new Setup();
    catalogue = await setUpEvent(setup);
    setup.useGateway({ events: { pids: [catalogue.event] } });
  });

  it('reads the event with its shows, prices, ticket option groups and options in one request', async () => {
    const reply = await setup.visit(
      'GET',
      `/events/${catalogue.event}?properties[shows]=1&properties[prices]=1&properties[ticketoptiongroups]=1&properties[options]=1`,
    );
    assert.equal(reply.status, 200, reply.text);
    const event = reply.body as Record<string, { pid: string }[]>;
    assert.deepEqual(event.shows!.map((show) => show.pid).sort(), [...catalogue.shows].sort());
    assert.deepEqual(
      event.prices!.map((price) => price.pid).sort(),
      [catalogue.adult, catalogue.balcony].sort(),
    );
    assert.deepEqual(
      event.ticketoptiongroups!.map((group) => group.pid),
      [catalogue.group],
    );
    assert.deepEqual(
      event.options!.map((option) => option.pid),
      [catalogue.option],
    );
  });

  it('reads the whole show list of an event in one request, with X-Count exposed to the page', async () => {
    const reply = await setup.visit('GET', `/shows/?filters[event]=${catalogue.event}&orderBy[start]=asc`);
    assert.equal(reply.status, 200, reply.text);
    assert.deepEqual(
      (reply.body as { pid: string }[]).map((show) => show.pid),
      catalogue.shows,
    );
    assert.equal(reply.headers.get('x-count'), '2');
    assert.equal(reply.headers.get('access-control-allow-origin'), SHOP_ORIGIN);
    assert.match(reply.headers.get('access-control-expose-headers') ?? '', /X-Count/);
  });

  it('reads venues, sectors, ticket options and prices of the event through their own paths', async () => {
    const venue = await setup.visit('GET', `/venues/${catalogue.venue}?properties[sectors]=1`);
    assert.equal(venue.status, 200, venue.text);
    const sectors = await setup.visit('GET', `/venues/${catalogue.venue}/sectors/`);
    assert.equal(sectors.status, 200, sectors.text);
    assert.equal((sectors.body as unknown[]).length, 2);
    const sector = await setup.visit('GET', `/sectors/${catalogue.parkett}`);
    assert.equal(sector.status, 200, sector.text);
    const options = await setup.visit(
      'GET',
      `/ticketoptions/?filters[ticket_option_group][event]=${catalogue.event}`,
    );
    assert.equal(options.status, 200, options.text);
    assert.deepEqual(
      (options.body as { pid: string }[]).map((option) => option.pid),
      [catalogue.yes],
    );
    const price = await setup.visit('GET', `/prices/${catalogue.adult}`);
    assert.equal(price.status, 200, price.text);
    const groupOptions = await setup.visit('GET', `/ticketoptiongroups/${catalogue.group}/ticketoptions/`);
    assert.equal(groupOptions.status, 200, groupOptions.text);
  });

  it('books person → booking → tickets → options → confirmation, reading it back', async () => {
    const { person, booking, session } = await startBooking(setup);
    assert.match(person, UUID);
    assert.match(booking, /^\d{12}$/);

    const tickets = await setup.visit('POST', '/tickets/', {
      session,
      body: [
        { booking, show: catalogue.shows[0], price: catalogue.adult, sector: catalogue.parkett },
        {
          booking,
          show: catalogue.shows[0],
          price: catalogue.adult,
          sector: catalogue.parkett,
          ticket_options: [catalogue.yes],
        },
      ],
    });
    assert.equal(tickets.status, 201, tickets.text);
    const batch = tickets.headers.get('location')!;
    assert.ok(batch.startsWith(`${GATEWAY_BASE}/tickets/?`), batch);
    const listed = await setup.visit('GET', batch, { session });
    assert.equal(listed.status, 200, listed.text);
    const ticketPids = (listed.body as { pid: string }[]).map((ticket) => ticket.pid);
    assert.equal(ticketPids.length, 2);

    const changed = await setup.visit('PATCH', `/tickets/${ticketPids[0]}`, {
      session,
      body: { ticket_options: [catalogue.yes] },
    });
    assert.equal(changed.status, 204, changed.text);
    const removed = await setup.visit('DELETE', `/tickets/${ticketPids[1]}`, { session });
    assert.equal(removed.status, 204, removed.text);

    const options = await setup.visit('PATCH', `/bookings/${booking}`, {
      session,
      body: { options: [{ option: catalogue.option, quantity: 1 }] },
    });
    assert.equal(options.status, 204, options.text);
    const renamed = await setup.visit('PATCH', `/persons/${person}`, {
      session,
      body: { firstname: 'Annette' },
    });
    assert.equal(renamed.status, 204, renamed.text);

    const confirmed = await setup.visit('PATCH', `/bookings/${booking}`, {
      session,
      body: { confirmation: true },
    });
    assert.equal(confirmed.status, 204, confirmed.text);
    assert.equal(confirmed.headers.get('location'), `${GATEWAY_BASE}/bookings/${booking}`);

    const read = await setup.visit(
      'GET',
      `/bookings/${booking}?properties[customer]=1&properties[tickets]=1&properties[deliveries]=1`,
      { session },
    );
    assert.equal(read.status, 200, read.text);
    const record = read.body as {
      confirmation: boolean;
      customer: { firstname: string; email: string };
      tickets: { pid: string }[];
    };
    assert.equal(record.confirmation, true);
    assert.equal(record.customer.firstname, 'Annette');
    assert.equal(record.customer.email, ANNA.email);
    assert.deepEqual(
      record.tickets.map((ticket) => ticket.pid),
      [ticketPids[0]],
    );
  });

  it('sends the confirmation e-mail of a confirmed booking', async () => {
    const { booking, session } = await startBooking(setup);
    const ticket = await setup.visit('POST', '/tickets/', {
      session,
      body: { booking, show: catalogue.shows[0], price: catalogue.adult, sector: catalogue.parkett },
    });
    assert.equal(ticket.status, 201, ticket.text);
    const early = await setup.visit('POST', '/email/send', {
      session,
      body: { booking, type: 'confirmation' },
    });
    assert.equal(early.status, 409, 'an unconfirmed booking has no confirmation to send');
    const confirmed = await setup.visit('PATCH', `/bookings/${booking}`, {
      session,
      body: { confirmation: true },
    });
    assert.equal(confirmed.status, 204, confirmed.text);
    const mail = await setup.visit('POST', '/email/send', {
      session,
      body: { booking, type: 'confirmation' },
    });
    assert.equal(mail.status, 202, mail.text);
  });

  it('confirms with postal delivery and reads the deliveries of the booking', async () => {
    await setup.create('deliveryrates', { host: catalogue.host, name: 'Post', price: 5, country: 'CH' });
    const { booking, session } = await startBooking(setup);
    const ticket = await setup.visit('POST', '/tickets/', {
      session,
      body: { booking, show: catalogue.shows[1], price: catalogue.balcony, sector: catalogue.balkon },
    });
    assert.equal(ticket.status, 201, ticket.text);
    assert.equal(ticket.headers.get('location'), `${GATEWAY_BASE}/tickets/${pidOf(ticket)}`);
    const confirmed = await setup.visit('PATCH', `/bookings/${booking}`, {
      session,
      body: { confirmation: true, delivery: true },
    });
    assert.equal(confirmed.status, 204, confirmed.text);
    const deliveries = await setup.visit('GET', `/bookings/${booking}/deliveries/`, { session });
    assert.equal(deliveries.status, 200, deliveries.text);
    assert.equal((deliveries.body as unknown[]).length, 1);
  });

  it('serves the typed client of the widget with the gateway as its base', async () => {
    const client = createClient({
      baseUrl: GATEWAY_BASE,
      fetch: (request) => setup.gateway(request, { clientAddress: '203.0.113.9' }),
    });
    const { data, response } = await client.GET('/shows/', {
      params: { query: { filters: { event: catalogue.event }, properties: ['venue'] } },
    });
    assert.equal(response.status, 200);
    assert.equal(data?.length, 2);
  });
});
