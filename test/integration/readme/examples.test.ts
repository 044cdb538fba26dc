/**
 * The TypeScript examples are copied into real projects, so each one is written out as it stands
 * (only its package imports mapped to this repository's source) and run.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { DEMO_PIDS } from '../../../mock-server/seed/demo-pids';
import { startServer } from '../../../mock-server/serve';
import type { CodeBlock } from '../../node/readme/markdown';
import { run } from './shell';
import { ROOT, doc, mockPkg, pkg } from '../../node/readme/support';
import { freePort } from '../../fixtures/free-port';

/** The one code block of `file` in `lang` that contains `marker`. */
function example(file: string, lang: string, marker: string): CodeBlock {
  const found = doc(file).blocks.filter((b) => b.lang === lang && b.code.includes(marker));
  assert.equal(found.length, 1, `${file} has ${found.length} ${lang} examples with ${marker}`);
  return found[0]!;
}

/** Writes an example where it resolves this repository's packages, with the package's own modules mapped to their source. */
async function writeExample(name: string, code: string, modules: Record<string, string>): Promise<string> {
  // Inside the repository, so that the example's imports (msw) resolve; not under test-results/,
  // which Playwright empties when it starts.
  const base = join(ROOT, 'node_modules/.cache/readme-examples');
  await mkdir(base, { recursive: true });
  const dir = await mkdtemp(join(base, 'readme-example-'));
  let text = code;
  for (const [specifier, path] of Object.entries(modules)) {
    assert.ok(text.includes(`'${specifier}'`), `the example imports ${specifier}`);
    text = text.replaceAll(`'${specifier}'`, `'${join(ROOT, path)}'`);
  }
  await writeFile(join(dir, name), text);
  return dir;
}

describe('the TypeScript examples work', () => {
  it('package.json exports the modules the examples import', () => {
    assert.ok(pkg.exports['./gateway'], 'ticket-booking/gateway');
    assert.ok(pkg.exports['./gateway/node'], 'ticket-booking/gateway/node');
    assert.ok(mockPkg.exports['.'], 'ticket-booking-mock exports nothing');
  });

  it("the README's gateway server serves the events on sale and a buyer's first write", async () => {
    const block = example('README.md', 'ts', 'createGateway(');
    const dir = await writeExample('server.ts', block.code, {
      'ticket-booking/gateway': 'src/gateway/index.ts',
      'ticket-booking/gateway/node': 'src/gateway/node.ts',
    });
    const upstream = await startServer({ port: 0, seed: 'demo', gateway: false });
    const port = await freePort();
    const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['server.ts'], {
      cwd: dir,
      env: {
        ...process.env,
        TICKETING_BASE_URL: upstream.url,
        TICKETING_CLIENT_ID: 'demo-client',
        TICKETING_CLIENT_SECRET: 'demo-secret',
        TICKETING_USERNAME: 'demo',
        TICKETING_PASSWORD: 'demo',
        TICKETING_EVENTS: DEMO_PIDS.theatre.event,
        GATEWAY_SESSION_SECRET: 'a-session-secret-of-at-least-32-characters',
        PORT: String(port),
      },
    });
    let output = '';
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the server did not start: ${output}`)), 60_000);
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('Ticket gateway at')) {
            clearTimeout(timer);
            resolve();
          }
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', onData);
        child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)));
      });
      const base = `http://127.0.0.1:${port}/api/tickets`;
      const event = await fetch(`${base}/events/${DEMO_PIDS.theatre.event}`);
      assert.equal(event.status, 200);
      assert.equal(((await event.json()) as { name: string }).name, 'Die Dreigroschenoper');
      const other = await fetch(`${base}/events/${DEMO_PIDS.gala.event}`);
      assert.equal(other.status, 404, 'an event not on sale');
      const person = await fetch(`${base}/persons/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ locale: 'de' }),
      });
      assert.equal(person.status, 201);
      assert.match(person.headers.get('X-Session') ?? '', /^v1\./);
      assert.equal((await fetch(`http://127.0.0.1:${port}/elsewhere`)).status, 404);
    } finally {
      child.kill('SIGTERM');
      await upstream.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("the QA guide's node:test file with the MSW handlers passes", async () => {
    const block = example('docs/qa/node.md', 'ts', 'createMockHandlers(');
    const dir = await writeExample('tickets.test.ts', block.code, {
      'ticket-booking-mock': 'mock-server/node.ts',
    });
    try {
      const result = await run(
        join(ROOT, 'node_modules/.bin/tsx'),
        ['--test', '--test-reporter=tap', join(dir, 'tickets.test.ts')],
        { cwd: ROOT, timeoutMs: 120_000 },
      );
      assert.equal(result.exitCode, 0, result.stdout.slice(-3000) + result.stderr);
      assert.match(result.stdout, /^# pass 3$/m);
      assert.match(result.stdout, /^# fail 0$/m);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
