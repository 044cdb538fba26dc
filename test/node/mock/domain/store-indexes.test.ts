import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { catalogue, fixture } from './fixture';

type Op =
  | { kind: 'venue' }
  | { kind: 'sector'; venue: number }
  | { kind: 'moveSector'; sector: number; venue: number }
  | { kind: 'show'; venue: number }
  | { kind: 'ticket'; show: number; sector: number }
  | { kind: 'moveTicket'; ticket: number; show: number }
  | { kind: 'delete'; resource: 'venues' | 'sectors' | 'shows' | 'tickets' | 'bookings'; index: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.constant({ kind: 'venue' as const }),
  fc.record({ kind: fc.constant('sector' as const), venue: fc.nat(9) }),
  fc.record({ kind: fc.constant('moveSector' as const), sector: fc.nat(9), venue: fc.nat(9) }),
  fc.record({ kind: fc.constant('show' as const), venue: fc.nat(9) }),
  fc.record({ kind: fc.constant('ticket' as const), show: fc.nat(9), sector: fc.nat(9) }),
  fc.record({ kind: fc.constant('moveTicket' as const), ticket: fc.nat(9), show: fc.nat(9) }),
  fc.record({
    kind: fc.constant('delete' as const),
    resource: fc.constantFrom(
      'venues' as const,
      'sectors' as const,
      'shows' as const,
      'tickets' as const,
      'bookings' as const,
    ),
    index: fc.nat(9),
  }),
);

describe('store indexes', () => {
  it('stay equal to a recomputation from the rows after any sequence of writes, refused or not', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        const { mock, demo, host } = fixture();
        const c = catalogue(mock, demo);
        const pick = (name: 'venues' | 'sectors' | 'shows' | 'tickets' | 'bookings', i: number) => {
          const all = [...mock.store.all(name)];
          return all.length === 0 ? undefined : all[i % all.length]!.pid;
        };
        for (const o of ops) {
          try {
            if (o.kind === 'venue') mock.records.create(demo, 'venues', { host, name: 'V', city: 'Bern' });
            else if (o.kind === 'sector') {
              mock.records.create(demo, 'sectors', {
                host: pick('venues', o.venue),
                name: 'S',
                price_category: 1,
                capacity: 5,
              });
            } else if (o.kind === 'moveSector') {
              const sector = pick('sectors', o.sector);
              if (sector) mock.records.update(demo, 'sectors', sector, { host: pick('venues', o.venue) });
            } else if (o.kind === 'show') {
              mock.records.create(demo, 'shows', {
                event: c.event,
                venue: pick('venues', o.venue),
                start: '2026-12-01 20:00:00',
              });
            } else if (o.kind === 'ticket') {
              const booking = pick('bookings', 0) ?? c.booking;
              mock.records.create(demo, 'tickets', {
                booking,
                show: pick('shows', o.show),
                price: c.prices[0],
                sector: pick('sectors', o.sector),
              });
            } else if (o.kind === 'moveTicket') {
              const ticket = pick('tickets', o.ticket);
              if (ticket) mock.records.update(demo, 'tickets', ticket, { show: pick('shows', o.show) });
            } else {
              const pid = pick(o.resource, o.index);
              if (pid !== undefined) mock.records.delete(demo, o.resource, pid);
            }
          } catch (error) {
            // Refused writes are part of the sequence: they must leave the indexes intact too.
            assert.ok((error as { code?: string }).code !== 'internal_error', String(error));
          }
          assert.deepEqual(mock.store.verifyIndexes(), []);
        }
        // Index probes and full scans agree on every reference.
        for (const sector of mock.store.all('sectors')) {
          const viaIndex = mock.store.select('sectors', 'host', sector.host as string).map((r) => r.pid);
          const viaScan = [...mock.store.all('sectors')]
            .filter((r) => r.host === sector.host)
            .map((r) => r.pid);
          assert.deepEqual(viaIndex, viaScan);
        }
        // Pages walked in index order (or streamed without a sort) are those of a full stable sort,
        // before and after a restore rebuilds the tables.
        const pagesAgree = (): void => {
          for (const [name, field] of [
            ['tickets', 'show'],
            ['shows', 'venue'],
            ['sectors', 'host'],
          ] as const) {
            const all = mock.records.list(demo, name).items;
            const key = (r: Record<string, unknown>) => String(r[field] ?? '');
            for (const direction of ['asc', 'desc'] as const) {
              const sorted = [...all].sort((a, b) => {
                const c = key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
                return direction === 'desc' ? -c : c;
              });
              for (const page of [0, 1]) {
                const got = mock.records.list(demo, name, {
                  orderBy: [{ field, direction }],
                  page,
                  maxResults: 3,
                });
                assert.equal(got.total, all.length);
                assert.deepEqual(got.items, sorted.slice(page * 3, page * 3 + 3));
              }
            }
            const first = mock.records.list(demo, name, { maxResults: 2 });
            assert.equal(first.total, all.length);
            assert.deepEqual(first.items, all.slice(0, 2));
          }
        };
        pagesAgree();
        mock.store.restore(JSON.parse(JSON.stringify(mock.store.snapshot())));
        pagesAgree();
      }),
      { numRuns: 60 },
    );
  });
});
