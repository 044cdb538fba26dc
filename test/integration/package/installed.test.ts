/**
 * The packages as a site owner or QA engineer gets them: `npm pack`, installed into a fresh
 * project from the tarballs, then every export loaded by Node (as an ES module, by `require()`
 * and on a server), type-checked as a consumer's code (NodeNext resolution), and the mock started
 * both ways (the `ticket-booking-mock` command and its MSW handlers). Needs `npm run build` first.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { unreachableTypes } from '../../../scripts/package/public-types';
import { parseMarkdown, resolveLink } from '../../node/readme/markdown';
import {
  MOCK_DIR,
  ROOT,
  consumerProject,
  devDependency,
  node,
  packList,
  run,
  typeCheck,
  type Packed,
} from './packed';

/** The site owners' package before the mock became a package of its own: 5.8 MB unpacked. */
const UNPACKED_BEFORE = 5_777_929;

/**
 * The contributors' documents stay in the repository (docs/decisions/0009-two-packages.md): the
 * developer guide, the decision records and the benchmarks' READMEs (how to run them from a
 * clone, and their figures). The packed guides' links to them resolve in the repository.
 */
const CONTRIBUTORS_ONLY = /^(docs\/developers\.md|docs\/decisions(\/|$)|test\/bench(\/|$))/;

let project: string;
let siteOwners: Packed;
let mock: Packed;

before(async () => {
  [siteOwners, mock] = await Promise.all([packList(ROOT), packList(MOCK_DIR)]);
  // A consumer's own: msw for the mock's handlers, Node's types for the gateway's Node adapter.
  project = await consumerProject(
    ['ticket-booking', 'ticket-booking-mock'],
    [devDependency('msw'), devDependency('@types/node')],
  );
});

after(async () => {
  if (project) await rm(project, { recursive: true, force: true });
});

/** Sizes of the packed files whose path matches `test`. */
const sizeOf = (packed: Packed, test: (path: string) => boolean) =>
  packed.files.filter((file) => test(file.path)).reduce((sum, file) => sum + file.size, 0);

describe("the site owners' package (ticket-booking)", () => {
  it('ships the built files, the manifest, README and LICENSE, and no sources', () => {
    const paths = siteOwners.files.map((file) => file.path);
    for (const expected of [
      'LICENSE',
      'README.md',
      'custom-elements.json',
      'dist/index.js',
      'dist/ticket-booking.js',
      'dist/ticket-booking.js.map',
      'dist/types/api/schema.d.ts',
      'dist/bin/ticket-booking-events.js',
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

  it('ships no mock code and depends on neither the mock nor msw', async () => {
    const paths = siteOwners.files.map((file) => file.path);
    assert.deepEqual(
      paths.filter((p) => /mock/i.test(p) && !p.endsWith('.md')),
      [],
      'no file of the mock (its guides stay: docs/qa.md)',
    );
    const installed = join(project, 'node_modules/ticket-booking');
    for (const path of paths.filter((p) => /\.(js|d\.ts)$/.test(p))) {
      const text = await readFile(join(installed, path), 'utf8');
      // The mock's admin controls and its session header: in every build of the mock, nowhere else.
      assert.doesNotMatch(text, /__admin\/|X-Mock-Session/i, `${path} holds mock code`);
    }
    const manifest = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8')) as Record<
      string,
      Record<string, string> | undefined
    >;
    for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies'])
      for (const name of ['ticket-booking-mock', 'msw', '@hono/zod-openapi'])
        assert.equal(manifest[field]?.[name], undefined, `${field} names ${name}`);
    // hono is there only for @hono/node-server (its peer), the Node adapter's request listener:
    // no file of the package imports hono itself (the mock's HTTP core).
    for (const path of paths.filter((p) => p.endsWith('.js'))) {
      const text = await readFile(join(installed, path), 'utf8');
      assert.doesNotMatch(text, /from\s*["']hono(\/[^"']*)?["']/, `${path} imports hono`);
    }
  });

  it('unpacks to at most half the 5.8 MB it took with the mock inside', () => {
    const maps = sizeOf(siteOwners, (p) => p.endsWith('.map'));
    const types = sizeOf(siteOwners, (p) => p.endsWith('.d.ts'));
    console.log(
      `ticket-booking: ${siteOwners.size} B packed, ${siteOwners.unpackedSize} B unpacked ` +
        `(source maps ${maps} B, type declarations ${types} B); ticket-booking-mock: ` +
        `${mock.size} B packed, ${mock.unpackedSize} B unpacked`,
    );
    assert.ok(
      siteOwners.unpackedSize <= UNPACKED_BEFORE / 2,
      `${siteOwners.unpackedSize} B unpacked, more than ${UNPACKED_BEFORE / 2}`,
    );
  });

  it("maps the script-tag build to our sources' text, not to its minified dependencies' again", () => {
    const maps = siteOwners.files.filter((file) => file.path.endsWith('.js.map'));
    assert.ok(maps.length > 0, 'the script-tag build ships its maps');
    for (const { path } of maps) {
      const map = JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as {
        sources: string[];
        sourcesContent: (string | null)[];
        ignoreList?: number[];
      };
      map.sources.forEach((source, i) => {
        if (source.includes('/node_modules/')) {
          // Lit is published minified: its text is the bundle's own code, and tools skip it.
          assert.equal(map.sourcesContent[i], null, `${path}: ${source} has its text`);
          assert.ok(map.ignoreList?.includes(i), `${path}: ${source} is not ignore-listed`);
        } else assert.equal(typeof map.sourcesContent[i], 'string', `${path}: ${source} has no text`);
      });
    }
  });

  it('ships only the declarations a consumer reaches from its exports', () => {
    // tsc writes one for every source file; the others (the gateway's Lua scripts, the seat
    // map's drawing, …) were 0.16 MB that no consumer's compiler reads.
    const installed = join(project, 'node_modules/ticket-booking');
    assert.deepEqual(
      unreachableTypes(installed, 'dist/types').map((path) => path.slice(installed.length + 1)),
      [],
    );
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
        if (CONTRIBUTORS_ONLY.test(target.file)) {
          assert.ok(existsSync(join(ROOT, target.file)), `${where}: ${target.file} is in the repository`);
          assert.ok(!existsSync(join(installed, target.file)), `${where}: ${target.file} is packed`);
          continue;
        }
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

  it('loads every JavaScript export in Node, the script-tag build included, without a page', async () => {
    const out = await node(
      project,
      `
      const widget = await import('ticket-booking');
      const api = await import('ticket-booking/api');
      const gateway = await import('ticket-booking/gateway');
      const gatewayNode = await import('ticket-booking/gateway/node');
      // A server-side render imports the script-tag build: it registers nothing without a page.
      await import('ticket-booking/embed');
      const manifest = (await import('ticket-booking/custom-elements.json', { with: { type: 'json' } })).default;
      console.log(JSON.stringify({
        widget: typeof widget.defineElements,
        api: typeof api.createClient,
        gateway: typeof gateway.createGateway,
        gatewayNode: typeof gatewayNode.toNodeHandler,
        manifest: manifest.schemaVersion,
      }));
    `,
    );
    const loaded = JSON.parse(out) as Record<string, string>;
    assert.equal(loaded.widget, 'function');
    assert.equal(loaded.api, 'function');
    assert.equal(loaded.gateway, 'function');
    assert.equal(loaded.gatewayNode, 'function');
    assert.ok(loaded.manifest);
  });

  it('describes every element and event in its manifest, by the module that ships them, and no field set by context', async () => {
    const out = await node(
      project,
      `
      import * as widget from 'ticket-booking';
      const manifest = (await import('ticket-booking/custom-elements.json', { with: { type: 'json' } })).default;
      const events = Object.values(widget).flatMap((value) => (typeof value === 'function' && typeof value.eventName === 'string' ? [value.eventName] : []));
      console.log(JSON.stringify({ manifest, events, tags: Object.keys(widget.elements) }));
    `,
    );
    const { manifest, events, tags } = JSON.parse(out) as {
      manifest: {
        modules: {
          path: string;
          declarations: {
            tagName?: string;
            members?: { name: string; kind: string }[];
            events?: { name: string }[];
          }[];
        }[];
      };
      events: string[];
      tags: string[];
    };
    const shipped = new Set(siteOwners.files.map((file) => file.path));
    const modules = [...JSON.stringify(manifest).matchAll(/"(?:module|path)":"([^"]+)"/g)].map((m) => m[1]!);
    assert.ok(modules.length > 0);
    for (const module of new Set(modules)) assert.ok(shipped.has(module), `${module} is packed`);
    const elements = manifest.modules.flatMap((module) => module.declarations).filter((d) => d.tagName);
    assert.deepEqual(
      elements.map((element) => element.tagName).sort(),
      [...tags, 'tb-seat-map'].sort(),
      'every registered tag, the seat map (defined when first needed) included',
    );
    assert.deepEqual(
      [...new Set(elements.flatMap((element) => (element.events ?? []).map((event) => event.name)))].sort(),
      [...events].sort(),
      'every event class of the package, on the element that dispatches it',
    );
    for (const element of elements.filter((e) => e.tagName !== 'ticket-booking')) {
      const fields = (element.members ?? []).filter((m) => m.kind === 'field').map((m) => m.name);
      for (const internal of ['flow', 'state'])
        assert.ok(
          !fields.includes(internal),
          `<${element.tagName}> lists ${internal}, given by <ticket-booking>`,
        );
    }
  });

  it('loads the gateway, the client and the widget by require() (CommonJS)', async () => {
    const out = await node(
      project,
      `
      const { createGateway } = require('ticket-booking/gateway');
      const { createClient } = require('ticket-booking/api');
      const { defineElements } = require('ticket-booking');
      require('ticket-booking/embed');
      console.log([createGateway, createClient, defineElements].map((f) => typeof f).join(' '));
    `,
      'cjs',
    );
    assert.equal(out, 'function function function');
  });

  it('type-checks a consumer importing every typed export (NodeNext resolution, no type left unresolved)', async () => {
    await writeFile(
      join(project, 'consumer.ts'),
      `
      import { TicketBooking, defineElements, type BookingState } from 'ticket-booking';
      import { createClient, type paths } from 'ticket-booking/api';
      import { createGateway } from 'ticket-booking/gateway';
      import { setupMockServer } from 'ticket-booking-mock';
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
    await typeCheck(project, 'tsconfig.json');
  });

  it('type-checks the gateway and the client with skipLibCheck: false, without ioredis or stripe installed, from ESM and CommonJS', async () => {
    for (const peer of ['ioredis', 'stripe'])
      assert.ok(
        !existsSync(join(project, 'node_modules', peer)),
        `${peer}, an optional peer, is not installed`,
      );
    await writeFile(
      join(project, 'server.ts'),
      `
      import { createGateway, memoryStore, redisStore, stripeProvider } from 'ticket-booking/gateway';
      import { toNodeHandler } from 'ticket-booking/gateway/node';
      import { createClient } from 'ticket-booking/api';
      export const used = [createGateway, memoryStore, redisStore, stripeProvider, toNodeHandler, createClient];
      `,
    );
    await writeFile(
      join(project, 'server.cts'),
      `
      import gateway = require('ticket-booking/gateway');
      export const used = gateway.createGateway;
      `,
    );
    await writeFile(
      join(project, 'tsconfig.strict.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          lib: ['ES2023'],
          types: ['node'],
          strict: true,
          noEmit: true,
          skipLibCheck: false,
        },
        files: ['server.ts', 'server.cts'],
      }),
    );
    await typeCheck(project, 'tsconfig.strict.json');
  });

  it("runs its ticket-booking-events command against the mock's", async () => {
    await withMockCommand(async (url) => {
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
    });
  });
});

/** Starts `npx ticket-booking-mock` on a free port, runs `use` with its address, stops it. */
async function withMockCommand(use: (url: string) => Promise<void>): Promise<void> {
  const child = spawn(
    join(project, 'node_modules/.bin/ticket-booking-mock'),
    ['--port', '0', '--seed', 'demo'],
    { cwd: project, stdio: ['ignore', 'pipe', 'inherit'] },
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
    await use(url);
  } finally {
    child.kill('SIGTERM');
  }
}

describe("the mock's package (ticket-booking-mock)", () => {
  it('ships its command, its handlers with their types, the contract and its README', () => {
    const paths = mock.files.map((file) => file.path).sort();
    for (const expected of [
      'README.md',
      'dist/serve.js',
      'dist/node.js',
      'dist/node.d.ts',
      'dist/openapi.json',
    ])
      assert.ok(paths.includes(expected), `${expected} is packed`);
    const sources = paths.filter((p) => p.endsWith('.ts') && !p.endsWith('.d.ts'));
    assert.deepEqual(sources, [], 'no TypeScript sources are packed');
  });

  it('runs as a command (npx ticket-booking-mock) that answers the API and serves the contract', async () => {
    await withMockCommand(async (url) => {
      const token = await fetch(`${url}/oauth/v2/token`, {
        method: 'POST',
        headers: { Authorization: `Basic ${btoa('demo-client:demo-secret')}` },
        body: new URLSearchParams({ grant_type: 'password', username: 'demo', password: 'demo' }),
      });
      assert.equal(token.status, 200);
      const contract = await fetch(`${url}/openapi.json`);
      assert.equal(contract.status, 200, 'the command finds the shipped contract');
      assert.match(((await contract.json()) as { openapi: string }).openapi, /^3\./);
    });
  });

  it("prints the command's own name in its usage text", async () => {
    const { stdout } = await run(join(project, 'node_modules/.bin/ticket-booking-mock'), ['--help'], {
      cwd: project,
    });
    assert.match(stdout, /^Usage: ticket-booking-mock \[--port 4010\]/);
    assert.doesNotMatch(stdout, /npm run mock/);
  });

  it('answers requests in-process through its MSW handlers', async () => {
    const out = await node(
      project,
      `
      import { setupMockServer } from 'ticket-booking-mock';
      // The contract the mock implements ships with it.
      const contract = (await import('ticket-booking-mock/openapi.json', { with: { type: 'json' } })).default;
      if (!/^3\\./.test(contract.openapi)) throw new Error('no OpenAPI document');
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
    `,
    );
    assert.equal(out, '200 true');
  });

  it('loads its handlers by require() (CommonJS)', async () => {
    const out = await node(
      project,
      `const { createMockHandlers } = require('ticket-booking-mock'); console.log(typeof createMockHandlers);`,
      'cjs',
    );
    assert.equal(out, 'function');
  });
});
