import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { GatewayError } from '../../../src/gateway/problem';
import { checkQuery, type QueryRule } from '../../../src/gateway/query';

const ON = '3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C';
const ALSO_ON = '11111111-2222-4333-8444-555555555555';
const OFF = '99999999-2222-4333-8444-555555555555';

const SHOWS: QueryRule = {
  properties: ['event', 'venue', 'capacity'],
  fields: ['pid', 'start', 'venue'],
  orderBy: ['start'],
  scopes: [
    {
      path: ['event'],
      resolve: (value) => ([ON, ALSO_ON].includes(value.toUpperCase()) ? value.toUpperCase() : null),
    },
  ],
};

const list = (query: string) => checkQuery(new URLSearchParams(query), SHOWS, { list: true, scoped: false });
const record = (query: string) =>
  checkQuery(new URLSearchParams(query), SHOWS, { list: false, scoped: true });

async function rejects(query: string, read = list): Promise<void> {
  await assert.rejects(
    read(query),
    (error: unknown) => {
      assert.ok(error instanceof GatewayError, String(error));
      assert.equal(error.status, 404);
      return true;
    },
    query,
  );
}

describe('gateway query checks', () => {
  it('accepts an equality scope filter and sends it with the pid normalised', async () => {
    assert.deepEqual(await list(`filters[event]=${ON.toLowerCase()}`), [['filters[event]', ON]]);
  });

  it('accepts alternatives of allowed pids, _value with eq, and narrowing filters on own fields', async () => {
    const pairs = await list(
      `filters[event][_logic]=or&filters[event][0]=${ON}&filters[event][1][_comp]=EQ&filters[event][1][_value]=${ALSO_ON}` +
        '&filters[start][0][_comp]=gte&filters[start][0][_value]=2026-01-01 00:00:00&filters[_logic]=and' +
        '&orderBy[start]=DESC&page=0&maxResults=20&properties[capacity]=true&properties[venue]=0&_=123',
    );
    assert.deepEqual(pairs, [
      ['filters[event][_logic]', 'OR'],
      ['filters[event][0]', ON],
      ['filters[event][1][_comp]', 'eq'],
      ['filters[event][1][_value]', ALSO_ON],
      ['filters[start][0][_comp]', 'gte'],
      ['filters[start][0][_value]', '2026-01-01 00:00:00'],
      ['filters[_logic]', 'AND'],
      ['orderBy[start]', 'desc'],
      ['page', '0'],
      ['maxResults', '20'],
      ['properties[capacity]', '1'],
    ]);
  });

  it('rejects lists without a scope filter, or with one it cannot prove', async () => {
    for (const query of [
      '',
      'filters[start][_comp]=isNotNull',
      `filters[event]=${OFF}`,
      `filters[event][0]=${ON}&filters[event][1]=${OFF}&filters[event][_logic]=OR`,
      `filters[event][_comp]=neq&filters[event][_value]=${ON}`,
      'filters[event][_comp]=isNull',
      `filters[event][_comp]=eq`,
      `filters[event][0][_comp]=eq&filters[event][1]=${ON}&filters[event][_logic]=OR`,
      `filters[event][venue]=${ON}`,
      `filters[event][0][venue]=${ON}`,
      `filters[event]=${ON}&filters[_logic]=OR`,
      `filters[event]=${ON}&filters[0][start]=x`,
      `filters[event]=${ON}&filters[tickets][booking]=123456789012`,
      `filters[event]=${ON}&filters[venue][name]=x`,
      `filters[event]=${ON}&filters[event]=${ALSO_ON}`,
      `filters[event]=${ON}&filters[Event]=${OFF}`,
      `filters%255Bevent%255D=${ON}`,
      `filter[event]=${ON}`,
      `filters[event]=${ON}&properties[tickets]=1`,
      `filters[event]=${ON}&properties[capacity]=yes`,
      `filters[event]=${ON}&orderBy[event][name]=asc`,
      `filters[event]=${ON}&maxResults=-1`,
      `filters[event]=${ON}&page[0]=1`,
    ]) {
      await rejects(query);
    }
  });

  it('takes only properties on a single record', async () => {
    assert.deepEqual(await record('properties[event]=1'), [['properties[event]', '1']]);
    await rejects(`filters[event]=${ON}`, record);
    await rejects('page=1', record);
  });

  it('never sends a filter that could reach beyond the allowed scope, whatever the query', async () => {
    const key = fc.constantFrom(
      'filters[event]',
      'filters[event][_comp]',
      'filters[event][_value]',
      'filters[event][_logic]',
      'filters[event][0]',
      'filters[event][1][_comp]',
      'filters[event][1][_value]',
      'filters[_logic]',
      'filters[start]',
      'filters[venue][host]',
      'filters[0][event]',
    );
    const value = fc.constantFrom(ON, OFF, 'eq', 'neq', 'isNull', 'OR', 'AND', '');
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(key, value), { maxLength: 6 }), async (pairs) => {
        const query = new URLSearchParams(pairs);
        let sent: readonly (readonly [string, string])[];
        try {
          sent = await checkQuery(query, SHOWS, { list: true, scoped: false });
        } catch (error) {
          assert.ok(error instanceof GatewayError);
          return;
        }
        const scope = sent.filter(([k]) => k.startsWith('filters[event]'));
        assert.ok(!scope.some(([, v]) => v === OFF), 'a pid outside the scope is never sent as scope');
        assert.ok(sent.every(([k]) => !k.startsWith('filters[0]') && !k.startsWith('filters[venue]')));
        assert.ok(
          !sent.some(([k, v]) => k.endsWith('[_comp]') && k.startsWith('filters[event]') && v !== 'eq'),
        );
        assert.ok(!sent.some(([k, v]) => k === 'filters[_logic]' && v !== 'AND'));
        assert.ok(sent.some(([k, v]) => k.startsWith('filters[event]') && v === ON));
      }),
      { numRuns: 500 },
    );
  });
});
