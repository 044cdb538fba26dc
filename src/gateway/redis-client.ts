/**
 * The parts of an `ioredis` client (`Redis` or `Cluster`) that the gateway's Redis state uses,
 * written out so that the gateway's declarations name no type of `ioredis`: it is an optional
 * peer, and a site owner without Redis type-checks the gateway (`skipLibCheck: false` included)
 * without installing it. `test/types/redis-client.ts` checks that ioredis's clients fit.
 */
type RedisArgument = string | number;

interface RedisTransaction {
  hdel(key: string, ...fields: string[]): RedisTransaction;
  zrem(key: string, ...members: string[]): RedisTransaction;
  exec(): Promise<unknown>;
}

export interface RedisClient {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, px: 'PX', milliseconds: number): Promise<unknown>;
  set(key: string, value: string, px: 'PX', milliseconds: number, nx: 'NX'): Promise<unknown>;
  del(...keys: string[]): Promise<number>;
  eval(script: string, numberOfKeys: number, ...keysAndArgs: RedisArgument[]): Promise<unknown>;
  evalsha(sha: string, numberOfKeys: number, ...keysAndArgs: RedisArgument[]): Promise<unknown>;
  multi(): RedisTransaction;
  /** Any command by name (`CONFIG GET appendonly`). */
  call(command: string, ...args: RedisArgument[]): Promise<unknown>;
}
