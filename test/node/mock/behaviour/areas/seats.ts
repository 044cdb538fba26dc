import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setUpEvent, type EventSetup } from '../catalogue';
import {
  assertProblem,
  assertStatus,
  assertUnchanged,
  behaviour,
  query,
  type Api,
  type JsonObject,
} from '../harness';

/**
 * A seated Loge (price category 2, the balcony price applies) of three rows; each row has seats
 * 1–5 left and 6–10 right of an aisle (a gap of one seat width in `x`). Row 1 is nearest the
 * stage (smallest `y`); seat 1 of row 3 is a wheelchair space.
 */
interface Seated extends EventSetup {
  loge: string;
  /** `seats[row][number]`, rows and numbers from 1. */
  seats: Record<string, Record<string, string>>;
  anna: string;
  booking: number;
}

const ROWS = 3;
const PER_ROW = 10;
const SEAT_FIELDS = ['accessible', 'created', 'number', 'pid', 'row', 'sector', 'updated', 'x', 'y'];

function seatBodies(sector: string) {
  const bodies = [];
  for (let row = 1; row <= ROWS; row++) {
    for (let number = 1; number <= PER_ROW; number++) {
      bodies.push({
        sector,
        row: String(row),
        number: String(number),
        x: number + (number > 5 ? 1 : 0),
        y: row * 1.2,
        ...(row === 3 && number === 1 ? { accessible: true } : {}),
      });
    }
  }
  return bodies;
}

function setUpSeated(api: Api): Promise<Seated> {
  return api.fixture('seated', async () => {
    const setup = await setUpEvent(api);
    const loge = (await api.create('sectors', {
      host: setup.venue,
      name: 'Loge',
      price_category: 2,
      capacity: 0,
    })) as string;
    const pids = (await api.createMany('seats', seatBodies(loge))) as string[];
    const seats: Record<string, Record<string, string>> = {};
    pids.forEach((pid, i) => {
      const row = String(Math.floor(i / PER_ROW) + 1);
      (seats[row] ??= {})[String((i % PER_ROW) + 1)] = pid;
    });
    const anna = (await api.create('persons', {
      firstname: 'Anna',
      lastname: 'Muster',
      email: 'anna@example.ch',
      locale: 'fr',
    })) as string;
    const booking = (await api.create('bookings', { customer: anna })) as number;
    return { ...setup, loge, seats, anna, booking };
  });
}

const seat = (s: Seated, row: number, number: number): string => s.seats[String(row)]![String(number)]!;

/** A balcony-price ticket of the first show: by `seat` when `extra` names one, else best available in the Loge. */
function byLoge(s: Seated, extra: Record<string, unknown> = {}, show = s.shows[0]) {
  const place = 'seat' in extra || 'sector' in extra ? {} : { sector: s.loge };
  return { booking: s.booking, show, price: s.balconyPrice, ...place, ...extra };
}

async function ticketsOf(api: Api, booking: number): Promise<JsonObject[]> {
  return (await api.list(`/bookings/${booking}/tickets/`)).items;
}

async function statuses(api: Api, show: string, extra = ''): Promise<Map<string, string>> {
  const { items } = await api.list(`/shows/${show}/seats/${extra}`);
  return new Map(items.map((item) => [`${String(item.row)}/${String(item.number)}`, String(item.status)]));
}

/** The seats a list of tickets holds, as `row/number`. */
async function heldSeats(
  api: Api,
  tickets: readonly JsonObject[],
): Promise<{ row: string; number: number; x: number }[]> {
  const held = [];
  for (const ticket of tickets) {
    assert.equal(typeof ticket.seat, 'string', `ticket ${String(ticket.pid)} holds a seat`);
    const record = await api.read('seats', ticket.seat as string);
    held.push({ row: String(record.row), number: Number(record.number), x: Number(record.x) });
  }
  return held;
}

behaviour('seats (DESIGN.md §4 "Seats")', (api) => {
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
