/**
 * The gateway in front of the real mock service, in-process: the mock's Hono app is the
 * gateway's upstream fetch. Every upstream exchange is recorded (to count token grants and to
 * learn every token the gateway ever held), and every answer a visitor gets is kept, so a suite
 * can prove that none of them carries a credential.
 */
import assert from 'node:assert/strict';
import { createApp, createMock, type Mock } from '../../../mock-server/index';
import { HeldDelays } from '../../fixtures/held-delays';
import {
  createGateway,
  type Gateway,
  type GatewayOptions,
  type GatewayStore,
  type GatewayUpstreamOptions,
} from '../../../src/gateway/index';

export const UPSTREAM_BASE = 'http://upstream.internal/api';
export const GATEWAY_BASE = 'https://shop.example/tickets';
export const SHOP_ORIGIN = 'https://shop.example';
export const EMBED_ORIGIN = 'https://embed.example';
export const CLIENT_ID = 'demo-client';
export const CLIENT_SECRET = 'demo-secret';
export const USERNAME = 'demo';
export const PASSWORD = 'demo';
export const SESSION_SECRET = 'a-test-secret-of-at-least-32-characters!!';
export const UUID = /^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/;

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  body: unknown;
  session: string | null;
}

export interface UpstreamCall {
  method: string;
  path: string;
  headers: Headers;
  body: string;
  grant?: string;
}

/** Every visitor answer and every issued token of the whole test process, for leak scans. */
export const everything = { replies: [] as Reply[], tokens: new Set<string>() };

export function basic(id = CLIENT_ID, secret = CLIENT_SECRET): string {
  return `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
}

/** A manual clock for the gateway's sessions and rate limits. */
export function fakeClock(start = Date.parse('2026-06-01T08:00:00Z')) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

export class Setup {
  readonly mock: Mock;
  readonly app: ReturnType<typeof createApp>;
  readonly calls: UpstreamCall[] = [];
  /** Every access and refresh token the service issued (to the gateway or to the back office). */
  readonly tokens = new Set<string>();
  /** Every answer a visitor received, for the leak scan. */
  readonly replies: Reply[] = [];
  readonly clock = fakeClock();
  /** The mock's fault delays and latency, held until the test releases them. */
  readonly delays = new HeldDelays();
  gateway!: Gateway;
  /** The upstream exchanges whose answer the mock has not given yet (a gateway may have given up). */
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor() {
    this.mock = createMock({ seed: 'empty' });
    this.app = createApp(this.mock, {
      basePath: new URL(UPSTREAM_BASE).pathname,
      delay: this.delays.wait,
    });
  }

  /** The gateway's upstream fetch: the mock app, recording each call and each issued token. */
  readonly upstreamFetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const body = request.body ? await request.clone().text() : '';
    const path = url.pathname.slice(new URL(UPSTREAM_BASE).pathname.length) + url.search;
    const call: UpstreamCall = { method: request.method, path, headers: request.headers, body };
    if (path.startsWith('/oauth/v2/token')) call.grant = new URLSearchParams(body).get('grant_type') ?? '';
    this.calls.push(call);
    const answer = Promise.resolve(this.app.fetch(request));
    this.inFlight.add(answer);
    void answer.finally(() => this.inFlight.delete(answer)).catch(() => undefined);
    const response = await answer;
    if (call.grant !== undefined && response.ok) this.remember(await response.clone().json());
    return response;
  };

  remember(body: { access_token?: string; refresh_token?: string }): void {
    for (const token of [body.access_token, body.refresh_token]) {
      if (!token) continue;
      this.tokens.add(token);
      everything.tokens.add(token);
    }
  }

  useGateway(
    options: Omit<Partial<GatewayOptions>, 'upstream'> &
      Pick<GatewayOptions, 'events'> & { upstream?: Partial<GatewayUpstreamOptions> },
  ): Gateway {
    this.gateway = createGateway({
      sessionSecret: SESSION_SECRET,
      allowedOrigins: [SHOP_ORIGIN, EMBED_ORIGIN],
      basePath: '/tickets',
      now: this.clock.now,
      ...options,
      upstream: {
        baseUrl: UPSTREAM_BASE,
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        username: USERNAME,
        password: PASSWORD,
        fetch: this.upstreamFetch,
        ...options.upstream,
      },
    });
    return this.gateway;
  }

  /**
   * Several gateway instances with the same options, each with its own store object (one shared
   * Redis, as behind a load balancer); visitors' requests go to them in turn.
   */
  useInstances(options: Parameters<Setup['useGateway']>[0], stores: readonly GatewayStore[]): Gateway[] {
    const instances = stores.map((store) => this.useGateway({ ...options, store }));
    let next = 0;
    this.gateway = (request, connection) => instances[next++ % instances.length]!(request, connection);
    return instances;
  }

  /** Resolves once the mock has answered every request sent to it so far, given up on or not. */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  grants(): string[] {
    return this.calls.filter((call) => call.grant !== undefined).map((call) => call.grant!);
  }

  /** A request to the mock as the back office (its own login, not the gateway's). */
  async backOffice(method: string, path: string, body?: unknown, username = USERNAME): Promise<Response> {
    const token = await this.backOfficeToken(username);
    const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    return this.app.fetch(
      new Request(`${UPSTREAM_BASE}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  }

  private readonly backOfficeTokens = new Map<string, string>();

  private async backOfficeToken(username: string): Promise<string> {
    const known = this.backOfficeTokens.get(username);
    if (known) return known;
    const response = await this.app.fetch(
      new Request(`${UPSTREAM_BASE}/oauth/v2/token`, {
        method: 'POST',
        headers: { Authorization: basic(), 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'password', username, password: username }).toString(),
      }),
    );
    const body = (await response.json()) as { access_token: string };
    this.remember(body);
    this.backOfficeTokens.set(username, body.access_token);
    return body.access_token;
  }

  /** Creates a record as the back office and returns its pid. */
  async create(collection: string, body: unknown, username = USERNAME): Promise<string> {
    const response = await this.backOffice('POST', `/${collection}/`, body, username);
    assert.equal(response.status, 201, `creating ${collection}: ${await response.clone().text()}`);
    return decodeURIComponent(new URL(response.headers.get('location')!).pathname.split('/').pop()!);
  }

  async admin(path: string, body: unknown): Promise<Response> {
    return this.app.fetch(
      new Request(`${UPSTREAM_BASE}/__admin/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
  }

  /** A visitor's request through the gateway. */
  async visit(
    method: string,
    path: string,
    options: {
      body?: unknown;
      raw?: BodyInit;
      session?: string | null;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Reply> {
    const headers = new Headers(options.headers);
    if (!headers.has('origin')) headers.set('Origin', SHOP_ORIGIN);
    if (options.session) headers.set('X-Session', options.session);
    let body: BodyInit | undefined = options.raw;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers.set('Content-Type', 'application/json');
    }
    const url = /^https?:/.test(path) ? path : `${GATEWAY_BASE}${path}`;
    const init = { method, headers, body, duplex: 'half' } as RequestInit;
    const response = await this.gateway(new Request(url, init), {
      clientAddress: headers.get('x-test-address') ?? '203.0.113.7',
    });
    const text = method === 'HEAD' ? '' : await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    const reply = { status: response.status, headers: response.headers, text, body: parsed };
    this.replies.push({ ...reply, session: response.headers.get('x-session') });
    everything.replies.push({ ...reply, session: response.headers.get('x-session') });
    return { ...reply, session: response.headers.get('x-session') };
  }
}

/**
 * Fails when any answer carries a credential the gateway holds: the client secret (also inside
 * a Basic header), the back-office password, an access or refresh token, or the service's
 * address. Returns how many answers were scanned.
 */
export function assertNoLeaks(replies: readonly Reply[], tokens: Iterable<string>): number {
  const secrets = [CLIENT_SECRET, basic().slice('Basic '.length), new URL(UPSTREAM_BASE).host, ...tokens];
  for (const reply of replies) {
    const headers = [...reply.headers].map(([name, value]) => `${name}: ${value}`).join('\n');
    const text = `${headers}\n${reply.text}`;
    for (const secret of secrets) {
      assert.ok(!text.includes(secret), `an answer (${reply.status}) contains ${secret.slice(0, 8)}…`);
    }
    // The password is a short word; it may not appear as a word of its own.
    assert.ok(
      !new RegExp(`\\b${PASSWORD}\\b`).test(text),
      `an answer (${reply.status}) contains the password`,
    );
  }
  return replies.length;
}
