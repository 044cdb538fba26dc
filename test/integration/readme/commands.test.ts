/**
 * The README and the guides it links send readers only where something is: their links
 * resolve, and every npm script, npx tool, file and flag they name exists, down to the page
 * `npm run docs:api` writes.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';
import {
  codeSpans,
  parseMarkdown,
  resolveLink,
  sectionText,
  tableRows,
  type CodeBlock,
} from '../../node/readme/markdown';
import { commandLines, isRunnable, run } from './shell';
import { OWN, ROOT, doc, mockPkg, pkg, shellBlocks, source } from '../../node/readme/support';

/** Further Markdown files the README links to (guides of the parts). */
const LINKED = [
  ...new Set(
    doc('README.md')
      .links.map(resolveLink)
      .filter((target) => target && target.file.endsWith('.md') && !OWN.some((d) => d.file === target.file))
      .map((target) => target!.file),
  ),
].map((file) => parseMarkdown(ROOT, file));

const at = (block: CodeBlock, index = 0) => `${block.file}:${block.line + index}`;

/** `npm …` and `npx …` commands of a shell block, one per line, comments and `&&` split off. */
function commandsOf(block: CodeBlock): { where: string; words: string[] }[] {
  return commandLines(block.code).flatMap(({ index, code }) =>
    code.split('&&').map((part) => ({ where: at(block, index), words: shellWords(part.trim()) })),
  );
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
  if (args.includes('--') && flags.length > 0 && /^vite(\s|$)/.test(pkg.scripts[script]!)) {
    // Flags for the Vite dev server: options of Vite's own command line.
    const cli = source('node_modules/vite/dist/node/cli.js');
    for (const flag of flags) {
      const bare = flag.replace(/=.*$/, '');
      assert.ok(
        cli.includes(`option("${bare} `) || cli.includes(`option("${bare}"`),
        `${where}: vite has no ${flag}`,
      );
    }
  } else if (args.includes('--') && flags.length > 0) {
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
  .flatMap((dir) =>
    readdirSync(join(ROOT, dir), { withFileTypes: true })
      // Files only: the screenshot comparisons keep their pictures in folders beside the tests.
      .filter((entry) => entry.isFile())
      .map((entry) => source(join(dir, entry.name))),
  )
  .join('\n');

function checkNpx(words: string[], where: string): void {
  const [, tool, ...args] = words;
  assert.ok(
    tool &&
      (existsSync(join(ROOT, 'node_modules/.bin', tool)) ||
        Object.hasOwn(pkg.bin ?? {}, tool) ||
        Object.hasOwn(mockPkg.bin ?? {}, tool)),
    `${where}: npx ${tool} is neither installed nor a command of this repository's packages`,
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
        // The guides of the parts may show other tools; this project's own documents show npm and npx only.
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
    // The README says CI installs Chromium and Redis when they are missing, then runs the gate.
    const text = readFileSync(ci, 'utf8');
    for (const phrase of [
      'apt-get install -y',
      'apt_packages+=(chromium)',
      'apt_packages+=(redis-server)',
      'npm ci',
      'npm test',
    ])
      assert.ok(text.includes(phrase), `.ci/run says ${phrase}`);
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
        .replace(/^redocly\b/, join(ROOT, 'node_modules/.bin/redocly'))
        .replace(/^tsx\b/, join(ROOT, 'node_modules/.bin/tsx'));
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
