/**
 * `npm run bench:rush`: an on-sale rush over real processes, side by side with the waiting room
 * off and on: `--instances` (4) gateway processes on one redis-server, in front of the mock's
 * HTTP server (a process of its own), and the buyers (this process) over HTTP.
 *
 * `--buyers` (10000) buyers arrive uniformly within `--arrive` s (10), each from an address of
 * its own, for a show whose sectors hold `--seats` (500) + 3 places; each wants 1 or 2 tickets,
 * and one in five leaves after reserving. The sale opens `--opens` s (2) after the first arrival.
 * A scripted buyer on one address runs 6 parallel loops from 200 ms before the opening, 10
 * tickets a booking. One gateway instance is killed (SIGKILL) halfway through the arrivals
 * (`--kill false` to keep it). Reported: oversold and a recount, double bookings, the order of
 * admission (admissions ahead of someone who joined more than 1 s earlier, by the room's own
 * admission number), the most active buyers the service saw at once against `maxActive`, person
 * and booking creates per buyer served, the scripted buyer's tickets, places lost or moved back
 * (the kill), the queue poll's time inside the gateway processes and the Redis commands it
 * sends, CPU seconds of every process, Redis memory per waiting buyer, a uniformity test of the
 * pre-queue shuffle, and the service's requests for one quiet booking with and without a room.
 * The gateways start cold; `--warm <n>` first sends each n requests of the arrival's kinds for
 * an event and a line of the warm-up's own (warm-up.ts), none of them counted in the figures.
 * A benchmark: it reports and exits 0. Writes test-results/bench-rush.json.
 *
 *   npm run bench:rush -- --buyers 2000 --seats 200 --room on
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { GatewayOptions } from '../../../src/gateway/index';
import { redisRooms } from '../../../src/gateway/waiting-room/redis-rooms';
import { httpClient, startGateway, startService } from '../../integration/gateway/rush/processes';
import { startRedis, type RedisServer } from '../../integration/gateway/redis-server';
import { pollCost as pollAtGateway } from './poll-cost';
import { shuffleUniformity } from './shuffle';
import { type Rush, rush } from './buyers';
import { RUSH_SHAPE, roomOf, rushShape } from './rush-args';
import { PERSON } from '../../integration/gateway/rush/buyer';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const resultFile = join(root, 'test-results', 'bench-rush.json');
const { values: args } = parseArgs({
  options: {
    ...RUSH_SHAPE,
    room: { type: 'string', default: 'both' },
    'poll-cost-only': { type: 'boolean', default: false },
    'quiet-only': { type: 'boolean', default: false },
    'auto-pipelining': { type: 'string', default: 'false' },
    'own-code': { type: 'string', default: 'false' },
    'first-reads': { type: 'string', default: 'true' },
    'queue-mark': { type: 'string', default: 'true' },
    redis: { type: 'string', default: 'tcp' },
  },
});
const log = (line: string) => process.stderr.write(`${line}\n`);

/** One poll's script in Redis with 5000 buyers waiting, without the rush around it (ms). */
async function pollCost(server: RedisServer): Promise<{ p50: number; p99: number }> {
  const rooms = redisRooms(server.client(), { keyPrefix: 'bench-poll' });
  const settings = {
    opensAt: null,
    maxActive: 0,
    admitPerMinute: null,
    passMs: 60_000,
    activeMs: 60_000,
    abandonMs: 600_000,
  };
  for (let i = 0; i < 5000; i += 1) {
    await rooms.join('POLL-ROOM', { member: `m${i}`, group: null, now: Date.now(), draw: 0.5, settings });
  }
  const times: number[] = [];
  for (let i = 0; i < 2000; i += 1) {
    const started = performance.now();
    await rooms.poll('POLL-ROOM', {
      member: `m${(i * 7919) % 5000}`,
      now: Date.now(),
      settings,
      supply: { available: 10, held: 0 },
    });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => Number(times[Math.ceil((p / 100) * times.length) - 1]!.toFixed(2));
  return { p50: at(50), p99: at(99) };
}

async function memoryPerWaitingBuyer(server: RedisServer): Promise<number> {
  const redis = server.client();
  const rooms = redisRooms(redis, { keyPrefix: 'bench-memory' });
  const settings = {
    opensAt: null,
    maxActive: 0,
    admitPerMinute: null,
    passMs: 60_000,
    activeMs: 60_000,
    abandonMs: 600_000,
  };
  const used = async () => Number(/used_memory:(\d+)/.exec(await redis.info('memory'))![1]);
  const before = await used();
  const count = 5000;
  for (let i = 0; i < count; i += 1) {
    // As the gateway joins a widget's buyer: with the record of the join's Idempotency-Key (kept
    // with the place until the session ends), a session id of 22 characters, a SHA-256 fingerprint.
    const member = `member-${String(i).padStart(15, '0')}`;
    const group = `198.18.${i >> 8}.${i & 255}`;
    const now = Date.now();
    const once = {
      name: `address:${group} ${crypto.randomUUID()}`,
      fingerprint: 'f'.repeat(64),
      expires: now + 2 * 60 * 60 * 1000,
    };
    await rooms.joinThenPoll(
      'MEMORY-ROOM',
      { member, group, now, draw: 0.5, settings, once },
      { member, now, settings, supply: null },
    );
  }
  return ((await used()) - before) / count;
}

/** The service's requests for one quiet booking through a gateway with and without a room. */
async function quietBooking(server: RedisServer): Promise<{ without: number; withRoom: number }> {
  const service = await startService(10);
  const http = httpClient(4);
  const config = { redisPort: server.port, serviceUrl: `${service.url}/api`, event: service.event };
  const plain = await startGateway({ ...config, keyPrefix: 'quiet-off', waitingRoom: null });
  const roomed = await startGateway({ ...config, keyPrefix: 'quiet-on', waitingRoom: { maxActive: 100 } });
  const book = async (url: string, address: string) => {
    const headers = (session: string | null) => ({
      'X-Forwarded-For': address,
      ...(session ? { 'X-Session': session } : {}),
    });
    let session: string | null = null;
    const next = (answer: { headers: Record<string, unknown> }) =>
      (session = typeof answer.headers['x-session'] === 'string' ? answer.headers['x-session'] : session);
    const pidOf = (answer: { headers: Record<string, unknown> }) =>
      decodeURIComponent(String(answer.headers.location).split('/').pop()!);
    await http.send(`${url}/tickets/events/${service.event}`, 'GET', headers(null));
    await http.send(`${service.url}/__bench/count`, 'POST');
    const person = await http.send(`${url}/tickets/persons/`, 'POST', headers(null), PERSON);
    next(person);
    const booking = await http.send(`${url}/tickets/bookings/`, 'POST', headers(session), {
      customer: pidOf(person),
    });
    next(booking);
    const item = {
      booking: Number(pidOf(booking)),
      show: service.show,
      price: service.prices.adult,
      sector: service.parkett,
    };
    const tickets = await http.send(`${url}/tickets/tickets/`, 'POST', headers(session), [item]);
    next(tickets);
    const confirmed = await http.send(
      `${url}/tickets/bookings/${pidOf(booking)}`,
      'PATCH',
      headers(session),
      {
        confirmation: true,
      },
    );
    if (tickets.status !== 201 || confirmed.status !== 204) throw new Error('the quiet booking failed');
    const stats = (await http.send(`${service.url}/__bench/stats`, 'GET')).json;
    if (process.env.RUSH_VERBOSE) log(JSON.stringify(stats.seen));
    return Number(stats.requests);
  };
  try {
    return { without: await book(plain.url, '192.0.2.10'), withRoom: await book(roomed.url, '192.0.2.11') };
  } finally {
    http.close();
    await Promise.all([plain.stop(), roomed.stop(), service.stop()]);
  }
}

/** Wide enough for a gateway figure of each of 4 instances. */
const COLUMN = 32;
const summaryOf = (polls: Rush['pollWhileArriving']) =>
  polls ? `${polls.p50.toFixed(1)} / ${polls.p99.toFixed(1)} (${polls.count})` : '-';

/** The rush's gateways time the poll's own code only with `--own-code true` (see the README). */
const untimed = (r: Rush) => (r.pollMs ? 'not timed (--own-code true)' : '-');

function format(results: Rush[], extra: Record<string, unknown>): string {
  const row = (name: string, value: (r: Rush) => string | number) =>
    `${name.padEnd(50)}${results.map((r) => ` ${String(value(r)).padStart(COLUMN)}`).join('')}`;
  const maxActive = Number(args['max-active']);
  return [
    `On-sale rush: ${args.buyers} buyers within ${args.arrive} s at ${args.instances} gateway processes (one redis-server, ${args.redis === 'unix' ? 'over a Unix socket' : 'over TCP'}), ${args.seats}+3 places, the mock's HTTP server; maxActive ${maxActive}`,
    '',
    row('', (r) => r.name),
    row('gateways warmed before the rush: requests each (s)', (r) =>
      r.warmUp
        ? `${r.warmUp.requests.join(' ')} (${r.warmUp.seconds.toFixed(1)} s${r.warmUp.failed ? `, ${r.warmUp.failed} not 200` : ''})`
        : 'no: started cold',
    ),
    row('buyers who got tickets', (r) => r.served),
    row('tickets sold + held / places', (r) => `${r.sold + r.held}/${r.capacity}`),
    row('oversold', (r) => r.oversold),
    row('recount of tickets = sold + held', (r) => (r.recountOk ? 'yes' : 'NO')),
    row('double bookings (a buyer in 2 bookings)', (r) => r.doubleBookings),
    row('person / booking creates', (r) => `${r.creates.persons} / ${r.creates.bookings}`),
    row('  per buyer served (goal <= 1.2)', (r) =>
      r.served
        ? `${(r.creates.persons / r.served).toFixed(2)} / ${(r.creates.bookings / r.served).toFixed(2)}`
        : '-',
    ),
    row(
      '  answered 201 to the buyers (person / booking)',
      (r) => `${r.answeredCreates.persons} / ${r.answeredCreates.bookings}`,
    ),
    row('  buyers who created records but got no tickets', (r) => r.admittedEmpty),
    row(`most active buyers at the service (maxActive ${maxActive})`, (r) => r.serviceMaxActive),
    row('requests the service received', (r) => r.serviceRequests),
    row('scripted buyer (one address): tickets', (r) => r.scripted),
    row('admitted ahead of one who joined >1 s earlier', (r) => r.unfair ?? '-'),
    row('  (joined = recorded at the gateway; by asking time)', (r) => r.unfairAsked ?? '-'),
    row('  by asking time, joins not retried after the kill', (r) =>
      r.unfairNotRetried === null ? '-' : `${r.unfairNotRetried} (${r.joinsRetried} retried)`,
    ),
    row('places lost / moved back (one instance killed)', (r) =>
      r.lostPlaces === null ? '-' : `${r.lostPlaces} / ${r.movedBack}`,
    ),
    row('requests failed by the kill (retried elsewhere)', (r) => r.failedRequests),
    row('repeats told idempotency_in_progress', (r) => r.repeatsInProgress),
    row(
      'joins: at once (marked X-Queueing) / after a refused create',
      (r) => `${r.joins.direct} / ${r.joins.afterRefusal}`,
    ),
    row('buyers still in line 3 min after the last arrival', (r) => r.gaveUp),
    row('queue poll in the gateway p50 / p99 / max ms', (r) =>
      r.pollMs ? `${r.pollMs.p50.toFixed(1)} / ${r.pollMs.p99.toFixed(1)} / ${r.pollMs.max.toFixed(0)}` : '-',
    ),
    row('  POLL P99 IN THE GATEWAY (goal <= 10 ms), load', (r) =>
      r.pollMs ? `${r.pollMs.p99.toFixed(1)} ms, load ${r.machine.whole.load}` : '-',
    ),
    row('  polls begun while buyers arrived p50/p99 (n)', (r) => summaryOf(r.pollWhileArriving)),
    row('  polls begun after the last arrival p50/p99 (n)', (r) => summaryOf(r.pollAfterArrivals)),
    row('  polls the store answered p50/p99 (n)', (r) => summaryOf(r.pollFromStore)),
    row("  polls answered from the instance's look p50/p99 (n)", (r) => summaryOf(r.pollFromLook)),
    row('  polls over 10 ms; 2-s windows with p99 > 10 ms until (s)', (r) =>
      r.pollsOverGoal ? `${r.pollsOverGoal.count}; ${r.pollsOverGoal.settledSeconds}` : '-',
    ),
    row("  the poll's own code p50 / p99 / max ms", (r) =>
      r.pollOwnMs
        ? `${r.pollOwnMs.p50.toFixed(2)} / ${r.pollOwnMs.p99.toFixed(2)} / ${r.pollOwnMs.max.toFixed(1)}`
        : untimed(r),
    ),
    row("  the poll's own code, CPU p50 / p99 / max ms", (r) =>
      r.pollOwnCpuMs
        ? `${r.pollOwnCpuMs.p50.toFixed(2)} / ${r.pollOwnCpuMs.p99.toFixed(2)} / ${r.pollOwnCpuMs.max.toFixed(1)}`
        : untimed(r),
    ),
    row('  polls answered', (r) => r.pollMs?.count ?? '-'),
    row('  Redis commands per poll', (r) => r.redisCommandsPerPoll?.toFixed(2) ?? '-'),
    row('  as the buyers saw it (round trip) p50 / p99', (r) =>
      r.pollRoundTripMs ? `${r.pollRoundTripMs.p50.toFixed(1)} / ${r.pollRoundTripMs.p99.toFixed(1)}` : '-',
    ),
    row('gateways: event loop delay p50 ms', (r) => r.eventLoopDelayP50Ms.join(' ')),
    row('gateways: event loop delay p99 ms', (r) => r.eventLoopDelayP99Ms.join(' ')),
    row(
      `machine: cores busy of ${results[0]?.machine.whole.cores ?? '?'}, arriving / whole`,
      (r) => `${r.machine.arriving.busyCores ?? '-'} / ${r.machine.whole.busyCores ?? '-'}`,
    ),
    row('  of which the rush (gateways, service, buyers, Redis)', (r) => {
      const own =
        r.cpu.gateways.reduce((sum, s) => sum + s, 0) + r.cpu.service + r.cpu.buyers + (r.cpu.redis ?? 0);
      return (own / r.machine.whole.seconds).toFixed(2);
    }),
    row(
      '  load average (1 min) while arriving / whole',
      (r) => `${r.machine.arriving.load} / ${r.machine.whole.load}`,
    ),
    row('gateways: s on a CPU / s waiting for a CPU', (r) =>
      r.scheduled.map((s) => `${s.running}/${s.waiting}`).join(' '),
    ),
    row('  mean wait for a CPU each time it could run (ms)', (r) =>
      r.scheduled.map((s) => s.waitPerTurnMs).join(' '),
    ),
    row('CPU s: gateways', (r) => r.cpu.gateways.join(' ')),
    row('gateway CPU ms per request (all kinds)', (r) => r.gatewayCpuMsPerRequest.toFixed(2)),
    row(
      '  while buyers arrived (requests) / after the last arrival',
      (r) =>
        `${r.gatewayCpuMsPerRequestArriving.toFixed(2)} (${r.gatewayRequestsArriving}) / ${r.gatewayCpuMsPerRequestAfter.toFixed(2)}`,
    ),
    row('CPU s: service / buyers', (r) => `${r.cpu.service} / ${r.cpu.buyers}`),
    row(
      'buyers: requests / CPU ms per request (the simulator)',
      (r) =>
        `${r.buyersRequests} / ${r.buyersCpuMsPerRequest.toFixed(3)} (${r.buyersSystemCpuMsPerRequest.toFixed(3)} system)`,
    ),
    row(
      '  while buyers arrived (requests) / after the last arrival',
      (r) =>
        `${r.buyersCpuMsPerRequestArriving.toFixed(3)} (${r.buyersRequestsArriving}) / ${r.buyersCpuMsPerRequestAfter.toFixed(3)}`,
    ),
    row(
      'last arrival / last buyer told (s)',
      (r) => `${r.lastArrivalSeconds.toFixed(1)} / ${r.seconds.toFixed(1)}`,
    ),
    '',
    ...results.map(
      (r) => `${r.name}: why buyers with records got no tickets: ${JSON.stringify(r.emptyBecause)}`,
    ),
    ...results.map((r) => `${r.name}: buyers' requests by kind: ${JSON.stringify(r.buyersRequestsByKind)}`),
    ...Object.entries(extra).map(
      ([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : value}`,
    ),
  ].join('\n');
}

async function redisCpu(server: RedisServer): Promise<number> {
  const info = await server.client().info('cpu');
  const field = (name: string) => Number(new RegExp(`${name}:([\\d.]+)`).exec(info)![1]);
  return field('used_cpu_sys') + field('used_cpu_user');
}

async function main(): Promise<void> {
  const load = {
    start: loadavg()
      .map((n) => n.toFixed(2))
      .join(' '),
  };
  const server = await startRedis();
  const common = {
    ...rushShape(args),
    redisPort: server.port,
    autoPipelining: args['auto-pipelining'] === 'true',
    ownCode: args['own-code'] === 'true',
    firstReads: args['first-reads'] !== 'false',
    queueMark: args['queue-mark'] !== 'false',
    redisSocket: args.redis === 'unix' ? server.socket : undefined,
  };
  if (!Number.isSafeInteger(common.warm) || common.warm < 0) throw new Error('--warm takes a whole number');
  const results: Rush[] = [];
  const redisSeconds: Record<string, number> = {};
  try {
    const timed = async (name: string, run: (warmedUp: () => Promise<void>) => Promise<Rush>) => {
      let before = await redisCpu(server);
      // After a warm-up (`--warm`), its Redis commands are not the rush's.
      const result = await run(async () => {
        before = await redisCpu(server);
      });
      redisSeconds[name] = Number(((await redisCpu(server)) - before).toFixed(1));
      results.push({ ...result, cpu: { ...result.cpu, redis: redisSeconds[name] } });
    };
    if (args['quiet-only']) {
      process.stdout.write(`${JSON.stringify(await quietBooking(server))}\n`);
      return;
    }
    log('poll cost at one gateway process …');
    const atGateway = await pollAtGateway(server.port, common.autoPipelining, true, common.redisSocket);
    if (args['poll-cost-only']) {
      process.stdout.write(`${JSON.stringify(atGateway, null, 2)}\nload average ${loadavg().join(' ')}\n`);
      return;
    }
    if (args.room !== 'on') {
      log('room off …');
      await timed('room off', (warmedUp) =>
        rush({ ...common, name: 'room off', keyPrefix: 'rush-off', room: null, warmedUp }),
      );
    }
    if (args.room !== 'off') {
      log('room on …');
      const room: GatewayOptions['waitingRoom'] = roomOf(args);
      await timed('room on', (warmedUp) =>
        rush({ ...common, name: 'room on', keyPrefix: 'rush-on', room, warmedUp }),
      );
    }
    log('quiet booking, memory, shuffle …');
    const quiet = await quietBooking(server);
    const extra = {
      'one queue poll at one gateway process, 1000 in line (in-gateway ms, CPU ms per poll, Redis commands)':
        atGateway,
      'CPU s of redis-server per run': redisSeconds,
      'service requests for one quiet booking (no rush): without a room / with a room': `${quiet.without} / ${quiet.withRoom}`,
      'Redis memory per waiting buyer (bytes, 5000 keyed joins)': Math.round(
        await memoryPerWaitingBuyer(server),
      ),
      'one poll in Redis, 5000 waiting, no rush around it (ms p50/p99)': await pollCost(server),
      'pre-queue shuffle (4 buyers, 24 000 openings): chi-square over 24 orders':
        await shuffleUniformity(24_000),
      'load average (1, 5, 15 min) start / end': `${load.start} / ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    };
    const text = format(results, extra);
    process.stdout.write(`${text}\n`);
    await mkdir(dirname(resultFile), { recursive: true });
    await writeFile(resultFile, JSON.stringify({ args, results, extra }, null, 2));
  } finally {
    await server.stop();
  }
}

await main();
