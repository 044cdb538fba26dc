import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseListQuery } from '../../../../mock-server/http/query-parse';
import {
  compileQuery,
  planQuery,
  runListQuery,
  scopeQuery,
  type QueryRecord,
  type QuerySource,
} from '../../../../mock-server/domain/query/index';
import { demo, makeStore, model, pids, run } from './fixture';

const parse = (search: string) => parseListQuery(new URLSearchParams(search));

function plan(resource: string, search: string) {
  const { ctx } = makeStore(demo);
  return planQuery(compileQuery(resource, parse(search), model, ctx));
}

/** A source that records which of its methods a run used. */
function spied(indexes: [string, string][]) {
  const { source, ctx } = makeStore(demo, { indexes });
  const calls: string[] = [];
  const spy: QuerySource = {
    all: (resource) => {
      calls.push(`all ${resource}`);
      return source.all(resource);
    },
    candidates: (resource, field, value) => {
      calls.push(`candidates ${resource}.${field}=${String(value)}`);
      return source.candidates!(resource, field, value);
    },
  };
  const go = (resource: string, search: string) => runListQuery(resource, parse(search), spy, model, ctx);
  return { calls, go };
}

describe('planQuery', () => {
  it('offers an index probe for an eq on a reference, with the rest of the filter as residual', () => {
    const p = plan('tickets', 'filters[show]=S2&filters[confirmation]=1');
    assert.deepEqual(
      p.probes.map((x) => [x.field, x.key]),
      [
        ['show', 'S2'],
        ['confirmation', true],
      ],
    );
    assert.equal(p.probes[0]!.residual!({ show: 'S1', confirmation: true }), true);
    assert.equal(p.probes[0]!.residual!({ show: 'S1', confirmation: false }), false);
  });

  it('offers the value as stored: booking pids as integers', () => {
    assert.deepEqual(plan('tickets', 'filters[booking]=100000000001').probes[0], {
      field: 'booking',
      key: 100000000001,
      residual: null,
    });
  });

  it('offers no probe inside an OR, for relations, lists or other comparisons', () => {
    assert.deepEqual(plan('tickets', 'filters[_logic]=OR&filters[show]=S1&filters[booking]=1').probes, []);
    assert.deepEqual(plan('tickets', 'filters[booking][customer]=P-ANNA').probes, []);
    assert.deepEqual(plan('tickets', 'filters[ticket_options]=O1').probes, []);
    assert.deepEqual(plan('tickets', 'filters[show][_comp]=neq&filters[show][_value]=S1').probes, []);
    assert.deepEqual(plan('tickets', '').probes, []);
  });
});

describe('runListQuery', () => {
  it('starts from the index and never scans the table', () => {
    const { calls, go } = spied([['tickets', 'show']]);
    assert.deepEqual(pids(go('tickets', 'filters[show]=S2&filters[confirmation]=0')), ['t3']);
    assert.deepEqual(calls, ['candidates tickets.show=S2', 'candidates tickets.confirmation=false']);
  });

  it('starts from the smallest of several indexes', () => {
    const { calls, go } = spied([
      ['tickets', 'show'],
      ['tickets', 'booking'],
    ]);
    assert.deepEqual(pids(go('tickets', 'filters[show]=S1&filters[booking]=100000000004')), ['t5']);
    assert.deepEqual(calls, ['candidates tickets.show=S1', 'candidates tickets.booking=100000000004']);
    const result = go('tickets', 'filters[booking]=100000000001&filters[show]=S2');
    assert.deepEqual(pids(result), ['t2']);
  });

  it('scans every record when no index applies', () => {
    const { calls, go } = spied([['tickets', 'show']]);
    assert.deepEqual(
      pids(go('tickets', 'filters[_logic]=OR&filters[show]=S3&filters[booking]=100000000002')),
      ['t3', 't4'],
    );
    assert.deepEqual(calls, ['all tickets']);
  });

  it('answers an empty page at once when an index bucket is empty', () => {
    const { calls, go } = spied([['tickets', 'show']]);
    assert.deepEqual(go('tickets', 'filters[show]=S9&filters[amount][_comp]=isNull'), {
      total: 0,
      items: [],
    });
    assert.deepEqual(calls, ['candidates tickets.show=S9']);
  });

  it('restores creation order when index buckets are out of order', () => {
    const result = run('tickets', 'filters[booking]=100000000001', demo, {
      indexes: [['tickets', 'booking']],
      scrambled: true,
    });
    assert.deepEqual(pids(result), ['t1', 't2']);
  });

  it('counts every match and returns one page', () => {
    assert.deepEqual(
      [0, 1, 2, 3].map((page) => {
        const r = run('tickets', `maxResults=2&page=${page}`, demo);
        return [r.total, pids(r)];
      }),
      [
        [5, ['t1', 't2']],
        [5, ['t3', 't4']],
        [5, ['t5']],
        [5, []],
      ],
    );
    const filtered = run('tickets', 'filters[confirmation]=1&maxResults=1&page=1', demo);
    assert.deepEqual([filtered.total, pids(filtered)], [3, ['t2']]);
  });

  it('returns everything on page 0 and nothing after it without maxResults', () => {
    assert.equal(run('tickets', '', demo).items.length, 5);
    assert.deepEqual(run('tickets', 'page=1', demo), { total: 5, items: [] });
  });

  it('orders by several keys, nulls first ascending, ties in creation order', () => {
    assert.deepEqual(pids(run('tickets', 'orderBy[amount]=asc', demo)), ['t4', 't5', 't2', 't3', 't1']);
    assert.deepEqual(pids(run('tickets', 'orderBy[amount]=desc', demo)), ['t1', 't2', 't3', 't5', 't4']);
    assert.deepEqual(pids(run('tickets', 'orderBy[confirmation]=desc&orderBy[weight]=asc', demo)), [
      't5',
      't2',
      't1',
      't4',
      't3',
    ]);
  });

  it('orders by a field of a related record', () => {
    const result = run(
      'tickets',
      'orderBy[show][start]=desc&orderBy[booking][customer][firstname]=asc&maxResults=3',
      demo,
    );
    assert.deepEqual([result.total, pids(result)], [5, ['t4', 't2', 't3']]);
  });

  it('orders datetimes by instant, not by wall time', () => {
    assert.deepEqual(pids(run('shows', 'orderBy[start]=asc', demo)), ['S4', 'S1', 'S2', 'S3']);
  });

  it('narrows a child collection and keeps the caller filter', () => {
    const { source, ctx } = makeStore(demo, { indexes: [['tickets', 'booking']] });
    const query = scopeQuery(parse('filters[show]=S2'), 'booking', '100000000001');
    assert.deepEqual(pids(runListQuery('tickets', query, source, model, ctx)), ['t2']);
    const either = scopeQuery(
      parse('filters[_logic]=OR&filters[show]=S1&filters[amount]=20.50'),
      'booking',
      '100000000001',
    );
    assert.deepEqual(pids(runListQuery('tickets', either, source, model, ctx)), ['t1', 't2']);
  });

  it('pages a Set source without reading past the page', () => {
    let read = 0;
    const records = new Set<QueryRecord>(
      Array.from({ length: 1000 }, (_, i) => ({
        get pid() {
          read++;
          return i;
        },
      })),
    );
    const source: QuerySource = { all: () => records };
    const { ctx } = makeStore(demo);
    const result = runListQuery('tickets', parse('page=2&maxResults=10'), source, model, ctx);
    assert.equal(result.total, 1000);
    assert.deepEqual(
      result.items.map((r) => r.pid),
      [20, 21, 22, 23, 24, 25, 26, 27, 28, 29],
    );
    assert.equal(read, 10);
  });
});
