import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { answered, detailed, recordEvents, reserved, ticketsOf } from './steps';
import { World } from './support';

describe('reservation expiry', () => {
  test('says the reservation expired when its deadline passes, and fires tb-reservation-expire', async () => {
    const world = await World.create();
    const flow = world.flow();
    const events = recordEvents(flow);
    await reserved(world, flow);
    const expires = flow.state.reservation!.expires;
    await world.advance('29m');
    assert.equal(flow.state.reservation?.expired, false);
    await world.advance('2m');
    assert.equal(flow.state.reservation?.expired, true);
    assert.deepEqual(events['tb-reservation-expire'], [{ expires }]);
    flow.checkExpiry();
    assert.equal(events['tb-reservation-expire']?.length, 1, 'fired once');
  });

  test('reserves again keeping every choice, answer and option', async () => {
    const world = await World.create();
    const flow = world.flow();
    const { menu, meat, veggie, parking, wheelchair, wheelchairYes } = world.catalogue;
    await reserved(world, flow, 2);
    flow.answer(0, menu, meat);
    flow.answer(1, menu, veggie);
    flow.answer(1, wheelchair, wheelchairYes);
    await flow.next();
    flow.setOption(parking, 1);
    await flow.next();
    assert.equal(flow.state.step, 'buyer');
    const first = flow.state.reservation!.booking;
    await world.advance('31m');
    assert.equal(flow.state.reservation?.expired, true);
    assert.equal(world.read<{ released: boolean }>('bookings', first).released, true);

    await flow.reserveAgain();
    assert.equal(flow.state.error, null, JSON.stringify(flow.state.error));
    const again = flow.state.reservation!;
    assert.notEqual(again.booking, first);
    assert.equal(again.expired, false);
    assert.equal(again.expires.getTime(), world.now() + 30 * 60_000);
    assert.equal(flow.state.step, 'buyer');
    assert.deepEqual(
      ticketsOf(world, again.booking).map((t) => [...t.ticket_options].sort()),
      [[meat], [veggie, wheelchairYes].sort()],
    );
    const booking = world.read<{ options: { option: string; quantity: number }[] }>(
      'bookings',
      again.booking,
    );
    assert.deepEqual(booking.options, [{ option: parking, quantity: 1 }]);
    assert.deepEqual(flow.state.answers, [{ [menu]: meat }, { [menu]: veggie, [wheelchair]: wheelchairYes }]);
  });

  test('treats a 409 booking_expired as expiry, even before the timer fired', async () => {
    const world = await World.create();
    const flow = world.flow();
    const events = recordEvents(flow);
    await answered(world, flow);
    world.mock.moveClock({ advanceMs: 31 * 60_000 });
    await flow.next();
    flow.setBuyer({ firstname: 'Anna', lastname: 'Muster', email: 'anna@example.ch' });
    await flow.next();
    await flow.next();
    assert.equal(flow.state.step, 'checkout');
    assert.deepEqual(flow.state.error, {
      key: 'error.expired',
      code: 'booking_expired',
      status: 409,
      retryable: false,
    });
    assert.equal(flow.state.reservation?.expired, true);
    assert.equal(events['tb-reservation-expire']?.length, 1);
    await flow.reserveAgain();
    await flow.confirm();
    assert.equal(flow.state.step, 'done');
  });

  test('a new reservation after expiry holds the tickets and asks again when a limited answer ran out', async () => {
    const world = await World.create();
    const flow = world.flow();
    const { menu, veggie, shows, parkett, adult } = world.catalogue;
    await reserved(world, flow, 2);
    flow.answer(0, menu, veggie);
    flow.answer(1, menu, veggie);
    await flow.next();
    await world.advance('31m');
    const customer = world.create('persons', {});
    const booking = Number(world.create('bookings', { customer }));
    const ticket = { booking, show: shows[0], sector: parkett, price: adult, ticket_options: [veggie] };
    world.mock.records.create(world.mock.actor('demo'), 'tickets', [ticket, ticket]);
    await flow.reserveAgain();
    assert.equal(flow.state.reservation?.expired, false);
    assert.equal(ticketsOf(world, flow.state.reservation!.booking).length, 2);
    assert.equal(flow.state.step, 'questions');
    assert.equal(flow.state.error?.key, 'error.optionLimit');
    assert.deepEqual(flow.missingAnswers(), { 0: [menu], 1: [menu] });
    assert.deepEqual(
      flow.choices(0, menu).find((c) => c.pid === veggie),
      {
        pid: veggie,
        name: 'Vegi',
        amount: 1800,
        left: 0,
        disabled: true,
      },
    );
  });

  test('stops the timer once confirmed', async () => {
    const world = await World.create();
    const flow = world.flow();
    const events = recordEvents(flow);
    await detailed(world, flow);
    await flow.confirm();
    await world.advance('31m');
    assert.equal(events['tb-reservation-expire'], undefined);
  });
});
