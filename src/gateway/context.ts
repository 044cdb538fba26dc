/** What a route handler works with, and the read helpers the routes share. */
import type { PathsWith } from '../api/client.js';
import type { ListPath } from '../api/create.js';
import type { Catalogue, CatalogueSet } from './catalogue.js';
import { cacheKind, type CatalogueCache, type MemoryUse } from './catalogue-cache.js';
import type { Guard } from './guard.js';
import type { IdempotentRequest, Intent } from './idempotency.js';
import type { Payments } from './payments/payments.js';
import { isObject } from './json-values.js';
import { notFound } from './problem.js';
import { checkQuery, type QueryRule } from './query.js';
import { uuidPid } from './pids.js';
import type { Session } from './session.js';
import { pairsQuery, type Pair, type Upstream } from './upstream.js';
import type { QueueGate } from './waiting-room/gate.js';
import { textResponse } from './text-answers.js';
import type { VisitorRequest } from './visitor-request.js';

export interface Context {
  readonly method: string;
  /** The visitor's request, for its headers (its body is read with `body()` or `text()`). */
  readonly request: VisitorRequest;
  /** Decoded path segments below the gateway's base, e.g. `['bookings', '123456789012', 'tickets']`. */
  readonly segments: readonly string[];
  readonly params: URLSearchParams;
  /** The visitor's verified session, if they sent one. */
  readonly session: Session | null;
  /** Absolute base of the gateway as the visitor reaches it, e.g. `https://shop.example/api`. */
  readonly publicBase: string;
  readonly upstream: Upstream;
  readonly catalogue: Catalogue;
  /** Short-lived copies of the service's catalogue answers (catalogue routes only). */
  readonly cache: CatalogueCache;
  /** How long a catalogue answer may be reused (`cache.ttlMs`; 0 without the cache). */
  readonly cacheTtlMs: number;
  /**
   * Hears which parts of a catalogue read's answer came from this instance's memory (the
   * catalogue cache's copies, the event from the list of events on sale): see local-reads.ts.
   */
  readonly memory?: MemoryUse;
  /** The client address the gateway counts holds and confirmations by, when known. */
  readonly clientAddress: string | undefined;
  /** Caps, locks and budgets. */
  readonly guard: Guard;
  /** The rate limits' sizes (`limits`), for a route that counts its requests itself (`ownBudget`). */
  readonly limits: { readonly perAddress: number; readonly perSession: number; readonly windowMs: number };
  /**
   * Counts the request against the rate limits when the gateway left that to the route
   * (`ownBudget`) and the route does not count it itself; a no-op otherwise. Past a budget: 429.
   */
  countRequest(): Promise<void>;
  /** The waiting room (option `waitingRoom`), or null without one. */
  readonly queue: QueueGate | null;
  /** Whether a confirmation also sends the confirmation e-mail (option `confirmationEmail`). */
  readonly confirmationEmail: boolean;
  /** Payments, when the site owner configured a provider: then the gateway confirms, once paid. */
  readonly payments: Payments | null;
  /** The origins allowed to embed the widget (`allowedOrigins`), for the payment's return address. */
  readonly allowedOrigins: readonly string[] | '*' | undefined;
  /** The parsed JSON body (read once, within the body limit). */
  body(): Promise<unknown>;
  /** The body as text, for requests that must carry none. */
  text(): Promise<string>;
  /** A new, empty session (issued when a route answers it with a 2xx); the same one on each call of a request. */
  newSession(): Session;
  /** The session's next token, after which older tokens of the session may only read. */
  renew(session: Session): Promise<Session>;
  /**
   * Records what the write is about to do, just before it is sent, so that a repeat of an
   * idempotent request can read whether it happened when its answer was lost (a no-op for a
   * write without an `Idempotency-Key`).
   */
  intend(intent: Intent): Promise<void>;
  /**
   * The request's `Idempotency-Key` (whose it is, the key, what a repeat must match), for a route
   * that keeps its own record of it (`ownIdempotency`); null without a key or for other routes.
   */
  readonly idempotent: IdempotentRequest | null;
  /**
   * How long a reconciling read waits for requests this instance gave up on but that still run
   * (a fetch that ignores its signal): longer than any write can take.
   */
  readonly settleMs: number;
}

/** A catalogue route: reads by path segments; null when it serves none. */
export type SegmentRoute = (ctx: Context) => Promise<Response | null>;

/** An upper-case UUID from a path segment, or null. */
export const uuidSegment = (segment: string | undefined): string | null =>
  segment === undefined ? null : uuidPid(segment);

/** A scope resolver: the upper-case pid when it is in the catalogue set. */
export const inCatalogue =
  (catalogue: Catalogue, set: CatalogueSet) =>
  async (value: string): Promise<string | null> => {
    const pid = uuidSegment(value);
    return pid !== null && (await catalogue.has(set, pid)) ? pid : null;
  };

/** A record completed by the gateway, and the headers that say so. */
export interface Expansion {
  record: Record<string, unknown>;
  headers: Record<string, string>;
}

/** Completes an allowed record read with `query`; null answers the record as the service sent it. */
export type Expand = (record: Record<string, unknown>, query: readonly Pair[]) => Promise<Expansion | null>;

/**
 * The answer to an allowed record read the gateway has already in memory, in place of the
 * service's, with the moment it stops being fresh (epoch ms); null to read it from the service.
 */
export type Local = (
  query: readonly Pair[],
) => Promise<{ record: Record<string, unknown>; until: number } | null>;

/** A record of the contract, read by its pid. */
export type RecordPath = Extract<PathsWith<'get'>, `/${string}/{pid}`>;

/** A pid in a path: the booking's integer, or any other record's UUID or hex code. */
type PathPid = string | number;

/**
 * Reads one record and answers it only when `allowed(record)` holds; otherwise 404, exactly as
 * for a pid that does not exist. `expand` runs only on an allowed record, so it never reads on
 * behalf of a record the visitor may not see. `local` answers it without a request when the
 * gateway read it as part of something else moments ago (then it is not cached again, so it is
 * never older than that read's own lifetime).
 */
export async function readRecord(
  ctx: Context,
  path: RecordPath,
  pid: PathPid,
  rule: QueryRule,
  allowed: (record: Record<string, unknown>) => Promise<boolean> | boolean,
  expand?: Expand,
  cached = false,
  local?: Local,
): Promise<Response> {
  const query = await checkQuery(ctx.params, rule, { list: false, scoped: true });
  const known = await local?.(query);
  if (known) {
    ctx.memory?.kept(known.until);
    const answer = textResponse(JSON.stringify(known.record), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
    return answerRecord(ctx, answer, known.record, query, allowed, expand);
  }
  const { client } = ctx.upstream;
  const querySerializer = pairsQuery(query);
  // One call per type of pid, each checked against the record paths that take it.
  const read = () =>
    ctx.upstream.answer(
      typeof pid === 'number'
        ? client.GET(path, { params: { path: { pid } }, querySerializer })
        : client.GET(path, { params: { path: { pid } }, querySerializer }),
    );
  const response = cached
    ? await ctx.cache.read(
        `GET ${path} ${pid} ?${querySerializer()}`,
        cacheKind(path, query),
        read,
        ctx.memory,
      )
    : await uncached(ctx, read);
  if (!response.ok) return ctx.upstream.relay(response, ctx.publicBase);
  return answerRecord(ctx, response, await ctx.upstream.json(response), query, allowed, expand);
}

/** A read that does not go through the catalogue cache: never an answer from memory. */
function uncached(ctx: Context, read: () => Promise<Response>): Promise<Response> {
  ctx.memory?.notKept();
  return read();
}

/** The visitor's answer to an allowed record (404 for any other), completed by `expand`. */
async function answerRecord(
  ctx: Context,
  response: Response,
  record: unknown,
  query: readonly Pair[],
  allowed: (record: Record<string, unknown>) => Promise<boolean> | boolean,
  expand: Expand | undefined,
): Promise<Response> {
  if (!isObject(record) || !(await allowed(record))) throw notFound();
  const expanded = expand ? await expand(record, query) : null;
  const body = JSON.stringify(expanded?.record ?? record);
  // HEAD reads the record too: only an allowed record answers 200.
  const answer = await ctx.upstream.relay(response, ctx.publicBase, { body, head: ctx.method === 'HEAD' });
  for (const [name, value] of Object.entries(expanded?.headers ?? {})) answer.headers.set(name, value);
  return answer;
}

/**
 * Reads a list whose scope the query (or, with `scoped`, the path's `pid`) proves. GET and
 * HEAD.
 */
export async function readList(
  ctx: Context,
  path: ListPath,
  pid: PathPid | undefined,
  rule: QueryRule,
  scoped: boolean,
  cached = false,
): Promise<Response> {
  const query: Pair[] = await checkQuery(ctx.params, rule, { list: true, scoped });
  const head = ctx.method === 'HEAD';
  const { client } = ctx.upstream;
  const init = { querySerializer: pairsQuery(query) };
  // One call per method and type of pid, each checked against the list paths that take it.
  const read = () => {
    let request: Promise<{ response: Response }>;
    if (pid === undefined) {
      request = head ? client.HEAD(path, init) : client.GET(path, init);
    } else if (typeof pid === 'number') {
      const params = { path: { pid } };
      request = head ? client.HEAD(path, { ...init, params }) : client.GET(path, { ...init, params });
    } else {
      const params = { path: { pid } };
      request = head ? client.HEAD(path, { ...init, params }) : client.GET(path, { ...init, params });
    }
    return ctx.upstream.answer(request);
  };
  const key = `${ctx.method} ${path} ${pid ?? ''} ?${init.querySerializer()}`;
  const response = cached
    ? await ctx.cache.read(key, cacheKind(path, query), read, ctx.memory)
    : await uncached(ctx, read);
  return ctx.upstream.relay(response, ctx.publicBase, { head });
}
