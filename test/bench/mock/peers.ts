/**
 * The two further peers of `bench:mock`, each in a process of its own on 127.0.0.1:
 *
 * - **json-server in memory** (json-server-memory-child.ts): json-server 1.0's own app over the
 *   same records, kept in memory, so that its writes are not slowed by rewriting its data file
 *   (which the on-file peer does after every write, hiding what json-server itself costs);
 * - **WireMock** 3 (the `wiremock` package's standalone jar, on the machine's Java): a stub
 *   server that answers each request it matches (method, exact URL, the bearer token) with the
 *   mock's own answer to that request, recorded before the run. It has no data and no rules:
 *   what a recorded-answer double of the service costs, the peer a QA team would otherwise use.
 *   Started with `--no-request-journal` (a load test would otherwise fill its memory with the
 *   requests it saw) and its defaults otherwise.
 */
import { spawn, fork, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FixedAnswer } from './reference-child';
import type { BenchRequest } from './scenarios';
import { freePort } from '../../fixtures/free-port';
import type { RunningServer } from './servers';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** A peer that could not be started, and why (the report says so instead of a row). */
export interface Skipped {
  skipped: string;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

async function end(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited(child);
  clearTimeout(timer);
}

/** json-server 1.0 on the records of `db` (read once, kept in memory). */
export async function startJsonServerInMemory(db: string): Promise<RunningServer> {
  await mkdir(join(dirname(db), 'public'), { recursive: true });
  const port = await freePort();
  const child = fork(join(here, 'json-server-memory-child.ts'), [db, String(port)], {
    execArgv: ['--import', import.meta.resolve('tsx')],
    cwd: dirname(db),
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('json-server in memory: not ready within 60 s')), 60_000);
    child.once('message', () => {
      clearTimeout(timer);
      resolve();
    });
    child.once('exit', (code) => reject(new Error(`json-server in memory exited with ${code}`)));
  }).catch(async (error: unknown) => {
    await end(child);
    throw error;
  });
  return {
    name: 'json-server (in memory)',
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () => end(child),
  };
}

/** The standalone jar of the `wiremock` package, and its version; or why there is none. */
export function wireMockJar(): { jar: string; version: string } | Skipped {
  let home: string;
  try {
    home = dirname(require.resolve('wiremock/package.json'));
  } catch {
    return { skipped: 'the wiremock package is not installed (npm ci installs it)' };
  }
  const build = join(home, 'build');
  const jar = existsSync(build)
    ? readdirSync(build).find((f) => /^wiremock-standalone-.*\.jar$/.test(f))
    : undefined;
  if (!jar) return { skipped: `no wiremock-standalone jar in ${build}` };
  return { jar: join(build, jar), version: jar.replace(/^wiremock-standalone-|\.jar$/g, '') };
}

export interface Stub {
  request: BenchRequest;
  answer: FixedAnswer;
}

/** WireMock answering each stub's request with its recorded answer; skipped without Java or jar. */
export async function startWireMock(stubs: readonly Stub[]): Promise<RunningServer | Skipped> {
  const found = wireMockJar();
  if ('skipped' in found) return found;
  const port = await freePort();
  const child = spawn(
    'java',
    [
      '-jar',
      found.jar,
      '--port',
      String(port),
      '--bind-address',
      '127.0.0.1',
      '--disable-banner',
      '--no-request-journal',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const failed = new Promise<Skipped>((resolve) => {
    child.once('error', (error) => resolve({ skipped: `java could not be started: ${error.message}` }));
    child.once('exit', (code) => resolve({ skipped: `WireMock exited with ${code}` }));
  });
  const url = `http://127.0.0.1:${port}`;
  const up = (async () => {
    const until = Date.now() + 60_000;
    while (Date.now() < until) {
      try {
        if ((await fetch(`${url}/__admin/health`, { signal: AbortSignal.timeout(1_000) })).ok) return true;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return false;
  })();
  const first = await Promise.race([up, failed]);
  if (first !== true) {
    await end(child);
    return first === false ? { skipped: 'WireMock did not answer within 60 s' } : first;
  }
  const mappings = stubs.map(({ request, answer }) => ({
    request: {
      method: request.method,
      url: request.path,
      headers: { Authorization: { equalTo: request.headers.authorization } },
    },
    response: { status: answer.status, headers: answer.headers, body: answer.body },
  }));
  const imported = await fetch(`${url}/__admin/mappings/import`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mappings }),
  });
  if (!imported.ok) {
    await end(child);
    throw new Error(`WireMock refused the stubs: ${imported.status} ${await imported.text()}`);
  }
  return { name: `WireMock ${found.version}`, url, pid: child.pid!, stop: () => end(child) };
}
