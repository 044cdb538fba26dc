/**
 * Random requests against the in-process mock: whatever the body, path or query, the service
 * answers no 5xx, and a rejected request (4xx) leaves the store exactly as it was.
 *
 * `FUZZ_RUNS` changes the number of runs per property (default 300), `FUZZ_SEED` replays a run.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { setUpCatalogue, type Catalogue } from '../behaviour/catalogue';
import { Api, COLLECTIONS, describeReply, type Reply } from '../behaviour/harness';
import { startTarget } from '../behaviour/targets';

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const parameters = { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) };

interface FuzzRequest {
  method: string;
  path: string;
  body?: string;
  contentType?: string;
  /** `demo` (default), `other` or none. */
  as: 'demo' | 'other' | 'nobody';
}

const METHODS = ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'PUT', 'OPTIONS'] as const;
const RESOURCE_PATHS = [...COLLECTIONS, 'oauth/v2/token', 'email/send', 'email', 'openapi.json'] as const;
const CHILDREN = [
  'bookings',
  'tickets',
  'shows',
  'prices',
  'sectors',
  'deliveries',
  'ticketoptions',
  'events',
  'persons',
];
const FIELDS = [
  'pid',
  'name',
  'host',
  'event',
  'venue',
  'start',
  'price',
  'price_category',
  'capacity',
  'customer',
  'booking',
  'show',
  'sector',
  'confirmation',
  'newsletter',
  'lastname',
  'firstname',
  'email',
  'address',
  'city',
  'created',
  'updated',
  'ticket_options',
  'limitation',
  'scope',
  'required',
  'currency',
  'batchId',
  'batchOrder',
  'expires',
  'shows',
  'tickets',
  'capacity',
  'code',
  'pid_readable',
  'delivery_method',
  'released',
  'constructor',
  '__proto__',
];
const OPERATORS = ['_comp', '_value', '_logic', '0', '1', '2', '10', '99999', '-1', '', '[', ']', '%5B'];
const VALUES = [
  'eq',
  'gt',
  'gte',
  'lt',
  'lte',
  'neq',
  'isNull',
  'isNotNull',
  'AND',
  'OR',
  'or',
  'asc',
  'desc',
  '1',
  '0',
  'true',
  'false',
  '',
  '2026-12-31 19:30:00',
  '2026-02-30 25:61:61',
  '1e400',
  '-0',
  'NaN',
  'Infinity',
  '-1',
  '0.5',
  '9'.repeat(40),
  '1234-5678-9012',
  'null',
  '%00',
  '[]',
  '{}',
];

/** Per collection: fields and relation paths that filters can name, and the expansions. */
const QUERYABLE: Record<string, { fields: string[]; expand: string[] }> = {
  persons: {
    fields: [
      'pid',
      'lastname',
      'firstname',
      'email',
      'company',
      'newsletter',
      'salutation',
      'locale',
      'created',
      'address.city',
      'address.country',
      'host.name',
    ],
    expand: ['bookings'],
  },
  bookings: {
    fields: [
      'pid',
      'pid_readable',
      'customer',
      'confirmation',
      'delivery_method',
      'expires',
      'released',
      'created',
      'customer.lastname',
      'customer.address.city',
      'tickets.price',
      'tickets.show.start',
      'host.name',
    ],
    expand: ['customer', 'tickets', 'deliveries'],
  },
  shows: {
    fields: ['pid', 'start', 'event', 'venue', 'updated', 'event.name', 'venue.city', 'event.host.name'],
    expand: ['event', 'venue', 'tickets', 'capacity'],
  },
  sectors: {
    fields: ['capacity', 'price_category', 'name', 'host', 'host.name', 'host.city'],
    expand: ['x'],
  },
  tickets: {
    fields: [
      'booking',
      'show',
      'price',
      'sector',
      'confirmation',
      'code',
      'denormalized_price_including_vat',
      'ticket_options',
      'booking.confirmation',
      'show.start',
      'price.price',
    ],
    expand: ['x'],
  },
  events: {
    fields: ['name', 'allow_digital_dispatch', 'currency', 'host', 'shows.start', 'prices.price'],
    expand: ['shows', 'prices', 'ticketoptiongroups', 'options'],
  },
};

function pidsOf(c: Catalogue): string[] {
  return [
    c.host,
    c.venue,
    c.parkett,
    c.balkon,
    c.event,
    ...c.shows,
    c.adult,
    c.child,
    c.balconyPrice,
    c.group,
    c.yes,
    c.no,
    c.limitation,
    c.option,
    c.anna,
    c.bruno,
    String(c.booking),
    ...c.tickets,
  ];
}

/** Valid creation bodies, by collection, for the mutations to start from. */
function validBodies(c: Catalogue): Record<string, Record<string, unknown>> {
  return {
    persons: {
      firstname: 'Eva',
      lastname: 'Fuzz',
      email: 'eva@example.ch',
      address: { city: 'Bern', country: 'CH' },
    },
    bookings: { customer: c.bruno },
    tickets: { booking: c.booking, show: c.shows[1], price: c.adult, sector: c.parkett },
    events: { host: c.host, name: 'Fuzz', allow_digital_dispatch: true, currency: 'CHF' },
    venues: { host: c.host, name: 'Fuzz', city: 'Bern' },
    sectors: { host: c.venue, name: 'Fuzz', price_category: 1, capacity: 3 },
    shows: { event: c.event, venue: c.venue, start: '2027-05-01 20:00:00' },
    prices: { event: c.event, name: 'Fuzz', price_category: 2, price: 12.5 },
    ticketoptiongroups: { event: c.event, name: 'Fuzz?', required: false },
    ticketoptions: { ticket_option_group: c.group, name: 'Fuzz', price: 1 },
    ticketoptionlimitations: { ticket_options: [c.no], limitation: 2, scope: 'event' },
    options: { event: c.event, name: 'Fuzz', items_per_booking: 2, limitation: 5 },
  };
}

function recordOf(c: Catalogue): Record<string, string> {
  return {
    persons: c.anna,
    bookings: String(c.booking),
    tickets: c.tickets[0],
    events: c.event,
    venues: c.venue,
    sectors: c.parkett,
    shows: c.shows[0],
    prices: c.adult,
    ticketoptiongroups: c.group,
    ticketoptions: c.yes,
    ticketoptionlimitations: c.limitation,
    options: c.option,
  };
}

/** JSON.stringify that never throws (fc.anything may produce values JSON cannot hold). */
function toJson(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

function arbitraries(c: Catalogue) {
  const pids = pidsOf(c);
  const bodies = validBodies(c);
  const records = recordOf(c);
  const collections = Object.keys(bodies);

  const pid = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...pids) },
    fc.uuid().map((uuid) => uuid.toUpperCase()),
    fc.uuid(),
    fc.stringMatching(/^[0-9a-f]{16}$/),
    fc.bigInt({ min: 0n, max: 10n ** 30n }).map(String),
    fc.string({ maxLength: 20 }).map(encodeURIComponent),
    fc.constantFrom(
      '..',
      '%2e%2e',
      '%00',
      '-1',
      '0',
      'null',
      'undefined',
      '1234-5678-9012',
      '%F0%9F%8E%AB',
      ' ',
    ),
  );
  const segment = fc.oneof(fc.constantFrom(...CHILDREN), pid, fc.constantFrom('', '..', 'x', '__proto__'));
  const path = fc
    .record({
      base: fc.constantFrom(...RESOURCE_PATHS),
      rest: fc.array(segment, { maxLength: 4 }),
      slash: fc.boolean(),
    })
    .map(({ base, rest, slash }) => `/${[base, ...rest].join('/')}${slash ? '/' : ''}`);

  const bracket = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...FIELDS) },
    { weight: 2, arbitrary: fc.constantFrom(...OPERATORS) },
    fc.constantFrom(...pids),
    fc.string({ maxLength: 6 }),
  );
  const key = fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'filters',
            'filters',
            'properties',
            'orderBy',
            'page',
            'maxResults',
            'filter',
            'Filters',
            '_',
            '',
          ),
          fc.array(bracket, { maxLength: 6 }),
        )
        .map(([family, parts]) => `${family}${parts.map((part) => `[${part}]`).join('')}`),
    },
    fc.integer({ min: 20, max: 400 }).map((depth) => `filters${'[a]'.repeat(depth)}`),
    fc.string({ maxLength: 12 }),
  );
  const value = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...VALUES) },
    fc.constantFrom(...pids),
    fc.integer().map(String),
    fc.double().map(String),
    fc.bigInt().map(String),
    fc.string({ maxLength: 30 }),
    fc.string({ unit: 'grapheme', maxLength: 10 }),
  );
  const encode = (text: string, raw: boolean) =>
    raw ? text.replace(/[&#=\s]/g, encodeURIComponent) : encodeURIComponent(text);
  const search = fc
    .array(fc.tuple(key, value, fc.boolean()), { minLength: 1, maxLength: 8 })
    .map((pairs) => pairs.map(([k, v, raw]) => `${encode(k, raw)}=${encode(v, raw)}`).join('&'));

  const as = fc.constantFrom<FuzzRequest['as']>('demo', 'demo', 'demo', 'demo', 'other', 'nobody');
  const contentType = fc.oneof(
    { weight: 8, arbitrary: fc.constant('application/json') },
    fc.constantFrom(
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/problem+json',
      '',
    ),
  );

  /** A random value, sometimes an unusual one. */
  const anyValue = fc.oneof(
    { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    fc.constantFrom(...pids),
    fc.constantFrom(
      1e308,
      -1,
      0,
      0.001,
      12.345,
      2 ** 53 + 1,
      '',
      ' ',
      'x'.repeat(300),
      '2026-12-31 19:30:00',
      null,
      [],
      {},
    ),
  );

  type Mutation = (body: Record<string, unknown>) => Record<string, unknown>;
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    fc
      .tuple(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 8 })), anyValue)
      .map(([k, v]) => (body: Record<string, unknown>) => ({ ...body, [k]: v })),
    fc.nat().map((n) => (body: Record<string, unknown>) => {
      const keys = Object.keys(body);
      if (keys.length === 0) return body;
      const copy = { ...body };
      delete copy[keys[n % keys.length]!];
      return copy;
    }),
    fc.tuple(fc.nat(), anyValue).map(([n, v]) => (body: Record<string, unknown>) => {
      const keys = Object.keys(body);
      return keys.length === 0 ? body : { ...body, [keys[n % keys.length]!]: v };
    }),
    anyValue.map((v) => (body: Record<string, unknown>) => ({ ...body, address: { city: v, street: v } })),
  );
  const mutated = fc
    .record({
      collection: fc.constantFrom(...collections),
      mutations: fc.array(mutation, { minLength: 1, maxLength: 4 }),
      shape: fc.constantFrom('create', 'create-array', 'patch', 'patch-array'),
      as,
    })
    .map(({ collection, mutations, shape, as }): FuzzRequest => {
      const valid = bodies[collection]!;
      const body = mutations.reduce((current, mutate) => mutate(current), valid);
      const record = records[collection]!;
      switch (shape) {
        case 'create':
          return {
            method: 'POST',
            path: `/${collection}/`,
            body: toJson(body),
            contentType: 'application/json',
            as,
          };
        case 'create-array':
          return {
            method: 'POST',
            path: `/${collection}/`,
            body: toJson([valid, body]),
            contentType: 'application/json',
            as,
          };
        case 'patch':
          return {
            method: 'PATCH',
            path: `/${collection}/${record}`,
            body: toJson(body),
            contentType: 'application/json',
            as,
          };
        default:
          return {
            method: 'PATCH',
            path: `/${collection}/`,
            body: toJson([{ pid: record, ...body }]),
            contentType: 'application/json',
            as,
          };
      }
    });

  const randomBody = fc.oneof(
    fc.jsonValue().map(toJson),
    fc.anything({ maxDepth: 3 }).map(toJson),
    fc.string({ maxLength: 200 }),
    fc.constantFrom(
      '{',
      '[',
      '{"a":',
      'null',
      '"',
      '\u0000',
      '{"__proto__":{"x":1}}',
      `[${'['.repeat(5000)}`,
      '{}'.repeat(100),
    ),
  );
  const bodyRequest = fc
    .record({
      method: fc.constantFrom('POST', 'PATCH', 'PUT', 'DELETE'),
      collection: fc.constantFrom(...collections),
      onRecord: fc.boolean(),
      body: randomBody,
      contentType,
      as,
    })
    .map(({ method, collection, onRecord, body, contentType, as }): FuzzRequest => ({
      method,
      path: onRecord ? `/${collection}/${records[collection]}` : `/${collection}/`,
      body,
      contentType,
      as,
    }));

  const pathRequest = fc
    .record({
      method: fc.constantFrom(...METHODS),
      path,
      body: fc.option(randomBody, { nil: undefined }),
      as,
    })
    .map(({ method, path, body, as }): FuzzRequest => ({
      method,
      path,
      ...(body === undefined || method === 'GET' || method === 'HEAD'
        ? {}
        : { body, contentType: 'application/json' }),
      as,
    }));

  const listPath = fc.oneof(
    fc.constantFrom(...COLLECTIONS).map((collection) => `/${collection}/`),
    fc.constantFrom(
      `/events/${c.event}/bookings/`,
      `/shows/${c.shows[0]}/bookings/`,
      `/hosts/${c.host}/bookings/`,
      `/bookings/${c.booking}/tickets/`,
      `/bookings/${c.booking}`,
      `/events/${c.event}`,
    ),
  );
  const queryRequest = fc
    .record({ path: listPath, search, method: fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST'), as })
    .map(({ path, search, method, as }): FuzzRequest => ({ method, path: `${path}?${search}`, as }));

  // Queries made of the collection's own fields, relations and expansions, so that most of them
  // are valid and reach the query engine with odd values, depths and sizes.
  const structuredRequest = fc.constantFrom(...Object.keys(QUERYABLE)).chain((collection) => {
    const { fields, expand } = QUERYABLE[collection]!;
    const condition = fc
      .record({
        field: fc.constantFrom(...fields),
        index: fc.option(fc.constantFrom('0', '1', '2'), { nil: undefined }),
        comp: fc.option(fc.constantFrom('eq', 'gt', 'gte', 'lt', 'lte', 'neq', 'isNull', 'isNotNull'), {
          nil: undefined,
        }),
        value,
      })
      .map(({ field, index, comp, value }) => {
        const at = `filters${field
          .split('.')
          .map((name) => `[${name}]`)
          .join('')}${index === undefined ? '' : `[${index}]`}`;
        return comp === undefined
          ? [`${at}=${encodeURIComponent(value)}`]
          : [`${at}[_comp]=${comp}`, `${at}[_value]=${encodeURIComponent(value)}`];
      });
    const extra = fc.oneof(
      fc.constantFrom('filters[_logic]=OR', 'filters[_logic]=AND'),
      fc.constantFrom(...fields).map((field) => `filters[${field.split('.')[0]}][_logic]=OR`),
      fc
        .tuple(fc.constantFrom(...fields), fc.constantFrom('asc', 'desc'))
        .map(([field, direction]) => `orderBy[${field.split('.')[0]}]=${direction}`),
      fc.oneof(fc.nat(), fc.constantFrom(2 ** 31, 2 ** 53, 10 ** 15)).map((n) => `maxResults=${n}`),
      fc.oneof(fc.nat(), fc.constantFrom(2 ** 31, 2 ** 53, 10 ** 15)).map((n) => `page=${n}`),
      fc.constantFrom(...expand).map((name) => `properties[${name}]=1`),
    );
    return fc
      .record({
        conditions: fc.array(condition, { maxLength: 4 }),
        extras: fc.array(extra, { maxLength: 4 }),
        as,
      })
      .map(({ conditions, extras, as }): FuzzRequest => ({
        method: 'GET',
        path: `/${collection}/?${[...conditions.flat(), ...extras].join('&')}`,
        as,
      }));
  });

  return { mutated, bodyRequest, pathRequest, queryRequest, structuredRequest };
}

describe('fuzzing the mock (in-process)', () => {
  let api: Api;
  let catalogue: Catalogue;
  let baseline: string;
  let baselineState: unknown;
  const tokens: Record<string, string | null> = { nobody: null };

  before(async () => {
    api = new Api(await startTarget('in-process'));
    await api.reset();
    tokens.other = await api.login('other');
    tokens.demo = await api.login('demo');
    catalogue = await setUpCatalogue(api);
    const snapshot = await api.get('/__admin/snapshot', { token: null });
    assert.equal(snapshot.status, 200, `GET /__admin/snapshot: ${describeReply(snapshot)}`);
    baseline = snapshot.text;
    baselineState = snapshot.body;
  });

  after(async () => {
    await api?.target.close();
  });

  async function restore(): Promise<void> {
    const reply = await api.request('PUT', '/__admin/snapshot', {
      raw: baseline,
      contentType: 'application/json',
      token: null,
    });
    assert.ok(reply.status >= 200 && reply.status < 300, `PUT /__admin/snapshot: ${describeReply(reply)}`);
  }

  /** Statuses seen by the current property, reported as a test diagnostic. */
  let statuses = new Map<number, number>();

  function report(t: { diagnostic(message: string): void }): void {
    const seen = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
    t.diagnostic(`statuses: ${seen.join(' ')}`);
    statuses = new Map();
  }

  /** The store may differ from the baseline: the last request was a write that was not rejected. */
  let dirty = true;

  async function send(request: FuzzRequest): Promise<Reply> {
    if (dirty) await restore();
    dirty = true;
    const reply = await api.request(request.method, request.path, {
      token: tokens[request.as] ?? null,
      ...(request.body === undefined ? {} : { raw: request.body, contentType: request.contentType ?? '' }),
    });
    statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
    const context = `${describeReply(reply)}\nbody sent: ${request.body?.slice(0, 400)}`;
    assert.ok(reply.status < 500, `5xx: ${context}`);
    if (reply.status >= 400) {
      const state = (await api.get('/__admin/snapshot', { token: null })).body;
      assert.deepEqual(state, baselineState, `a rejected request changed the state: ${context}`);
      dirty = false;
    } else if (request.method === 'GET' || request.method === 'HEAD') {
      dirty = false;
    }
    return reply;
  }

  it('answers no 5xx and changes nothing when it rejects mutations of valid bodies', async (t) => {
    const { mutated } = arbitraries(catalogue);
    await fc.assert(
      fc.asyncProperty(mutated, async (request) => void (await send(request))),
      parameters,
    );
    report(t);
  });

  it('answers no 5xx and changes nothing when it rejects random bodies', async (t) => {
    const { bodyRequest } = arbitraries(catalogue);
    await fc.assert(
      fc.asyncProperty(bodyRequest, async (request) => void (await send(request))),
      parameters,
    );
    report(t);
  });

  it('answers no 5xx and changes nothing when it rejects random paths and methods', async (t) => {
    const { pathRequest } = arbitraries(catalogue);
    await fc.assert(
      fc.asyncProperty(pathRequest, async (request) => void (await send(request))),
      parameters,
    );
    report(t);
  });

  it('answers no 5xx and changes nothing when it rejects random query strings', async (t) => {
    const { queryRequest } = arbitraries(catalogue);
    await fc.assert(
      fc.asyncProperty(queryRequest, async (request) => {
        const reply = await send(request);
        if (reply.status >= 400 && reply.status !== 401 && request.method !== 'HEAD') {
          assert.match(
            reply.headers.get('content-type') ?? '',
            /^application\/problem\+json/,
            describeReply(reply),
          );
        }
      }),
      parameters,
    );
    report(t);
  });

  it('answers no 5xx and changes nothing to queries built from the collection’s own fields', async (t) => {
    const { structuredRequest } = arbitraries(catalogue);
    await fc.assert(
      fc.asyncProperty(structuredRequest, async (request) => void (await send(request))),
      parameters,
    );
    report(t);
  });
});
