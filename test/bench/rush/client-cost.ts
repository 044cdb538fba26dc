/**
 * What one request costs the rush's simulated buyers in CPU: the buyers' HTTP client
 * (`httpClient`, undici's `request` over kept-alive connections) against its peer, Node's
 * `node:http` client with a kept-alive `Agent` (what the buyers used before), on the same server
 * in a process of its own. Each round sends `--requests` requests `--concurrency` at a time with
 * each client, in turns (the order alternates), and reports this process's CPU (user + system)
 * per request; the ratio is the median round's.
 *
 *   npx tsx test/bench/rush/client-cost.ts [--requests 20000] [--concurrency 64] [--rounds 4]
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { Agent, request as httpRequest } from 'node:http';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { httpClient, type Answer } from '../../integration/gateway/rush/processes';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '20000' },
    concurrency: { type: 'string', default: '64' },
    rounds: { type: 'string', default: '4' },
  },
});

/** A server answering like the gateway's queue poll: a JSON view with a few headers. */
const SERVER = `
const http = require('node:http');
const body = JSON.stringify({ state: 'waiting', position: 1234, ahead: 1233, waiting: 5000,
  estimated_wait_seconds: 300, poll_after_ms: 5000, opens_at: null, admitted_per_minute: 240,
  all_held: false, pass: null, pass_expires: null });
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body),
      'Vary': 'Origin', 'X-Queueing': 'D3F1C2B0-1A2B-4C3D-8E9F-0123456789AB' });
    res.end(body);
  });
});
server.keepAliveTimeout = 60000;
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

/** The peer: `node:http` with a kept-alive agent, as the buyers sent their requests before. */
function nodeHttpClient(connections: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  return {
    send(url: string, method: string, headers: Record<string, string>, body?: unknown): Promise<Answer> {
      const text = body === undefined ? undefined : JSON.stringify(body);
      return new Promise((resolve, reject) => {
        const req = httpRequest(
          url,
          {
            method,
            agent,
            timeout: 60_000,
            headers: {
              ...headers,
              ...(text === undefined
                ? {}
                : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) }),
            },
          },
          (res) => {
            let data = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (data += chunk));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, json: JSON.parse(data), headers: res.headers }),
            );
            res.on('error', reject);
          },
        );
        req.on('timeout', () => req.destroy(new Error('timed out')));
        req.on('error', reject);
        req.end(text);
      });
    },
    close: () => agent.destroy(),
  };
}

interface Client {
  send(url: string, method: string, headers: Record<string, string>, body?: unknown): Promise<Answer>;
  close(): void;
}

/** CPU µs of this process per request for `count` requests, `concurrency` at a time. */
async function measure(client: Client, url: string, count: number, concurrency: number): Promise<number> {
  // Half the requests a buyer's poll (GET with a session), half a keyed write with a small body.
  const headers = { 'X-Forwarded-For': '198.18.0.1', 'X-Session': `v1.${'a'.repeat(120)}.${'b'.repeat(43)}` };
  const one = (i: number) =>
    i % 2 === 0
      ? client.send(`${url}/tickets/queue/E`, 'GET', headers)
      : client.send(
          `${url}/tickets/persons/`,
          'POST',
          { ...headers, 'Idempotency-Key': crypto.randomUUID() },
          {
            locale: 'de',
          },
        );
  // Warm the connections and the code first.
  await Promise.all(Array.from({ length: concurrency }, (_, i) => one(i)));
  const before = process.cpuUsage();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const answer = await one((next += 1));
        if (answer.status !== 200) throw new Error(`answered ${answer.status}`);
      }
    }),
  );
  const used = process.cpuUsage(before);
  return (used.user + used.system) / count;
}

const server = spawn(process.execPath, ['-e', SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
const [port] = (await once(server.stdout!, 'data')) as [Buffer];
const url = `http://127.0.0.1:${port.toString().trim()}`;
const count = Number(args.requests);
const concurrency = Number(args.concurrency);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const loadBefore = load();
const rounds: Array<{ undici: number; nodeHttp: number }> = [];
for (let round = 0; round < Number(args.rounds); round += 1) {
  const clients = { undici: httpClient(concurrency), nodeHttp: nodeHttpClient(concurrency) };
  const order = round % 2 === 0 ? (['undici', 'nodeHttp'] as const) : (['nodeHttp', 'undici'] as const);
  const result = { undici: 0, nodeHttp: 0 };
  for (const name of order) result[name] = await measure(clients[name], url, count, concurrency);
  clients.undici.close();
  clients.nodeHttp.close();
  rounds.push(result);
  console.log(
    `round ${round + 1}: undici ${result.undici.toFixed(1)} µs CPU per request, node:http ${result.nodeHttp.toFixed(1)} µs (ratio ${(result.undici / result.nodeHttp).toFixed(2)})`,
  );
}
const ratios = rounds.map((r) => r.undici / r.nodeHttp).sort((a, b) => a - b);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(
  `buyers' HTTP client, ${count} requests ${concurrency} at a time per round, ${rounds.length} rounds: ` +
    `undici ${median(rounds.map((r) => r.undici)).toFixed(1)} µs / node:http ${median(rounds.map((r) => r.nodeHttp)).toFixed(1)} µs CPU per request (median), ` +
    `ratio ${median(ratios).toFixed(2)}; load average ${loadBefore} → ${load()}`,
);
server.kill();
