/**
 * The records of an index probe are kept between list requests (`candidate-cache.ts`) until the
 * table changes. After any sequence of writes (refused ones too), moves between index buckets,
 * deletes and restores, a filtered list answers what a plain filter, in creation order, and a
 * slice of every record answer; and another host's actor never sees the records kept for the first.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { parseListQuery } from '../../../../mock-server/http/query-parse';
import { catalogue, fixture } from './fixture';

type Op =
  | { kind: 'show' }
  | { kind: 'ticket'; show: number }
  | { kind: 'moveTicket'; ticket: number; show: number }
  | { kind: 'delete'; resource: 'tickets' | 'shows'; index: number }
  | { kind: 'restore' }
  | { kind: 'list' };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.constant({ kind: 'show' as const }),
  fc.record({ kind: fc.constant('ticket' as const), show: fc.nat(2) }),
  fc.record({ kind: fc.constant('moveTicket' as const), ticket: fc.nat(5), show: fc.nat(2) }),
  fc.record({
    kind: fc.constant('delete' as const),
    resource: fc.constantFrom('tickets' as const, 'shows' as const),
    index: fc.nat(20),
  }),
  fc.constant({ kind: 'restore' as const }),
  fc.constant({ kind: 'list' as const }),
);

describe('kept index probes', () => {
  it('answer what a plain filter of every record answers, after any writes, moves, deletes and restores', () => {
    const accepted: Partial<Record<Op['kind'], number>> = {};
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        const { mock, demo, other } = fixture();
        const c = catalogue(mock, demo);
        // Three shows from the start, so that tickets land in different buckets and moves change them.
        for (const start of ['2026-12-02 20:00:00', '2026-12-03 20:00:00']) {
          mock.records.create(demo, 'shows', { event: c.event, venue: c.venue, start });
        }
        const saved = mock.snapshot();
        const pick = (name: 'shows' | 'tickets', i: number) => {
          const all = [...mock.store.all(name)];
          return all.length === 0 ? undefined : all[i % all.length]!.pid;
        };
        const list = (field: 'show' | 'sector', key: string, page: number, actor = demo) =>
          mock.records.list(
            actor,
            'tickets',
            parseListQuery(
              new URLSearchParams({ [`filters[${field}]`]: key, page: String(page), maxResults: '3' }),
            ),
          );
        // Every bucket a list can start from, read through the index (and so through what is kept)
        // and by a plain filter of every ticket in creation order.
        const agree = (step: string): void => {
          const every = mock.records.list(demo, 'tickets').items;
          const keys = {
            show: [...mock.store.all('shows')].map((show) => String(show.pid)),
            sector: c.sectors,
          };
          for (const field of ['show', 'sector'] as const) {
            for (const key of keys[field]) {
              const matching = every.filter((ticket) => ticket[field] === key);
              for (const page of [0, 1]) {
                const got = list(field, key, page);
                assert.equal(got.total, matching.length, `${field} ${key} total after ${step}`);
                assert.deepEqual(got.items, matching.slice(page * 3, page * 3 + 3), `${field} after ${step}`);
              }
              assert.equal(list(field, key, 0, other).total, 0, `another host's view after ${step}`);
            }
          }
        };
        agree('the start');
        for (const o of ops) {
          try {
            if (o.kind === 'show') {
              mock.records.create(demo, 'shows', {
                event: c.event,
                venue: c.venue,
                start: '2026-12-02 20:00:00',
              });
            } else if (o.kind === 'ticket') {
              mock.records.create(demo, 'tickets', {
                booking: c.booking,
                show: pick('shows', o.show),
                price: c.prices[0],
                sector: c.sectors[0],
              });
            } else if (o.kind === 'moveTicket') {
              const ticket = pick('tickets', o.ticket);
              if (ticket !== undefined) {
                mock.records.update(demo, 'tickets', ticket, { show: pick('shows', o.show) });
              }
            } else if (o.kind === 'delete') {
              const pid = pick(o.resource, o.index);
              if (pid !== undefined) mock.records.delete(demo, o.resource, pid);
            } else if (o.kind === 'restore') mock.restore(saved);
            accepted[o.kind] = (accepted[o.kind] ?? 0) + 1;
          } catch (error) {
            // Refused writes are part of the sequence: they must leave what is kept valid too.
            assert.ok((error as { code?: string }).code !== 'internal_error', String(error));
          }
          agree(o.kind);
        }
      }),
      { numRuns: 60 },
    );
    for (const kind of ['show', 'ticket', 'moveTicket', 'delete', 'restore'] as const) {
      assert.ok((accepted[kind] ?? 0) > 0, `no ${kind} step was accepted`);
    }
  });
});
