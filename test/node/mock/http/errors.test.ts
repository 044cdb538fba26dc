import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DomainError } from '../../../../mock-server/domain/errors';
import { toProblem } from '../../../../mock-server/http/errors';
import { problem, testApp } from './helpers';

async function setUp() {
  const t = testApp();
  const token = await t.token();
  const host = t.mock.actor('demo').hosts[0]!;
  return { ...t, token, host, state: () => JSON.stringify(t.mock.snapshot()) };
}

describe('error mapping: bad bodies answer 4xx problems and change nothing', () => {
  const cases: {
    name: string;
    status: number;
    code: string;
    init: (token: string, host: string) => RequestInit;
  }[] = [
    {
      name: 'malformed JSON',
      status: 409,
      code: 'validation_failed',
      init: () => ({ headers: { 'content-type': 'application/json' }, body: '{"name": ' }),
    },
    {
      name: 'a wrong content type',
      status: 415,
      code: 'unsupported_media_type',
      init: () => ({ headers: { 'content-type': 'text/plain' }, body: '{}' }),
    },
    {
      name: 'no content type',
      status: 415,
      code: 'unsupported_media_type',
      init: () => ({ body: new Uint8Array([123, 125]) }),
    },
    {
      name: 'a charset other than UTF-8',
      status: 415,
      code: 'unsupported_media_type',
      init: () => ({ headers: { 'content-type': 'application/json; charset=iso-8859-1' }, body: '{}' }),
    },
    {
      name: 'bytes that are not UTF-8',
      status: 409,
      code: 'validation_failed',
      init: () => ({
        headers: { 'content-type': 'application/json' },
        body: new Uint8Array([0x22, 0xff, 0x22]),
      }),
    },
    {
      name: 'a body over 1 MiB with Content-Length',
      status: 413,
      code: 'payload_too_large',
      init: () => ({ headers: { 'content-type': 'application/json' }, body: `"${'x'.repeat(1_048_577)}"` }),
    },
    {
      name: 'a streamed body over 1 MiB without Content-Length',
      status: 413,
      code: 'payload_too_large',
      init: () => {
        const chunk = new TextEncoder().encode('x'.repeat(65_536));
        let sent = 0;
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (sent++ < 20) controller.enqueue(chunk);
            else controller.close();
          },
        });
        return { headers: { 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit;
      },
    },
    {
      name: 'an unknown field',
      status: 409,
      code: 'validation_failed',
      init: (_t, host) => ({
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ host, name: 'H', currency: 'CHF', colour: 'red' }),
      }),
    },
    {
      name: 'a read-only field',
      status: 409,
      code: 'validation_failed',
      init: (_t, host) => ({
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ host, name: 'H', currency: 'CHF', created: 'now' }),
      }),
    },
    {
      name: 'deeply nested JSON',
      status: 409,
      code: 'validation_failed',
      init: () => ({
        headers: { 'content-type': 'application/json' },
        body: `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
      }),
    },
    {
      name: 'an empty array',
      status: 409,
      code: 'validation_failed',
      init: () => ({ headers: { 'content-type': 'application/json' }, body: '[]' }),
    },
  ];

  for (const c of cases) {
    it(`answers ${c.status} ${c.code} to ${c.name}`, async () => {
      const t = await setUp();
      const before = t.state();
      const init = c.init(t.token, t.host);
      const response = await t.fetch('/events/', {
        ...init,
        method: 'POST',
        headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${t.token}` },
      });
      assert.equal(response.status, c.status);
      const body = await problem(response);
      assert.equal(body.code, c.code);
      assert.equal(body.status, c.status);
      assert.equal(body.type, `/problems/${c.code}`);
      assert.ok(body.title.length > 0 && body.detail.length > 0);
      assert.equal(t.state(), before);
    });
  }

  it('names unknown and read-only fields with their paths, also inside arrays', async () => {
    const t = await setUp();
    const item = { host: t.host, name: 'H', currency: 'CHF' };
    const response = await t.json('POST', '/events/', [item, { ...item, pid: 'X', colour: 1 }], t.token);
    const body = await problem(response);
    assert.deepEqual(body.errors, [
      { property_path: '[1].pid', message: 'This field is read-only.' },
      { property_path: '[1].colour', message: 'This field is not allowed.' },
    ]);
    assert.equal(t.mock.store.count('events'), 0);
  });

  it('maps an unexpected exception to 500 internal_error and domain codes to their statuses', () => {
    assert.equal(toProblem(new TypeError('boom')).status, 500);
    assert.equal(toProblem(new DomainError('not_found', 'x')).status, 404);
    assert.equal(toProblem(new DomainError('record_in_use', 'x')).status, 409);
    assert.equal(toProblem(new DomainError('method_not_allowed', 'x')).status, 405);
  });
});

describe('error mapping: paths, verbs and tokens', () => {
  it('answers 401 with WWW-Authenticate, adding invalid_token only when a token was sent', async () => {
    const t = await setUp();
    const none = await t.fetch('/events/');
    assert.equal(none.status, 401);
    assert.equal(none.headers.get('www-authenticate'), 'Bearer realm="ticketing"');
    assert.equal((await problem(none)).code, 'unauthorized');
    const bad = await t.fetch('/events/', { headers: { authorization: 'Bearer nope' } });
    assert.match(
      bad.headers.get('www-authenticate') ?? '',
      /^Bearer realm="ticketing", error="invalid_token"/,
    );
    t.mock.clock.advance(600_000);
    const expired = await t.fetch('/events/', { headers: { authorization: `Bearer ${t.token}` } });
    assert.match(
      expired.headers.get('www-authenticate') ?? '',
      /error_description="The access token expired\."/,
    );
  });

  it('answers 404 to unknown paths and pids, and 405 with Allow to a wrong verb', async () => {
    const t = await setUp();
    const auth = { authorization: `Bearer ${t.token}` };
    assert.equal((await problem(await t.fetch('/nothing/', { headers: auth }))).code, 'not_found');
    assert.equal(
      (await t.fetch('/events/00000000-0000-4000-8000-000000000000', { headers: auth })).status,
      404,
    );
    assert.equal((await t.fetch('/events/not-a-pid', { headers: auth })).status, 404);
    const put = await t.fetch('/events/', { method: 'PUT', headers: auth });
    assert.equal(put.status, 405);
    assert.equal(put.headers.get('allow'), 'GET, POST, PATCH, HEAD, OPTIONS');
    const deliveries = await t.fetch('/deliveries/', { method: 'POST', headers: auth });
    assert.equal(deliveries.status, 405);
    assert.equal((await problem(deliveries)).code, 'method_not_allowed');
  });

  it('answers CORS preflights and exposes Location and X-Count, also on errors', async () => {
    const t = await setUp();
    const origin = 'http://shop.example';
    const preflight = await t.fetch('/events/', {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), origin);
    assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /Authorization/);
    assert.match(preflight.headers.get('access-control-allow-methods') ?? '', /PATCH/);
    const error = await t.fetch('/events/', { headers: { origin } });
    assert.equal(error.status, 401);
    assert.equal(error.headers.get('access-control-allow-origin'), origin);
    assert.match(error.headers.get('access-control-expose-headers') ?? '', /Location.*X-Count/);
  });

  it('refuses collection parameters on a record read with invalid_query', async () => {
    const t = await setUp();
    const response = await t.json('POST', '/events/', { host: t.host, name: 'H', currency: 'CHF' }, t.token);
    const location = response.headers.get('location')!;
    const read = await t.fetch(`${new URL(location).pathname.replace('/api', '')}?filters[name]=H`, {
      headers: { authorization: `Bearer ${t.token}` },
    });
    assert.equal(read.status, 409);
    assert.equal((await problem(read)).code, 'invalid_query');
  });
});
