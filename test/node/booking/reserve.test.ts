import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { NetworkError } from '../../../src/api/errors';
import { resolveBackoff, withRetry } from '../../../src/booking/net';
import type { BookingFlow } from '../../../src/booking/types';
import { chosen, recordEvents, reserved, ticketsOf } from './steps';
import { World } from './support';

const EVERY_STEP = ['shows', 'tickets', 'questions', 'options', 'buyer', 'checkout', 'done'];

describe('shows and tickets', () => {
  test('loads the event’s shows in one request, with availability and the venue’s zone, and the event alongside', async () => {
    const world = await World.create();
    const flow = world.flow();
    const events = recordEvents(flow);
    await flow.start();
    const { event } = world.catalogue;
    assert.deepEqual(world.requests.toSorted(), [
      `GET /events/${event}?properties[options]=1&properties[prices]=1&properties[ticketoptiongroups]=1`,
      `GET /shows/?filters[event]=${event}&properties[capacity]=1&properties[event]=1&properties[venue]=1&orderBy[start]=asc`,
    ]);
    // The steps that apply are known before a show is picked.
    assert.deepEqual(flow.state.steps, EVERY_STEP);
    assert.deepEqual(
      flow.state.shows.map((s) => [s.pid, s.venue.timeZone, s.available, s.availability]),
      world.catalogue.shows.map((pid) => [pid, 'Europe/Zurich', 103, 'available']),
    );
    assert.equal(flow.state.event?.currency, 'CHF');
    assert.deepEqual(events['tb-ready'], [{ event: world.catalogue.event, shows: 2, resumed: false }]);
  });

  test('has prices, questions with their options and extras of the picked show after one more read, its sectors', async () => {
    const world = await World.create();
    const flow = world.flow();
    const events = recordEvents(flow);
    await flow.start();
    await flow.selectShow(world.catalogue.shows[0]);
    const { venue } = world.catalogue;
    // The gateway brought the groups' ticket options with the event.
    assert.deepEqual(world.requests.slice(2), [`GET /venues/${venue}/sectors/`]);
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
    assert.deepEqual(flow.state.steps, EVERY_STEP);
    assert.equal(events['tb-show-select']?.length, 1);
  });

  test('reads the questions’ options itself when the event comes without them', async () => {
    const world = await World.create();
    // The gateway could not read them along (it then answers the event as the service does).
    world.mock.faults.add({ method: 'GET', path: '^/ticketoptiongroups', status: 503, count: 1 });
    const flow = world.flow();
    await flow.start();
    await flow.selectShow(world.catalogue.shows[0]);
    const { event } = world.catalogue;
    assert.equal(
      world.requests.at(-1),
      `GET /ticketoptiongroups/?filters[event]=${event}&properties[ticketoptions]=1`,
    );
    assert.equal(flow.state.step, 'tickets');
    assert.deepEqual(
      flow.state.catalogue?.groups.map((g) => g.options.length),
      [2, 2],
    );
  });

  test('reads only what failed again when loading the catalogue failed', async () => {
    const world = await World.create();
    const flow = world.flow();
    await flow.start();
    world.faults.push({ method: 'GET', path: /^\/venues\//, kind: 'before', times: 4 });
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
    assert.deepEqual([reads('/events/'), reads('/venues/'), reads('/ticketoptiongroups/')], [1, 5, 0]);
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

  test("offers no more than the gateway's ticket limit when it is below maxTickets", async () => {
    const world = await World.create({ caps: { ticketsPerBooking: 3 } });
    const flow = world.flow({ maxTickets: 8 });
    await flow.start();
    await flow.selectShow(world.catalogue.shows[0]);
    const { parkett, adult } = world.catalogue;
    assert.equal(flow.state.maxTickets, 3);
    assert.equal(flow.maxQuantity(parkett, adult), 3);
    assert.equal(flow.setQuantity(parkett, adult, 8), 3);
    const own = (await World.create({ caps: { ticketsPerBooking: 20 } })).flow({ maxTickets: 5 });
    await own.start();
    assert.equal(own.state.maxTickets, 5, "the lower of the two: here the widget's own");
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
    assert.equal(world.requests.filter((r) => r.startsWith('GET /shows/')).length, 4);
    await flow.retry();
    assert.equal(flow.state.error, null);
    assert.equal(flow.state.shows.length, 2);
  });

  test('stop with the flow: after dispose() no retry is sent', async () => {
    const world = await World.create();
    world.faults.push({ method: 'GET', path: /^\/shows\//, kind: 503, times: 3 });
    const flow: BookingFlow = world.flow({
      // The flow is removed while it waits to try again.
      sleep: async () => flow.dispose(),
    });
    await flow.start();
    assert.equal(world.requests.filter((r) => r.startsWith('GET /shows/')).length, 1);
  });
});

describe('withRetry', () => {
  test('stops waiting and rejects as soon as its signal aborts, without another attempt', async () => {
    const lifetime = new AbortController();
    const backoff = resolveBackoff(
      { retries: 3, baseMs: 60_000, maxMs: 60_000 },
      undefined,
      () => 1,
      lifetime.signal,
    );
    let attempts = 0;
    const started = Date.now();
    const result = withRetry(backoff, async () => {
      attempts += 1;
      setTimeout(() => lifetime.abort(new Error('gone')), 10);
      throw new NetworkError(new TypeError('fetch failed'));
    });
    await assert.rejects(result, /gone/);
    assert.equal(attempts, 1);
    assert.ok(Date.now() - started < 30_000, 'waited out the backoff');
  });

  test('sends nothing once its signal has aborted', async () => {
    const lifetime = new AbortController();
    lifetime.abort(new Error('gone'));
    let attempts = 0;
    await assert.rejects(
      withRetry(resolveBackoff({}, undefined, undefined, lifetime.signal), async () => (attempts += 1)),
      /gone/,
    );
    assert.equal(attempts, 0);
  });
});
