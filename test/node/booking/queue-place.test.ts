/**
 * The widget keeps the place token of its last queue answer (`X-Queue-Place`) and sends it with
 * its next poll of that event, so any gateway instance answers from its own look of the line.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createFlowApi } from '../../../src/booking/api';
import { resolveBackoff } from '../../../src/booking/net';

const API_BASE = 'https://shop.example/api/tickets/';
const [ONE, TWO] = ['E4F43DCC-8055-48F0-95B1-DE307C86652E', '0B7A4C53-9B7E-4F5A-8F40-2A1D1F7F1A11'];
const ANSWER = { state: 'waiting', position: 3, ahead: 2, waiting: 9, poll_after_ms: 1000 };

describe('the queue’s place token', () => {
  it('sends back the last answer’s token with the next poll of the same event only, and forgets it when an answer has none', async () => {
    const sent: Array<[string, string, string | null]> = [];
    const told = ['p1.4.a', 'p1.3.b', null, 'p1.9.c', 'p1.2.d'];
    const fetch = async (request: Request) => {
      sent.push([request.method, request.url.split('/').at(-1)!, request.headers.get('x-queue-place')]);
      const token = told.shift();
      return Response.json(ANSWER, { headers: token ? { 'X-Queue-Place': token } : {} });
    };
    const session = { get: () => 'v1.s.t', set: () => undefined };
    const api = createFlowApi({ apiBase: API_BASE, fetch }, session, resolveBackoff({ retries: 0 }));
    await api.queue('POST', ONE);
    await api.queue('GET', ONE);
    await api.queue('GET', ONE);
    await api.queue('GET', ONE);
    await api.queue('GET', TWO);
    await api.queue('POST', ONE);
    assert.deepEqual(sent, [
      ['POST', ONE, null],
      ['GET', ONE, 'p1.4.a'],
      ['GET', ONE, 'p1.3.b'],
      ['GET', ONE, null],
      ['GET', TWO, null],
      ['POST', ONE, null],
    ]);
  });
});
