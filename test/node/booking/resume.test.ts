import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BookingState } from '../../../src/booking/types';
import { ANNA, answered, detailed, recordEvents, reserved } from './steps';
import { World } from './support';

/** A buyer who reserved two tickets, answered their questions and began the details, then left. */
async function leftAtTheDetails() {
  const world = await World.create();
  const first = world.flow();
  await answered(world, first, 2);
  await first.next();
  first.setBuyer({ firstname: 'Anna' });
  const before = first.state;
  first.dispose();
  return { world, before };
}

describe('resume after a reload', () => {
  test('returns to the same step with the deadline, the choices and the session intact', async () => {
    const { world, before } = await leftAtTheDetails();

    const flow = world.flow();
    const events = recordEvents(flow);
    const sent = world.requests.length;
    await flow.start();
    assert.equal(flow.state.error, null);
    assert.deepEqual(events['tb-ready'], [{ event: world.catalogue.event, shows: 2, resumed: true }]);
    // The booking, the shows and the event (with the questions' options), the sectors.
    assert.equal(world.requests.length - sent, 4, world.requests.slice(sent).join('\n'));
    assert.equal(flow.state.step, 'buyer');
    assert.deepEqual(flow.state.reservation, before.reservation);
    assert.deepEqual(flow.state.lines, before.lines);
    assert.deepEqual(flow.state.answers, before.answers);
    assert.equal(flow.state.buyer.firstname, 'Anna');
    assert.deepEqual(flow.state.totals, before.totals);

    flow.setBuyer(ANNA);
    await flow.next();
    await flow.confirm();
    assert.equal(flow.state.error, null, 'the stored session still opens the booking');
    assert.equal(flow.state.step, 'done');
  });

  test('returns to the chosen tickets when nothing was reserved yet', async () => {
    const world = await World.create();
    const first = world.flow();
    await first.start();
    await first.selectShow(world.catalogue.shows[1]);
    first.setQuantity(world.catalogue.balkon, world.catalogue.balcony, 2);
    const flow = world.flow();
    await flow.start();
    assert.equal(flow.state.step, 'tickets');
    assert.equal(flow.state.show, world.catalogue.shows[1]);
    assert.deepEqual(flow.state.lines, first.state.lines);
    assert.equal(flow.state.totals.total, 6000);
  });

  test('keeps the stored choices while a reload resumes them, so a second reload finds them', async () => {
    const { world, before } = await leftAtTheDetails();
    const key = world.storage.key(0)!;
    const stored = world.storage.getItem(key);

    // Reloaded again before the first reload's reads answer: nothing it did may replace them.
    const interrupted = world.flow();
    const starting = interrupted.start();
    assert.equal(world.storage.getItem(key), stored, 'stored while the resume ran');
    interrupted.dispose();
    await starting.catch(() => undefined);
    assert.equal(world.storage.getItem(key), stored, 'stored after the interrupted resume');

    const flow = world.flow();
    await flow.start();
    assert.equal(flow.state.step, 'buyer');
    assert.deepEqual(flow.state.lines, before.lines);
    assert.deepEqual(flow.state.answers, before.answers);
    assert.equal(flow.state.buyer.firstname, 'Anna');
  });

  test('keeps the deadline timer running after the reload', async () => {
    const world = await World.create();
    await reserved(world, world.flow());
    await world.advance('10m');
    const flow = world.flow();
    const events = recordEvents(flow);
    await flow.start();
    assert.equal(flow.state.reservation?.expired, false);
    await world.advance('21m');
    assert.equal(flow.state.reservation?.expired, true);
    assert.equal(events['tb-reservation-expire']?.length, 1);
  });

  test('brings back the receipt of a finished booking, read from the service, until a new booking starts', async () => {
    const world = await World.create();
    const first = world.flow();
    await detailed(world, first, 2);
    first.setOption(world.catalogue.parking, 1);
    await first.confirm();
    assert.equal(first.state.step, 'done');
    const receipt = first.state.confirmation!;
    first.dispose();

    // The stored copy is not trusted: only its booking pid is used, the rest is read back.
    const key = world.storage.key(0)!;
    const stored = JSON.parse(world.storage.getItem(key)!) as Record<string, unknown>;
    world.storage.setItem(key, JSON.stringify({ ...stored, buyer: { ...ANNA, email: 'x@forged.example' } }));
    const flow = world.flow();
    const events = recordEvents(flow);
    const sent = world.requests.length;
    await flow.start();
    assert.equal(flow.state.error, null, JSON.stringify(flow.state.error));
    assert.deepEqual(events['tb-ready'], [{ event: world.catalogue.event, shows: 2, resumed: true }]);
    assert.match(
      world.requests.slice(sent).find((r) => r.startsWith('GET /bookings/'))!,
      /properties\[customer\]=1&properties\[deliveries\]=1&properties\[tickets\]=1/,
    );
    assert.equal(flow.state.step, 'done');
    const again = flow.state.confirmation!;
    assert.equal(again.bookingNumber, receipt.bookingNumber);
    assert.deepEqual(again.bill, receipt.bill);
    assert.equal(again.bill.totals.options, 1000);
    assert.deepEqual(
      again.tickets.map((t) => t.code),
      receipt.tickets.map((t) => t.code),
    );
    assert.equal(again.customer.email, ANNA.email);
    assert.equal(again.emailSent, true);
    assert.equal(events['tb-booking-confirm'], undefined, 'a receipt read again is no new booking');

    await flow.restart();
    assert.equal(flow.state.step, 'shows');
    assert.equal(flow.state.confirmation, null);
    const next = world.flow();
    await next.start();
    assert.equal(next.state.step, 'shows');
    assert.equal(next.state.reservation, null);
    assert.deepEqual(next.state.lines, []);
  });

  test('keeps an e-mail failure on the receipt after a reload, with the retry', async () => {
    const world = await World.create();
    const first = world.flow();
    await detailed(world, first, 1);
    world.mock.faults.add({ method: 'POST', path: '^/email/send', status: 503, count: 2 });
    await first.confirm();
    assert.equal(first.state.confirmation?.emailSent, false);
    first.dispose();
    const flow = world.flow();
    await flow.start();
    assert.equal(flow.state.step, 'done');
    assert.equal(flow.state.confirmation?.emailSent, false);
    await flow.resendEmail();
    assert.equal(flow.state.error, null, JSON.stringify(flow.state.error));
    assert.equal(flow.state.confirmation?.emailSent, true);
    const stored = JSON.parse(world.storage.getItem(world.storage.key(0)!)!) as { emailSent: boolean };
    assert.equal(stored.emailSent, true);
  });

  test('starts fresh after an expired booking, with the visitor’s session kept', async () => {
    const world = await World.create();
    const first = world.flow();
    await reserved(world, first, 2);
    first.dispose();
    await world.advance('31m');
    const flow = world.flow();
    const events = recordEvents(flow);
    await flow.start();
    assert.equal(flow.state.step, 'shows');
    assert.equal(flow.state.reservation, null);
    assert.deepEqual(flow.state.lines, []);
    assert.deepEqual(events['tb-ready'], [{ event: world.catalogue.event, shows: 2, resumed: false }]);
    await flow.selectShow(world.catalogue.shows[1]);
    flow.setQuantity(world.catalogue.parkett, world.catalogue.adult, 1);
    await flow.reserve();
    const state: BookingState = flow.state;
    assert.equal(state.error, null);
    assert.equal(state.reservation?.tickets.length, 1);
  });

  test('restart() forgets the booking and loads the shows again', async () => {
    const world = await World.create();
    const flow = world.flow();
    await reserved(world, flow, 1);
    await flow.restart();
    assert.equal(flow.state.step, 'shows');
    assert.equal(flow.state.reservation, null);
    assert.equal(flow.state.shows.length, 2);
  });
});

describe('a show picked while the list is read again', () => {
  test('is taken once the shows are read, after "Book more tickets" (restart)', async () => {
    const world = await World.create();
    const flow = world.flow();
    await detailed(world, flow, 1);
    await flow.confirm();
    assert.equal(flow.state.step, 'done');
    const restarting = flow.restart();
    // The list is on screen (the shows known before) while the flow reads them again.
    assert.equal(flow.state.step, 'shows');
    assert.equal(flow.state.busy, true);
    assert.equal(flow.state.shows.length, 2);
    const picking = flow.selectShow(world.catalogue.shows[1]);
    await Promise.all([restarting, picking]);
    assert.equal(flow.state.error, null, JSON.stringify(flow.state.error));
    assert.equal(flow.state.step, 'tickets');
    assert.equal(flow.state.show, world.catalogue.shows[1]);
    assert.equal(flow.state.confirmation, null);
  });

  test('is taken once the availability is read again, back at the dates (refreshShows)', async () => {
    const world = await World.create();
    const flow = world.flow();
    await flow.start();
    await flow.selectShow(world.catalogue.shows[0]);
    await flow.goTo('shows');
    const refreshing = flow.refreshShows();
    assert.equal(flow.state.busy, true);
    const picking = flow.selectShow(world.catalogue.shows[1]);
    await Promise.all([refreshing, picking]);
    assert.equal(flow.state.error, null, JSON.stringify(flow.state.error));
    assert.equal(flow.state.step, 'tickets');
    assert.equal(flow.state.show, world.catalogue.shows[1]);
  });

  test('is dropped when the read ends elsewhere than at the dates (a reload resuming a booking)', async () => {
    const world = await World.create();
    const first = world.flow();
    await reserved(world, first, 1);
    first.dispose();
    const flow = world.flow();
    const starting = flow.start();
    const picking = flow.selectShow(world.catalogue.shows[1]);
    await Promise.all([starting, picking]);
    assert.equal(flow.state.error, null, JSON.stringify(flow.state.error));
    assert.equal(flow.state.step, 'questions');
    assert.equal(flow.state.show, world.catalogue.shows[0]);
  });
});
