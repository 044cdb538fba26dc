import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { query } from '../../../src/api/query-builder.js';
import {
  queryPairs,
  serializeQuery,
  type Comparison,
  type Condition,
  type QueryParams,
} from '../../../src/api/query.js';

/** The query as readable `key=value` strings, decoded the way a server decodes them. */
const readable = (params: QueryParams, timeZone?: string): string[] =>
  [...new URLSearchParams(serializeQuery(params, { timeZone }))].map(([k, v]) => `${k}=${v}`);

const may1 = new Date(Date.UTC(2026, 4, 1, 17, 30, 0)); // 19:30 in Zurich
const june1 = new Date(Date.UTC(2026, 5, 1, 7, 0, 0)); // 09:00 in Zurich

describe('serializeQuery', () => {
  it('writes every form of the filter table', () => {
    assert.deepEqual(readable({ filters: { status: 'open' } }), ['filters[status]=open']);
    assert.deepEqual(readable({ filters: { customer: '5A1F3E2C-0000-4000-8000-000000000001' } }), [
      'filters[customer]=5A1F3E2C-0000-4000-8000-000000000001',
    ]);
    assert.deepEqual(readable({ filters: { customer: { lastname: 'Muster' } } }), [
      'filters[customer][lastname]=Muster',
    ]);
    assert.deepEqual(readable({ filters: { _logic: 'OR', a: '1', b: '2' } }), [
      'filters[_logic]=OR',
      'filters[a]=1',
      'filters[b]=2',
    ]);
    assert.deepEqual(readable({ filters: { status: { _or: ['a', 'b'] } } }), [
      'filters[status][_logic]=OR',
      'filters[status][0]=a',
      'filters[status][1]=b',
    ]);
    assert.deepEqual(readable({ filters: { start: { _comp: 'gte', _value: may1 } } }), [
      'filters[start][_comp]=gte',
      'filters[start][_value]=2026-05-01 19:30:00',
    ]);
    assert.deepEqual(
      readable({
        filters: {
          start: [
            { _comp: 'gte', _value: may1 },
            { _comp: 'lt', _value: june1 },
          ],
        },
      }),
      [
        'filters[start][0][_comp]=gte',
        'filters[start][0][_value]=2026-05-01 19:30:00',
        'filters[start][1][_comp]=lt',
        'filters[start][1][_value]=2026-06-01 09:00:00',
      ],
    );
  });

  it('writes properties, orderBy, page and maxResults', () => {
    assert.deepEqual(
      readable({ properties: ['shows'], orderBy: { start: 'asc' }, page: 0, maxResults: 20 }),
      ['properties[shows]=1', 'orderBy[start]=asc', 'page=0', 'maxResults=20'],
    );
    assert.deepEqual(readable({ properties: { customer: true, tickets: true, shows: false } }), [
      'properties[customer]=1',
      'properties[tickets]=1',
    ]);
  });

  it('sends booleans as 1 and 0, null as isNull, and skips undefined', () => {
    assert.deepEqual(
      readable({ filters: { confirmation: true, newsletter: false, company: null, x: undefined } }),
      ['filters[company][_comp]=isNull', 'filters[confirmation]=1', 'filters[newsletter]=0'],
    );
    assert.deepEqual(readable({ filters: { deleted: { _comp: 'isNotNull' } } }), [
      'filters[deleted][_comp]=isNotNull',
    ]);
  });

  it('writes Date values as wall time in the given zone', () => {
    assert.deepEqual(readable({ filters: { start: may1 } }, 'America/New_York'), [
      'filters[start]=2026-05-01 13:30:00',
    ]);
  });

  it('percent-encodes brackets and reserved characters', () => {
    const text = serializeQuery({ filters: { name: 'A&B=C+D ü[1]' } });
    assert.equal(text, 'filters%5Bname%5D=A%26B%3DC%2BD%20%C3%BC%5B1%5D');
  });

  it('is deterministic: filter fields are sorted, the order of orderBy is kept', () => {
    const a = serializeQuery({ filters: { b: '2', a: '1' }, orderBy: { start: 'desc', name: 'asc' } });
    const b = serializeQuery({ orderBy: { start: 'desc', name: 'asc' }, filters: { a: '1', b: '2' } });
    assert.equal(a, b);
    assert.ok(a.indexOf('orderBy%5Bstart%5D') < a.indexOf('orderBy%5Bname%5D'));
  });

  it('rejects values that have no query form', () => {
    assert.throws(() => serializeQuery({ page: Number.NaN }), RangeError);
    assert.throws(() => serializeQuery({ filters: { start: new Date(Number.NaN) } }), RangeError);
  });

  it('always parses back with URLSearchParams to the same keys and values', () => {
    const field = fc.stringMatching(/^[a-z][a-z_]{0,11}$/);
    const text = fc.string({ unit: 'grapheme', maxLength: 12 });
    const comparison = fc.constantFrom<Comparison>('eq', 'neq', 'gt', 'gte', 'lt', 'lte');
    const condition = fc.record({ _comp: comparison, _value: text });
    const value = fc.oneof(
      text.map((v) => ({ input: v as unknown, pairs: (k: string) => [[k, v]] })),
      fc.integer().map((n) => ({ input: n as unknown, pairs: (k: string) => [[k, String(n)]] })),
      condition.map((c) => ({
        input: c as unknown,
        pairs: (k: string) => [
          [`${k}[_comp]`, c._comp],
          [`${k}[_value]`, c._value],
        ],
      })),
      fc.array(text, { minLength: 1, maxLength: 3 }).map((vs) => ({
        input: { _or: vs } as unknown,
        pairs: (k: string) => [[`${k}[_logic]`, 'OR'], ...vs.map((v, i) => [`${k}[${i}]`, v])],
      })),
    );
    fc.assert(
      fc.property(fc.dictionary(field, value, { maxKeys: 6 }), (spec) => {
        const filters = Object.fromEntries(Object.entries(spec).map(([k, v]) => [k, v.input]));
        const expected = Object.keys(spec)
          .sort()
          .flatMap((k) => spec[k]!.pairs(`filters[${k}]`));
        const parsed = [...new URLSearchParams(serializeQuery({ filters } as QueryParams))];
        assert.deepEqual(parsed, expected);
        assert.deepEqual(parsed, queryPairs({ filters } as QueryParams));
      }),
    );
  });
});

describe('query builder', () => {
  it('chains several conditions on one field', () => {
    const params = query<'start' | 'status'>().where('start').gte(may1).lt(june1).build();
    assert.deepEqual(readable(params), [
      'filters[start][0][_comp]=gte',
      'filters[start][0][_value]=2026-05-01 19:30:00',
      'filters[start][1][_comp]=lt',
      'filters[start][1][_value]=2026-06-01 09:00:00',
    ]);
  });

  it('writes a single equality in the plain form and a single comparison as a condition', () => {
    assert.deepEqual(readable(query().where('customer.lastname').eq('Muster').build()), [
      'filters[customer][lastname]=Muster',
    ]);
    assert.deepEqual(readable(query().where('price').gt(10).build()), [
      'filters[price][_comp]=gt',
      'filters[price][_value]=10',
    ]);
  });

  it('builds alternatives, null checks, logic, properties, order and paging', () => {
    const params = query()
      .anyOf('status', ['a', 'b'])
      .isNull('deleted')
      .isNotNull('email')
      .logic('OR')
      .include('shows', 'prices')
      .orderBy('start')
      .orderBy('name', 'desc')
      .page(2)
      .maxResults(25)
      .build();
    assert.deepEqual(readable(params), [
      'filters[_logic]=OR',
      'filters[deleted][_comp]=isNull',
      'filters[email][_comp]=isNotNull',
      'filters[status][_logic]=OR',
      'filters[status][0]=a',
      'filters[status][1]=b',
      'properties[prices]=1',
      'properties[shows]=1',
      'orderBy[start]=asc',
      'orderBy[name]=desc',
      'page=2',
      'maxResults=25',
    ]);
  });

  it('serializes itself with toString', () => {
    const builder = query().where('event').eq('E1').where('confirmation').eq(true);
    assert.equal(builder.toString(), serializeQuery(builder.build()));
  });

  it('refuses to filter a field twice in conflicting ways', () => {
    assert.throws(() => query().anyOf('status', ['a']).where('status').eq('b'), /already filtered/);
    assert.throws(
      () => query().where('customer').eq('P1').where('customer.lastname').eq('M').build(),
      /already/,
    );
  });

  it('only offers the eight comparisons (checked by the type checker)', () => {
    type Expect<T extends true> = T;
    type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
    type _Comparisons = Expect<
      Same<Comparison, 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'isNull' | 'isNotNull'>
    >;
    // @ts-expect-error unknown comparison in the plain-object form
    const bad: Condition = { _comp: 'like', _value: 'x' };
    // @ts-expect-error unknown comparison in the builder
    assert.throws(() => query().where('name').like('x'));
    // @ts-expect-error unknown field when the fields are given
    query<'start'>().where('begin');
    assert.equal(bad._comp, 'like');
  });
});
