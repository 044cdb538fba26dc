/**
 * `npm run bench:mock:prism`: how long Prism (`@stoplight/prism-cli`, the mock server QA teams
 * point at an OpenAPI document) takes to load the contract, side by side with an earlier
 * document: the one at `--previous <commit>` (default 23d89ae, whose filter schemas referred to
 * one another in cycles).
 *
 * For each document: start `prism mock` on a free port, poll until it answers a request, and
 * report the seconds to the first answer, the CPU seconds Prism spent until then, and its peak
 * resident memory; a document that has not answered after `--timeout` seconds (default 120) is
 * reported as such, and Prism is stopped. Prism is not a dependency of the project (74 MB):
 * install it once with `npm install --no-save @stoplight/prism-cli@5`, or point `PRISM_BIN` at
 * its `prism` executable.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort } from '../../../fixtures/free-port';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const { values } = parseArgs({
  options: {
    previous: { type: 'string', default: '23d89ae' },
    timeout: { type: 'string', default: '120' },
  },
});
const timeoutSeconds = Number(values.timeout);

function prismBinary(): string | undefined {
  const candidates = [process.env.PRISM_BIN, join(root, 'node_modules/.bin/prism')];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}

/** CPU seconds (user + system) and resident memory in MB of one process, from /proc. */
function usage(pid: number): { cpuSeconds: number; rssMb: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return { cpuSeconds: ticks / 100, rssMb: rssKb / 1024 };
  } catch {
    return undefined;
  }
}

interface Result {
  document: string;
  bytes: number;
  answered: boolean;
  seconds: number;
  cpuSeconds: number;
  peakRssMb: number;
}

async function measure(label: string, path: string): Promise<Result> {
  const port = await freePort();
  const binary = prismBinary()!;
  const started = performance.now();
  // Prism's entry is a Node script: run it with this Node so /proc shows the work in one process.
  const child = spawn(binary, ['mock', '--host', '127.0.0.1', '--port', String(port), path], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  let peakRssMb = 0;
  let cpuSeconds = 0;
  let answered = false;
  while ((performance.now() - started) / 1000 < timeoutSeconds && child.exitCode === null) {
    const now = child.pid ? usage(child.pid) : undefined;
    if (now) {
      peakRssMb = Math.max(peakRssMb, now.rssMb);
      cpuSeconds = now.cpuSeconds;
    }
    try {
      await fetch(`http://127.0.0.1:${port}/hosts/`, { signal: AbortSignal.timeout(1000) });
      answered = true;
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const final = child.pid ? usage(child.pid) : undefined;
  if (final) cpuSeconds = final.cpuSeconds;
  child.kill('SIGKILL');
  if (!answered && child.exitCode !== null) console.error(`${label}: Prism exited: ${stderr}`);
  return { document: label, bytes: readFileSync(path).length, answered, seconds, cpuSeconds, peakRssMb };
}

async function main(): Promise<void> {
  if (!prismBinary()) {
    console.log(
      'Prism is not installed, so nothing was measured. Install it with ' +
        '`npm install --no-save @stoplight/prism-cli@5` (or set PRISM_BIN) and run again.',
    );
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'prism-bench-'));
  const previous = join(dir, 'previous.json');
  writeFileSync(
    previous,
    execFileSync('git', ['show', `${values.previous}:src/api/openapi.json`], {
      cwd: root,
      maxBuffer: 64 << 20,
    }),
  );
  const current = join(root, 'src/api/openapi.json');
  const load = loadavg()[0]!;
  const results = [
    await measure('src/api/openapi.json', current),
    await measure(`${values.previous}`, previous),
  ];
  console.log(`Prism mock start-up, load average ${load.toFixed(2)} → ${loadavg()[0]!.toFixed(2)}`);
  console.log('document                 size      first answer     CPU      peak RSS');
  for (const r of results) {
    const first = r.answered ? `${r.seconds.toFixed(1)} s` : `none in ${r.seconds.toFixed(0)} s`;
    console.log(
      `${r.document.padEnd(24)} ${(r.bytes / 1024).toFixed(0).padStart(5)} KB  ${first.padStart(14)}  ${r.cpuSeconds
        .toFixed(1)
        .padStart(6)} s  ${r.peakRssMb.toFixed(0).padStart(6)} MB`,
    );
  }
  const [now, before] = results;
  if (now?.answered && before)
    console.log(
      before.answered
        ? `CPU to first answer: ${(before.cpuSeconds / now.cpuSeconds).toFixed(1)}× less than the previous document`
        : `the previous document had not answered after ${before.seconds.toFixed(0)} s (${before.cpuSeconds.toFixed(0)} CPU s)`,
    );
}

await main();
