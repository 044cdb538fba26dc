/**
 * Records kept in their JSON read form (`render-cache.ts`): after any sequence of writes, clock
 * moves and restores, the lists and reads the routes send (`listJson`, `getJson`, made of the
 * kept JSON) are the lists and reads rendered afresh (`list`, `get`, which keep nothing).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { createMock, DomainError } from '../../../../mock-server/index';
import type { ResourceName } from '../../../../mock-server/schemas/registry-types';
import { DEMO_PIDS } from '../../../../mock-server/seed/demo-pids';

const { premiere } = DEMO_PIDS.theatre;
const ZONES = ['Europe/Zurich', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham'] as const;
/** The UTF-8 bytes of an answer as text. */
const text = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);
/** The lists compared after every step: every record whose read form a step can change. */
const READ: readonly ResourceName[] = [
  'tickets',
  'bookings',
  'shows',
  'venues',
  'hosts',
  'persons',
  'seats',
  'prices',
];

type Op =
  | { kind: 'reserve'; at: number }
  | { kind: 'confirm' }
  | { kind: 'drop'; at: number }
  | { kind: 'move'; at: number; to: number }
  | { kind: 'rename'; at: number }
  | { kind: 'person'; at: number; address2: boolean }
  | { kind: 'price'; at: number; amount: number }
  | { kind: 'venueZone'; zone: number }
  | { kind: 'clock'; minutes: number }
  | { kind: 'restore' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('reserve' as const), at: fc.nat() }), weight: 3 },
  fc.constant({ kind: 'confirm' as const }),
  fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('move' as const), at: fc.nat(), to: fc.nat() }),
  fc.record({ kind: fc.constant('rename' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('person' as const), at: fc.nat(), address2: fc.boolean() }),
  fc.record({
    kind: fc.constant('price' as const),
    at: fc.nat(),
    amount: fc.integer({ min: 100, max: 20_000 }),
  }),
  fc.record({ kind: fc.constant('venueZone' as const), zone: fc.nat() }),
  fc.record({ kind: fc.constant('clock' as const), minutes: fc.integer({ min: -90, max: 24 * 60 }) }),
  fc.constant({ kind: 'restore' as const }),
);

describe('records kept in their JSON read form', () => {
  it('answer what rendering afresh answers, after any writes, clock moves and restores', () => {
    const mock = createMock({ seed: 'demo' });
    const demo = mock.actor('demo');
    const first = mock.records.get(demo, 'shows', premiere);
    const category = new Map(
      mock.records.list(demo, 'sectors').items.map((sector) => [sector.pid, sector.price_category]),
    );
    const prices = mock.records.list(demo, 'prices').items.filter((price) => price.event === first.event);
    const free = mock.records.showSeats(demo, premiere).items.filter((seat) => seat.status === 'free');
    const pairs = free.flatMap((seat) => {
      const price = prices.find((p) => p.price_category === category.get(seat.sector));
      return price ? [{ seat: String(seat.pid), price: String(price.pid) }] : [];
    });
    const persons = mock.records.list(demo, 'persons').items.map((person) => String(person.pid));
    assert.ok(pairs.length > 50 && persons.length > 0);
    const start = mock.snapshot();
    const accepted: Partial<Record<Op['kind'], number>> = {};

    /** Every page the routes would send equals the fresh rendering, and so does each record. */
    const compare = (step: string): void => {
      for (const name of READ) {
        for (const query of [
          { maxResults: 500 },
          { orderBy: [{ field: 'created', direction: 'desc' as const }], maxResults: 25 },
        ]) {
          const kept = mock.records.listJson(demo, name, query);
          const fresh = mock.records.list(demo, name, query);
          assert.equal(kept.total, fresh.total, `${name} total after ${step}`);
          assert.equal(text(kept.body), JSON.stringify(fresh.items), `${name} after ${step}`);
          for (const item of fresh.items.slice(0, 3)) {
            const pid = String(item.pid);
            assert.equal(
              text(mock.records.getJson(demo, name, pid)),
              JSON.stringify(mock.records.get(demo, name, pid)),
            );
          }
        }
      }
    };

    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 10 }), (ops) => {
        mock.restore(start);
        const tickets: { pid: string; price: string }[] = [];
        let booking: number | undefined;
        let snapshot = mock.snapshot();
        // Render everything once, so that every later comparison reads what was kept.
        compare('the start');
        for (const op of ops) {
          try {
            if (op.kind === 'reserve') {
              booking ??= Number(
                mock.records.create(demo, 'bookings', { customer: persons[op.at % persons.length] }).pids[0],
              );
              const { seat, price } = pairs[op.at % pairs.length]!;
              const pid = mock.records.create(demo, 'tickets', { booking, show: premiere, seat, price })
                .pids[0];
              tickets.push({ pid: String(pid), price });
            } else if (op.kind === 'confirm') {
              if (booking === undefined) continue;
              mock.records.update(demo, 'bookings', booking, { confirmation: true });
              booking = undefined;
            } else if (op.kind === 'drop') {
              if (tickets.length === 0) continue;
              mock.records.delete(demo, 'tickets', tickets.splice(op.at % tickets.length, 1)[0]!.pid);
            } else if (op.kind === 'move') {
              if (tickets.length === 0) continue;
              // To a seat of the same price (a seat_string and sector of its own).
              const ticket = tickets[op.at % tickets.length]!;
              const to = pairs.filter((pair) => pair.price === ticket.price);
              mock.records.update(demo, 'tickets', ticket.pid, { seat: to[op.to % to.length]!.seat });
            } else if (op.kind === 'rename') {
              mock.records.update(demo, 'seats', pairs[op.at % pairs.length]!.seat, { row: `R${op.at % 7}` });
            } else if (op.kind === 'person') {
              mock.records.update(demo, 'persons', persons[op.at % persons.length]!, {
                address: {
                  address1: `Gasse ${op.at}`,
                  address2: op.address2 ? 'Hof' : null,
                  zip: '3000',
                  city: 'Bern',
                  country: 'CH',
                },
              });
            } else if (op.kind === 'price') {
              mock.records.update(demo, 'prices', String(prices[op.at % prices.length]!.pid), {
                price: op.amount / 100,
              });
            } else if (op.kind === 'venueZone') {
              mock.records.update(demo, 'venues', String(first.venue), {
                timezone: ZONES[op.zone % ZONES.length],
              });
            } else if (op.kind === 'clock') {
              // Forward releases unconfirmed bookings; back makes new records older than old ones.
              const now = mock.snapshot().clock;
              mock.moveClock({ set: now + op.minutes * 60_000 });
              snapshot = mock.snapshot();
            } else {
              mock.restore(snapshot);
              tickets.length = 0;
              booking = undefined;
            }
            accepted[op.kind] = (accepted[op.kind] ?? 0) + 1;
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
          }
          compare(op.kind);
        }
      }),
      {
        numRuns: 42,
        // Besides the random ones: every kind of step once where it is accepted, so that the
        // check below that each kind was exercised does not rest on chance.
        examples: [
          [
            [
              { kind: 'reserve', at: 0 },
              { kind: 'confirm' },
              { kind: 'reserve', at: 1 },
              { kind: 'move', at: 1, to: 7 },
              { kind: 'drop', at: 0 },
            ],
          ],
          [
            [
              { kind: 'rename', at: 0 },
              { kind: 'person', at: 0, address2: true },
              { kind: 'price', at: 0, amount: 4500 },
              { kind: 'venueZone', zone: 1 },
              { kind: 'clock', minutes: 5 },
              { kind: 'restore' },
            ],
          ],
        ],
      },
    );
    for (const kind of [
      'reserve',
      'confirm',
      'drop',
      'move',
      'rename',
      'person',
      'price',
      'venueZone',
      'clock',
      'restore',
    ] as const) {
      assert.ok((accepted[kind] ?? 0) > 0, `some ${kind} was accepted (${JSON.stringify(accepted)})`);
    }
  });
});
