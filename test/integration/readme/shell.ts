/**
 * Runs the shell examples of a document for real, in one bash session, and reports what every
 * curl call answered against what the document says it answers.
 *
 * The documents mark each request with a comment above it ending in `→ <status>` (optionally
 * `(X-Count: <n>)`, or `→ no answer` for a dropped connection). The comment becomes a marker;
 * `curl` is wrapped so that each call logs its final status, exit code and `X-Count` header
 * (from `-D <file>`, which leaves the document's own `-i`, `-o` and `-w` options untouched).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CodeBlock } from '../../node/readme/markdown';

export interface Expectation {
  /** Where the comment is: `docs/qa.md:123`. */
  readonly where: string;
  /** The comment, without `#`. */
  readonly text: string;
  /** HTTP status, or `null` for "no answer" (the connection is dropped). */
  readonly status: number | null;
  readonly count: number | undefined;
}

export interface CurlCall {
  readonly status: number | null;
  readonly exitCode: number;
  readonly count: number | undefined;
}

export interface Step {
  readonly expectation: Expectation;
  readonly calls: readonly CurlCall[];
}

export interface SessionResult {
  readonly steps: readonly Step[];
  /** Calls made before any expectation: a request the document does not annotate. */
  readonly unannotated: readonly CurlCall[];
  readonly stdout: string;
  readonly stderr: string;
  readonly exitCode: number | null;
}

const EXPECT = /^\s*#\s*(.*?→\s*(\d{3}|no answer)\b.*)$/;

const PRELUDE = [
  'set -u',
  `__log() { printf '%s\\n' "$*" >> "$README_TEST_LOG"; }`,
  '__expect() { __log "expect $1"; }',
  'curl() {',
  '  local headers rc status count',
  '  headers=$(mktemp)',
  '  command curl -D "$headers" "$@"',
  '  rc=$?',
  "  status=$(grep -a '^HTTP/' \"$headers\" | tail -n 1 | cut -d ' ' -f 2)",
  "  count=$(grep -ai '^x-count:' \"$headers\" | tail -n 1 | tr -d '\\r' | cut -d ' ' -f 2)",
  '  __log "curl ${status:-000} $rc ${count:--}"',
  '  rm -f "$headers"',
  '  return $rc',
  '}',
].join('\n');

/**
 * The commands of a shell block, one per logical line: lines ending in `\` joined to the next,
 * comments dropped, and leading variable assignments (`NAME=value npx …`) left off, with the
 * index of the line each command starts on.
 */
export function commandLines(code: string): { index: number; code: string }[] {
  const out: { index: number; code: string }[] = [];
  let pending: { index: number; code: string } | undefined;
  code.split('\n').forEach((content, index) => {
    const line = content.replace(/\s+#\s.*$/, '').trim();
    const joined = pending ? `${pending.code} ${line}` : line;
    const start = pending?.index ?? index;
    if (joined.endsWith('\\')) {
      pending = { index: start, code: joined.slice(0, -1).trim() };
      return;
    }
    pending = undefined;
    const command = joined.replace(/^(?:[A-Za-z_]\w*=\S*\s+)+/, '');
    if (command && !command.startsWith('#')) out.push({ index: start, code: command });
  });
  if (pending?.code) out.push(pending);
  return out;
}

/**
 * Whether a shell block is an example to run: anything but a plain list of `npm` and `npx`
 * commands (which are checked, not run: they start servers and test suites).
 */
export function isRunnable(block: CodeBlock): boolean {
  return commandLines(block.code).some(({ code }) => !/^(npm|npx)\s/.test(code));
}

/** The script of `blocks` with every `→` comment replaced by a marker, and its expectations. */
export function annotatedScript(blocks: readonly CodeBlock[]): {
  script: string;
  expectations: Expectation[];
} {
  const expectations: Expectation[] = [];
  const parts = blocks.map((block) =>
    block.code
      .split('\n')
      .map((content, index) => {
        const match = EXPECT.exec(content);
        if (!match) return content;
        const text = match[1]!;
        const count = /X-Count: (\d+)/.exec(text);
        expectations.push({
          where: `${block.file}:${block.line + index}`,
          text,
          status: match[2] === 'no answer' ? null : Number(match[2]),
          count: count ? Number(count[1]) : undefined,
        });
        return `__expect ${expectations.length - 1}`;
      })
      .join('\n'),
  );
  return { script: parts.join('\n\n'), expectations };
}

/** Runs the blocks in one bash session in a fresh directory; `rewrite` adapts addresses. */
export async function runSession(
  blocks: readonly CodeBlock[],
  rewrite: (script: string) => string,
  timeoutMs = 120_000,
): Promise<SessionResult> {
  const { script, expectations } = annotatedScript(blocks);
  const dir = await mkdtemp(join(tmpdir(), 'readme-curl-'));
  const log = join(dir, 'calls.log');
  const file = join(dir, 'examples.sh');
  try {
    await writeFile(log, '');
    await writeFile(file, `${PRELUDE}\n${rewrite(script)}\n`);
    const { stdout, stderr, exitCode } = await run('bash', [file], {
      cwd: dir,
      env: { ...process.env, README_TEST_LOG: log },
      timeoutMs,
    });
    const steps: { expectation: Expectation; calls: CurlCall[] }[] = [];
    const unannotated: CurlCall[] = [];
    for (const entry of (await readFile(log, 'utf8')).split('\n').filter(Boolean)) {
      const [kind, a, b, c] = entry.split(' ');
      if (kind === 'expect') {
        steps.push({ expectation: expectations[Number(a)]!, calls: [] });
      } else {
        const call = {
          status: a === '000' ? null : Number(a),
          exitCode: Number(b),
          count: c === '-' ? undefined : Number(c),
        };
        (steps.at(-1)?.calls ?? unannotated).push(call);
      }
    }
    // An expectation the script never reached (it stopped early) still shows up, with no calls.
    const reached = new Set(steps.map((step) => step.expectation));
    for (const expectation of expectations) {
      if (!reached.has(expectation)) steps.push({ expectation, calls: [] });
    }
    return { steps, unannotated, stdout, stderr, exitCode };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface RunResult {
  readonly stdout: string;
  readonly stderr: string;
  readonly exitCode: number | null;
}

/** Runs a command to its end (killing it after `timeoutMs`), collecting its output. */
export function run(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMs?: number },
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    // A test run started from inside a node:test file would otherwise report to this runner
    // (NODE_TEST_CONTEXT) instead of printing its own results.
    const { NODE_TEST_CONTEXT: _context, ...env } = options.env ?? process.env;
    const child = spawn(command, args, { cwd: options.cwd, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 120_000);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (exitCode) => {
      clearTimeout(timer);
      resolve({ stdout, stderr, exitCode });
    });
  });
}
