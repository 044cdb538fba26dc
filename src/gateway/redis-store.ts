/**
 * The gateway's state in Redis, for site owners who run several instances behind a load
 * balancer: every instance counts against the same rate limits and holds, and an idempotency key
 * answered by one instance is replayed by any other. Pass an `ioredis` client (the site owner
 * owns its connection, retries and shutdown):
 *
 * ```ts
 * import { Redis } from 'ioredis';
 * createGateway({ …, store: redisStore(new Redis(process.env.REDIS_URL)) });
 * ```
 *
 * Each operation is one Redis command or one Lua script, so it is atomic across instances.
 * Lifetimes are Redis's own (`PX`); tallies compare the gateway's clock with the expiry it wrote.
 */
import RateLimiterRedis from 'rate-limiter-flexible/lib/RateLimiterRedis.js';
import type { RedisClient } from './redis-client.js';
import { windowSeconds, wrapLimiter, type GatewayStore } from './store.js';
import { redisRooms } from './waiting-room/redis-rooms.js';

export interface RedisStoreOptions {
  /** Prefix of every key the gateway writes (default `tb-gateway`). */
  keyPrefix?: string;
}

/**
 * KEYS: the weights (hash), the expiries (sorted set). ARGV: member, delta, cap, expiresAt, now.
 * Drops lapsed members, then applies the change unless it would grow the sum past the cap.
 * Answers {ok, total, earliest expiry or -1}.
 */
const TALLY = `
local lapsed = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', ARGV[5])
for _, member in ipairs(lapsed) do redis.call('HDEL', KEYS[1], member) end
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ARGV[5])
local total = 0
for _, weight in ipairs(redis.call('HVALS', KEYS[1])) do total = total + tonumber(weight) end
local delta = tonumber(ARGV[2])
local current = tonumber(redis.call('HGET', KEYS[1], ARGV[1]) or '0')
local ok = 1
if delta > 0 and total + delta > tonumber(ARGV[3]) then
  ok = 0
else
  local nextWeight = math.max(0, current + delta)
  total = total - current + nextWeight
  if nextWeight == 0 then
    redis.call('HDEL', KEYS[1], ARGV[1])
    redis.call('ZREM', KEYS[2], ARGV[1])
  else
    redis.call('HSET', KEYS[1], ARGV[1], nextWeight)
    if delta > 0 or current == 0 then redis.call('ZADD', KEYS[2], ARGV[4], ARGV[1]) end
  end
end
local first = redis.call('ZRANGE', KEYS[2], 0, 0, 'WITHSCORES')
local last = redis.call('ZRANGE', KEYS[2], -1, -1, 'WITHSCORES')
if last[2] then
  local ttl = math.max(1, math.ceil(tonumber(last[2]) - tonumber(ARGV[5])))
  redis.call('PEXPIRE', KEYS[1], ttl)
  redis.call('PEXPIRE', KEYS[2], ttl)
end
return {ok, total, first[2] or '-1'}
`;

export function redisStore(redis: RedisClient, options: RedisStoreOptions = {}): GatewayStore {
  const prefix = options.keyPrefix ?? 'tb-gateway';
  const key = (name: string) => `${prefix}:${name}`;
  /** Records with Redis's own lifetimes (`PX`) under `<prefix>:<space>:`. */
  const space = (name: string) => ({
    async get(id: string) {
      return redis.get(key(`${name}:${id}`));
    },
    async set(id: string, value: string, ttlMs: number, { ifAbsent = false } = {}) {
      const ttl = Math.max(1, Math.ceil(ttlMs));
      const result = ifAbsent
        ? await redis.set(key(`${name}:${id}`), value, 'PX', ttl, 'NX')
        : await redis.set(key(`${name}:${id}`), value, 'PX', ttl);
      return result === 'OK';
    },
    async delete(id: string) {
      await redis.del(key(`${name}:${id}`));
    },
  });
  const records = space('record');
  return {
    limiter({ name, points, durationMs }) {
      return wrapLimiter(
        new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: key(`limit:${name}`),
          points,
          duration: windowSeconds(durationMs),
        }),
      );
    },

    async tally(name, member, delta, { cap, expiresAt, now }) {
      const hash = key(`tally:${name}`);
      const answer = (await redis.eval(
        TALLY,
        2,
        hash,
        `${hash}:expiry`,
        member,
        delta,
        cap,
        expiresAt,
        now,
      )) as [number, number, string];
      const earliest = Number(answer[2]);
      return { ok: answer[0] === 1, total: Number(answer[1]), nextExpiry: earliest < 0 ? null : earliest };
    },

    async untally(name, member) {
      const hash = key(`tally:${name}`);
      await redis.multi().hdel(hash, member).zrem(`${hash}:expiry`, member).exec();
    },

    get: records.get,
    set: records.set,
    delete: records.delete,
    cache: space('cache'),
    rooms: redisRooms(redis, { keyPrefix: prefix }),
    async durable() {
      try {
        const answer = (await redis.call('CONFIG', 'GET', 'appendonly')) as string[];
        return answer[1] === undefined ? null : answer[1] === 'yes';
      } catch {
        // A managed Redis may not allow CONFIG: it cannot be told.
        return null;
      }
    },
  };
}
