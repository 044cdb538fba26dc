import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseListQuery } from '../../../../mock-server/http/query-parse';
import { compileQuery, QueryError } from '../../../../mock-server/domain/query/index';
import { demo, makeStore, model, pids, run } from './fixture';

const ids = (resource: string, search: string): unknown[] => pids(run(resource, search, demo));

function rejection(resource: string, search: string): { property_path: string; message: string }[] {
  const { ctx } = makeStore(demo);
  try {
    compileQuery(resource, parseListQuery(new URLSearchParams(search)), model, ctx);
  } catch (e) {
    assert.ok(e instanceof QueryError, `expected a QueryError, got ${String(e)}`);
    return [...e.errors];
  }
  assert.fail(`expected "${search}" on ${resource} to be rejected`);
}

describe('compiled filters on records', () => {
  describe('the rows of the §4.4 table', () => {
    it('matches a field equal to the value', () => {
      assert.deepEqual(ids('persons', 'filters[lastname]=Muster'), ['P-ANNA', 'P-CLARA']);
    });

    it('matches a field of a related record, through several relations', () => {
      assert.deepEqual(ids('bookings', 'filters[customer][lastname]=Muster'), [100000000001]);
      assert.deepEqual(ids('tickets', 'filters[booking][customer][firstname]=Beat'), ['t3']);
      assert.deepEqual(ids('tickets', 'filters[show][event][name]=Carmen'), ['t4']);
    });

    it('follows an embedded record as well as a pid', () => {
      assert.deepEqual(ids('persons', 'filters[address][city]=Bern'), ['P-BEAT']);
      assert.deepEqual(ids('persons', 'filters[address][country]=CH'), ['P-ANNA', 'P-BEAT']);
    });

    it('matches a related record by pid, booking pids as integers', () => {
      assert.deepEqual(ids('bookings', 'filters[customer]=P-BEAT'), [100000000002]);
      assert.deepEqual(ids('tickets', 'filters[booking]=100000000001'), ['t1', 't2']);
      assert.deepEqual(ids('bookings', 'filters[pid]=100000000003'), [100000000003]);
    });

    it('combines filters with AND by default and OR on request', () => {
      assert.deepEqual(ids('tickets', 'filters[show]=S2&filters[confirmation]=1'), ['t2']);
      assert.deepEqual(ids('tickets', 'filters[_logic]=OR&filters[show]=S3&filters[booking]=100000000002'), [
        't3',
        't4',
      ]);
    });

    it('applies every comparison', () => {
      const by = (comp: string): unknown[] =>
        ids('tickets', `filters[amount][_comp]=${comp}&filters[amount][_value]=20.50`);
      assert.deepEqual(by('eq'), ['t2', 't3']);
      assert.deepEqual(by('neq'), ['t1', 't5']);
      assert.deepEqual(by('gt'), ['t1']);
      assert.deepEqual(by('gte'), ['t1', 't2', 't3']);
      assert.deepEqual(by('lt'), ['t5']);
      assert.deepEqual(by('lte'), ['t2', 't3', 't5']);
      assert.deepEqual(ids('tickets', 'filters[amount][_comp]=isNull'), ['t4']);
      assert.deepEqual(ids('tickets', 'filters[amount][_comp]=isNotNull'), ['t1', 't2', 't3', 't5']);
    });

    it('combines alternatives of one field with AND unless _logic says OR', () => {
      assert.deepEqual(ids('tickets', 'filters[show][_logic]=OR&filters[show][0]=S1&filters[show][1]=S3'), [
        't1',
        't4',
        't5',
      ]);
      assert.deepEqual(ids('tickets', 'filters[show][0]=S1&filters[show][1]=S3'), []);
    });

    it('reads a datetime range across the spring change to summer time', () => {
      const range = (from: string, to: string): unknown[] =>
        ids(
          'shows',
          `filters[start][0][_comp]=gte&filters[start][0][_value]=${from}&filters[start][1][_comp]=lt&filters[start][1][_value]=${to}`,
        );
      assert.deepEqual(range('2025-03-29', '2025-03-31'), ['S1', 'S2']);
      assert.deepEqual(range('2025-03-29 20:00:00', '2025-03-30 20:00:00'), ['S1']);
      assert.deepEqual(range('2025-03-29 20:00:01', '2025-03-30 20:00:01'), ['S2']);
      assert.deepEqual(ids('shows', 'filters[start]=2025-03-30 20:00:00'), ['S2']);
    });

    it('takes the earlier instant of a wall time that occurs twice in autumn', () => {
      assert.deepEqual(ids('shows', 'filters[start]=2025-10-26 02:30:00'), ['S3']);
      assert.deepEqual(ids('shows', 'filters[start][_comp]=gt&filters[start][_value]=2025-10-26 02:29:59'), [
        'S3',
      ]);
    });

    it('reads booleans as 1, 0, true or false', () => {
      assert.deepEqual(ids('persons', 'filters[newsletter]=1'), ['P-ANNA']);
      assert.deepEqual(ids('persons', 'filters[newsletter]=true'), ['P-ANNA']);
      assert.deepEqual(ids('persons', 'filters[newsletter]=0'), ['P-BEAT']);
      assert.deepEqual(ids('persons', 'filters[newsletter][_comp]=neq&filters[newsletter][_value]=1'), [
        'P-BEAT',
      ]);
    });

    it('compares money in minor units from an amount with up to two decimals', () => {
      assert.deepEqual(ids('bookings', 'filters[total]=45.5'), [100000000001]);
      assert.deepEqual(ids('bookings', 'filters[total]=45.50'), [100000000001]);
      assert.deepEqual(
        ids('bookings', 'filters[total][_comp]=lt&filters[total][_value]=20'),
        [100000000002, 100000000004],
      );
    });

    it('compares decimal numbers and integers', () => {
      assert.deepEqual(ids('tickets', 'filters[weight][_comp]=lt&filters[weight][_value]=0.5'), ['t2', 't5']);
      assert.deepEqual(ids('shows', 'filters[capacity][_comp]=gte&filters[capacity][_value]=50'), [
        'S1',
        'S2',
      ]);
    });
  });

  describe('nulls, lists and missing records', () => {
    it('matches null only with isNull; neq skips nulls', () => {
      assert.deepEqual(ids('persons', 'filters[salutation][_comp]=neq&filters[salutation][_value]=m'), [
        'P-ANNA',
      ]);
      assert.deepEqual(ids('persons', 'filters[salutation][_comp]=isNull'), ['P-CLARA']);
      assert.deepEqual(
        ids('bookings', 'filters[delivery_method][_comp]=neq&filters[delivery_method][_value]=postal'),
        [100000000001],
      );
    });

    it('treats a missing or dangling reference as null', () => {
      assert.deepEqual(
        ids('bookings', 'filters[customer][lastname][_comp]=isNull'),
        [100000000003, 100000000004],
      );
      assert.deepEqual(ids('bookings', 'filters[customer][_comp]=isNull'), [100000000003]);
      assert.deepEqual(
        ids('bookings', 'filters[customer][lastname][_comp]=neq&filters[customer][lastname][_value]=X'),
        [100000000001, 100000000002],
      );
    });

    it('matches a list field when some entry matches, and neq when none does', () => {
      assert.deepEqual(ids('tickets', 'filters[ticket_options]=O2'), ['t2']);
      assert.deepEqual(ids('tickets', 'filters[ticket_options][name]=Vegetarian'), ['t1', 't2']);
      assert.deepEqual(ids('tickets', 'filters[ticket_options][0]=O1&filters[ticket_options][1]=O2'), ['t2']);
      assert.deepEqual(
        ids('tickets', 'filters[ticket_options][_comp]=neq&filters[ticket_options][_value]=O2'),
        ['t1'],
      );
      assert.deepEqual(ids('tickets', 'filters[ticket_options][_comp]=isNull'), ['t3', 't4', 't5']);
    });
  });

  describe('errors, each at its parameter', () => {
    const cases: [string, string, string, RegExp][] = [
      ['persons', 'filters[lastnam]=X', 'filters[lastnam]', /no field "lastnam"/],
      ['bookings', 'filters[custom][lastname]=X', 'filters[custom]', /no field "custom"/],
      ['bookings', 'filters[customer][lastnam]=X', 'filters[customer][lastnam]', /of persons/],
      ['persons', 'filters[lastname][x]=X', 'filters[lastname]', /not a relation/],
      ['persons', 'filters[newsletter]=yes', 'filters[newsletter]', /1, 0, true or false/],
      [
        'persons',
        'filters[newsletter][_comp]=gt&filters[newsletter][_value]=0',
        'filters[newsletter][_comp]',
        /boolean/,
      ],
      ['shows', 'filters[capacity]=1.5', 'filters[capacity]', /integer/],
      ['tickets', 'filters[weight][_value]=abc', 'filters[weight][_value]', /decimal/],
      ['bookings', 'filters[total]=1.999', 'filters[total]', /two decimals/],
      ['tickets', 'filters[booking]=abc', 'filters[booking]', /integer/],
      [
        'shows',
        'filters[start][0][_comp]=gte&filters[start][0][_value]=2025-13-01',
        'filters[start][0][_value]',
        /YYYY/,
      ],
      ['shows', 'filters[start]=2025-03-30T20:00:00', 'filters[start]', /YYYY-MM-DD HH:MM:SS/],
      ['shows', 'filters[start]=2025-02-29', 'filters[start]', /YYYY/],
      ['persons', 'filters[salutation]=x', 'filters[salutation]', /one of m, f/],
      ['persons', 'orderBy[nam]=asc', 'orderBy[nam]', /no field "nam"/],
      ['bookings', 'orderBy[customer][nam]=asc', 'orderBy[customer][nam]', /of persons/],
      ['tickets', 'orderBy[ticket_options][name]=asc', 'orderBy[ticket_options]', /list/],
      ['bookings', 'properties[shows]=1', 'properties[shows]', /property/],
      ['nothing', 'filters[a]=1', 'filters[a]', /of nothing/],
      ['persons', 'orderBy[constructor]=asc', 'orderBy[constructor]', /no field "constructor"/],
      ['persons', 'filters[toString]=1', 'filters[toString]', /no field "toString"/],
    ];
    for (const [resource, search, path, message] of cases) {
      it(`rejects ${search} on ${resource} at ${path}`, () => {
        const found = rejection(resource, search);
        assert.deepEqual(
          found.map((i) => i.property_path),
          [path],
        );
        assert.match(found[0]!.message, message);
      });
    }

    it('reports every fault of a query at once', () => {
      const found = rejection('persons', 'filters[a]=1&filters[newsletter]=2&orderBy[b]=asc&properties[c]=1');
      assert.deepEqual(
        found.map((i) => i.property_path),
        ['filters[a]', 'filters[newsletter]', 'properties[c]', 'orderBy[b]'],
      );
    });
  });
});
