/**
 * The README and the guides it links say only what is true: their links resolve, every npm
 * script, npx tool, file and flag they name exists, the curl examples answer what they say
 * against a fresh `startServer({ seed: 'demo' })`, the TypeScript examples run, and the
 * reference tables (tokens, events, parts, attributes, error codes) match the code.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { ERROR_CODES } from '../../../mock-server/domain/errors';
import { statusOf } from '../../../mock-server/http/errors';
import { DEMO_PIDS } from '../../../mock-server/seed/demo-pids';
import { startServer, type RunningServer } from '../../../mock-server/serve';
import { tokenDefaults } from '../../../src/styles/tokens';
import {
  codeSpans,
  parseMarkdown,
  resolveLink,
  sectionText,
  tableRows,
  type CodeBlock,
  type MarkdownDoc,
} from './markdown';
import { isRunnable, run, runSession } from './shell';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const source = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const pkg = JSON.parse(source('package.json')) as {
  scripts: Record<string, string>;
  exports: Record<string, unknown>;
};

const DECISIONS = readdirSync(join(ROOT, 'docs/decisions'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/decisions/${name}`);
/** The documents this project writes for its readers. */
const OWN = ['README.md', 'docs/site-owners.md', 'docs/qa.md', ...DECISIONS].map((file) =>
  parseMarkdown(ROOT, file),
);
const doc = (file: string): MarkdownDoc => OWN.find((d) => d.file === file)!;
/** Further Markdown files the README links to (guides of the parts). */
const LINKED = [
  ...new Set(
    doc('README.md')
      .links.map(resolveLink)
      .filter((target) => target && target.file.endsWith('.md') && !OWN.some((d) => d.file === target.file))
      .map((target) => target!.file),
  ),
].map((file) => parseMarkdown(ROOT, file));

const shellBlocks = (docs: readonly MarkdownDoc[]) =>
  docs.flatMap((d) => d.blocks.filter((block) => block.lang === 'sh'));
const at = (block: CodeBlock, index = 0) => `${block.file}:${block.line + index}`;

/** `npm …` and `npx …` commands of a shell block, one per line, comments and `&&` split off. */
function commandsOf(block: CodeBlock): { where: string; words: string[] }[] {
  const out: { where: string; words: string[] }[] = [];
  block.code.split('\n').forEach((content, index) => {
    const code = content.replace(/\s+#\s.*$/, '').trim();
    if (!code || code.startsWith('#')) return;
    for (const part of code.split('&&'))
      out.push({ where: at(block, index), words: shellWords(part.trim()) });
  });
  return out;
}

function shellWords(text: string): string[] {
  return [...text.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]!);
}

/** The entry file of an npm script run by tsx, e.g. `mock-server/serve.ts` for `mock`. */
function scriptEntry(script: string): string | undefined {
  return /tsx\s+(\S+\.ts)/.exec(pkg.scripts[script] ?? '')?.[1];
}

function checkNpm(words: string[], where: string): void {
  const [, verb, name, ...rest] = words;
  if (verb === 'install' || verb === 'ci') return;
  const script = verb === 'run' ? name : verb;
  assert.ok(script, `${where}: an npm command without a script`);
  assert.ok(pkg.scripts[script], `${where}: npm script "${script}" is not in package.json`);
  const args = verb === 'run' ? rest : [name, ...rest].filter((w): w is string => w !== undefined);
  const flags = args.slice(args.indexOf('--') + 1).filter((w) => w.startsWith('--'));
  if (args.includes('--') && flags.length > 0) {
    const entry = scriptEntry(script);
    assert.ok(entry, `${where}: flags passed to "${script}", which runs no tsx entry file`);
    const text = source(entry);
    for (const flag of flags) {
      const bare = flag.replace(/^--/, '').replace(/=.*$/, '');
      const read = new RegExp(`['"]${bare}['"]|\\b${bare}:|--${bare}\\b`);
      assert.match(text, read, `${where}: ${entry} reads no ${flag}`);
    }
  }
}

const E2E_SOURCES = ['test/e2e', 'test/api']
  .filter((dir) => existsSync(join(ROOT, dir)))
  .flatMap((dir) => readdirSync(join(ROOT, dir)).map((name) => source(join(dir, name))))
  .join('\n');

function checkNpx(words: string[], where: string): void {
  const [, tool, ...args] = words;
  assert.ok(
    tool && existsSync(join(ROOT, 'node_modules/.bin', tool)),
    `${where}: npx ${tool} is not installed`,
  );
  for (const arg of args.filter((a) => /\.(ts|js|mjs)$/.test(a))) {
    assert.ok(existsSync(join(ROOT, arg)), `${where}: ${arg} does not exist`);
  }
  const grep = args.indexOf('-g');
  if (tool === 'playwright' && grep >= 0) {
    const title = args[grep + 1]!;
    assert.ok(E2E_SOURCES.includes(title), `${where}: no Playwright test title contains "${title}"`);
  }
}

describe('the README and the guides it links', () => {
  it('link only to files and headings that exist', () => {
    const all = [...OWN, ...LINKED];
    for (const d of OWN) {
      for (const link of d.links) {
        const target = resolveLink(link);
        if (!target) continue;
        const where = `${link.file}:${link.line}`;
        const path = join(ROOT, target.file);
        assert.ok(existsSync(path), `${where}: ${link.target} does not exist`);
        if (target.anchor === undefined) continue;
        const linked = all.find((x) => x.file === target.file) ?? parseMarkdown(ROOT, target.file);
        assert.ok(
          linked.headings.some((h) => h.anchor === target.anchor),
          `${where}: ${target.file} has no heading #${target.anchor}`,
        );
      }
    }
  });

  it('run only npm and npx in command blocks, with scripts, tools, files and flags that exist', () => {
    let checked = 0;
    for (const block of shellBlocks([...OWN, ...LINKED]).filter((b) => !isRunnable(b))) {
      for (const { where, words } of commandsOf(block)) {
        const own = OWN.some((d) => d.file === block.file);
        if (words[0] === 'npm') checkNpm(words, where);
        else if (words[0] === 'npx') checkNpx(words, where);
        // Other teams' guides may show other tools; ours show npm and npx only.
        else if (own) assert.fail(`${where}: "${words.join(' ')}" is neither an npm nor an npx command`);
        checked += 1;
      }
    }
    assert.ok(checked >= 10, `only ${checked} commands found`);
  });

  it('name only npm scripts that exist, in their text too', () => {
    let checked = 0;
    for (const d of OWN) {
      for (const span of d.spans.filter((s) => /^npm (run|start|test)\b/.test(s.code))) {
        checkNpm(shellWords(span.code), `${d.file}:${span.line}`);
        checked += 1;
      }
    }
    assert.ok(checked >= 10, `only ${checked} npm commands found in the text`);
  });

  it("list exactly the mock's command-line flags", async () => {
    const help = await run(join(ROOT, 'node_modules/.bin/tsx'), ['mock-server/serve.ts', '--help'], {
      cwd: ROOT,
    });
    assert.equal(help.exitCode, 0, help.stderr);
    const offered = new Set([...help.stdout.matchAll(/--[a-z-]+/g)].map((m) => m[0]));
    const table = tableRows(sectionText(doc('README.md'), 'Starting the mock service'));
    const listed = new Set(table.map((row) => codeSpans(row[0]!)[0]!));
    assert.deepEqual([...listed].sort(), [...offered].sort());
  });

  it('show the CI entry point that exists', () => {
    const ci = join(ROOT, '.ci/run');
    assert.ok(doc('README.md').spans.some((s) => s.code === '.ci/run'));
    assert.ok(statSync(ci).mode & 0o111, '.ci/run is not executable');
    // The README says CI installs Chromium when none is found, then runs the gate.
    const text = readFileSync(ci, 'utf8');
    for (const phrase of ['apt-get install -y chromium', 'npm ci', 'npm test'])
      assert.ok(text.includes(phrase));
  });

  it('run one node:test file, and one test by name, as shown', async () => {
    const commands = shellBlocks(OWN)
      .flatMap(commandsOf)
      .filter(({ words }) => words[0] === 'npx' && words[1] === 'tsx' && words[2] === '--test');
    assert.ok(commands.length >= 2, 'the README shows how to run one node:test file');
    for (const { where, words } of commands) {
      const result = await run(
        join(ROOT, 'node_modules/.bin/tsx'),
        ['--test-reporter=tap', ...words.slice(2)],
        {
          cwd: ROOT,
          timeoutMs: 120_000,
        },
      );
      assert.equal(result.exitCode, 0, `${where}: ${result.stdout.slice(-2000)}${result.stderr}`);
      const passed = Number(/^# pass (\d+)/m.exec(result.stdout)?.[1] ?? 0);
      assert.ok(passed > 0, `${where}: no test ran`);
    }
  });
});

describe('the curl examples answer what the documents say, against a fresh demo mock', () => {
  for (const file of ['README.md', 'docs/qa.md']) {
    describe(file, () => {
      let server: RunningServer;
      before(async () => {
        const curl = await run('bash', ['-c', 'command -v curl'], { cwd: ROOT });
        assert.equal(curl.exitCode, 0, 'the examples need curl (Debian: apt-get install curl)');
        server = await startServer({ port: 0, seed: 'demo' });
      });
      after(() => server.close());

      it('every request answers its documented status', async (t) => {
        const blocks = shellBlocks([doc(file)]).filter(isRunnable);
        assert.ok(blocks.length > 0, `${file} has no curl examples`);
        const origin = new URL(server.url).host;
        const result = await runSession(blocks, (script) => script.replaceAll('127.0.0.1:4010', origin));
        assert.deepEqual(result.unannotated, [], `${file}: a curl call has no "→ <status>" comment above it`);
        for (const { expectation, calls } of result.steps) {
          await t.test(`${expectation.where} ${expectation.text}`, () => {
            assert.ok(calls.length > 0, `never reached: ${result.stderr.slice(0, 2000)}`);
            for (const call of calls) {
              if (expectation.status === null) {
                assert.equal(call.status, null, 'an answer came');
                assert.notEqual(call.exitCode, 0);
              } else {
                assert.equal(call.status, expectation.status);
                if (expectation.count !== undefined) assert.equal(call.count, expectation.count, 'X-Count');
              }
            }
          });
        }
        assert.equal(result.stderr, '', 'the examples wrote to stderr');
        assert.ok(result.steps.length >= (file === 'README.md' ? 2 : 80), `${result.steps.length} requests`);
      });
    });
  }
});

/** A free TCP port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

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
    assert.ok(pkg.exports['./mock-server/node'], 'ticket-booking/mock-server/node is not exported');
  });

  it("the README's gateway server serves the events on sale and a buyer's first write", async () => {
    const block = example('README.md', 'ts', 'createGateway(');
    const dir = await writeExample('server.ts', block.code, {
      'ticket-booking/gateway': 'src/gateway/index.ts',
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
    const block = example('docs/qa.md', 'ts', 'createMockHandlers(');
    const dir = await writeExample('tickets.test.ts', block.code, {
      'ticket-booking/mock-server/node': 'mock-server/node.ts',
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

describe('the reference tables match the code', () => {
  it('lists every design token with its default', () => {
    const rows = tableRows(sectionText(doc('docs/site-owners.md'), 'Tokens'));
    const documented = new Map(
      rows.map(([name, light, dark]) => {
        const [l, d] = [codeSpans(light!)[0], dark ? codeSpans(dark)[0] : undefined];
        return [codeSpans(name!)[0]!, d === undefined ? l : `light-dark(${l}, ${d})`];
      }),
    );
    assert.deepEqual(documented, new Map(tokenDefaults));
  });

  const events = [...source('src/components/events.ts').matchAll(/'(tb-[a-z-]+)': Tb\w+Event;/g)].map(
    (m) => m[1]!,
  );

  /** Field names of each event's detail, from `FlowEventMap` (and `FlowError`). */
  function detailFields(): Map<string, string[]> {
    const types = source('src/booking/types.ts');
    const map = /interface FlowEventMap \{([\s\S]*?)\n\}/.exec(types)![1]!;
    const flowError = /interface FlowError \{([\s\S]*?)\n\}/.exec(source('src/booking/model.ts'))![1]!;
    const fields = (body: string) => [...body.matchAll(/^\s*(\w+)\??:/gm)].map((m) => m[1]!);
    return new Map(
      [...map.matchAll(/'(tb-[a-z-]+)': (\{[^}]*\}|FlowError);/g)].map((m) => [
        m[1]!,
        m[2] === 'FlowError' ? fields(flowError) : fields(m[2]!.slice(1, -1).replace(/;/g, ';\n')),
      ]),
    );
  }

  it("lists every event with its detail's fields", () => {
    assert.ok(events.length >= 6);
    const details = detailFields();
    const readme = tableRows(sectionText(doc('README.md'), 'Events'));
    assert.deepEqual(readme.map((row) => codeSpans(row[0]!)[0]).sort(), [...events].sort());
    for (const [name, detail] of readme) {
      const event = codeSpans(name!)[0]!;
      const fields = /\{([^}]*)\}/
        .exec(detail!)![1]!
        .split(',')
        .map((f) => f.trim().replace(/\?$/, ''));
      assert.deepEqual(fields.sort(), [...(details.get(event) ?? [])].sort(), event);
    }
    const guide = tableRows(sectionText(doc('docs/site-owners.md'), 'Events'));
    assert.deepEqual(guide.map((row) => codeSpans(row[0]!)[0]).sort(), [...events].sort());
    for (const [name, , detail] of guide) {
      const event = codeSpans(name!)[0]!;
      const spans = codeSpans(detail!).map((s) => s.replace(/\?$/, ''));
      for (const field of details.get(event) ?? []) assert.ok(spans.includes(field), `${event}: ${field}`);
    }
  });

  it('lists only parts that a page reaches through <ticket-booking>', () => {
    const root = source('src/components/ticket-booking/ticket-booking.ts');
    const views = source('src/components/ticket-booking/views.ts');
    const reachable = new Set<string>();
    for (const text of [root, views]) {
      for (const m of text.matchAll(/\spart="([^"$]+)"/g))
        m[1]!.split(/\s+/).forEach((p) => reachable.add(p));
    }
    for (const m of root.matchAll(/exportparts="([^"]+)"/g)) {
      for (const pair of m[1]!.split(',')) reachable.add(pair.split(':').at(-1)!.trim());
    }
    const shared = /const PARTS = '([^']+)'/.exec(views)![1]!;
    for (const m of views.matchAll(/exportparts=\$\{`\$\{PARTS\}(?:, ([^`]*))?`\}/g)) {
      for (const part of `${shared}, ${m[1] ?? ''}`.split(',')) if (part.trim()) reachable.add(part.trim());
    }
    const documented = tableRows(sectionText(doc('docs/site-owners.md'), 'Parts')).flatMap((row) =>
      codeSpans(row[1]!),
    );
    assert.ok(documented.length >= 30);
    for (const part of documented) assert.ok(reachable.has(part), `::part(${part}) does not reach anything`);
    const inReadme = [...doc('README.md').text.matchAll(/::part\(([\w-]+)\)/g)].map((m) => m[1]!);
    for (const part of inReadme) assert.ok(reachable.has(part), `README: ::part(${part})`);
  });

  it("lists the root element's attributes and properties", () => {
    const root = source('src/components/ticket-booking/ticket-booking.ts');
    const attributes = new Set(['lang']); // read by the LocaleController, from the element or its ancestors
    assert.match(root, /new LocaleController\(this\)/);
    for (const m of root.matchAll(/@property\(([^)]*)\)\s+(\w+)/g)) {
      if (/attribute: false/.test(m[1]!)) continue;
      attributes.add(/attribute: '([^']+)'/.exec(m[1]!)?.[1] ?? m[2]!.toLowerCase());
    }
    for (const file of ['README.md', 'docs/site-owners.md']) {
      const section = file === 'README.md' ? 'Attributes' : 'The element';
      const rows = tableRows(sectionText(doc(file), section));
      const listed = rows.map((row) => codeSpans(row[0]!)[0]!);
      const documentedAttributes = listed.filter((name) => !['options', 'state'].includes(name));
      assert.deepEqual(documentedAttributes.sort(), [...attributes].sort(), file);
    }
    assert.match(root, /@property\(\{ attribute: false \}\) options/);
    assert.match(root, /get state\(\)/);
  });

  it('lists every error code with its status', () => {
    const rows = tableRows(sectionText(doc('docs/qa.md'), 'Errors'));
    const documented = new Map(rows.map(([status, code]) => [codeSpans(code!)[0]!, Number(status)]));
    // `internal_error` is the answer to a fault of the mock itself, never to a request's content.
    const codes = ERROR_CODES.filter((code) => code !== 'internal_error');
    assert.deepEqual(
      new Map([...documented].sort()),
      new Map(codes.map((code) => [code, statusOf(code)] as [string, number]).sort()),
    );
  });

  it('names the seed pids the mock makes', () => {
    const rows = tableRows(sectionText(doc('docs/qa.md'), 'Pids of the demo seed'));
    const known = new Set(JSON.stringify(DEMO_PIDS).match(/[0-9A-F]{8}(-[0-9A-F]{4}){3}-[0-9A-F]{12}/g));
    for (const [, pid] of rows) assert.ok(known.has(codeSpans(pid!)[0]!), pid);
  });
});

describe('the Content Security Policy the README gives is enough', () => {
  const files = (dir: string): string[] =>
    readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? files(join(dir, entry.name))
        : entry.name.endsWith('.ts')
          ? [join(dir, entry.name)]
          : [],
    );
  const widget = files('src').filter((f) => !f.startsWith(join('src', 'gateway')) && !f.endsWith('.d.ts'));

  it('the widget has no eval, no inline styles and no resources of its own', () => {
    assert.ok(widget.length > 20);
    for (const file of widget) {
      const text = source(file);
      for (const [pattern, what] of [
        [/\beval\(|new Function\(|setTimeout\(\s*['"`]/, 'evaluated code'],
        [/\sstyle=|setAttribute\(\s*['"]style|unsafeHTML|<style\b/, 'an inline style'],
        [/url\(|@import|new Worker|<img\b|<iframe\b/, 'a resource of its own'],
      ] as const) {
        assert.doesNotMatch(text, pattern, `${file}: ${what}`);
      }
    }
  });

  it("Lit's production build evaluates no code", () => {
    for (const file of [
      'node_modules/lit-html/lit-html.js',
      'node_modules/@lit/reactive-element/reactive-element.js',
      'node_modules/@lit/reactive-element/css-tag.js',
    ]) {
      assert.doesNotMatch(source(file), /\beval\(|new Function\(/, file);
    }
    // Lit adopts constructed style sheets where the browser has them (every current one).
    assert.match(source('node_modules/@lit/reactive-element/css-tag.js'), /adoptedStyleSheets/);
  });
});

describe('the API reference page', () => {
  it('is built by npm run docs:api into a self-contained page at the path the README gives', async () => {
    const script = pkg.scripts['docs:api'];
    assert.ok(script, 'package.json has no docs:api script');
    const output = /\s(?:-o|--output)[ =](\S+)/.exec(script)?.[1];
    assert.ok(output, `docs:api names no output: ${script}`);
    assert.ok(doc('README.md').text.includes(`writes ${output}`), `the README names ${output}`);
    const dir = await mkdtemp(join(tmpdir(), 'api-reference-'));
    const page = join(dir, 'index.html');
    try {
      const command = script
        .replace(output, page)
        .replace(/^redocly\b/, join(ROOT, 'node_modules/.bin/redocly'));
      const result = await run('bash', ['-c', command], { cwd: ROOT, timeoutMs: 120_000 });
      assert.equal(result.exitCode, 0, result.stdout + result.stderr);
      const html = await readFile(page, 'utf8');
      assert.match(html, /<title>Ticketing and Booking Service<\/title>/);
      assert.doesNotMatch(html, /<script[^>]*\ssrc=/i, 'a script loaded from elsewhere');
      assert.doesNotMatch(html, /<link[^>]*\shref="https?:/i, 'a style sheet or font loaded from elsewhere');
      // The page may still show Redoc's attribution logo from its CDN; it hides it when unreachable.
      assert.doesNotMatch(html, /redoc\.standalone\.js/, 'Redoc itself loaded from its CDN');
      assert.ok(html.includes('/bookings/{pid}'), 'the operations are in the page');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('is served by the demo dev server, from public/', () => {
    const script = pkg.scripts['docs:api'] ?? '';
    const output = /\s(?:-o|--output)[ =](\S+)/.exec(script)?.[1] ?? '';
    assert.ok(output.startsWith('public/'), `${output} is outside public/, which Vite serves as is`);
    const url = `http://127.0.0.1:5173/${relative('public', output)}`;
    assert.ok(doc('README.md').text.includes(url), `the README gives ${url}`);
  });
});
