import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offsetOf } from '../../../src/booking/clock';
import { recordEvents, reserved, ticketsOf } from './steps';
import { World } from './support';

const MINUTE = 60_000;

describe('what is held, by the service’s clock', () => {
  test('takes the service’s clock from the Date of the reservation’s answer when the device clock is off', async () => {
    const world = await World.create();
    // The visitor's device runs ten minutes slow.
    const flow = world.flow({ now: () => world.now() - 10 * MINUTE });
    const events = recordEvents(flow);
    await reserved(world, flow);
    assert.ok(Math.abs(flow.state.clockOffset - 10 * MINUTE) <= 1000, String(flow.state.clockOffset));
    const expires = flow.state.reservation!.expires.getTime();
    assert.equal(expires, world.now() + 30 * MINUTE);
    await world.advance('29m');
    assert.equal(flow.state.reservation?.expired, false);
    await world.advance('1m');
    assert.equal(flow.state.reservation?.expired, true);
    assert.equal(events['tb-reservation-expire']?.length, 1);
  });

  test('sees no difference when the device clock is right', async () => {
    const world = await World.create();
    const flow = world.flow();
    await reserved(world, flow);
    assert.equal(flow.state.clockOffset, 0);
  });

  test('reads a Date header as the middle of its second, and a difference within it as none', () => {
    const at = Date.parse('2026-12-01T09:00:00Z');
    assert.equal(offsetOf('Tue, 01 Dec 2026 09:00:00 GMT', at + 300), 0);
    assert.equal(offsetOf('Tue, 01 Dec 2026 09:10:00 GMT', at), 10 * MINUTE + 500);
    assert.equal(offsetOf('Tue, 01 Dec 2026 08:58:00 GMT', at), -2 * MINUTE + 500);
    assert.equal(offsetOf(null, at), null);
    assert.equal(offsetOf('not a date', at), null);
  });

  test('gives the held tickets back when the buyer goes back to the dates, keeping the booking', async () => {
    const world = await World.create();
    const flow = world.flow();
    const { shows, parkett, adult } = world.catalogue;
    await reserved(world, flow);
    const booking = flow.state.reservation!.booking;
    await flow.goTo('shows');
    assert.equal(flow.state.error, null, JSON.stringify(flow.state.error));
    assert.equal(flow.state.step, 'shows');
    assert.deepEqual(flow.state.reservation?.tickets, []);
    assert.deepEqual(ticketsOf(world, booking), []);
    world.timers.forEach((t) => assert.equal(t.cancelled, true, 'no expiry check left running'));

    await flow.selectShow(shows[1]);
    flow.setQuantity(parkett, adult, 3);
    await flow.reserve();
    assert.equal(flow.state.error, null, JSON.stringify(flow.state.error));
    assert.equal(flow.state.reservation!.booking, booking);
    assert.equal(ticketsOf(world, booking).length, 3);
  });

  test('goes to another date after expiry without giving back what the service released, then holds anew', async () => {
    const world = await World.create();
    const flow = world.flow();
    const { shows, parkett, adult } = world.catalogue;
    await reserved(world, flow);
    const first = flow.state.reservation!.booking;
    await world.advance('31m');
    assert.equal(flow.state.reservation?.expired, true);
    const sent = world.requests.length;
    await flow.goTo('shows');
    assert.equal(flow.state.step, 'shows');
    assert.equal(world.requests.length, sent, 'nothing to give back');
    await flow.selectShow(shows[1]);
    flow.setQuantity(parkett, adult, 1);
    await flow.reserve();
    assert.equal(flow.state.error, null, JSON.stringify(flow.state.error));
    assert.notEqual(flow.state.reservation!.booking, first);
    assert.equal(flow.state.reservation!.expired, false);
    assert.equal(ticketsOf(world, flow.state.reservation!.booking).length, 1);
  });

  test('holds nothing to count down after a changed reservation was lost to another buyer', async () => {
    const world = await World.create();
    const flow = world.flow();
    const { shows, parkett, adult } = world.catalogue;
    await reserved(world, flow, 2);
    await flow.goTo('tickets');
    flow.setQuantity(parkett, adult, 4);
    const left = world
      .read<{ capacity: { sectors: { sector: string; available: number }[] } }>('shows', shows[0], [
        'capacity',
      ])
      .capacity.sectors.find((s) => s.sector === parkett)!.available;
    world.otherBuyerTakes(shows[0], parkett, adult, left);
    await flow.reserve();
    assert.ok(flow.state.shortfall, 'a lost race');
    assert.deepEqual(flow.state.reservation?.tickets, []);
    assert.deepEqual(ticketsOf(world, flow.state.reservation!.booking), []);
  });
});
