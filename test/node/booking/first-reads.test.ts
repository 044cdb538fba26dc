import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiError, NetworkError } from '../../../src/api/errors';
import { createFlowApi } from '../../../src/booking/api';
import { createFirstReads } from '../../../src/booking/first-reads';
import { resolveBackoff } from '../../../src/booking/net';

const API_BASE = 'https://shop.example/api/tickets/';
const EVENT = 'E4F43DCC-8055-48F0-95B1-DE307C86652E';
const noRetry = resolveBackoff({ retries: 0 });

/** A fetch that records each request and answers with `answer(request)`. */
function recording(answer: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request);
    return answer(request);
  };
  return { requests, fetch };
}

const session = (token: string | null = null) => {
  let stored = token;
  return { get: () => stored, set: (next: string) => void (stored = next) };
};

describe('the first reads without the typed client', () => {
  it('request the typed client’s URLs to the byte, and send no header of their own', async () => {
    const ours = recording((r) => Response.json(r.url.includes('/events/') ? { pid: EVENT } : []));
    const typed = recording((r) => Response.json(r.url.includes('/events/') ? { pid: EVENT } : []));
    const first = createFirstReads({ apiBase: API_BASE, fetch: ours.fetch }, session(), noRetry);
    const client = createFlowApi({ apiBase: API_BASE, fetch: typed.fetch }, session(), noRetry);
    await first.shows(EVENT);
    await first.event(EVENT);
    await client.shows(EVENT);
    await client.event(EVENT);
    assert.deepEqual(
      ours.requests.map((r) => r.url),
      typed.requests.map((r) => r.url),
    );
    assert.match(ours.requests[0]!.url, /^https:\/\/shop\.example\/api\/tickets\/shows\/\?/);
    for (const request of ours.requests) assert.deepEqual([...request.headers], []);
  });

  it('send the visitor’s session and keep the one an answer carries, the service’s clock and ticket limit', async () => {
    const holder = session('old-token');
    const { requests, fetch } = recording(() =>
      Response.json([], {
        headers: {
          'X-Session': 'new-token',
          'X-Ticket-Limit': '4',
          Date: new Date(Date.UTC(2030, 0, 1, 12, 0, 0)).toUTCString(),
        },
      }),
    );
    const now = () => Date.UTC(2030, 0, 1, 11, 0, 0);
    const first = createFirstReads({ apiBase: API_BASE, fetch, now }, holder, noRetry);
    assert.equal(first.ticketLimit(), null);
    await first.shows(EVENT);
    assert.equal(requests[0]!.headers.get('X-Session'), 'old-token');
    assert.equal(holder.get(), 'new-token');
    assert.equal(first.ticketLimit(), 4);
    assert.equal(first.serviceOffset(), 3_600_500);
  });

  it('fail as the typed client does: a problem as ApiError, no answer as NetworkError; transient ones retried', async () => {
    const problem = recording(() =>
      Response.json(
        { title: 'Not found', status: 404, code: 'not_found' },
        { status: 404, headers: { 'Content-Type': 'application/problem+json' } },
      ),
    );
    const first = createFirstReads({ apiBase: API_BASE, fetch: problem.fetch }, session(), noRetry);
    await assert.rejects(
      first.event(EVENT),
      (error) => error instanceof ApiError && error.code === 'not_found',
    );

    let calls = 0;
    const flaky = async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return Response.json([]);
    };
    const retrying = resolveBackoff({ retries: 1 }, async () => undefined);
    assert.deepEqual(
      await createFirstReads({ apiBase: API_BASE, fetch: flaky }, session(), retrying).shows(EVENT),
      [],
    );
    assert.equal(calls, 2);
    const down = async () => Promise.reject(new TypeError('Failed to fetch'));
    await assert.rejects(
      createFirstReads({ apiBase: API_BASE, fetch: down }, session(), noRetry).shows(EVENT),
      NetworkError,
    );
  });
});
