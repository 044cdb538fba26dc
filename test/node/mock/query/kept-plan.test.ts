import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseListQuery, parseListSearch } from '../../../../mock-server/http/query-parse';
import { plannedQuery } from '../../../../mock-server/domain/query/kept-plan';
import { executeQuery } from '../../../../mock-server/domain/query/run';
import { QueryError } from '../../../../mock-server/domain/query/index';
import type { ListQuery, QueryContext } from '../../../../mock-server/domain/query/types';
import { demo, makeStore, model, pids, run } from './fixture';

// A filter through a relation (read when the query runs) and a wall time (read when it compiles).
const SEARCH =
  '?filters[show][event][name]=Hamlet&filters[show][start][_comp]=gte&filters[show][start][_value]=2025-03-29 16:00:00';

function listed(
  search: string,
  ctx: QueryContext,
  owner: object,
  source = makeStore(demo).source,
): unknown[] {
  const query = parseListSearch(search);
  const { compiled, plan } = plannedQuery('tickets', query, query, model, ctx, owner);
  return pids(executeQuery(compiled, plan, query, source));
}

describe('plannedQuery', () => {
  it('keeps the plan of a shared query for the same resource, model, store and time zone', () => {
    const { ctx } = makeStore(demo);
    const owner = {};
    const query = parseListSearch(SEARCH);
    const first = plannedQuery('tickets', query, query, model, ctx, owner);
    assert.equal(plannedQuery('tickets', query, query, model, ctx, owner).compiled, first.compiled);
    assert.deepEqual(listed(SEARCH, ctx, owner), pids(run('tickets', SEARCH, demo)));
  });

  it('compiles again for another store, time zone, resource or model, and answers as a fresh compile', () => {
    const { ctx } = makeStore(demo);
    const owner = {};
    const query = parseListSearch(SEARCH);
    const kept = plannedQuery('tickets', query, query, model, ctx, owner);
    assert.notEqual(
      plannedQuery('tickets', query, query, model, ctx, {}).compiled,
      kept.compiled,
      'another store',
    );
    const newYork: QueryContext = { timeZone: 'America/New_York', lookup: ctx.lookup.bind(ctx) };
    const inNewYork = plannedQuery('tickets', query, query, model, newYork, owner);
    assert.notEqual(inNewYork.compiled, kept.compiled, 'another time zone');
    // 16:00 in Zurich is before show S1 (20:00 there), in New York after it (15:00 there).
    const zurichPids = listed(SEARCH, ctx, owner);
    const newYorkPids = listed(SEARCH, newYork, owner);
    assert.notDeepEqual(newYorkPids, zurichPids, 'the zone changes the answer');
    assert.deepEqual(
      newYorkPids,
      pids(executeQuery(inNewYork.compiled, inNewYork.plan, query, makeStore(demo).source)),
    );
    assert.deepEqual(zurichPids, pids(run('tickets', SEARCH, demo)));
    assert.notEqual(
      plannedQuery('tickets', query, query, { ...model }, ctx, owner).compiled,
      kept.compiled,
      'another model',
    );
  });

  it('reads related records as they are when the query runs, not as they were when it compiled', () => {
    const tables = structuredClone(demo);
    const { ctx, source } = makeStore(tables);
    const owner = {};
    const before = listed(SEARCH, ctx, owner, source);
    assert.ok(before.length > 0);
    for (const event of tables.events! as Record<string, unknown>[]) {
      if (event.name === 'Hamlet') event.name = 'Macbeth';
    }
    assert.deepEqual(listed(SEARCH, ctx, owner, source), []);
  });

  it('compiles an unshared query every time, and keeps nothing for a query that does not compile', () => {
    const { ctx } = makeStore(demo);
    const owner = {};
    const query: ListQuery = parseListQuery(new URLSearchParams(SEARCH));
    assert.notEqual(
      plannedQuery('tickets', query, query, model, ctx, owner).compiled,
      plannedQuery('tickets', query, query, model, ctx, owner).compiled,
    );
    const faulty = parseListSearch('?filters[nope]=1');
    for (let i = 0; i < 2; i++) {
      assert.throws(() => plannedQuery('tickets', faulty, faulty, model, ctx, owner), QueryError);
    }
  });
});
