/**
 * The whole list of a show's seat statuses is kept between reads (`listShowSeatsJson`): after any
 * sequence of writes it is the list computed afresh, and it is kept through writes that concern
 * other shows only (the show's held-seat revision does not move).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { createMock, DomainError } from '../../../../mock-server/index';
import { heldRevision } from '../../../../mock-server/domain/rules/seat-map';
import { DEMO_PIDS } from '../../../../mock-server/seed/demo-pids';

const premiere = DEMO_PIDS.theatre.premiere;

type Op =
  | { kind: 'reserve'; at: number; other: boolean }
  | { kind: 'confirm' }
  | { kind: 'drop'; at: number }
  | { kind: 'move'; at: number; to: number }
  | { kind: 'release' }
  | { kind: 'rename'; at: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('reserve' as const), at: fc.nat(), other: fc.boolean() }),
  fc.constant({ kind: 'confirm' as const }),
  fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('move' as const), at: fc.nat(), to: fc.nat() }),
  fc.constant({ kind: 'release' as const }),
  fc.record({ kind: fc.constant('rename' as const), at: fc.nat() }),
);

describe('the seat statuses of a show, kept', () => {
  it('answer what a fresh computation answers after any writes, and stay kept through writes on other shows', () => {
    const mock = createMock({ seed: 'demo' });
    const demo = mock.actor('demo');
    const shows = mock.records.list(demo, 'shows').items;
    const first = shows.find((show) => show.pid === premiere)!;
    // Another show of the same event in the same hall: the same seats and prices apply.
    const other = String(
      shows.find((show) => show.pid !== premiere && show.venue === first.venue && show.event === first.event)!
        .pid,
    );
    const category = new Map(
      mock.records.list(demo, 'sectors').items.map((sector) => [sector.pid, sector.price_category]),
    );
    const prices = mock.records.list(demo, 'prices').items.filter((price) => price.event === first.event);
    // Free seats with a price of their sector's category, so that most reservations are accepted.
    const pairs = mock.records.showSeats(demo, premiere).items.flatMap((seat) => {
      const price = prices.find((p) => p.price_category === category.get(seat.sector));
      return price && seat.status === 'free' ? [{ seat: String(seat.pid), price: String(price.pid) }] : [];
    });
    const seats = pairs.map((pair) => pair.seat);
    assert.ok(pairs.length > 50);
    const start = mock.snapshot();
    /** Writes on the premiere's tickets the mock accepted, by kind: the property tests something. */
    const accepted: Partial<Record<Op['kind'], number>> = {};
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 12 }), (ops) => {
        mock.restore(start);
        const tickets: { pid: string; show: string }[] = [];
        let booking: number | undefined;
        for (const op of ops) {
          const before = heldRevision(mock.store, premiere);
          let touched = true;
          try {
            if (op.kind === 'reserve') {
              const show = op.other ? other : premiere;
              touched = !op.other;
              booking ??= Number(
                mock.records.create(demo, 'bookings', {
                  customer: mock.records.create(demo, 'persons', {
                    firstname: 'A',
                    lastname: 'B',
                    email: 'a@example.org',
                    address: { address1: 'Gasse 1', zip: '3000', city: 'Bern', country: 'CH' },
                  }).pids[0],
                }).pids[0],
              );
              const { seat, price } = pairs[op.at % pairs.length]!;
              const pid = mock.records.create(demo, 'tickets', { booking, show, seat, price }).pids[0];
              tickets.push({ pid: String(pid), show });
            } else if (op.kind === 'confirm' && booking !== undefined) {
              mock.records.update(demo, 'bookings', booking, { confirmation: true });
              booking = undefined;
            } else if (op.kind === 'drop' && tickets.length > 0) {
              const [gone] = tickets.splice(op.at % tickets.length, 1);
              touched = gone!.show === premiere;
              mock.records.delete(demo, 'tickets', gone!.pid);
            } else if (op.kind === 'move' && tickets.length > 0) {
              const ticket = tickets[op.at % tickets.length]!;
              touched = ticket.show === premiere;
              mock.records.update(demo, 'tickets', ticket.pid, { seat: seats[op.to % seats.length] });
            } else if (op.kind === 'release') {
              mock.moveClock({ advanceMs: 31 * 60_000 });
              booking = undefined;
            } else if (op.kind === 'rename') {
              mock.records.update(demo, 'seats', seats[op.at % seats.length]!, { row: `R${op.at % 7}` });
            } else {
              // Nothing to confirm, drop or move: the step wrote nothing.
              touched = false;
            }
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
            touched = false;
          }
          if (touched && op.kind !== 'rename') accepted[op.kind] = (accepted[op.kind] ?? 0) + 1;
          if (!touched) {
            assert.equal(heldRevision(mock.store, premiere), before, `${op.kind} left the premiere alone`);
          }
          const kept = mock.records.showSeatsJson(demo, premiere);
          const fresh = mock.records.showSeats(demo, premiere);
          assert.equal(kept.total, fresh.total);
          assert.equal(kept.body, JSON.stringify(fresh.items), `after ${op.kind}`);
        }
      }),
      {
        numRuns: 41,
        // Besides the random ones: each kind of write on the premiere's tickets once where it is
        // accepted, so that the check below that each was exercised does not rest on chance.
        examples: [
          [
            [
              { kind: 'reserve', at: 0, other: false },
              { kind: 'confirm' },
              { kind: 'reserve', at: 1, other: false },
              { kind: 'reserve', at: 2, other: false },
              { kind: 'move', at: 2, to: 7 },
              { kind: 'drop', at: 1 },
            ],
          ],
        ],
      },
    );
    for (const kind of ['reserve', 'confirm', 'drop', 'move'] as const) {
      assert.ok((accepted[kind] ?? 0) > 0, `some ${kind} was accepted (${JSON.stringify(accepted)})`);
    }
  });
});
