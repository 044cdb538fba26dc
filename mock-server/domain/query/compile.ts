/**
 * Checks a parsed list query against the data model and turns it into closures: a predicate over
 * records and sort keys. Every fault (unknown field, a value that does not fit its field, an
 * ordering comparison on a boolean) is reported with the query parameter it came from.
 *
 * Semantics, SQL-like:
 * - A condition on a field reached through relations, or on a list field, holds when some reached
 *   value satisfies it (an EXISTS over a join). A missing or dangling reference reaches no value.
 * - null (or a missing field, an empty list) matches only `isNull`. `eq`, `gt`, `gte`, `lt`, `lte`
 *   never match it, and `neq` matches only non-null values that differ from the given one: on a
 *   list, a list that has values and none of them equal to it.
 * - Strings compare exactly (case-sensitive) and order by UTF-16 code units.
 */
import { Issues } from './errors';
import { FIELD_TYPES } from './types';
import type {
  Comparison,
  FilterCondition,
  FilterNode,
  IndexKey,
  ListQuery,
  Logic,
  QueryContext,
  QueryModel,
  QueryRecord,
} from './types';
import { ANY, exists, keyAlong, leafTest, type Predicate, type Step } from './access';
import { compareValues, readFilterValue, valueType } from './values';

/** The filter tree with a predicate at every node; the planner reads it. */
export type CompiledFilter =
  | {
      readonly kind: 'condition';
      readonly node: FilterCondition;
      readonly predicate: Predicate;
      /** Set on `eq` of a plain (single, non-list) field of the listed resource: a secondary-index probe. */
      readonly index?: { readonly field: string; readonly key: IndexKey };
    }
  | {
      readonly kind: 'group';
      readonly logic: Logic;
      readonly children: readonly CompiledFilter[];
      readonly predicate: Predicate;
    };

export interface SortKey {
  readonly key: (record: QueryRecord) => unknown;
  readonly descending: boolean;
  /** The field when the key is a field of the record itself (no relation followed). */
  readonly field?: string;
}

export interface CompiledQuery {
  readonly resource: string;
  readonly filter: CompiledFilter | null;
  /** null when every record matches. */
  readonly predicate: Predicate | null;
  /** Empty when the order is the creation order. */
  readonly sortKeys: readonly SortKey[];
  /**
   * Compares two records by `orderBy`: nulls first ascending (last descending). Equal records
   * compare 0; a stable sort of records in creation order therefore breaks ties by creation order.
   */
  readonly compare: ((a: QueryRecord, b: QueryRecord) => number) | null;
}

const ORDERING: readonly Comparison[] = ['gt', 'gte', 'lt', 'lte'];

/** Validates `query` against the model of `resource`; throws a QueryError listing every fault. */
export function compileQuery(
  resource: string,
  query: ListQuery,
  model: QueryModel,
  ctx: QueryContext,
): CompiledQuery {
  const issues = new Issues();
  const filter = query.filter ? compileNode(resource, query.filter, model, ctx, issues) : null;

  if (model.property) {
    for (const name of query.properties) {
      if (!model.property(resource, name)) {
        issues.add(`properties[${name}]`, `is not a property of ${resource} that can be added`);
      }
    }
  }

  const sortKeys: SortKey[] = [];
  for (const term of query.orderBy) {
    const names = term.field.split('.');
    const at = names.map((_, i) => `orderBy[${names.slice(0, i + 1).join('][')}]`);
    const steps = resolve(resource, names, at, model, issues);
    if (!steps) continue;
    const listStep = steps.findIndex((s) => s.field.many);
    if (listStep >= 0) {
      issues.add(at[listStep]!, `is a list; records cannot be ordered by it`);
      continue;
    }
    const descending = term.direction === 'desc';
    const key = keyAlong(steps, ctx);
    sortKeys.push(steps.length === 1 ? { key, descending, field: steps[0]!.name } : { key, descending });
  }

  issues.throwIfAny();
  return {
    resource,
    filter,
    predicate: filter ? filter.predicate : null,
    sortKeys,
    compare: sortKeys.length > 0 ? comparator(sortKeys) : null,
  };
}

function comparator(keys: readonly SortKey[]): (a: QueryRecord, b: QueryRecord) => number {
  return (a, b) => {
    for (const { key, descending } of keys) {
      const c = compareValues(key(a), key(b));
      if (c !== 0) return descending ? -c : c;
    }
    return 0;
  };
}

function compileNode(
  resource: string,
  node: FilterNode,
  model: QueryModel,
  ctx: QueryContext,
  issues: Issues,
): CompiledFilter | null {
  if (node.kind === 'condition') return compileCondition(resource, node, model, ctx, issues);
  const children: CompiledFilter[] = [];
  for (const child of node.children) {
    const compiled = compileNode(resource, child, model, ctx, issues);
    if (compiled) children.push(compiled);
  }
  const preds = children.map((c) => c.predicate);
  const predicate: Predicate =
    node.logic === 'AND'
      ? (r) => {
          for (const p of preds) if (!p(r)) return false;
          return true;
        }
      : (r) => {
          for (const p of preds) if (p(r)) return true;
          return false;
        };
  return { kind: 'group', logic: node.logic, children, predicate };
}

/** Resolves field names through relations; reports the first unknown name or non-relation. */
function resolve(
  resource: string,
  names: readonly string[],
  at: readonly string[],
  model: QueryModel,
  issues: Issues,
): Step[] | undefined {
  const steps: Step[] = [];
  let owner = resource;
  for (let i = 0; i < names.length; i++) {
    const name = names[i]!;
    const path = at[i] ?? at[at.length - 1] ?? name;
    const field = model.field(owner, name);
    // A name such as `constructor` must not reach a registry's prototype chain and pass as a field.
    if (!field || !FIELD_TYPES.includes(field.type)) {
      issues.add(path, `names no field of ${owner}: there is no field "${name}"`);
      return undefined;
    }
    steps.push({ name, field });
    if (i < names.length - 1) {
      if (field.reference === undefined) {
        issues.add(path, `is not a relation of ${owner}, so it has no field "${names[i + 1]}"`);
        return undefined;
      }
      owner = field.reference;
    }
  }
  return steps;
}

function compileCondition(
  resource: string,
  cond: FilterCondition,
  model: QueryModel,
  ctx: QueryContext,
  issues: Issues,
): CompiledFilter | null {
  if (cond.field.length === 0) {
    issues.add(cond.at.fields[0] ?? 'filters', 'needs a field name: filters[<field>]');
    return null;
  }
  const steps = resolve(resource, cond.field, cond.at.fields, model, issues);
  if (!steps) return null;
  const leaf = steps[steps.length - 1]!;

  if (cond.comp === 'isNull' || cond.comp === 'isNotNull') {
    const some = exists(steps, ANY, ctx);
    return { kind: 'condition', node: cond, predicate: cond.comp === 'isNull' ? (r) => !some(r) : some };
  }

  const type = valueType(
    leaf.field,
    leaf.field.reference ? model.field(leaf.field.reference, 'pid') : undefined,
  );
  if (type === 'boolean' && ORDERING.includes(cond.comp)) {
    issues.add(cond.at.comp, `cannot be ${cond.comp} on the boolean field "${leaf.name}": use eq or neq`);
    return null;
  }
  if (cond.value === null) {
    issues.add(cond.at.value, `is required with ${cond.comp}`);
    return null;
  }
  const value = readFilterValue(type, leaf.field, cond.value, ctx.timeZone);
  if (typeof value === 'string') {
    issues.add(cond.at.value, value);
    return null;
  }

  const test = leafTest(cond.comp, value);
  let predicate: Predicate;
  if (cond.comp === 'neq') {
    const some = exists(steps, ANY, ctx);
    const equal = exists(steps, test, ctx);
    predicate = (r) => some(r) && !equal(r);
  } else if (cond.comp === 'eq' && steps.length === 1 && !leaf.field.many) {
    // The common case, kept to one property read: a non-null value can never equal null.
    const { name } = leaf;
    const v = value.value;
    const alt = value.alt;
    predicate = alt === undefined ? (r) => r[name] === v : (r) => r[name] === v || r[name] === alt;
  } else {
    predicate = exists(steps, test, ctx);
  }

  const indexable = cond.comp === 'eq' && steps.length === 1 && !leaf.field.many;
  return indexable
    ? { kind: 'condition', node: cond, predicate, index: { field: leaf.name, key: value.value } }
    : { kind: 'condition', node: cond, predicate };
}
