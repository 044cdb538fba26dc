/**
 * Compiled and planned list queries, kept for a query object that is shared between requests
 * (frozen: the HTTP layer keeps its parse of a query string per string, `parseListSearch`).
 * Compiling checks every field against the model and reads the filter's values; asked again, it
 * is the same work with the same result as long as the resource, the model and the lookup
 * context are the same. The compiled filter follows references through the context when it runs,
 * so a kept plan is used only with the same `owner` (the store the context reads) and time zone
 * it was made with; anything else compiles again and replaces it. A query that does not compile
 * throws each time and keeps nothing. An unshared (unfrozen) query is compiled every time.
 */
import { compileQuery, type CompiledQuery } from './compile';
import { planQuery, type QueryPlan } from './plan';
import type { ListQuery, QueryContext, QueryModel } from './types';

export interface PlannedQuery {
  readonly compiled: CompiledQuery;
  readonly plan: QueryPlan;
}

interface KeptPlan extends PlannedQuery {
  readonly resource: string;
  readonly model: QueryModel;
  readonly owner: object;
  readonly timeZone: string;
}

const kept = new WeakMap<ListQuery, KeptPlan>();

/**
 * `query` (with every field; `shared` is the caller's object it was made from) compiled and
 * planned for `resource`, or the kept result of the same work.
 */
export function plannedQuery(
  resource: string,
  query: ListQuery,
  shared: Partial<ListQuery>,
  model: QueryModel,
  ctx: QueryContext,
  owner: object,
): PlannedQuery {
  const keep = Object.isFrozen(shared);
  const hit = keep ? kept.get(shared as ListQuery) : undefined;
  if (
    hit !== undefined &&
    hit.resource === resource &&
    hit.model === model &&
    hit.owner === owner &&
    hit.timeZone === ctx.timeZone
  ) {
    return hit;
  }
  const compiled = compileQuery(resource, query, model, ctx);
  const planned: KeptPlan = {
    compiled,
    plan: planQuery(compiled),
    resource,
    model,
    owner,
    timeZone: ctx.timeZone,
  };
  if (keep) kept.set(shared as ListQuery, planned);
  return planned;
}
