import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseListQuery, parseListSearch } from '../../../../mock-server/http/query-parse';
import { QueryError } from '../../../../mock-server/domain/query/index';

const SEARCH =
  '?filters%5Bshow%5D=42&filters%5Bstart%5D%5B0%5D%5B_comp%5D=gte&filters%5Bstart%5D%5B0%5D%5B_value%5D=2026-01-01&orderBy%5Bname%5D=desc&properties%5Bshow%5D=1&page=2&maxResults=20';

function isDeeplyFrozen(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  return Object.isFrozen(value) && Object.values(value).every(isDeeplyFrozen);
}

describe('parseListSearch', () => {
  it('answers what parseListQuery answers for the same query string', () => {
    for (const search of ['', '?page=1', SEARCH, '?filters[a][_logic]=OR&filters[a][0]=x&filters[a][1]=y']) {
      assert.deepEqual(parseListSearch(search), parseListQuery(new URLSearchParams(search)));
    }
  });

  it('shares one frozen answer between the requests with the same query string', () => {
    const first = parseListSearch(SEARCH);
    assert.equal(parseListSearch(SEARCH), first);
    assert.ok(isDeeplyFrozen(first), 'the shared answer, its filter and its lists are frozen');
    assert.throws(() => (first.orderBy as unknown[]).push({ field: 'x', direction: 'asc' }), TypeError);
  });

  it('refuses a faulty query every time it is asked, keeping nothing for it', () => {
    for (let i = 0; i < 2; i++) {
      assert.throws(
        () => parseListSearch('?maxresults=5'),
        (e) => e instanceof QueryError && e.errors.some((x) => x.property_path === 'maxresults'),
      );
    }
  });

  it('keeps a bounded number of query strings: the oldest is parsed again after many others', () => {
    const oldest = parseListSearch('?page=7&maxResults=3');
    for (let i = 0; i < 1000; i++) parseListSearch(`?page=${i}&maxResults=4`);
    const again = parseListSearch('?page=7&maxResults=3');
    assert.notEqual(again, oldest, 'dropped after 1000 other strings');
    assert.deepEqual(again, oldest);
  });
});
