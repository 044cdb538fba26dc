import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createRateLimiter } from '../../../src/gateway/limits';
import { GatewayError } from '../../../src/gateway/problem';
import { fakeClock } from './harness';

const retryAfter = (fn: () => void): string | undefined => {
  try {
    fn();
    return undefined;
  } catch (error) {
    assert.ok(error instanceof GatewayError);
    assert.equal(error.code, 'rate_limited');
    return error.headers['Retry-After'];
  }
};

describe('gateway rate limiter', () => {
  it('lets `limit` requests through per window and key, then answers with the seconds left', () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({ limit: 3, windowMs: 10_000, now: clock.now, scope: 'here' });
    for (let i = 0; i < 3; i += 1) limiter.hit('a');
    clock.advance(2_500);
    assert.equal(
      retryAfter(() => limiter.hit('a')),
      '8',
    );
    assert.equal(
      retryAfter(() => limiter.hit('b')),
      undefined,
      'another key has its own budget',
    );
    clock.advance(7_500);
    assert.equal(
      retryAfter(() => limiter.hit('a')),
      undefined,
      'a new window starts',
    );
  });

  it('keeps at most maxKeys windows, forgetting the oldest first', () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({
      limit: 1,
      windowMs: 60_000,
      now: clock.now,
      maxKeys: 100,
      scope: 'here',
    });
    for (let i = 0; i < 10_000; i += 1) {
      limiter.hit(`key-${i}`);
      clock.advance(1);
    }
    assert.ok(limiter.size <= 100, `${limiter.size} windows`);
    assert.ok(
      retryAfter(() => limiter.hit('key-9999')),
      'the newest windows are kept',
    );
  });

  it('drops expired windows before live ones', () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({
      limit: 1,
      windowMs: 1_000,
      now: clock.now,
      maxKeys: 10,
      scope: 'here',
    });
    limiter.hit('live');
    for (let i = 0; i < 9; i += 1) limiter.hit(`old-${i}`);
    clock.advance(500);
    limiter.hit('live-2');
    clock.advance(600);
    limiter.hit('new');
    assert.ok(
      retryAfter(() => limiter.hit('live-2')),
      'a live window survives the pruning',
    );
  });
});
