import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { parseListQuery } from '../../../../mock-server/http/query-parse';
import { QueryError, runListQuery, type ListResult } from '../../../../mock-server/domain/query/index';
import { makeStore, model, pids, type StoreOptions, type Tables } from './fixture';
import {
  BOOKINGS,
  evaluate,
  nodeArb,
  orderArb,
  orderParams,
  referenceSort,
  serialize,
  SHOWS,
  tablesArb,
  type RefNode,
} from './reference';

const RUNS = { numRuns: 300 };

/** Shuffles filter parameters deterministically: their order must not change what a filter means. */
function shuffled<T>(xs: T[], seed: number): T[] {
  const out = [...xs];
  let s = seed >>> 0 || 1;
  for (let i = out.length - 1; i > 0; i--) {
    s = (Math.imul(s, 1_103_515_245) + 12_345) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function runParams(tables: Tables, params: [string, string][], options?: StoreOptions): ListResult {
  const { source, ctx } = makeStore(tables, options);
  return runListQuery('tickets', parseListQuery(new URLSearchParams(params)), source, model, ctx);
}

const INDEXES: StoreOptions['indexes'] = [
  ['tickets', 'show'],
  ['tickets', 'booking'],
  ['tickets', 'confirmation'],
  ['tickets', 'pid'],
];

const eq = (path: string[], text: string, value: unknown, plain: boolean): RefNode => ({
  kind: 'cond',
  path,
  comp: 'eq',
  text,
  value,
  plain,
});

/** A top-level AND led by equalities an index can answer, followed by any residual conditions. */
const probeArb: fc.Arbitrary<RefNode> = fc.oneof(
  fc.constantFrom('S1', 'S2', 'S-NONE').map((s) => eq(['show'], s, s, true)),
  fc.constantFrom(100000000001, 100000000002).map((b) => eq(['booking'], String(b), b, false)),
  fc.boolean().map((c) => eq(['confirmation'], c ? '1' : '0', c, true)),
);
const indexableArb: fc.Arbitrary<RefNode> = fc
  .tuple(fc.array(probeArb, { minLength: 1, maxLength: 2 }), fc.array(nodeArb(4), { maxLength: 2 }))
  .map(([probes, rest]): RefNode => ({ kind: 'group', logic: 'AND', children: [...probes, ...rest] }));

describe('query engine properties', () => {
  it('(a) returns exactly the records a plain reference evaluator selects, in the reference order', () => {
    fc.assert(
      fc.property(tablesArb, nodeArb(), orderArb, fc.nat(), (tables, tree, order, seed) => {
        const params = [...shuffled(serialize(tree), seed), ...orderParams(order)];
        const got = runParams(tables, params);
        const expected = referenceSort(
          tables,
          tables.tickets!.filter((t) => evaluate(tables, tree, t)),
          order,
        );
        assert.deepEqual(
          pids(got),
          expected.map((r) => r.pid),
        );
        assert.equal(got.total, expected.length);
      }),
      RUNS,
    );
  });

  it('(b) an index-planned run returns what a full scan returns, whatever the bucket order', () => {
    fc.assert(
      fc.property(tablesArb, indexableArb, orderArb, fc.boolean(), (tables, tree, order, scrambled) => {
        const params = [...serialize(tree), ...orderParams(order)];
        const full = runParams(tables, params);
        const planned = runParams(tables, params, { indexes: INDEXES, scrambled });
        assert.deepEqual(pids(planned), pids(full));
        assert.equal(planned.total, full.total);
      }),
      RUNS,
    );
  });

  it('(c) the pages of a query, concatenated, are the unpaged result, each with the same total', () => {
    fc.assert(
      fc.property(
        tablesArb,
        fc.option(nodeArb(), { nil: null }),
        orderArb,
        fc.integer({ min: 1, max: 7 }),
        fc.boolean(),
        (tables, tree, order, size, indexed) => {
          const base = [...(tree ? serialize(tree) : []), ...orderParams(order)];
          const options = indexed ? { indexes: INDEXES, scrambled: true } : undefined;
          const all = runParams(tables, base, options);
          const pages: unknown[] = [];
          for (let page = 0; page <= Math.ceil(all.total / size); page++) {
            const r = runParams(
              tables,
              [...base, ['page', String(page)], ['maxResults', String(size)]],
              options,
            );
            assert.equal(r.total, all.total);
            assert.ok(r.items.length <= size);
            pages.push(...pids(r));
          }
          assert.deepEqual(pages, pids(all));
        },
      ),
      RUNS,
    );
  });

  it('(e) a page ordered by an indexed field, walked in key order, is the reference filter-sort-slice', () => {
    // Every ticket holds a value for the sort field, as the store requires of an ordered index.
    const fallback: Record<string, unknown> = {
      show: SHOWS[0],
      booking: BOOKINGS[0],
      confirmation: false,
      seat_string: 'A-1',
      amount: 0,
    };
    const fieldArb = fc.constantFrom(...Object.keys(fallback));
    fc.assert(
      fc.property(
        tablesArb,
        fc.option(nodeArb(), { nil: null }),
        fieldArb,
        fc.boolean(),
        fc.nat({ max: 4 }),
        fc.option(fc.integer({ min: 1, max: 7 }), { nil: null }),
        (raw, tree, field, desc, page, size) => {
          const tables = {
            ...raw,
            tickets: raw.tickets!.map((t) => ({ ...t, [field]: t[field] ?? fallback[field] })),
          };
          const order = [{ path: [field], desc }];
          const params: [string, string][] = [...(tree ? serialize(tree) : []), ...orderParams(order)];
          params.push(['page', String(page)]);
          if (size !== null) params.push(['maxResults', String(size)]);
          const walks = { count: 0 };
          const indexes = [['tickets', field] as const];
          const got = runParams(tables, params, { indexes, ordered: true, walks });
          const matches = referenceSort(
            tables,
            tables.tickets.filter((t) => !tree || evaluate(tables, tree, t)),
            order,
          );
          const from = size === null ? (page === 0 ? 0 : Infinity) : page * size;
          const to = size === null ? Infinity : from + size;
          // An equality on the sort field itself starts from its index bucket instead.
          if (!tree) assert.equal(walks.count, 1, 'the ordered index was walked');
          assert.equal(got.total, matches.length);
          assert.deepEqual(
            pids(got),
            matches.slice(from, to).map((r) => r.pid),
          );
        },
      ),
      RUNS,
    );
  });

  it('(g) a sorted page selected with the bounded heap is the plain filter-sort-slice, ties in creation order', () => {
    fc.assert(
      fc.property(
        tablesArb,
        fc.option(nodeArb(), { nil: null }),
        orderArb.filter((order) => order.length > 0),
        fc.nat({ max: 5 }),
        fc.integer({ min: 1, max: 6 }),
        (tables, tree, order, page, size) => {
          const params: [string, string][] = [...(tree ? serialize(tree) : []), ...orderParams(order)];
          params.push(['page', String(page)], ['maxResults', String(size)]);
          const got = runParams(tables, params);
          const matches = referenceSort(
            tables,
            tables.tickets!.filter((t) => !tree || evaluate(tables, tree, t)),
            order,
          );
          assert.equal(got.total, matches.length);
          assert.deepEqual(
            pids(got),
            matches.slice(page * size, page * size + size).map((r) => r.pid),
          );
        },
      ),
      RUNS,
    );
  });

  it('(h) a page ordered by a field that never decreases in creation order, walked from either end, is the reference filter-sort-slice', () => {
    fc.assert(
      fc.property(
        tablesArb,
        fc.array(fc.nat({ max: 2 }), { minLength: 40, maxLength: 40 }),
        fc.option(nodeArb(), { nil: null }),
        fc.boolean(),
        fc.nat({ max: 4 }),
        fc.option(fc.integer({ min: 1, max: 7 }), { nil: null }),
        fc.array(fc.nat({ max: 39 }), { maxLength: 6 }),
        (raw, steps, tree, desc, page, size, hiddenAt) => {
          // Rising amounts with runs of ties, as `created` under a clock that stands still.
          let amount = 0;
          const tickets: Tables[string] = raw.tickets!.map((t, i) => ({
            ...t,
            amount: (amount += steps[i % 40]!),
          }));
          const tables = { ...raw, tickets };
          const hidden = new Set(hiddenAt.map((i) => tickets[i % Math.max(1, tickets.length)]?.pid));
          const order = [{ path: ['amount'], desc }];
          const params: [string, string][] = [...(tree ? serialize(tree) : []), ...orderParams(order)];
          params.push(['page', String(page)]);
          if (size !== null) params.push(['maxResults', String(size)]);
          const walks = { count: 0 };
          const got = runParams(tables, params, { sequence: { field: 'amount', hidden }, walks });
          const matches = referenceSort(
            tables,
            tickets.filter((t) => !hidden.has(t.pid) && (!tree || evaluate(tables, tree, t))),
            order,
          );
          const from = size === null ? (page === 0 ? 0 : Infinity) : page * size;
          const to = size === null ? Infinity : from + size;
          if (!tree) assert.equal(walks.count, 1, 'the sequence was walked');
          assert.equal(got.total, matches.length);
          assert.deepEqual(
            pids(got),
            matches.slice(from, to).map((r) => r.pid),
          );
        },
      ),
      RUNS,
    );
  });

  it('(f) without a sort, a page streamed from a source that knows its size is the reference slice', () => {
    fc.assert(
      fc.property(
        tablesArb,
        fc.option(nodeArb(), { nil: null }),
        fc.nat({ max: 4 }),
        fc.integer({ min: 1, max: 7 }),
        (tables, tree, page, size) => {
          const { source, ctx } = makeStore(tables);
          const rows = tables.tickets!;
          let read = 0;
          const lazy = {
            size: rows.length,
            *[Symbol.iterator]() {
              for (const r of rows) {
                read++;
                yield r;
              }
            },
          };
          const sized = {
            ...source,
            all: (resource: string) => (resource === 'tickets' ? lazy : source.all(resource)),
          };
          const params: [string, string][] = [
            ...(tree ? serialize(tree) : []),
            ['page', String(page)],
            ['maxResults', String(size)],
          ];
          const got = runListQuery('tickets', parseListQuery(new URLSearchParams(params)), sized, model, ctx);
          const matches = rows.filter((t) => !tree || evaluate(tables, tree, t));
          assert.equal(got.total, matches.length);
          assert.deepEqual(
            pids(got),
            matches.slice(page * size, (page + 1) * size).map((r) => r.pid),
          );
          if (!tree)
            assert.ok(
              read <= Math.min(rows.length, (page + 1) * size + 1),
              'no filter: only up to the page is read',
            );
        },
      ),
      RUNS,
    );
  });

  describe('(d) a query string never fails with anything but a QueryError', () => {
    const { source, ctx } = makeStore({});
    const attempt = (params: URLSearchParams): void => {
      try {
        const query = parseListQuery(params);
        runListQuery('tickets', query, source, model, ctx);
      } catch (e) {
        if (!(e instanceof QueryError)) throw e;
        assert.ok(e.errors.length > 0);
        for (const issue of e.errors) assert.equal(typeof issue.property_path, 'string');
      }
    };

    it('for arbitrary strings', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (s) => attempt(new URLSearchParams(s))),
        { numRuns: 1000 },
      );
    });

    it('for arbitrary bracket keys and values', () => {
      const piece = fc.constantFrom(
        'filters',
        'properties',
        'orderBy',
        'page',
        'maxResults',
        '[',
        ']',
        '%5B',
        '%5d',
        '[_comp]',
        '[_value]',
        '[_logic]',
        '[0]',
        '[1]',
        '[01]',
        '[]',
        '[show]',
        '[booking]',
        '[customer]',
        '[start]',
        '[amount]',
        '[ticket_options]',
        '[constructor]',
        '[__proto__]',
        '[toString]',
        'x',
        ' ',
      );
      const value = fc.oneof(
        fc.constantFrom(
          '1',
          '0',
          'gte',
          'isNull',
          'lt',
          'OR',
          'and',
          'asc',
          '',
          'S1',
          '2025-03-30',
          '20.50',
          '-1',
          '1e9',
        ),
        fc.string({ unit: 'binary', maxLength: 12 }),
      );
      const entry = fc.tuple(
        fc.array(piece, { minLength: 1, maxLength: 8 }).map((ps) => ps.join('')),
        value,
      );
      fc.assert(
        fc.property(fc.array(entry, { maxLength: 12 }), (entries) => attempt(new URLSearchParams(entries))),
        { numRuns: 2000 },
      );
    });
  });
});
