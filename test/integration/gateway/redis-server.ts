/**
 * A real `redis-server` for one test file: started on a free port without persistence, stopped
 * afterwards. CI installs the Debian package; the path can be given with `REDIS_SERVER`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe } from 'node:test';
import { Redis } from 'ioredis';
import { redisStore, type GatewayStore } from '../../../src/gateway/index';
import { freePort } from '../../fixtures/free-port';

export interface RedisServer {
  readonly port: number;
  /** Its Unix socket, for clients on the same machine (`new Redis({ path })`). */
  readonly socket: string;
  /** A new client of this server (closed by `stop`). */
  client(): Redis;
  /** Kills the server at once (SIGKILL): its state is gone. */
  kill(): Promise<void>;
  /** Starts a new, empty server on the same port. */
  restart(): Promise<void>;
  /**
   * Closes the clients and kills the server (its files are thrown away). Not SIGTERM: a server
   * whose persistence a test just turned on refuses to shut down until its first AOF rewrite ends.
   */
  stop(): Promise<void>;
}

/** Resolves once `client` is connected and ready for commands (at once if it is). */
export function ready(client: Redis): Promise<unknown> {
  return client.status === 'ready' ? Promise.resolve() : once(client, 'ready');
}

export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  // Its files (should a test turn persistence on) go to a directory of its own.
  const dir = mkdtempSync(join(tmpdir(), 'gateway-redis-'));
  let child = await spawnRedis(port, dir);
  const clients: Redis[] = [];
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  };
  return {
    port,
    socket: join(dir, 'redis.sock'),
    client() {
      const client = new Redis({ port, host: '127.0.0.1', lazyConnect: false, maxRetriesPerRequest: 1 });
      clients.push(client);
      return client;
    },
    kill,
    async restart() {
      await kill();
      child = await spawnRedis(port, dir);
    },
    async stop() {
      await Promise.all(clients.map((client) => client.quit().catch(() => client.disconnect())));
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function spawnRedis(port: number, dir: string): Promise<ChildProcess> {
  const binary = process.env.REDIS_SERVER ?? 'redis-server';
  const child: ChildProcess = spawn(
    binary,
    [
      ...['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      ...['--unixsocket', join(dir, 'redis.sock'), '--unixsocketperm', '700'],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}:\n${output}`));
    });
    child.stdout!.on('data', () => {
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return child;
}

/**
 * Runs `suite` against two gateway stores sharing one real Redis (started for the file), as two
 * instances behind a load balancer: each run of the suite's setup gets a fresh key prefix.
 */
export function overRedis(
  title: string,
  name: string,
  suite: (name: string, stores: () => GatewayStore[]) => void,
): void {
  describe(title, () => {
    let server: RedisServer;
    let run = 0;
    before(async () => {
      server = await startRedis();
    });
    after(async () => {
      await server?.stop();
    });
    suite('two instances sharing Redis', () => {
      const keyPrefix = `${name}-${(run += 1)}`;
      return [redisStore(server.client(), { keyPrefix }), redisStore(server.client(), { keyPrefix })];
    });
  });
}
