import assert from 'node:assert/strict';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { toNodeHandler } from '../../../src/gateway/node';
import { Setup, assertNoLeaks } from '../../node/gateway/harness';
import { ANNA, setUpEvent, type Catalogue } from '../../node/gateway/fixtures';

/** A raw HTTP request, so the test controls Content-Length and chunking itself. */
function rawRequest(
  url: string,
  options: { method: string; headers?: Record<string, string>; chunks?: string[] },
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: options.method, headers: options.headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    for (const chunk of options.chunks ?? []) req.write(chunk);
    req.end();
  });
}

describe('gateway: Node adapter', () => {
  const setup = new Setup();
  let catalogue: Catalogue;
  let server: Server;
  let base: string;
  const addresses: (string | undefined)[] = [];

  before(async () => {
    catalogue = await setUpEvent(setup);
    const gateway = setup.useGateway({
      events: { pids: [catalogue.event] },
      basePath: '/tickets',
      limits: { bodyBytes: 2048, bodyTimeoutMs: 300 },
      allowedOrigins: ['https://shop.example'],
    });
    server = createServer(
      toNodeHandler(async (request, connection) => {
        addresses.push(connection?.clientAddress);
        const response = await gateway(request, connection);
        const text = request.method === 'HEAD' ? '' : await response.clone().text();
        setup.replies.push({
          status: response.status,
          headers: response.headers,
          text,
          body: undefined,
          session: null,
        });
        return response;
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tickets`;
  });

  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('serves catalogue reads over HTTP with the socket address as the client address', async () => {
    const response = await fetch(`${base}/shows/?filters[event]=${catalogue.event}`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('x-count'), '2');
    assert.equal(((await response.json()) as unknown[]).length, 2);
    assert.equal(addresses.at(-1), '127.0.0.1');
  });

  it('streams a JSON body to the gateway and answers with the session and a Location on the server', async () => {
    const response = await fetch(`${base}/persons/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://shop.example' },
      body: JSON.stringify(ANNA),
    });
    assert.equal(response.status, 201, await response.clone().text());
    assert.match(response.headers.get('location') ?? '', new RegExp(`^${base}/persons/[0-9A-F-]{36}$`));
    assert.ok(response.headers.get('x-session'));
  });

  it('answers 413 to a chunked body over the limit and closes the connection', async () => {
    const reply = await rawRequest(`${base}/persons/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      chunks: Array.from({ length: 10 }, () => `"${'x'.repeat(1000)}"`),
    });
    assert.equal(reply.status, 413);
    assert.equal(JSON.parse(reply.text).code, 'payload_too_large');
    assert.equal(reply.headers.connection, 'close');
  });

  it('answers 408 to a half-sent body after bodyTimeoutMs and closes the connection', async () => {
    const { port } = server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      'POST /tickets/persons/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 200\r\n\r\n{"firstname": "Ha',
    );
    await closed;
    const took = Date.now() - started;
    assert.match(received, /^HTTP\/1\.1 408 /);
    assert.match(received, /"code":"request_timeout"/);
    assert.ok(took < 5_000, `closed after ${took} ms`);
  });

  // CONNECT never reaches a request handler: Node's http server takes it as its 'connect' event
  // and, with no listener, closes the connection.
  it('answers TRACE with 405 and Allow, not 500', async () => {
    const { request: send } = await import('node:http');
    for (const method of ['TRACE']) {
      const { status, allow, body } = await new Promise<{ status: number; allow: string; body: string }>(
        (resolve, reject) => {
          const url = new URL(`${base}/events/`);
          const req = send({ host: url.hostname, port: url.port, path: url.pathname, method }, (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () =>
              resolve({ status: res.statusCode!, allow: String(res.headers.allow), body: text }),
            );
          });
          req.on('error', reject);
          req.end();
        },
      );
      assert.equal(status, 405, `${method}: ${body}`);
      assert.match(allow, /GET, HEAD, POST, PATCH, DELETE, OPTIONS/);
      assert.equal((JSON.parse(body) as { code: string }).code, 'method_not_allowed');
    }
  });

  it("writes the gateway's own text answers whole, with their headers and a byte-exact Content-Length", async () => {
    // The event's name has a non-ASCII letter: its length in bytes is not its length in letters.
    for (let read = 0; read < 2; read += 1) {
      const reply = await rawRequest(`${base}/events/${catalogue.event}`, { method: 'GET' });
      assert.equal(reply.status, 200);
      assert.equal(Number(reply.headers['content-length']), Buffer.byteLength(reply.text));
      assert.equal((JSON.parse(reply.text) as { name: string }).name, 'Die Zauberflöte');
      assert.match(String(reply.headers['content-type']), /^application\/json/);
    }
    const missing = await rawRequest(`${base}/persons/3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C`, {
      method: 'GET',
      headers: { Origin: 'https://shop.example' },
    });
    assert.equal(missing.status, 404);
    assert.equal(Number(missing.headers['content-length']), Buffer.byteLength(missing.text));
    assert.equal((JSON.parse(missing.text) as { code: string }).code, 'not_found');
    assert.equal(missing.headers['content-type'], 'application/problem+json');
    assert.equal(missing.headers['cache-control'], 'no-store');
    assert.equal(missing.headers['x-content-type-options'], 'nosniff');
    assert.equal(missing.headers['access-control-allow-origin'], 'https://shop.example');
    assert.equal(missing.headers.vary, 'Origin');
  });

  it('answers HEAD on a list with X-Count and no body', async () => {
    const reply = await rawRequest(`${base}/shows/?filters[event]=${catalogue.event}`, { method: 'HEAD' });
    assert.equal(reply.status, 200);
    assert.equal(reply.headers['x-count'], '2');
    assert.equal(reply.text, '');
  });

  it('leaks no credential, token or service address in any answer', () => {
    assert.ok(assertNoLeaks(setup.replies, setup.tokens) >= 4);
  });
});
