/**
 * The typed client of the ticketing service, for the browser, the gateway and Node alike.
 * Everything here is tree-shakeable: import only what you use.
 */
export { createClient, transportMiddleware, authMiddleware } from './client.js';
export type {
  ApiClient,
  ClientOptions,
  ClientPaths,
  ClientQuery,
  FetchLike,
  PathsWith,
  RequestOptionsOf,
  ResponseData,
  ResultOf,
  TypedFilters,
} from './client.js';

export { createTokenManager, memoryTokenStore, REFRESH_MARGIN_MS } from './auth.js';
export type { RefreshTokenStore, TokenManager, TokenManagerOptions } from './auth.js';

export {
  ApiError,
  AuthError,
  NetworkError,
  ResponseFormatError,
  TicketingError,
  TimeoutError,
  toTransportError,
  unwrap,
} from './errors.js';
export type { FetchResult, FieldError, Problem } from './errors.js';

export { createQuerySerializer, queryPairs, serializeQuery } from './query.js';
export { query } from './query-builder.js';
export type {
  Comparison,
  Condition,
  FilterValue,
  Filters,
  Flag,
  Logic,
  QueryParams,
  RelationFilter,
  Scalar,
  SerializeOptions,
  ValueComparison,
} from './query.js';
export type { BuiltQuery, FieldChain, FieldClause, QueryBuilder } from './query-builder.js';

export { createRecord, createRecords, pidFromLocation } from './create.js';
export type { CreateBody, CreateInit, CreatePath, ListPath, PidOf, RecordOf } from './create.js';

export { paginate, readAll } from './pagination.js';
export type { ListQuery, PaginateOptions, PathParams } from './pagination.js';

export {
  DEFAULT_TIME_ZONE,
  formatMoney,
  formatWallTime,
  fromMinorUnits,
  parseDateTime,
  parseWallTime,
  toMinorUnits,
} from './format.js';

export type { components, operations, paths } from './schema.js';
