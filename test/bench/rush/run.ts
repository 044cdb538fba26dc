/**
 * `npm run bench:rush`: an on-sale rush through several gateway instances on one redis-server,
 * against the mock in-process, side by side with the waiting room off and on.
 *
 * `--buyers` (1000) buyers arrive uniformly within `--arrive` s (10) at `--instances` (4)
 * gateway instances, each from an address of its own, for a show whose sectors hold `--seats`
 * (200) + 3 places; each wants 1 or 2 tickets, and one in five leaves after reserving. The sale
 * opens `--opens` s (2) after the first arrival. A scripted buyer on one address runs 6 parallel
 * loops from 200 ms before the opening, 10 tickets a booking. With the room on, one instance is
 * taken out of rotation halfway through the arrivals (in-process: its requests go to the others;
 * not a process kill). Reported: oversold and a recount, double bookings, the order of admission
 * (admissions ahead of someone who joined more than 1 s earlier, by the room's own admission
 * number), the scripted buyer's tickets, person and booking creates per buyer served, the
 * queue poll's p99 at the gateway, Redis memory per waiting buyer, a uniformity test of the
 * pre-queue shuffle, and the service's requests for one quiet booking with and without a room.
 * A benchmark: it reports and exits 0. Writes test-results/bench-rush.json.
 *
 *   npm run bench:rush -- --buyers 2000 --seats 200
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { redisStore, type GatewayOptions } from '../../../src/gateway/index';
import { redisRooms } from '../../../src/gateway/waiting-room/redis-rooms';
import { startRedis, type RedisServer } from '../../integration/gateway/redis-server';
import { shuffleUniformity } from './shuffle';
import { type Rush, rush } from './buyers';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const resultFile = join(root, 'test-results', 'bench-rush.json');
const { values: args } = parseArgs({
  options: {
    buyers: { type: 'string', default: '1000' },
    instances: { type: 'string', default: '4' },
    seats: { type: 'string', default: '200' },
    arrive: { type: 'string', default: '10' },
    opens: { type: 'string', default: '2' },
    'max-active': { type: 'string', default: '50' },
    'poll-ms': { type: 'string', default: '2000' },
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
    await rooms.join('MEMORY-ROOM', {
      member: `member-${String(i).padStart(17, '0')}`,
      group: `198.18.${i >> 8}.${i & 255}`,
      now: Date.now(),
      draw: 0.5,
      settings,
    });
  }
  return ((await used()) - before) / count;
}

function format(results: Rush[], extra: Record<string, unknown>): string {
  const row = (name: string, value: (r: Rush) => string | number) =>
    `${name.padEnd(46)}${results.map((r) => String(value(r)).padStart(16)).join('')}`;
  return [
    `On-sale rush: ${args.buyers} buyers within ${args.arrive} s at ${args.instances} gateway instances (one redis-server), ${args.seats}+3 places, the mock in-process`,
    '',
    row('', (r) => r.name),
    row('buyers who got tickets', (r) => r.served),
    row('tickets sold + held / places', (r) => `${r.sold + r.held}/${r.capacity}`),
    row('oversold', (r) => r.oversold),
    row('recount of tickets = sold + held', (r) => (r.recountOk ? 'yes' : 'NO')),
    row('double bookings (a buyer in 2 bookings)', (r) => r.doubleBookings),
    row('person / booking creates', (r) => `${r.creates.persons} / ${r.creates.bookings}`),
    row('  per buyer served', (r) =>
      r.served
        ? `${(r.creates.persons / r.served).toFixed(2)} / ${(r.creates.bookings / r.served).toFixed(2)}`
        : '-',
    ),
    row('scripted buyer (one address): tickets', (r) => r.scripted),
    row('admitted ahead of one who joined >1 s earlier', (r) => r.unfair ?? '-'),
    row('lost places after an instance left', (r) => r.lostPlaces ?? '-'),
    row('queue poll at the gateway p50 / p99 ms', (r) =>
      r.pollMs ? `${r.pollMs.p50.toFixed(1)} / ${r.pollMs.p99.toFixed(1)}` : '-',
    ),
    row('seconds until the last buyer was told', (r) => r.seconds.toFixed(1)),
    '',
    ...Object.entries(extra).map(
      ([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : value}`,
    ),
  ].join('\n');
}

async function main(): Promise<void> {
  const load = { start: loadavg()[0]! };
  const server = await startRedis();
  const common = {
    buyers: Number(args.buyers),
    instances: Number(args.instances),
    seats: Number(args.seats),
    arriveMs: Number(args.arrive) * 1000,
    opensInMs: Number(args.opens) * 1000,
  };
  const results: Rush[] = [];
  try {
    let n = 0;
    const stores = () => {
      n += 1;
      return Array.from({ length: common.instances }, () =>
        redisStore(server.client(), { keyPrefix: `rush-${n}` }),
      );
    };
    log('room off …');
    results.push(await rush({ ...common, name: 'room off', stores: stores(), room: null }));
    log('room on …');
    const room: GatewayOptions['waitingRoom'] = {
      maxActive: Number(args['max-active']),
      pollMs: Number(args['poll-ms']),
      abandonMs: 6 * Number(args['poll-ms']) + 60_000,
    };
    results.push(await rush({ ...common, name: 'room on', stores: stores(), room, dropInstance: true }));
    log('memory, shuffle …');
    const extra = {
      'Redis memory per waiting buyer (bytes, 5000 joins)': Math.round(await memoryPerWaitingBuyer(server)),
      'one poll in Redis, 5000 waiting, no rush around it (ms p50/p99)': await pollCost(server),
      'pre-queue shuffle (4 buyers, 24 000 openings): chi-square over 24 orders':
        await shuffleUniformity(24_000),
      'no extra request with the room on but not engaged':
        'see test/node/gateway/waiting-room-gateway.test.ts (same service requests for a quiet booking)',
      'load average (1 min) start / end': `${load.start.toFixed(2)} / ${loadavg()[0]!.toFixed(2)}`,
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
