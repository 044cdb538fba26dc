/**
 * `npm run test:unit`: the unit tier (every `*.test.ts` below `test/node/`) in a few processes, not one per
 * file. Starting a process and loading the mock, the gateway and zod again for each of some
 * hundred files cost three quarters of the tier's CPU time; here each shard loads them once
 * (`--experimental-test-isolation=none`), and the shards (one per core, at most four) run side by
 * side. Test files therefore share a process with others of their shard: a test must leave no
 * timer, socket or listener behind (the runner reports such leftovers as failures).
 *
 * Arguments go to every shard's `node --test` (`npm run test:unit -- --test-name-pattern=…`).
 * Each shard's report is printed whole when it ends; the exit code is the worst of them.
 * `npm run test:watch` keeps one process per file, so a save reruns only the files it touches.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const shards = Math.max(1, Math.min(availableParallelism(), 4));

function shard(index: number): Promise<{ code: number; report: string }> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--import',
      './test/node/in-process.ts',
      '--test',
      '--experimental-test-isolation=none',
      `--test-shard=${index}/${shards}`,
      '--test-reporter=spec',
      ...process.argv.slice(2),
      'test/node/**/*.test.ts',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const report = Buffer.concat(chunks).toString();
      resolve({ code: code ?? (signal ? 1 : 0), report });
    });
  });
}

let worst = 0;
await Promise.all(
  Array.from({ length: shards }, (_, i) =>
    shard(i + 1).then(({ code, report }) => {
      process.stdout.write(`\n── unit tier, shard ${i + 1} of ${shards} (exit code ${code}) ──\n${report}`);
      worst = Math.max(worst, code);
    }),
  ),
);
process.exitCode = worst;
