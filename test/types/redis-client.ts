// The gateway's Redis state takes ioredis's clients: assigning one to the gateway's own
// `RedisClient` fails to compile when the two drift apart.
import type { Cluster, Redis } from 'ioredis';
import type { RedisClient } from '../../src/gateway/redis-client';

export const fromRedis = (redis: Redis): RedisClient => redis;
export const fromCluster = (cluster: Cluster): RedisClient => cluster;
