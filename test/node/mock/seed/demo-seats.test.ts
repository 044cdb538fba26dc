import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { createMock, type Actor, type Mock, type ReadRecord } from '../../../../mock-server/index';
import { DEMO_PIDS } from '../../../../mock-server/seed/demo-pids';

let mock: Mock;
let demo: Actor;

before(() => {
  mock = createMock({ seed: 'demo' });
  demo = mock.actor('demo');
});

const sectorsOf = (venue: string) =>
  mock.records.list(demo, 'sectors', {}, { parent: 'venues', pid: venue, relation: 'sectors' }).items;
const sectorNamed = (name: string) =>
  sectorsOf(DEMO_PIDS.theatre.venue).find((sector) => sector.name === name)!;
const seatsOf = (sector: ReadRecord) =>
  mock.records.list(demo, 'seats', {
    filter: {
      kind: 'condition',
      field: ['sector'],
      comp: 'eq',
      value: String(sector.pid),
      at: { fields: ['filters[sector]'], comp: '', value: 'filters[sector]' },
    },
  }).items;

/** Seats by row label, each row in the order of `x` (left to right). */
function rows(seats: readonly ReadRecord[]): Map<string, ReadRecord[]> {
  const byRow = new Map<string, ReadRecord[]>();
  for (const seat of seats) {
    const row = byRow.get(String(seat.row)) ?? [];
    row.push(seat);
    byRow.set(String(seat.row), row);
  }
  for (const row of byRow.values()) row.sort((a, b) => Number(a.x) - Number(b.x));
  return byRow;
}

const statuses = (show: string) => mock.records.showSeats(demo, show).items;
const count = (items: readonly ReadRecord[], status: string) =>
  items.filter((seat) => seat.status === status).length;

describe('demo seed: the theatre seat plan', () => {
  it('seats each sector of the theatre, its capacity being its number of seats', () => {
    for (const name of ['Parkett', 'Balkon', 'Loge']) {
      const sector = sectorNamed(name);
      const seats = seatsOf(sector);
      assert.ok(seats.length > 0, name);
      assert.equal(sector.capacity, seats.length, name);
    }
  });

  it('has a Parkett of 20 curved rows, numbered from 1 and wider towards the back', () => {
    const parkett = rows(seatsOf(sectorNamed('Parkett')));
    assert.deepEqual(
      [...parkett.keys()],
      Array.from({ length: 20 }, (_, i) => String(i + 1)),
    );
    const sizes = [...parkett.values()].map((row) => row.length);
    assert.ok(sizes[19]! > sizes[0]!, `rows of ${sizes.join(', ')} seats`);
    assert.ok(sizes.reduce((a, b) => a + b) >= 350);
    for (const [label, row] of parkett) {
      assert.equal(Math.min(...row.map((seat) => Number(seat.number))), 1, `row ${label}`);
      // Curved: the ends of a row are nearer the stage (smaller y) than its middle.
      const middle = row[Math.floor(row.length / 2)]!;
      assert.ok(
        Number(row[0]!.y) < Number(middle.y) && Number(row.at(-1)!.y) < Number(middle.y),
        `row ${label}`,
      );
    }
    const frontY = Math.max(...parkett.get('1')!.map((seat) => Number(seat.y)));
    const backY = Math.min(...parkett.get('20')!.map((seat) => Number(seat.y)));
    assert.ok(frontY < backY);
  });

  it('has aisles: gaps in the numbering where the seats are also further apart in x', () => {
    for (const name of ['Parkett', 'Balkon']) {
      for (const [label, row] of rows(seatsOf(sectorNamed(name)))) {
        const numbers = row.map((seat) => Number(seat.number));
        assert.deepEqual(
          numbers,
          [...numbers].sort((a, b) => a - b),
          `${name} row ${label} numbered left to right`,
        );
        const steps = row.slice(1).map((seat, i) => Number(seat.x) - Number(row[i]!.x));
        const seatWidth = Math.min(...steps);
        let aisles = 0;
        row.slice(1).forEach((seat, i) => {
          const skipped = numbers[i + 1]! - numbers[i]! > 1;
          const wide = steps[i]! > 1.5 * seatWidth;
          assert.equal(skipped, wide, `${name} row ${label} between ${numbers[i]} and ${numbers[i + 1]}`);
          if (skipped) aisles++;
        });
        assert.equal(aisles, name === 'Parkett' ? 2 : 1, `${name} row ${label}`);
      }
    }
  });

  it('has two Logen of six seats each', () => {
    const loge = rows(seatsOf(sectorNamed('Loge')));
    assert.deepEqual(
      [...loge.entries()].map(([label, seats]) => [label, seats.length]),
      [
        ['Loge links', 6],
        ['Loge rechts', 6],
      ],
    );
  });

  it('has wheelchair spaces, each with a companion seat beside it that is no wheelchair space', () => {
    const spaces = seatsOf(sectorNamed('Parkett')).filter((seat) => seat.accessible === true);
    assert.ok(spaces.length >= 2);
    for (const space of spaces) {
      const row = rows(seatsOf(sectorNamed('Parkett'))).get(String(space.row))!;
      const at = row.findIndex((seat) => seat.pid === space.pid);
      const neighbours = [row[at - 1], row[at + 1]].filter((seat) => seat !== undefined);
      assert.ok(
        neighbours.some((seat) => seat.accessible === false),
        `row ${String(space.row)}, seat ${String(space.number)}`,
      );
    }
    for (const name of ['Balkon', 'Loge'])
      assert.ok(
        seatsOf(sectorNamed(name)).every((seat) => seat.accessible === false),
        name,
      );
  });

  it('keeps the concert and the studio standing: their venues have no seats', () => {
    for (const show of [DEMO_PIDS.concert.shows[0], DEMO_PIDS.studio.available]) {
      assert.equal(mock.records.showSeats(demo, show).total, 0, show);
    }
  });
});

describe('demo seed: the theatre house on the night', () => {
  it('gives every ticket of the theatre a seat of its sector, named in seat_string', () => {
    const tickets = mock.records
      .list(demo, 'tickets', {})
      .items.filter((ticket) =>
        sectorsOf(DEMO_PIDS.theatre.venue).some((sector) => sector.pid === ticket.sector),
      );
    assert.ok(tickets.length > 100);
    for (const ticket of tickets) {
      const seat = mock.records.get(demo, 'seats', String(ticket.seat));
      assert.equal(seat.sector, ticket.sector);
      const sector = sectorsOf(DEMO_PIDS.theatre.venue).find((s) => s.pid === ticket.sector)!;
      assert.equal(
        ticket.seat_string,
        `${String(sector.name)}, Reihe ${String(seat.row)}, Platz ${String(seat.number)}`,
      );
    }
  });

  it('has the premiere well sold, with a few seats held, and later shows emptier', () => {
    const premiere = statuses(DEMO_PIDS.theatre.premiere);
    const matinee = statuses(DEMO_PIDS.theatre.matinee);
    assert.ok(count(premiere, 'sold') > premiere.length * 0.4, `${count(premiere, 'sold')} sold`);
    assert.ok(count(premiere, 'reserved') > 0);
    assert.ok(count(premiere, 'free') > 0);
    assert.ok(count(matinee, 'sold') > 0 && count(matinee, 'sold') < count(premiere, 'sold'));
  });

  it('keeps the wheelchair spaces free on the premiere', () => {
    const premiere = statuses(DEMO_PIDS.theatre.premiere);
    assert.ok(premiere.some((seat) => seat.accessible === true));
    for (const seat of premiere.filter((s) => s.accessible === true)) assert.equal(seat.status, 'free');
  });

  it('frees the held seats once the release period has passed', () => {
    const fresh = createMock({ seed: 'demo' });
    const actor = fresh.actor('demo');
    const before = fresh.records.showSeats(actor, DEMO_PIDS.theatre.premiere).items;
    assert.ok(count(before, 'reserved') > 0);
    fresh.moveClock({ advanceMs: 31 * 60_000 });
    const after = fresh.records.showSeats(actor, DEMO_PIDS.theatre.premiere).items;
    assert.equal(count(after, 'reserved'), 0);
    assert.equal(count(after, 'sold'), count(before, 'sold'));
    assert.equal(count(after, 'free'), count(before, 'free') + count(before, 'reserved'));
  });
});
