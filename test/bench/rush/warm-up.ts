/**
 * The rush's optional warm-up (`--warm <n>`): before the rush, each gateway process is sent `n`
 * requests of the arrival's kinds, as a venue's long-running gateway has served visitors before
 * an on-sale. A freshly started Node process serves its first few thousand requests at about
 * 1.6× the CPU it needs once V8 has optimised its hot code (see the README).
 *
 * The warm-up touches nothing the rush measures: it sells an event of its own (a second event
 * created through the service's back office, as the service creates the rush's show), with a
 * waiting room of its own (no opening time: free until `maxActive` of its visitors are active,
 * then a line), from addresses the rush never uses (10.x.x.x). Each visitor does what a rush's
 * arrival does: the widget's two first reads (the event's shows and the event), a place in line
 * (`POST /queue/<event>` with an `Idempotency-Key`), then polls with the session the join gave.
 * The rush's figures are taken from after it (the gateways' and the service's counters reset).
 *
 * Its line is then emptied (`clearRoom`): every room of the gateway takes part in a create
 * without a pass (a person or booking create is refused while any room queues, and enters the
 * free ones), so a warm-up line left full would refuse the rush's creates; an empty one is free,
 * as the room of an event whose sale is not on.
 */
import { Redis } from 'ioredis';
import { eventPath, showsPath } from '../../../src/booking/first-reads';
import { theatreAsync } from '../../fixtures/theatre';
import type { httpClient } from '../../integration/gateway/rush/processes';

type Http = ReturnType<typeof httpClient>;

/** A warm-up visitor's requests: 2 reads, a join, 2 polls (the rush's mix: ~1.5 polls an arrival). */
const PER_VISITOR = 5;
/** Visitors under way at once at each gateway. */
const AT_ONCE = 16;

/** Creates the warm-up's own event (one show) through the service's back office; its pid. */
export async function warmUpEvent(http: Http, serviceUrl: string): Promise<string> {
  const api = `${serviceUrl}/api`;
  const basic = Buffer.from('demo-client:demo-secret').toString('base64');
  const token = await fetch(`${api}/oauth/v2/token`, {
    method: 'POST',
    headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=password&username=demo&password=demo',
  });
  const { access_token } = (await token.json()) as { access_token: string };
  const auth = { Authorization: `Bearer ${access_token}` };
  const hosts = (await http.send(`${api}/hosts/`, 'GET', auth)).json as unknown as { pid: string }[];
  const theatre = await theatreAsync(
    hosts[0]!.pid,
    async (resource, body) => {
      const created = await http.send(`${api}/${resource}/`, 'POST', auth, body);
      const location = created.headers.location;
      if (created.status !== 201 || typeof location !== 'string') {
        throw new Error(`the warm-up's ${resource} was not created (${created.status})`);
      }
      return decodeURIComponent(new URL(location, api).pathname.split('/').pop()!);
    },
    {
      event: { name: 'Warm-up' },
      parkett: { capacity: 50 },
      shows: ['2027-01-05 19:30:00'],
      questions: null,
      options: null,
    },
  );
  return theatre.event;
}

/**
 * The time the rush waits for the warm-up (ms): generous for a loaded 2-core machine (a request
 * costs the machine about 1 ms there, the gateways, the simulator and Redis together).
 */
export const warmUpAllowanceMs = (perGateway: number, gateways: number) =>
  perGateway > 0 ? 5000 + perGateway * gateways : 0;

export interface WarmUp {
  /** Requests each gateway was sent. */
  requests: number[];
  /** Answers other than 200 (all gateways). */
  failed: number;
  seconds: number;
}

/**
 * Sends each gateway `perGateway` requests for `event`: visitors of 2 reads, a join and 2 polls
 * (reads only without a room), 16 at once at each gateway, the gateways at the same time.
 */
export async function warmUp(
  http: Http,
  gateways: readonly string[],
  event: string,
  perGateway: number,
  room: boolean,
): Promise<WarmUp> {
  const began = performance.now();
  const requests = gateways.map(() => 0);
  let failed = 0;
  const send = async (k: number, method: string, path: string, headers: Record<string, string>) => {
    requests[k]! += 1;
    const answer = await http.send(`${gateways[k]}/tickets${path}`, method, headers);
    if (answer.status !== 200) failed += 1;
    return answer;
  };
  const visitor = async (k: number, v: number) => {
    // An address of its own per visitor and gateway, in a block the rush never uses.
    const n = k * 65_536 + v;
    const address = { 'X-Forwarded-For': `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}` };
    await Promise.all([send(k, 'GET', showsPath(event), address), send(k, 'GET', eventPath(event), address)]);
    if (!room) return;
    const joined = await send(k, 'POST', `/queue/${event}`, {
      ...address,
      'Idempotency-Key': crypto.randomUUID(),
    });
    const session = joined.headers['x-session'];
    if (typeof session !== 'string') return;
    for (let p = 0; p < PER_VISITOR - 3; p += 1) {
      await send(k, 'GET', `/queue/${event}`, { ...address, 'X-Session': session });
    }
  };
  const perVisit = room ? PER_VISITOR : 2;
  const visitors = Math.ceil(perGateway / perVisit);
  await Promise.all(
    gateways.map(async (_, k) => {
      let next = 0;
      const lane = async () => {
        while (next < visitors) await visitor(k, next++);
      };
      await Promise.all(Array.from({ length: AT_ONCE }, lane));
    }),
  );
  return { requests, failed, seconds: (performance.now() - began) / 1000 };
}

/**
 * Deletes the Redis keys of `event`'s room (its line, the admitted, the join records, the polls'
 * counts): the room is free again, as before the warm-up. The number of keys deleted.
 */
export async function clearRoom(redisPort: number, keyPrefix: string, event: string): Promise<number> {
  const redis = new Redis({ port: redisPort, host: '127.0.0.1' });
  const mine = `{${event.toLowerCase()}}`;
  let deleted = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${keyPrefix}:room:*`, 'COUNT', 1000);
      cursor = next;
      const ours = keys.filter((key) => key.toLowerCase().includes(mine));
      if (ours.length > 0) deleted += await redis.del(...ours);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return deleted;
}
