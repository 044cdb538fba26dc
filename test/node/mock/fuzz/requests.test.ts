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
import { Api, describeReply, type Reply } from '../behaviour/harness';
import { startTarget } from '../behaviour/targets';
import { arbitraries, type FuzzRequest } from './arbitraries';

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const parameters = { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) };

describe('fuzzing the mock (in-process)', () => {
  let api: Api;
  let catalogue: Catalogue;
  const extra: Record<string, string> = {};
  let baseline: string;
  let baselineState: unknown;
  const tokens: Record<string, string | null> = { nobody: null };

  before(async () => {
    api = new Api(await startTarget('in-process'));
    await api.reset();
    tokens.other = await api.login('other');
    tokens.demo = await api.login('demo');
    catalogue = await setUpCatalogue(api);
    // A seated Balkon with a reserved seat, so seat routes and seat statuses have data to reject.
    const seats = await api.createMany(
      'seats',
      ['1', '2', '3'].map((number) => ({
        sector: catalogue.balkon,
        row: 'A',
        number,
        x: Number(number),
        y: 1,
      })),
    );
    await api.create('tickets', {
      booking: catalogue.booking,
      show: catalogue.shows[0],
      price: catalogue.balconyPrice,
      seat: seats[0],
    });
    extra.seats = String(seats[1]);
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
    const { mutated } = arbitraries(catalogue, extra);
    await fc.assert(
      fc.asyncProperty(mutated, async (request) => void (await send(request))),
      parameters,
    );
    report(t);
  });

  it('answers no 5xx and changes nothing when it rejects random bodies', async (t) => {
    const { bodyRequest } = arbitraries(catalogue, extra);
    await fc.assert(
      fc.asyncProperty(bodyRequest, async (request) => void (await send(request))),
      parameters,
    );
    report(t);
  });

  it('answers no 5xx and changes nothing when it rejects random paths and methods', async (t) => {
    const { pathRequest } = arbitraries(catalogue, extra);
    await fc.assert(
      fc.asyncProperty(pathRequest, async (request) => void (await send(request))),
      parameters,
    );
    report(t);
  });

  it('answers no 5xx and changes nothing when it rejects random query strings', async (t) => {
    const { queryRequest } = arbitraries(catalogue, extra);
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
    const { structuredRequest } = arbitraries(catalogue, extra);
    await fc.assert(
      fc.asyncProperty(structuredRequest, async (request) => void (await send(request))),
      parameters,
    );
    report(t);
  });
});
