import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertProblem, assertStatus, assertUnchanged, behaviour } from '../../harness';
import { ROWS, PER_ROW, byLoge, heldSeats, seat, setUpSeated, statuses, ticketsOf } from './fixture';

behaviour('seats: best available and moving a ticket (DESIGN.md §4 "Seats")', (api) => {
  describe('best available', () => {
    it('gives the tickets of one array adjacent seats of the front row, nearest its centre', async () => {
      const s = await setUpSeated(api());
      await api().createMany('tickets', [byLoge(s), byLoge(s), byLoge(s), byLoge(s)]);
      const held = await heldSeats(api(), await ticketsOf(api(), s.booking));
      assert.deepEqual(new Set(held.map((h) => h.row)), new Set(['1']), 'all in the front row');
      const numbers = held.map((h) => h.number).sort((a, b) => a - b);
      // Row 1: seats 1–5 | aisle | 6–10; the centre is x = 6. The blocks nearest it are 2–5 and 6–9.
      assert.ok(
        JSON.stringify(numbers) === '[2,3,4,5]' || JSON.stringify(numbers) === '[6,7,8,9]',
        `adjacent on one side of the aisle, nearest the centre: ${JSON.stringify(numbers)}`,
      );
    });

    it('never assigns a taken seat and moves to the next row when the front row has no block', async () => {
      const s = await setUpSeated(api());
      await api().createMany(
        'tickets',
        [3, 8].map((n) => byLoge(s, { seat: seat(s, 1, n) })),
      );
      await api().createMany('tickets', [byLoge(s), byLoge(s), byLoge(s)]);
      const tickets = await ticketsOf(api(), s.booking);
      const held = await heldSeats(api(), tickets.slice(2));
      assert.deepEqual(new Set(held.map((h) => h.row)), new Set(['2']), 'row 1 has no 3 adjacent free seats');
      const numbers = held.map((h) => h.number).sort((a, b) => a - b);
      assert.equal(numbers[2]! - numbers[0]!, 2, `adjacent: ${JSON.stringify(numbers)}`);
    });

    it('spreads a group larger than any block over the fewest rows', async () => {
      const s = await setUpSeated(api());
      await api().createMany(
        'tickets',
        Array.from({ length: 7 }, () => byLoge(s)),
      );
      const held = await heldSeats(api(), await ticketsOf(api(), s.booking));
      assert.equal(new Set(held.map((h) => h.row)).size, 1, 'seven seats fit in one row of ten');
      assert.equal(new Set(held.map((h) => `${h.row}/${h.number}`)).size, 7, 'seven different seats');
    });

    it('leaves the wheelchair space to whoever names it, and gives it only when no other seat is free', async () => {
      const s = await setUpSeated(api());
      const space = seat(s, 3, 1);
      await api().createMany(
        'tickets',
        Array.from({ length: ROWS * PER_ROW - 1 }, () => byLoge(s)),
      );
      const tickets = await ticketsOf(api(), s.booking);
      assert.equal(tickets.length, ROWS * PER_ROW - 1);
      assert.ok(!tickets.some((t) => t.seat === space), 'every other seat went first');
      await api().createMany('tickets', [byLoge(s)]);
      const last = (await ticketsOf(api(), s.booking)).filter((t) => !tickets.some((u) => u.pid === t.pid));
      assert.deepEqual(
        last.map((t) => t.seat),
        [space],
        'the last free seat is the wheelchair space',
      );
    });

    it('answers 409 sector_sold_out when fewer seats are free than asked, and reserves none', async () => {
      const s = await setUpSeated(api());
      await api().createMany(
        'tickets',
        Array.from({ length: ROWS * PER_ROW - 2 }, () => byLoge(s)),
      );
      await assertUnchanged(api(), async () => {
        assertProblem(await api().post('/tickets/', [byLoge(s), byLoge(s), byLoge(s)]), {
          status: 409,
          code: 'sector_sold_out',
        });
      });
      await api().createMany('tickets', [byLoge(s), byLoge(s)]);
      const tickets = await ticketsOf(api(), s.booking);
      assert.equal(new Set(tickets.map((t) => t.seat)).size, ROWS * PER_ROW, 'every seat once');
    });
  });

  describe('moving a ticket to another seat', () => {
    it('moves a reserved ticket to a free seat and frees the old one', async () => {
      const s = await setUpSeated(api());
      const pid = await api().create('tickets', byLoge(s, { seat: seat(s, 1, 1) }));
      const reply = await api().patch(`/tickets/${pid}`, { seat: seat(s, 3, 10) });
      assertStatus(reply, 204);
      const ticket = await api().read('tickets', pid);
      assert.equal(ticket.seat, seat(s, 3, 10));
      assert.equal(ticket.seat_string, 'Loge, Reihe 3, Platz 10');
      const now = await statuses(api(), s.shows[0]);
      assert.equal(now.get('1/1'), 'free');
      assert.equal(now.get('3/10'), 'reserved');
    });

    it('answers 409 seat_taken to a move onto a taken seat, and price_not_applicable onto another category', async () => {
      const s = await setUpSeated(api());
      const [first] = (await api().createMany('tickets', [
        byLoge(s, { seat: seat(s, 1, 1) }),
        byLoge(s, { seat: seat(s, 1, 2) }),
      ])) as [string, string];
      const venueSeat = await api().create('seats', {
        sector: s.parkett,
        row: '1',
        number: '1',
        x: 0,
        y: 0,
      });
      await assertUnchanged(api(), async () => {
        assertProblem(await api().patch(`/tickets/${first}`, { seat: seat(s, 1, 2) }), {
          status: 409,
          code: 'seat_taken',
          paths: ['seat'],
        });
        assertProblem(await api().patch(`/tickets/${first}`, { seat: venueSeat }), {
          status: 409,
          code: 'price_not_applicable',
        });
      });
    });

    it('swaps two seats in one array edit', async () => {
      const s = await setUpSeated(api());
      const [a, b] = (await api().createMany('tickets', [
        byLoge(s, { seat: seat(s, 1, 1) }),
        byLoge(s, { seat: seat(s, 1, 2) }),
      ])) as [string, string];
      assertStatus(
        await api().patch('/tickets/', [
          { pid: a, seat: seat(s, 1, 2) },
          { pid: b, seat: seat(s, 1, 1) },
        ]),
        204,
      );
      assert.equal((await api().read('tickets', a)).seat, seat(s, 1, 2));
      assert.equal((await api().read('tickets', b)).seat, seat(s, 1, 1));
    });
  });
});
