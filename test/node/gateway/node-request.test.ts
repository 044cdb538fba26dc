/**
 * The Node adapter's view of a request (node-request.ts) reads as a Fetch `Request` made from the
 * same request does: its URL, its headers (repeated ones combined), its body once; and it leaves
 * to the Fetch path the requests it cannot read as such. In-process: an `IncomingMessage` fed by
 * hand, no server.
 */
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage } from 'node:http';
import { Duplex } from 'node:stream';
import { describe, it } from 'node:test';
import { requestView } from '../../../src/gateway/node-request';

/** The request Node's HTTP server parses from these bytes (a stream of its own, no port). */
function incoming(method: string, url: string, raw: string[], body = ''): Promise<IncomingMessage> {
  const lines = Array.from({ length: raw.length / 2 }, (_, i) => `${raw[2 * i]}: ${raw[2 * i + 1]}\r\n`);
  return new Promise((resolve) => {
    const server = createServer((req) => resolve(req));
    const socket = new Duplex({ read() {}, write: (_chunk, _encoding, done) => done() });
    server.emit('connection', socket);
    socket.push(`${method} ${url} HTTP/1.1\r\n${lines.join('')}\r\n${body}`);
  });
}

describe('gateway: the Node adapter’s view of a request', () => {
  it('gives the URL, the headers and the body a Fetch Request of the same request gives', async () => {
    const body = '{"firstname":"Anna"}';
    const raw = [
      'Host',
      'shop.example:8443',
      'Content-Type',
      'application/json',
      'Content-Length',
      String(body.length),
      'X-Forwarded-For',
      ' 203.0.113.9 ',
      'x-forwarded-for',
      '198.51.100.7',
      'Cookie',
      'a=1',
      'cookie',
      'b=2',
    ];
    const view = requestView(await incoming('POST', '/tickets/persons/?x=1', raw, body), false)!;
    const fetched = new Request('http://shop.example:8443/tickets/persons/?x=1', {
      method: 'POST',
      headers: Array.from(
        { length: raw.length / 2 },
        (_, i) => [raw[2 * i]!, raw[2 * i + 1]!] as [string, string],
      ),
      body,
    });
    assert.equal(view.url, fetched.url);
    assert.equal(view.method, fetched.method);
    for (const name of ['host', 'Content-Type', 'x-forwarded-for', 'cookie', 'x-session']) {
      assert.equal(view.headers.get(name), fetched.headers.get(name), name);
      assert.equal(view.headers.has(name), fetched.headers.has(name), name);
    }
    const stream = view.body!;
    assert.equal(view.body, stream, 'one stream, as a Request has');
    assert.equal(await new Response(stream).text(), body);
    await assert.rejects(view.arrayBuffer(), TypeError, 'read once');
    const bare = view.toRequest();
    assert.equal(bare.body, null);
    assert.deepEqual([...bare.headers], [...fetched.headers]);
  });

  it('has no body without a declared one, and for GET and HEAD', async () => {
    for (const [method, raw] of [
      ['POST', ['Host', 'shop.example']],
      ['POST', ['Host', 'shop.example', 'Content-Length', '0']],
      ['GET', ['Host', 'shop.example', 'Content-Length', '5']],
    ] as const) {
      const view = requestView(await incoming(method, '/tickets/queue/E', [...raw]), false)!;
      assert.equal(view.body, null, `${method} ${raw.join(' ')}`);
      assert.equal((await view.arrayBuffer()).byteLength, 0);
    }
  });

  it('spells the URL as a URL does: escapes kept, dot segments resolved, a default port dropped', async () => {
    const url = async (target: string, host = 'shop.example') =>
      requestView(await incoming('GET', target, ['Host', host]), false)?.url;
    assert.equal(
      await url('/tickets/events/E?properties%5Boptions%5D=1'),
      'http://shop.example/tickets/events/E?properties%5Boptions%5D=1',
    );
    assert.equal(await url('/tickets/x/../events/E'), 'http://shop.example/tickets/events/E');
    assert.equal(await url('/tickets/events/', 'shop.example:80'), 'http://shop.example/tickets/events/');
    assert.equal(
      await url('/tickets/events/', 'shop.example:61000'),
      'http://shop.example:61000/tickets/events/',
    );
  });

  it('leaves to the Fetch path what it cannot read as a Fetch Request would', async () => {
    const view = async (method: string, target: string, raw: string[], readBefore = false) =>
      requestView(await incoming(method, target, raw), readBefore);
    assert.equal(
      await view('POST', '/tickets/persons/', ['Host', 'shop.example', 'Transfer-Encoding', 'chunked']),
      undefined,
    );
    assert.equal(
      await view('POST', '/tickets/persons/', ['Host', 'shop.example', 'Content-Length', '2'], true),
      undefined,
    );
    assert.equal(await view('GET', 'http://shop.example/tickets/', ['Host', 'shop.example']), undefined);
    assert.equal(await view('GET', '/tickets/', ['Host', 'Shop.Example']), undefined);
    assert.equal(
      await view('GET', '/tickets/%2e%2e/x', ['Host', '127.1:8443']),
      undefined,
      'a host the URL spells otherwise',
    );
  });
});
