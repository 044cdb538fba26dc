/**
 * The API's JSON answers go out with their length in `Content-Length`, not in chunks: a client
 * (and a socket) gets head and body in one piece. A body without a known length would make the
 * server stream it with chunked encoding, in more writes per answer.
 */
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { startServer, type RunningServer } from '../../../../mock-server/serve';
import { SEED_CLIENT } from '../../../../mock-server/seed/index';

/** The raw answer to one HTTP/1.1 request on a kept-alive connection: head and body bytes. */
function rawGet(base: string, path: string, token: string): Promise<{ head: string; body: Buffer }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    let data = Buffer.alloc(0);
    socket.on('error', reject);
    socket.on('data', (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      const end = data.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = data.subarray(0, end).toString('latin1');
      const length = /\r\ncontent-length: (\d+)/i.exec(head)?.[1];
      const body = data.subarray(end + 4);
      if (length === undefined || body.length >= Number(length)) {
        socket.destroy();
        resolve({ head, body });
      }
    });
    socket.write(
      `GET ${path} HTTP/1.1\r\nHost: ${url.host}\r\nAccept: application/json\r\n` +
        `Authorization: Bearer ${token}\r\nConnection: keep-alive\r\n\r\n`,
    );
  });
}

describe('JSON answers over HTTP', () => {
  let server: RunningServer;
  let token = '';

  before(async () => {
    server = await startServer({ port: 0, host: '127.0.0.1', seed: 'demo', gateway: false });
    const response = await fetch(`${server.url.replace(/\/+$/, '')}/oauth/v2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${btoa(`${SEED_CLIENT.id}:${SEED_CLIENT.secret}`)}` },
      body: new URLSearchParams({ grant_type: 'password', username: 'demo', password: 'demo' }),
    });
    token = ((await response.json()) as { access_token: string }).access_token;
  });

  after(() => server.close());

  for (const path of [
    '/tickets/?maxResults=20',
    '/tickets/?filters%5Bconfirmation%5D=true&page=1',
    '/hosts/',
  ]) {
    it(`GET ${path} carries Content-Length, equal to its body, and no chunks`, async () => {
      const { head, body } = await rawGet(server.url, path, token);
      assert.match(head, /^HTTP\/1\.1 200 /);
      assert.doesNotMatch(head, /\r\ntransfer-encoding:/i);
      const length = /\r\ncontent-length: (\d+)/i.exec(head)?.[1];
      assert.ok(length !== undefined, `no Content-Length in:\n${head}`);
      assert.equal(body.length, Number(length));
      assert.ok(Array.isArray(JSON.parse(body.toString('utf8'))));
    });
  }
});
