/**
 * Closures that read stored values along a path of fields, following references with the
 * context's `lookup`, and test them. Built once per query, run once per record.
 */
import type { Comparison, QueryContext, QueryField, QueryRecord } from './types';
import { compareValues, type FilterValue } from './values';

/** A test of one record: what a filter, and each of its conditions, compiles to. */
export type Predicate = (record: QueryRecord) => boolean;

/** One field on the way from the listed resource to the compared value. */
export interface Step {
  readonly name: string;
  readonly field: QueryField;
}

export const ANY = (): boolean => true;

/** Tests one non-null stored value. `neq` is built from `eq` by the caller. */
export function leafTest(comp: Comparison, fv: FilterValue): (x: unknown) => boolean {
  const { value, alt } = fv;
  if (comp === 'eq' || comp === 'neq') {
    return alt === undefined ? (x) => x === value : (x) => x === value || x === alt;
  }
  const kind = typeof value;
  const order = (x: unknown): number => {
    if (typeof x === kind) return compareValues(x, value);
    if (alt !== undefined && typeof x === 'number') return compareValues(x, alt);
    return NaN;
  };
  switch (comp) {
    case 'gt':
      return (x) => order(x) > 0;
    case 'gte':
      return (x) => order(x) >= 0;
    case 'lt':
      return (x) => order(x) < 0;
    default:
      return (x) => order(x) <= 0;
  }
}

/** Follows a reference: a pid through `lookup`, or an embedded record as it is. */
function follow(target: string, ref: unknown, ctx: QueryContext): QueryRecord | undefined {
  if (ref === null || ref === undefined) return undefined;
  if (typeof ref === 'object') return ref as QueryRecord;
  return ctx.lookup(target, ref) ?? undefined;
}

/** Whether some non-null value reached along `steps` passes `test`. */
export function exists(steps: readonly Step[], test: (x: unknown) => boolean, ctx: QueryContext): Predicate {
  const last = steps[steps.length - 1]!;
  const lastName = last.name;
  let pred: Predicate = last.field.many
    ? (r) => {
        const v = r[lastName];
        return Array.isArray(v) && v.some((x) => x !== null && x !== undefined && test(x));
      }
    : (r) => {
        const v = r[lastName];
        return v !== null && v !== undefined && test(v);
      };
  for (let i = steps.length - 2; i >= 0; i--) {
    const inner = pred;
    const { name, field } = steps[i]!;
    const target = field.reference!;
    const through = (ref: unknown): boolean => {
      const rec = follow(target, ref, ctx);
      return rec !== undefined && inner(rec);
    };
    pred = field.many
      ? (r) => {
          const v = r[name];
          return Array.isArray(v) && v.some(through);
        }
      : (r) => through(r[name]);
  }
  return pred;
}

/** The value reached along single-valued `steps`, or null. */
export function keyAlong(steps: readonly Step[], ctx: QueryContext): (r: QueryRecord) => unknown {
  const lastName = steps[steps.length - 1]!.name;
  let get = (r: QueryRecord): unknown => r[lastName] ?? null;
  for (let i = steps.length - 2; i >= 0; i--) {
    const inner = get;
    const { name, field } = steps[i]!;
    const target = field.reference!;
    get = (r) => {
      const rec = follow(target, r[name], ctx);
      return rec === undefined ? null : inner(rec);
    };
  }
  return get;
}
