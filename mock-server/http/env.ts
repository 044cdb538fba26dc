/** Types shared by the routes of the Hono app, and the request's address in parts. */
import type { Context } from 'hono';
import type { Actor } from '../domain/access';

/** Why a request was refused, kept for the journal. */
interface Rejection {
  readonly code: string;
  readonly detail: string;
}

export interface AppEnv {
  Variables: {
    /** The authenticated user (set by the bearer check). */
    actor: Actor;
    rejection: Rejection | undefined;
    /** The CORS headers of every answer to the request (set by the pipeline). */
    cors: Readonly<Record<string, string>> | undefined;
    /** The last answer made by `reply.ts` (with the CORS headers) for the request. */
    reply: Response | undefined;
  };
}

type Variables = AppEnv['Variables'];

/**
 * What the routes read of a request's context: the request (its address, method, headers, the
 * path parameter) and the values the pipeline and the bearer check keep for it. Hono's context
 * is one; `direct-routes.ts` makes a lighter one for the routes it answers without Hono.
 */
export interface AppContext {
  readonly req: {
    readonly raw: Request;
    readonly url: string;
    readonly method: string;
    header(name: string): string | undefined;
    param(name: string): string | undefined;
  };
  get<K extends keyof Variables>(key: K): Variables[K];
  set<K extends keyof Variables>(key: K, value: Variables[K]): void;
}

/** Hono's own context, for the middleware and admin routes that use more of it. */
export type HonoContext = Context<AppEnv>;

/** What `new URL(url)` would answer for `origin`, `pathname` and `search`. */
export interface UrlParts {
  readonly origin: string;
  readonly pathname: string;
  /** `?…` or empty, as `URL.search`. */
  readonly search: string;
}

/**
 * The parts of a request's URL, by slicing where that gives what the URL parser gives: a
 * request's URL is already serialized (or, from @hono/node-server, checked to hold only
 * characters the parser keeps as they are). A fragment, a `'` in the query (which the parser
 * escapes) or credentials leave the work to the parser. Every request needs its path for the
 * journal, so this runs once per request at least.
 */
export function urlParts(url: string): UrlParts {
  // A request asks for its parts several times (route, journal, adapter): the last is kept.
  if (url === lastUrl) return lastParts;
  lastParts = splitUrl(url);
  lastUrl = url;
  return lastParts;
}

let lastUrl: string | undefined;
let lastParts: UrlParts = { origin: '', pathname: '', search: '' };

function splitUrl(url: string): UrlParts {
  const authority = url.startsWith('http://') ? 7 : url.startsWith('https://') ? 8 : -1;
  const slash = authority < 0 ? -1 : url.indexOf('/', authority);
  if (slash < 0 || url.includes('#') || url.includes("'") || url.lastIndexOf('@', slash) >= authority) {
    const parsed = new URL(url);
    return { origin: parsed.origin, pathname: parsed.pathname, search: parsed.search };
  }
  const query = url.indexOf('?', slash);
  if (query < 0) return { origin: url.slice(0, slash), pathname: url.slice(slash), search: '' };
  return {
    origin: url.slice(0, slash),
    pathname: url.slice(slash, query),
    search: query === url.length - 1 ? '' : url.slice(query),
  };
}

/** `<origin><basePath>`: the base address of the service as the client reached it. */
export function baseUrl(c: AppContext, basePath: string): string {
  return `${urlParts(c.req.url).origin}${basePath}`;
}
