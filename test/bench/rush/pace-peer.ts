/**
 * `npx tsx test/bench/rush/pace-peer.ts`: the peer of `request-cost.ts --rate`: a bare `node:http`
 * server (a process of its own, answering every request with a poll-sized JSON body and nothing
 * else), sent requests at each of `--rates` a second at even intervals (0: `--concurrency` at once,
 * as fast as answered), over the rush's HTTP client. Reported per rate: the server process's CPU µs
 * per request (user and system, from its `process.resourceUsage()`), its minor page faults and
 * context switches per request. What a request costs a Node process when it arrives on its own
 * against among others, without the gateway's code. A benchmark: it reports and exits 0.
 *
 *   npx tsx test/bench/rush/pace-peer.ts --rates 100,250,750,0
 */
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { httpClient } from '../../integration/gateway/rush/processes';
import { loadNow } from './machine';

const { values: args } = parseArgs({
  options: {
    server: { type: 'boolean', default: false },
    rates: { type: 'string', default: '100,250,750,0' },
    seconds: { type: 'string', default: '8' },
    concurrency: { type: 'string', default: '16' },
  },
});

if (args.server) {
  const body = JSON.stringify({ state: 'waiting', position: 1234, ahead: 1233, poll_after_ms: 2000 });
  const server = createServer((request, response) => {
    if (request.url === '/usage') {
      response.end(JSON.stringify(process.resourceUsage()));
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(body);
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => process.send!((server.address() as AddressInfo).port));
} else {
  const loadAtStart = loadNow();
  const child = fork(fileURLToPath(import.meta.url), ['--server'], { execArgv: ['--import', 'tsx'] });
  const port = await new Promise<number>((resolve) => child.once('message', (m) => resolve(Number(m))));
  const concurrency = Number(args.concurrency);
  const http = httpClient(concurrency);
  const url = `http://127.0.0.1:${port}/poll`;
  const usage = async () =>
    (await http.send(`http://127.0.0.1:${port}/usage`, 'GET')).json as unknown as NodeJS.ResourceUsage;
  const lines: string[] = [];
  // Warm up: V8 has compiled the server's hot code before anything is measured.
  for (let i = 0; i < 5000; i += concurrency)
    await Promise.all(Array.from({ length: concurrency }, () => http.send(url, 'GET')));
  for (const rate of args.rates.split(',').map(Number)) {
    const before = await usage();
    const started = performance.now();
    let count = 0;
    if (rate > 0) {
      const sent: Promise<unknown>[] = [];
      while (performance.now() - started < Number(args.seconds) * 1000) {
        const wait = started + (count * 1000) / rate - performance.now();
        if (wait > 0) await new Promise((done) => setTimeout(done, wait));
        count += 1;
        sent.push(http.send(url, 'GET'));
      }
      await Promise.all(sent);
    } else {
      const total = Number(args.seconds) * 2500;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (count < total) {
            count += 1;
            await http.send(url, 'GET');
          }
        }),
      );
    }
    const after = await usage();
    // The usage request itself is counted with the requests: one more.
    const per = (key: keyof NodeJS.ResourceUsage) => (Number(after[key]) - Number(before[key])) / (count + 1);
    lines.push(
      `${(rate > 0 ? `${rate}/s` : `${concurrency} at once`).padEnd(12)}${String(count).padStart(8)}` +
        `${(per('userCPUTime') + per('systemCPUTime')).toFixed(0).padStart(10)}${per('userCPUTime').toFixed(0).padStart(8)}` +
        `${per('systemCPUTime').toFixed(0).padStart(8)}${per('minorPageFault').toFixed(2).padStart(10)}` +
        `${per('voluntaryContextSwitches').toFixed(2).padStart(10)}${per('involuntaryContextSwitches').toFixed(2).padStart(10)}`,
    );
  }
  http.close();
  child.kill();
  process.stdout.write(
    [
      'A bare node:http server: CPU per request against the pace of the requests',
      `${'pace'.padEnd(12)}${'requests'.padStart(8)}${'CPU µs'.padStart(10)}${'user'.padStart(8)}${'system'.padStart(8)}${'faults'.padStart(10)}${'vol cs'.padStart(10)}${'invol cs'.padStart(10)}`,
      ...lines,
      `load average at start / end: ${loadAtStart} / ${loadNow()}`,
      '',
    ].join('\n'),
  );
}
