import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { wheelchairSeats } from '../../../src/booking/wheelchair';
import { chosen } from './steps';
import { seatParkett, World } from './support';

/** The Parkett: six rows of ten seats; wheelchair spaces row 1 seat 1, row 3 seat 10, row 5 seat 5. */
const PARKETT = { rows: 6, perRow: 10, spaces: new Set(['1-1', '3-10', '5-5']) };

/** Another buyer holds `seat`, booked straight at the service. */
function otherBuyerHolds(world: World, seat: string): void {
  const customer = world.create('persons', { firstname: 'Other' });
  const booking = Number(world.create('bookings', { customer }));
  world.create('tickets', { booking, show: world.catalogue.shows[0], price: world.catalogue.adult, seat });
}

const held = (flow: { state: { reservation: { tickets: { seat: string | null }[] } | null } }) =>
  flow.state.reservation!.tickets.map((t) => t.seat).toSorted();

describe('best available as a wheelchair space with its companion seat, at the first reservation', () => {
  test('asked for, the sectors with wheelchair spaces are read once, from the service’s seats; never for other buyers', async () => {
    const world = await World.create();
    seatParkett(world, PARKETT);
    const flow = world.flow();
    await chosen(world, flow, 2);
    const { parkett, shows } = world.catalogue;
    const read = `GET /shows/${shows[0]}/seats/?filters[accessible]=1`;
    assert.ok(!world.requests.includes(read), 'not read for a buyer who does not ask');
    assert.equal(flow.state.wheelchairSectors, null);
    await flow.setWheelchair(true);
    assert.equal(flow.state.wheelchair, true);
    assert.deepEqual(
      flow.state.wheelchairSectors,
      [parkett],
      'the Parkett has them; the Balkon has no seats',
    );
    await flow.setWheelchair(false);
    await flow.setWheelchair(true);
    assert.equal(world.requests.filter((r) => r === read).length, 1, world.requests.join('\n'));
  });

  test('reserves a free wheelchair space and the free seat beside it, the front row first', async () => {
    const world = await World.create();
    const seats = seatParkett(world, PARKETT);
    // Row 1's space has no free companion seat: its only neighbour is taken.
    otherBuyerHolds(world, seats.get('1-2')!);
    const flow = world.flow();
    await chosen(world, flow, 3);
    await flow.setWheelchair(true);
    await flow.reserve();
    assert.equal(flow.state.error, null, JSON.stringify(flow.state.error));
    assert.equal(flow.state.step, 'questions');
    const tickets = flow.state.reservation!.tickets.map((t) => t.seat!);
    const space = world.read<{ accessible: boolean; row: string; number: string }>('seats', tickets[0]!);
    const companion = world.read<{ accessible: boolean; row: string; number: string }>('seats', tickets[1]!);
    assert.deepEqual([space.accessible, space.row, space.number], [true, '3', '10']);
    assert.deepEqual([companion.accessible, companion.row, companion.number], [false, '3', '9']);
    // The third ticket: the service's best available, on another seat.
    assert.equal(new Set(tickets).size, 3);
    assert.ok(held(flow).includes(seats.get('3-10')!) && held(flow).includes(seats.get('3-9')!));
  });

  test('says plainly that none is left, and holds nothing new, when no space has a free companion seat', async () => {
    const world = await World.create();
    const seats = seatParkett(world, PARKETT);
    for (const key of ['1-2', '3-9', '5-4', '5-6']) otherBuyerHolds(world, seats.get(key)!);
    const flow = world.flow();
    await chosen(world, flow, 2);
    await flow.setWheelchair(true);
    await flow.reserve();
    assert.equal(flow.state.error?.key, 'error.noWheelchair');
    assert.equal(flow.state.step, 'tickets');
    assert.equal(flow.state.reservation?.tickets.length ?? 0, 0);
    // Untick it: the error goes, and the service's best available is reserved.
    await flow.setWheelchair(false);
    assert.equal(flow.state.error, null);
    await flow.reserve();
    assert.equal(flow.state.step, 'questions');
  });

  test('a wheelchair space asked for after reserving without one moves the tickets onto one', async () => {
    const world = await World.create();
    const seats = seatParkett(world, PARKETT);
    const flow = world.flow();
    await chosen(world, flow, 2);
    await flow.reserve();
    assert.ok(!held(flow).includes(seats.get('1-1')!), 'the service’s best available: the row’s centre');
    await flow.goTo('tickets');
    await flow.setWheelchair(true);
    await flow.reserve();
    assert.equal(flow.state.error, null, JSON.stringify(flow.state.error));
    assert.deepEqual(held(flow), [seats.get('1-1')!, seats.get('1-2')!].toSorted());
  });
});

describe('wheelchairSeats', () => {
  const seat = (pid: string, row: string, x: number, accessible = false, status = 'free') => ({
    pid,
    sector: 'S',
    row,
    x,
    y: Number(row),
    accessible,
    status: status as 'free',
  });

  test('takes the front row’s space nearest the centre, with its free non-wheelchair neighbour', () => {
    const plan = [
      seat('a1', '1', 1, true),
      seat('a2', '1', 2, false, 'sold'),
      seat('a3', '1', 3),
      seat('b1', '2', 1, true),
      seat('b2', '2', 2),
      seat('b3', '2', 3, true),
      seat('b4', '2', 4),
      seat('b5', '2', 5),
      seat('b6', '2', 6),
    ];
    assert.deepEqual(
      wheelchairSeats(plan, 'S', 2),
      ['b3', 'b4'],
      'b3 is nearer the centre (3.5) than b1, and so is b4 than b2',
    );
    assert.deepEqual(wheelchairSeats(plan, 'S', 1), ['a1'], 'one ticket: the space alone, front row');
    assert.equal(wheelchairSeats(plan, 'other', 2), null);
    assert.equal(
      wheelchairSeats(
        plan.map((s) => (s.accessible ? { ...s, status: 'reserved' as 'free' } : s)),
        'S',
        1,
      ),
      null,
    );
  });
});
