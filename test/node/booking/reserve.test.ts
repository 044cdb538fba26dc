import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { chosen, recordEvents, reserved, ticketsOf } from './steps';
import { World } from './support';

describe('shows and tickets', () => {
  test('loads the event’s shows in one request, with availability and the venue’s zone', async () => {
    const world = await World.create();
    const flow = world.flow();
    const events = recordEvents(flow);
    await flow.start();
    assert.equal(world.requests.length, 1);
    assert.match(world.requests[0]!, /^GET \/shows\/\?filters\[event\]=.*properties\[capacity\]=1/);
    assert.deepEqual(
      flow.state.shows.map((s) => [s.pid, s.venue.timeZone, s.available, s.availability]),
      world.catalogue.shows.map((pid) => [pid, 'Europe/Zurich', 103, 'available']),
    );
    assert.equal(flow.state.event?.currency, 'CHF');
    assert.deepEqual(events['tb-ready'], [{ event: world.catalogue.event, shows: 2, resumed: false }]);
  });

  test('loads prices, sectors, questions and options of the picked show in parallel', async () => {
    const world = await World.create();
    const flow = world.flow();
    const events = recordEvents(flow);
    await flow.start();
    await flow.selectShow(world.catalogue.shows[0]);
    const { event, venue } = world.catalogue;
    assert.deepEqual(world.requests.slice(1), [
      `GET /events/${event}?properties[options]=1&properties[prices]=1&properties[ticketoptiongroups]=1`,
      `GET /venues/${venue}/sectors/`,
      // The event has questions: their options (expansions are one level deep).
      `GET /ticketoptiongroups/?filters[event]=${event}&properties[ticketoptions]=1`,
    ]);
    assert.equal(flow.state.step, 'tickets');
    const { parkett, balkon, adult, child, balcony } = world.catalogue;
    assert.deepEqual(
      flow.state.catalogue?.sectors.map((s) => [
        s.pid,
        s.availability,
        s.prices.map((p) => [p.pid, p.amount]),
      ]),
      [
        [
          parkett,
          'available',
          [
            [adult, 4950],
            [child, 2500],
          ],
        ],
        [balkon, 'few', [[balcony, 3000]]],
      ],
    );
    assert.deepEqual(flow.state.steps, [
      'shows',
      'tickets',
      'questions',
      'options',
      'buyer',
      'checkout',
      'done',
    ]);
    assert.equal(events['tb-show-select']?.length, 1);
  });

  test('reads only what failed again when loading the catalogue failed', async () => {
    const world = await World.create();
    const flow = world.flow();
    await flow.start();
    world.faults.push({ method: 'GET', path: /^\/ticketoptiongroups\//, kind: 'before', times: 4 });
    await flow.selectShow(world.catalogue.shows[0]);
    assert.deepEqual(flow.state.error, { key: 'error.network', code: 'network', retryable: true });
    assert.equal(flow.state.step, 'shows');
    await flow.retry();
    assert.equal(flow.state.error, null);
    assert.equal(flow.state.step, 'tickets');
    assert.deepEqual(
      flow.state.catalogue?.groups.map((g) => g.options.length),
      [2, 2],
    );
    const reads = (path: string) => world.requests.filter((r) => r.startsWith(`GET ${path}`)).length;
    assert.deepEqual([reads('/events/'), reads('/venues/'), reads('/ticketoptiongroups/')], [1, 1, 5]);
  });

  test('bounds quantities by what is left and by the per-booking maximum', async () => {
    const world = await World.create();
    const flow = world.flow({ maxTickets: 4 });
    await flow.start();
    await flow.selectShow(world.catalogue.shows[0]);
    const { parkett, balkon, adult, balcony } = world.catalogue;
    assert.equal(flow.setQuantity(balkon, balcony, 5), 3);
    assert.equal(flow.maxQuantity(parkett, adult), 1);
    assert.equal(flow.setQuantity(parkett, adult, 9), 1);
    assert.equal(flow.setQuantity(parkett, balcony, 1), 0);
    assert.equal(flow.state.totals.tickets, 3 * 3000 + 4950);
  });
});

describe('reserving', () => {
  test('creates a person, the booking and all tickets in one array request, then reads the deadline', async () => {
    const world = await World.create();
    const flow = world.flow();
    const events = recordEvents(flow);
    await chosen(world, flow, 2, 1);
    const before = world.requests.length;
    await flow.reserve();
    assert.equal(flow.state.error, null);
    const reservation = flow.state.reservation!;
    assert.deepEqual(
      world.requests.slice(before).map((r) => r.replace(/\?.*/, '').replace(/\d{12}/, '<booking>')),
      ['POST /persons/', 'POST /bookings/', 'POST /tickets/', 'GET /bookings/<booking>'],
    );
    const booking = world.read<{ created: string; expires: string }>('bookings', reservation.booking);
    assert.equal(reservation.expires.getTime(), Date.parse(booking.expires));
    assert.equal(reservation.expires.getTime(), world.now() + 30 * 60_000);
    assert.match(reservation.bookingNumber, /^\d{4}-\d{4}-\d{4}$/);
    assert.equal(ticketsOf(world, reservation.booking).length, 3);
    assert.equal(reservation.tickets.length, 3);
    assert.equal(flow.state.step, 'questions');
    assert.deepEqual(events['tb-tickets-reserve'], [
      {
        booking: reservation.booking,
        bookingNumber: reservation.bookingNumber,
        tickets: 3,
        expires: reservation.expires,
      },
    ]);
  });

  test('reconciles a tickets POST whose answer was lost: exactly one set of tickets', async () => {
    const world = await World.create();
    const flow = world.flow();
    await chosen(world, flow, 3);
    world.faults.push({ method: 'POST', path: /^\/tickets\/$/, kind: 'after' });
    await flow.reserve();
    assert.equal(flow.state.error, null);
    assert.equal(flow.state.step, 'questions');
    assert.equal(world.requests.filter((r) => r.startsWith('POST /tickets/')).length, 1);
    assert.equal(ticketsOf(world, flow.state.reservation!.booking).length, 3);
    assert.equal(world.list('tickets', { show: world.catalogue.shows[0] }).length, 3);
  });

  test('reads the booking before sending tickets again after a failure', async () => {
    const world = await World.create();
    const flow = world.flow();
    const events = recordEvents(flow);
    await chosen(world, flow, 2);
    world.faults.push({ method: 'POST', path: /^\/tickets\/$/, kind: 'before' });
    world.faults.push({ method: 'GET', path: /^\/bookings\/\d+/, kind: 'before', times: 4 });
    await flow.reserve();
    assert.deepEqual(flow.state.error, { key: 'error.network', code: 'network', retryable: true });
    assert.equal(events['tb-error']?.length, 1);
    const sent = world.requests.length;
    await flow.retry();
    assert.equal(flow.state.error, null);
    assert.match(world.requests[sent]!, /^GET \/bookings\/\d{12}/);
    assert.equal(world.requests[sent + 1], 'POST /tickets/');
    assert.equal(ticketsOf(world, flow.state.reservation!.booking).length, 2);
  });

  test('explains a lost race from a fresh capacity read and takes what is left', async () => {
    const world = await World.create();
    const flow = world.flow();
    const { shows, balkon, balcony } = world.catalogue;
    await flow.start();
    await flow.selectShow(shows[0]);
    flow.setQuantity(balkon, balcony, 3);
    world.otherBuyerTakes(shows[0], balkon, balcony, 1);
    await flow.reserve();
    assert.equal(flow.state.step, 'tickets');
    assert.ok(world.requests.some((r) => r.startsWith(`GET /shows/${shows[0]}?properties[capacity]=1`)));
    assert.deepEqual(flow.state.shortfall, {
      requested: 3,
      available: 2,
      lines: [{ sector: balkon, price: balcony, quantity: 3, available: 2 }],
    });
    await flow.acceptShortfall();
    assert.equal(flow.state.shortfall, null);
    assert.equal(flow.state.step, 'questions');
    assert.equal(flow.state.reservation?.tickets.length, 2);
    assert.equal(ticketsOf(world, flow.state.reservation!.booking).length, 2);
  });

  test('lets the buyer pick again after a lost race, within the fresh availability', async () => {
    const world = await World.create();
    const flow = world.flow();
    const { shows, balkon, balcony } = world.catalogue;
    await flow.start();
    await flow.selectShow(shows[0]);
    flow.setQuantity(balkon, balcony, 3);
    world.otherBuyerTakes(shows[0], balkon, balcony, 2);
    await flow.reserve();
    assert.equal(flow.state.shortfall?.available, 1);
    flow.dismissShortfall();
    assert.equal(flow.state.shortfall, null);
    assert.deepEqual(flow.state.lines, [{ sector: balkon, price: balcony, quantity: 1 }]);
    assert.equal(flow.maxQuantity(balkon, balcony), 1);
  });

  test('holds a new set when the buyer goes back and changes the tickets', async () => {
    const world = await World.create();
    const flow = world.flow();
    await reserved(world, flow, 2);
    const booking = flow.state.reservation!.booking;
    await flow.goTo('tickets');
    flow.setQuantity(world.catalogue.parkett, world.catalogue.adult, 1);
    await flow.reserve();
    assert.equal(flow.state.reservation?.booking, booking);
    assert.equal(ticketsOf(world, booking).length, 1);
    await flow.goTo('tickets');
    const sent = world.requests.length;
    await flow.next();
    assert.equal(world.requests.length, sent + 1, 'an unchanged choice is only read back');
  });
});

describe('reads', () => {
  test('are retried with jittered backoff', async () => {
    const world = await World.create();
    const flow = world.flow();
    world.faults.push({ method: 'GET', path: /^\/shows\//, kind: 503, times: 2 });
    await flow.start();
    assert.equal(flow.state.error, null);
    assert.equal(flow.state.shows.length, 2);
    assert.deepEqual(world.sleeps, [150, 300]);
  });

  test('fail with error.network after the bounded retries, and retry() loads again', async () => {
    const world = await World.create();
    const flow = world.flow();
    world.faults.push({ method: 'GET', path: /^\/shows\//, kind: 'before', times: 4 });
    await flow.start();
    assert.equal(flow.state.error?.key, 'error.network');
    assert.equal(world.requests.length, 4);
    await flow.retry();
    assert.equal(flow.state.error, null);
    assert.equal(flow.state.shows.length, 2);
  });
});
