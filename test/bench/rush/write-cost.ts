/**
 * `npx tsx test/bench/rush/write-cost.ts`: the gateway's CPU per write of a booking, the writes a
 * rush's admitted buyer sends (a person, a booking, a ticket, the confirmation, each with an
 * `Idempotency-Key`), at one gateway process (gateway-process.ts without a room) in front of the
 * mock's HTTP server: `--bookings` bookings 4 at once, then as many at `--rate` bookings a second
 * at even intervals, in `--rounds` rounds (after 200 bookings of warm-up). A benchmark: it reports
 * and exits 0.
 *
 *   npx tsx test/bench/rush/write-cost.ts --bookings 300 --rate 20 --rounds 2
 */
import { parseArgs } from 'node:util';
import { httpClient, startGateway, startService } from '../../integration/gateway/rush/processes';
import { startRedis } from '../../integration/gateway/redis-server';
import { loadNow } from './machine';
import { PERSON } from '../../integration/gateway/rush/buyer';

const { values: args } = parseArgs({
  options: {
    bookings: { type: 'string', default: '300' },
    rate: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '2' },
  },
});
const loadAtStart = loadNow();
const bookings = Number(args.bookings);
const rounds = Number(args.rounds);
const redis = await startRedis();
const service = await startService(200 + 2 * rounds * bookings + 10);
const gateway = await startGateway({
  redisPort: redis.port,
  serviceUrl: `${service.url}/api`,
  event: service.event,
  keyPrefix: 'write-cost',
  waitingRoom: null,
  ownCode: false,
});
const http = httpClient(16);
const base = `${gateway.url}/tickets`;
const pid = (location: unknown) => decodeURIComponent(String(location).split('/').pop() ?? '');
let visitor = 0;
/** One buyer's four writes, each with a key of its own, the session carried along. */
async function book(): Promise<void> {
  visitor += 1;
  const address = `198.51.${(visitor >> 8) & 255}.${visitor & 255}`;
  let session: string | null = null;
  const write = async (method: string, path: string, body: unknown, status: number) => {
    const headers: Record<string, string> = {
      'X-Forwarded-For': address,
      'Idempotency-Key': crypto.randomUUID(),
    };
    if (session) headers['X-Session'] = session;
    const answer = await http.send(`${base}${path}`, method, headers, body);
    if (answer.status !== status) throw new Error(`${method} ${path}: ${answer.status}`);
    session = answer.header('x-session') ?? session;
    return answer;
  };
  const person = await write('POST', '/persons/', PERSON, 201);
  const booking = await write('POST', '/bookings/', { customer: pid(person.header('location')) }, 201);
  const number = Number(pid(booking.header('location')));
  const item = { booking: number, show: service.show, price: service.prices.adult, sector: service.parkett };
  await write('POST', '/tickets/', [item], 201);
  await write('PATCH', `/bookings/${number}`, { confirmation: true }, 204);
}
const cpu = async () => Number((await http.send(`${gateway.url}/__bench/count`, 'GET')).json.cpuSeconds);
/** CPU µs per write for `bookings` bookings, 4 at once (rate 0) or at `rate` a second. */
async function measure(rate: number): Promise<number> {
  const before = await cpu();
  if (rate === 0) {
    for (let i = 0; i < bookings; i += 4) await Promise.all([book(), book(), book(), book()]);
  } else {
    const started = performance.now();
    const all: Promise<void>[] = [];
    for (let i = 0; i < bookings; i += 1) {
      const wait = started + (i * 1000) / rate - performance.now();
      if (wait > 0) await new Promise((done) => setTimeout(done, wait));
      all.push(book());
    }
    await Promise.all(all);
  }
  return (((await cpu()) - before) * 1e6) / (4 * bookings);
}
try {
  for (let i = 0; i < 200; i += 4) await Promise.all([book(), book(), book(), book()]);
  const together: number[] = [];
  const paced: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    together.push(await measure(0));
    paced.push(await measure(Number(args.rate)));
  }
  const show = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
  process.stdout.write(
    `gateway CPU µs per write (a booking's 4 writes), by round: 4 bookings at once ${show(together)}; ` +
      `${args.rate} bookings a second ${show(paced)}; load average ${loadAtStart} / ${loadNow()}\n`,
  );
} finally {
  http.close();
  await Promise.all([gateway.stop(), service.stop()]);
  await redis.stop();
}
