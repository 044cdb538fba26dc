/**
 * The bearer routes answered without Hono's chain (`direct-routes.ts`) answer exactly as the
 * app's chain does: the same statuses, headers, bodies and journal entries, request by request.
 * The chain is made to serve the comparison app by a fault on a path no request reaches (the
 * direct dispatch leaves every request to the chain while a fault is set).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createApp, createMock, type Mock } from '../../../../mock-server/index';
import { directRoutes } from '../../../../mock-server/http/direct-routes';
import { requestJournal } from '../../../../mock-server/http/request-journal';
import { routeTable } from '../../../../mock-server/http/route-table';

const ORIGIN = 'http://mock.test';
const BASE = '/api';
const CLIENT = `Basic ${btoa('demo-client:demo-secret')}`;

interface Seen {
  request: string;
  status: number;
  headers: [string, string][];
  body: string;
}

type Send = (
  method: string,
  path: string,
  init?: { headers?: Record<string, string>; body?: BodyInit },
) => Promise<Seen>;

function sender(mock: Mock): Send {
  const app = createApp(mock, { basePath: BASE });
  return async (method, path, init = {}) => {
    const response = await app.fetch(new Request(`${ORIGIN}${BASE}${path}`, { method, ...init }));
    return {
      request: `${method} ${path}`,
      status: response.status,
      headers: [...response.headers],
      body: await response.text(),
    };
  };
}

async function tokenOf(send: Send, user = 'demo'): Promise<string> {
  const answer = await send('POST', '/oauth/v2/token', {
    headers: { authorization: CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: user, password: user }).toString(),
  });
  return (JSON.parse(answer.body) as { access_token: string }).access_token;
}

/** Every kind of bearer route, valid and refused, as a client sends them. */
async function journey(send: Send): Promise<Seen[]> {
  const token = await tokenOf(send);
  const json = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const auth = { authorization: `Bearer ${token}` };
  const seen: Seen[] = [];
  const go = async (
    method: string,
    path: string,
    init?: { headers?: Record<string, string>; body?: BodyInit },
  ) => {
    const answer = await send(method, path, init);
    seen.push(answer);
    return answer;
  };
  const events = JSON.parse((await go('GET', '/events/?maxResults=2', { headers: auth })).body) as {
    pid: string;
  }[];
  const event = events[0]!.pid;
  const shows = JSON.parse(
    (await go('GET', `/events/${event}/shows/?maxResults=1`, { headers: auth })).body,
  ) as {
    pid: string;
  }[];
  await go('GET', `/events/${event}`, { headers: { ...auth, origin: 'https://shop.example' } });
  await go('GET', `/events/${event}/`, { headers: auth });
  await go('GET', `/events/${event}?properties=name`, { headers: auth });
  await go('GET', `/events/${event}?maxResults=3`, { headers: auth });
  await go('GET', '/events/0A0A0A0A-0000-4000-8000-000000000000', { headers: auth });
  const person = {
    firstname: 'Ada',
    lastname: 'Muster',
    email: 'ada@example.com',
    address: { city: 'Bern' },
  };
  const created = await go('POST', '/persons/', { headers: json, body: JSON.stringify(person) });
  const pid = created.headers
    .find(([name]) => name === 'location')![1]
    .split('/')
    .pop()!;
  await go('POST', '/persons', {
    headers: json,
    body: JSON.stringify([person, { ...person, firstname: 'Bea' }]),
  });
  await go('POST', '/persons/', {
    headers: { ...json, origin: 'https://shop.example' },
    body: '{"firstname":',
  });
  await go('POST', '/persons/', { headers: json, body: new Uint8Array([0x7b, 0xff, 0x7d]) });
  await go('POST', '/persons/', { headers: json, body: '' });
  await go('POST', '/persons/', { headers: { ...auth, 'content-type': 'text/plain' }, body: '{}' });
  await go('POST', '/persons/', { headers: json, body: JSON.stringify({ salutation: 'x', unknown: 1 }) });
  await go('POST', '/persons/', { headers: { 'content-type': 'application/json' }, body: '{}' });
  await go('POST', '/persons/', { headers: { ...json, authorization: 'Bearer nope' }, body: '{}' });
  await go('POST', '/persons/', { headers: { ...json, authorization: 'Basic x' }, body: '{}' });
  await go('PATCH', `/persons/${pid}`, { headers: json, body: JSON.stringify({ lastname: 'Meier' }) });
  await go('PATCH', '/persons/', { headers: json, body: JSON.stringify([{ pid, company: 'ACME' }]) });
  await go('GET', `/persons/${pid}`, { headers: auth });
  await go('GET', '/persons/?maxResults=2&page=1', { headers: auth });
  await go('GET', '/persons/?filters[lastname]=Meier', { headers: auth });
  await go('GET', '/persons/?page=-1', { headers: auth });
  await go('GET', `/shows/${shows[0]!.pid}/seats/?maxResults=3`, { headers: auth });
  await go('DELETE', `/persons/${pid}`, { headers: auth });
  await go('DELETE', `/persons/${pid}`, { headers: auth });
  await go('PUT', '/persons/', { headers: json, body: '{}' });
  await go('HEAD', '/persons/', { headers: auth });
  await go('OPTIONS', '/persons/', { headers: { origin: 'https://shop.example' } });
  await go('GET', '/nothing/', { headers: auth });
  await go('POST', '/email/send', { headers: json, body: JSON.stringify({}) });
  return seen;
}

describe('bearer routes answered without the app chain', () => {
  it('answer every request as the chain does, with the same journal', async () => {
    const direct = createMock({ seed: 'demo' });
    const chained = createMock({ seed: 'demo' });
    chained.faults.add({ path: '/no-request-goes-here', status: 500 });
    const a = await journey(sender(direct));
    const b = await journey(sender(chained));
    assert.equal(a.length, b.length);
    for (let i = 0; i < a.length; i++) assert.deepEqual(a[i], b[i], a[i]!.request);
    const entries = (mock: Mock) => mock.journal.list().map(({ seq: _seq, ...entry }) => entry);
    assert.deepEqual(entries(direct), entries(chained));
    assert.ok(a.some((answer) => answer.status === 201));
    assert.ok(a.some((answer) => answer.status === 401));
  });

  it('are taken only when the chain would do nothing else to the request', async () => {
    const mock = createMock({ seed: 'demo' });
    const deps = { mock, basePath: BASE };
    const bearer = routeTable.filter((entry) => entry.auth === 'bearer');
    const dispatch = directRoutes(mock, BASE, bearer, deps, requestJournal(mock, BASE));
    const at = (method: string, path: string, headers: Record<string, string> = {}) =>
      dispatch(new Request(`${ORIGIN}${path}`, { method, headers }));
    assert.ok(at('GET', '/api/events/'));
    assert.ok(at('GET', '/api/events'));
    assert.ok(at('GET', '/api/events/X'));
    assert.ok(at('DELETE', '/api/events/X/'));
    assert.ok(at('GET', '/api/events/X/bookings/'));
    assert.equal(at('GET', '/api/events/X', { 'x-mock-session': 'a' }), undefined);
    assert.equal(at('HEAD', '/api/events/'), undefined);
    assert.equal(at('OPTIONS', '/api/events/'), undefined);
    assert.equal(at('PUT', '/api/events/'), undefined, 'a 405 is the chain’s');
    assert.equal(at('GET', '/api/nothing/'), undefined, 'a 404 is the chain’s');
    assert.equal(at('GET', '/api/events/X/Y/Z'), undefined);
    assert.equal(at('GET', '/api/events/%41'), undefined, 'escapes are the chain’s to decode');
    assert.equal(at('GET', '/events/'), undefined, 'outside the base path');
    assert.equal(at('GET', '/api/oauth/v2/token'), undefined);
    mock.faults.add({ path: '/elsewhere', status: 500 });
    assert.equal(at('GET', '/api/events/'), undefined, 'faults are the chain’s');
    mock.faults.clear();
    assert.ok(at('GET', '/api/events/'));
  });
});
