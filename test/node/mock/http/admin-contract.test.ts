/**
 * The mock's controls (`/__admin/…`) are in the contract: every control the app serves is a
 * documented path, every documented operation is served, and what it answers conforms to the
 * committed `src/api/openapi.json` (checked by Ajv through the response validator).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createApp, createMock } from '../../../../mock-server/index';
import { ResponseValidator, loadContract } from '../../contract/response-validator';

const BASE_PATH = '/api';
const ORIGIN = 'http://mock.test';
const contract = loadContract();
const adminPaths = Object.keys(contract.paths).filter((path) => path.startsWith('/__admin/'));

/** A body each writing control takes. */
const BODIES: Record<string, unknown> = {
  'post /__admin/reset': {},
  'post /__admin/clock': { advance: '1m' },
  'patch /__admin/config': { latencyMs: 0 },
  'post /__admin/webhooks': { url: 'http://127.0.0.1:9/hook', types: ['new-booking'], secret: 's' },
  'post /__admin/faults': { path: '/nowhere', status: 503, count: 1 },
};

function setUp() {
  const mock = createMock();
  const app = createApp(mock, { basePath: BASE_PATH });
  const validator = new ResponseValidator(contract);
  const send = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await app.fetch(
      new Request(`${ORIGIN}${BASE_PATH}${path}`, {
        method: method.toUpperCase(),
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
    const text = await response.text();
    const verdict = validator.check({
      method: method.toUpperCase(),
      path,
      status: response.status,
      headers: response.headers,
      text,
    });
    return { status: response.status, text, verdict };
  };
  return { app, send };
}

describe('the mock controls in the contract', () => {
  it('documents every control the app serves', () => {
    const { app } = setUp();
    const served = new Set(
      app.routes
        .map((route) => route.path)
        .filter((path) => path.startsWith(`${BASE_PATH}/__admin/`) && !path.endsWith('*'))
        .map((path) => path.slice(BASE_PATH.length).replace(/:(\w+)/g, '{$1}')),
    );
    assert.ok(served.size >= 10, `found the controls (${[...served].join(', ')})`);
    assert.deepEqual(
      [...served].filter((path) => !adminPaths.includes(path)),
      [],
      'served but not documented',
    );
  });

  it('serves every documented control, answering as documented', async () => {
    const { send } = setUp();
    const snapshot = JSON.parse((await send('get', '/__admin/snapshot')).text) as unknown;
    const failures: string[] = [];
    for (const template of adminPaths) {
      for (const method of Object.keys(contract.paths[template]!)) {
        const key = `${method} ${template}`;
        const path = template.replace(/\{\w+\}/, 'no-such-id');
        const body = method === 'put' ? snapshot : BODIES[key];
        const reply = await send(method, path, body);
        if (reply.status === 405 || /No admin control/.test(reply.text))
          failures.push(`${key} is not served (${reply.status})`);
        if (!reply.verdict.operation) failures.push(`${key}: not found in the document`);
        for (const violation of reply.verdict.violations) failures.push(violation);
      }
    }
    assert.deepEqual(failures, []);
  });

  it('documents the answers of a control with data in it: a fault, a subscription, a moved clock', async () => {
    const { send } = setUp();
    const replies = [
      await send('post', '/__admin/faults', {
        method: 'post',
        path: '^/events/.*',
        delayMs: 5,
        landed: true,
      }),
      await send('post', '/__admin/webhooks', { url: 'https://example.test/hook' }),
      await send('get', '/__admin/faults'),
      await send('get', '/__admin/webhooks'),
      await send('post', '/__admin/clock', { advanceMs: 3_600_000 }),
      await send('get', '/__admin/journal?kinds=admin,request&limit=5'),
      await send('get', '/__admin/config', undefined, { 'X-Mock-Session': 'run-1' }),
    ];
    for (const reply of replies) {
      assert.ok(reply.status < 300, reply.text);
      assert.deepEqual(reply.verdict.violations, []);
    }
  });

  it('documents the refusals of the controls', async () => {
    const { send } = setUp();
    const replies = [
      await send('post', '/__admin/clock', { advance: 'soon' }),
      await send('patch', '/__admin/config', { latencyMs: -1 }),
      await send('get', '/__admin/journal?kinds=nothing'),
      await send('get', '/__admin/clock', undefined, { 'X-Mock-Session': '-not a name-' }),
      await send('delete', '/__admin/faults/fault-404'),
    ];
    assert.deepEqual(
      replies.map((reply) => reply.status),
      [409, 409, 409, 409, 404],
    );
    for (const reply of replies) assert.deepEqual(reply.verdict.violations, []);
  });

  it('marks every control as an extension, without authentication, under one tag', () => {
    for (const template of adminPaths) {
      for (const [method, operation] of Object.entries(contract.paths[template]!)) {
        const op = operation as unknown as { security: unknown[]; tags: string[]; 'x-extension'?: boolean };
        assert.equal(op['x-extension'], true, `${method} ${template}`);
        assert.deepEqual(op.security, [], `${method} ${template}`);
        assert.deepEqual(op.tags, ['Mock controls'], `${method} ${template}`);
      }
    }
  });
});
