/**
 * A small client for the behaviour suite: requests against one target, the admin controls, and
 * assertions on the contract's response shapes (Location of creations, problem bodies).
 * Expected values in the suite come from the interface description and DESIGN.md §4/§5, never
 * from the mock's output.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe } from 'node:test';
import { ResponseValidator } from '../../contract/response-validator';
import { selectedTargets, startTarget, type Target, type TargetName } from './targets';

export const CLIENT_ID = 'demo-client';
export const CLIENT_SECRET = 'demo-secret';

export const UUID = /^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/;
export const TICKET_PID = /^[0-9a-f]{16}$/;
export const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?[+-]\d{2}:\d{2}$/;

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };
export type Pid = string | number;

export interface Reply {
  readonly method: string;
  readonly url: string;
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  /** The parsed JSON body, or undefined when the body is empty or not JSON. */
  readonly body: unknown;
}

export interface RequestOptions {
  /** JSON-encoded unless `raw` is given. */
  readonly body?: unknown;
  /** Sent as is, with the given `contentType`. */
  readonly raw?: BodyInit;
  readonly contentType?: string;
  /** Bearer token; `null` sends none; default: the session's token. */
  readonly token?: string | null;
  readonly headers?: Record<string, string>;
}

export interface TokenSet {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: string;
  scope: unknown;
}

export function basic(id = CLIENT_ID, secret = CLIENT_SECRET): string {
  return `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
}

/** One target's session: requests, admin controls and the default bearer token. */
export class Api {
  token: string | null = null;

  constructor(readonly target: Target) {}

  get name(): TargetName {
    return this.target.name;
  }

  get baseUrl(): string {
    return this.target.baseUrl;
  }

  url(path: string): string {
    return /^https?:/.test(path) ? path : `${this.target.baseUrl}${path}`;
  }

  async request(method: string, path: string, options: RequestOptions = {}): Promise<Reply> {
    const headers = new Headers(options.headers);
    const token = options.token === undefined ? this.token : options.token;
    if (token !== null && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    if (!headers.has('accept')) headers.set('accept', 'application/json');
    let body: BodyInit | undefined;
    if (options.raw !== undefined) {
      body = options.raw;
      if (options.contentType) headers.set('content-type', options.contentType);
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers.set('content-type', options.contentType ?? 'application/json');
    }
    const url = this.url(path);
    const response = await this.target.fetch(url, { method, headers, body });
    const text = method === 'HEAD' ? '' : await response.text();
    let parsed: unknown;
    if (text !== '') {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
    }
    const reply = { method, url, status: response.status, headers: response.headers, text, body: parsed };
    this.assertDocumented(reply);
    return reply;
  }

  /**
   * Every answer of the suite must be one the published contract allows: checked by Ajv against
   * `src/api/openapi.json` (status, body schema, headers such as `Location: format: uri`).
   */
  private assertDocumented(reply: Reply): void {
    // The address as it was sent: the URL parser trims a trailing space (`/hosts/ ` is `/hosts/`)
    // and percent-encodes the rest, and the server matched that, not the text the test wrote.
    const sent = new URL(reply.url).href;
    if (!sent.startsWith(this.target.baseUrl)) return;
    const verdict = contractValidator.check({
      method: reply.method,
      path: sent.slice(this.target.baseUrl.length) || '/',
      status: reply.status,
      headers: reply.headers,
      text: reply.text,
    });
    if (verdict.violations.length > 0) {
      contractViolations.push(...verdict.violations.map((violation) => `[${this.name}] ${violation}`));
      assert.fail(
        `The answer breaks the contract: ${verdict.violations.join(' | ')}\n${describeReply(reply)}`,
      );
    }
  }

  get(path: string, options?: RequestOptions): Promise<Reply> {
    return this.request('GET', path, options);
  }

  head(path: string, options?: RequestOptions): Promise<Reply> {
    return this.request('HEAD', path, options);
  }

  post(path: string, body?: unknown, options: RequestOptions = {}): Promise<Reply> {
    return this.request('POST', path, { ...options, body });
  }

  patch(path: string, body: unknown, options: RequestOptions = {}): Promise<Reply> {
    return this.request('PATCH', path, { ...options, body });
  }

  delete(path: string, options?: RequestOptions): Promise<Reply> {
    return this.request('DELETE', path, options);
  }

  // -------------------------------------------------------------------------------------------
  // Admin controls (DESIGN.md §5)

  async reset(seed = 'empty'): Promise<void> {
    const reply = await this.post('/__admin/reset', { seed }, { token: null });
    assert.ok(reply.status >= 200 && reply.status < 300, `reset answered ${describeReply(reply)}`);
    this.token = null;
  }

  async advance(advance: string): Promise<Reply> {
    const reply = await this.post('/__admin/clock', { advance }, { token: null });
    assert.ok(reply.status >= 200 && reply.status < 300, `clock advance answered ${describeReply(reply)}`);
    return reply;
  }

  async setConfig(config: Record<string, unknown>): Promise<void> {
    const reply = await this.patch('/__admin/config', config, { token: null });
    assert.ok(reply.status >= 200 && reply.status < 300, `config answered ${describeReply(reply)}`);
  }

  /**
   * The whole observable state: the admin snapshot where the mock serves one, else every
   * collection as both seed users read it.
   */
  async state(): Promise<unknown> {
    const snapshot = await this.get('/__admin/snapshot', { token: null });
    if (snapshot.status === 200) return snapshot.body;
    const views: Record<string, unknown> = {};
    for (const user of ['demo', 'other']) {
      const token = (await this.tokenFor(user)).access_token;
      for (const collection of COLLECTIONS) {
        views[`${user} ${collection}`] = (await this.get(`/${collection}/`, { token })).body;
      }
    }
    return views;
  }

  /**
   * Builds a fixture once per target and replays it afterwards: the first call runs `build` and
   * keeps the admin snapshot (records, clock, tokens); later calls put that snapshot back and
   * restore the session token, which costs one request instead of dozens. Call it first in a
   * test, on the fresh state of `reset()`.
   */
  async fixture<T>(key: string, build: () => Promise<T>): Promise<T> {
    const kept = this.fixtures.get(key) as { snapshot: string; token: string | null; value: T } | undefined;
    if (kept) {
      const reply = await this.request('PUT', '/__admin/snapshot', {
        raw: kept.snapshot,
        contentType: 'application/json',
        token: null,
      });
      assert.ok(reply.status >= 200 && reply.status < 300, `PUT /__admin/snapshot: ${describeReply(reply)}`);
      this.token = kept.token;
      return structuredClone(kept.value);
    }
    const value = await build();
    const snapshot = await this.get('/__admin/snapshot', { token: null });
    if (snapshot.status === 200) {
      this.fixtures.set(key, { snapshot: snapshot.text, token: this.token, value: structuredClone(value) });
    }
    return value;
  }

  private readonly fixtures = new Map<string, unknown>();

  // -------------------------------------------------------------------------------------------
  // OAuth

  tokenRequest(form: Record<string, string>, authorization: string | null = basic()): Promise<Reply> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (authorization !== null) headers.authorization = authorization;
    return this.request('POST', '/oauth/v2/token', {
      token: null,
      headers,
      raw: new URLSearchParams(form).toString(),
      contentType: 'application/x-www-form-urlencoded',
    });
  }

  async tokenFor(username: string, password = username): Promise<TokenSet> {
    const reply = await this.tokenRequest({ grant_type: 'password', username, password });
    assert.equal(reply.status, 200, `password grant for ${username}: ${describeReply(reply)}`);
    return reply.body as TokenSet;
  }

  /** Logs in and makes the access token the session's default. */
  async login(username = 'demo', password = username): Promise<string> {
    this.token = (await this.tokenFor(username, password)).access_token;
    return this.token;
  }

  // -------------------------------------------------------------------------------------------
  // Records

  /** `POST /<collection>/` with one object: asserts 201, an empty body and the Location. */
  async create(collection: string, body: unknown, options?: RequestOptions): Promise<Pid> {
    const reply = await this.post(`/${collection}/`, body, options);
    assert.equal(reply.status, 201, `create ${collection}: ${describeReply(reply)}`);
    assert.equal(reply.text, '', 'a creation answers with an empty body');
    return this.recordLocation(reply, collection);
  }

  /** `POST /<collection>/` with an array: asserts 201, follows the batch link, returns the pids in order. */
  async createMany(collection: string, bodies: readonly unknown[], options?: RequestOptions): Promise<Pid[]> {
    const reply = await this.post(`/${collection}/`, bodies, options);
    assert.equal(reply.status, 201, `array create ${collection}: ${describeReply(reply)}`);
    const records = await this.followBatch(reply, collection, options);
    assert.equal(records.length, bodies.length, 'the batch link lists every created record');
    return records.map((record) => record.pid as Pid);
  }

  /** Checks and follows the list link of an array creation. */
  async followBatch(reply: Reply, collection: string, options?: RequestOptions): Promise<JsonObject[]> {
    const location = reply.headers.get('location');
    assert.ok(location, 'an array creation answers with a Location');
    assert.ok(
      location.startsWith(`${this.baseUrl}/${collection}/?`),
      `Location ${location} is a list link under the base address`,
    );
    const url = new URL(location);
    assert.equal(
      url.origin + url.pathname,
      `${this.baseUrl}/${collection}/`,
      'the Location is the collection',
    );
    const batchId = url.searchParams.get('filters[batchId]');
    assert.ok(batchId, `the Location filters by batchId: ${location}`);
    assert.equal(
      url.searchParams.get('orderBy[batchOrder]'),
      'asc',
      `the Location orders by batchOrder: ${location}`,
    );
    const list = await this.get(url.href, { token: options?.token });
    assert.equal(list.status, 200, `the batch link reads: ${describeReply(list)}`);
    assert.ok(Array.isArray(list.body));
    return list.body as JsonObject[];
  }

  recordLocation(reply: Reply, collection: string): Pid {
    const location = reply.headers.get('location');
    assert.ok(location, `the response has a Location header (${collection})`);
    const prefix = `${this.baseUrl}/${collection}/`;
    assert.ok(location.startsWith(prefix), `Location ${location} is a record of ${prefix}`);
    const url = new URL(location);
    const href = url.origin + url.pathname;
    const pid = decodeURIComponent(href.slice(prefix.length));
    assert.match(pid, /^[^/]+$/, `Location ${location} names one record`);
    return collection === 'bookings' ? Number(pid) : pid;
  }

  /** `GET /<collection>/<pid>`: asserts 200 and returns the record. */
  async read(collection: string, pid: Pid, query = '', options?: RequestOptions): Promise<JsonObject> {
    const reply = await this.get(`/${collection}/${pid}${query}`, options);
    assert.equal(reply.status, 200, `read ${collection}/${pid}${query}: ${describeReply(reply)}`);
    assert.ok(reply.body && typeof reply.body === 'object' && !Array.isArray(reply.body));
    return reply.body as JsonObject;
  }

  /** A collection read: asserts 200, a bare array and `X-Count`. */
  async list(path: string, options?: RequestOptions): Promise<{ items: JsonObject[]; count: number }> {
    const reply = await this.get(path, options);
    assert.equal(reply.status, 200, `list ${path}: ${describeReply(reply)}`);
    assert.ok(Array.isArray(reply.body), `list ${path} answers a bare JSON array`);
    const header = reply.headers.get('x-count');
    assert.ok(header !== null && /^\d+$/.test(header), `list ${path} has an X-Count header (got ${header})`);
    return { items: reply.body as JsonObject[], count: Number(header) };
  }

  async pids(path: string, options?: RequestOptions): Promise<Pid[]> {
    return (await this.list(path, options)).items.map((item) => item.pid as Pid);
  }
}

/** Every collection of the contract that a user can list. */
export const COLLECTIONS = [
  'hosts',
  'persons',
  'bookings',
  'tickets',
  'events',
  'venues',
  'sectors',
  'seats',
  'shows',
  'prices',
  'ticketoptiongroups',
  'ticketoptions',
  'ticketoptionlimitations',
  'options',
  'deliveryrates',
  'deliveries',
] as const;

export function describeReply(reply: Reply): string {
  const body = reply.text.length > 600 ? `${reply.text.slice(0, 600)}…` : reply.text;
  return `${reply.method} ${reply.url} → ${reply.status} ${body}`;
}

export interface ProblemExpectation {
  status?: number;
  code?: string;
  /** Property paths that must appear in `errors`. */
  paths?: readonly string[];
}

/** Asserts an RFC 9457 problem body with a stable code (DESIGN.md §4, Errors). */
export function assertProblem(reply: Reply, expected: ProblemExpectation = {}): void {
  const context = describeReply(reply);
  if (expected.status !== undefined) assert.equal(reply.status, expected.status, context);
  else assert.ok(reply.status >= 400 && reply.status < 500, `expected a 4xx: ${context}`);
  assert.match(reply.headers.get('content-type') ?? '', /^application\/problem\+json/, context);
  const body = reply.body as Record<string, unknown>;
  assert.ok(body && typeof body === 'object', context);
  assert.equal(body.status, reply.status, `problem status equals the HTTP status: ${context}`);
  assert.equal(typeof body.type, 'string', context);
  assert.equal(typeof body.title, 'string', context);
  assert.equal(typeof body.detail, 'string', context);
  assert.equal(typeof body.code, 'string', context);
  assert.ok(Array.isArray(body.errors), `problem has errors[]: ${context}`);
  for (const error of body.errors as unknown[]) {
    const item = error as Record<string, unknown>;
    assert.equal(typeof item.property_path, 'string', context);
    assert.equal(typeof item.message, 'string', context);
  }
  if (expected.code !== undefined) assert.equal(body.code, expected.code, context);
  if (expected.paths) {
    const paths = (body.errors as { property_path: string }[]).map((error) => error.property_path);
    for (const path of expected.paths) {
      assert.ok(
        paths.includes(path),
        `errors name ${JSON.stringify(path)} (got ${JSON.stringify(paths)}): ${context}`,
      );
    }
  }
}

export function assertStatus(reply: Reply, status: number): void {
  assert.equal(reply.status, status, describeReply(reply));
}

/** Asserts that `action` leaves the observable state exactly as it was. */
export async function assertUnchanged(api: Api, action: () => Promise<unknown>): Promise<void> {
  const before = await api.state();
  await action();
  const after = await api.state();
  assert.deepEqual(after, before, 'the rejected request changed the state');
}

/** An area of the behaviour suite: a title and the tests it registers against a target. */
interface Area {
  readonly title: string;
  readonly body: (api: () => Api) => void;
}

const areas: Area[] = [];

/** One validator for the whole run: its compiled schemas are shared by every target. */
const contractValidator = new ResponseValidator();
const contractViolations: string[] = [];

/**
 * Declares an area of the behaviour suite. Its tests are registered once per target by
 * {@link runBehaviourSuite}; `api()` is that target's session during a test.
 */
export function behaviour(title: string, body: (api: () => Api) => void): void {
  areas.push({ title, body });
}

/**
 * Registers every declared area once per selected target, in a `describe` per target that
 * starts the target before its tests and closes it after (so only one MSW server listens at a
 * time), with a fresh `empty` seed and a `demo` login before every test.
 */
/** Runs every area against each of `targets` (narrowed by `MOCK_TARGETS`). */
export function runBehaviourSuite(targets: readonly TargetName[]): void {
  for (const name of selectedTargets(targets)) {
    describe(`mock behaviour [${name}]`, () => {
      let api: Api | undefined;
      before(async () => {
        api = new Api(await startTarget(name));
      });
      after(async () => {
        await api?.target.close();
      });
      beforeEach(async () => {
        assert.ok(api, 'the target started');
        await api.reset();
        await api.login('demo');
      });
      const session = () => {
        assert.ok(api, 'the target started');
        return api;
      };
      for (const area of areas) describe(area.title, () => area.body(session));
    });
  }
  after(() => {
    const { validated, undocumented } = contractValidator.counts;
    console.log(
      `contract: ${validated} answers validated against src/api/openapi.json, ${undocumented} on ` +
        `undocumented paths, ${contractViolations.length} violations`,
    );
    assert.ok(validated > 0, 'the suite validated answers against the contract');
    assert.deepEqual(contractViolations, [], 'every answer of the suite conforms to the contract');
  });
}

/** `[...].map(pid)` sorted for set comparison. */
export function sorted<T extends Pid>(values: readonly T[]): T[] {
  return [...values].sort((a, b) => String(a).localeCompare(String(b)));
}

/** A query string from pairs, with brackets left readable (as clients send them). */
export function query(pairs: Record<string, string | number> | readonly [string, string | number][]): string {
  const entries = Array.isArray(pairs) ? pairs : Object.entries(pairs);
  if (entries.length === 0) return '';
  return `?${entries
    .map(([key, value]) => `${encodeKey(key)}=${encodeURIComponent(String(value))}`)
    .join('&')}`;
}

function encodeKey(key: string): string {
  return key
    .split(/([[\]])/)
    .map((part) => (part === '[' || part === ']' ? part : encodeURIComponent(part)))
    .join('');
}

export function randomUuid(): string {
  return crypto.randomUUID().toUpperCase();
}
