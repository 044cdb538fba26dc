/**
 * The typed client of the ticketing service: openapi-fetch over the generated `paths`, with
 * the bracket query serializer and middleware for timeouts, transport errors and OAuth.
 *
 * HTTP errors stay values (`{ data, error, response }`); `unwrap()` turns them into `ApiError`.
 * Transport failures are thrown as `NetworkError` / `TimeoutError`, token failures as `AuthError`.
 */
import createOpenApiClient, {
  type Client,
  type FetchResponse,
  type MaybeOptionalInit,
  type Middleware,
} from 'openapi-fetch';
import type { RequiredKeysOf } from 'openapi-typescript-helpers';
import type { TokenManager } from './auth.js';
import { toTransportError } from './errors.js';
import { createQuerySerializer, type FilterValue, type Logic } from './query.js';
import type { paths } from './schema.js';

/**
 * Filters of one collection: the contract's field names, each taking any `FilterValue` of the
 * serializer (Dates, `null`, `{ _or: [...] }`, condition lists) besides the contract's own forms.
 */
export type TypedFilters<F> = { readonly _logic?: Logic } & {
  readonly [K in Exclude<keyof F, '_logic'>]?: FilterValue;
};

/** The query of a list operation as the client accepts it; properties may also be a list of names. */
export type ClientQuery<Q> = {
  [K in keyof Q]: K extends 'filters'
    ? TypedFilters<NonNullable<Q[K]>>
    : K extends 'properties'
      ? Q[K] | readonly (keyof NonNullable<Q[K]> & string)[]
      : Q[K];
};

type ClientOperation<O> = O extends { parameters: { query?: infer Q } }
  ? [NonNullable<Q>] extends [never]
    ? O
    : Omit<O, 'parameters'> & {
        parameters: Omit<O['parameters'], 'query'> & { query?: ClientQuery<NonNullable<Q>> };
      }
  : O;

/** The generated `paths`, with query parameters widened to what the serializer accepts. */
export type ClientPaths = { [P in keyof paths]: { [M in keyof paths[P]]: ClientOperation<paths[P][M]> } };

type Method = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

/** The paths of the contract that serve `M`. */
export type PathsWith<M extends Method> = {
  [P in keyof ClientPaths]: ClientPaths[P] extends Record<M, object> ? P : never;
}[keyof ClientPaths];

/** The options of a request of `M` on `P`: path parameters, query and body as the contract has them. */
export type RequestOptionsOf<P extends PathsWith<M>, M extends Method> = MaybeOptionalInit<ClientPaths[P], M>;

/** What a request of `M` on `P` resolves to: `{ data }` or `{ error }`, with the response. */
export type ResultOf<P extends PathsWith<M>, M extends Method> = FetchResponse<
  ClientPaths[P][M] & Record<string | number, unknown>,
  RequestOptionsOf<P, M>,
  `${string}/${string}`
>;

/** The data of a successful request of `M` on `P`. */
export type ResponseData<P extends PathsWith<M>, M extends Method> = NonNullable<ResultOf<P, M>['data']>;

// As openapi-fetch spells its own (optional when nothing in it is required), so its methods
// are assignable to the checked ones below.
type InitArgs<I> =
  RequiredKeysOf<I> extends never ? [(I & { [key: string]: unknown })?] : [I & { [key: string]: unknown }];

/**
 * A method of the client whose options are the operation's own type, not inferred from the
 * argument: openapi-fetch infers them, which keeps the shape of a literal body or query and so
 * lets a misspelt optional field through. Here an object literal is checked against the
 * contract, excess properties included.
 */
type CheckedMethod<M extends Method> = <P extends PathsWith<M>>(
  url: P,
  ...init: InitArgs<RequestOptionsOf<P, M>>
) => Promise<ResultOf<P, M>>;

/** The typed client: openapi-fetch over the contract, each method checked as described above. */
export interface ApiClient extends Omit<Client<ClientPaths>, Uppercase<Method>> {
  GET: CheckedMethod<'get'>;
  PUT: CheckedMethod<'put'>;
  POST: CheckedMethod<'post'>;
  DELETE: CheckedMethod<'delete'>;
  OPTIONS: CheckedMethod<'options'>;
  HEAD: CheckedMethod<'head'>;
  PATCH: CheckedMethod<'patch'>;
  TRACE: CheckedMethod<'trace'>;
}

export type FetchLike = (request: Request) => Promise<Response>;

export interface ClientOptions {
  /** Root of the service, e.g. `https://tickets.example/api` (no trailing slash needed). */
  baseUrl: string;
  /** Defaults to the global fetch, looked up on every request (so it can be patched later). */
  fetch?: FetchLike;
  /** Adds `Authorization: Bearer …`, and refreshes once and retries once on a 401. */
  auth?: Pick<TokenManager, 'getAccessToken' | 'handleUnauthorized'>;
  /** Abort a request (including its one retry) after this many ms. */
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** Zone whose wall time Date query values are written in; the host's zone, Europe/Zurich by default. */
  timeZone?: string;
}

/**
 * openapi-fetch over the contract with the bracket query serializer, and nothing else: no
 * middleware, so `fetch` alone decides how a request is sent (the gateway signs and retries
 * its own). Most callers want `createClient`.
 */
export function createContractClient(options: {
  baseUrl: string;
  fetch: FetchLike;
  headers?: Record<string, string>;
  timeZone?: string;
}): ApiClient {
  return createOpenApiClient<ClientPaths>({
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    querySerializer: createQuerySerializer({ timeZone: options.timeZone }),
    headers: options.headers,
  });
}

export function createClient(options: ClientOptions): ApiClient {
  const client = createContractClient({
    baseUrl: options.baseUrl,
    // openapi-fetch captures fetch when the client is created; look it up per request instead.
    fetch: (request) => (options.fetch ?? globalThis.fetch)(request),
    headers: { Accept: 'application/json', ...options.headers },
    timeZone: options.timeZone,
  });
  client.use(transportMiddleware(options.timeoutMs));
  if (options.auth) client.use(authMiddleware(options.auth, options.timeoutMs));
  return client;
}

/** Combines abort signals; AbortSignal.any where the runtime has it. */
function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) controller.abort(signal.reason);
    else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

/** Whether openapi-fetch treats the answer as bodiless (and so never reads its body). */
function isEmpty(request: Request, response: Response): boolean {
  return (
    response.status === 204 ||
    request.method === 'HEAD' ||
    (response.headers.get('Content-Length') === '0' &&
      !response.headers.get('Transfer-Encoding')?.includes('chunked'))
  );
}

/**
 * Applies the timeout (combined with the caller's signal) and maps fetch rejections to
 * `NetworkError` / `TimeoutError`. Register it first, so the retry of the auth middleware
 * shares the same deadline.
 */
export function transportMiddleware(timeoutMs?: number): Middleware {
  return {
    onRequest({ request }) {
      if (timeoutMs === undefined) return undefined;
      return new Request(request, { signal: anySignal([request.signal, AbortSignal.timeout(timeoutMs)]) });
    },
    async onResponse({ request, response }) {
      // openapi-fetch leaves a body it knows is empty unread. A browser keeps such a request
      // open until its body is read, and cancels it (net::ERR_ABORTED) when the response is
      // collected or its signal aborts; reading the empty body ends the request here.
      if (response.body && isEmpty(request, response)) await response.clone().arrayBuffer();
      return undefined;
    },
    onError({ error }) {
      const mapped = toTransportError(error, timeoutMs);
      return mapped instanceof Error ? mapped : undefined;
    },
  };
}

function withBearer(request: Request, token: string): Request {
  const headers = new Headers(request.headers);
  headers.set('Authorization', `Bearer ${token}`);
  return new Request(request, { headers });
}

/**
 * Adds the bearer token; on a 401, has the token manager replace the rejected token (one
 * shared refresh for concurrent failures) and resends the request once. A copy of each request
 * is kept until its answer arrives, because the body of the sent one has been consumed.
 */
export function authMiddleware(
  auth: Pick<TokenManager, 'getAccessToken' | 'handleUnauthorized'>,
  timeoutMs?: number,
): Middleware {
  const copies = new WeakMap<Request, Request>();
  return {
    async onRequest({ request }) {
      const authorized = withBearer(request, await auth.getAccessToken());
      copies.set(authorized, authorized.clone());
      return authorized;
    },
    async onResponse({ request, response, options }) {
      const copy = copies.get(request);
      copies.delete(request);
      if (response.status !== 401 || !copy || request.signal.aborted) return undefined;
      const rejected = request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '';
      const token = await auth.handleUnauthorized(rejected);
      await response.body?.cancel().catch(() => undefined);
      try {
        const retried: Response = await options.fetch(withBearer(copy, token));
        // openapi-fetch checks `instanceof Response`; a server library in the same process may
        // have replaced the global Response, so rewrap a foreign one.
        const foreign = retried as Pick<Response, 'body' | 'status' | 'statusText' | 'headers'>;
        return retried instanceof Response ? retried : new Response(foreign.body, foreign);
      } catch (error) {
        // onError only sees the first attempt; map the retry's failure the same way.
        throw toTransportError(error, timeoutMs);
      }
    },
  };
}
