import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { chosen, recordEvents } from './steps';
import { seatParkett, World } from './support';

const ROWS = 10;
const PER_ROW = 10;

async function seatedWorld() {
  const world = await World.create();
  const seats = seatParkett(world, { rows: ROWS, perRow: PER_ROW });
  const flow = world.flow();
  const events = recordEvents(flow);
  const changes: unknown[] = [];
  flow.on('tb-seats-change', (detail) => changes.push(detail));
  return { world, seats, flow, events, changes };
}

/** Another buyer holds `seat`, booked straight at the service. */
function otherBuyerHolds(world: World, seat: string): void {
  const customer = world.create('persons', { firstname: 'Other' });
  const booking = Number(world.create('bookings', { customer }));
  world.create('tickets', { booking, show: world.catalogue.shows[0], price: world.catalogue.adult, seat });
}

const heldSeats = (flow: { state: { reservation: { tickets: { seat: string | null }[] } | null } }) =>
  flow.state.reservation!.tickets.map((t) => t.seat);

describe('seats', () => {
  test('reserves the best available seats of a seated sector, reads the plan and says them in words', async () => {
    const { world, seats, flow, changes } = await seatedWorld();
    await chosen(world, flow, 4);
    await flow.reserve();
    assert.equal(flow.state.error, null, JSON.stringify(flow.state.error));
    // Front row, the block of four nearest its centre.
    const expected = ['1-4', '1-5', '1-6', '1-7'].map((key) => seats.get(key)!);
    assert.deepEqual(heldSeats(flow).toSorted(), expected.toSorted());
    assert.equal(world.requests.at(-1), `GET /shows/${world.catalogue.shows[0]}/seats/`);
    assert.deepEqual(flow.state.seating, [
      {
        sector: world.catalogue.parkett,
        sectorName: 'Parkett',
        row: '1',
        numbers: ['4', '5', '6', '7'],
        together: true,
      },
    ]);
    const plan = flow.state.seatPlan!;
    assert.equal(plan.seats.length, ROWS * PER_ROW);
    assert.deepEqual(
      plan.seats
        .filter((s) => s.status === 'held')
        .map((s) => s.pid)
        .sort(),
      expected.toSorted(),
    );
    assert.deepEqual(flow.state.reservation!.tickets.map((t) => [t.row, t.number]).sort(), [
      ['1', '4'],
      ['1', '5'],
      ['1', '6'],
      ['1', '7'],
    ]);
    assert.equal(changes.length, 1);
    assert.deepEqual(
      (changes[0] as { tickets: { seat: string; row: string }[] }).tickets.map((t) => [t.seat, t.row]).sort(),
      expected.map((seat) => [seat, '1']).sort(),
    );
  });

  test('moves one held ticket to another seat with a PATCH, keeping the hold, and reads the plan again', async () => {
    const { world, seats, flow, changes } = await seatedWorld();
    await chosen(world, flow, 2);
    await flow.reserve();
    const [ticket] = flow.state.reservation!.tickets;
    const target = seats.get('3-9')!;
    const booking = flow.state.reservation!.booking;
    await flow.moveTicket(ticket!.pid, target);
    assert.equal(flow.state.error, null, JSON.stringify(flow.state.error));
    assert.ok(world.requests.includes(`PATCH /tickets/${ticket!.pid}`));
    assert.equal(flow.state.reservation!.booking, booking);
    const moved = flow.state.reservation!.tickets.find((t) => t.pid === ticket!.pid)!;
    assert.deepEqual(
      [moved.seat, moved.row, moved.number, moved.seatString],
      [target, '3', '9', 'Parkett, Reihe 3, Platz 9'],
    );
    assert.equal(world.read<{ seat: string }>('tickets', ticket!.pid).seat, target);
    assert.equal(flow.state.seatPlan!.seats.find((s) => s.pid === target)!.status, 'held');
    assert.equal(
      flow.state.seatPlan!.seats.find((s) => s.pid === ticket!.seat)!.status,
      'free',
      'the seat given up',
    );
    assert.deepEqual(
      flow.state.seating.map((g) => [g.row, g.numbers, g.together]),
      [
        ['1', ['6'], false],
        ['3', ['9'], false],
      ],
    );
    assert.equal(changes.length, 2);
  });

  test('explains a seat taken meanwhile, keeps the held seat and shows the seat as taken', async () => {
    const { world, seats, flow, events } = await seatedWorld();
    await chosen(world, flow, 1);
    await flow.reserve();
    const [ticket] = flow.state.reservation!.tickets;
    const before = ticket!.seat;
    const target = seats.get('2-2')!;
    assert.equal(flow.state.seatPlan!.seats.find((s) => s.pid === target)!.status, 'free');
    otherBuyerHolds(world, target);
    await flow.moveTicket(ticket!.pid, target);
    assert.equal(flow.state.error, null, 'no error banner: the notice says it');
    assert.deepEqual(flow.state.seatNotice, {
      key: 'seats.taken',
      sectorName: 'Parkett',
      row: '2',
      number: '2',
    });
    assert.equal(flow.state.reservation!.tickets[0]!.seat, before);
    assert.equal(flow.state.seatPlan!.seats.find((s) => s.pid === target)!.status, 'reserved');
    assert.equal(events['tb-error'], undefined);
    flow.dismissSeatNotice();
    assert.equal(flow.state.seatNotice, null);
  });

  test('moves all held tickets to seats side by side in one array PATCH, all or none', async () => {
    const { world, seats, flow, changes } = await seatedWorld();
    await chosen(world, flow, 2);
    await flow.reserve();
    const [first, second] = flow.state.reservation!.tickets;
    const before = heldSeats(flow);
    // The second seat taken meanwhile: neither ticket moves, and the notice names that seat.
    otherBuyerHolds(world, seats.get('4-6')!);
    await flow.moveTickets([
      { ticket: first!.pid, seat: seats.get('4-5')! },
      { ticket: second!.pid, seat: seats.get('4-6')! },
    ]);
    assert.equal(flow.state.error, null, 'no error banner: the notice says it');
    assert.deepEqual(flow.state.seatNotice, {
      key: 'seats.taken',
      sectorName: 'Parkett',
      row: '4',
      number: '6',
    });
    assert.deepEqual(heldSeats(flow), before);
    assert.equal(world.read<{ seat: string }>('tickets', first!.pid).seat, before[0]);
    await flow.moveTickets([
      { ticket: first!.pid, seat: seats.get('5-5')! },
      { ticket: second!.pid, seat: seats.get('5-6')! },
    ]);
    assert.equal(flow.state.error, null, JSON.stringify(flow.state.error));
    assert.equal(flow.state.seatNotice, null);
    assert.equal(world.requests.filter((r) => r === 'PATCH /tickets/').length, 2);
    assert.deepEqual(heldSeats(flow), [seats.get('5-5'), seats.get('5-6')]);
    assert.deepEqual(
      flow.state.seating.map((g) => [g.row, g.numbers, g.together]),
      [['5', ['5', '6'], true]],
    );
    assert.deepEqual(
      before.map((seat) => flow.state.seatPlan!.seats.find((s) => s.pid === seat)!.status),
      ['free', 'free'],
      'the seats given up',
    );
    assert.equal(changes.length, 2);
  });

  test('moves a ticket to a seat of another price category at its price there; the lines and the bill follow', async () => {
    const { world, flow } = await seatedWorld();
    const { parkett, balkon, adult, balcony } = world.catalogue;
    const balkonSeat = world.create('seats', { sector: balkon, row: 'A', number: '1', x: 5, y: 20 });
    await chosen(world, flow, 2);
    await flow.reserve();
    const before = flow.state.totals.total;
    const [first] = flow.state.reservation!.tickets;
    await flow.moveTickets([{ ticket: first!.pid, seat: balkonSeat, price: balcony }]);
    assert.equal(flow.state.error, null, JSON.stringify(flow.state.error));
    assert.equal(flow.state.seatNotice, null);
    const moved = world.read<{ seat: string; sector: string; price: string }>('tickets', first!.pid);
    assert.deepEqual([moved.seat, moved.sector, moved.price], [balkonSeat, balkon, balcony]);
    assert.deepEqual(flow.state.lines, [
      { sector: balkon, price: balcony, quantity: 1 },
      { sector: parkett, price: adult, quantity: 1 },
    ]);
    // Erwachsene CHF 49.50 became Balkon CHF 30.00.
    assert.equal(flow.state.totals.total, before - 4950 + 3000);
  });

  test('refreshes the plan without busy, and an aborted refresh changes nothing', async () => {
    const { world, seats, flow } = await seatedWorld();
    await chosen(world, flow, 1);
    await flow.reserve();
    const plan = flow.state.seatPlan;
    otherBuyerHolds(world, seats.get('5-5')!);
    const stop = new AbortController();
    stop.abort();
    await assert.rejects(flow.refreshSeats(stop.signal));
    assert.equal(flow.state.seatPlan, plan);
    // Past the gateway's availability cache.
    await world.advance('3s');
    const reading = flow.refreshSeats();
    assert.equal(flow.state.busy, false);
    await reading;
    assert.equal(flow.state.seatPlan!.seats.find((s) => s.pid === seats.get('5-5'))!.status, 'reserved');
  });

  test('after expiry, reserving again asks for the same seats', async () => {
    const { world, seats, flow } = await seatedWorld();
    await chosen(world, flow, 2);
    await flow.reserve();
    // Seats that best available would not give.
    const [first, second] = flow.state.reservation!.tickets;
    await flow.moveTicket(first!.pid, seats.get('3-9')!);
    await flow.moveTicket(second!.pid, seats.get('3-10')!);
    const before = heldSeats(flow).toSorted();
    assert.deepEqual(before, [seats.get('3-9'), seats.get('3-10')].toSorted());
    await world.advance('31m');
    assert.equal(flow.state.reservation?.expired, true);
    await flow.reserveAgain();
    assert.equal(flow.state.error, null, JSON.stringify(flow.state.error));
    assert.equal(flow.state.reservation!.expired, false);
    assert.deepEqual(heldSeats(flow).toSorted(), before);
    assert.deepEqual(
      flow.state.seating.map((g) => [g.row, g.numbers, g.together]),
      [['3', ['9', '10'], true]],
    );
  });

  test('after expiry, falls back to the best available seats when one was taken meanwhile', async () => {
    const { world, seats, flow } = await seatedWorld();
    await chosen(world, flow, 2);
    await flow.reserve();
    const before = heldSeats(flow);
    await world.advance('31m');
    otherBuyerHolds(world, before[0]!);
    await flow.reserveAgain();
    assert.equal(flow.state.error, null, JSON.stringify(flow.state.error));
    const after = heldSeats(flow);
    assert.equal(after.length, 2);
    assert.ok(!after.includes(before[0]!), 'not the seat taken meanwhile');
    assert.deepEqual(
      flow.state.seating.map((g) => g.together),
      [true],
    );
    // Best available again: two together in the front row.
    assert.ok(
      after.every((seat) => [...seats.entries()].find(([, pid]) => pid === seat)![0].startsWith('1-')),
    );
  });
});
