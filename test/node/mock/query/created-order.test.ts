/**
 * `orderBy[created]` on the store: while the clock never went back, the page is walked along the
 * records in creation order (from the end for `desc`); after the clock was set back, the store says
 * so and the engine sorts. Either way the page is the plain filter-sort-slice: every visible
 * record in creation order, stably sorted by `created`, sliced. (The clock moves by whole seconds:
 * `created` reads to the second.)
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { createMock, type Actor } from '../../../../mock-server/index';
import { parseListQuery } from '../../../../mock-server/http/query-parse';

type Command =
  | { kind: 'create'; who: 'demo' | 'other'; name: 'A' | 'B' }
  | { kind: 'advance'; ms: number }
  | { kind: 'back'; ms: number }
  | { kind: 'delete'; at: number };

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('create' as const),
      who: fc.constantFrom('demo' as const, 'other' as const),
      name: fc.constantFrom('A' as const, 'B' as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      ms: fc.integer({ min: 0, max: 3 }).map((s) => s * 1000),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('back' as const),
      ms: fc.integer({ min: 1, max: 5 }).map((s) => s * 1000),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }) },
);

const pidsOf = (items: readonly Record<string, unknown>[]) => items.map((item) => String(item.pid));

describe('orderBy[created] on the store', () => {
  it('answers the plain filter-sort-slice, whatever the clock did, for every kind of reader', () => {
    fc.assert(
      fc.property(
        fc.array(commandArb, { maxLength: 40 }),
        fc.boolean(),
        fc.boolean(),
        fc.nat({ max: 4 }),
        fc.integer({ min: 1, max: 6 }),
        (commands, desc, filtered, page, size) => {
          const mock = createMock();
          const actors: Record<'demo' | 'other', Actor> = {
            demo: mock.actor('demo'),
            other: mock.actor('other'),
          };
          const made: { who: 'demo' | 'other'; pid: string }[] = [];
          for (const command of commands) {
            if (command.kind === 'create') {
              const pid = mock.records.create(actors[command.who], 'persons', { firstname: command.name })
                .pids[0];
              made.push({ who: command.who, pid: String(pid) });
            } else if (command.kind === 'advance') mock.moveClock({ advanceMs: command.ms });
            else if (command.kind === 'back') mock.moveClock({ set: mock.clock.now() - command.ms });
            else if (made.length > 0) {
              const [gone] = made.splice(command.at % made.length, 1);
              mock.records.delete(actors[gone!.who], 'persons', gone!.pid);
            }
          }
          const filter = filtered ? '&filters[firstname]=A' : '';
          for (const actor of [actors.demo, actors.other, mock.systemActor()]) {
            const query = (search: string) => parseListQuery(new URLSearchParams(search));
            const all = mock.records.list(actor, 'persons', query(filter.slice(1))).items;
            const expected = [...all]
              .sort(
                (a, b) => (Date.parse(String(a.created)) - Date.parse(String(b.created))) * (desc ? -1 : 1),
              )
              .slice(page * size, page * size + size);
            const got = mock.records.list(
              actor,
              'persons',
              query(`orderBy[created]=${desc ? 'desc' : 'asc'}&page=${page}&maxResults=${size}${filter}`),
            );
            assert.equal(got.total, all.length);
            assert.deepEqual(pidsOf(got.items), pidsOf(expected));
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
