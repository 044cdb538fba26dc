export { compileQuery } from './compile';
export { QueryError } from './errors';
export { planQuery } from './plan';
export { runListQuery, scopeQuery } from './run';
export type {
  Comparison,
  FilterNode,
  IndexKey,
  ListQuery,
  ListResult,
  QueryContext,
  QueryField,
  QueryModel,
  QueryRecord,
  QuerySource,
} from './types';
