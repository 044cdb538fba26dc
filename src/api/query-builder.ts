/**
 * A typed builder for the bracket query of `query.ts`, so a caller cannot write an unknown
 * comparison:
 *
 *   query<'start' | 'status'>().where('start').gte(from).lt(to).anyOf('status', ['a', 'b']).build()
 *
 * `build()` gives the plain-object form, which fits the `query` of any list operation.
 */
import {
  isPlainObject,
  serializeQuery,
  type Comparison,
  type Condition,
  type FilterValue,
  type Filters,
  type Logic,
  type Scalar,
  type SerializeOptions,
} from './query.js';

/** Comparisons on one field; each returns the builder, still on that field for more conditions. */
export interface FieldClause<F extends string> {
  eq(value: Scalar): FieldChain<F>;
  neq(value: Scalar): FieldChain<F>;
  gt(value: Scalar): FieldChain<F>;
  gte(value: Scalar): FieldChain<F>;
  lt(value: Scalar): FieldChain<F>;
  lte(value: Scalar): FieldChain<F>;
  isNull(): FieldChain<F>;
  isNotNull(): FieldChain<F>;
}

export type FieldChain<F extends string> = QueryBuilder<F> & FieldClause<F>;

export interface QueryBuilder<F extends string = string> {
  /** Starts conditions on a field; `a.b` filters on field `b` of the related record `a`. */
  where(field: F): FieldClause<F>;
  /** The field equals one of the values: `filters[f][_logic]=OR&filters[f][0]=…`. */
  anyOf(field: F, values: readonly Scalar[]): QueryBuilder<F>;
  isNull(field: F): QueryBuilder<F>;
  isNotNull(field: F): QueryBuilder<F>;
  /** How the fields combine: `filters[_logic]` (AND unless set). */
  logic(logic: Logic): QueryBuilder<F>;
  /** Adds child records to each record: `properties[child]=1`. */
  include(...children: string[]): QueryBuilder<F>;
  /** Adds a sort key; earlier calls take precedence. */
  orderBy(field: F, direction?: 'asc' | 'desc'): QueryBuilder<F>;
  page(page: number): QueryBuilder<F>;
  maxResults(maxResults: number): QueryBuilder<F>;
  /** The plain-object form, ready for `params.query` or `serializeQuery`. */
  build(): BuiltQuery;
  toString(options?: SerializeOptions): string;
}

/** What the builder produces; it fits the `query` of any list operation of the client. */
export type BuiltQuery = {
  filters?: Filters;
  properties?: { readonly [child: string]: true };
  orderBy?: { readonly [field: string]: 'asc' | 'desc' };
  page?: number;
  maxResults?: number;
};

type Entry = { conditions: Condition[] } | { value: FilterValue };

/**
 * A typed query builder. Give the field names as a type argument to have them checked:
 * `query<'start' | 'status'>().where('start').gte(from).lt(to).anyOf('status', ['a', 'b'])`.
 */
export function query<F extends string = string>(): QueryBuilder<F> {
  const entries = new Map<string, Entry>();
  const properties = new Set<string>();
  const order: [string, 'asc' | 'desc'][] = [];
  let logic: Logic | undefined;
  let page: number | undefined;
  let maxResults: number | undefined;

  const set = (field: string, value: FilterValue) => {
    if (entries.has(field)) throw new Error(`Field ${field} is already filtered; use where(${field}) once`);
    entries.set(field, { value });
  };
  const addCondition = (field: string, condition: Condition) => {
    const entry = entries.get(field) ?? { conditions: [] };
    if (!('conditions' in entry)) throw new Error(`Field ${field} is already filtered`);
    entry.conditions.push(condition);
    entries.set(field, entry);
  };

  const builder: QueryBuilder<F> = {
    where(field) {
      const on =
        (comp: Comparison) =>
        (value?: Scalar): FieldChain<F> => {
          addCondition(
            field,
            comp === 'isNull' || comp === 'isNotNull' ? { _comp: comp } : { _comp: comp, _value: value! },
          );
          return chain;
        };
      const clause: FieldClause<F> = {
        eq: on('eq'),
        neq: on('neq'),
        gt: on('gt'),
        gte: on('gte'),
        lt: on('lt'),
        lte: on('lte'),
        isNull: on('isNull'),
        isNotNull: on('isNotNull'),
      };
      // On a chain, isNull(field) with a field starts on that field, as on the builder.
      const chain: FieldChain<F> = {
        ...builder,
        ...clause,
        isNull: ((other?: F) =>
          other === undefined ? clause.isNull() : builder.isNull(other)) as FieldChain<F>['isNull'],
        isNotNull: ((other?: F) =>
          other === undefined ? clause.isNotNull() : builder.isNotNull(other)) as FieldChain<F>['isNotNull'],
      };
      return clause;
    },
    anyOf: (field, values) => (set(field, { _or: [...values] }), builder),
    isNull: (field) => builder.where(field).isNull(),
    isNotNull: (field) => builder.where(field).isNotNull(),
    logic: (value) => ((logic = value), builder),
    include: (...children) => (children.forEach((c) => properties.add(c)), builder),
    orderBy: (field, direction = 'asc') => (order.push([field, direction]), builder),
    page: (value) => ((page = value), builder),
    maxResults: (value) => ((maxResults = value), builder),
    build() {
      const root: Record<string, unknown> = logic ? { _logic: logic } : {};
      for (const [path, entry] of entries) {
        const names = path.split('.');
        const last = names.pop()!;
        let node = root;
        for (const name of names) {
          const child = node[name];
          if (child !== undefined && !isPlainObject(child))
            throw new Error(`Field ${name} is already filtered`);
          node = (node[name] ??= {}) as Record<string, unknown>;
        }
        if (node[last] !== undefined) throw new Error(`Field ${path} is already filtered`);
        node[last] = 'value' in entry ? entry.value : collapse(entry.conditions);
      }
      const params: BuiltQuery = {};
      if (Object.keys(root).length) params.filters = root as Filters;
      if (properties.size) params.properties = Object.fromEntries([...properties].map((c) => [c, true]));
      if (order.length) params.orderBy = Object.fromEntries(order);
      if (page !== undefined) params.page = page;
      if (maxResults !== undefined) params.maxResults = maxResults;
      return params;
    },
    toString: (options) => serializeQuery(builder.build(), options),
  };
  return builder;
}

/** One equality is the plain `filters[f]=v`; one comparison a condition; several an indexed list. */
function collapse(conditions: Condition[]): FilterValue {
  if (conditions.length > 1) return conditions;
  const [only] = conditions as [Condition];
  return only._comp === 'eq' && only._value !== undefined ? only._value : only;
}
