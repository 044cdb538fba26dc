import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createClient } from '../../../src/api/client.js';
import { createRecord, createRecords, pidFromLocation } from '../../../src/api/create.js';
import { ApiError, ResponseFormatError } from '../../../src/api/errors.js';
import { BASE_URL, json, problem, type Recorded } from './fake-service.js';

const UUID = '3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C';

/** A client over a fetch that answers from the given handler and records what it got. */
function clientFor(handler: (request: Recorded) => Response) {
  const requests: Recorded[] = [];
  const client = createClient({
    baseUrl: BASE_URL,
    fetch: async (request) => {
      const url = new URL(request.url);
      const recorded: Recorded = {
        method: request.method,
        url,
        path: url.pathname.slice('/api'.length),
        headers: request.headers,
        body: await request.text(),
        signal: request.signal,
      };
      requests.push(recorded);
      return handler(recorded);
    },
  });
  return { client, requests };
}

describe('pidFromLocation', () => {
  it('reads absolute, root-relative and relative Locations', () => {
    assert.equal(pidFromLocation(`${BASE_URL}/events/${UUID}`, '/events/'), UUID);
    assert.equal(pidFromLocation(`/api/events/${UUID}`, '/events/'), UUID);
    assert.equal(pidFromLocation(`/events/${UUID}/`, '/events/'), UUID);
    assert.equal(pidFromLocation(UUID, '/events/'), UUID);
    assert.equal(pidFromLocation('9f86d081884c7d65', '/tickets/'), '9f86d081884c7d65');
  });

  it('returns booking pids as numbers and every other pid as a string', () => {
    assert.equal(pidFromLocation(`${BASE_URL}/bookings/123456789012`, '/bookings/'), 123456789012);
    // A ticket pid made only of digits stays a string.
    assert.equal(pidFromLocation('/tickets/1234567890123456', '/tickets/'), '1234567890123456');
  });

  it('decodes an encoded pid', () => {
    assert.equal(pidFromLocation('/events/A%20B', '/events/'), 'A B');
  });

  it('rejects a missing Location, a list link, another collection and a non-integer booking pid', () => {
    for (const [location, path] of [
      [null, '/events/'],
      ['', '/events/'],
      [`${BASE_URL}/events/?filters[batchId]=b1`, '/events/'],
      [`${BASE_URL}/shows/${UUID}`, '/events/'],
      [`${BASE_URL}/bookings/1234-5678-9012`, '/bookings/'],
      [`${BASE_URL}/bookings/`, '/bookings/'],
    ] as const) {
      assert.throws(() => pidFromLocation(location, path), ResponseFormatError, String(location));
    }
  });
});

describe('createRecord', () => {
  it('posts the body and returns the pid from a lower-case location header', async () => {
    const { client, requests } = clientFor(
      () => new Response(null, { status: 201, headers: { location: `${BASE_URL}/venues/${UUID}` } }),
    );
    const pid = await createRecord(client, '/venues/', { host: UUID, name: 'Stadttheater', city: 'Bern' });
    assert.equal(pid, UUID);
    assert.equal(requests[0]?.method, 'POST');
    assert.deepEqual(JSON.parse(requests[0]?.body ?? ''), { host: UUID, name: 'Stadttheater', city: 'Bern' });
  });

  it('accepts a 204 answer and returns a booking pid as a number', async () => {
    const { client } = clientFor(
      () => new Response(null, { status: 204, headers: { Location: '/bookings/123456789012' } }),
    );
    const pid: number = await createRecord(client, '/bookings/', { customer: UUID });
    assert.equal(pid, 123456789012);
  });

  it('throws ApiError when the service refuses', async () => {
    const { client } = clientFor(() => problem(409, 'validation_failed', 'name is required'));
    await assert.rejects(
      createRecord(client, '/venues/', { host: UUID, name: '', city: 'Bern' }),
      (error: unknown) => {
        assert.ok(error instanceof ApiError);
        assert.equal(error.code, 'validation_failed');
        return true;
      },
    );
  });

  it('throws ResponseFormatError when the answer has no Location', async () => {
    const { client } = clientFor(() => new Response(null, { status: 201 }));
    await assert.rejects(
      createRecord(client, '/venues/', { host: UUID, name: 'A', city: 'B' }),
      ResponseFormatError,
    );
  });
});

describe('createRecords', () => {
  const link = `${BASE_URL}/tickets/?filters%5BbatchId%5D=b-7&orderBy%5BbatchOrder%5D=asc`;
  const tickets = [
    { booking: 123456789012, show: UUID, price: UUID, sector: UUID },
    { booking: 123456789012, show: UUID, price: UUID, sector: UUID },
  ];

  it('posts the array, follows the batch link and returns the records in order', async () => {
    const { client, requests } = clientFor((request) =>
      request.method === 'POST'
        ? new Response(null, { status: 201, headers: { Location: link } })
        : json([{ pid: 'aaaaaaaaaaaaaaa1' }, { pid: 'aaaaaaaaaaaaaaa2' }], { headers: { 'X-Count': '2' } }),
    );
    const records = await createRecords(client, '/tickets/', tickets);
    assert.deepEqual(
      records.map((r) => r.pid),
      ['aaaaaaaaaaaaaaa1', 'aaaaaaaaaaaaaaa2'],
    );
    assert.equal(JSON.parse(requests[0]?.body ?? '').length, 2);
    assert.equal(requests[1]?.method, 'GET');
    assert.equal(requests[1]?.url.href, link);
  });

  it('follows a root-relative batch link', async () => {
    const { client, requests } = clientFor((request) =>
      request.method === 'POST'
        ? new Response(null, { status: 201, headers: { Location: '/api/tickets/?filters[batchId]=b-8' } })
        : json([{ pid: 'a' }, { pid: 'b' }]),
    );
    await createRecords(client, '/tickets/', tickets);
    assert.deepEqual([...(requests[1]?.url.searchParams ?? [])], [['filters[batchId]', 'b-8']]);
  });

  it('sends nothing for an empty list', async () => {
    const { client, requests } = clientFor(() => json([]));
    assert.deepEqual(await createRecords(client, '/tickets/', []), []);
    assert.equal(requests.length, 0);
  });

  it('rejects a batch link that reads back a different number of records', async () => {
    const { client } = clientFor((request) =>
      request.method === 'POST'
        ? new Response(null, { status: 201, headers: { Location: link } })
        : json([{ pid: 'a' }]),
    );
    await assert.rejects(
      createRecords(client, '/tickets/', tickets),
      /sent 2 records but its list link read 1/,
    );
  });

  it('rejects an answer whose Location is a record, not a list link', async () => {
    const { client } = clientFor(
      () => new Response(null, { status: 201, headers: { Location: '/tickets/a' } }),
    );
    await assert.rejects(createRecords(client, '/tickets/', tickets), ResponseFormatError);
  });
});
