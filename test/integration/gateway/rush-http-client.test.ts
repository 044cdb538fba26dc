/**
 * The rush's HTTP client (`rush/http-client.ts`), against a TCP server that records the bytes it
 * receives and answers with bytes of its own: it writes each request as undici's `request`
 * writes it (the simulated buyers must send the widget's requests, whichever client sends
 * them), reuses a kept-alive connection, opens no more than it may, reads answers with a length,
 * chunked (split anywhere), or ended by the server, and fails a request whose connection dies.
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { Agent, request } from 'undici';
import { httpClient } from './rush/http-client';

/** Whole requests as the server received them, and how many connections it was given. */
interface Recorder {
  readonly server: Server;
  readonly url: string;
  readonly requests: string[];
  connections: number;
  /**
   * The bytes to answer the next request with (each a write of its own; the connection ended
   * after one that says `Connection: close`), else a small JSON 200.
   */
  answers: Array<string[] | 'close'>;
}

const OK = ['HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 11\r\n\r\n{"ok":true}'];

async function recorder(): Promise<Recorder> {
  const state = { requests: [] as string[], connections: 0, answers: [] as Array<string[] | 'close'> };
  const server = createServer((socket: Socket) => {
    state.connections += 1;
    let buffer = '';
    socket.on('data', async (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end < 0) return;
        const length = Number(/\r\ncontent-length: (\d+)/i.exec(buffer.slice(0, end))?.[1] ?? 0);
        if (buffer.length < end + 4 + length) return;
        state.requests.push(buffer.slice(0, end + 4 + length));
        buffer = buffer.slice(end + 4 + length);
        const answer = state.answers.shift() ?? OK;
        if (answer === 'close') {
          socket.destroy();
          return;
        }
        for (const part of answer) {
          socket.write(part, 'latin1');
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        if (answer[0]!.includes('Connection: close')) socket.end();
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, { server, url });
}

describe("the rush's HTTP client", () => {
  let peer: Recorder;
  before(async () => {
    peer = await recorder();
  });
  after(() => peer.server.close());

  it('writes GETs, keyed POSTs with JSON bodies (also not ASCII), empty POSTs and PATCHes as undici does', async () => {
    const sends: Array<[string, string, Record<string, string>, unknown]> = [
      ['/tickets/queue/E1', 'GET', { 'X-Forwarded-For': '198.18.0.1', 'X-Session': 'v1.abc' }, undefined],
      [
        '/tickets/persons/',
        'POST',
        { 'X-Forwarded-For': '198.18.0.2', 'Idempotency-Key': 'k-1' },
        { firstname: 'Anna', city: 'Bern' },
      ],
      [
        '/tickets/persons/',
        'POST',
        { 'X-Forwarded-For': '198.18.0.3' },
        { firstname: 'Zoë', city: 'Zürich' },
      ],
      ['/tickets/queue/E1', 'POST', { 'X-Forwarded-For': '198.18.0.4', 'Idempotency-Key': 'k-2' }, undefined],
      ['/tickets/bookings/7', 'PATCH', { 'X-Session': 's' }, { confirmation: true }],
      ['/shows/?filters[event]=E1&orderBy[start]=asc', 'GET', {}, undefined],
    ];
    const agent = new Agent({ connections: 1 });
    const ours = httpClient(1);
    try {
      for (const [path, method, headers, body] of sends) {
        const text = body === undefined ? undefined : JSON.stringify(body);
        const answer = await request(`${peer.url}${path}`, {
          method: method as 'GET',
          dispatcher: agent,
          headers: text === undefined ? headers : { ...headers, 'content-type': 'application/json' },
          ...(text === undefined ? {} : { body: text }),
        });
        await answer.body.text();
        const undiciWrote = peer.requests.at(-1);
        assert.equal((await ours.send(`${peer.url}${path}`, method, headers, body)).status, 200);
        assert.equal(peer.requests.at(-1), undiciWrote, `${method} ${path}`);
      }
    } finally {
      await agent.close();
      ours.close();
    }
  });

  it('keeps a connection alive between requests and opens at most the connections it may', async () => {
    const client = httpClient(3);
    try {
      const before = peer.connections;
      for (let i = 0; i < 5; i += 1) assert.equal((await client.send(`${peer.url}/one`, 'GET')).status, 200);
      assert.equal(peer.connections - before, 1);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => client.send(`${peer.url}/many`, 'GET')),
      );
      assert.deepEqual(new Set(answers.map((a) => a.json.ok)), new Set([true]));
      assert.equal(peer.connections - before, 3);
    } finally {
      client.close();
    }
  });

  it('reads a length split across writes, a chunked body split anywhere, a 204 and an answer ended by the server', async () => {
    const client = httpClient(1);
    try {
      peer.answers.push(
        [
          'HTTP/1.1 201 Created\r\nLocation: /api/persons/P%201\r\nX-Session: v1.s',
          'ess\r\nContent-Len',
          'gth: 9\r\n\r\n{"a":',
          '[1]}',
        ],
        [
          'HTTP/1.1 409 Conflict\r\nTransfer-Encoding: chunked\r\nRetry-After: 2\r\nSet-Cookie: a=1\r\nset-cookie: b=2\r\n\r\n',
          '22\r\n{"code":"idempotency_in_pro',
          'gress"}\r\n0',
          '\r\n\r\n',
        ],
        ['HTTP/1.1 204 No Content\r\nX-Queueing: E1,E2\r\n\r\n'],
        ['HTTP/1.1 200 OK\r\nConnection: close\r\n\r\n{"end":', 'true}'],
      );
      const created = await client.send(`${peer.url}/a`, 'POST', {}, {});
      assert.equal(created.status, 201);
      assert.equal(created.header('location'), '/api/persons/P%201');
      assert.equal(created.header('x-session'), 'v1.sess');
      assert.equal(created.header('x-queueing'), null);
      assert.deepEqual(created.json, { a: [1] });
      const busy = await client.send(`${peer.url}/b`, 'POST', {}, {});
      assert.equal(busy.status, 409);
      assert.equal(busy.json.code, 'idempotency_in_progress');
      assert.equal(busy.header('retry-after'), '2');
      assert.deepEqual(busy.headers['set-cookie'], ['a=1', 'b=2']);
      const empty = await client.send(`${peer.url}/c`, 'PATCH', {}, {});
      assert.deepEqual([empty.status, empty.json, empty.header('x-queueing')], [204, {}, 'E1,E2']);
      // The server closes after this one: its body is what came until then, and the next request
      // gets a new connection.
      const before = peer.connections;
      const ended = await client.send(`${peer.url}/d`, 'GET');
      assert.deepEqual(ended.json, { end: true });
      assert.equal((await client.send(`${peer.url}/e`, 'GET')).status, 200);
      assert.equal(peer.connections - before, 1);
    } finally {
      client.close();
    }
  });

  it('keeps apart answers that arrive in parts on two connections at once', async () => {
    const client = httpClient(2);
    try {
      const parts = (text: string) => [
        `HTTP/1.1 200 OK\r\nContent-Length: ${text.length}\r\nX-Session: ${text.slice(0, 3)}`,
        `\r\n\r\n${text.slice(0, 6)}`,
        text.slice(6),
      ];
      const texts = ['{"which":"first one"}', '{"which":"the second"}'];
      peer.answers.push(...texts.map(parts));
      const answers = await Promise.all(texts.map(() => client.send(`${peer.url}/two`, 'GET')));
      assert.deepEqual(answers.map((a) => [a.json.which, a.header('x-session')]).sort(), [
        ['first one', '{"w'],
        ['the second', '{"w'],
      ]);
    } finally {
      client.close();
    }
  });

  it('fails a request whose connection dies before its answer, and one no server takes', async () => {
    const client = httpClient(1);
    try {
      peer.answers.push('close');
      await assert.rejects(client.send(`${peer.url}/dies`, 'GET'));
      assert.equal((await client.send(`${peer.url}/after`, 'GET')).status, 200);
      const closed = createServer();
      closed.listen(0, '127.0.0.1');
      await once(closed, 'listening');
      const port = (closed.address() as AddressInfo).port;
      closed.close();
      // The requests that waited for the one connection it may open fail with it.
      const refused = await Promise.allSettled(
        Array.from({ length: 5 }, () => client.send(`http://127.0.0.1:${port}/nobody`, 'GET')),
      );
      assert.deepEqual(
        refused.map((r) => r.status === 'rejected' && (r.reason as { code?: string }).code),
        Array(5).fill('ECONNREFUSED'),
      );
    } finally {
      client.close();
    }
  });
});
