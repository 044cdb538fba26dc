/**
 * Starting and stopping the two servers under test, each in a child process of its own so
 * that the load generator never shares an event loop with the server it measures. Both run on
 * the Node that runs the benchmark, bound to 127.0.0.1.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../fixtures/free-port';
import type { MockChildMessage, MockParentMessage } from './mock-child';
import type { FixedAnswer, ReferenceChildMessage, ReferenceParentMessage } from './reference-child';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

export interface RunningServer {
  name: string;
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export interface RunningMock extends RunningServer {
  /** Starts the V8 CPU profiler in the server process. */
  startProfile(): Promise<void>;
  /** Stops it and writes the `.cpuprofile` to `file`. */
  stopProfile(file: string): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Ends a child we started: politely, then by force after `graceMs`. */
async function end(child: ChildProcess, graceMs = 3_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited(child);
  clearTimeout(timer);
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${url}: no answer within ${timeoutMs} ms`);
}

/**
 * json-server 1.0 on `db` (a JSON file it may rewrite), bound to 127.0.0.1. NODE_ENV=production
 * switches off its file watcher, which a benchmark does not need; the working directory is the
 * data's folder, with an empty `public/` (in production mode its static handler requires one),
 * so no file of this repository is served.
 */
export async function startJsonServer(db: string): Promise<RunningServer> {
  await mkdir(join(dirname(db), 'public'), { recursive: true });
  const port = await freePort();
  const bin = join(dirname(require.resolve('json-server/package.json')), 'lib', 'bin.js');
  const child = spawn(process.execPath, [bin, db, '--host', '127.0.0.1', '--port', String(port)], {
    cwd: dirname(db),
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/events?_per_page=1&_page=1`, child, 20_000);
  } catch (error) {
    await end(child);
    throw error;
  }
  return { name: 'json-server', url, pid: child.pid!, stop: () => end(child) };
}

interface IpcChild<Out, In> {
  child: ChildProcess;
  next(timeoutMs: number): Promise<In>;
  ask(message: Out, timeoutMs?: number): Promise<In>;
}

/** A TypeScript child process with an IPC channel whose replies come one per request, in order. */
function forkTs<Out, In extends { type: string }>(file: string): IpcChild<Out, In> {
  const child = fork(join(here, file), [], {
    // tsx's loader, resolved from here, so the benchmark runs from any working directory.
    execArgv: ['--import', import.meta.resolve('tsx')],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const replies: ((message: In) => void)[] = [];
  child.on('message', (message: In) => replies.shift()?.(message));
  const next = (timeoutMs: number): Promise<In> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${file}: no answer within ${timeoutMs} ms`)),
        timeoutMs,
      );
      const onExit = (code: number | null) => reject(new Error(`${file} exited with ${code}`));
      child.once('exit', onExit);
      replies.push((message) => {
        clearTimeout(timer);
        child.off('exit', onExit);
        if (message.type === 'error')
          reject(new Error(`${file}: ${(message as { message?: string }).message}`));
        else resolve(message);
      });
    });
  const ask = (message: Out, timeoutMs = 20_000) => {
    const reply = next(timeoutMs);
    child.send(message as object);
    return reply;
  };
  return { child, next, ask };
}

async function ready<Out, In extends { type: string }>(
  ipc: IpcChild<Out, In>,
): Promise<Extract<In, { type: 'ready' }>> {
  try {
    const message = await ipc.next(30_000);
    if (message.type !== 'ready') throw new Error(`unexpected ${message.type}`);
    return message as Extract<In, { type: 'ready' }>;
  } catch (error) {
    await end(ipc.child);
    throw error;
  }
}

/** Asks a child to stop and waits for it to exit; ends it by force after 5 s. */
async function stopChild<Out>(ipc: IpcChild<Out, { type: string }>, stop: Out): Promise<void> {
  if (ipc.child.connected) ipc.child.send(stop as object);
  const timer = setTimeout(() => void end(ipc.child), 5_000);
  await exited(ipc.child);
  clearTimeout(timer);
}

/** The mock's HTTP server (`startServer` of mock-server/serve.ts) in a child process. */
export async function startMock(): Promise<RunningMock> {
  const ipc = forkTs<MockParentMessage, MockChildMessage>('mock-child.ts');
  const { url } = await ready(ipc);
  return {
    name: 'mock',
    url,
    pid: ipc.child.pid!,
    startProfile: async () => void (await ipc.ask({ type: 'profile-start' })),
    stopProfile: async (file) => void (await ipc.ask({ type: 'profile-stop', file })),
    stop: () => stopChild(ipc, { type: 'stop' }),
  };
}

export interface RunningReference extends RunningServer {
  /** Sets the answer to every following request. */
  answerWith(answer: FixedAnswer): Promise<void>;
}

/** The bare node:http reference server (reference-child.ts) in a child process. */
export async function startReference(): Promise<RunningReference> {
  const ipc = forkTs<ReferenceParentMessage, ReferenceChildMessage>('reference-child.ts');
  const { url } = await ready(ipc);
  return {
    name: 'node:http',
    url,
    pid: ipc.child.pid!,
    answerWith: async (answer) => void (await ipc.ask({ type: 'answer', answer })),
    stop: () => stopChild(ipc, { type: 'stop' }),
  };
}

/** Writes json-server's database: one array per collection. */
export async function writeJsonServerDb(file: string, data: Record<string, unknown[]>): Promise<number> {
  const text = JSON.stringify(data);
  await writeFile(file, text);
  return Buffer.byteLength(text);
}
