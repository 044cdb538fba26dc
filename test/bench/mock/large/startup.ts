/**
 * The start of a server on a seed, measured alone (before the rest of the large benchmark, so
 * that nothing else of the run shares the machine): the mock's HTTP server (`mock-child.ts`)
 * is forked with the seed, and the time runs from the fork to the first answered request (a
 * password token, the first thing a client asks). The child reports its resident set size
 * then and its peak, and the CPU time it used (on a busy machine the wall time is a multiple of
 * it); the `empty` seed gives the floor (Node, tsx and the mock's modules). What QA engineers
 * run is the published command (built JavaScript under plain Node, `startup-bin.ts`): it is
 * measured the same way, first, and the goal is judged on it, with this tsx start beside it.
 * Goal of the large seed: the first answer within 3 s, with an RSS of at most 300 MB.
 */
import { fork } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LargeChildMessage } from './mock-child';
import { fixed, table } from '../report';

const here = dirname(fileURLToPath(import.meta.url));

export const STARTUP_GOAL = { seconds: 3, rssMb: 300 } as const;

export interface Startup {
  seed: string;
  /** `published command`: `ticket-booking-mock` built; `tsx`: the sources, forked with tsx. */
  how: 'published command' | 'tsx';
  /** Fork to `ready` (listening, the seed loaded), and fork to the first answer, in seconds. */
  readySeconds: number;
  firstAnswerSeconds: number;
  /** Seconds the seed took inside the child (import of the server included; NaN: not told). */
  loadSeconds: number;
  /** Resident set size right after the first answer, and the peak so far, in MB (2^20 bytes). */
  rssMb: number;
  peakRssMb: number;
  /** CPU seconds (user + system) the child used up to then: less affected by other work than the wall time. */
  cpuSeconds: number;
}

/** Starts a server on `seed`, waits for its first answer, and stops it. */
export async function measureStartup(seed: string): Promise<Startup> {
  const started = performance.now();
  const child = fork(join(here, 'mock-child.ts'), [seed], {
    execArgv: ['--import', import.meta.resolve('tsx')],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const messages: ((message: LargeChildMessage) => void)[] = [];
  child.on('message', (message: LargeChildMessage) => messages.shift()?.(message));
  const next = () =>
    new Promise<LargeChildMessage>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the ${seed} mock did not answer within 180 s`)),
        180_000,
      );
      messages.push((message) => {
        clearTimeout(timer);
        resolve(message);
      });
    });
  try {
    const ready = await next();
    if (ready.type !== 'ready')
      throw new Error(`the ${seed} mock failed: ${ready.type === 'error' ? ready.message : ''}`);
    const readySeconds = (performance.now() - started) / 1000;
    const response = await fetch(`${ready.url}/oauth/v2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from('demo-client:demo-secret').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=password&username=demo&password=demo',
    });
    await response.arrayBuffer();
    const firstAnswerSeconds = (performance.now() - started) / 1000;
    if (!response.ok) throw new Error(`the ${seed} mock's first answer: ${response.status}`);
    const memory = next();
    child.send({ type: 'memory' });
    const reply = await memory;
    if (reply.type !== 'memory') throw new Error(`unexpected ${reply.type}`);
    return {
      seed,
      how: 'tsx',
      readySeconds,
      firstAnswerSeconds,
      loadSeconds: ready.loadSeconds,
      rssMb: reply.rss / 2 ** 20,
      peakRssMb: reply.maxRss / 2 ** 20,
      cpuSeconds: reply.cpuMicros / 1e6,
    };
  } finally {
    if (child.connected) child.send({ type: 'stop' });
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    if (child.exitCode === null && child.signalCode === null)
      await new Promise((done) => child.once('exit', done));
    clearTimeout(force);
  }
}

/** The start-up table, the large seed against the goal (judged on the published command). */
export function formatStartup(startup: readonly Startup[]): string {
  const large =
    startup.find((s) => s.seed === 'large' && s.how === 'published command') ??
    startup.find((s) => s.seed === 'large');
  const met =
    large !== undefined &&
    large.firstAnswerSeconds <= STARTUP_GOAL.seconds &&
    large.rssMb <= STARTUP_GOAL.rssMb;
  return [
    '## Start-up: a server alone, from the start of its process to its first answer (a password token)',
    '',
    table(
      ['seed', 'run as', 'listening s', 'first answer s', 'CPU s', 'RSS then MB', 'peak RSS MB'],
      startup.map((s) => [
        s.seed,
        s.how,
        fixed(s.readySeconds, 2),
        fixed(s.firstAnswerSeconds, 2),
        fixed(s.cpuSeconds, 2),
        fixed(s.rssMb, 0),
        fixed(s.peakRssMb, 0),
      ]),
    ),
    '',
    large === undefined
      ? ''
      : `Large seed (${large.how}): first answer after ${fixed(large.firstAnswerSeconds, 1)} s (${fixed(large.cpuSeconds, 1)} CPU s) with ${fixed(large.rssMb, 0)} MB ` +
        `(goal ≤ ${STARTUP_GOAL.seconds} s and ≤ ${STARTUP_GOAL.rssMb} MB: ${met ? 'met' : 'NOT met'}).`,
  ].join('\n');
}
