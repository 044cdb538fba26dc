import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseListQuery } from '../../../../mock-server/http/query-parse';
import { QueryError, type FilterNode, type ListQuery } from '../../../../mock-server/domain/query/index';

const parse = (search: string): ListQuery => parseListQuery(new URLSearchParams(search));

/** The filter without its error locations, as `field op value` strings and groups. */
function shape(node: FilterNode | null): unknown {
  if (!node) return null;
  if (node.kind === 'group') return { [node.logic]: node.children.map(shape) };
  return `${node.field.join('.')} ${node.comp}${node.value === null ? '' : ` ${node.value}`}`;
}

function issues(search: string): { property_path: string; message: string }[] {
  try {
    parse(search);
  } catch (e) {
    assert.ok(e instanceof QueryError, `expected a QueryError, got ${String(e)}`);
    return [...e.errors];
  }
  assert.fail(`expected "${search}" to be rejected`);
}

const paths = (search: string): string[] => issues(search).map((i) => i.property_path);

describe('parseListQuery', () => {
  describe('defaults', () => {
    it('answers no filter, no properties, creation order, page 0 and all results for an empty query', () => {
      assert.deepEqual(parse(''), { filter: null, properties: [], orderBy: [], page: 0, maxResults: null });
    });

    it('ignores plain parameters it does not know', () => {
      assert.deepEqual(parse('_=1712345&foo=bar'), parse(''));
    });
  });

  describe('filters, one row of the §4.4 table each', () => {
    it('reads filters[field]=value as equality', () => {
      assert.equal(shape(parse('filters[lastname]=Muster').filter), 'lastname eq Muster');
    });

    it('reads filters[relation][field]=value at any depth', () => {
      assert.equal(shape(parse('filters[customer][lastname]=Muster').filter), 'customer.lastname eq Muster');
      assert.equal(
        shape(parse('filters[booking][customer][address][city]=Bern').filter),
        'booking.customer.address.city eq Bern',
      );
    });

    it('reads filters[relation_field]=pid as equality of the reference', () => {
      assert.equal(shape(parse('filters[customer]=P-ANNA').filter), 'customer eq P-ANNA');
    });

    it('combines several filters with AND by default and with OR on filters[_logic]=OR', () => {
      assert.deepEqual(shape(parse('filters[a]=1&filters[b]=2').filter), { AND: ['a eq 1', 'b eq 2'] });
      assert.deepEqual(shape(parse('filters[_logic]=OR&filters[a]=1&filters[b]=2').filter), {
        OR: ['a eq 1', 'b eq 2'],
      });
      assert.deepEqual(shape(parse('filters[a]=1&filters[b]=2&filters[_logic]=or').filter), {
        OR: ['a eq 1', 'b eq 2'],
      });
    });

    it('reads _comp and _value, with eq when _comp is absent', () => {
      assert.equal(
        shape(parse('filters[total][_comp]=gte&filters[total][_value]=10').filter),
        'total gte 10',
      );
      assert.equal(shape(parse('filters[total][_value]=10').filter), 'total eq 10');
      for (const comp of ['eq', 'gt', 'gte', 'lt', 'lte', 'neq']) {
        assert.equal(shape(parse(`filters[a][_comp]=${comp}&filters[a][_value]=x`).filter), `a ${comp} x`);
      }
    });

    it('needs no _value for isNull and isNotNull, and ignores one given', () => {
      assert.equal(shape(parse('filters[total][_comp]=isNull').filter), 'total isNull');
      assert.equal(
        shape(parse('filters[total][_comp]=isNotNull&filters[total][_value]=').filter),
        'total isNotNull',
      );
    });

    it('reads indexed alternatives of one field, combined with the field _logic (AND when absent)', () => {
      assert.deepEqual(shape(parse('filters[a][_logic]=OR&filters[a][0]=x&filters[a][1]=y').filter), {
        OR: ['a eq x', 'a eq y'],
      });
      assert.deepEqual(shape(parse('filters[a][0]=x&filters[a][1]=y').filter), { AND: ['a eq x', 'a eq y'] });
    });

    it('reads several comparisons on one field as a range, keeping index order', () => {
      const q = parse(
        'filters[start][1][_comp]=lt&filters[start][1][_value]=2025-04-01&filters[start][0][_comp]=gte&filters[start][0][_value]=2025-03-01',
      );
      assert.deepEqual(shape(q.filter), { AND: ['start gte 2025-03-01', 'start lt 2025-04-01'] });
    });

    it('flattens a field range into the top-level AND, where the planner looks for indexes', () => {
      const q = parse(
        'filters[show]=S1&filters[start][0][_comp]=gte&filters[start][0][_value]=1&filters[start][1]=2',
      );
      assert.deepEqual(shape(q.filter), { AND: ['show eq S1', 'start gte 1', 'start eq 2'] });
    });

    it('keeps an OR of one field inside a top-level AND', () => {
      const q = parse('filters[show]=S1&filters[a][_logic]=OR&filters[a][0]=x&filters[a][1]=y');
      assert.deepEqual(shape(q.filter), { AND: ['show eq S1', { OR: ['a eq x', 'a eq y'] }] });
    });

    it('groups whole filters with top-level indexes', () => {
      const q = parse('filters[_logic]=OR&filters[0][a]=1&filters[0][b]=2&filters[1][a]=3');
      assert.deepEqual(shape(q.filter), { OR: [{ AND: ['a eq 1', 'b eq 2'] }, 'a eq 3'] });
    });

    it('accepts percent-encoded brackets', () => {
      assert.deepEqual(
        parse('filters%5Bcustomer%5D%5Blastname%5D=M%C3%BCller'),
        parse('filters[customer][lastname]=Müller'),
      );
      const raw = new URLSearchParams();
      raw.append('filters%5Bx%5d', '1');
      assert.equal(shape(parseListQuery(raw).filter), 'x eq 1');
    });

    it('records the parameter of each part of a condition', () => {
      const q = parse('filters[customer][lastname][0][_comp]=neq&filters[customer][lastname][0][_value]=X');
      assert.deepEqual(q.filter, {
        kind: 'condition',
        field: ['customer', 'lastname'],
        comp: 'neq',
        value: 'X',
        at: {
          fields: ['filters[customer]', 'filters[customer][lastname]'],
          comp: 'filters[customer][lastname][0][_comp]',
          value: 'filters[customer][lastname][0][_value]',
        },
      });
    });
  });

  describe('properties, ordering and pages', () => {
    it('lists the properties requested with 1 or true, not those with 0 or false', () => {
      const q = parse(
        'properties[customer]=1&properties[tickets]=true&properties[shows]=0&properties[x]=FALSE',
      );
      assert.deepEqual(q.properties, ['customer', 'tickets']);
    });

    it('keeps orderBy terms in the order sent, through relations too', () => {
      const q = parse('orderBy[lastname]=desc&orderBy[customer][firstname]=ASC&orderBy[pid]=asc');
      assert.deepEqual(q.orderBy, [
        { field: 'lastname', direction: 'desc' },
        { field: 'customer.firstname', direction: 'asc' },
        { field: 'pid', direction: 'asc' },
      ]);
    });

    it('reads page and maxResults', () => {
      assert.deepEqual({ ...parse('page=3&maxResults=25') }, { ...parse(''), page: 3, maxResults: 25 });
    });
  });

  describe('errors, each at its parameter', () => {
    const cases: [string, string][] = [
      ['filters[a][_comp]=like&filters[a][_value]=x', 'filters[a][_comp]'],
      ['filters[_logic]=XOR&filters[a]=1', 'filters[_logic]'],
      ['filters[a][_logic]=both&filters[a][0]=1', 'filters[a][_logic]'],
      ['filters[start][0][_comp]=gte', 'filters[start][0][_value]'],
      ['filters[a][_comp]=lt', 'filters[a][_value]'],
      ['page=-1', 'page'],
      ['page=1.5', 'page'],
      ['page=two', 'page'],
      ['page=', 'page'],
      ['maxResults=0', 'maxResults'],
      ['maxResults=-5', 'maxResults'],
      ['maxResults=1e3', 'maxResults'],
      ['page[x]=1', 'page[x]'],
      ['filters[a=1', 'filters[a'],
      ['filters[a]]=1', 'filters[a]]'],
      ['filters[a]b=1', 'filters[a]b'],
      ['filters[a[b]]=1', 'filters[a[b]]'],
      ['filters[]=1', 'filters[]'],
      ['filters[a][]=1', 'filters[a][]'],
      ['filters[a b]=1', 'filters[a b]'],
      ['filters=1', 'filters'],
      ['filters[0]=1', 'filters[0]'],
      ['filters[_comp]=isNull', 'filters[_comp]'],
      ['filters[a][_comp][x]=eq', 'filters[a][_comp][x]'],
      ['filters[a][_foo]=1', 'filters[a][_foo]'],
      ['filters[a][01]=1', 'filters[a][01]'],
      ['filters[a]=1&filters[a][_comp]=gt', 'filters[a]'],
      ['filters[a][_logic]=OR', 'filters[a]'],
      ['filters[a]=1&filters%5Ba%5D=2', 'filters[a]'],
      ['properties[a][b]=1', 'properties[a][b]'],
      ['properties[a]=yes', 'properties[a]'],
      ['orderBy[a]=up', 'orderBy[a]'],
      ['orderBy=a', 'orderBy'],
      ['filter[a]=1', 'filter[a]'],
      ['maxresults=10', 'maxresults'],
      ['Filters[a]=1', 'Filters[a]'],
    ];
    for (const [search, path] of cases) {
      it(`rejects ${search} at ${path}`, () => {
        const found = issues(search);
        assert.deepEqual(
          found.map((i) => i.property_path),
          [path],
        );
        assert.ok(found[0]!.message.length > 0);
      });
    }

    it('reports every fault of a query at once', () => {
      assert.deepEqual(paths('page=x&maxResults=0&filters[a][_comp]=like'), [
        'page',
        'maxResults',
        'filters[a][_comp]',
      ]);
    });

    it('names the comparisons it knows in its message', () => {
      assert.match(
        issues('filters[a][_comp]=like')[0]!.message,
        /eq, neq, gt, gte, lt, lte, isNull, isNotNull/,
      );
    });
  });

  describe('limits', () => {
    it('accepts 200 conditions and rejects 201', () => {
      const keys = (n: number): string =>
        Array.from({ length: n }, (_, i) => `filters[a][${i}]=${i}`).join('&');
      const filter = parse(keys(200)).filter;
      assert.equal(filter?.kind === 'group' ? filter.children.length : 0, 200);
      assert.deepEqual(paths(keys(201)), ['filters']);
    });

    it('accepts five nested brackets before an operator and rejects six', () => {
      assert.ok(parse('filters[a][b][c][d][0][_comp]=isNull').filter);
      assert.deepEqual(paths('filters[a][b][c][d][e][f]=1'), ['filters[a][b][c][d][e][f]']);
      assert.deepEqual(paths('orderBy[a][b][c][d][e][f]=asc'), ['orderBy[a][b][c][d][e][f]']);
    });

    it('accepts ten sort keys and rejects the eleventh', () => {
      const order = (n: number): string =>
        Array.from({ length: n }, (_, i) => `orderBy[f${i}]=asc`).join('&');
      assert.equal(parse(order(10)).orderBy.length, 10);
      assert.deepEqual(paths(order(11)), ['orderBy[f10]']);
    });

    it('reports at most 50 errors and counts the rest', () => {
      const found = issues(Array.from({ length: 80 }, (_, i) => `filters[a${i}][_comp]=bad`).join('&'));
      assert.equal(found.length, 51);
      assert.match(found[50]!.message, /30 more/);
    });

    it('parses 100,000 parameters without trouble', () => {
      const params = new URLSearchParams();
      for (let i = 0; i < 100_000; i++) params.append(`x${i}`, '1');
      params.append('filters[a]', '1');
      assert.equal(shape(parseListQuery(params).filter), 'a eq 1');
    });
  });
});
