/**
 * What one request costs the rush's simulated buyers in CPU: the buyers' HTTP client
 * (`httpClient`, `rush/http-client.ts`: kept-alive sockets, a request written at once, of an
 * answer only what is read decoded) against two peers, undici's `request` over an `Agent` (the
 * buyers' client before) and Node's `node:http` client with a
 * kept-alive `Agent` (before that), on the same server in a process of its own. Each request's
 * answer is read as a buyer reads it (a poll's state and session, a write's status and
 * `Location`). Each round sends `--requests` requests `--concurrency` at a time with each client,
 * in turns (the order rotates), and reports this process's CPU (user + system) per request; the
 * ratios are the median round's.
 *
 *   npx tsx test/bench/rush/client-cost.ts [--requests 20000] [--concurrency 64] [--rounds 4]
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { parseArgs } from 'node:util';
import { Agent as UndiciAgent, request as undiciRequest, type Dispatcher } from 'undici';
import { httpClient, type Answer } from '../../integration/gateway/rush/processes';
import { loadNow } from './machine';

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

/** An answer whose body and headers were all parsed on arrival, as both peers do. */
const parsed = (status: number, json: Record<string, unknown>, headers: IncomingHttpHeaders): Answer => ({
  status,
  json,
  headers,
  header: (name) => {
    const value = headers[name];
    return typeof value === 'string' ? value : null;
  },
});

/** A peer: undici's `request` over an `Agent`, as the buyers sent their requests before. */
function undiciRequestClient(connections: number) {
  const agent = new UndiciAgent({ connections, keepAliveTimeout: 4_000 });
  return {
    async send(
      url: string,
      method: string,
      headers: Record<string, string>,
      body?: unknown,
    ): Promise<Answer> {
      const text = body === undefined ? undefined : JSON.stringify(body);
      const answer = await undiciRequest(url, {
        method: method as Dispatcher.HttpMethod,
        dispatcher: agent,
        headersTimeout: 60_000,
        bodyTimeout: 60_000,
        headers: text === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        ...(text === undefined ? {} : { body: text }),
      });
      const data = await answer.body.text();
      return parsed(answer.statusCode, data ? JSON.parse(data) : {}, answer.headers as IncomingHttpHeaders);
    },
    close: () => void agent.destroy(),
  };
}

/** A peer: `node:http` with a kept-alive agent, as the buyers sent their requests before that. */
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
            res.on('end', () => resolve(parsed(res.statusCode ?? 0, JSON.parse(data), res.headers)));
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
        const i = (next += 1);
        const answer = await one(i);
        if (answer.status !== 200) throw new Error(`answered ${answer.status}`);
        // What a buyer reads: a poll's view and session, a write's place and session.
        if (i % 2 === 0 ? answer.json.state !== 'waiting' : answer.header('location') !== null) {
          throw new Error('unexpected answer');
        }
        answer.header('x-session');
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
const load = loadNow;
const loadBefore = load();
const names = ['own', 'request', 'nodeHttp'] as const;
const label = { own: 'http-client.ts (now)', request: 'undici request', nodeHttp: 'node:http' };
const rounds: Array<Record<(typeof names)[number], number>> = [];
// A round of each first, not counted: each client's code compiled before it is measured.
const warming = {
  own: httpClient(concurrency),
  request: undiciRequestClient(concurrency),
  nodeHttp: nodeHttpClient(concurrency),
};
for (const name of names) {
  await measure(warming[name], url, Math.min(count, 5000), concurrency);
  warming[name].close();
}
for (let round = 0; round < Number(args.rounds); round += 1) {
  const clients = {
    own: httpClient(concurrency),
    request: undiciRequestClient(concurrency),
    nodeHttp: nodeHttpClient(concurrency),
  };
  const result = { own: 0, request: 0, nodeHttp: 0 };
  // Each client first, second and third in turn.
  for (let k = 0; k < names.length; k += 1) {
    const name = names[(round + k) % names.length]!;
    result[name] = await measure(clients[name], url, count, concurrency);
  }
  for (const name of names) clients[name].close();
  rounds.push(result);
  console.log(
    `round ${round + 1}: ${names.map((name) => `${label[name]} ${result[name].toFixed(1)}`).join(', ')} µs CPU per request`,
  );
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ratio = (name: (typeof names)[number]) => median(rounds.map((r) => r.own / r[name])).toFixed(2);
console.log(
  `buyers' HTTP client, ${count} requests ${concurrency} at a time per round, ${rounds.length} rounds, CPU per request (median): ` +
    `${names.map((name) => `${label[name]} ${median(rounds.map((r) => r[name])).toFixed(1)} µs`).join(' / ')}; ` +
    `ratio to undici request ${ratio('request')}, to node:http ${ratio('nodeHttp')}; load average ${loadBefore} → ${load()}`,
);
server.kill();
