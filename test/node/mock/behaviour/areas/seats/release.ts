import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  assertProblem,
  assertStatus,
  assertUnchanged,
  behaviour,
  query,
  type JsonObject,
} from '../../harness';
import { ROWS, PER_ROW, SEAT_FIELDS, byLoge, seat, setUpSeated, statuses, type Seated } from './fixture';

behaviour('seats: release, statuses, seat_string and sold data (DESIGN.md §4 "Seats")', (api) => {
  describe('release, availability and the seat statuses of a show', () => {
    it('frees the seats of a released booking; availability counts seats', async () => {
      const s = await setUpSeated(api());
      await api().createMany('tickets', [byLoge(s), byLoge(s)]);
      const show = await api().read('shows', s.shows[0], '?properties[capacity]=1');
      const sectors = (show.capacity as JsonObject).sectors as JsonObject[];
      const loge = sectors.find((entry) => entry.sector === s.loge)!;
      assert.deepEqual(
        { total: loge.total, reserved: loge.reserved, available: loge.available },
        { total: ROWS * PER_ROW, reserved: 2, available: ROWS * PER_ROW - 2 },
      );
      assert.equal((await api().list(`/shows/${s.shows[0]}/seats/?filters[status]=reserved`)).count, 2);
      await api().advance('31m');
      await api().login('demo');
      assert.equal((await api().list(`/shows/${s.shows[0]}/seats/?filters[status]=reserved`)).count, 0);
      assert.equal(
        (await api().list(`/shows/${s.shows[0]}/seats/?filters[status]=free`)).count,
        ROWS * PER_ROW,
      );
    });

    it('lists free, reserved and sold seats with filters, order, pages and X-Count, without booking data', async () => {
      const s = await setUpSeated(api());
      await api().createMany(
        'tickets',
        [1, 2].map((n) => byLoge(s, { seat: seat(s, 1, n) })),
      );
      assertStatus(await api().patch(`/bookings/${s.booking}`, { confirmation: true }), 204);
      const other = (await api().create('bookings', { customer: s.anna })) as number;
      await api().create('tickets', { ...byLoge(s, { seat: seat(s, 2, 5) }), booking: other });

      const all = await api().list(`/shows/${s.shows[0]}/seats/`);
      assert.equal(all.count, ROWS * PER_ROW);
      for (const item of all.items) {
        assert.deepEqual(Object.keys(item).sort(), [...SEAT_FIELDS, 'status'].sort());
      }
      const status = await statuses(api(), s.shows[0]);
      assert.equal(status.get('1/1'), 'sold');
      assert.equal(status.get('1/2'), 'sold');
      assert.equal(status.get('2/5'), 'reserved');
      assert.equal(status.get('3/3'), 'free');
      assert.equal((await statuses(api(), s.shows[1])).get('1/1'), 'free', 'the other show is free');

      const free = await api().list(
        `/shows/${s.shows[0]}/seats/${query({ 'filters[status]': 'free', maxResults: 5 })}`,
      );
      assert.equal(free.count, ROWS * PER_ROW - 3);
      assert.equal(free.items.length, 5);
      assert.ok(free.items.every((item) => item.status === 'free'));
      const page = await api().list(
        `/shows/${s.shows[0]}/seats/${query({ 'filters[status]': 'free', maxResults: 5, page: 5 })}`,
      );
      assert.equal(page.items.length, ROWS * PER_ROW - 3 - 25);
      const taken = await api().list(
        `/shows/${s.shows[0]}/seats/${query({ 'filters[status][_comp]': 'neq', 'filters[status][_value]': 'free' })}`,
      );
      assert.equal(taken.count, 3);
      const either = await api().list(
        `/shows/${s.shows[0]}/seats/${query([
          ['filters[status][_logic]', 'OR'],
          ['filters[status][0]', 'sold'],
          ['filters[status][1]', 'reserved'],
        ])}`,
      );
      assert.equal(either.count, 3);
      const accessible = await api().list(`/shows/${s.shows[0]}/seats/?filters[accessible]=1`);
      assert.deepEqual(
        accessible.items.map((item) => `${String(item.row)}/${String(item.number)}`),
        ['3/1'],
      );
      const bySector = await api().list(
        `/shows/${s.shows[0]}/seats/?filters[sector][name]=Loge&filters[row]=2`,
      );
      assert.equal(bySector.count, PER_ROW);
      const ordered = await api().list(`/shows/${s.shows[0]}/seats/?orderBy[status]=desc&maxResults=3`);
      assert.deepEqual(
        ordered.items.map((item) => item.status),
        ['sold', 'sold', 'reserved'],
      );
      const head = await api().head(`/shows/${s.shows[0]}/seats/?filters[status]=sold`);
      assertStatus(head, 200);
      assert.equal(head.headers.get('x-count'), '2');
    });

    it('answers 404 for an unknown show and 409 invalid_query for an unknown status', async () => {
      const s = await setUpSeated(api());
      assertProblem(await api().get('/shows/0B0B0B0B-0B0B-4B0B-8B0B-0B0B0B0B0B0B/seats/'), {
        status: 404,
        code: 'not_found',
      });
      assertProblem(await api().get(`/shows/${s.shows[0]}/seats/?filters[status]=gone`), {
        status: 409,
        code: 'invalid_query',
      });
      assertProblem(await api().get(`/shows/${s.shows[0]}/seats/?filters[booking]=1`), {
        status: 409,
        code: 'invalid_query',
      });
    });
  });

  describe("seat_string in the host's language", () => {
    for (const [locale, expected] of [
      ['de', 'Loge, Reihe 2, Platz 7'],
      ['en', 'Loge, Row 2, Seat 7'],
      ['fr', 'Loge, Rang 2, Place 7'],
      ['it', 'Loge, Fila 2, Posto 7'],
    ] as const) {
      it(`reads "${expected}" for a host in ${locale}`, async () => {
        const s = await setUpSeated(api());
        assertStatus(await api().patch(`/hosts/${s.host}`, { locale }), 204);
        assert.equal((await api().read('hosts', s.host)).locale, locale);
        const pid = await api().create('tickets', byLoge(s, { seat: seat(s, 2, 7) }));
        assert.equal((await api().read('tickets', pid)).seat_string, expected);
        const standing = await api().create('tickets', byLoge(s, { sector: s.parkett, price: s.adult }));
        assert.equal((await api().read('tickets', standing)).seat_string, 'Parkett');
      });
    }

    it("words the seat of the confirmation e-mail in the customer's language", async () => {
      const s = await setUpSeated(api());
      await api().create('tickets', byLoge(s, { seat: seat(s, 2, 7) }));
      assertStatus(await api().patch(`/bookings/${s.booking}`, { confirmation: true }), 204);
      assertStatus(await api().post('/email/send', { booking: s.booking, type: 'confirmation' }), 202);
      const outbox = await api().get('/__admin/outbox', { token: null });
      assert.ok(
        outbox.text.includes('Loge, Rang 2, Place 7'),
        `a French mail names the seat: ${outbox.text}`,
      );
    });
  });

  describe('deleting sold data (DESIGN.md §4)', () => {
    async function sold(s: Seated): Promise<string> {
      const ticket = (await api().create('tickets', byLoge(s, { seat: seat(s, 1, 1) }))) as string;
      assertStatus(await api().patch(`/bookings/${s.booking}`, { confirmation: true }), 204);
      return ticket;
    }

    it('answers 409 record_in_use naming the booking to deleting an event, show, person, price, sector or seat with sold tickets', async () => {
      const s = await setUpSeated(api());
      await sold(s);
      const readable = String((await api().read('bookings', s.booking)).pid_readable);
      await assertUnchanged(api(), async () => {
        for (const path of [
          `/events/${s.event}`,
          `/shows/${s.shows[0]}`,
          `/persons/${s.anna}`,
          `/prices/${s.balconyPrice}`,
          `/sectors/${s.loge}`,
          `/seats/${seat(s, 1, 1)}`,
        ]) {
          const reply = await api().delete(path);
          assertProblem(reply, { status: 409, code: 'record_in_use' });
          const detail = String((reply.body as JsonObject).detail);
          assert.ok(detail.includes(readable), `${path}: the detail names booking ${readable}: ${detail}`);
        }
      });
    });

    it('answers 409 record_in_use to deleting a seat that an unconfirmed ticket holds', async () => {
      const s = await setUpSeated(api());
      await api().create('tickets', byLoge(s, { seat: seat(s, 1, 1) }));
      await assertUnchanged(api(), async () => {
        assertProblem(await api().delete(`/seats/${seat(s, 1, 1)}`), { status: 409, code: 'record_in_use' });
      });
    });

    it('deletes the event with everything below it once the sold tickets are gone', async () => {
      const s = await setUpSeated(api());
      const ticket = await sold(s);
      assertStatus(await api().delete(`/tickets/${ticket}`), 204);
      assertStatus(await api().delete(`/events/${s.event}`), 204);
      assertProblem(await api().get(`/shows/${s.shows[0]}`), { status: 404 });
    });

    it('still deletes a confirmed booking with its tickets (a cancellation)', async () => {
      const s = await setUpSeated(api());
      await sold(s);
      assertStatus(await api().delete(`/bookings/${s.booking}`), 204);
      assert.equal((await statuses(api(), s.shows[0])).get('1/1'), 'free');
    });
  });
});
