/**
 * The inspector's HTTP side: the mock's admin controls, and the records read through the normal
 * API as the demo user (typed client, bearer token). It remembers the requests it sends, so the
 * journal entries they cause can be told apart from the ones a page or a tester caused
 * (`own-traffic.ts`).
 */
import {
  ApiError,
  createClient,
  createTokenManager,
  unwrap,
  type ApiClient,
  type FetchResult,
  type TokenManager,
} from '../../src/api/index.js';
import { OwnTraffic } from './own-traffic.js';
import type {
  MockClock,
  MockClockMoved,
  MockConfig,
  MockConfigPatch,
  MockFault,
  MockFaultInput,
  MockJournalEntry,
} from './types.js';
import type {
  BookingRecord,
  EventRecord,
  Listed,
  Mail,
  ShowRecord,
  TicketRecord,
  WebhookEvent,
} from './view-types.js';

/** The seed's back-office login; the inspector sees what the demo host sees. */
const CREDENTIALS = {
  clientId: 'demo-client',
  clientSecret: 'demo-secret',
  username: 'demo',
  password: 'demo',
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/** The first array among `keys` of an object, or the value itself when it is one. */
function listIn(body: unknown, keys: readonly string[]): unknown[] {
  if (Array.isArray(body)) return body;
  if (isObject(body)) for (const key of keys) if (Array.isArray(body[key])) return body[key];
  return [];
}

/** A recipient as a mail header shows it, from a string, an address object or a list of them. */
function recipient(value: unknown): string {
  if (Array.isArray(value)) return value.map(recipient).join(', ');
  if (isObject(value)) {
    const email = text(value.email) ?? text(value.address) ?? '';
    const name = text(value.name);
    return name ? `${name} <${email}>` : email;
  }
  return text(value) ?? '';
}

export function toMail(raw: unknown, index: number): Mail {
  const mail = isObject(raw) ? raw : {};
  return {
    id: text(mail.id) ?? `mail-${index}`,
    at: text(mail.at) ?? text(mail.sent) ?? text(mail.created) ?? text(mail.date),
    to: recipient(mail.to ?? mail.recipient),
    subject: text(mail.subject) ?? '',
    text: text(mail.text) ?? text(mail.body) ?? '',
  };
}

export function toWebhookEvent(raw: unknown, index: number): WebhookEvent {
  const event = isObject(raw) ? raw : {};
  // Each subscription gets a delivery; without subscriptions the call is only recorded.
  const states = (Array.isArray(event.deliveries) ? event.deliveries : [])
    .map((delivery) => (isObject(delivery) ? text(delivery.state) : undefined))
    .filter((state) => state !== undefined);
  return {
    id: text(event.id) ?? `webhook-${index}`,
    at: text(event.at) ?? text(event.created),
    type: text(event.type) ?? '',
    payload: event.payload,
    status: states.length > 0 ? states.join(', ') : text(event.status),
  };
}

/** A control this mock does not have: it answers 404 or 405 instead. */
export function isMissingControl(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 405);
}

/** Admin reads the journal leaves out, so as not to bury what QA looks for. */
const UNJOURNALED_READS = /^\/(journal|snapshot|outbox|webhooks|webhooks\/events|faults|sessions)(\?|$)/;

export class InspectorApi {
  /** The API's base address, absolute, without a trailing slash. */
  readonly base: string;
  private readonly client: ApiClient;
  private readonly tokens: TokenManager;
  private readonly own = new OwnTraffic();

  /** @param mockNow the mock's time, so tokens are renewed before the mock thinks they expired. */
  constructor(apiBase: string, mockNow: () => number) {
    this.base = new URL(apiBase, globalThis.location.href).href.replace(/\/+$/, '');
    const fetch = (request: Request) => this.send(request);
    this.tokens = createTokenManager({ baseUrl: this.base, ...CREDENTIALS, fetch, now: mockNow });
    this.client = createClient({ baseUrl: this.base, fetch, auth: this.tokens });
  }

  /**
   * Whether a journal entry was caused by the inspector; each request it sent matches one entry,
   * and a granted login one more. The journal does not record reads of itself.
   */
  claim(entry: MockJournalEntry): boolean {
    return this.own.claim(entry);
  }

  /** Forgets the session: after a reset or a restore the mock no longer knows its tokens. */
  signOut(): Promise<void> {
    return this.tokens.clear();
  }

  journal(since: number, limit?: number): Promise<MockJournalEntry[]> {
    const query = new URLSearchParams({ since: String(since), ...(limit ? { limit: String(limit) } : {}) });
    return this.admin('GET', `/journal?${query}`);
  }

  clock(): Promise<MockClock> {
    return this.admin('GET', '/clock');
  }

  advanceClock(advanceMs: number): Promise<MockClockMoved> {
    return this.admin('POST', '/clock', { advanceMs });
  }

  config(): Promise<MockConfig> {
    return this.admin('GET', '/config');
  }

  updateConfig(patch: MockConfigPatch): Promise<MockConfig> {
    return this.admin('PATCH', '/config', patch);
  }

  reset(seed: string): Promise<{ seed: string }> {
    return this.admin('POST', '/reset', { seed });
  }

  async faults(): Promise<MockFault[]> {
    return listIn(await this.admin('GET', '/faults'), ['faults']) as MockFault[];
  }

  addFault(fault: MockFaultInput): Promise<MockFault> {
    return this.admin('POST', '/faults', fault);
  }

  removeFault(id: string): Promise<void> {
    return this.admin('DELETE', `/faults/${encodeURIComponent(id)}`);
  }

  async outbox(): Promise<Mail[]> {
    return listIn(await this.admin('GET', '/outbox'), ['mails']).map(toMail);
  }

  /** The webhook calls the mock emitted, oldest first. */
  async webhooks(): Promise<WebhookEvent[]> {
    return listIn(await this.admin('GET', '/webhooks/events'), ['events']).map(toWebhookEvent);
  }

  events(): Promise<Listed<EventRecord>> {
    return this.list(this.client.GET('/events/', { params: { query: { orderBy: { created: 'asc' } } } }));
  }

  /** Shows in order of start, with their remaining capacity when `capacity` is asked for. */
  shows(capacity: boolean, maxResults = 100): Promise<Listed<ShowRecord>> {
    const query = {
      orderBy: { start: 'asc' as const },
      maxResults,
      ...(capacity ? { properties: { capacity: '1' as const } } : {}),
    };
    return this.list(this.client.GET('/shows/', { params: { query } }));
  }

  /** The newest bookings first. */
  bookings(maxResults = 50): Promise<Listed<BookingRecord>> {
    return this.list(
      this.client.GET('/bookings/', { params: { query: { orderBy: { created: 'desc' }, maxResults } } }),
    );
  }

  async tickets(booking: string | number): Promise<TicketRecord[]> {
    const result = await this.client.GET('/bookings/{pid}/tickets/', {
      params: { path: { pid: Number(booking) } },
    });
    return unwrap(result as FetchResult<TicketRecord[]>);
  }

  private async list<T>(request: Promise<FetchResult<T[]>>): Promise<Listed<T>> {
    const result = await request;
    const items = unwrap(result);
    const count = Number(result.response.headers.get('X-Count'));
    return { items, total: Number.isSafeInteger(count) ? count : items.length };
  }

  private async admin<T>(method: string, path: string, body?: unknown): Promise<T> {
    const request = new Request(`${this.base}/__admin${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const journaled = method !== 'GET' || !UNJOURNALED_READS.test(path);
    const response = await (journaled ? this.send(request) : globalThis.fetch(request));
    const raw = await response.text();
    let parsed: unknown = raw;
    try {
      parsed = raw === '' ? undefined : JSON.parse(raw);
    } catch {
      // Not JSON: kept as text for the error.
    }
    if (!response.ok) throw ApiError.from(response, parsed);
    return parsed as T;
  }

  /** Sends a request the journal will record, remembering it as the inspector's own. */
  private send(request: Request): Promise<Response> {
    return this.own.send(request, (sent) => globalThis.fetch(sent));
  }
}
