import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { hashing } from '../../../src/gateway/hashing';
import { GatewayError } from '../../../src/gateway/problem';
import {
  MAX_SESSION_RECORDS,
  constantTimeEqual,
  createSessionCodec,
  withRecord,
} from '../../../src/gateway/session';
import { fakeClock } from './harness';

const SECRET = 'unit-test-secret-with-32-characters';
const PERSON = '3F2A8C1E-7B4D-4E6A-9C0B-5D1E2F3A4B6C';

async function rejectsWith(promise: Promise<unknown>, code: string): Promise<void> {
  await assert.rejects(promise, (error: unknown) => {
    assert.ok(error instanceof GatewayError);
    assert.equal(error.code, code);
    assert.equal(error.status, 401);
    return true;
  });
}

describe('gateway sessions', () => {
  const clock = fakeClock();
  const codec = createSessionCodec({ secret: SECRET, ttl: 60_000, now: clock.now });

  it('round-trips the persons, bookings and expiry it signed', async () => {
    const session = withRecord(withRecord(codec.create(), 'persons', PERSON), 'bookings', '123456789012');
    const verified = await codec.verify(await codec.sign(session));
    assert.deepEqual(verified, session);
    assert.equal(verified.expires, clock.now() + 60_000);
  });

  it('gives every new session its own identifier', () => {
    assert.notEqual(codec.create().id, codec.create().id);
  });

  it('expires at the end of its lifetime, not before', async () => {
    const local = fakeClock();
    const short = createSessionCodec({ secret: SECRET, ttl: 10_000, now: local.now });
    const token = await short.sign(short.create());
    local.advance(9_999);
    await short.verify(token);
    local.advance(1);
    await rejectsWith(short.verify(token), 'session_expired');
  });

  it('rejects every token that differs from a signed one by one character', async () => {
    const token = await codec.sign(withRecord(codec.create(), 'bookings', '123456789012'));
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.';
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: token.length - 1 }), fc.constantFrom(...alphabet), async (at, char) => {
        fc.pre(token[at] !== char);
        const mutated = `${token.slice(0, at)}${char}${token.slice(at + 1)}`;
        await rejectsWith(codec.verify(mutated), 'session_invalid');
      }),
      { numRuns: 1000 },
    );
  });

  it('rejects other spellings of the same signature bytes (base64url padding bits)', async () => {
    const token = await codec.sign(codec.create());
    const last = token.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // The last of 43 characters carries 4 bits of the signature and 2 unused bits.
    const index = alphabet.indexOf(last);
    for (let low = 0; low < 4; low += 1) {
      const variant = alphabet[(index & ~3) | low]!;
      if (variant === last) continue;
      await rejectsWith(codec.verify(`${token.slice(0, -1)}${variant}`), 'session_invalid');
    }
  });

  it('rejects a well-signed payload of the wrong shape', async () => {
    const forge = async (payload: string) => {
      const body = Buffer.from(payload).toString('base64url');
      const key = await crypto.subtle.importKey(
        'raw',
        new TextEncoder().encode(SECRET),
        { name: 'HMAC', hash: 'SHA-256' },
        false,
        ['sign'],
      );
      const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`v1.${body}`));
      return `v1.${body}.${Buffer.from(signature).toString('base64url')}`;
    };
    const x = Math.floor(clock.now() / 1000) + 60;
    for (const payload of [
      'null',
      '[]',
      JSON.stringify({ i: 'short', p: [], b: [], x }),
      JSON.stringify({ i: 'A'.repeat(22), p: ['not-a-pid'], b: [], x }),
      JSON.stringify({ i: 'A'.repeat(22), p: [], b: [123456789012], x }),
      JSON.stringify({ i: 'A'.repeat(22), p: [], b: [], x: String(x) }),
    ]) {
      await rejectsWith(codec.verify(await forge(payload)), 'session_invalid');
    }
  });

  it('checks the signature of a token once: the same token again is its session, until it expires', async () => {
    // Counts the codec's signatures (one per sign, one per verify that checks one).
    const hmac = hashing.hmac;
    let signatures = 0;
    hashing.hmac = (secret) => {
      const sign = hmac(secret);
      return (data) => {
        signatures += 1;
        return sign(data);
      };
    };
    const local = fakeClock();
    let counted;
    try {
      counted = createSessionCodec({ secret: SECRET, ttl: 10_000, now: local.now });
    } finally {
      hashing.hmac = hmac;
    }
    const session = withRecord(counted.create(), 'bookings', '123456789012');
    const token = await counted.sign(session);
    const first = await counted.verify(token);
    assert.deepEqual(first, session);
    assert.equal(signatures, 2);
    for (let i = 0; i < 5; i += 1) assert.equal(await counted.verify(token), first);
    assert.equal(signatures, 2, 'a token seen before is not signed again');
    assert.ok(
      Object.isFrozen(first) && Object.isFrozen(first.bookings),
      'one session shared by its requests',
    );
    // A token one character off a kept one is checked (and refused) as ever.
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    await rejectsWith(counted.verify(`${token.slice(0, -1)}${last}`), 'session_invalid');
    local.advance(9_999);
    assert.equal(await counted.verify(token), first);
    local.advance(1);
    await rejectsWith(counted.verify(token), 'session_expired');
  });

  it(`holds at most ${MAX_SESSION_RECORDS} persons`, () => {
    let session = codec.create();
    for (let i = 0; i < MAX_SESSION_RECORDS; i += 1) {
      session = withRecord(session, 'persons', `${String(i).padStart(8, '0')}-0000-4000-8000-000000000000`);
    }
    assert.equal(withRecord(session, 'persons', session.persons[0]!), session, 'a known pid changes nothing');
    assert.throws(
      () => withRecord(session, 'persons', PERSON),
      (error: unknown) => {
        assert.ok(error instanceof GatewayError);
        assert.equal(error.code, 'session_full');
        return true;
      },
    );
  });

  it('refuses a secret shorter than 32 characters', () => {
    assert.throws(() => createSessionCodec({ secret: 'short', ttl: 1, now: Date.now }), TypeError);
  });

  it('compares strings by content and length', () => {
    assert.equal(constantTimeEqual('abc', 'abc'), true);
    assert.equal(constantTimeEqual('abc', 'abd'), false);
    assert.equal(constantTimeEqual('abc', 'abcd'), false);
    assert.equal(constantTimeEqual('', 'a'), false);
  });
});
