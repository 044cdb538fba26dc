/**
 * The package as a site owner or QA engineer gets it: `npm pack`, installed into a fresh project
 * from the tarball, then every export loaded by Node and type-checked by TypeScript as a
 * consumer's code (NodeNext resolution), and the mock started both ways (the `ticket-booking-mock`
 * command and the MSW handlers of `ticket-booking/mock`). Needs `npm run build` first (`npm test`
 * runs it before the node tests).
 */
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { parseMarkdown, resolveLink } from '../readme/markdown';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../../..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  version: string;
  devDependencies: Record<string, string>;
};
const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');

let project: string;

before(async () => {
  assert.ok(existsSync(join(ROOT, 'dist/index.js')), 'dist/ is missing: run npm run build first');
  project = await mkdtemp(join(tmpdir(), 'tb-installed-'));
  const { stdout } = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', project], {
    cwd: ROOT,
  });
  const [{ filename }] = JSON.parse(stdout) as [{ filename: string }];
  await writeFile(
    join(project, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  await run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      '--ignore-scripts',
      join(project, filename),
      // A consumer's own: msw for the mock's handlers, Node's types for the gateway's Node adapter.
      `msw@${pkg.devDependencies.msw!.replace(/^\^/, '')}`,
      `@types/node@${pkg.devDependencies['@types/node']!.replace(/^\^/, '')}`,
    ],
    { cwd: project },
  );
});

after(async () => {
  if (project) await rm(project, { recursive: true, force: true });
});

async function node(code: string): Promise<string> {
  const file = join(project, `check-${Math.random().toString(36).slice(2)}.mjs`);
  await writeFile(file, code);
  const { stdout } = await run(process.execPath, [file], { cwd: project });
  return stdout.trim();
}

describe('the installed package', () => {
  it('ships the built files, the contract, the manifest, README and LICENSE, and no sources', async () => {
    const { stdout } = await run('npm', ['pack', '--dry-run', '--ignore-scripts', '--json'], { cwd: ROOT });
    const [packed] = JSON.parse(stdout) as [{ files: { path: string }[] }];
    const paths = packed.files.map((file) => file.path);
    for (const expected of [
      'LICENSE',
      'README.md',
      'custom-elements.json',
      'src/api/openapi.json',
      'dist/index.js',
      'dist/ticket-booking.js',
      'dist/types/api/schema.d.ts',
      'dist/mock/serve.js',
      'dist/mock/node.d.ts',
    ])
      assert.ok(paths.includes(expected), `${expected} is packed`);
    // The script-tag bundle loads its chunks from beside itself: every one it names ships with it.
    const chunks =
      readFileSync(join(ROOT, 'dist/ticket-booking.js'), 'utf8').match(/ticket-booking\.[\w-]+\.js/g) ?? [];
    assert.ok(chunks.length > 0, 'the script-tag bundle loads chunks');
    for (const chunk of chunks) assert.ok(paths.includes(`dist/${chunk}`), `dist/${chunk} is packed`);
    const sources = paths.filter((p) => p.endsWith('.ts') && !p.endsWith('.d.ts'));
    assert.deepEqual(sources, [], 'no TypeScript sources are packed');
  });

  it('ships the guides its README links to, so every link to a document resolves in the package', () => {
    const installed = join(project, 'node_modules/ticket-booking');
    const docs = [parseMarkdown(installed, 'README.md')];
    for (let i = 0; i < docs.length; i++) {
      for (const link of docs[i]!.links) {
        const target = resolveLink(link);
        // Screenshots stay out of the package (half a megabyte no consumer runs).
        if (!target || /\.(png|jpe?g|webp|svg)$/i.test(target.file)) continue;
        const where = `${link.file}:${link.line} → ${link.target}`;
        assert.ok(existsSync(join(installed, target.file)), `${where}: ${target.file} is packed`);
        if (target.file.endsWith('.md') && !docs.some((doc) => doc.file === target.file))
          docs.push(parseMarkdown(installed, target.file));
      }
    }
    assert.ok(
      docs.length >= 3,
      `the README leads to the guides (read ${docs.map((d) => d.file).join(', ')})`,
    );
  });

  it('loads every JavaScript export in Node', async () => {
    const out = await node(`
      const api = await import('ticket-booking/api');
      const gateway = await import('ticket-booking/gateway');
      const mock = await import('ticket-booking/mock');
      const contract = (await import('ticket-booking/openapi.json', { with: { type: 'json' } })).default;
      const manifest = (await import('ticket-booking/custom-elements.json', { with: { type: 'json' } })).default;
      console.log(JSON.stringify({
        api: typeof api.createClient,
        gateway: typeof gateway.createGateway,
        mock: typeof mock.setupMockServer,
        contract: contract.openapi,
        manifest: manifest.schemaVersion,
      }));
    `);
    const loaded = JSON.parse(out) as Record<string, string>;
    assert.equal(loaded.api, 'function');
    assert.equal(loaded.gateway, 'function');
    assert.equal(loaded.mock, 'function');
    assert.match(loaded.contract!, /^3\./);
    assert.ok(loaded.manifest);
  });

  it('type-checks a consumer importing every typed export (NodeNext resolution, no type left unresolved)', async () => {
    await writeFile(
      join(project, 'consumer.ts'),
      `
      import { TicketBooking, defineElements, type BookingState } from 'ticket-booking';
      import { createClient, type paths } from 'ticket-booking/api';
      import { createGateway } from 'ticket-booking/gateway';
      import { setupMockServer } from 'ticket-booking/mock';
      import 'ticket-booking/embed';

      const { server, mock } = setupMockServer({ baseUrl: 'https://tickets.test/api', seed: 'demo' });
      server.listen();
      mock.reset('empty');
      const client = createClient({ baseUrl: 'https://tickets.test/api' });
      const path: keyof paths = '/events/';
      export const used = [TicketBooking, defineElements, client, path, createGateway, server];

      // A type that failed to resolve would be \`any\` and pass everything above.
      type IsAny<T> = 0 extends 1 & T ? true : false;
      export const resolved: [IsAny<paths>, IsAny<BookingState>, IsAny<typeof mock>, IsAny<typeof createGateway>] =
        [false, false, false, false];
      `,
    );
    await writeFile(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          types: ['node'],
          strict: true,
          noEmit: true,
          // The packages' own declarations are theirs to check; what must resolve is asserted above.
          skipLibCheck: true,
        },
        files: ['consumer.ts'],
      }),
    );
    await run(process.execPath, [tsc, '-p', project], { cwd: project }).catch(
      (error: { stdout?: string }) => {
        assert.fail(`tsc found errors:\n${error.stdout ?? String(error)}`);
      },
    );
  });

  it('runs the mock as a command (npx ticket-booking-mock) that answers the API', async () => {
    const child = spawn(
      join(project, 'node_modules/.bin/ticket-booking-mock'),
      ['--port', '0', '--seed', 'demo'],
      {
        cwd: project,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    try {
      const url = await new Promise<string>((done, fail) => {
        let text = '';
        child.stdout.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          const match = /listening on (http:\/\/\S+)/.exec(text);
          if (match) done(match[1]!);
        });
        child.on('exit', (code) => fail(new Error(`the command stopped (${code}): ${text}`)));
      });
      const token = await fetch(`${url}/oauth/v2/token`, {
        method: 'POST',
        headers: { Authorization: `Basic ${btoa('demo-client:demo-secret')}` },
        body: new URLSearchParams({ grant_type: 'password', username: 'demo', password: 'demo' }),
      });
      assert.equal(token.status, 200);
      const contract = await fetch(`${url}/openapi.json`);
      assert.equal(contract.status, 200, 'the command finds the shipped contract');
      // A site owner's list of event pids, from the package's other command.
      const { stdout } = await run(join(project, 'node_modules/.bin/ticket-booking-events'), ['--json'], {
        cwd: project,
        env: {
          ...process.env,
          TICKETING_BASE_URL: url,
          TICKETING_CLIENT_ID: 'demo-client',
          TICKETING_CLIENT_SECRET: 'demo-secret',
          TICKETING_USERNAME: 'demo',
          TICKETING_PASSWORD: 'demo',
        },
      });
      const events = JSON.parse(stdout) as { pid: string; name: string }[];
      assert.ok(events.length > 0 && events.every((e) => /^[0-9A-F-]{36}$/.test(e.pid) && e.name));
    } finally {
      child.kill('SIGTERM');
    }
  });

  it("prints the command's own name in its usage text", async () => {
    const { stdout } = await run(join(project, 'node_modules/.bin/ticket-booking-mock'), ['--help'], {
      cwd: project,
    });
    assert.match(stdout, /^Usage: ticket-booking-mock \[--port 4010\]/);
    assert.doesNotMatch(stdout, /npm run mock/);
  });

  it('answers requests in-process through the MSW handlers of ticket-booking/mock', async () => {
    const out = await node(`
      import { setupMockServer } from 'ticket-booking/mock';
      const { server } = setupMockServer({ baseUrl: 'https://tickets.test/api', seed: 'demo' });
      server.listen({ onUnhandledFrame: 'error' });
      const grant = await fetch('https://tickets.test/api/oauth/v2/token', {
        method: 'POST',
        headers: { Authorization: 'Basic ' + btoa('demo-client:demo-secret') },
        body: new URLSearchParams({ grant_type: 'password', username: 'demo', password: 'demo' }),
      });
      const { access_token } = await grant.json();
      const events = await fetch('https://tickets.test/api/events/', { headers: { Authorization: 'Bearer ' + access_token } });
      console.log(events.status, (await events.json()).length > 0);
      server.close();
    `);
    assert.equal(out, '200 true');
  });
});
