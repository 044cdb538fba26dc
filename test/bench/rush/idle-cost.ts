/**
 * `npx tsx test/bench/rush/idle-cost.ts`: what a rush's gateway process (gateway-process.ts, as
 * request-cost.ts starts it) costs while it serves nothing: its CPU ms per second over `--seconds`,
 * after one catalogue read and 3 s of quiet. With `RUSH_LOOP_MS=0` the process does not sample its
 * event loop's delay (a timer every 10 ms otherwise). A benchmark: it reports and exits 0.
 *
 *   npx tsx test/bench/rush/idle-cost.ts && RUSH_LOOP_MS=0 npx tsx test/bench/rush/idle-cost.ts
 */
import { parseArgs } from 'node:util';
import { eventPath } from '../../../src/booking/first-reads';
import { httpClient, startGateway, startService } from '../../integration/gateway/rush/processes';
import { startRedis } from '../../integration/gateway/redis-server';
import { loadNow } from './machine';

const { values: args } = parseArgs({ options: { seconds: { type: 'string', default: '20' } } });
const loadAtStart = loadNow();
const redis = await startRedis();
const service = await startService(500);
const gateway = await startGateway({
  redisPort: redis.port,
  serviceUrl: `${service.url}/api`,
  event: service.event,
  keyPrefix: 'idle-cost',
  waitingRoom: { maxActive: 1, opensAt: { [service.event]: Date.now() - 60_000 } },
  ownCode: false,
});
const http = httpClient(1);
const cpu = async () => Number((await http.send(`${gateway.url}/__bench/count`, 'GET')).json.cpuSeconds);
try {
  await http.send(`${gateway.url}/tickets${eventPath(service.event)}`, 'GET', {
    'X-Forwarded-For': '192.0.2.1',
  });
  await new Promise((done) => setTimeout(done, 3000));
  const before = await cpu();
  const seconds = Number(args.seconds);
  await new Promise((done) => setTimeout(done, seconds * 1000));
  const used = (await cpu()) - before;
  process.stdout.write(
    `idle gateway process (event loop delay sampled every ${process.env.RUSH_LOOP_MS ?? 10} ms; 0: not): ` +
      `${((used * 1000) / seconds).toFixed(1)} CPU ms a second over ${seconds} s; load average ${loadAtStart} / ${loadNow()}\n`,
  );
} finally {
  http.close();
  await Promise.all([gateway.stop(), service.stop()]);
  await redis.stop();
}
