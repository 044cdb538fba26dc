export { compileQuery } from './compile';
export type { CompiledFilter, CompiledQuery, Predicate, SortKey } from './compile';
export { Issues, QueryError } from './errors';
export type { QueryIssue } from './errors';
export { planQuery } from './plan';
export type { IndexProbe, QueryPlan } from './plan';
export { executeQuery, runListQuery, scopeQuery } from './run';
export { COMPARISONS, FIELD_TYPES, NULL_CHECKS, QUERY_LIMITS } from './types';
export type {
  Comparison,
  FieldType,
  FilterCondition,
  FilterGroup,
  FilterNode,
  IndexKey,
  ListQuery,
  ListResult,
  Logic,
  OrderTerm,
  QueryContext,
  QueryField,
  QueryModel,
  QueryRecord,
  QuerySource,
} from './types';
export { parseWallDateTime, wallTimeToEpoch, zoneOffset } from './zoned-time';
