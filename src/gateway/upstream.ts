/**
 * The gateway's side of the ticketing service: requests of the typed client (checked against
 * the contract's paths, parameters and bodies; a visitor's query re-serialized from checked
 * pairs; never a visitor's headers), signed with the back-office token of the client's token
 * manager, and answers reduced to what a visitor may see.
 */
import { createContractClient, type ApiClient } from '../api/client.js';
import { createTokenManager, memoryTokenStore, type RefreshTokenStore } from '../api/auth.js';
import { AuthError, TimeoutError, toTransportError } from '../api/errors.js';
import type { ResolvedOptions } from './options.js';
import { GatewayError, upstreamProblem } from './problem.js';
import { readText, textOf, textResponse } from './text-answers.js';

export type Pair = readonly [key: string, value: string];

export interface Upstream {
  /**
   * The service's typed client. Each request is sent with the back-office token; after a 401
   * the token manager replaces the token (one shared grant for concurrent failures) and the
   * request is sent once more. Transport and sign-in failures throw a `GatewayError` (502/504).
   * Its requests are read with `answer()`.
   */
  readonly client: ApiClient;
  /** The service's answer to a request of `client`, its body unread. */
  answer(request: Promise<{ response: Response }>): Promise<Response>;
  /** The JSON body of a 2xx answer, or throws the problem of a non-2xx answer. */
  json(response: Response): Promise<unknown>;
  /** A visitor's answer built from the service's: status, safe headers, body; errors as problems. */
  relay(response: Response, publicBase: string, options?: RelayOptions): Promise<Response>;
  /**
   * Resolves once every request this instance gave up on (its timeout passed) has settled, or
   * after `maxMs`: a fetch that ignores its signal (the in-process mock) may still carry a write
   * out, and a reconciling read must come after it.
   */
  settled(maxMs: number): Promise<void>;
}

/** What went wrong between the gateway and the service, as `onError` is told. */
type UpstreamErrorKind = 'upstream_auth_failed' | 'upstream_unavailable' | 'upstream_timeout';

/** The rejection of a request whose time ran out, as `AbortSignal.timeout()` gives it. */
const timedOut = () => new DOMException('The ticketing service did not answer in time.', 'TimeoutError');

interface RelayOptions {
  /** Replaces the body (for answers the gateway had to read). */
  body?: string;
  /** Drops the body (HEAD). */
  head?: boolean;
  /** Adjusts the rewritten `Location` (e.g. scopes a list link to the visitor's booking). */
  location?: (location: string) => string;
}

/** Thrown by `json()` for a non-2xx answer; carries the visitor's problem answer. */
export class UpstreamFailure extends Error {
  override name = 'UpstreamFailure';
  constructor(readonly response: Response) {
    super(`The ticketing service answered ${response.status}`);
  }
}

/** The query of a visitor's read, as checked: the pairs in their order, encoded. */
export const pairsQuery = (pairs: readonly Pair[]) => (): string =>
  pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');

export function createUpstream(options: ResolvedOptions): Upstream {
  const { baseUrl, timeoutMs } = options.upstream;
  const inner = options.upstream.refreshTokenStore ?? memoryTokenStore();
  // Every token the gateway holds is remembered, so an error text quoting one can be scrubbed.
  const seen = new Set<string>();
  const store: RefreshTokenStore = {
    get: () => inner.get(),
    set: (token) => {
      seen.add(token);
      return inner.set(token);
    },
    clear: () => inner.clear(),
  };
  // Requests given up on while their fetch still runs (a fetch that ignores its signal).
  const late = new Set<Promise<unknown>>();
  /**
   * Every request to the service, bounded by the timeout even when the fetch ignores the
   * request's signal (the in-process mock does): the gateway answers in time either way.
   */
  const fetchUpstream = (request: Request): Promise<Response> => {
    const running = (options.upstream.fetch ?? globalThis.fetch)(request);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const settling = running.then(
          (response) => response.body?.cancel().catch(() => undefined),
          () => undefined,
        );
        late.add(settling);
        void settling.finally(() => late.delete(settling));
        reject(timedOut());
      }, timeoutMs);
    });
    return Promise.race([running, deadline]).finally(() => clearTimeout(timer));
  };
  const tokens = createTokenManager({
    baseUrl,
    clientId: options.upstream.clientId,
    clientSecret: options.upstream.clientSecret,
    username: options.upstream.username,
    password: options.upstream.password,
    refreshToken: options.upstream.refreshToken,
    store,
    fetch: fetchUpstream,
    timeoutMs,
  });
  const secrets = () =>
    [
      baseUrl,
      new URL(baseUrl).host,
      options.upstream.clientSecret,
      options.upstream.password ?? '',
      options.upstream.refreshToken ?? '',
      ...seen,
    ].filter((secret) => secret.length >= 4);

  /** The visitor's error for a failed exchange with the service; the site owner hears of it. */
  function failure(error: unknown): GatewayError {
    if (error instanceof GatewayError) return error;
    let answer: GatewayError;
    if (error instanceof AuthError) {
      // The reason stays in the server's logs, not in a visitor's answer.
      answer = new GatewayError('upstream_auth_failed', 'The gateway could not sign in to the service.');
    } else if (toTransportError(error, timeoutMs) instanceof TimeoutError) {
      answer = new GatewayError('upstream_timeout', 'The ticketing service did not answer in time.');
    } else answer = new GatewayError('upstream_unavailable', 'The ticketing service is not reachable.');
    report(error, answer.code as UpstreamErrorKind);
    return answer;
  }

  function report(error: unknown, kind: UpstreamErrorKind): void {
    try {
      options.onError?.(error, { kind });
    } catch {
      // A failing logger must not change the visitor's answer.
    }
  }

  async function attempt(method: string, url: string, body: string | undefined, token: string) {
    seen.add(token);
    const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${token}` };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    return fetchUpstream(
      new Request(url, { method, headers, body, signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' }),
    );
  }

  /** Sends the client's request with the token, once more after a 401. */
  async function send(request: Request): Promise<Response> {
    // Only the method, the address and the JSON body the client wrote are sent on.
    const { method, url } = request;
    const text = request.body === null ? undefined : await request.text();
    try {
      const token = await tokens.getAccessToken();
      let response = await attempt(method, url, text, token);
      if (response.status === 401) {
        await response.body?.cancel().catch(() => undefined);
        response = await attempt(method, url, text, await tokens.handleUnauthorized(token));
      }
      if (response.status === 401 || response.status === 407) {
        await response.body?.cancel().catch(() => undefined);
        const rejected = new GatewayError(
          'upstream_auth_failed',
          'The service rejected the gateway’s credentials.',
        );
        report(rejected, 'upstream_auth_failed');
        throw rejected;
      }
      return response;
    } catch (error) {
      throw failure(error);
    }
  }

  // openapi-fetch reads every answer it gets; the gateway relays the service's answers unread
  // (streamed, and errors rebuilt by `upstreamProblem`). So the client is handed an empty
  // stand-in with the same status, and `answer()` finds the service's answer by it.
  const answers = new WeakMap<Response, Response>();
  const client = createContractClient({
    baseUrl,
    async fetch(request) {
      const response = await send(request);
      const status = response.status >= 200 && response.status <= 599 ? response.status : 502;
      const standIn = new Response(null, { status });
      answers.set(standIn, response);
      return standIn;
    },
  });

  return {
    client,

    async settled(maxMs) {
      if (late.size === 0) return;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const wait = new Promise<void>((resolve) => (timer = setTimeout(resolve, maxMs)));
      await Promise.race([Promise.all([...late]), wait]);
      clearTimeout(timer);
    },

    async answer(request) {
      const { response } = await request;
      const answer = answers.get(response);
      if (!answer)
        throw new GatewayError('upstream_unavailable', 'The ticketing service answered unexpectedly.');
      return answer;
    },

    async json(response) {
      if (!response.ok) throw new UpstreamFailure(await upstreamProblem(response, secrets()));
      try {
        return JSON.parse(await readText(response));
      } catch {
        throw new GatewayError('upstream_unavailable', 'The ticketing service sent an unreadable answer.');
      }
    },

    async relay(response, publicBase, relay = {}) {
      if (response.status >= 300 && response.status < 400 && response.status !== 304) {
        // Redirects of the service would point at its own address.
        await response.body?.cancel().catch(() => undefined);
        throw new GatewayError('upstream_unavailable', 'The ticketing service answered unexpectedly.');
      }
      if (!response.ok) return upstreamProblem(response, secrets());
      // A record, not a Fetch `Headers`: a text answer keeps its own (answer-headers.ts).
      const headers: Record<string, string> = {};
      const contentType = response.headers.get('content-type');
      if (contentType) headers['Content-Type'] = contentType;
      // The service's clock: the widget's countdown to the service's `expires` is corrected by it.
      const date = response.headers.get('date');
      if (date !== null && date.length <= 64) headers.Date = date;
      const count = response.headers.get('x-count');
      if (count !== null && /^\d{1,16}$/.test(count)) headers['X-Count'] = count;
      const location = rewriteLocation(response.headers.get('location'), baseUrl, publicBase);
      if (location) headers.Location = relay.location ? relay.location(location) : location;
      const empty = relay.head || response.status === 204 || response.status === 205;
      // The service's body is piped, not handed over: an answer of Node's fetch (undici) cancels
      // its body once its Response object is collected, also when another Response holds that
      // body, so a relayed answer read later (a keyed write's, for its record) found it gone. A
      // piped body is being read, and stays.
      // An answer the gateway built from text (a cached one) is relayed with its text: nothing to
      // pipe, and nothing held to cancel.
      const text = textOf(response);
      const body: BodyInit | null = empty
        ? null
        : (relay.body ?? text ?? response.body?.pipeThrough(new TransformStream()) ?? null);
      if ((empty || relay.body !== undefined) && text === undefined && !response.bodyUsed) {
        await response.body?.cancel().catch(() => undefined);
      }
      return typeof body === 'string' || body === null
        ? textResponse(body, { status: response.status, headers })
        : new Response(body, { status: response.status, headers });
    },
  };
}

/**
 * The service's `Location` moved under the gateway's own base, or null when it points
 * anywhere else (it is then dropped rather than revealing the service's address).
 */
function rewriteLocation(location: string | null, baseUrl: string, publicBase: string): string | null {
  if (!location) return null;
  let resolved: URL;
  try {
    resolved = new URL(location, `${baseUrl}/`);
  } catch {
    return null;
  }
  const base = new URL(`${baseUrl}/`);
  if (resolved.origin !== base.origin || !resolved.pathname.startsWith(base.pathname)) return null;
  return `${publicBase}/${resolved.pathname.slice(base.pathname.length)}${resolved.search}`;
}
