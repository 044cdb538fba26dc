import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { testApp } from './helpers';

async function setUp(basePath = '/api') {
  const t = testApp({}, basePath);
  const token = await t.token();
  const host = t.mock.actor('demo').hosts[0]!;
  const auth = { authorization: `Bearer ${token}` };
  return { ...t, token, host, auth };
}

describe('record routes', () => {
  it('answers a create with 201, an empty body and the Location of the record', async () => {
    const t = await setUp();
    const response = await t.json('POST', '/venues/', { host: t.host, name: 'Hall', city: 'Bern' }, t.token);
    assert.equal(response.status, 201);
    assert.equal(await response.text(), '');
    const location = response.headers.get('location') ?? '';
    assert.match(location, /^http:\/\/mock\.test\/api\/venues\/[0-9A-F-]{36}$/);
    const read = await t.fetch(new URL(location).pathname.slice('/api'.length), { headers: t.auth });
    assert.equal(((await read.json()) as { name: string }).name, 'Hall');
  });

  it('answers an array create with a list link that reads the new records in request order', async () => {
    const t = await setUp();
    const venue = (
      await t.json('POST', '/venues', { host: t.host, name: 'Hall', city: 'Bern' }, t.token)
    ).headers
      .get('location')!
      .split('/')
      .pop();
    const names = ['C', 'A', 'B'];
    const response = await t.json(
      'POST',
      '/sectors',
      names.map((name) => ({ host: venue, name, price_category: 1, capacity: 5 })),
      t.token,
    );
    assert.equal(response.status, 201);
    const link = new URL(response.headers.get('location')!);
    assert.equal(link.pathname, '/api/sectors/');
    // RFC 3986 allows raw brackets only in IP literals: the link percent-encodes them.
    assert.match(link.search, /^\?filters%5BbatchId%5D=[0-9A-F-]+&orderBy%5BbatchOrder%5D=asc$/);
    const list = await t.fetch(`/sectors/${link.search}`, { headers: t.auth });
    assert.equal(list.headers.get('x-count'), '3');
    assert.deepEqual(
      ((await list.json()) as { name: string }[]).map((s) => s.name),
      names,
    );
  });

  it('accepts collections and records with and without a trailing slash, and HEAD with X-Count', async () => {
    const t = await setUp();
    await t.json('POST', '/venues', { host: t.host, name: 'Hall', city: 'Bern' }, t.token);
    for (const path of ['/venues', '/venues/']) {
      const response = await t.fetch(path, { headers: t.auth });
      assert.equal(response.status, 200, path);
      assert.equal(response.headers.get('x-count'), '1');
    }
    const head = await t.fetch('/venues/', { method: 'HEAD', headers: t.auth });
    assert.equal(head.status, 200);
    assert.equal(head.headers.get('x-count'), '1');
    assert.equal(await head.text(), '');
    const [venue] = (await (await t.fetch('/venues', { headers: t.auth })).json()) as { pid: string }[];
    assert.equal((await t.fetch(`/venues/${venue!.pid}/`, { headers: t.auth })).status, 200);
    assert.equal((await t.fetch(`/venues/${venue!.pid.toLowerCase()}`, { headers: t.auth })).status, 200);
  });

  it('answers PATCH with 204 and Location, PATCH of a collection and DELETE with 204', async () => {
    const t = await setUp();
    const location = (
      await t.json('POST', '/venues/', { host: t.host, name: 'Hall', city: 'Bern' }, t.token)
    ).headers.get('location')!;
    const path = new URL(location).pathname.slice('/api'.length);
    const patch = await t.json('PATCH', path, { city: 'Thun' }, t.token);
    assert.equal(patch.status, 204);
    assert.equal(patch.headers.get('location'), location);
    const pid = path.split('/').pop();
    const many = await t.json('PATCH', '/venues/', [{ pid, name: 'Aula' }], t.token);
    assert.equal(many.status, 204);
    const read = (await (await t.fetch(path, { headers: t.auth })).json()) as { name: string; city: string };
    assert.deepEqual([read.name, read.city], ['Aula', 'Thun']);
    assert.equal((await t.fetch(path, { method: 'DELETE', headers: t.auth })).status, 204);
    assert.equal((await t.fetch(path, { headers: t.auth })).status, 404);
  });

  it('reads a booking with POST and properties, and serves child collections with filters', async () => {
    const t = await setUp();
    const person = (await t.json('POST', '/persons/', { lastname: 'Muster' }, t.token)).headers
      .get('location')!
      .split('/')
      .pop();
    const booking = (await t.json('POST', '/bookings/', { customer: person }, t.token)).headers
      .get('location')!
      .split('/')
      .pop();
    assert.match(booking ?? '', /^\d{12}$/);
    const read = await t.fetch(`/bookings/${booking}?properties[customer]=true`, {
      method: 'POST',
      headers: t.auth,
    });
    assert.equal(read.status, 200);
    const body = (await read.json()) as { pid: number; customer: { lastname: string } };
    assert.equal(body.pid, Number(booking));
    assert.equal(body.customer.lastname, 'Muster');
    const tickets = await t.fetch(`/bookings/${booking}/tickets/?filters[confirmation]=0`, {
      headers: t.auth,
    });
    assert.equal(tickets.status, 200);
    assert.equal(tickets.headers.get('x-count'), '0');
    const hostBookings = await t.fetch(`/hosts/${t.host}/bookings`, { headers: t.auth });
    assert.equal(hostBookings.headers.get('x-count'), '1');
  });

  it('serves the API at the root when no base path is given', async () => {
    const t = await setUp('');
    const response = await t.fetch('/hosts/', { headers: t.auth });
    assert.equal(response.status, 200);
    const location = (
      await t.json('POST', '/venues/', { host: t.host, name: 'Hall', city: 'Bern' }, t.token)
    ).headers.get('location');
    assert.match(location ?? '', /^http:\/\/mock\.test\/venues\/[0-9A-F-]{36}$/);
  });
});
