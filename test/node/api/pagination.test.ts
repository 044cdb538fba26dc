import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createClient } from '../../../src/api/client.js';
import { ApiError } from '../../../src/api/errors.js';
import { paginate, readAll } from '../../../src/api/pagination.js';
import { BASE_URL, json, problem } from './fake-service.js';

/** A collection of `total` events served in pages; `count: false` leaves out X-Count. */
function collection(total: number, options: { count?: boolean; failOnPage?: number } = {}) {
  const records = Array.from({ length: total }, (_, i) => ({ pid: `E${i}`, name: `Event ${i}` }));
  const requests: URL[] = [];
  const signals: AbortSignal[] = [];
  const client = createClient({
    baseUrl: BASE_URL,
    fetch: async (request) => {
      const url = new URL(request.url);
      requests.push(url);
      signals.push(request.signal);
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('maxResults'));
      if (page === options.failOnPage) return problem(503, 'unavailable', 'Try again');
      const headers: Record<string, string> = options.count === false ? {} : { 'X-Count': String(total) };
      return json(records.slice(page * size, page * size + size), { headers });
    },
  });
  return { client, records, requests, signals, pages: () => requests.map((u) => u.searchParams.get('page')) };
}

describe('paginate', () => {
  it('reads every record, page by page from page 0, with the query of each page', async () => {
    const { client, records, requests, pages } = collection(5);
    const read = await readAll(client, '/events/', { pageSize: 2, query: { filters: { name: 'x' } } });
    assert.deepEqual(read, records);
    assert.deepEqual(pages(), ['0', '1', '2']);
    assert.deepEqual(
      [...(requests[1]?.searchParams ?? [])],
      [
        ['filters[name]', 'x'],
        ['page', '1'],
        ['maxResults', '2'],
      ],
    );
  });

  it('stops when X-Count is reached, without asking for an empty page', async () => {
    const { client, pages } = collection(4);
    assert.equal((await readAll(client, '/events/', { pageSize: 2 })).length, 4);
    assert.deepEqual(pages(), ['0', '1']);
  });

  it('sends one request for an empty collection', async () => {
    const { client, pages } = collection(0);
    assert.deepEqual(await readAll(client, '/events/'), []);
    assert.deepEqual(pages(), ['0']);
  });

  it('without X-Count, stops at a short page or at an empty page', async () => {
    const short = collection(3, { count: false });
    assert.equal((await readAll(short.client, '/events/', { pageSize: 2 })).length, 3);
    assert.deepEqual(short.pages(), ['0', '1']);
    const exact = collection(4, { count: false });
    assert.equal((await readAll(exact.client, '/events/', { pageSize: 2 })).length, 4);
    assert.deepEqual(exact.pages(), ['0', '1', '2']);
  });

  it('stops at an empty page even when X-Count promised more', async () => {
    const requests: string[] = [];
    const lying = createClient({
      baseUrl: BASE_URL,
      fetch: async (request) => {
        requests.push(request.url);
        return requests.length === 1 ? json([{ pid: 'E0' }], { headers: { 'X-Count': '10' } }) : json([]);
      },
    });
    assert.equal((await readAll(lying, '/events/', { pageSize: 1 })).length, 1);
    assert.equal(requests.length, 2);
  });

  it('sends no further request once the loop breaks', async () => {
    const { client, pages } = collection(10);
    for await (const event of paginate(client, '/events/', { pageSize: 3 })) {
      if (event.pid === 'E1') break;
    }
    assert.deepEqual(pages(), ['0']);
  });

  it('passes the signal to each request and stops when it aborts', async () => {
    const { client, signals, pages } = collection(10);
    const controller = new AbortController();
    const read: unknown[] = [];
    await assert.rejects(
      async () => {
        for await (const event of paginate(client, '/events/', { pageSize: 3, signal: controller.signal })) {
          read.push(event);
          if (read.length === 3) controller.abort();
        }
      },
      { name: 'AbortError' },
    );
    assert.deepEqual(pages(), ['0']);
    assert.equal(signals[0]?.aborted, true);
  });

  it('throws the ApiError of a failing page', async () => {
    const { client } = collection(10, { failOnPage: 1 });
    await assert.rejects(readAll(client, '/events/', { pageSize: 5 }), (error: unknown) => {
      assert.ok(error instanceof ApiError);
      assert.equal(error.status, 503);
      return true;
    });
  });

  it('rejects a page size below 1', async () => {
    const { client, pages } = collection(1);
    await assert.rejects(readAll(client, '/events/', { pageSize: 0 }), RangeError);
    assert.deepEqual(pages(), []);
  });
});
