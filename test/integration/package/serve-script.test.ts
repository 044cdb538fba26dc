/**
 * The site owners' guide serves the script-tag build from `node_modules` with Express: its
 * example, as written, runs in a project that installed the packed package, and serves the
 * script, its chunks and source maps with the cache lifetimes the guide gives, and nothing else
 * of the package. Needs `npm run build` first.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parseMarkdown } from '../../node/readme/markdown';
import { ROOT, consumerProject, devDependency } from './packed';
import { freePort } from '../../fixtures/free-port';

let project: string;
let server: ChildProcess | undefined;
let base: string;

before(async () => {
  project = await consumerProject(['ticket-booking'], [devDependency('express')]);
  const blocks = parseMarkdown(ROOT, 'docs/site-owners.md').blocks.filter(
    (block) => block.lang === 'js' && block.code.includes('express.static('),
  );
  assert.equal(blocks.length, 1, 'the guide has one Express example');
  await writeFile(join(project, 'assets.mjs'), blocks[0]!.code);
  // The example prints nothing: a preloaded module tells when its server listens.
  await writeFile(
    join(project, 'listening.mjs'),
    `import { Server } from 'node:net';
const listen = Server.prototype.listen;
Server.prototype.listen = function (...args) {
  this.once('listening', () => process.send('listening'));
  return listen.apply(this, args);
};
`,
  );
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', './listening.mjs', 'assets.mjs'], {
    cwd: project,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  server = child;
  base = `http://127.0.0.1:${port}/assets`;
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the example stopped (${code})`)));
  });
});

after(async () => {
  server?.kill('SIGTERM');
  if (project) await rm(project, { recursive: true, force: true });
});

describe('the script served from node_modules with Express (docs/site-owners.md)', () => {
  const dist = readdirSync(join(ROOT, 'dist'));
  const chunk = dist.find((file) => /^ticket-booking\.define-steps-[\w-]{8}\.js$/.test(file));

  it('serves the script and its language files for revalidation', async () => {
    for (const file of ['ticket-booking.js', 'ticket-booking.de.js']) {
      const answer = await fetch(`${base}/${file}`);
      assert.equal(answer.status, 200, file);
      assert.match(answer.headers.get('content-type') ?? '', /javascript/);
      assert.equal(answer.headers.get('cache-control'), 'no-cache', file);
    }
  });

  it('serves the hashed chunks and the source maps for a year', async () => {
    assert.ok(chunk, 'the build has a hashed chunk of the steps');
    for (const file of [chunk, `${chunk}.map`]) {
      const answer = await fetch(`${base}/${file}`);
      assert.equal(answer.status, 200, file);
      assert.equal(answer.headers.get('cache-control'), 'public, max-age=31536000, immutable', file);
    }
  });

  it('serves nothing else of the package', async () => {
    for (const path of [
      'index.js',
      'gateway.js',
      'types/index.d.ts',
      '../package.json',
      'bin/ticket-booking-events.js',
    ])
      assert.equal((await fetch(`${base}/${path}`)).status, 404, path);
  });
});
