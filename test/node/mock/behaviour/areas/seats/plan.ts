import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertProblem, assertStatus, assertUnchanged, behaviour, type JsonObject } from '../../harness';
import { ROWS, PER_ROW, SEAT_FIELDS, byLoge, seat, setUpSeated } from './fixture';

behaviour('seats: the plan and tickets by seat (DESIGN.md §4 "Seats")', (api) => {
  describe('the seat plan', () => {
    it('creates seats one by one and as an array; the sector becomes seated with one place per seat', async () => {
      const s = await setUpSeated(api());
      const loge = await api().read('sectors', s.loge);
      assert.equal(loge.capacity, ROWS * PER_ROW);
      const record = await api().read('seats', seat(s, 3, 1));
      assert.deepEqual(Object.keys(record).sort(), SEAT_FIELDS);
      assert.equal(record.row, '3');
      assert.equal(record.number, '1');
      assert.equal(record.accessible, true);
      assert.equal((await api().read('seats', seat(s, 1, 1))).accessible, false);
      const extra = await api().create('seats', { sector: s.loge, row: '4', number: '1', x: 1, y: 4.8 });
      assert.equal((await api().read('sectors', s.loge)).capacity, ROWS * PER_ROW + 1);
      const { count } = await api().list(`/sectors/${s.loge}/seats/`);
      assert.equal(count, ROWS * PER_ROW + 1);
      assertStatus(await api().delete(`/seats/${extra}`), 204);
      assert.equal((await api().read('sectors', s.loge)).capacity, ROWS * PER_ROW);
    });

    it('answers 409 validation_failed to a row and number that the sector already has, and changes nothing', async () => {
      const s = await setUpSeated(api());
      await assertUnchanged(api(), async () => {
        assertProblem(
          await api().post('/seats/', [
            { sector: s.loge, row: '9', number: '1', x: 1, y: 9 },
            { sector: s.loge, row: '1', number: '1', x: 1, y: 1 },
          ]),
          { status: 409, code: 'validation_failed', paths: ['[1].number'] },
        );
        assertProblem(
          await api().post('/seats/', [
            { sector: s.loge, row: '9', number: '1', x: 1, y: 9 },
            { sector: s.loge, row: '9', number: '1', x: 2, y: 9 },
          ]),
          { status: 409, code: 'validation_failed', paths: ['[1].number'] },
        );
      });
    });

    it('answers 409 validation_failed to a capacity of a seated sector other than its number of seats', async () => {
      const s = await setUpSeated(api());
      await assertUnchanged(api(), async () => {
        assertProblem(await api().patch(`/sectors/${s.loge}`, { capacity: 12 }), {
          status: 409,
          code: 'validation_failed',
          paths: ['capacity'],
        });
      });
      assertStatus(await api().patch(`/sectors/${s.loge}`, { capacity: ROWS * PER_ROW, name: 'Logen' }), 204);
    });

    it('answers 409 validation_failed to seats for a standing sector that already has tickets', async () => {
      const s = await setUpSeated(api());
      await api().create('tickets', {
        booking: s.booking,
        show: s.shows[0],
        price: s.adult,
        sector: s.parkett,
      });
      await assertUnchanged(api(), async () => {
        assertProblem(await api().post('/seats/', { sector: s.parkett, row: '1', number: '1', x: 1, y: 1 }), {
          status: 409,
          code: 'validation_failed',
          paths: ['sector'],
        });
      });
    });
  });

  describe('tickets by seat', () => {
    it('takes the sector from the seat and names sector, row and seat in seat_string', async () => {
      const s = await setUpSeated(api());
      const pid = await api().create('tickets', byLoge(s, { seat: seat(s, 2, 4) }));
      const ticket = await api().read('tickets', pid);
      assert.equal(ticket.seat, seat(s, 2, 4));
      assert.equal(ticket.sector, s.loge);
      assert.equal(ticket.seat_string, 'Loge, Reihe 2, Platz 4');
      assert.equal(ticket.denormalized_sector_name, 'Loge');
    });

    it('reads seat null and the sector name as seat_string for a standing sector', async () => {
      const s = await setUpSeated(api());
      const pid = await api().create('tickets', byLoge(s, { sector: s.parkett, price: s.adult }));
      const ticket = await api().read('tickets', pid);
      assert.equal(ticket.seat, null);
      assert.equal(ticket.seat_string, 'Parkett');
    });

    it('answers 409 validation_failed to a ticket with neither sector nor seat, or a seat of another sector', async () => {
      const s = await setUpSeated(api());
      await assertUnchanged(api(), async () => {
        const { booking, show, price } = byLoge(s);
        assertProblem(await api().post('/tickets/', { booking, show, price }), {
          status: 409,
          code: 'validation_failed',
          paths: ['sector'],
        });
        assertProblem(await api().post('/tickets/', byLoge(s, { seat: seat(s, 1, 1), sector: s.balkon })), {
          status: 409,
          code: 'validation_failed',
          paths: ['seat'],
        });
      });
    });

    it('answers 409 validation_failed to a seat of a sector of another venue', async () => {
      const s = await setUpSeated(api());
      const venue = await api().create('venues', { host: s.host, name: 'Kleine Bühne', city: 'Bern' });
      const sector = await api().create('sectors', {
        host: venue,
        name: 'Saal',
        price_category: 2,
        capacity: 0,
      });
      const other = await api().create('seats', { sector, row: 'A', number: '1', x: 0, y: 0 });
      await assertUnchanged(api(), async () => {
        assertProblem(await api().post('/tickets/', byLoge(s, { seat: other })), {
          status: 409,
          code: 'validation_failed',
          paths: ['sector'],
        });
      });
    });

    it("answers 409 price_not_applicable to a price of another category than the seat's sector", async () => {
      const s = await setUpSeated(api());
      await assertUnchanged(api(), async () => {
        assertProblem(await api().post('/tickets/', byLoge(s, { seat: seat(s, 1, 1), price: s.adult })), {
          status: 409,
          code: 'price_not_applicable',
          paths: ['price'],
        });
      });
    });

    it('answers 409 seat_taken naming sector, row and seat when the seat holds a ticket of the show', async () => {
      const s = await setUpSeated(api());
      await api().create('tickets', byLoge(s, { seat: seat(s, 2, 4) }));
      const other = (await api().create('bookings', { customer: s.anna })) as number;
      await assertUnchanged(api(), async () => {
        const reply = await api().post('/tickets/', {
          ...byLoge(s, { seat: seat(s, 2, 4) }),
          booking: other,
        });
        assertProblem(reply, { status: 409, code: 'seat_taken', paths: ['seat'] });
        const detail = String((reply.body as JsonObject).detail);
        assert.ok(detail.includes('Loge') && detail.includes('row 2') && detail.includes('seat 4'), detail);
      });
      // The same seat is free for the other show.
      await api().create('tickets', { ...byLoge(s, { seat: seat(s, 2, 4) }, s.shows[1]), booking: other });
    });

    it('answers 409 seat_taken to one seat twice in an array and reserves none of it', async () => {
      const s = await setUpSeated(api());
      await assertUnchanged(api(), async () => {
        assertProblem(
          await api().post('/tickets/', [
            byLoge(s, { seat: seat(s, 1, 1) }),
            byLoge(s, { seat: seat(s, 1, 2) }),
            byLoge(s, { seat: seat(s, 1, 1) }),
          ]),
          { status: 409, code: 'seat_taken', paths: ['[2].seat'] },
        );
      });
    });
  });
});
