/**
 * The start of the published command, `npx ticket-booking-mock --seed <seed>`, as QA engineers
 * run it: the mock's package is built first (`scripts/build-mock.ts`, the package's own build),
 * then `mock-server/dist/serve.js` runs under plain Node (no tsx) with the command's defaults
 * (gateway and Stripe fake included) on a free port. The time runs from the spawn to its first
 * answered request (a password token). Its resident set size (now and peak) and CPU seconds are
 * read from Linux's /proc, as the command has no channel to report them; elsewhere they read NaN.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Startup } from './startup';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const bin = join(root, 'mock-server', 'dist', 'serve.js');

/** Builds the mock's package from the current sources, as `npm run build` does. */
export function buildMockPackage(): void {
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-mock.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (build.status !== 0 || !existsSync(bin)) throw new Error('building the mock package failed');
}

/** Linux's clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on every mainstream build). */
const TICKS_PER_SECOND = 100;

function procFigures(pid: number): { rssMb: number; peakRssMb: number; cpuSeconds: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    // The command (field 2) is in parentheses and may hold spaces: count from after it.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the command.
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { rssMb: kb('VmRSS') / 1024, peakRssMb: kb('VmHWM') / 1024, cpuSeconds: ticks / TICKS_PER_SECOND };
  } catch {
    return { rssMb: NaN, peakRssMb: NaN, cpuSeconds: NaN };
  }
}

/** Starts the built command on `seed`, waits for its first answer, and stops it. */
export async function measureBinStartup(seed: string): Promise<Startup> {
  const started = performance.now();
  const child = spawn(process.execPath, [bin, '--seed', seed, '--port', '0', '--host', '127.0.0.1'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const url = await new Promise<string>((done, fail) => {
      let out = '';
      const timer = setTimeout(
        () => fail(new Error(`the ${seed} command did not listen within 180 s`)),
        180_000,
      );
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const found = /listening on (\S+)/.exec(out);
        if (!found) return;
        clearTimeout(timer);
        done(found[1]!);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        fail(new Error(`the ${seed} command exited (${code}) before listening`));
      });
    });
    const readySeconds = (performance.now() - started) / 1000;
    const response = await fetch(`${url}/oauth/v2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from('demo-client:demo-secret').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=password&username=demo&password=demo',
    });
    await response.arrayBuffer();
    const firstAnswerSeconds = (performance.now() - started) / 1000;
    if (!response.ok) throw new Error(`the ${seed} command's first answer: ${response.status}`);
    return {
      seed,
      how: 'published command',
      readySeconds,
      firstAnswerSeconds,
      loadSeconds: NaN,
      ...procFigures(child.pid!),
    };
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(force);
    }
  }
}
