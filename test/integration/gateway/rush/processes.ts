/**
 * Starts the rush's processes (the service, gateway instances) and talks to them over HTTP with
 * kept-alive connections: used by the rush benchmark and the crash test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GatewayProcessConfig } from './gateway-process';

const here = dirname(fileURLToPath(import.meta.url));

export interface Child {
  readonly child: ChildProcess;
  readonly url: string;
  /** SIGKILL, and wait for the exit. */
  kill(): Promise<void>;
  /** SIGTERM, and wait for the exit. */
  stop(): Promise<void>;
  /** Resolves once the process printed a line holding `text`. */
  printed(text: string): Promise<void>;
}

export interface Service extends Child {
  readonly event: string;
  readonly show: string;
  readonly parkett: string;
  readonly balkon: string;
  readonly prices: Record<string, string>;
}

function start(file: string, env: Record<string, string>, ready: RegExp): Promise<Child & { line: string }> {
  // RUSH_NODE_ARGS: more options for Node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile.
  const extra = process.env.RUSH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...extra, '--import', 'tsx', join(here, file)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ended = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill(signal);
    await exited;
  };
  const waiting: { text: string; resolve: () => void }[] = [];
  let out = '';
  const printed = (text: string) =>
    out.includes(text) ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ text, resolve }));
  return new Promise((resolve, reject) => {
    let err = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      err += chunk.toString();
      if (process.env.RUSH_VERBOSE) process.stderr.write(chunk);
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      for (const wait of waiting.splice(0)) {
        if (out.includes(wait.text)) wait.resolve();
        else waiting.push(wait);
      }
      const match = ready.exec(out);
      if (match) {
        resolve({
          child,
          line: match[0],
          url: match[1] ?? '',
          kill: () => ended('SIGKILL'),
          stop: () => ended('SIGTERM'),
          printed,
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`${file} exited (${code}) before it was ready: ${err}`)));
  });
}

export async function startService(seats: number): Promise<Service> {
  const started = await start('service-process.ts', { RUSH_SEATS: String(seats) }, /^\{.*\}$/m);
  const info = JSON.parse(started.line) as Omit<Service, keyof Child>;
  return { ...started, ...info, url: (JSON.parse(started.line) as { url: string }).url };
}

/** Every gateway process started so far (a sampler reads their /proc figures: rush-gap.ts). */
export const gatewaysStarted: Child[] = [];

export async function startGateway(config: GatewayProcessConfig): Promise<Child> {
  const gateway = await start(
    'gateway-process.ts',
    { RUSH_GATEWAY: JSON.stringify(config) },
    /listening on (\S+)/,
  );
  gatewaysStarted.push(gateway);
  return gateway;
}

// The buyers' HTTP client, used with these processes.
export { httpClient, type Answer } from './http-client';
