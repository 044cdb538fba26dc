/**
 * The gateway's HMAC-SHA-256 and SHA-256 give the same bytes through node:crypto and WebCrypto
 * (RFC 4231 test case 2, FIPS 180-2's "abc"), so a token signed by one instance verifies on
 * another whatever it runs on, and the gateway in Node uses node:crypto.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hashing, nodeHashing, webHashing } from '../../../src/gateway/hashing';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const node = nodeHashing();

test('signs and digests the same bytes through node:crypto and WebCrypto', async () => {
  assert.ok(node, 'Node gives node:crypto through process.getBuiltinModule');
  for (const candidate of [node, webHashing]) {
    assert.equal(
      hex(await candidate.hmac('Jefe')('what do ya want for nothing?')),
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    assert.equal(
      hex(await candidate.sha256(new TextEncoder().encode('abc'))),
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  }
  const secret = 'a secret of at least thirty-two characters';
  const data = 'v1.eyJpIjoiYWJjIn0 – ünïcödé';
  assert.equal(hex(await node.hmac(secret)(data)), hex(await webHashing.hmac(secret)(data)));
});

test('uses node:crypto in Node, WebCrypto where there is none', async () => {
  assert.notEqual(hashing, webHashing);
  assert.equal(nodeHashing(null), null);
});
